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

// TestDoubleEliminationWithdrawal: four players, round 1 played (seeds 1
// and 2 win); seed 1 then withdraws. Round 2 pairs the winners' and the
// losers' brackets as they are: seed 1's game is a forfeit win for his
// opponent, the other game waits for its result.
func TestDoubleEliminationWithdrawal(t *testing.T) {
	ps := players(4)
	for i := range ps {
		ps[i].Rank = []string{"4d", "3d", "2d", "1d"}[i]
	}
	f := Field{Players: ps, Points: tournament.DefaultPoints, Group: tournament.Group{System: tournament.DoubleKnockout}}
	games, _, _, err := Pair(f, 1)
	if err != nil || len(games) != 2 {
		t.Fatalf("round 1: %+v %v", games, err)
	}
	for i := range games {
		games[i].Result = "W+R" // the higher seed, White, wins
	}
	f.Games = games
	f.Players[0].WithdrawnAfter = 1
	r2, _, _, err := Pair(f, 2)
	if err != nil || len(r2) != 2 {
		t.Fatalf("round 2: %+v %v", r2, err)
	}
	for _, g := range r2 {
		switch {
		case g.White == 100 && g.Result != tournament.BlackByForf, g.Black == 100 && g.Result != tournament.WhiteByForf:
			t.Errorf("seed 1's game %+v: want a forfeit win for his opponent", g)
		case g.White != 100 && g.Black != 100 && g.Result != tournament.NoResult:
			t.Errorf("game %+v: want no result yet", g)
		}
	}
	if r2[0].White != 100 && r2[0].Black != 100 && r2[1].White != 100 && r2[1].Black != 100 {
		t.Errorf("round 2 %+v: seed 1 is not in it", r2)
	}
}
