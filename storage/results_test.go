package storage

import (
	"errors"
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// TestSetResultsAllOrNothing: a list of results is one action; a game
// whose result is no longer the one the list was checked against refuses
// the whole list, naming its round and table; a counted result has the
// game's warnings applied (2002: a stone each, SPEC §4.7).
func TestSetResultsAllOrNothing(t *testing.T) {
	s, _ := newStore(t)
	g, _ := s.Groups()
	var ids []int64
	for _, n := range []string{"甲", "乙", "丙", "丁"} {
		id, err := s.AddPlayer(tournament.Player{NameZh: n, GroupID: g[0].ID})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	if err := s.SavePairing(g[0].ID, 1, 15, []tournament.Game{{Table: 1, Black: ids[0], White: ids[1]}, {Table: 2, Black: ids[2], White: ids[3]}}); err != nil {
		t.Fatal(err)
	}
	games, _ := s.Games(g[0].ID, 1)
	if _, err := s.Warn(games[0].ID, true); err != nil {
		t.Fatal(err)
	}
	if err := s.SetResult(games[1].ID, "W+R"); err != nil {
		t.Fatal(err)
	}
	before, _, _ := s.UndoRedoState()
	err := s.SetResults([]tournament.ResultChange{
		{GameID: games[0].ID, From: "", To: "B+R"},
		{GameID: games[1].ID, From: "", To: "B+R"}, // it has W+R now
	})
	var re *RoundError
	if !errors.Is(err, ErrResultChanged) || !errors.As(err, &re) || re.Round != 1 || re.Table != 2 {
		t.Fatalf("SetResults over a changed result: %v", err)
	}
	if now, _ := s.Games(g[0].ID, 1); now[0].Result != "" || now[1].Result != "W+R" {
		t.Errorf("a refused list wrote: %+v", now)
	}
	if u, _, _ := s.UndoRedoState(); u.ID != before.ID {
		t.Errorf("a refused list left an action: %+v", u)
	}
	if err := s.SetResults([]tournament.ResultChange{
		{GameID: games[0].ID, From: "", To: "B+1.5"},
		{GameID: games[1].ID, From: "W+R", To: "B+R"},
	}); err != nil {
		t.Fatal(err)
	}
	now, _ := s.Games(g[0].ID, 1)
	if now[0].Result != "W+0.5" || now[1].Result != "B+R" {
		t.Errorf("results %q %q, want W+0.5 (¾ stone less Black's warning) and B+R", now[0].Result, now[1].Result)
	}
	act, err := s.Undo()
	if err != nil || act.What != "action.results_set" {
		t.Fatalf("undo: %+v %v", act, err)
	}
	if now, _ := s.Games(g[0].ID, 1); now[0].Result != "" || now[1].Result != "W+R" {
		t.Errorf("after one undo: %+v", now)
	}
}
