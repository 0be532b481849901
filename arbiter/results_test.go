package arbiter_test

import (
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
)

// TestSetResultsOneAction: a list of results is one action and one undo
// step; a counted result has the game's warnings applied (2002: a stone
// each, SPEC §4.7); a list over a result already entered is refused whole
// unless it overwrites.
func TestSetResultsOneAction(t *testing.T) {
	s, _ := newStore(t)
	groups, _ := s.Groups()
	g := groups[0]
	ids := addPlayers(t, s, g.ID, "甲", "乙", "丙", "丁")
	if err := s.SavePairing(g, 1, []tournament.Game{{Table: 1, Black: ids[0], White: ids[1]}, {Table: 2, Black: ids[2], White: ids[3]}}, nil); err != nil {
		t.Fatal(err)
	}
	games, _ := s.Games(g.ID, 1)
	if _, err := s.Warn(games[0].ID, true); err != nil {
		t.Fatal(err)
	}
	if err := s.SetResult(games[1].ID, "W+R"); err != nil {
		t.Fatal(err)
	}
	before, _, _ := s.UndoRedoState()
	lines := []arbiter.ResultLine{{Line: 1, Table: "1", Result: "B+1.5"}, {Line: 2, Table: "2", Result: "B+R"}}
	if _, err := s.SetResults(g, 1, lines, false); err == nil {
		t.Fatal("a list over table 2's W+R was entered without overwrite")
	}
	if now, _ := s.Games(g.ID, 1); now[0].Result != "" || now[1].Result != "W+R" {
		t.Errorf("a refused list wrote: %+v", now)
	}
	if u, _, _ := s.UndoRedoState(); u.ID != before.ID {
		t.Errorf("a refused list left an action: %+v", u)
	}
	if n, err := s.SetResults(g, 1, lines, true); err != nil || n != 2 {
		t.Fatalf("entered %d: %v", n, err)
	}
	now, _ := s.Games(g.ID, 1)
	if now[0].Result != "W+0.5" || now[1].Result != "B+R" {
		t.Errorf("results %q %q, want W+0.5 (¾ stone less Black's warning) and B+R", now[0].Result, now[1].Result)
	}
	act, err := s.Undo()
	if err != nil || act.What != "action.results_set" {
		t.Fatalf("undo: %+v %v", act, err)
	}
	if now, _ := s.Games(g.ID, 1); now[0].Result != "" || now[1].Result != "W+R" {
		t.Errorf("after one undo: %+v", now)
	}
}
