package pairing

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"weiqi-arbiter/domain/matching"
)

// TestInsideBoundIsTheWeights: the certificate's bound on a pair inside a
// score group is the weights' own: twice the weight a pair gives up to its
// seeding offset |q − t| is seedSlope·|q − t| when nothing else costs (both
// not due the same colour, no club, no pair to avoid), and at least that
// otherwise. A change of the seeding weight (wSeed) or of what the offset
// measures breaks this test unless the bound follows.
func TestInsideBoundIsTheWeights(t *testing.T) {
	for _, seeding := range []FirstRound{SplitAndSlip, SplitAndFold} {
		for _, colours := range []bool{false, true} {
			field := oneColourField(60, 3, byRating, 5)
			g, err := newSwissGraph(field, SwissOptions{Round: 4, Seeding: seeding, ColoursFirst: colours})
			if err != nil {
				t.Fatal(err)
			}
			exact := 0
			for _, i := range g.order {
				for _, j := range g.order {
					a, b := &g.traits[i], &g.traits[j]
					if a.score != b.score || a.pos >= b.pos || !g.canMeet(i, j) {
						continue
					}
					size := a.gsize
					tgt := a.pos + size/2
					if seeding == SplitAndFold {
						tgt = size - 1 - a.pos
					}
					bound := seedSlope * int64(abs(b.pos-tgt))
					lost := 2 * (wBase - g.roughWeight(i, j))
					c := g.cost(i, j)
					switch free := !c.ColourClash && !c.SameClub && !c.NamedPair; {
					case free && lost != bound:
						t.Fatalf("%s: places %d and %d of %d: twice the weight lost %d, the bound says %d", seeding, a.pos, b.pos, size, lost, bound)
					case lost < bound:
						t.Fatalf("%s: places %d and %d of %d: twice the weight lost %d, below the bound %d", seeding, a.pos, b.pos, size, lost, bound)
					case free:
						exact++
					}
				}
			}
			if exact == 0 {
				t.Errorf("%s: no pair without other costs: the test checks nothing", seeding)
			}
		}
	}
}

// canMeet reports whether i and j have not met (a pair the graph may hold).
func (g *swissGraph) canMeet(i, j int) bool { _, ok := g.weight(i, j); return ok }

// TestCertificateFindsEveryImprovingPair: on small fields (fewer partners
// than improvingPerPlayer, so that no cap applies) solved on a random part
// of their pairs, the certificate reports exactly the pairs left out whose
// slack under the duals is negative, found here by weighing every pair —
// by rating, coin flips and one-colour histories, slip and fold, scores or
// colours first, clubs kept apart.
func TestCertificateFindsEveryImprovingPair(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 26))
	checked := 0
	for trial := range 60 {
		n := 10 + rng.IntN(30)
		var field []Entrant
		switch trial % 3 {
		case 0:
			field = playedField(n, 1+rng.IntN(4), byRating, uint64(trial))
		case 1:
			field = playedField(n, 1+rng.IntN(4), coinFlip, uint64(trial))
		default:
			field = oneColourField(n, 1+rng.IntN(4), byRating, uint64(trial))
		}
		for i := range field {
			field[i].Club = fmt.Sprint("club", rng.IntN(4))
		}
		opts := SwissOptions{Round: 6, AvoidClubUntil: 9, ColoursFirst: trial%2 == 1}
		if trial%4 >= 2 {
			opts.Seeding = SplitAndFold
		}
		g, err := newSwissGraph(field, opts)
		if err != nil {
			t.Fatal(err)
		}
		in := newPairSet(n + 1)
		var edges []matching.Edge
		for i := range n {
			for j := i + 1; j < n+n%2; j++ { // n: the bye, in an odd field
				w, ok := g.weight(i, j)
				if ok && (j == n || rng.IntN(3) == 0) {
					in.set(i, j, true)
					edges = append(edges, matching.Edge{I: i, J: j, Weight: w})
				}
			}
		}
		sol, err := matching.Solve(n+n%2, edges)
		if err != nil {
			t.Fatal(err)
		}
		want := map[[2]int]bool{}
		for i := range n {
			for j := i + 1; j < n; j++ {
				if w, ok := g.weight(i, j); ok && !in.has(i, j) && sol.Duals.Slack(i, j, w) < 0 {
					want[[2]int{i, j}] = true
				}
			}
		}
		got := map[[2]int]bool{}
		for _, p := range g.improving(sol.Duals, in.has) {
			got[[2]int{min(p[0], p[1]), max(p[0], p[1])}] = true
		}
		for p := range want {
			if !got[p] {
				t.Fatalf("trial %d: pair %v improves (slack < 0) but the certificate missed it", trial, p)
			}
		}
		for p := range got {
			if !want[p] {
				t.Fatalf("trial %d: the certificate reports %v, which does not improve", trial, p)
			}
		}
		checked += len(want)
	}
	if checked == 0 {
		t.Error("no improving pair in any trial: the test checks nothing")
	}
	t.Logf("%d improving pairs found as weighed", checked)
}
