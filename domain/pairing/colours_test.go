package pairing

import (
	"slices"
	"testing"
)

// twoWhites and twoBlacks are histories after two games of one colour:
// the next game must be of the other colour (a third in a row breaks the
// colour rule).
func twoWhites(id int64, score int, met ...int64) Entrant {
	return Entrant{ID: id, Seed: int(id), Score: score, Whites: 2, Last: 'W', Prev: 'W', Opponents: met}
}

func twoBlacks(id int64, score int, met ...int64) Entrant {
	return Entrant{ID: id, Seed: int(id), Score: score, Blacks: 2, Last: 'B', Prev: 'B', Opponents: met}
}

// TestColoursFirst works two small fields out by hand. Players 1 and 2
// have won twice with White, 3 and 4 lost twice with Black (opponents from
// outside the field). Scores first pairs 1–2 and 3–4: in each pair both
// must have their due colour, so one player of each gets a third colour
// in a row, 2 breaks. Colours first pairs a winner with a loser (1–3,
// 2–4): nobody breaks, two pairs a score of 4 apart. When 1 has met 3 and
// 4 already, 1–2 and 3–4 is the only pairing without a rematch: 2 breaks
// either way, both unavoidable.
func TestColoursFirst(t *testing.T) {
	free := []Entrant{twoWhites(1, 4), twoWhites(2, 4), twoBlacks(3, 0), twoBlacks(4, 0)}
	met := []Entrant{twoWhites(1, 4, 3, 4), twoWhites(2, 4), twoBlacks(3, 0, 1), twoBlacks(4, 0, 1)}
	tests := []struct {
		name         string
		field        []Entrant
		coloursFirst bool
		pairs        [][2]int64
		breaks       int
		report       ColourReport
	}{
		{"scores first", free, false, [][2]int64{{1, 2}, {3, 4}}, 2, ColourReport{Fewest: 0, EqualScores: 2}},
		{"colours first", free, true, [][2]int64{{1, 3}, {2, 4}}, 0, ColourReport{Fewest: 0, EqualScores: 2}},
		{"scores first, forced by rematches", met, false, [][2]int64{{1, 2}, {3, 4}}, 2, ColourReport{Fewest: 2, EqualScores: 2}},
		{"colours first, forced by rematches", met, true, [][2]int64{{1, 2}, {3, 4}}, 2, ColourReport{Fewest: 2, EqualScores: 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := SwissOptions{Round: 3, ColoursFirst: tt.coloursFirst}
			p, err := Swiss(tt.field, opts)
			if err != nil {
				t.Fatal(err)
			}
			var got [][2]int64
			for _, g := range p.Games {
				got = append(got, [2]int64{min(g.Black, g.White), max(g.Black, g.White)})
			}
			slices.SortFunc(got, func(a, b [2]int64) int { return int(a[0] - b[0]) })
			if !slices.Equal(got, tt.pairs) {
				t.Errorf("pairs %v, want %v", got, tt.pairs)
			}
			r, err := ExplainColours(tt.field, opts, p.Games)
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Players) != tt.breaks || r.Fewest != tt.report.Fewest || r.EqualScores != tt.report.EqualScores {
				t.Errorf("report %+v, want %d breaks, fewest %d, at equal scores %d", r, tt.breaks, tt.report.Fewest, tt.report.EqualScores)
			}
			if h := r.ByHand(tt.coloursFirst); h != 0 {
				t.Errorf("%d breaks by hand in the engine's pairing", h)
			}
			// Each break is on a pair explained as forced.
			for _, g := range p.Games {
				c := p.Explain[[2]int64{g.Black, g.White}]
				broke := slices.Contains(r.Players, g.Black) || slices.Contains(r.Players, g.White)
				if broke != c.ColourForced {
					t.Errorf("board %d: breaks %v, explained forced %v", g.Table, broke, c.ColourForced)
				}
			}
		})
	}
	// A pairing changed by hand: 1–3 and 2–4 with the colours swapped at
	// the first board gives 1 a third White and 3 a third Black.
	hand := []Game{{Table: 1, Black: 3, White: 1}, {Table: 2, Black: 2, White: 4}}
	r, err := ExplainColours(free, SwissOptions{Round: 3}, hand)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(r.Players, []int64{3, 1}) || r.ByHand(false) != 0 || r.ByHand(true) != 2 {
		t.Errorf("by hand: %+v, by hand %d (scores first) %d (colours first)", r, r.ByHand(false), r.ByHand(true))
	}
}

// TestDueAvoidsThirdInARow: a player one game out of balance whose last
// two games were of the colour the balance asks for is due the other one:
// a third of that colour in a row would break the colour rule, two out of
// balance does not.
func TestDueAvoidsThirdInARow(t *testing.T) {
	tests := []struct {
		name string
		e    Entrant
		want byte
	}{
		{"BBBWW", Entrant{Blacks: 3, Whites: 2, Last: 'W', Prev: 'W'}, 'B'},
		{"WWWBB", Entrant{Blacks: 2, Whites: 3, Last: 'B', Prev: 'B'}, 'W'},
		{"BWB", Entrant{Blacks: 2, Whites: 1, Last: 'B', Prev: 'W'}, 'W'},
		{"BB", Entrant{Blacks: 2, Last: 'B', Prev: 'B'}, 'W'},
		{"BBBBWW", Entrant{Blacks: 4, Whites: 2, Last: 'W', Prev: 'W'}, 'W'}, // a break either way: the balance first
		{"none", Entrant{}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.e.due(); got != tt.want {
				t.Errorf("due %c, want %c", got, tt.want)
			}
		})
	}
}

// TestColoursDueEqually: when both players are due the same colour, and
// equally (both or neither must have it, the same imbalance), the lower
// placed takes Black (the weaker takes Black, Go's custom; docs/rules.md),
// whichever order they come in. Where one is further out of balance, he
// has his due colour.
func TestColoursDueEqually(t *testing.T) {
	for _, tc := range []struct {
		name          string
		higher, lower Entrant
		black         int64
	}{
		// Both had White in round 1: both due Black, neither must.
		{"one White each", Entrant{ID: 1, Whites: 1, Last: 'W'}, Entrant{ID: 2, Whites: 1, Last: 'W'}, 2},
		// Both had White twice in a row: both must have Black.
		{"two Whites each", Entrant{ID: 1, Whites: 2, Last: 'W', Prev: 'W'}, Entrant{ID: 2, Whites: 2, Last: 'W', Prev: 'W'}, 2},
		// Both due White equally: the lower placed still takes Black.
		{"one Black each", Entrant{ID: 1, Blacks: 1, Last: 'B'}, Entrant{ID: 2, Blacks: 1, Last: 'B'}, 2},
		// The higher placed must have Black (White twice), the other not: he has it.
		{"one must", Entrant{ID: 1, Whites: 2, Blacks: 1, Last: 'W', Prev: 'W'}, Entrant{ID: 2, Whites: 2, Blacks: 1, Last: 'W', Prev: 'B'}, 1},
		// Both must have Black, the higher placed further out of balance
		// (3 against 2): Black to him.
		{"further out", Entrant{ID: 1, Whites: 4, Blacks: 1, Last: 'B', Prev: 'W'}, Entrant{ID: 2, Whites: 3, Blacks: 1, Last: 'B', Prev: 'W'}, 1},
	} {
		for _, order := range []bool{false, true} {
			a, b, ra, rb := &tc.higher, &tc.lower, 0, 1
			if order {
				a, b, ra, rb = b, a, 1, 0
			}
			if g := colours(a, b, ra, rb); g.Black != tc.black {
				t.Errorf("%s (given %v): Black %d, want %d", tc.name, order, g.Black, tc.black)
			}
		}
	}
}
