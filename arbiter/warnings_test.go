package arbiter_test

import (
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
)

// TestCountedResultWithWarnings: under 2002 a warning costs its player one
// stone at the count (SPEC §4.7), whether the warning comes before the
// counted result is typed or after, at the window or at a second desk. B+1.5 is Black by ¾ stone: with a warning
// for Black it is ¾ − 1 = −¼, White by ¼ (W+0.5). Under 1988 nothing changes.
func TestCountedResultWithWarnings(t *testing.T) {
	for _, tt := range []struct {
		rules tournament.RuleSet
		want  tournament.Result
	}{{tournament.Rules2002, "W+0.5"}, {tournament.Rules1988, "B+1.5"}} {
		t.Run(string(tt.rules), func(t *testing.T) {
			s, _ := newStore(t)
			st, _ := s.Settings()
			st.Rules = tt.rules
			if err := s.SaveSettings(st); err != nil {
				t.Fatal(err)
			}
			gid, _ := s.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
			g, _ := s.Group("公开组")
			addPlayers(t, s, gid, "甲", "乙", "丙", "丁", "戊", "己")
			if _, err := s.PairRound(g, 1); err != nil {
				t.Fatal(err)
			}
			games, _, _ := s.Round(gid, 1)
			// Table 1: the result first, then the warning.
			if err := s.SetResult(games[0].ID, "B+1.5"); err != nil {
				t.Fatal(err)
			}
			if lost, err := s.Warn(games[0].ID, true); err != nil || lost {
				t.Fatalf("warning: %v %v", lost, err)
			}
			// Table 2: the warning first, then the result.
			if _, err := s.Warn(games[1].ID, true); err != nil {
				t.Fatal(err)
			}
			if err := s.SetResult(games[1].ID, "B+1.5"); err != nil {
				t.Fatal(err)
			}
			// Table 3: the warning, then the count entered at a second desk.
			if _, err := s.Warn(games[2].ID, true); err != nil {
				t.Fatal(err)
			}
			if _, err := s.EnterResult(arbiter.ResultEntry{Desk: "第二台", Game: games[2].ID, Result: "B+1.5"}); err != nil {
				t.Fatal(err)
			}
			games, _, _ = s.Round(gid, 1)
			for _, game := range games[:3] {
				if game.Result != tt.want {
					t.Errorf("table %d: %q, want %q", game.Table, game.Result, tt.want)
				}
			}
			// A resignation is no count: a warning leaves it.
			s.SetResult(games[0].ID, "B+R")
			if games, _, _ = s.Round(gid, 1); games[0].Result != "B+R" {
				t.Errorf("resignation with a warning: %q", games[0].Result)
			}
		})
	}
}
