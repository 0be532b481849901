package storage

import (
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// TestByePointsRescored: a round robin of three gives a bye worth nothing
// (SPEC §8 as the issue rules it); when the regulations give a bye 2
// points, the byes already on file are rescored, and undo brings the old
// score back, in one action each.
func TestByePointsRescored(t *testing.T) {
	s, _ := newStore(t)
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
		var p int
		if err := s.db.QueryRow(`SELECT b.points FROM byes b JOIN rounds r ON r.id = b.round_id WHERE r.group_id = ?`, gid).Scan(&p); err != nil {
			t.Fatal(err)
		}
		return p
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
