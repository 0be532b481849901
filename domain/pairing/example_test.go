package pairing_test

import (
	"fmt"

	"weiqi-arbiter/domain/pairing"
)

// Round 1 of four players, seeded 1 to 4: split and slip pairs the top half
// with the bottom half in order (1–3, 2–4); the higher placed player at
// table 1 takes Black as the options fix it, and the colours alternate by
// table.
func ExampleSwiss() {
	var field []pairing.Entrant
	for i := range 4 {
		field = append(field, pairing.Entrant{ID: int64(i + 1), Seed: i})
	}
	p, err := pairing.Swiss(field, pairing.SwissOptions{Round: 1, Seeding: pairing.SplitAndSlip, TopColour: 'B'})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, g := range p.Games {
		fmt.Printf("table %d: Black %d, White %d\n", g.Table, g.Black, g.White)
	}
	// Output:
	// table 1: Black 1, White 3
	// table 2: Black 4, White 2
}

// twoOfOne is a player after two games of one colour ('B' or 'W'), with
// score points, against opponents from outside the field.
func twoOfOne(id int64, colour byte, score int) pairing.Entrant {
	e := pairing.Entrant{ID: id, Seed: int(id), Score: score, Last: colour, Prev: colour}
	if colour == 'B' {
		e.Blacks = 2
	} else {
		e.Whites = 2
	}
	return e
}

// Players 1 and 2 won twice with White, 3 and 4 lost twice with Black.
// Scores first (同分相遇) pairs 1–2 and 3–4: both players of each pair must
// have the other colour than twice, the lower placed takes Black, and 1
// gets a third White, 4 a third Black. Colours first pairs a winner with a
// loser: nobody breaks the colour rule, both pairs join different scores.
func ExampleSwissOptions_coloursFirst() {
	field := []pairing.Entrant{twoOfOne(1, 'W', 4), twoOfOne(2, 'W', 4), twoOfOne(3, 'B', 0), twoOfOne(4, 'B', 0)}
	for _, first := range []bool{false, true} {
		p, err := pairing.Swiss(field, pairing.SwissOptions{Round: 3, ColoursFirst: first})
		if err != nil {
			fmt.Println(err)
			return
		}
		mixed := 0
		for _, g := range p.Games {
			if p.Explain[[2]int64{g.Black, g.White}].ScoreDiff != 0 {
				mixed++
			}
		}
		fmt.Printf("colours first %v: breaks %v, %d pairs of different scores\n", first, pairing.ColourBreaks(field, p.Games), mixed)
	}
	// Output:
	// colours first false: breaks [1 4], 0 pairs of different scores
	// colours first true: breaks [], 2 pairs of different scores
}

// Before a round is published: the scores-first pairing of the field above
// gives two players a third colour in a row; no pairing without a rematch
// needs any (colours first gives none), so both come from pairing equal
// scores first.
func ExampleExplainColours() {
	field := []pairing.Entrant{twoOfOne(1, 'W', 4), twoOfOne(2, 'W', 4), twoOfOne(3, 'B', 0), twoOfOne(4, 'B', 0)}
	opts := pairing.SwissOptions{Round: 3}
	p, err := pairing.Swiss(field, opts)
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := pairing.ExplainColours(field, opts, p.Games)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d break the colour rule; any pairing gives at least %d; equal scores first gives %d; by hand %d\n",
		len(r.Players), r.Fewest, r.EqualScores, r.ByHand(false))
	// Output:
	// 2 break the colour rule; any pairing gives at least 0; equal scores first gives 2; by hand 0
}
