package pairing

import (
	"errors"
	"math/rand/v2"
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// TestDoubleEliminationRuns plays double eliminations of 2 to 12 players to
// the end with random winners: every game is between players with fewer than
// two losses, players leave after two, and exactly one ends with at most one
// loss.
func TestDoubleEliminationRuns(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for n := 2; n <= 12; n++ {
		for trial := range 20 {
			ps := players(n)
			f := Field{Players: ps, Points: tournament.DefaultPoints, Group: tournament.Group{System: tournament.DoubleKnockout}}
			losses := map[int64]int{}
			rounds := 0
			for r := 1; ; r++ {
				games, byes, _, err := Pair(f, r)
				if errors.Is(err, ErrBracketDone) {
					break
				}
				if errors.Is(err, ErrRoundOutOfRange) && r == LastRound(f)+1 {
					break // the final's replay was the last round
				}
				if err != nil {
					t.Fatalf("n=%d trial %d round %d: %v", n, trial, r, err)
				}
				if r > 4*n {
					t.Fatalf("n=%d: no end after %d rounds", n, r)
				}
				seen := map[int64]bool{}
				for _, b := range byes {
					seen[b] = true
				}
				for i := range games {
					g := &games[i]
					if losses[g.Black] >= 2 || losses[g.White] >= 2 || seen[g.Black] || seen[g.White] {
						t.Fatalf("n=%d round %d: bad game %+v (losses %v)", n, r, *g, losses)
					}
					seen[g.Black], seen[g.White] = true, true
					if rng.IntN(2) == 0 {
						g.Result = "B+R"
						losses[g.White]++
					} else {
						g.Result = "W+R"
						losses[g.Black]++
					}
				}
				f.Games = append(f.Games, games...)
				rounds = r
			}
			alive := 0
			for _, p := range ps {
				if losses[p.ID] < 2 {
					alive++
				}
			}
			if alive != 1 {
				t.Fatalf("n=%d trial %d: %d players left after %d rounds (losses %v)", n, trial, alive, rounds, losses)
			}
		}
	}
}
