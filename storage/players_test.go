package storage

import (
	"testing"

	"weiqi-arbiter/domain/tournament"
)

func TestImportIsOneUndoStep(t *testing.T) {
	s, _ := newStore(t)
	g, _ := s.Group("")
	before, _ := s.Players()
	var ps []tournament.Player
	for _, n := range []string{"甲", "乙", "丙"} {
		ps = append(ps, tournament.Player{NameZh: n, GroupID: g.ID, WithdrawnAfter: -1})
	}
	if err := s.ImportPlayers(ps); err != nil {
		t.Fatal(err)
	}
	if all, _ := s.Players(); len(all) != len(before)+3 {
		t.Fatalf("after import: %d players", len(all))
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if all, _ := s.Players(); len(all) != len(before) {
		t.Errorf("one undo left %d of the imported players", len(all)-len(before))
	}
}

func TestImportGroupIsOneUndoStep(t *testing.T) {
	s, _ := newStore(t)
	before, _ := s.Groups()
	players := []tournament.Player{{ID: 1, NameLatin: "A B"}, {ID: 2, NameLatin: "C D"}, {ID: 3, NameLatin: "E F"}}
	games := []tournament.Game{{Round: 1, Table: 1, Black: 1, White: 2, Result: "B+"}}
	gid, err := s.ImportGroup(GroupImport{Group: tournament.Group{Name: "imported", System: tournament.McMahon, Rounds: 3}, Players: players,
		Games: games, Byes: map[int][]int64{1: {3}}, Absent: map[int][]int64{2: {1}}})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := s.Group("imported")
	rows, asOf, err := s.Standings(g, 0)
	if err != nil || g.ID != gid || asOf != 1 || len(rows) != 3 {
		t.Fatalf("standings of the import: %v %d %v", rows, asOf, err)
	}
	if absent, _ := s.Absent(gid, 2); len(absent) != 1 {
		t.Errorf("absences of round 2: %v", absent)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if after, _ := s.Groups(); len(after) != len(before) {
		t.Errorf("one undo left %d groups of %d", len(after), len(before))
	}
}
