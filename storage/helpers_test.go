package storage

import (
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// The tests' units of work: rows written as the use cases would write
// them, with none of their rules.

// addPlayer registers a player, as given, in a unit of work of its own.
func addPlayer(s *Store, p tournament.Player) (int64, error) {
	var id int64
	err := s.Update(Change{What: "action.player_added", Detail: p.Name()}, func(tx *Tx) error {
		var err error
		id, err = tx.AddPlayer(p)
		return err
	})
	return id, err
}

// addPlayers registers players of 1d by their names in a group.
func addPlayers(t *testing.T, s *Store, groupID int64, names ...string) []int64 {
	t.Helper()
	var ids []int64
	for _, n := range names {
		id, err := addPlayer(s, tournament.Player{NameZh: n, GroupID: groupID, Rank: "1d"})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	return ids
}

// update runs fn as a unit of work, failing the test on an error.
func update(t *testing.T, s *Store, what string, fn func(*Tx) error) {
	t.Helper()
	if err := s.Update(Change{What: what}, fn); err != nil {
		t.Fatal(err)
	}
}
