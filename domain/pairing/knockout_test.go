package pairing

import (
	"errors"
	"slices"
	"testing"

	"weiqi-arbiter/domain/tournament"
)

func TestBracketOrder(t *testing.T) {
	if got := BracketOrder(8); !slices.Equal(got, []int{1, 8, 4, 5, 2, 7, 3, 6}) {
		t.Errorf("8: %v", got)
	}
	if got := BracketOrder(4); !slices.Equal(got, []int{1, 4, 2, 3}) {
		t.Errorf("4: %v", got)
	}
}

// TestKnockoutToTheFinal plays a six-player knockout: the two top seeds get
// byes, winners meet, and the final is reached in three rounds.
func TestKnockoutToTheFinal(t *testing.T) {
	ps := players(6)
	for i := range ps {
		ps[i].Rank = []string{"6d", "5d", "4d", "3d", "2d", "1d"}[i]
	}
	f := Field{Players: ps, Points: tournament.DefaultPoints, Group: tournament.Group{System: tournament.Knockout}}
	games, byes, _, err := Pair(f, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 2 || !slices.Equal(byes, []int64{100, 101}) {
		t.Fatalf("round 1: %+v byes %v", games, byes)
	}
	// Seeds 4–5 and 3–6 play; the higher seed has White.
	if games[0].White != 103 || games[0].Black != 104 || games[1].White != 102 || games[1].Black != 105 {
		t.Errorf("round 1 games %+v", games)
	}
	if _, _, _, err := Pair(Field{Players: ps, Points: f.Points, Group: f.Group, Games: games}, 2); !errors.Is(err, ErrNoWinner) {
		t.Errorf("round 2 before results: %v", err)
	}
	games[0].Result, games[1].Result = "B+R", "W+1.5" // seed 5 beats 4; seed 3 beats 6
	f.Games = games
	r2, byes2, _, err := Pair(f, 2)
	if err != nil || len(r2) != 2 || len(byes2) != 0 {
		t.Fatalf("round 2: %+v %v %v", r2, byes2, err)
	}
	// 1 meets 5 (winner of 4–5), 2 meets 3.
	if r2[0].White != 100 || r2[0].Black != 104 || r2[1].White != 101 || r2[1].Black != 102 {
		t.Errorf("round 2 %+v", r2)
	}
	r2[0].Result, r2[1].Result = "W+R", "B+F" // 1 wins; 2 forfeits to 3
	f.Games = append(f.Games, r2...)
	final, _, _, err := Pair(f, 3)
	if err != nil || len(final) != 1 || final[0].White != 100 || final[0].Black != 102 {
		t.Errorf("final %+v %v", final, err)
	}
	if _, _, _, err := Pair(f, 4); err == nil {
		t.Error("a fourth round of a six-player knockout")
	}
}
