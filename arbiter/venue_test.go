package arbiter_test

import (
	"errors"
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
)

// venueRound is a store with one Swiss group of four players whose round 1
// is paired (two games) and, when published, published.
func venueRound(t *testing.T, published bool) (*arbiter.Arbiter, []tournament.Game) {
	t.Helper()
	s, _ := newStore(t)
	g, err := s.Group("少年组")
	if err != nil {
		t.Fatal(err)
	}
	gid := g.ID
	addPlayers(t, s, gid, "甲", "乙", "丙", "丁")
	if _, err := s.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	if published {
		if err := s.PublishRound(gid, 1); err != nil {
			t.Fatal(err)
		}
	}
	games, err := s.Games(gid, 1)
	if err != nil || len(games) != 2 {
		t.Fatalf("round 1: %v %v", games, err)
	}
	return s, games
}

func TestReportsWaitForTheArbiter(t *testing.T) {
	s, games := venueRound(t, true)
	g := games[0].ID
	if _, err := s.ReportResult(g, "B+R", "10.0.0.5"); !errors.Is(err, arbiter.ErrReportsOff) {
		t.Fatalf("reports off: %v", err)
	}
	if err := s.SetReporting(true, false); err != nil {
		t.Fatal(err)
	}
	first, err := s.ReportResult(g, "B+R", "10.0.0.5")
	if err != nil || first.State != tournament.ReportPending {
		t.Fatalf("first report: %+v %v", first, err)
	}
	if r := gameResult(t, s, g); r != tournament.NoResult {
		t.Fatalf("a report became the result before the arbiter accepted it: %q", r)
	}
	same, _ := s.ReportResult(g, "B+R", "10.0.0.6")
	other, _ := s.ReportResult(g, "W+R", "10.0.0.7")
	if same.State != tournament.ReportPending || other.State != tournament.ReportFlagged {
		t.Fatalf("agreeing %s, differing %s", same.State, other.State)
	}
	if r := gameResult(t, s, g); r != tournament.NoResult {
		t.Fatalf("a differing report overwrote: %q", r)
	}
	// The game with differing reports waits; the other game, reported
	// alike, is accepted by "accept all agreeing".
	s.ReportResult(games[1].ID, "W+T", "10.0.0.8")
	n, err := s.AcceptAgreedReports("第二台")
	if err != nil || n != 1 {
		t.Fatalf("accepted %d, %v; want 1", n, err)
	}
	if r := gameResult(t, s, games[1].ID); r != "W+T" {
		t.Errorf("agreed game: %q", r)
	}
	if r := gameResult(t, s, g); r != tournament.NoResult {
		t.Errorf("disputed game got %q", r)
	}
	// The arbiter picks the first report of the disputed game.
	if err := s.AcceptReport("第二台", first.ID); err != nil {
		t.Fatal(err)
	}
	if r := gameResult(t, s, g); r != "B+R" {
		t.Errorf("accepted: %q", r)
	}
	if err := s.AcceptReport("第二台", other.ID); !errors.Is(err, arbiter.ErrReportClosed) {
		t.Errorf("the set-aside report accepted again: %v", err)
	}
	// The code has done its work: a later report changes nothing.
	if _, err := s.ReportResult(g, "W+R", "10.0.0.7"); !errors.Is(err, arbiter.ErrResultFinal) {
		t.Errorf("report after the result: %v", err)
	}
	reps, _ := s.Reports()
	states := map[int64]tournament.ReportState{}
	for _, r := range reps {
		states[r.ID] = r.State
	}
	if states[first.ID] != tournament.ReportAccepted || states[same.ID] != tournament.ReportSetAside || states[other.ID] != tournament.ReportSetAside {
		t.Errorf("states %v", states)
	}
	h, _ := s.History(1)
	if h[0].What != "action.report_accepted" || h[0].Desk != "第二台" {
		t.Errorf("audit %+v: want the accepting desk named", h[0])
	}
	// One undo takes the acceptance back, report states with it.
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if r := gameResult(t, s, g); r != tournament.NoResult {
		t.Errorf("after undo: %q", r)
	}
}

func TestReportOnlyForPublishedRounds(t *testing.T) {
	s, games := venueRound(t, false)
	s.SetReporting(true, false)
	if _, err := s.ReportResult(games[0].ID, "B+R", "x"); !errors.Is(err, arbiter.ErrNotPublished) {
		t.Errorf("unpublished round: %v", err)
	}
	var nf *arbiter.NotFoundError
	if _, err := s.ReportResult(999, "B+R", "x"); !errors.As(err, &nf) || nf.What != "game" {
		t.Errorf("no such game: %v", err)
	}
	if _, err := s.ReportResult(games[0].ID, "B+Q", "x"); err == nil {
		t.Error("a result that is no result was taken")
	}
	if reps, _ := s.Reports(); len(reps) != 0 {
		t.Errorf("refused reports stored: %v", reps)
	}
}

func TestAutoAccept(t *testing.T) {
	s, games := venueRound(t, true)
	s.SetReporting(true, true)
	rep, err := s.ReportResult(games[0].ID, "W+1.5", "x")
	if err != nil || rep.State != tournament.ReportAccepted {
		t.Fatalf("%+v %v", rep, err)
	}
	if r := gameResult(t, s, games[0].ID); r != "W+1.5" {
		t.Errorf("auto-accepted result %q", r)
	}
}

func TestDeskEntryConflict(t *testing.T) {
	s, games := venueRound(t, true)
	g := games[0].ID
	// Two desks saw the game open; the first entry wins, the second is
	// refused and says what is there.
	if _, err := s.EnterResult(arbiter.ResultEntry{Desk: "desk 2", Game: g, Result: "B+R"}); err != nil {
		t.Fatal(err)
	}
	_, err := s.EnterResult(arbiter.ResultEntry{Desk: "desk 3", Game: g, Result: "W+R"})
	var re *arbiter.ResultExistsError
	if !errors.As(err, &re) || re.Current != "B+R" || re.Table != 1 {
		t.Fatalf("second desk: %v", err)
	}
	if r := gameResult(t, s, g); r != "B+R" {
		t.Errorf("overwritten: %q", r)
	}
	// Replacing what it did not see (W+T) is refused, saying what is there.
	_, err = s.EnterResult(arbiter.ResultEntry{Desk: "desk 3", Game: g, Result: "W+R", Overwrite: true, Replacing: "W+T"})
	var ve *arbiter.VenueError
	if !errors.As(err, &ve) || !errors.Is(err, arbiter.ErrResultChanged) || ve.Current != "B+R" {
		t.Fatalf("replacing a result not there: %v", err)
	}
	// Having seen B+R, the desk may correct it.
	if _, err := s.EnterResult(arbiter.ResultEntry{Desk: "desk 3", Game: g, Result: "W+R", Overwrite: true, Replacing: "B+R"}); err != nil {
		t.Fatal(err)
	}
	h, _ := s.History(1)
	if h[0].Desk != "desk 3" {
		t.Errorf("audit names %q", h[0].Desk)
	}
	players, _ := s.Players()
	if err := s.SetCheckedInAtDesk("desk 2", players[0].ID, true); err != nil {
		t.Fatal(err)
	}
	id, err := s.AddPlayerAtDesk("desk 2", tournament.Player{NameZh: "迟到", GroupID: players[0].GroupID, JoinsRound: 2})
	if err != nil || id == 0 {
		t.Fatal(err)
	}
	h, _ = s.History(2)
	if h[0].Desk != "desk 2" || h[1].Desk != "desk 2" || h[0].What != "action.player_added" {
		t.Errorf("audit %+v", h)
	}
}

func TestVersionFollowsUndo(t *testing.T) {
	s, games := venueRound(t, true)
	v0, _ := s.Version()
	s.SetResult(games[0].ID, "B+R")
	v1, _ := s.Version()
	s.Undo()
	v2, _ := s.Version()
	s.Redo()
	v3, _ := s.Version()
	if v0 == v1 || v1 == v2 || v2 == v0 || v3 != v1 {
		t.Errorf("versions %s %s %s %s: each state its own, redo back to the same", v0, v1, v2, v3)
	}
}

// TestOpenReports: a round's reports not yet dealt with, by game, in the
// order they came; a report accepted, or of another round, is left out.
func TestOpenReports(t *testing.T) {
	s, games := venueRound(t, true)
	if err := s.SetReporting(true, false); err != nil {
		t.Fatal(err)
	}
	report := func(game int64, r tournament.Result, client string) tournament.Report {
		t.Helper()
		rep, err := s.ReportResult(game, r, client)
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	first := report(games[0].ID, "B+R", "10.0.0.1")
	second := report(games[0].ID, "W+R", "10.0.0.2") // differs: flagged
	done := report(games[1].ID, "B+T", "10.0.0.3")
	if err := s.AcceptReport("", done.ID); err != nil {
		t.Fatal(err)
	}
	g, err := s.Group("少年组")
	if err != nil {
		t.Fatal(err)
	}
	open, err := s.OpenReports(g.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	got := open[games[0].ID]
	if len(open) != 1 || len(got) != 2 || got[0].ID != first.ID || got[1].ID != second.ID {
		t.Errorf("open reports %+v", open)
	}
	if other, err := s.OpenReports(g.ID, 2); err != nil || len(other) != 0 {
		t.Errorf("round 2: %+v, %v", other, err)
	}
}

// TestAcceptedCountTakesWarnings: a count reported from the table is the
// count on the board, so when the arbiter accepts it the game's warnings
// are applied as to a count typed at the desk: under the 2002 rules Black's
// ¾-stone win (B+1.5) with a warning for Black is White's ¼-stone win
// (W+0.5, SPEC §4.7). So too when the event accepts reports by itself.
func TestAcceptedCountTakesWarnings(t *testing.T) {
	for _, auto := range []bool{false, true} {
		s, games := venueRound(t, true)
		if err := s.SetReporting(true, auto); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Warn(games[0].ID, true); err != nil {
			t.Fatal(err)
		}
		rep, err := s.ReportResult(games[0].ID, "B+1.5", "10.0.0.1")
		if err != nil {
			t.Fatal(err)
		}
		if !auto {
			if err := s.AcceptReport("", rep.ID); err != nil {
				t.Fatal(err)
			}
		}
		if got := gameResult(t, s, games[0].ID); got != "W+0.5" {
			t.Errorf("accepted by itself %v: %q, want W+0.5", auto, got)
		}
	}
}
