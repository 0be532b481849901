package pairing

import (
	"math"
	"runtime"
	"slices"
	"sort"
	"sync"
	"sync/atomic"

	"weiqi-arbiter/domain/matching"
)

// improvingPerPlayer is how many of a player's improving pairs join the
// graph after each solution: the most improving ones. Where the optimum has
// many equal alternatives (a score group mostly due one colour) a few per
// player leave many passes; many per player make every solution slower.
// Measured on the 10,000-player fields (docs/benchmarks.md): 48 each pass
// beat 16, 24 or 32 doubled each pass and 64 each pass.
const improvingPerPlayer = 48

// maxCertifiers bounds the goroutines that check the certificate.
const maxCertifiers = 8

// improving lists pairs left out of the graph whose slack under the duals
// is negative, pairs that could improve the matching: for each player at
// most improvingPerPlayer, the most negative (ties by the other player's
// index, so that the list does not depend on the order of the work). It returns none
// only when no such pair exists, so the matching is then the optimum over
// all pairs; yet it weighs few pairs one by one. Pairs fall into classes,
// two score groups or one score group and a seeding distance, and a bound
// on the weight of a whole class (the score difference and the seeding
// offset, costs that can only lower it left aside) against the smallest
// duals in it clears the class at once; only pairs that the bound cannot
// clear are weighed. The classes are shared out among the processors.
func (g *swissGraph) improving(d *matching.Duals, has func(i, j int) bool) [][2]int {
	n := len(g.e)
	c := certificate{g: g, d: d, has: has, outer: make([]int, n), around: make([]int, n)}
	for i := range n {
		c.outer[i] = d.Outer(i)
		c.around[i] = d.Around(i, wColour)
	}
	c.splitGroups()
	// One task per score group against the groups below it, one per score
	// group inside itself; the largest first, so that none is left to run
	// alone at the end.
	type task struct {
		cost   int
		group  int
		inside bool
	}
	var tasks []task
	for a, gr := range c.groups {
		below := 0
		for _, other := range c.groups[a+1:] {
			below += other.size
		}
		tasks = append(tasks, task{cost: gr.size * below, group: a}, task{cost: gr.size * gr.size, group: a, inside: true})
	}
	sort.SliceStable(tasks, func(x, y int) bool { return tasks[x].cost > tasks[y].cost })
	workers := max(1, min(runtime.GOMAXPROCS(0), maxCertifiers, len(tasks)))
	checkers := make([]*checker, workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range checkers {
		ch := &checker{certificate: &c, worst: make([][]found, n)}
		checkers[w] = ch
		wg.Go(func() {
			for {
				t := int(next.Add(1)) - 1
				if t >= len(tasks) {
					return
				}
				if tasks[t].inside {
					ch.inside(c.groups[tasks[t].group])
				} else {
					ch.across(tasks[t].group)
				}
			}
		})
	}
	wg.Wait()
	total := 0
	for _, ch := range checkers {
		for _, w := range ch.worst {
			total += len(w)
		}
	}
	out := make([][2]int, 0, total)
	merged := make([]found, 0, improvingPerPlayer)
	for i := range n {
		merged = merged[:0]
		for _, ch := range checkers {
			for _, f := range ch.worst[i] {
				merged = insertFound(merged, f, improvingPerPlayer)
			}
		}
		for _, f := range merged {
			out = append(out, [2]int{i, f.j})
		}
	}
	return out
}

// found is an improving pair seen from one player: the other player and
// the pair's slack.
type found struct {
	j     int
	slack int64
}

// insertFound adds f to w, kept sorted by slack then player, at most limit
// long.
func insertFound(w []found, f found, limit int) []found {
	less := func(a, b found) bool { return a.slack < b.slack || (a.slack == b.slack && a.j < b.j) }
	if len(w) == limit && !less(f, w[len(w)-1]) {
		return w
	}
	k := len(w)
	if k < limit {
		w = append(w, found{})
	} else {
		k--
	}
	for k > 0 && less(f, w[k-1]) {
		w[k] = w[k-1]
		k--
	}
	w[k] = f
	return w
}

// certificate is what the check of one solution shares among its
// goroutines; none of it changes while they run.
type certificate struct {
	g      *swissGraph
	d      *matching.Duals
	has    func(i, j int) bool
	outer  []int // per player: the outermost blossom around him, or -1
	around []int // per player: the innermost blossom around him of a dual ≥ wColour, or -1
	groups []scoreGroup
}

// scoreGroup is one score group of the seeding order, its players split
// into parts: one blossom (around: the duals of the blossoms holding two
// parts' blossoms add to the slack of every pair between them), one colour
// due, obliged to have it or not.
type scoreGroup struct {
	score, start, size int
	parts              []part
}

type part struct {
	blossom      int   // the blossom around its players (around), -1 for none or several
	colourTraits       // of its players; imb the least among them
	byDual       []int // players by rising dual
	// byFloat is the players by rising dual plus twice what floating
	// down costs them (floatCost): the order in which they meet the
	// bound on pairs with lower groups.
	byFloat []int
}

// maxParts: beyond, a group's parts are by colour only, without blossoms:
// slower, still exact.
const maxParts = 48

// colourTraits is what the colour rule reads of a player (or the least of a
// part's players): the colour due, whether he must have it
// (mustHaveDue), his colour imbalance.
type colourTraits struct {
	due    byte
	strong bool
	imb    int
}

// partKey is what sets a part apart.
type partKey struct {
	blossom int
	due     byte
	strong  bool
}

func (c *certificate) splitGroups() {
	g, n := c.g, len(c.g.e)
	for r := 0; r < n; {
		s := g.traits[g.order[r]].score
		gr := scoreGroup{score: s, start: r, size: g.groupSize[s]}
		gr.parts = c.parts(gr, func(i int) partKey {
			t := &g.traits[i]
			return partKey{c.around[i], t.due, t.strong}
		})
		if len(gr.parts) > maxParts {
			gr.parts = c.parts(gr, func(i int) partKey {
				t := &g.traits[i]
				return partKey{-1, t.due, t.strong}
			})
		}
		c.groups = append(c.groups, gr)
		r += gr.size
	}
}

// parts splits a score group's players by key, each part's players sorted
// both ways.
func (c *certificate) parts(gr scoreGroup, key func(i int) partKey) []part {
	g, u := c.g, c.d.Vertex
	index := map[partKey]int{}
	var parts []part
	for q := range gr.size {
		i := g.order[gr.start+q]
		k := key(i)
		at, ok := index[k]
		if !ok {
			at = len(parts)
			index[k] = at
			pt := part{blossom: k.blossom, colourTraits: colourTraits{k.due, k.strong, g.traits[i].imb}}
			parts = append(parts, pt)
		}
		parts[at].imb = min(parts[at].imb, g.traits[i].imb)
		parts[at].byDual = append(parts[at].byDual, i)
	}
	for k := range parts {
		pt := &parts[k]
		sort.Slice(pt.byDual, func(a, b int) bool { return u[pt.byDual[a]] < u[pt.byDual[b]] })
		pt.byFloat = slices.Clone(pt.byDual)
		sort.Slice(pt.byFloat, func(a, b int) bool {
			return u[pt.byFloat[a]]+2*g.floatCost(pt.byFloat[a]) < u[pt.byFloat[b]]+2*g.floatCost(pt.byFloat[b])
		})
	}
	return parts
}

// clash is what a pair of players of colourTraits a and b loses at least by
// the colour rule (see roughWeight), twice.
func (g *swissGraph) clash(a, b colourTraits) int64 {
	if a.due == 0 || a.due != b.due {
		return 0
	}
	lost := wColour * int64(1+min(a.imb, b.imb))
	if a.strong && b.strong {
		lost += g.hard
	}
	return 2 * lost
}

// checker is one goroutine's share of the check: the improving pairs it
// has found, per player, and its own search trees.
type checker struct {
	*certificate
	worst       [][]found
	right, left minTree
	value       []int64
}

// weigh weighs one pair left out of the graph and notes it if improving.
// The slack comes first, the graph and the rematches after: most pairs
// weighed do not improve.
func (ch *checker) weigh(i, j int) {
	w := ch.g.roughWeight(i, j)
	// Only a pair inside one outermost blossom has blossom duals.
	s := ch.d.Vertex[i] + ch.d.Vertex[j] - 2*w
	if ch.outer[i] >= 0 && ch.outer[i] == ch.outer[j] {
		s = ch.d.Slack(i, j, w)
	}
	if s >= 0 || ch.has(min(i, j), max(i, j)) {
		return
	}
	if _, ok := ch.g.weight(i, j); !ok {
		return // a rematch
	}
	ch.worst[i] = insertFound(ch.worst[i], found{j, s}, improvingPerPlayer)
	ch.worst[j] = insertFound(ch.worst[j], found{i, s}, improvingPerPlayer)
}

// across checks the pairs between score group a and every group below it:
// every such pair weighs at most wBase − wScore·d² − wFloat·(places from
// the higher player to the bottom of his group), less the colour rule's
// least cost between their parts (clash).
func (ch *checker) across(a int) {
	u := ch.d.Vertex
	lifted := func(i int) int64 { return u[i] + 2*ch.g.floatCost(i) }
	for b := a + 1; b < len(ch.groups); b++ {
		diff := int64(ch.groups[a].score - ch.groups[b].score)
		for x := range ch.groups[a].parts {
			A := &ch.groups[a].parts[x]
			for y := range ch.groups[b].parts {
				B := &ch.groups[b].parts[y]
				bound := 2*(wBase-wScore*diff*diff) - ch.g.clash(A.colourTraits, B.colourTraits)
				bound -= 2 * ch.d.CommonSum(A.blossom, B.blossom)
				if lifted(A.byFloat[0])+u[B.byDual[0]] >= bound {
					continue
				}
				for _, i := range A.byFloat {
					if lifted(i)+u[B.byDual[0]] >= bound {
						break
					}
					for _, j := range B.byDual {
						if lifted(i)+u[j] >= bound {
							break
						}
						ch.weigh(i, j)
					}
				}
			}
		}
	}
}

// seedSlope is what twice a pair's weight loses per place of seeding
// offset: the slope of the inside bound (2·wSeed, the weights' own).
const seedSlope = 2 * wSeed

// inside checks the pairs of one score group: a pair at places p < q
// weighs at most wBase − wSeed·|q − t|, where t = p + size/2 (slip) or
// t = size−1−p (fold), the seeding offset. The pair can improve only if
// u[q] + seedSlope·|q − t| < 2·wBase − u[p] (less the blossom's dual inside
// one part). Per part, two min-trees over u[q] + seedSlope·q and u[q] −
// seedSlope·q report exactly the places that pass this test on each side
// of t, without looking at the others.
func (ch *checker) inside(gr scoreGroup) {
	g, u := ch.g, ch.d.Vertex
	size := gr.size
	ch.value = append(ch.value[:0], make([]int64, size)...)
	value := ch.value
	for k := range gr.parts {
		P := &gr.parts[k]
		for q := range value {
			value[q] = math.MaxInt64 / 4 // not in the part
		}
		for _, i := range P.byDual {
			value[g.rank[i]-gr.start] = u[i]
		}
		ch.right.build(size, func(q int) int64 { return value[q] + seedSlope*int64(q) })
		ch.left.build(size, func(q int) int64 { return value[q] - seedSlope*int64(q) })
		for p := range size {
			i := g.order[gr.start+p]
			t := &g.traits[i]
			limit := 2*wBase - u[i] - g.clash(colourTraits{t.due, t.strong, t.imb}, P.colourTraits)
			limit -= 2 * ch.d.CommonSum(ch.around[i], P.blossom)
			visit := func(q int) { ch.weigh(i, g.order[gr.start+q]) }
			// Places lo ≤ q < hi at offset |q − t|.
			scan := func(lo, hi, t int) {
				if lo >= hi {
					return
				}
				if m := min(hi, max(lo, t)); lo < m { // q < t: u[q] − slope·q + slope·t
					ch.left.below(lo, m, limit-seedSlope*int64(t), visit)
				}
				if m := max(lo, min(hi, t)); m < hi { // q ≥ t: u[q] + slope·q − slope·t
					ch.right.below(m, hi, limit+seedSlope*int64(t), visit)
				}
			}
			// Each pair once, from its higher placed player.
			if g.opts.Seeding == SplitAndFold {
				scan(p+1, size, size-1-p)
			} else {
				scan(p+1, size, p+size/2)
			}
		}
	}
}

// minTree is a segment tree of minima that reports every place of a range
// whose value is below a limit, in time proportional to the places reported
// (times the tree's height).
type minTree struct {
	size int
	min  []int64 // node k covers a range; leaves from size on
}

func (t *minTree) build(size int, value func(int) int64) {
	t.size = 1
	for t.size < size {
		t.size *= 2
	}
	t.min = append(t.min[:0], make([]int64, 2*t.size)...)
	for k := range t.size {
		t.min[t.size+k] = math.MaxInt64
		if k < size {
			t.min[t.size+k] = value(k)
		}
	}
	for k := t.size - 1; k >= 1; k-- {
		t.min[k] = min(t.min[2*k], t.min[2*k+1])
	}
}

// below calls visit for every place q in [lo, hi) whose value is below limit.
func (t *minTree) below(lo, hi int, limit int64, visit func(int)) {
	var walk func(k, from, to int)
	walk = func(k, from, to int) {
		if to <= lo || hi <= from || t.min[k] >= limit {
			return
		}
		if k >= t.size {
			visit(k - t.size)
			return
		}
		mid := (from + to) / 2
		walk(2*k, from, mid)
		walk(2*k+1, mid, to)
	}
	walk(1, 0, t.size)
}
