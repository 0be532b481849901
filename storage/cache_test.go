package storage

import (
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// TestFieldReadAfterEveryWrite: the group read whole is kept between
// writes only: a result, an undo and an absence show in the next read, and
// a caller changing what it was given does not change the next read.
func TestFieldReadAfterEveryWrite(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := addGroup(s, tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	g, _ := groupNamed(s, "公开组")
	addPlayers(t, s, gid, "甲", "乙", "丙", "丁")
	pairInOrder(t, s, g, 1)
	f, _ := s.Field(g)
	if len(f.Games) != 2 || f.Games[0].Result != tournament.NoResult {
		t.Fatalf("round 1: %+v", f.Games)
	}
	f.Games[0].Result = "B+" // the caller's copy
	f.Absent[2] = append(f.Absent[2], f.Players[0].ID)
	f.Players[0].NameZh = "改"
	again, _ := s.Field(g)
	if again.Games[0].Result != tournament.NoResult || len(again.Absent[2]) != 0 || again.Players[0].NameZh != "甲" {
		t.Fatalf("a caller's change reached the next read: %+v %v %q", again.Games[0], again.Absent, again.Players[0].NameZh)
	}
	update(t, s, "action.result_set", func(tx *Tx) error { return tx.SetResult(again.Games[0].ID, "W+R") })
	if f, _ := s.Field(g); f.Games[0].Result != "W+R" {
		t.Errorf("after a result: %q", f.Games[0].Result)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if f, _ := s.Field(g); f.Games[0].Result != tournament.NoResult {
		t.Errorf("after undo: %q", f.Games[0].Result)
	}
	update(t, s, "action.absence", func(tx *Tx) error { return tx.SetAbsent(gid, 2, again.Players[1].ID, true) })
	if f, _ := s.Field(g); len(f.Absent[2]) != 1 {
		t.Errorf("after an absence: %v", f.Absent)
	}
}
