package tournament

import "testing"

// TestSeated: a game is at a table unless a player of it withdrew before
// its round; a withdrawal after the round (or none) leaves it there.
func TestSeated(t *testing.T) {
	staying := Player{ID: 1, WithdrawnAfter: -1}
	for _, c := range []struct {
		name      string
		withdrawn int // the other player's WithdrawnAfter
		round     int
		want      bool
	}{
		{"no withdrawal", -1, 3, true},
		{"withdrew after this round", 3, 3, true},
		{"withdrew after the round before", 2, 3, false},
		{"withdrew before the start", 0, 1, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			other := Player{ID: 2, WithdrawnAfter: c.withdrawn}
			g := Game{Round: c.round, Table: 4, Black: 1, White: 2}
			if got := g.Seated(staying, other); got != c.want {
				t.Errorf("Black staying, White %d: Seated %v, want %v", c.withdrawn, got, c.want)
			}
			g.Black, g.White = 2, 1
			if got := g.Seated(other, staying); got != c.want {
				t.Errorf("Black %d, White staying: Seated %v, want %v", c.withdrawn, got, c.want)
			}
		})
	}
}
