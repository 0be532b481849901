package storage

import (
	"fmt"
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
func update(t testing.TB, s *Store, what string, fn func(*Tx) error) {
	t.Helper()
	if err := s.Update(Change{What: what}, fn); err != nil {
		t.Fatal(err)
	}
}

// saveRound stores games as round n of a group (komi 3¾ 子), replacing
// its pairing.
func saveRound(t testing.TB, s *Store, groupID int64, n int, games []tournament.Game) {
	t.Helper()
	for i := range games {
		games[i].Komi = 15
	}
	update(t, s, "action.round_paired", func(tx *Tx) error { return tx.SaveRound(groupID, n, games, nil, nil) })
}

// pairInOrder pairs round n of a group as the players come, two by two
// (the last one without a game), and returns the games.
func pairInOrder(t testing.TB, s *Store, g tournament.Group, n int) []tournament.Game {
	t.Helper()
	players, err := s.GroupPlayers(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	var games []tournament.Game
	for i := 0; i+1 < len(players); i += 2 {
		games = append(games, tournament.Game{Table: i/2 + 1, Black: players[i].ID, White: players[i+1].ID})
	}
	saveRound(t, s, g.ID, n, games)
	games, err = s.Games(g.ID, n)
	if err != nil {
		t.Fatal(err)
	}
	return games
}

// addGroup adds a group, as given, in a unit of work of its own.
func addGroup(s *Store, g tournament.Group) (int64, error) {
	var id int64
	err := s.Update(Change{What: "action.group_added", Detail: g.Name}, func(tx *Tx) error {
		var err error
		id, err = tx.AddGroup(g)
		return err
	})
	return id, err
}

// saveSettings stores settings, as given, in a unit of work of its own.
func saveSettings(s *Store, st tournament.Settings) error {
	return s.Update(Change{What: "action.settings_saved"}, func(tx *Tx) error { return tx.SaveSettings(st) })
}

// groupNamed is the group of that name, or with "" the first group.
func groupNamed(s *Store, name string) (tournament.Group, error) {
	groups, err := s.Groups()
	if err != nil {
		return tournament.Group{}, err
	}
	for _, g := range groups {
		if g.Name == name || name == "" {
			return g, nil
		}
	}
	return tournament.Group{}, fmt.Errorf("no group %q", name)
}
