package storage

import (
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// TestGameIDsAreNeverGivenAgain: a game's id is printed in its slip's code
// and held by the desks' pages and the clock's window, so a round paired
// again (by hand, or by a withdrawal) gives its new games ids no game had:
// round 1 of four players paired (two games), then paired again — the new
// games' ids are neither of the first two, and after undoing the second
// pairing and pairing once more, none of the four. Undo and redo bring
// back the games with their own ids.
func TestGameIDsAreNeverGivenAgain(t *testing.T) {
	s, _ := newStore(t)
	id, err := addGroup(s, tournament.Group{Name: "甲组", System: tournament.Swiss, Rounds: 3})
	if err != nil {
		t.Fatal(err)
	}
	ps := addPlayers(t, s, id, "甲1", "甲2", "甲3", "甲4")
	pair := func(a, b, c, d int) []int64 {
		saveRound(t, s, id, 1, []tournament.Game{{Table: 1, Black: ps[a], White: ps[b]}, {Table: 2, Black: ps[c], White: ps[d]}})
		games, err := s.Games(id, 1)
		if err != nil || len(games) != 2 {
			t.Fatalf("round 1: %+v %v", games, err)
		}
		return []int64{games[0].ID, games[1].ID}
	}
	seen := map[int64]string{}
	given := func(what string, ids []int64) {
		t.Helper()
		for _, g := range ids {
			if before, ok := seen[g]; ok {
				t.Errorf("%s: game id %d was %s's", what, g, before)
			}
			seen[g] = what
		}
	}
	first := pair(0, 1, 2, 3)
	given("the first pairing", first)
	second := pair(0, 2, 1, 3)
	given("the second pairing", second)
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if games, _ := s.Games(id, 1); len(games) != 2 || games[0].ID != first[0] || games[1].ID != first[1] {
		t.Errorf("undone: %+v, want the first pairing's games %v", games, first)
	}
	given("the third pairing", pair(0, 3, 1, 2))
}
