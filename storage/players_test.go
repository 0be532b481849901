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
