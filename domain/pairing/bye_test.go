package pairing

import "testing"

// TestSwissBye checks who sits out an odd round: a player who has not had a
// bye, of the lowest score, and among those the lowest placed. Scores are in
// the tournament's units (a win is 2).
func TestSwissBye(t *testing.T) {
	field := func(scores []int, byes map[int64]int) []Entrant {
		var es []Entrant
		for i, s := range scores {
			id := int64(i + 1)
			es = append(es, Entrant{ID: id, Score: s, Seed: i, Byes: byes[id]})
		}
		return es
	}
	tests := []struct {
		name   string
		scores []int
		byes   map[int64]int
		want   int64
	}{
		{"the lowest score", []int{4, 4, 2, 2, 0}, nil, 5},
		{"the lowest placed of the lowest score", []int{4, 2, 2, 0, 0}, nil, 5},
		{"the lowest score in the middle of the seeding", []int{2, 0, 4, 4, 2}, nil, 2},
		{"not a second bye", []int{4, 4, 2, 2, 0}, map[int64]int{5: 1}, 4},
		{"every low player has had one", []int{4, 4, 2, 2, 0}, map[int64]int{3: 1, 4: 1, 5: 1}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Swiss(field(tt.scores, tt.byes), SwissOptions{Round: 3})
			if err != nil {
				t.Fatal(err)
			}
			if p.Bye != tt.want {
				t.Errorf("bye to %d; want %d (games %v)", p.Bye, tt.want, p.Games)
			}
			if len(p.Games) != len(tt.scores)/2 {
				t.Errorf("%d games; want %d", len(p.Games), len(tt.scores)/2)
			}
		})
	}
}
