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

// fiveSeeds is a knockout of five players, seeds 1 to 5 by rank (ids 100
// to 104).
func fiveSeeds() Field {
	ps := players(5)
	for i := range ps {
		ps[i].Rank = []string{"5d", "4d", "3d", "2d", "1d"}[i]
	}
	return Field{Players: ps, Points: tournament.DefaultPoints, Group: tournament.Group{System: tournament.Knockout}}
}

// TestKnockoutPlayerWhoNeverCame: five players, seeds 1–5 by rank; the
// bracket of eight gives seeds 1, 2 and 3 a bye and pairs 4 (White, the
// higher seed) with 5. Seed 5 never comes: recorded as withdrawn before
// the start once round 1 is paired, seed 4 wins by forfeit. The bracket
// stays the one round 1 was paired in: round 2 is 1–4 and 2–3, round 3
// the final, and there is no round 4.
func TestKnockoutPlayerWhoNeverCame(t *testing.T) {
	f := fiveSeeds()
	games, byes, _, err := Pair(f, 1)
	if err != nil || len(games) != 1 || !slices.Equal(byes, []int64{100, 101, 102}) || games[0].White != 103 || games[0].Black != 104 {
		t.Fatalf("round 1: %+v byes %v %v", games, byes, err)
	}
	f.Players[4].WithdrawnAfter = 0
	games[0].Result = tournament.WhiteByForf
	f.Games = games
	if got := LastRound(f); got != 3 {
		t.Errorf("LastRound = %d, want 3", got)
	}
	r2, byes2, _, err := Pair(f, 2)
	if err != nil || len(r2) != 2 || len(byes2) != 0 {
		t.Fatalf("round 2: %+v %v %v", r2, byes2, err)
	}
	if r2[0].White != 100 || r2[0].Black != 103 || r2[1].White != 101 || r2[1].Black != 102 {
		t.Errorf("round 2 %+v, want 100–103 and 101–102", r2)
	}
}

// TestKnockoutWithdrawalBeforeHisNextGame: five players as above; round 1
// played (seed 4 beats 5), then seed 1, who had the bye, withdraws after
// round 1, before round 2 is paired. Round 2 pairs the bracket as it is:
// 1–4 is a forfeit win for seed 4 (Black), 2–3 is played; the final
// (round 3) is then 4 against the winner of 2–3. Without the forfeit the
// game would wait for a result nobody may enter (HeldByWithdrawal), and
// the final could not be paired.
func TestKnockoutWithdrawalBeforeHisNextGame(t *testing.T) {
	f := fiveSeeds()
	games, _, _, err := Pair(f, 1)
	if err != nil || len(games) != 1 {
		t.Fatalf("round 1: %+v %v", games, err)
	}
	games[0].Result = "W+R" // seed 4 beats seed 5
	f.Games = games
	f.Players[0].WithdrawnAfter = 1
	r2, _, _, err := Pair(f, 2)
	if err != nil || len(r2) != 2 {
		t.Fatalf("round 2: %+v %v", r2, err)
	}
	// The game of the player who withdrew is seated last (NumberTables).
	if r2[0].White != 101 || r2[0].Black != 102 || r2[0].Result != tournament.NoResult {
		t.Errorf("round 2 table 1 %+v, want 101–102, no result yet", r2[0])
	}
	if r2[1].White != 100 || r2[1].Black != 103 || r2[1].Result != tournament.BlackByForf {
		t.Errorf("round 2 table 2 %+v, want 100–103, Black wins by forfeit", r2[1])
	}
	r2[0].Result = "B+R" // seed 3 beats seed 2
	f.Games = append(f.Games, r2...)
	final, _, _, err := Pair(f, 3)
	if err != nil || len(final) != 1 || final[0].White != 102 || final[0].Black != 103 {
		t.Errorf("final %+v %v, want seed 3 (White) against seed 4", final, err)
	}
}
