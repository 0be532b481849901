package pairing

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestClassPairs works the classes' optimum out by hand on small fields.
// Winners 1 and 2 have had White twice (must have Black), losers 3 and 4
// Black twice (must have White): a winner with a loser costs a score
// difference of 4 (16 units of squared difference), two winners or two
// losers a colour break, which with colours first weighs more than 2,048
// units; so both pairs are winner–loser. With scores first the break
// weighs less than a unit: both pairs stay inside their groups.
func TestClassPairs(t *testing.T) {
	field := []Entrant{twoWhites(1, 4), twoWhites(2, 4), twoBlacks(3, 0), twoBlacks(4, 0)}
	for _, tt := range []struct {
		coloursFirst  bool
		across, twice int // pairs winner–loser, pairs inside each class
	}{{true, 2, 0}, {false, 0, 1}} {
		t.Run(fmt.Sprintf("coloursFirst=%v", tt.coloursFirst), func(t *testing.T) {
			g, err := newSwissGraph(field, SwissOptions{Round: 3, ColoursFirst: tt.coloursFirst})
			if err != nil {
				t.Fatal(err)
			}
			classes := g.colourClasses()
			if len(classes) != 2 || classes[0].score != 4 || classes[0].due != 'B' || !classes[0].strong ||
				classes[1].score != 0 || classes[1].due != 'W' || !classes[1].strong {
				t.Fatalf("classes %+v, want the two winners due Black and the two losers due White, both obliged", classes)
			}
			pairs := g.classPairs(classes)
			if pairs[0][1] != tt.across || pairs[1][0] != tt.across || pairs[0][0] != tt.twice || pairs[1][1] != tt.twice {
				t.Errorf("pairs %v, want %d across and %d inside each class", pairs, tt.across, tt.twice)
			}
		})
	}
}

// TestClassPairsTransport: three classes, 4 winners (score 4) who must
// have Black, 2 players in the middle (score 2) due White but not obliged,
// 2 losers (score 0) who must have White. Two winners together break the
// colour rule; no other pair does. So the four winners take the four
// others: two meet the middle players (a difference of 2) and two float
// down to the losers (4), and nobody else is left to pair.
func TestClassPairsTransport(t *testing.T) {
	field := []Entrant{twoWhites(1, 4), twoWhites(2, 4), twoWhites(3, 4), twoWhites(4, 4),
		{ID: 5, Seed: 5, Score: 2, Blacks: 1, Last: 'B'}, {ID: 6, Seed: 6, Score: 2, Blacks: 1, Last: 'B'},
		twoBlacks(7, 0), twoBlacks(8, 0)}
	g, err := newSwissGraph(field, SwissOptions{Round: 3, ColoursFirst: true})
	if err != nil {
		t.Fatal(err)
	}
	classes := g.colourClasses()
	if len(classes) != 3 {
		t.Fatalf("classes %+v, want three", classes)
	}
	pairs := g.classPairs(classes)
	want := [][]int{{0, 2, 2}, {2, 0, 0}, {2, 0, 0}}
	for a := range want {
		for b := range want[a] {
			if pairs[a][b] != want[a][b] {
				t.Fatalf("pairs %v, want %v", pairs, want)
			}
		}
	}
}

// TestColoursFirstEqualsDense: with colours first, on small random fields
// of one-colour histories (and ordinary ones, by rating, coin flips and
// many draws, odd and even, slip and fold), the pairing made from the
// candidates, the classes' plan and the certificate has the weight of the
// dense exact matching over all pairs.
func TestColoursFirstEqualsDense(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 4))
	models := []resultModel{byRating, coinFlip, manyDraws}
	for trial := range 120 {
		n := 8 + rng.IntN(200)
		rounds := 1 + rng.IntN(8)
		model := models[trial%3]
		var field []Entrant
		if trial%4 == 3 {
			field = playedField(n, rounds, model, uint64(trial))
		} else {
			field = oneColourField(n, rounds, model, uint64(trial))
		}
		opts := SwissOptions{Round: rounds + 1, ColoursFirst: true}
		if trial%5 == 4 {
			opts.Seeding = SplitAndFold
		}
		if diff := sameAsDense(t, field, opts); diff != "" {
			t.Errorf("%d/n%d/after%d/model%d: %s", trial, n, rounds, model, diff)
		}
	}
}

// TestPlannedFloaterCannotFloat: the classes' optimum floats the lowest
// placed winner (2) down to a loser, but he has met both losers: the first
// solution without his pairs inside his group pairs nobody with him, and
// the pairing is solved on the whole graph instead. Worked by hand: 1–2
// and 3–4 is the only pairing without a rematch (1–3 or 1–4 would leave 2
// a loser he has met), so both pairs break the colour rule.
func TestPlannedFloaterCannotFloat(t *testing.T) {
	field := []Entrant{twoWhites(1, 4), twoWhites(2, 4, 3, 4), twoBlacks(3, 0, 2), twoBlacks(4, 0, 2)}
	opts := SwissOptions{Round: 3, ColoursFirst: true}
	g, err := newSwissGraph(field, opts)
	if err != nil {
		t.Fatal(err)
	}
	sg := &sparseGraph{g: g, in: newPairSet(len(field) + 1)}
	if floaters := sg.candidates(); len(floaters) != 1 || g.e[floaters[0]].ID != 2 {
		t.Fatalf("floaters %v, want player 2 alone", floaters)
	}
	p, err := Swiss(field, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, game := range p.Games {
		a, b := min(game.Black, game.White), max(game.Black, game.White)
		if (a != 1 || b != 2) && (a != 3 || b != 4) {
			t.Errorf("pair %d–%d, want 1–2 and 3–4", a, b)
		}
	}
	if breaks := ColourBreaks(field, p.Games); len(breaks) != 2 {
		t.Errorf("colour breaks %v, want two", breaks)
	}
}

// TestSinglesNeedABreak: five players, whose only pairs without a rematch
// are 1–4, 2–3, 2–4, 3–4 and 4–5 (and anyone's bye). 1 and 5 can meet only
// 4, so one of them has 4 and the other the bye, and 2–3 is the only pair
// left for 2 and 3, though both must have Black (2: one Black, three
// Whites; 3: two Whites in a row): a colour break, which colours first
// leaves out of the candidates. The bye goes to the lowest score, 1 (0
// points, 5 has 2), so 4–5 and 2–3. The first matching of the candidates
// can pair 2–4 and give 3 the bye, leaving 1 and 5, whose every pair (1–4,
// 4–5) is already in the graph: yet a pairing exists.
func TestSinglesNeedABreak(t *testing.T) {
	field := []Entrant{
		{ID: 1, Seed: 0, Score: 0, Opponents: []int64{2, 3, 5}, Blacks: 1, Whites: 1, Last: 'B', Prev: 'W'},
		{ID: 2, Seed: 1, Score: 0, Opponents: []int64{1, 5}, Blacks: 1, Whites: 3, Last: 'W', Prev: 'W'},
		{ID: 3, Seed: 2, Score: 4, Opponents: []int64{1, 5}, Whites: 2, Last: 'W', Prev: 'W'},
		{ID: 4, Seed: 3, Score: 4, Blacks: 1, Last: 'B'},
		{ID: 5, Seed: 4, Score: 2, Opponents: []int64{1, 2, 3}},
	}
	for _, coloursFirst := range []bool{true, false} {
		t.Run(fmt.Sprintf("coloursFirst=%v", coloursFirst), func(t *testing.T) {
			p, err := Swiss(field, SwissOptions{Round: 5, ColoursFirst: coloursFirst})
			if err != nil {
				t.Fatal(err)
			}
			if p.Bye != 1 || len(p.Games) != 2 {
				t.Fatalf("games %v, bye %d; want 2–3 and 4–5, the bye to 1", p.Games, p.Bye)
			}
			for _, game := range p.Games {
				a, b := min(game.Black, game.White), max(game.Black, game.White)
				if (a != 2 || b != 3) && (a != 4 || b != 5) {
					t.Errorf("pair %d–%d, want 2–3 and 4–5", a, b)
				}
			}
		})
	}
}

// TestClassPlanBounded: the plan's time grows as the cube of the classes,
// so a field of more than maxPlanClasses has none (41 score groups, one
// player of each of the five kinds: 205 classes), and its pairing is
// still the exact optimum; 40 groups (200 classes) still have one.
func TestClassPlanBounded(t *testing.T) {
	kinds := []Entrant{{}, {Whites: 1, Last: 'W'}, {Whites: 2, Last: 'W', Prev: 'W'}, {Blacks: 1, Last: 'B'}, {Blacks: 2, Last: 'B', Prev: 'B'}}
	field := func(groups int) []Entrant {
		var f []Entrant
		for s := range groups {
			for _, k := range kinds {
				k.ID, k.Seed, k.Score = int64(len(f)+1), len(f), 2*(groups-1-s)
				f = append(f, k)
			}
		}
		return f
	}
	opts := SwissOptions{Round: 3, ColoursFirst: true}
	for _, tt := range []struct {
		groups int
		plan   bool
	}{{40, true}, {41, false}} {
		t.Run(fmt.Sprint(tt.groups), func(t *testing.T) {
			f := field(tt.groups)
			g, err := newSwissGraph(f, opts)
			if err != nil {
				t.Fatal(err)
			}
			classes := g.colourClasses()
			if len(classes) != 5*tt.groups {
				t.Fatalf("%d classes, want %d", len(classes), 5*tt.groups)
			}
			if plan := g.classPairs(classes) != nil; plan != tt.plan {
				t.Fatalf("plan %v, want %v", plan, tt.plan)
			}
			if _, err := Swiss(f, opts); err != nil {
				t.Fatal(err)
			}
			if diff := sameAsDense(t, f, opts); diff != "" {
				t.Error(diff)
			}
		})
	}
}
