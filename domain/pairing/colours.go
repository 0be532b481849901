package pairing

import (
	"fmt"

	"weiqi-arbiter/domain/tournament"
)

// breaksWith reports whether a game with this colour ('B' or 'W') gives the
// player a third game of one colour in a row or a colour difference of
// three: the colour rule broken.
func (e *Entrant) breaksWith(colour byte) bool {
	b, w := e.Blacks, e.Whites
	if colour == 'B' {
		b++
	} else {
		w++
	}
	return (e.Last == colour && e.Prev == colour) || b-w > 2 || w-b > 2
}

// ColourBreaks lists the players whom the games give a third game of one
// colour in a row or a colour difference of three, as the games' colours
// stand (an arbiter's swap included), in the order of the games.
func ColourBreaks(entrants []Entrant, games []Game) []int64 {
	byID := make(map[int64]*Entrant, len(entrants))
	for i := range entrants {
		byID[entrants[i].ID] = &entrants[i]
	}
	var out []int64
	for _, g := range games {
		if e := byID[g.Black]; e != nil && e.breaksWith('B') {
			out = append(out, g.Black)
		}
		if e := byID[g.White]; e != nil && e.breaksWith('W') {
			out = append(out, g.White)
		}
	}
	return out
}

// ColourReport says how many players a round's games give a third colour
// in a row or a colour difference of three, and what forces them: the
// pairing explained before it is published.
type ColourReport struct {
	Players []int64 // who break the colour rule with these games
	// Fewest is how many any pairing of the round gives at least: the
	// colours-first pairing's number. Those are forced by the games already
	// played (no rematch), or by a pair to avoid or a second bye, which
	// come before the colour rule in either order.
	Fewest int
	// EqualScores is how many the scores-first pairing (同分相遇) gives:
	// those beyond Fewest are forced by pairing equal scores first; with
	// colours first the round would float players between score groups
	// instead.
	EqualScores int
}

// ByHand is how many of the players break the colour rule beyond what the
// group's own order of criteria forces: changes made to the pairing by
// hand (none for the engine's pairing).
func (r ColourReport) ByHand(coloursFirst bool) int {
	forced := r.EqualScores
	if coloursFirst {
		forced = r.Fewest
	}
	return max(0, len(r.Players)-forced)
}

// ExplainColours counts the colour breaks of a round's games and pairs the
// round both ways (scores first and colours first) to say which of them
// the rules force and by what.
func ExplainColours(entrants []Entrant, opts SwissOptions, games []Game) (ColourReport, error) {
	r := ColourReport{Players: ColourBreaks(entrants, games)}
	for _, first := range []bool{true, false} {
		o := opts
		o.ColoursFirst = first
		p, err := Swiss(entrants, o)
		if err != nil {
			return ColourReport{}, fmt.Errorf("explain the colours of round %d: %w", opts.Round, err)
		}
		n := len(ColourBreaks(entrants, p.Games))
		if first {
			r.Fewest = n
		} else {
			r.EqualScores = n
		}
	}
	return r, nil
}

// ExplainRound is ExplainColours for round n of the field's group, as its
// games stand in the file.
func ExplainRound(f Field, n int, games []tournament.Game) (ColourReport, error) {
	return ExplainColours(Entrants(f, n), SwissOptionsFor(f, n), asGames(games))
}

// RoundColourBreaks is ColourBreaks for round n of the field's group.
func RoundColourBreaks(f Field, n int, games []tournament.Game) []int64 {
	return ColourBreaks(Entrants(f, n), asGames(games))
}

func asGames(games []tournament.Game) []Game {
	out := make([]Game, 0, len(games))
	for _, g := range games {
		if g.White != 0 && g.Black != 0 {
			out = append(out, Game{Table: g.Table, Black: g.Black, White: g.White})
		}
	}
	return out
}
