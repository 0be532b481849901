package pairing

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// BenchmarkWithdrawRepair is the withdrawal of the leader of a Swiss after
// round `after` when the next round is paired and not begun: Withdraw works
// out the effect, pairing that round again without him (SPEC §9.3), as the
// withdrawal dialog does before the arbiter confirms and the file does
// again when he does. Fields: 1,000 players after 6 rounds and 2,000 after
// 8 (a national children's event late in the day, the score groups thin
// and many pairs already met), and 10,000 after 4 (the largest score
// groups); results by rating with one game in six an upset, from a fixed
// seed.
func BenchmarkWithdrawRepair(b *testing.B) {
	for _, c := range []struct{ n, after int }{{1000, 6}, {2000, 8}, {10000, 4}} {
		b.Run(fmt.Sprintf("%d/after%d", c.n, c.after), func(b *testing.B) {
			f := pairedField(b, c.n, c.after)
			leader := f.Players[0].ID
			b.ReportAllocs()
			before := cpuTime()
			for b.Loop() {
				if w := Withdraw(f, leader, c.after); w.Repair != c.after+1 {
					b.Fatalf("round %d not paired again: %+v", c.after+1, w)
				}
			}
			reportCPU(b, before)
		})
	}
}

// pairedField is a Swiss of n players (registered strongest first) played
// through `after` rounds through Pair, the way the program pairs them, with
// round after+1 paired and without results.
func pairedField(b *testing.B, n, after int) Field {
	b.Helper()
	rng := rand.New(rand.NewPCG(7, uint64(n)))
	f := Field{Players: players(n), Points: tournament.DefaultPoints,
		Group: tournament.Group{System: tournament.Swiss, Rounds: after + 1}, Byes: map[int][]int64{}}
	id := int64(0)
	for r := 1; r <= after+1; r++ {
		games, byes, _, err := Pair(f, r)
		if err != nil {
			b.Fatalf("round %d: %v", r, err)
		}
		for _, g := range games {
			id++
			g.ID = id
			if r <= after {
				g.Result = "B+R"
				if (g.White < g.Black) != (rng.IntN(6) == 0) { // ids in order of strength
					g.Result = "W+R"
				}
			}
			f.Games = append(f.Games, g)
		}
		f.Byes[r] = byes
	}
	return f
}
