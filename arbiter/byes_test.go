package arbiter_test

import (
	"fmt"
	"strings"
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// TestByePointsRescored: a round robin of three gives a bye worth nothing
// (SPEC §8 as the issue rules it); when the regulations give a bye 2
// points, the byes already on file are rescored, and undo brings the old
// score back, in one action each.
func TestByePointsRescored(t *testing.T) {
	s, path := newStore(t)
	gid, err := s.AddGroup(tournament.Group{Name: "循环", System: tournament.RoundRobin})
	if err != nil {
		t.Fatal(err)
	}
	addPlayers(t, s, gid, "张三", "李四", "王五")
	g, _ := s.Group("循环")
	if _, err := s.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	stored := func() int {
		return stored(t, path, `SELECT b.points FROM byes b JOIN rounds r ON r.id = b.round_id WHERE r.group_id = ?`, gid)
	}
	if p := stored(); p != 0 {
		t.Errorf("a round robin's bye stored with %d points, want 0", p)
	}
	g.ByePoints = 2
	if err := s.SaveGroupRules(g); err != nil {
		t.Fatal(err)
	}
	if p := stored(); p != 2 {
		t.Errorf("after the regulations' 2 points: %d", p)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if g, _ := s.Group("循环"); stored() != 0 || g.ByePoints != 0 {
		t.Errorf("after undo: bye %d, group setting %d", stored(), g.ByePoints)
	}
}

// TestRankByTotalUnder1988: the hand-worked two rounds of
// tournament.TestRankByTotal, stored in a Swiss group of a 1988
// tournament: the group ranks by the total score (points + SOS ÷ 2 − 2),
// then warnings, so B (2 points, total 5/2) is second and E (3 points,
// total 3/2) shares fourth with F. Switched to the 2002 rules, the same
// group ranks by points: E second.
func TestRankByTotalUnder1988(t *testing.T) {
	s, _ := newStore(t)
	st, _ := s.Settings()
	st.Rules = tournament.Rules1988
	if err := s.SaveSettings(st); err != nil {
		t.Fatal(err)
	}
	gid, err := s.AddGroup(tournament.Group{Name: "积分编排", System: tournament.Swiss, Rounds: 2})
	if err != nil {
		t.Fatal(err)
	}
	p := addPlayers(t, s, gid, "A", "B", "C", "D", "E", "F")
	A, B, C, D, E, F := p[0], p[1], p[2], p[3], p[4], p[5]
	rounds := [][][2]int64{{{A, B}, {C, D}, {E, F}}, {{A, C}, {E, D}, {B, F}}}
	results := [][]tournament.Result{{"B+R", "B+R", "0"}, {"B+R", "B+R", "B+R"}}
	for i, pairs := range rounds {
		var games []tournament.Game
		for j, pr := range pairs {
			games = append(games, tournament.Game{Table: j + 1, Black: pr[0], White: pr[1]})
		}
		g, _ := s.Group("积分编排")
		if err := s.SavePairing(g, i+1, games, nil); err != nil {
			t.Fatal(err)
		}
		for j := range pairs {
			if err := s.SetResultAt(gid, i+1, j+1, results[i][j]); err != nil {
				t.Fatal(err)
			}
		}
	}
	order := func() string {
		g, _ := s.Group("积分编排")
		rows, _, err := s.Standings(g, 0)
		if err != nil {
			t.Fatal(err)
		}
		name := map[int64]string{A: "A", B: "B", C: "C", D: "D", E: "E", F: "F"}
		var out []string
		for _, r := range rows {
			out = append(out, fmt.Sprintf("%d%s", r.Place, name[r.Player]))
		}
		return strings.Join(out, " ")
	}
	if got, want := order(), "1A 2B 3C 4E 4F 6D"; got != want {
		t.Errorf("1988, by total score: %s, want %s", got, want)
	}
	// Read again with nothing written between (the group kept by the
	// store since the last read): the same ranking.
	if got, want := order(), "1A 2B 3C 4E 4F 6D"; got != want {
		t.Errorf("1988, read again: %s, want %s", got, want)
	}
	st, _ = s.Settings()
	st.Rules = tournament.Rules2002
	if err := s.SaveSettings(st); err != nil {
		t.Fatal(err)
	}
	// 2002 defaults: points, then SOS, CUSS, SOSOS, warnings. B and C have
	// 2 points and SOS 5 and 4: B third, C fourth.
	if got, want := order(), "1A 2E 3B 4C 5F 6D"; got != want {
		t.Errorf("2002, by points: %s, want %s", got, want)
	}
}
