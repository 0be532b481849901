package pairing

import (
	"fmt"
	"testing"
)

// TestOddScoreGroupFloater: when a score group is odd, the player who
// floats down to the next group is its lowest placed (Chinese practice and
// FIDE alike), unless a stronger criterion forces another. Every field
// here is a Swiss before round 2 (or 3) whose top group has an odd number
// of players; the colours are balanced so that only the placing decides,
// except where a rematch forbids the natural pair.
func TestOddScoreGroupFloater(t *testing.T) {
	// entrant builds a player: id, score, seed, opponents; everyone had
	// one Black and one White except where said.
	entrant := func(id int64, score, seed int, opponents ...int64) Entrant {
		return Entrant{ID: id, Score: score, Seed: seed, Opponents: opponents, Blacks: 1, Whites: 1, Last: 'W'}
	}
	tests := []struct {
		name    string
		field   []Entrant
		round   int
		floater int64 // the top-group player paired below his group
	}{
		{
			// Round 3 of eight: 4 | 1,2,3 … top group of three on 4 points
			// (seeds 0, 1, 2); the lowest placed, 3, floats.
			name: "group of three",
			field: []Entrant{
				entrant(1, 4, 0, 11, 12), entrant(2, 4, 1, 13, 14), entrant(3, 4, 2, 15, 16),
				entrant(4, 2, 3, 17, 18), entrant(5, 2, 4, 19, 20), entrant(6, 2, 5, 21, 22),
				entrant(7, 2, 6, 23, 24), entrant(8, 2, 7, 25, 26),
			},
			round: 3, floater: 3,
		},
		{
			name: "group of five",
			field: []Entrant{
				entrant(1, 4, 0, 11, 12), entrant(2, 4, 1, 13, 14), entrant(3, 4, 2, 15, 16),
				entrant(4, 4, 3, 17, 18), entrant(5, 4, 4, 19, 20),
				entrant(6, 2, 5, 21, 22), entrant(7, 2, 6, 23, 24), entrant(8, 2, 7, 25, 26),
				entrant(9, 2, 8, 27, 28), entrant(10, 2, 9, 29, 30), entrant(31, 2, 10, 32, 33),
			},
			round: 3, floater: 5,
		},
		{
			// 1 and 2 have met, so 3 cannot float (1–2 would be a
			// rematch): the lowest placed who can float, 2, does, and
			// 1–3 play.
			name: "rematch forces another",
			field: []Entrant{
				entrant(1, 4, 0, 2, 12), entrant(2, 4, 1, 1, 14), entrant(3, 4, 2, 15, 16),
				entrant(4, 2, 3, 17, 18), entrant(5, 2, 4, 19, 20), entrant(6, 2, 5, 21, 22),
				entrant(7, 2, 6, 23, 24), entrant(8, 2, 7, 25, 26),
			},
			round: 3, floater: 2,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			score := map[int64]int{}
			for _, e := range tt.field {
				score[e.ID] = e.Score
			}
			top := tt.field[0].Score
			for seed := range 5 { // the same answer whatever the order given
				field := append([]Entrant(nil), tt.field...)
				for i := range field {
					j := (i*7 + seed) % len(field)
					field[i], field[j] = field[j], field[i]
				}
				p, err := Swiss(field, SwissOptions{Round: tt.round})
				if err != nil {
					t.Fatal(err)
				}
				var floaters []int64
				for _, g := range p.Games {
					if score[g.Black] != score[g.White] {
						if score[g.Black] == top {
							floaters = append(floaters, g.Black)
						} else {
							floaters = append(floaters, g.White)
						}
					}
				}
				if fmt.Sprint(floaters) != fmt.Sprint([]int64{tt.floater}) {
					t.Errorf("order %d: floated down %v, want [%d] (games %v)", seed, floaters, tt.floater, p.Games)
				}
			}
		})
	}
}
