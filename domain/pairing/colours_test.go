package pairing

import "testing"

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
