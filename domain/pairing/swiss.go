package pairing

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"

	"weiqi-arbiter/domain/matching"
	"weiqi-arbiter/domain/tournament"
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
	Prev      byte // colour of the game before the last, or 0
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
	// ColoursFirst puts the colour rule (no third colour in a row, no
	// colour difference of three) before score differences: such a pair
	// is made only when no pairing without a rematch (or a pair to avoid,
	// or a second bye) can do without one. Otherwise scores come first
	// (同分相遇).
	ColoursFirst bool
	// TopColour is the colour, 'B' or 'W', of the higher placed player at
	// table 1 in games between players who have no colour yet (round 1);
	// 0 draws it by lot from Seed. The colours then alternate by table.
	TopColour byte
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
	// ColourForced: both must have their due colour (another game of the
	// other colour would be a third in a row, or three out of balance), so
	// one of them breaks the colour rule; chosen only when every pairing of
	// the same score quality needs such a pair (with ColoursFirst: every
	// pairing).
	ColourForced bool
	SeedOffset   int // how far from the ideal seeding opponent
}

// Pairing is a paired round with the reasons for each pair.
type Pairing struct {
	Games   []Game
	Bye     int64 // 0 when nobody has a bye
	Explain map[[2]int64]Cost
}

// ErrNoPairing is returned when the rules leave no way to pair everyone
// (for instance a small field where everyone has met everyone).
var ErrNoPairing = tournament.NewRefusal("no pairing satisfies the absolute criteria (no rematch)",
	"error.round.no_pairing", "Round {{.Round}} cannot be paired without a rematch.")

// Weights, most important first; each criterion's worst cost stays below the
// unit of the one above it.
const (
	wBase       int64 = 1 << 60
	wNamedPair  int64 = 1 << 50
	wScore      int64 = 1 << 35 // times the squared score difference: several small mismatches beat one big one
	wColourHard int64 = 1 << 25 // a pair that must give someone a third colour in a row or leave him three out of balance (1,024 of them weigh one unit of squared score difference)
	// With ColoursFirst such a pair weighs more than 2,048 units of squared
	// score difference (as many as 512 pairs a win apart: no real pairing
	// needs as many floats to keep one player's colours) and less than a
	// pair to avoid.
	wColourFirst int64 = 1 << 46
	wClub        int64 = 1 << 18
	wColour      int64 = 1 << 12
	wFloat       int64 = 1 << 3 // times the places between a floater and the bottom of its score group (below wByeSeed: who sits out comes first)
	wSeed        int64 = 1      // times the distance from the ideal seeding opponent
	wByeAgain    int64 = 1 << 56
	wByeScore    int64 = 1 << 54 // a bye goes to the lowest score (above every score difference it could spare) …
	wByeSeed     int64 = 1 << 4  // … and among those to the lowest placed
)

// due is the colour the player should have next: the one that brings the
// colours back into balance, or else the other one than the last game's;
// but never a third of one colour in a row where the other colour leaves
// him only two out of balance.
func (e *Entrant) due() byte {
	switch d := e.Blacks - e.Whites; {
	case e.Last != 0 && e.Last == e.Prev && abs(d) <= 1:
		if e.Last == 'B' {
			return 'W'
		}
		return 'B'
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

// mustHaveDue reports whether the other colour than the due one would give
// the player a third game of one colour in a row or a colour difference of
// three.
func (e *Entrant) mustHaveDue() bool {
	return abs(e.Blacks-e.Whites) >= 2 || (e.Last != 0 && e.Last == e.Prev)
}

// Swiss pairs one round by a maximum-weight matching over all pairs: no
// rematch (absolute), then the smallest score differences, then nobody given
// a third colour in a row or a colour difference of three (such a pair is
// made only when every pairing of the same score quality needs one; with
// ColoursFirst these two swap), then avoided clubs, then colour balance,
// then the lowest placed of an odd score group as the one who floats down,
// then the seeding pattern inside score groups.
// With an odd field one player gets the bye: one who has not had one, of the
// lowest score, the lowest placed.
//
// It does not build the dense graph unless nothing less pairs everyone: each
// player starts with a candidate set of opponents near in score and placing
// (near the ideal seeding partner, and of each kind — due which colour,
// obliged to have it or not — the nearest and a few spread over the group, and
// the cheapest floats from the group above; with colours first, the pairs
// between classes of players that the classes' own optimum makes: see
// candidates and plannedPairs); players the matching leaves single get every
// opponent (and when someone is single still, every pair joins: see complete);
// then the matching's duals (with its blossoms) are checked against every pair
// left out, class by class (see improving), and the pairs that could improve
// the result join the graph, which is solved again from the last solution
// (matching.Solution.Resume: its blossoms kept; pairs that joined earlier and
// are left slack leave it). The result is the exact optimum over all pairs, at
// every size: the duals prove it.
func Swiss(entrants []Entrant, opts SwissOptions) (Pairing, error) {
	g, err := newSwissGraph(entrants, opts)
	if err != nil {
		return Pairing{}, err
	}
	n := len(entrants)
	sg := &sparseGraph{g: g, in: newPairSet(n + 1)}
	floaters := sg.candidates()
	candidates := len(sg.edges)
	dropped := newPairSet(n + 1) // pairs that left the graph once
	var sol *matching.Solution
	for {
		var err error
		if sol == nil {
			sol, err = sg.solveFirst(floaters)
		} else {
			sol, err = sol.Resume(sg.edges)
		}
		if err != nil {
			return Pairing{}, fmt.Errorf("pair round %d: %w", opts.Round, err)
		}
		if sg.widen(sol.Mate) {
			continue
		}
		if slices.Contains(sol.Mate[:n], -1) {
			if sg.complete() {
				continue
			}
			return Pairing{}, fmt.Errorf("pair round %d: %w", opts.Round, ErrNoPairing)
		}
		// The certificate: no pair left out may have a negative slack under
		// the duals. When one has, the most improving few pairs of each
		// player join the graph and it is solved again.
		better := g.improving(sol.Duals, sg.in.has)
		if len(better) == 0 {
			return g.result(sol.Mate), nil
		}
		sg.prune(candidates, sol, dropped)
		// Room for this pass and the next, which adds fewer as a rule:
		// growing the graph's array every pass costs more than the room.
		sg.edges = slices.Grow(sg.edges, 2*len(better))
		for _, p := range better {
			sg.add(p[0], p[1])
		}
	}
}

// sparseGraph is the part of a round's graph the matching is solved on:
// the pairs in it (the bye is player n) and their edges.
type sparseGraph struct {
	g     *swissGraph
	in    pairSet
	edges []matching.Edge
	// noBreaks keeps out pairs of two players who must have the same
	// colour (while the candidates are chosen, with colours first).
	noBreaks bool
}

// solveFirst solves the first graph. With colours first, the players the
// classes' optimum floats (plannedPairs) are first solved without their
// pairs inside their score group, which leaves them only floats: from
// nothing, the matching would pair them inside their groups first and
// then undo it float by float, each undoing a search through whole score
// groups (2,000 by rating after 2: 2.6 s against 0.4 s). That solution,
// when it pairs everyone, is resumed with the whole graph: the result is
// the optimum of the graph either way.
func (sg *sparseGraph) solveFirst(floaters []int) (*matching.Solution, error) {
	n := len(sg.g.e)
	if len(floaters) > 0 {
		first, err := matching.Solve(n+n%2, sg.withoutInside(floaters))
		if err == nil && !slices.Contains(first.Mate, -1) {
			return first.Resume(sg.edges)
		}
	}
	return matching.Solve(n+n%2, sg.edges)
}

// add puts the pair i–j in the graph unless it is there already or a
// rematch, and reports whether it did.
func (sg *sparseGraph) add(i, j int) bool {
	if i > j {
		i, j = j, i
	}
	if sg.in.has(i, j) {
		return false
	}
	w, ok := sg.g.weight(i, j)
	if !ok {
		return false
	}
	if sg.noBreaks && j < len(sg.g.e) && sg.g.cost(i, j).ColourForced {
		return false
	}
	sg.in.set(i, j, true)
	sg.edges = append(sg.edges, matching.Edge{I: i, J: j, Weight: w})
	return true
}

// candidates puts each player's candidate opponents in the graph: the
// next few in the seeding order, a few around his ideal seeding partner,
// and on each side of that partner, for each kind of player (due which
// colour, obliged to have it or not), the nearest few and then the 8th,
// 16th, 32nd … of the kind, however far: where most of a score group is
// due one colour, or must have it, the best partners of the few of the
// other colour are spread over the whole group, in proportion rather than
// near. Each player is also offered the lowest few of each kind of the
// next higher score group, those whose floating down costs least (a
// float costs nothing by the lower player's place). With an odd field,
// the bye too.
//
// With colours first, pairs of two players who must have the same colour
// are left out (the certificate brings in those an optimum needs), and the
// pairs between classes of players that the classes' optimum makes are
// added (plannedPairs); candidates returns the players that optimum
// floats.
//
// Measured on the one-colour 10,000-player fields (docs/benchmarks.md):
// with the nearest 8 of each kind only, the first solution left up to
// 300,000 improving pairs, most of them floats, and took six passes.
func (sg *sparseGraph) candidates() []int {
	g := sg.g
	sg.noBreaks = g.opts.ColoursFirst
	defer func() { sg.noBreaks = false }()
	n := len(g.e)
	const near, aroundTarget, perKind = 8, 4, 4
	// Room for the candidates of the hardest fields at once (68 and 74 a
	// player on the one-colour 10,000 and 20,000 fields): growing an array
	// of a million edges by doubling copies it and touches fresh memory
	// each time, a tenth of the pairing's time there; room not used is
	// address space only.
	const perPlayer = 80
	sg.edges = slices.Grow(sg.edges, perPlayer*n)
	for r, i := range g.order {
		for d := 1; d <= near && r+d < n; d++ {
			sg.add(i, g.order[r+d])
		}
		if t := g.target(i); t >= 0 {
			for d := -aroundTarget; d <= aroundTarget; d++ {
				if t+d >= 0 && t+d < n && g.order[t+d] != i {
					sg.add(i, g.order[t+d])
				}
			}
			lo, hi := g.groupAt[g.traits[i].score], g.groupAt[g.traits[i].score]+g.traits[i].gsize
			for _, step := range []int{-1, 1} {
				var found [3][2]int
				for q := t + step; q >= lo && q < hi; q += step {
					j := g.order[q]
					if j == i {
						continue
					}
					c := &found[dueIndex(g.traits[j].due)][b2i(g.traits[j].strong)]
					*c++
					if *c <= perKind || *c&(*c-1) == 0 {
						sg.add(i, j)
					}
				}
			}
		}
		if n%2 == 1 {
			sg.add(i, n)
		}
	}
	// Floats: each player with the lowest few of each kind of the score
	// group above his.
	const perFloat = 2
	var lowest []int
	for r := 0; r < n; {
		size := g.traits[g.order[r]].gsize
		if r+size < n {
			var found [3][2]int
			lowest = lowest[:0]
			for q := r + size - 1; q >= r; q-- {
				h := g.order[q]
				if c := &found[dueIndex(g.traits[h].due)][b2i(g.traits[h].strong)]; *c < perFloat {
					*c++
					lowest = append(lowest, h)
				}
			}
			below := r + size + g.traits[g.order[r+size]].gsize
			for q := r + size; q < below; q++ {
				for _, h := range lowest {
					sg.add(h, g.order[q])
				}
			}
		}
		r += size
	}
	if g.opts.ColoursFirst {
		return sg.plannedPairs()
	}
	return nil
}

// widen gives every player the matching left single every opponent, and
// reports whether that added a pair.
func (sg *sparseGraph) widen(mate []int) bool {
	n := len(sg.g.e)
	widened := false
	for i := range n {
		if mate[i] != -1 {
			continue
		}
		for j := range n {
			if j != i && sg.add(i, j) {
				widened = true
			}
		}
	}
	return widened
}

// complete puts every pair in the graph, and reports whether that added
// one. A matching that leaves someone single even with every pair of the
// players it left single proves no more than that the graph lacks a
// pairing: the pairing may need a pair between two players it paired with
// others (with colours first, one of two players who must have the same
// colour, left out of the candidates). Only the whole graph can say that no
// pairing without a rematch exists. That is a small or rematch-bound
// field: in a large one, with every pair of the two single players in the
// graph, the partner of one of the many opponents one of them may meet is
// one the other may meet, and nobody is left single.
func (sg *sparseGraph) complete() bool {
	n := len(sg.g.e)
	added := false
	for i := range n {
		for j := i + 1; j < n; j++ {
			if sg.add(i, j) {
				added = true
			}
		}
	}
	return added
}

// prune takes out of the graph the pairs added since the first candidates
// (the first kept ones) that the solution's duals leave slack, neither
// tight nor matched: they are in no optimum of the graph, and they slow
// every later solution. The certificate checks them as it checks every pair
// left out; a pair leaves at most once (dropped), so the passes come to an
// end.
func (sg *sparseGraph) prune(kept int, sol *matching.Solution, dropped pairSet) {
	out := sg.edges[:kept]
	for _, e := range sg.edges[kept:] {
		if sol.Mate[e.I] == e.J || dropped.has(e.I, e.J) || sol.Duals.Slack(e.I, e.J, e.Weight) <= 0 {
			out = append(out, e)
			continue
		}
		dropped.set(e.I, e.J, true)
		sg.in.set(e.I, e.J, false)
	}
	sg.edges = out
}

// SwissWith is Swiss computed by another matching engine on the dense graph
// of all pairs (for comparison and for engines that want the whole graph).
func SwissWith(engine matching.Engine, entrants []Entrant, opts SwissOptions) (Pairing, error) {
	g, err := newSwissGraph(entrants, opts)
	if err != nil {
		return Pairing{}, err
	}
	n := len(entrants)
	var edges []matching.Edge
	for i := range n {
		for j := i + 1; j < n; j++ {
			if w, ok := g.weight(i, j); ok {
				edges = append(edges, matching.Edge{I: i, J: j, Weight: w})
			}
		}
		if n%2 == 1 {
			w, _ := g.weight(i, n)
			edges = append(edges, matching.Edge{I: i, J: n, Weight: w})
		}
	}
	mate, err := engine(n+n%2, edges, true)
	if err != nil {
		return Pairing{}, fmt.Errorf("pair round %d: %w", opts.Round, err)
	}
	for i := range n {
		if mate[i] == -1 {
			return Pairing{}, fmt.Errorf("pair round %d: %w", opts.Round, ErrNoPairing)
		}
	}
	return g.result(mate), nil
}

// pairSet is a set of pairs i < j of n players, a bit each.
type pairSet struct {
	n    int
	bits []uint64
}

func newPairSet(n int) pairSet { return pairSet{n: n, bits: make([]uint64, (n*n+63)/64)} }

// has reports whether the pair i < j is in the set.
func (s pairSet) has(i, j int) bool { k := i*s.n + j; return s.bits[k/64]&(1<<(k%64)) != 0 }

// set puts the pair i < j in the set, or takes it out.
func (s pairSet) set(i, j int, in bool) {
	k := i*s.n + j
	if in {
		s.bits[k/64] |= 1 << (k % 64)
	} else {
		s.bits[k/64] &^= 1 << (k % 64)
	}
}

// swissGraph holds what the weights of a Swiss round need.
type swissGraph struct {
	e         []Entrant
	opts      SwissOptions
	order     []int // entrants by score (highest first), then seed
	rank      []int // rank[i] is entrant i's place in order
	groupSize map[int]int
	groupAt   map[int]int // where each score group starts in order
	met       [][]int32   // per entrant: the entrants met, either way round (a few)
	avoid     map[[2]int64]bool
	maxScore  int
	minScore  int
	traits    []traits // per entrant: what weighing a pair reads, in one place
	hard      int64    // the weight a ColourForced pair loses: wColourHard, or wColourFirst
}

// traits are what weighing a pair reads of each player, precomputed and
// kept together, so that a pair is weighed from two reads of memory and
// touches no map.
type traits struct {
	score, gsize, imb int   // score, size of the score group, colour imbalance
	pos               int   // place inside the score group
	club, region      int32 // interned; -1 for none
	due               byte  // the colour due, or 0
	strong            bool  // must have the due colour (mustHaveDue)
}

func newSwissGraph(entrants []Entrant, opts SwissOptions) (*swissGraph, error) {
	n := len(entrants)
	if n < 2 {
		return nil, fmt.Errorf("pair round %d: %w", opts.Round, ErrTooFewPlayers)
	}
	g := &swissGraph{e: entrants, opts: opts, groupSize: map[int]int{}, groupAt: map[int]int{}, avoid: map[[2]int64]bool{}, hard: wColourHard}
	if opts.ColoursFirst {
		g.hard = wColourFirst
	}
	g.order = seedOrder(entrants, opts)
	g.rank = ranks(g.order)
	g.traits = make([]traits, n)
	for r, i := range g.order {
		s := entrants[i].Score
		if _, ok := g.groupAt[s]; !ok {
			g.groupAt[s] = r
		}
		g.traits[i].pos = g.groupSize[s]
		g.groupSize[s]++
	}
	g.maxScore, g.minScore = entrants[g.order[0]].Score, entrants[g.order[n-1]].Score
	index := make(map[int64]int32, n)
	for i := range entrants {
		index[entrants[i].ID] = int32(i)
	}
	g.met = make([][]int32, n)
	for i := range entrants {
		for _, o := range entrants[i].Opponents {
			if j, ok := index[o]; ok {
				g.met[i] = append(g.met[i], j)
				g.met[j] = append(g.met[j], int32(i))
			}
		}
	}
	for _, p := range opts.AvoidPairs {
		g.avoid[[2]int64{p[0], p[1]}], g.avoid[[2]int64{p[1], p[0]}] = true, true
	}
	names := map[string]int32{}
	intern := func(s string) int32 {
		if s == "" {
			return -1
		}
		id, ok := names[s]
		if !ok {
			id = int32(len(names))
			names[s] = id
		}
		return id
	}
	for i := range entrants {
		e, t := &entrants[i], &g.traits[i]
		t.score, t.gsize, t.imb = e.Score, g.groupSize[e.Score], abs(e.Blacks-e.Whites)
		t.due, t.club, t.region = e.due(), intern("club:"+e.Club), intern("region:"+e.Region)
		t.strong = e.due() != 0 && e.mustHaveDue()
		if e.Club == "" {
			t.club = -1
		}
		if e.Region == "" {
			t.region = -1
		}
	}
	return g, nil
}

// target is the place in order of i's ideal partner by the seeding pattern
// inside its score group, or -1.
func (g *swissGraph) target(i int) int {
	s := g.e[i].Score
	size, pos := g.groupSize[s], g.traits[i].pos
	t := pos + size/2
	if pos >= size/2 {
		t = pos - size/2
	}
	if g.opts.Seeding == SplitAndFold {
		t = size - 1 - pos
	}
	if t < 0 || t >= size {
		return -1
	}
	return g.groupAt[s] + t
}

// cost is what pairing i with j gives up.
func (g *swissGraph) cost(i, j int) Cost {
	a, b := &g.traits[i], &g.traits[j]
	c := Cost{ScoreDiff: abs(a.score - b.score)}
	c.NamedPair = len(g.avoid) > 0 && g.avoid[[2]int64{g.e[i].ID, g.e[j].ID}]
	if g.opts.Round < g.opts.AvoidClubUntil && ((a.club >= 0 && a.club == b.club) ||
		(g.opts.AvoidRegion && a.region >= 0 && a.region == b.region)) {
		c.SameClub = true
	}
	c.ColourClash = a.due != 0 && a.due == b.due
	c.ColourForced = c.ColourClash && a.strong && b.strong
	if c.ScoreDiff == 0 {
		c.SeedOffset = seedOffset(a.pos, b.pos, a.gsize, g.opts.Seeding)
	}
	return c
}

// roughWeight is the weight of a pair without the rematch check (cheap).
func (g *swissGraph) roughWeight(i, j int) int64 {
	c := g.cost(i, j)
	w := wBase - int64(c.ScoreDiff*c.ScoreDiff)*wScore
	if c.ScoreDiff != 0 {
		// The player who floats down from an odd score group is its
		// lowest placed, unless a criterion above forces another.
		hi := i
		if g.traits[j].score > g.traits[i].score {
			hi = j
		}
		w -= g.floatCost(hi)
	}
	if c.NamedPair {
		w -= wNamedPair
	}
	if c.SameClub {
		w -= wClub
	}
	if c.ColourClash {
		worse := min(g.traits[i].imb, g.traits[j].imb)
		w -= wColour * int64(1+worse)
		if c.ColourForced {
			w -= g.hard
		}
	}
	return w - int64(c.SeedOffset)*wSeed
}

// floatCost is what a pair with a lower score group loses by the player
// i of the higher one: the places between him and the bottom of his group.
func (g *swissGraph) floatCost(i int) int64 {
	t := &g.traits[i]
	return int64(t.gsize-1-t.pos) * wFloat
}

// weight is the weight of pairing i with j, or false for a rematch. j = n
// stands for the bye.
func (g *swissGraph) weight(i, j int) (int64, bool) {
	n := len(g.e)
	if j == n {
		e := g.e[i]
		return wBase - int64(e.Byes)*wByeAgain - wByeScore/int64(max(1, g.maxScore-g.minScore))*int64(e.Score-g.minScore) - int64(n-1-g.rank[i])*wByeSeed, true
	}
	if slices.Contains(g.met[i], int32(j)) {
		return 0, false
	}
	return g.roughWeight(i, j), true
}

// result turns a matching into games with colours, tables and explanations.
func (g *swissGraph) result(mate []int) Pairing {
	n := len(g.e)
	p := Pairing{Explain: map[[2]int64]Cost{}}
	for i := range n {
		j := mate[i]
		switch {
		case j == n:
			p.Bye = g.e[i].ID
		case j > i:
			p.Games = append(p.Games, colours(&g.e[i], &g.e[j], g.rank[i], g.rank[j]))
			c := g.cost(i, j)
			p.Explain[[2]int64{g.e[i].ID, g.e[j].ID}], p.Explain[[2]int64{g.e[j].ID, g.e[i].ID}] = c, c
		}
	}
	tableOrder(p.Games, g.e)
	g.firstGameColours(p.Games)
	return p
}

// firstGameColours alternates the colours by table for the games between
// players who have no colour yet (round 1, or two latecomers): at odd tables
// the higher placed player takes the colour drawn by lot from the recorded
// seed (or the colour the options fix), at even tables the other one. Giving Black to the lower placed
// player at every table would make the whole top half play White, and, as
// the stronger usually win, leave the next rounds' score groups all due the
// same colour.
func (g *swissGraph) firstGameColours(games []Game) {
	at := make(map[int64]int, len(g.e))
	for i, e := range g.e {
		at[e.ID] = i
	}
	topBlack := FirstTableBlack(g.opts.Seed)
	if g.opts.TopColour != 0 {
		topBlack = g.opts.TopColour == 'B'
	}
	for k := range games {
		b, w := at[games[k].Black], at[games[k].White]
		if g.e[b].Blacks+g.e[b].Whites+g.e[w].Blacks+g.e[w].Whites > 0 {
			continue
		}
		higher, lower := b, w
		if g.rank[w] < g.rank[b] {
			higher, lower = w, b
		}
		if (games[k].Table%2 == 1) == topBlack {
			games[k].Black, games[k].White = g.e[higher].ID, g.e[lower].ID
		} else {
			games[k].Black, games[k].White = g.e[lower].ID, g.e[higher].ID
		}
	}
}

// FirstTableBlack reports whether, with this recorded seed, the higher placed
// player at table 1 takes Black in a round where nobody has a colour yet.
func FirstTableBlack(seed uint64) bool {
	return rand.New(rand.NewPCG(seed, 0xC0104)).IntN(2) == 0
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
// of size g: pi+g/2 (slip) or g-1-pi (fold); a pair inside one half of
// the group counts g/2 more. So when a pair must go (two of a club), the
// smallest exchange is made: a transposition inside the bottom half (2d
// for places d apart, less than g) before an exchange between the halves
// (two pairs inside a half, g at least).
func seedOffset(pi, pj, g int, how FirstRound) int {
	if pi > pj {
		pi, pj = pj, pi
	}
	target := pi + g/2
	if how == SplitAndFold {
		target = g - 1 - pi
	}
	off := abs(pj - target)
	if half := g / 2; pj < half || pi >= half {
		off += max(1, half)
	}
	return off
}

// colours gives Black to the player due it; when both are due the same
// colour, the one who must have it (mustHaveDue) gets it, else the one
// further out of balance; otherwise the lower placed takes Black (the weaker
// takes Black, as in Go's custom).
func colours(a, b *Entrant, ra, rb int) Game {
	blackFirst := func(x, y *Entrant) Game { return Game{Black: x.ID, White: y.ID} }
	da, db := a.due(), b.due()
	switch {
	case da == db && da != 0 && a.mustHaveDue() != b.mustHaveDue():
		must, other := a, b
		if b.mustHaveDue() {
			must, other = b, a
		}
		if da == 'B' {
			return blackFirst(must, other)
		}
		return blackFirst(other, must)
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

// ExplainPair says what pairing players a and b would cost before a round,
// whether or not the pairing made them meet.
func ExplainPair(entrants []Entrant, opts SwissOptions, a, b int64) (Cost, error) {
	g, err := newSwissGraph(entrants, opts)
	if err != nil {
		return Cost{}, err
	}
	ia, ib := -1, -1
	for i, e := range entrants {
		switch e.ID {
		case a:
			ia = i
		case b:
			ib = i
		}
	}
	if ia < 0 || ib < 0 {
		return Cost{}, fmt.Errorf("explain %d–%d: not in the field", a, b)
	}
	return g.cost(ia, ib), nil
}

// Weight is the total weight of a pairing under the round's criteria, the
// quantity Swiss maximises (for comparing pairings made another way).
func Weight(entrants []Entrant, opts SwissOptions, p Pairing) (int64, error) {
	g, err := newSwissGraph(entrants, opts)
	if err != nil {
		return 0, err
	}
	idx := make(map[int64]int, len(entrants))
	for i, e := range entrants {
		idx[e.ID] = i
	}
	var total int64
	for _, game := range p.Games {
		w, ok := g.weight(idx[game.Black], idx[game.White])
		if !ok {
			return 0, fmt.Errorf("weigh round %d: %d–%d is a rematch", opts.Round, game.Black, game.White)
		}
		total += w
	}
	if p.Bye != 0 {
		w, _ := g.weight(idx[p.Bye], len(entrants))
		total += w
	}
	return total, nil
}

// dueIndex numbers the colours due: 0 none, 1 Black, 2 White.
func dueIndex(c byte) int {
	switch c {
	case 'B':
		return 1
	case 'W':
		return 2
	}
	return 0
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
