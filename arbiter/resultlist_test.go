package arbiter_test

import (
	"errors"
	"strings"
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
)

// results is the result at each table of round n.
func results(t *testing.T, a *arbiter.Arbiter, g tournament.Group, n int) map[int]tournament.Result {
	t.Helper()
	games, err := a.Games(g.ID, n)
	if err != nil {
		t.Fatal(err)
	}
	out := map[int]tournament.Result{}
	for _, game := range games {
		out[game.Table] = game.Result
	}
	return out
}

// TestResultListIsOneUndoStep: a list of results is entered as one action,
// read as the quick entry reads results, and one undo takes it all back.
func TestResultListIsOneUndoStep(t *testing.T) {
	a, g, _, _ := newTournament(t, tournament.Swiss, 3, 8)
	if _, err := a.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	before, _, _ := a.UndoRedoState()
	n, err := a.SetResults(g, 1, []arbiter.ResultLine{
		{Line: 2, Table: "1", Result: "B+R"},
		{Line: 3, Table: " 2 ", Result: "2"},    // quick entry: White wins
		{Line: 4, Table: "3", Result: "白中盘胜"},   // White wins by resignation
		{Line: 5, Table: "4", Result: "黑胜3/4子"}, // ¾ stone is 1.5 points
	}, false)
	if err != nil || n != 4 {
		t.Fatalf("SetResults: %d, %v", n, err)
	}
	want := map[int]tournament.Result{1: "B+R", 2: "W+", 3: "W+R", 4: "B+1.5"}
	got := results(t, a, g, 1)
	for table, r := range want {
		if got[table] != r {
			t.Errorf("table %d: %q, want %q", table, got[table], r)
		}
	}
	act, err := a.Undo()
	if err != nil || act.What != "action.results_set" {
		t.Fatalf("undo: %+v, %v", act, err)
	}
	for table, r := range results(t, a, g, 1) {
		if r != tournament.NoResult {
			t.Errorf("after one undo table %d still has %q", table, r)
		}
	}
	if u, _, _ := a.UndoRedoState(); u.ID != before.ID {
		t.Errorf("one undo left the list's action behind: %+v, want %+v", u, before)
	}
}

// TestResultListNamesEveryBadLine: every line that cannot be entered is
// named with its reason, and nothing is entered.
func TestResultListNamesEveryBadLine(t *testing.T) {
	a, g, _, _ := newTournament(t, tournament.Swiss, 3, 8)
	if _, err := a.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	games, _ := a.Games(g.ID, 1)
	if err := a.SetResult(games[3].ID, "W+R"); err != nil { // table 4
		t.Fatal(err)
	}
	lines := []arbiter.ResultLine{
		{Line: 1, Table: "1", Result: "B+R"}, // good
		{Line: 2, Table: "一", Result: "B+R"},
		{Line: 3, Table: "9", Result: "W+R"},
		{Line: 4, Table: "2", Result: "黑赢了"},
		{Line: 5, Table: "1", Result: "B+R"},
		{Line: 6, Table: "4", Result: "B+R"},
		{Line: 7, Table: "3", Result: ""},
		{Line: 8, Table: "0", Result: "W+R"},
	}
	_, err := a.SetResults(g, 1, lines, false)
	var bad *arbiter.ResultListError
	if !errors.As(err, &bad) {
		t.Fatalf("SetResults: %v, want a list of bad lines", err)
	}
	want := []arbiter.LineProblem{
		{ResultLine: lines[1], Round: 1, Reason: arbiter.LineNotTable},
		{ResultLine: lines[2], Round: 1, Reason: arbiter.LineNoTable},
		{ResultLine: lines[3], Round: 1, Reason: arbiter.LineNotResult},
		{ResultLine: lines[4], Round: 1, Reason: arbiter.LineDuplicate, First: 1},
		{ResultLine: lines[5], Round: 1, Reason: arbiter.LineHasResult, Have: "W+R"},
		{ResultLine: lines[6], Round: 1, Reason: arbiter.LineNoResult},
		{ResultLine: lines[7], Round: 1, Reason: arbiter.LineNotTable},
	}
	if len(bad.Problems) != len(want) {
		t.Fatalf("%d problems, want %d: %v", len(bad.Problems), len(want), bad)
	}
	for i := range want {
		if bad.Problems[i] != want[i] {
			t.Errorf("problem %d: %+v, want %+v", i, bad.Problems[i], want[i])
		}
	}
	got := results(t, a, g, 1)
	if got[1] != tournament.NoResult || got[4] != "W+R" {
		t.Errorf("a refused list changed results: %v", got)
	}
	// --overwrite replaces a result; the bad lines still refuse the list.
	if _, err := a.SetResults(g, 1, lines, true); !errors.As(err, &bad) || len(bad.Problems) != len(want)-1 {
		t.Fatalf("with overwrite: %v, want %d problems", err, len(want)-1)
	}
	n, err := a.SetResults(g, 1, []arbiter.ResultLine{lines[0], lines[5]}, true)
	if err != nil || n != 2 {
		t.Fatalf("overwrite: %d, %v", n, err)
	}
	if got := results(t, a, g, 1); got[1] != "B+R" || got[4] != "B+R" {
		t.Errorf("after overwrite: %v", got)
	}
}

// TestResultListAppliesWarnings: a margin in the list is the count on the
// board; under the 2002 rules each warning moves one stone to the
// opponent (SPEC §4.7), so Black's ¾-stone win with a warning for Black is
// White's ¼-stone win (W+0.5). The same list entered again changes nothing.
func TestResultListAppliesWarnings(t *testing.T) {
	a, g, _, _ := newTournament(t, tournament.Swiss, 3, 4)
	if _, err := a.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	games, _ := a.Games(g.ID, 1)
	if _, err := a.Warn(games[0].ID, true); err != nil {
		t.Fatal(err)
	}
	list := []arbiter.ResultLine{{Line: 1, Table: "1", Result: "B+1.5"}, {Line: 2, Table: "2", Result: "W+R"}}
	if n, err := a.SetResults(g, 1, list, false); err != nil || n != 2 {
		t.Fatalf("SetResults: %d, %v", n, err)
	}
	if got := results(t, a, g, 1); got[1] != "W+0.5" || got[2] != "W+R" {
		t.Errorf("results %v, want table 1 W+0.5 and table 2 W+R", got)
	}
	before, _, _ := a.UndoRedoState()
	if n, err := a.SetResults(g, 1, list, false); err != nil || n != 0 {
		t.Fatalf("the same list again: %d, %v; want nothing entered and no error", n, err)
	}
	if u, _, _ := a.UndoRedoState(); u.ID != before.ID {
		t.Errorf("a list that changed nothing left an action: %+v", u)
	}
}

// TestResultListRefusals: a list for a round without games, an empty list
// and a team event's list are refused whole.
func TestResultListRefusals(t *testing.T) {
	a, g, _, _ := newTournament(t, tournament.Swiss, 3, 4)
	line := []arbiter.ResultLine{{Line: 1, Table: "1", Result: "B+R"}}
	var unpaired *arbiter.RoundNotPairedError
	if _, err := a.SetResults(g, 2, line, false); !errors.As(err, &unpaired) || unpaired.Round != 2 {
		t.Errorf("unpaired round: %v", err)
	}
	if _, err := a.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	if _, err := a.SetResults(g, 1, nil, false); !errors.Is(err, arbiter.ErrNoResults) {
		t.Errorf("empty list: %v", err)
	}
	g.TeamEvent = true
	if _, err := a.SetResults(g, 1, line, false); !errors.Is(err, arbiter.ErrTeamResults) {
		t.Errorf("team event: %v", err)
	}
}

// TestResultListErrorShowsFifty: of a list's failing lines the first
// MaxShown are told, then how many more there are.
func TestResultListErrorShowsFifty(t *testing.T) {
	for _, n := range []int{1, arbiter.MaxShown, arbiter.MaxShown + 1, 100000} {
		e := &arbiter.ResultListError{}
		for i := range n {
			e.Problems = append(e.Problems, arbiter.LineProblem{ResultLine: arbiter.ResultLine{Line: i + 1, Table: "x"}, Round: 1, Reason: arbiter.LineNotTable})
		}
		ms := e.Messages()
		shown := min(n, arbiter.MaxShown)
		want := shown
		if n > shown {
			want++
		}
		if len(ms) != want || strings.Count(e.Error(), "\n")+1 != want {
			t.Errorf("%d problems: %d messages, want %d", n, len(ms), want)
			continue
		}
		if n > shown {
			_, _, args := ms[shown].MessageKey()
			if args["More"] != n-shown || args["All"] != n {
				t.Errorf("%d problems: the count says %v", n, args)
			}
		}
	}
}
