package pairing

import (
	"fmt"
	"testing"
)

// TestRoundOneClubSmallestExchange: six players on one score, seeded 1 to
// 6; the slip pairs 1–4, 2–5, 3–6. Players 1 and 4 are of one club, kept
// apart in round 1. Worked by hand: exchanging 4 and 5 in the bottom half
// gives 1–5, 2–4, 3–6, every top-half player still against the bottom
// half; 1–3, 2–5, 4–6 (what the seeding offsets alone tie with) breaks
// both halves. The smallest exchange is the one made.
func TestRoundOneClubSmallestExchange(t *testing.T) {
	field := []Entrant{
		{ID: 1, Seed: 0, Club: "北京"}, {ID: 2, Seed: 1}, {ID: 3, Seed: 2},
		{ID: 4, Seed: 3, Club: "北京"}, {ID: 5, Seed: 4}, {ID: 6, Seed: 5},
	}
	p, err := Swiss(field, SwissOptions{Round: 1, AvoidClubUntil: 2})
	if err != nil {
		t.Fatal(err)
	}
	got := pairsOf(p)
	for _, want := range [][2]int64{{1, 5}, {2, 4}, {3, 6}} {
		if !got[want] {
			t.Errorf("pairs %v, want 1–5, 2–4, 3–6", p.Games)
			break
		}
	}
	// The same with the fold (1–6, 2–5, 3–4), 1 and 6 of one club: the
	// smallest exchange is 5 for 6, giving 1–5, 2–6, 3–4.
	field[3].Club, field[5].Club = "", "北京"
	p, err = Swiss(field, SwissOptions{Round: 1, AvoidClubUntil: 2, Seeding: SplitAndFold})
	if err != nil {
		t.Fatal(err)
	}
	got = pairsOf(p)
	want := [][2]int64{{1, 5}, {2, 6}, {3, 4}}
	for _, w := range want {
		if !got[w] {
			t.Errorf("fold: pairs %v, want %v", p.Games, fmt.Sprint(want))
			break
		}
	}
}
