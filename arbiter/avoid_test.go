package arbiter_test

import (
	"errors"
	"slices"
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
)

// TestAvoidPairs: a pair of players to keep apart must be two players of
// the group (a player who is not registered, or plays in another group, is
// refused and nothing is saved); a pair given again, in either order, is
// kept once.
func TestAvoidPairs(t *testing.T) {
	a, g, ids, _ := newTournament(t, tournament.Swiss, 5, 4)
	other, _ := a.AddGroup(tournament.Group{Name: "B", System: tournament.Swiss, Rounds: 5})
	outsider, _ := a.AddPlayer(tournament.Player{NameZh: "外组", GroupID: other, WithdrawnAfter: -1})
	for _, c := range []struct {
		name string
		pair [2]int64
		want error
	}{
		{"no such player", [2]int64{ids[0], 99999}, &arbiter.NotFoundError{What: "player", ID: 99999}},
		{"another group's player", [2]int64{outsider, ids[1]}, &arbiter.OtherGroupError{Player: "外组", ID: outsider, Group: "A"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g2 := g
			g2.AvoidPairs = [][2]int64{c.pair}
			err := a.SaveGroupRules(g2)
			if err == nil || err.Error() != c.want.Error() {
				t.Fatalf("got %v, want %v", err, c.want)
			}
			if saved, _ := a.Group("A"); len(saved.AvoidPairs) != 0 {
				t.Errorf("saved %v", saved.AvoidPairs)
			}
		})
	}
	g.AvoidPairs = [][2]int64{{ids[0], ids[1]}, {ids[1], ids[0]}, {ids[0], ids[1]}, {ids[2], ids[3]}}
	for range 3 { // a script run three times
		if err := a.SaveGroupRules(g); err != nil {
			t.Fatal(err)
		}
		g, _ = a.Group("A")
		g.AvoidPairs = append(g.AvoidPairs, [2]int64{ids[1], ids[0]})
	}
	saved, _ := a.Group("A")
	if want := [][2]int64{{ids[0], ids[1]}, {ids[2], ids[3]}}; !slices.Equal(saved.AvoidPairs, want) {
		t.Errorf("saved %v, want %v", saved.AvoidPairs, want)
	}
	var nf *arbiter.NotFoundError
	g.AvoidPairs = append(saved.AvoidPairs, [2]int64{ids[3], 100})
	if err := a.SaveGroupRules(g); !errors.As(err, &nf) || nf.ID != 100 {
		t.Errorf("a new pair with an unknown player beside saved ones: %v", err)
	}
}
