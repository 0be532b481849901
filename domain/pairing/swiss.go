package pairing

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"

	"weiqi-arbiter/domain/matching"
)

// Entrant is a player (or team) as the Swiss pairing sees it before a round.
type Entrant struct {
	ID        int64
	Score     int     // points so far (McMahon: the McMahon score), in the tournament's units
	Seed      int     // place in the seeding order: 0 is the strongest
	Opponents []int64 // everyone met so far (a rematch is never made)
	Blacks    int     // games with the black stones so far
	Whites    int
	Last      byte // colour of the last game: 'B', 'W' or 0
	Byes      int  // byes had so far
	Club      string
	Region    string
}

// FirstRound says how the first round (all scores equal) is seeded.
type FirstRound string

// Seedings of the first round.
const (
	SplitAndSlip   FirstRound = "slip"   // top half against bottom half in order: 1–5, 2–6 …
	SplitAndFold   FirstRound = "fold"   // 1–8, 2–7 …
	SplitAndRandom FirstRound = "random" // halves kept, opponents drawn by lot from the seed
)

// SwissOptions are the settings of a Swiss round.
type SwissOptions struct {
	Seeding        FirstRound
	Seed           uint64     // the recorded seed of a draw by lot
	AvoidClubUntil int        // avoid players of the same club in rounds before this one (0 = never)
	AvoidRegion    bool       // with AvoidClubUntil, also the same region
	Round          int        // the round being paired, from 1
	AvoidPairs     [][2]int64 // pairs not to be made unless nothing else works (siblings …)
}

// Game is one pairing: who takes Black and who White, at which table.
type Game struct {
	Table        int
	Black, White int64
}

// Cost says what a pair gives up, criterion by criterion (for Explain).
type Cost struct {
	ScoreDiff   int  // difference in score
	SameClub    bool // same club or region while that is to be avoided
	NamedPair   bool // a pair the arbiter asked to avoid
	ColourClash bool // both are due the same colour
	SeedOffset  int  // how far from the ideal seeding opponent
}

// Pairing is a paired round with the reasons for each pair.
type Pairing struct {
	Games   []Game
	Bye     int64 // 0 when nobody has a bye
	Explain map[[2]int64]Cost
}

// ErrNoPairing is returned when the rules leave no way to pair everyone
// (for instance a small field where everyone has met everyone).
var ErrNoPairing = errors.New("no pairing satisfies the absolute criteria (no rematch)")

// Weights, most important first; each criterion's worst cost stays below the
// unit of the one above it.
const (
	wBase       int64 = 1 << 60
	wNamedPair  int64 = 1 << 50
	wColourHard int64 = 1 << 44 // a pair that must leave someone three games out of colour balance
	wScore      int64 = 1 << 26 // times the squared score difference: several small mismatches beat one big one
	wClub       int64 = 1 << 18
	wColour     int64 = 1 << 12
	wSeed       int64 = 1 // times the distance from the ideal seeding opponent
	wByeAgain   int64 = 1 << 56
	wByeScore   int64 = 1 << 30 // a bye goes to the lowest score …
	wByeSeed    int64 = 1 << 4  // … and among those to the lowest placed
)

func (e *Entrant) due() byte {
	switch d := e.Blacks - e.Whites; {
	case d > 0:
		return 'W'
	case d < 0:
		return 'B'
	case e.Last == 'B':
		return 'W'
	case e.Last == 'W':
		return 'B'
	}
	return 0
}

// Swiss pairs one round by a maximum-weight matching over all pairs: no
// rematch (absolute), then the smallest score differences, then avoided
// clubs, then colour balance, then the seeding pattern inside score groups.
// With an odd field one player gets the bye: one who has not had one, of the
// lowest score, the lowest placed.
func Swiss(entrants []Entrant, opts SwissOptions) (Pairing, error) {
	return SwissWith(matching.MaxWeight, entrants, opts)
}

// SwissWith is Swiss with another matching engine.
func SwissWith(engine matching.Engine, entrants []Entrant, opts SwissOptions) (Pairing, error) {
	n := len(entrants)
	if n < 2 {
		return Pairing{}, fmt.Errorf("pair round %d: %w", opts.Round, ErrTooFewPlayers)
	}
	order := seedOrder(entrants, opts)
	rank := ranks(order)
	// Position of each entrant inside its score group, in seeding order.
	groupPos, groupSize := make([]int, n), map[int]int{}
	for _, i := range order {
		s := entrants[i].Score
		groupPos[i] = groupSize[s]
		groupSize[s]++
	}
	met := make([]map[int64]bool, n)
	for i := range entrants {
		met[i] = map[int64]bool{}
		for _, o := range entrants[i].Opponents {
			met[i][o] = true
		}
	}
	avoid := map[[2]int64]bool{}
	for _, p := range opts.AvoidPairs {
		avoid[[2]int64{p[0], p[1]}], avoid[[2]int64{p[1], p[0]}] = true, true
	}
	explain := map[[2]int64]Cost{}
	var edges []matching.Edge
	for i := range n {
		for j := i + 1; j < n; j++ {
			a, b := &entrants[i], &entrants[j]
			if met[i][b.ID] || met[j][a.ID] {
				continue
			}
			c := Cost{ScoreDiff: abs(a.Score - b.Score)}
			w := wBase - int64(c.ScoreDiff*c.ScoreDiff)*wScore
			if avoid[[2]int64{a.ID, b.ID}] {
				c.NamedPair = true
				w -= wNamedPair
			}
			if opts.Round < opts.AvoidClubUntil && ((a.Club != "" && a.Club == b.Club) || (opts.AvoidRegion && a.Region != "" && a.Region == b.Region)) {
				c.SameClub = true
				w -= wClub
			}
			if da, db := a.due(), b.due(); da != 0 && da == db {
				c.ColourClash = true
				worse := min(abs(a.Blacks-a.Whites), abs(b.Blacks-b.Whites))
				w -= wColour * int64(1+worse)
				if worse >= 2 {
					w -= wColourHard
				}
			}
			if a.Score == b.Score {
				c.SeedOffset = seedOffset(groupPos[i], groupPos[j], groupSize[a.Score], opts.Seeding)
				w -= int64(c.SeedOffset) * wSeed
			}
			explain[[2]int64{a.ID, b.ID}], explain[[2]int64{b.ID, a.ID}] = c, c
			edges = append(edges, matching.Edge{I: i, J: j, Weight: w})
		}
	}
	vertices := n
	if n%2 == 1 {
		// The bye is one more vertex, joined to everyone.
		bye := n
		vertices++
		maxScore := 0
		for _, e := range entrants {
			maxScore = max(maxScore, e.Score)
		}
		for i, e := range entrants {
			w := wBase - int64(e.Byes)*wByeAgain - int64(e.Score)*wByeScore/int64(max(1, maxScore)) - int64(n-1-rank[i])*wByeSeed
			edges = append(edges, matching.Edge{I: i, J: bye, Weight: w})
		}
	}
	mate, err := engine(vertices, edges, true)
	if err != nil {
		return Pairing{}, fmt.Errorf("pair round %d: %w", opts.Round, err)
	}
	p := Pairing{Explain: explain}
	for i := range n {
		j := mate[i]
		switch {
		case j == -1:
			return Pairing{}, fmt.Errorf("pair round %d: %w", opts.Round, ErrNoPairing)
		case j == n:
			p.Bye = entrants[i].ID
		case j > i:
			p.Games = append(p.Games, colours(&entrants[i], &entrants[j], rank[i], rank[j]))
		}
	}
	tableOrder(p.Games, entrants)
	return p, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// seedOrder is the entrants by score (highest first) then seed, with a draw
// by lot from the recorded seed for SplitAndRandom.
func seedOrder(entrants []Entrant, opts SwissOptions) []int {
	order := make([]int, len(entrants))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		ea, eb := entrants[order[a]], entrants[order[b]]
		if ea.Score != eb.Score {
			return ea.Score > eb.Score
		}
		return ea.Seed < eb.Seed
	})
	if opts.Seeding == SplitAndRandom {
		rng := rand.New(rand.NewPCG(opts.Seed, uint64(opts.Round)))
		// Shuffle inside each score group.
		for start := 0; start < len(order); {
			end := start
			for end < len(order) && entrants[order[end]].Score == entrants[order[start]].Score {
				end++
			}
			rng.Shuffle(end-start, func(a, b int) { order[start+a], order[start+b] = order[start+b], order[start+a] })
			start = end
		}
	}
	return order
}

// ranks inverts a seeding order: rank[i] is entrant i's place in it.
func ranks(order []int) []int {
	r := make([]int, len(order))
	for place, i := range order {
		r[i] = place
	}
	return r
}

// seedOffset is how far pj is from the ideal opponent of pi in a score group
// of size g: pi+g/2 (slip) or g-1-pi (fold).
func seedOffset(pi, pj, g int, how FirstRound) int {
	if pi > pj {
		pi, pj = pj, pi
	}
	target := pi + g/2
	if how == SplitAndFold {
		target = g - 1 - pi
	}
	return abs(pj - target)
}

// colours gives Black to the player due it; when both are due the same
// colour, the one further out of balance gets it; otherwise the lower placed
// takes Black (the weaker takes Black, as in Go's custom).
func colours(a, b *Entrant, ra, rb int) Game {
	blackFirst := func(x, y *Entrant) Game { return Game{Black: x.ID, White: y.ID} }
	da, db := a.due(), b.due()
	switch {
	case da == db && da != 0 && abs(a.Blacks-a.Whites) != abs(b.Blacks-b.Whites):
		further, other := a, b
		if abs(b.Blacks-b.Whites) > abs(a.Blacks-a.Whites) {
			further, other = b, a
		}
		if da == 'B' {
			return blackFirst(further, other)
		}
		return blackFirst(other, further)
	case da != db && (da == 'B' || db == 'W'):
		return blackFirst(a, b)
	case da != db && (db == 'B' || da == 'W'):
		return blackFirst(b, a)
	case rb > ra:
		return blackFirst(b, a)
	}
	return blackFirst(a, b)
}

// tableOrder numbers the tables: the highest scores at the top tables.
func tableOrder(games []Game, entrants []Entrant) {
	score, seed := map[int64]int{}, map[int64]int{}
	for _, e := range entrants {
		score[e.ID], seed[e.ID] = e.Score, e.Seed
	}
	sort.SliceStable(games, func(i, j int) bool {
		gi, gj := games[i], games[j]
		hi, hj := max(score[gi.Black], score[gi.White]), max(score[gj.Black], score[gj.White])
		if hi != hj {
			return hi > hj
		}
		si, sj := score[gi.Black]+score[gi.White], score[gj.Black]+score[gj.White]
		if si != sj {
			return si > sj
		}
		return min(seed[gi.Black], seed[gi.White]) < min(seed[gj.Black], seed[gj.White])
	})
	for i := range games {
		games[i].Table = i + 1
	}
}
