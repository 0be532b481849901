package arbiter_test

import (
	"errors"
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
)

// TestEnterResultOverwrite: one overwrite policy for every front end. An
// entry over another result is refused, naming that result, and changes
// nothing; with Overwrite it replaces it; with Replacing, only the result
// the arbiter saw is replaced. An entry that gives the game the result it
// has — a count whose warning brings it to the stored result included —
// is no overwrite.
func TestEnterResultOverwrite(t *testing.T) {
	s, g, games := reportedRound(t)
	id := games[0].ID
	if _, err := s.EnterResult(arbiter.ResultEntry{Game: id, Result: "B+R"}); err != nil {
		t.Fatal(err)
	}
	before, _, _ := s.UndoRedoState()
	_, err := s.EnterResult(arbiter.ResultEntry{Group: g.ID, Round: 1, Table: 1, Result: "W+R"})
	var exists *arbiter.ResultExistsError
	if !errors.As(err, &exists) || exists.Current != "B+R" || exists.Table != 1 || exists.Round != 1 {
		t.Fatalf("over B+R without overwrite: %v", err)
	}
	if r := gameResult(t, s, id); r != "B+R" {
		t.Errorf("a refused entry wrote %q", r)
	}
	if u, _, _ := s.UndoRedoState(); u.ID != before.ID {
		t.Errorf("a refused entry left an action: %+v", u)
	}
	var ve *arbiter.VenueError
	if _, err := s.EnterResult(arbiter.ResultEntry{Game: id, Result: "W+R", Overwrite: true, Replacing: "W+T"}); !errors.As(err, &ve) || ve.Current != "B+R" {
		t.Fatalf("replacing W+T, which is not there: %v", err)
	}
	done, err := s.EnterResult(arbiter.ResultEntry{Game: id, Result: "W+R", Overwrite: true, Replacing: "B+R"})
	if err != nil || done.Previous != "B+R" || done.Game.Result != "W+R" {
		t.Fatalf("overwrite: %+v %v", done, err)
	}
	// Table 2: Black warned, then White by ¼ stone stored (B+1.5 less a
	// stone, SPEC §4.7); the count typed again is the same result.
	if _, err := s.Warn(games[1].ID, true); err != nil {
		t.Fatal(err)
	}
	if _, err := s.EnterResult(arbiter.ResultEntry{Game: games[1].ID, Result: "B+1.5"}); err != nil {
		t.Fatal(err)
	}
	if done, err := s.EnterResult(arbiter.ResultEntry{Game: games[1].ID, Result: "B+1.5"}); err != nil || done.Game.Result != "W+0.5" {
		t.Errorf("the same count again: %+v %v", done, err)
	}
}

// reportedRound is a published round 1 of four players (two games) under
// 2002, results from the tables taken, with a report waiting on each game.
func reportedRound(t *testing.T) (*arbiter.Arbiter, tournament.Group, []tournament.Game) {
	t.Helper()
	s, games := venueRound(t, true)
	if err := s.SetReporting(true, false); err != nil {
		t.Fatal(err)
	}
	for _, g := range games {
		if rep, err := s.ReportResult(g.ID, "B+R", "phone"); err != nil || rep.State != tournament.ReportPending {
			t.Fatalf("report: %+v %v", rep, err)
		}
	}
	g, _ := s.Group("少年组")
	return s, g, games
}

// open is the number of reports from the tables not yet dealt with.
func open(t *testing.T, s *arbiter.Arbiter) int {
	t.Helper()
	reps, err := s.Reports()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range reps {
		if r.Open() {
			n++
		}
	}
	return n
}

// TestEveryEntrySettlesTheReport: a table's report waiting for the
// arbiter is set aside once its game has a result, whichever front end
// entered it: typed in the window or on the command line, at a second
// desk, in a list of results, a flag fall confirmed at the clock, or a
// second warning.
func TestEveryEntrySettlesTheReport(t *testing.T) {
	for _, tt := range []struct {
		name  string
		enter func(s *arbiter.Arbiter, g tournament.Group, game tournament.Game) error
	}{
		{"window or command line", func(s *arbiter.Arbiter, g tournament.Group, game tournament.Game) error {
			_, err := s.EnterResult(arbiter.ResultEntry{Group: g.ID, Round: 1, Table: game.Table, Result: "W+R"})
			return err
		}},
		{"second desk", func(s *arbiter.Arbiter, g tournament.Group, game tournament.Game) error {
			_, err := s.EnterResult(arbiter.ResultEntry{Desk: "第二台", Game: game.ID, Result: "W+R"})
			return err
		}},
		{"list of results", func(s *arbiter.Arbiter, g tournament.Group, game tournament.Game) error {
			_, err := s.SetResults(g, 1, []arbiter.ResultLine{{Line: 1, Table: "1", Result: "W+R"}}, false)
			return err
		}},
		{"flag fall", func(s *arbiter.Arbiter, g tournament.Group, game tournament.Game) error {
			_, _, err := s.RecordTimeLoss(game.ID, true)
			return err
		}},
		{"second warning", func(s *arbiter.Arbiter, g tournament.Group, game tournament.Game) error {
			if _, err := s.Warn(game.ID, true); err != nil {
				return err
			}
			_, err := s.Warn(game.ID, true)
			return err
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, g, games := reportedRound(t)
			if n := open(t, s); n != 2 {
				t.Fatalf("%d reports open, want 2", n)
			}
			if err := tt.enter(s, g, games[0]); err != nil {
				t.Fatal(err)
			}
			if r := gameResult(t, s, games[0].ID); r == tournament.NoResult || r == "B+R" {
				t.Fatalf("result %q", r)
			}
			if n := open(t, s); n != 1 {
				t.Errorf("%d reports open, want 1 (table 2's)", n)
			}
			if err := s.AcceptReport("", reportOf(t, s, games[0].ID)); !errors.Is(err, arbiter.ErrReportClosed) {
				t.Errorf("the settled report accepted: %v", err)
			}
		})
	}
}

// reportOf is the id of a game's first report.
func reportOf(t *testing.T, s *arbiter.Arbiter, gameID int64) int64 {
	t.Helper()
	reps, _ := s.Reports()
	for _, r := range reps {
		if r.GameID == gameID {
			return r.ID
		}
	}
	t.Fatalf("no report of game %d", gameID)
	return 0
}

// TestEnterResultSaysTheNextRoundChanges: four players, round 1 A–B and
// C–D, won by A and C; round 2 pairs the winners, A–C, and the losers,
// B–D (SPEC: equal scores meet). Turned into B's win, round 1 makes B and
// C the leaders: round 2, already paired, would now be B–C and A–D, and
// the entry says so. An entry in the latest round names no round.
func TestEnterResultSaysTheNextRoundChanges(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	g, _ := s.Group("公开组")
	p := addPlayers(t, s, gid, "甲", "乙", "丙", "丁")
	A, B, C, D := p[0], p[1], p[2], p[3]
	if err := s.SavePairing(g, 1, []tournament.Game{{Table: 1, Black: A, White: B}, {Table: 2, Black: C, White: D}}, nil); err != nil {
		t.Fatal(err)
	}
	for table, r := range map[int]tournament.Result{1: "B+R", 2: "B+R"} {
		if err := s.SetResultAt(gid, 1, table, r); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.SavePairing(g, 2, []tournament.Game{{Table: 1, Black: A, White: C}, {Table: 2, Black: B, White: D}}, nil); err != nil {
		t.Fatal(err)
	}
	if changed, err := s.PairingChanged(g, 2); err != nil || changed {
		t.Fatalf("round 2 as paired differs from a new pairing: %v %v", changed, err)
	}
	done, err := s.EnterResult(arbiter.ResultEntry{Group: gid, Round: 1, Table: 1, Result: "W+R", Overwrite: true})
	if err != nil || done.Repair != 2 {
		t.Fatalf("B's win in round 1: repair %d, %v; want round 2", done.Repair, err)
	}
	if done, err := s.EnterResult(arbiter.ResultEntry{Group: gid, Round: 2, Table: 1, Result: "B+R"}); err != nil || done.Repair != 0 {
		t.Errorf("a result of the latest round: repair %d, %v", done.Repair, err)
	}
}
