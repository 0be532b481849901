package pairing

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"weiqi-arbiter/domain/matching"
)

// TestBoundsAreTheWeights: the certificate's bounds are the weights' own.
// Inside a score group, twice the weight a pair gives up is seedSlope·|q −
// t| (t the ideal seeding partner's place) plus the colour rule's cost
// between the two (clash), exactly when nothing else costs (no club, no
// pair to avoid; a pair inside one half adds half a group, left out of
// the bound), and at least that otherwise; between score groups it is
// twice wScore·d², what floating down costs the higher player (floatCost)
// and clash. A change of a weight, or of what the seeding offset measures,
// breaks this test unless the bounds follow.
func TestBoundsAreTheWeights(t *testing.T) {
	for _, seeding := range []FirstRound{SplitAndSlip, SplitAndFold} {
		for _, coloursFirst := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/coloursFirst=%v", seeding, coloursFirst), func(t *testing.T) {
				field := oneColourField(60, 3, byRating, 5)
				for i := range field {
					if i%7 == 0 {
						field[i].Club = "same"
					}
				}
				opts := SwissOptions{Round: 4, Seeding: seeding, ColoursFirst: coloursFirst, AvoidClubUntil: 9}
				g, err := newSwissGraph(field, opts)
				if err != nil {
					t.Fatal(err)
				}
				exact := map[bool]int{}
				for _, i := range g.order {
					for _, j := range g.order {
						a, b := &g.traits[i], &g.traits[j]
						if a.score < b.score || (a.score == b.score && a.pos >= b.pos) || !g.canMeet(i, j) {
							continue
						}
						inside := a.score == b.score
						var bound, halves int64
						if inside {
							tgt := a.pos + a.gsize/2
							if seeding == SplitAndFold {
								tgt = a.gsize - 1 - a.pos
							}
							bound = seedSlope * int64(abs(b.pos-tgt))
							// A pair inside one half counts half a group
							// more (seedOffset); the bound leaves it out.
							if half := a.gsize / 2; b.pos < half || a.pos >= half {
								halves = seedSlope * int64(max(1, half))
							}
						} else {
							d := int64(a.score - b.score)
							bound = 2 * (wScore*d*d + g.floatCost(i))
						}
						bound += g.clash(colourTraits{a.due, a.strong, a.imb}, colourTraits{b.due, b.strong, b.imb})
						lost := 2 * (wBase - g.roughWeight(i, j))
						c := g.cost(i, j)
						switch free := !c.SameClub && !c.NamedPair; {
						case free && lost != bound+halves:
							t.Fatalf("places %d and %d (scores %d, %d): twice the weight lost %d, the bound says %d (and %d for the halves)", a.pos, b.pos, a.score, b.score, lost, bound, halves)
						case lost < bound:
							t.Fatalf("places %d and %d (scores %d, %d): twice the weight lost %d, below the bound %d", a.pos, b.pos, a.score, b.score, lost, bound)
						case free:
							exact[inside]++
						}
					}
				}
				if exact[true] == 0 || exact[false] == 0 {
					t.Errorf("pairs without other costs, inside and across groups: %v: the test checks too little", exact)
				}
			})
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
