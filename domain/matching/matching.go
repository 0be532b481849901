// Package matching finds maximum-weight matchings in general graphs: the
// engine under Swiss and McMahon pairing. It knows nothing about Go: vertices
// are numbers, edges carry integer weights, and the pairing package packs its
// criteria into those weights, most important first.
//
// The algorithm is Edmonds' blossom algorithm in its primal-dual form with
// integer dual variables, after Galil's exposition ("Efficient algorithms
// for finding maximum matching in graphs", 1986), with the duals kept
// lazily and the next dual change taken from a heap of events (lazy.go),
// as the faster implementations do, so that a change is not a pass over
// the whole graph; and a solution can be resumed on a changed graph with
// its blossoms kept (resume.go).
package matching

import (
	"errors"
	"math"
	"math/bits"
	"slices"
)

// Edge joins vertices I and J with a weight; the matching maximises the sum
// of the weights of its edges.
type Edge struct {
	I, J   int
	Weight int64
}

// Engine computes matchings; another implementation (a sparse one for very
// large fields) can stand in for MaxWeight behind it.
type Engine func(n int, edges []Edge, maxCardinality bool) ([]int, error)

// ErrBadGraph is returned for an edge that names a vertex outside 0..n-1 or
// joins a vertex to itself.
var ErrBadGraph = errors.New("bad graph")

// MaxWeight returns a maximum-weight matching of the graph on vertices
// 0..n-1 as mate[v] (the vertex matched to v, or -1). With maxCardinality it
// returns, among the matchings of the largest size, one of maximum weight.
// Weights may be negative; with maxCardinality they may be anything that
// fits, else only positive-weight edges are ever worth matching.
func MaxWeight(n int, edges []Edge, maxCardinality bool) ([]int, error) {
	if err := checkEdges(n, edges); err != nil {
		return nil, err
	}
	mate := make([]int, n)
	for i := range mate {
		mate[i] = -1
	}
	if len(edges) == 0 {
		return mate, nil
	}
	m := run(n, edges, maxCardinality)
	for v := range n {
		if m.mate[v] >= 0 {
			mate[v] = m.end(m.mate[v])
		}
	}
	return mate, nil
}

// MaxWeightDuals is MaxWeight that also returns the vertices' dual
// variables at the end. In this formulation an edge (i, j) of weight w has
// slack dual[i] + dual[j] − 2w ≥ 0 (plus blossom terms that are never
// negative); for an edge left out of the graph, a non-negative slack proves
// that adding it could not improve the matching when the matching is perfect
// (with maxCardinality) or always (without).
func MaxWeightDuals(n int, edges []Edge, maxCardinality bool) ([]int, []int64, error) {
	mate, d, err := MaxWeightCertified(n, edges, maxCardinality)
	if err != nil {
		return nil, nil, err
	}
	return mate, d.Vertex, nil
}

// Duals are the dual variables a matching ends with: one per vertex and one
// per blossom (an odd set of vertices, nested) still formed at the end.
// Together they bound every edge, in the graph or not: an edge (i, j) of
// weight w whose Slack is not negative cannot improve the matching (when it
// is perfect, with maxCardinality; always without). The pairing package
// solves a sparse graph and checks the pairs left out this way.
type Duals struct {
	Vertex []int64 // per vertex
	n      int
	parent []int   // per vertex or blossom (index ≥ n): the blossom around it, or -1
	depth  []int   // nesting depth, 0 for the outermost
	sumZ   []int64 // per blossom: its dual plus those of the blossoms around it
	// up[k][b] is the blossom 2^k levels around b, or -1 (binary
	// lifting: the innermost blossom around two vertices in a few steps,
	// however deep the nesting).
	up [][]int32
}

// Outer is the outermost blossom around vertex v, or -1 when v is in none.
func (d *Duals) Outer(v int) int {
	b := -1
	for p := d.parent[v]; p != -1; p = d.parent[p] {
		b = p
	}
	return b
}

// OuterSum is the sum of the duals of blossom b and the blossoms around it
// (b from Outer: its own dual).
func (d *Duals) OuterSum(b int) int64 { return d.sumZ[b] }

// Around is the innermost blossom around vertex v whose own dual is at
// least least, or -1 when none is. A pair of vertices has in its slack
// twice the duals of the blossoms around both: at least twice
// CommonSum(Around(i, x), Around(j, x)), whatever x; the blossoms left
// out, those of duals below x, add the rest.
func (d *Duals) Around(v int, least int64) int {
	for p := d.parent[v]; p != -1; p = d.parent[p] {
		if d.sumZ[p]-d.outerSum(d.parent[p]) >= least {
			return p
		}
	}
	return -1
}

// outerSum is sumZ of blossom b, 0 for none.
func (d *Duals) outerSum(b int) int64 {
	if b < 0 {
		return 0
	}
	return d.sumZ[b]
}

// CommonSum is the sum of the duals of the blossoms holding both blossoms
// a and b (from Around or Outer; -1 for none): 0 when they are in
// different outermost blossoms or either is -1.
func (d *Duals) CommonSum(a, b int) int64 {
	if a < 0 || b < 0 {
		return 0
	}
	return d.outerSum(d.common(a, b))
}

// Slack is the slack of a pair (i, j) of weight w under the duals: vertex
// duals and, twice, the dual of every blossom holding both.
func (d *Duals) Slack(i, j int, w int64) int64 {
	s := d.Vertex[i] + d.Vertex[j] - 2*w
	a, b := d.parent[i], d.parent[j]
	if a == -1 || b == -1 {
		return s
	}
	if c := d.common(a, b); c != -1 {
		s += 2 * d.sumZ[c]
	}
	return s
}

// common is the innermost blossom holding blossoms a and b (or being one
// of them), or -1.
func (d *Duals) common(a, b int) int {
	if d.depth[a] < d.depth[b] {
		a, b = b, a
	}
	for k, diff := 0, d.depth[a]-d.depth[b]; diff > 0; k, diff = k+1, diff>>1 {
		if diff&1 != 0 {
			a = int(d.up[k][a])
		}
	}
	if a == b {
		return a
	}
	for k := len(d.up) - 1; k >= 0; k-- {
		if x, y := d.up[k][a], d.up[k][b]; x != y {
			a, b = int(x), int(y)
		}
	}
	return d.parent[a] // -1 when a and b are in different outermost blossoms
}

// MaxWeightCertified is MaxWeight that also returns the duals proving it.
func MaxWeightCertified(n int, edges []Edge, maxCardinality bool) ([]int, *Duals, error) {
	if err := checkEdges(n, edges); err != nil {
		return nil, nil, err
	}
	if len(edges) == 0 {
		d := emptyDuals(n)
		d.lift()
		return fill(n, -1), d, nil
	}
	mate, d := run(n, edges, maxCardinality).certified()
	return mate, d, nil
}

func emptyDuals(n int) *Duals {
	return &Duals{Vertex: make([]int64, n), n: n, parent: fill(2*n, -1), depth: make([]int, 2*n), sumZ: make([]int64, 2*n)}
}

// certified is the matching m found, as mate, and its duals.
func (m *matcher) certified() ([]int, *Duals) {
	n := m.n
	mate := fill(n, -1)
	d := emptyDuals(n)
	for v := range n {
		if m.mate[v] >= 0 {
			mate[v] = m.end(m.mate[v])
		}
	}
	copy(d.Vertex, m.dualvar[:n])
	for b := n; b < 2*n; b++ {
		if m.blossombase[b] >= 0 {
			for _, c := range m.blossomchilds[b] {
				d.parent[c] = b
			}
		}
	}
	// A blossom whose dual is zero adds nothing to any slack: leave it out,
	// so that each vertex's outermost blossom is one that counts (and the
	// pairing's bounds by outermost blossom are as tight as they can be).
	for b := range 2 * n {
		p := d.parent[b]
		for p != -1 && m.dualvar[p] == 0 {
			p = d.parent[p]
		}
		d.parent[b] = p
	}
	// Depths and sums from the outside in.
	var walk func(b int) (int, int64)
	done := make([]bool, 2*n)
	walk = func(b int) (int, int64) {
		if done[b] {
			return d.depth[b], d.sumZ[b]
		}
		depth, sum := 0, m.dualvar[b]
		if p := d.parent[b]; p != -1 {
			pd, ps := walk(p)
			depth, sum = pd+1, ps+m.dualvar[b]
		}
		d.depth[b], d.sumZ[b], done[b] = depth, sum, true
		return depth, sum
	}
	for b := n; b < 2*n; b++ {
		if m.blossombase[b] >= 0 && m.dualvar[b] != 0 {
			walk(b)
		}
	}
	for v := range n {
		if p := d.parent[v]; p != -1 {
			d.depth[v] = d.depth[p] + 1
		}
	}
	d.lift()
	return mate, d
}

// lift fills up from parent and depth.
func (d *Duals) lift() {
	deepest := 0
	for _, x := range d.depth {
		deepest = max(deepest, x)
	}
	d.up = make([][]int32, 0, bits.Len(uint(deepest))+1)
	first := make([]int32, len(d.parent))
	for b, p := range d.parent {
		first[b] = int32(p)
	}
	d.up = append(d.up, first)
	for k := 1; 1<<k <= deepest; k++ {
		prev, next := d.up[k-1], make([]int32, len(d.parent))
		for b := range next {
			next[b] = -1
			if p := prev[b]; p != -1 {
				next[b] = prev[p]
			}
		}
		d.up = append(d.up, next)
	}
}

// Weight is the total weight of a matching given as mate.
func Weight(mate []int, edges []Edge) int64 {
	best := map[[2]int]int64{}
	for _, e := range edges {
		k := [2]int{min(e.I, e.J), max(e.I, e.J)}
		if w, ok := best[k]; !ok || e.Weight > w {
			best[k] = e.Weight
		}
	}
	var total int64
	for v, w := range mate {
		if w > v {
			total += best[[2]int{v, w}]
		}
	}
	return total
}

// arc is an edge seen from one end: the index of its far endpoint (as in
// matcher.endpoint), the far vertex and the weight, kept together so that
// a scan of a vertex's edges reads memory in order (16 bytes an arc: the
// scans of a large field read hundreds of millions of them).
type arc struct {
	p, far int32
	weight int64
}

// end is the vertex at endpoint p.
func (m *matcher) end(p int) int { return int(m.endpoint[p]) }

type matcher struct {
	n, nedge         int
	edges            []Edge
	maxCard          bool
	parallel         bool    // some pair of vertices joined by more than one edge
	endpoint         []int32 // endpoint[2k], endpoint[2k+1]: the two ends of edge k (m.end)
	neighbend        [][]arc // per vertex: its edges, seen from it
	arcs             []arc   // the array neighbend's lists are parts of
	mate             []int   // per vertex: the remote endpoint of its matched edge, or -1
	label            []int8  // per vertex or blossom: 0 free, 1 S, 2 T (5 breadcrumb)
	labelend         []int
	inblossom        []int
	blossomparent    []int
	blossomchilds    [][]int
	blossombase      []int
	blossomendps     [][]int
	bestedge         []int
	blossombestedges [][]int
	hasBestEdges     []bool
	unusedblossoms   []int
	dualvar          []int64
	allowedge        []bool
	queue            []int
	pending          []int   // endpoints of single edges from S-vertices to look at (scanArc)
	bestedgeto       []int   // scratch for addBlossom, all -1 between uses
	bestslackto      []int64 // the slack of bestedgeto's edge, where it is one
	tree             []int   // per top-level blossom labelled: its tree's root
	touched          []int   // the entries of bestedgeto set by the current addBlossom
	tight, zero      []int   // scratch for solve: the edges and T-blossoms a dual change makes tight
	leafBuf          []int   // scratch for the leaves of one blossom
	insideBuf        []int   // scratch for expandBlossom: the T-blossom's vertices
	expandBuf        []int   // scratch for expandBlossom: a child's vertices
	expand, released []int   // scratch for release: the S-blossoms to expand and the vertices
	members          [][]int // per tree root: the blossoms that joined the tree (some since left it)
	// Lazy duals (lazy.go): x's dual is dualvar[x] + rate[x]·delta, rate
	// −1, 0 or +1 as x moves with the dual changes (dualvar is the dual
	// itself whenever rate is 0, as before and after a solve).
	delta   int64
	rate    []int8
	version []int32 // per vertex or blossom: how many events noted for it
	events  eventHeap
	taken   []event // the edge events of the last dual change
	// afterChange, when set (by tests), runs after every dual change.
	afterChange func()
	// The vertices inside each blossom, in the order of a walk of its
	// children: first[x] and last[x] for vertex or blossom x, next[v] the
	// vertex after v in its blossom's list (link). A walk of this list
	// reads one small array; the walk of nested children it replaces
	// chased a slice per level, and blossoms nest thousands deep.
	first, last []int32
	next        []int32
}

func newMatcher(n int, edges []Edge, maxCard bool) *matcher {
	return newMatcherFrom(n, edges, maxCard, nil)
}

// newMatcherFrom is newMatcher that takes the arrays as long as the edges
// (endpoints, arcs) from spare, a matcher no longer needed, where they
// have the room: a large field's arrays are tens of megabytes, and memory
// touched for the first time is dear (docs/benchmarks.md).
func newMatcherFrom(n int, edges []Edge, maxCard bool, spare *matcher) *matcher {
	m := &matcher{n: n, nedge: len(edges), edges: edges, maxCard: maxCard}
	var maxweight int64
	for _, e := range edges {
		maxweight = max(maxweight, e.Weight)
	}
	var spareEnds []int32
	var spareArcs []arc
	var spareAllowed []bool
	if spare != nil {
		spareEnds, spareArcs, spareAllowed = spare.endpoint, spare.arcs, spare.allowedge
	}
	m.endpoint = room(spareEnds, 2*m.nedge)
	// One array for all the endpoint lists, each vertex's a part of it.
	degree := make([]int, n+1)
	for _, e := range edges {
		degree[e.I+1]++
		degree[e.J+1]++
	}
	for v := range n {
		degree[v+1] += degree[v]
	}
	all := room(spareArcs, 2*m.nedge)
	m.arcs = all
	m.neighbend = make([][]arc, n)
	for v := range n {
		m.neighbend[v] = all[degree[v]:degree[v]:degree[v+1]]
	}
	for k, e := range edges {
		m.endpoint[2*k], m.endpoint[2*k+1] = int32(e.I), int32(e.J)
		m.neighbend[e.I] = append(m.neighbend[e.I], arc{p: int32(2*k + 1), far: int32(e.J), weight: e.Weight})
		m.neighbend[e.J] = append(m.neighbend[e.J], arc{p: int32(2 * k), far: int32(e.I), weight: e.Weight})
	}
	// Whether two edges join the same pair of vertices: without, an edge
	// from x to w is the edge x–w (release needs no lookup).
	seen := make([]int32, n)
	for v := range n {
		for _, a := range m.neighbend[v] {
			if seen[a.far] == int32(v+1) {
				m.parallel = true
			}
			seen[a.far] = int32(v + 1)
		}
	}
	m.mate = fill(n, -1)
	m.label = make([]int8, 2*n)
	m.labelend = fill(2*n, -1)
	m.inblossom = make([]int, n)
	for i := range m.inblossom {
		m.inblossom[i] = i
	}
	m.blossomparent = fill(2*n, -1)
	m.blossomchilds = make([][]int, 2*n)
	m.first, m.last, m.next = make([]int32, 2*n), make([]int32, 2*n), make([]int32, n)
	for v := range n {
		m.first[v], m.last[v], m.next[v] = int32(v), int32(v), -1
	}
	m.blossombase = fill(2*n, -1)
	for i := range n {
		m.blossombase[i] = i
	}
	m.blossomendps = make([][]int, 2*n)
	m.bestedge = fill(2*n, -1)
	m.blossombestedges = make([][]int, 2*n)
	m.hasBestEdges = make([]bool, 2*n)
	for b := 2*n - 1; b >= n; b-- {
		m.unusedblossoms = append(m.unusedblossoms, b)
	}
	m.dualvar = make([]int64, 2*n)
	m.rate = make([]int8, 2*n)
	m.version = make([]int32, 2*n)
	for i := range n {
		m.dualvar[i] = maxweight
	}
	m.allowedge = room(spareAllowed, m.nedge)
	clear(m.allowedge)
	m.bestedgeto = fill(2*n, -1)
	m.bestslackto = make([]int64, 2*n)
	m.tree = fill(2*n, -1)
	m.members = make([][]int, 2*n)
	return m
}

// run solves the matching. With maxCard and an even number of vertices it
// starts warm (see warmStart); a warm start proves optimal only a perfect
// matching, so when the result is not perfect it solves again from the
// uniform start.
func run(n int, edges []Edge, maxCard bool) *matcher {
	if maxCard && n%2 == 0 {
		m := newMatcher(n, edges, maxCard)
		m.warmStart()
		for _, x := range m.mate {
			if x == -1 {
			}
		}
		m.solve()
		if !slices.Contains(m.mate, -1) {
			return m
		}
	}
	m := newMatcher(n, edges, maxCard)
	m.solve()
	return m
}

// warmStart begins from vertex duals as high as each vertex's own edges
// need, lowers each single vertex's dual onto its best edge, and matches
// the edges that makes tight when both ends are single: the stages then
// only augment for the vertices left single, instead of one stage per pair.
// It is for maximum-cardinality mode, where no vertex dual has to end at
// zero. The duals of single vertices are made even, so that they share one
// parity as the uniform start has them share one: the slack between two
// outer vertices stays even and halves exactly.
func (m *matcher) warmStart() {
	const none = math.MinInt64
	for v := range m.n {
		top := int64(none)
		for _, a := range m.neighbend[v] {
			p := int(a.p)
			top = max(top, m.edges[p/2].Weight)
		}
		if top != none {
			m.dualvar[v] = top
		}
	}
	for v := range m.n {
		if m.mate[v] != -1 || len(m.neighbend[v]) == 0 {
			continue
		}
		best, bestp := int64(none), -1
		for _, a := range m.neighbend[v] {
			p := int(a.p)
			u := m.end(p)
			c := 2*m.edges[p/2].Weight - m.dualvar[u]
			if c > best || (c == best && m.mate[u] == -1 && m.mate[m.end(bestp)] != -1) {
				best, bestp = c, p
			}
		}
		m.dualvar[v] = best
		if u := m.end(bestp); m.mate[u] == -1 {
			m.mate[v], m.mate[u] = bestp, bestp^1
		}
	}
	for v := range m.n {
		if m.mate[v] == -1 && m.dualvar[v]&1 != 0 {
			m.dualvar[v]++
		}
	}
}

// room is s resliced to length n when it has the capacity, else a new
// slice with a quarter more (for the next Resume, which as a rule has a
// few more edges). What it holds is not cleared.
func room[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:n]
	}
	return make([]T, n, n+n/4)
}

func fill(n, v int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = v
	}
	return s
}

func (m *matcher) slack(k int) int64 {
	e := m.edges[k]
	return m.dual(e.I) + m.dual(e.J) - 2*e.Weight
}

// leaves appends the vertices inside blossom b.
func (m *matcher) leaves(b int, out []int) []int {
	last := m.last[b]
	for v := m.first[b]; ; v = m.next[v] {
		out = append(out, int(v))
		if v == last {
			return out
		}
	}
}

// link makes blossom b's list of vertices (first, last, next) the
// children's lists joined in the order of its children, as it is formed
// and whenever its children turn (augmentBlossom). The children's own
// lists stay as they were: each is still the part from its first to its
// last vertex, so taking b apart needs nothing.
func (m *matcher) link(b int) {
	childs := m.blossomchilds[b]
	for i := 1; i < len(childs); i++ {
		m.next[m.last[childs[i-1]]] = m.first[childs[i]]
	}
	m.first[b], m.last[b] = m.first[childs[0]], m.last[childs[len(childs)-1]]
}

func (m *matcher) assignLabel(w, t, p int) {
	b := m.inblossom[w]
	if p == -1 {
		m.join(b, b)
	} else {
		m.join(b, m.tree[m.inblossom[m.end(p)]])
	}
	m.label[w], m.label[b] = int8(t), int8(t)
	m.labelend[w], m.labelend[b] = p, p
	m.bestedge[w], m.bestedge[b] = -1, -1
	m.signs(b, t)
	if t == 1 {
		m.queue = m.leaves(b, m.queue)
	} else if t == 2 {
		base := m.blossombase[b]
		m.assignLabel(m.end(m.mate[base]), 1, m.mate[base]^1)
	}
}

// scanBlossom traces back from v and w to find a new blossom's base, or -1
// if the edge between them closes an augmenting path.
func (m *matcher) scanBlossom(v, w int) int {
	var path []int
	base := -1
	for v != -1 || w != -1 {
		b := m.inblossom[v]
		if m.label[b]&4 != 0 {
			base = m.blossombase[b]
			break
		}
		path = append(path, b)
		m.label[b] = 5
		if m.labelend[b] == -1 {
			v = -1
		} else {
			v = m.end(m.labelend[b])
			b = m.inblossom[v]
			v = m.end(m.labelend[b])
		}
		if w != -1 {
			v, w = w, v
		}
	}
	for _, b := range path {
		m.label[b] = 1
	}
	return base
}

func reverse(s []int) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

func (m *matcher) addBlossom(base, k int) {
	v, w := m.edges[k].I, m.edges[k].J
	bb, bv, bw := m.inblossom[base], m.inblossom[v], m.inblossom[w]
	b := m.unusedblossoms[len(m.unusedblossoms)-1]
	m.unusedblossoms = m.unusedblossoms[:len(m.unusedblossoms)-1]
	m.blossombase[b] = base
	m.blossomparent[b] = -1
	m.blossomparent[bb] = b
	var path, endps []int
	for bv != bb {
		m.blossomparent[bv] = b
		path = append(path, bv)
		endps = append(endps, m.labelend[bv])
		v = m.end(m.labelend[bv])
		bv = m.inblossom[v]
	}
	path = append(path, bb)
	reverse(path)
	reverse(endps)
	endps = append(endps, 2*k)
	for bw != bb {
		m.blossomparent[bw] = b
		path = append(path, bw)
		endps = append(endps, m.labelend[bw]^1)
		w = m.end(m.labelend[bw])
		bw = m.inblossom[w]
	}
	m.blossomchilds[b], m.blossomendps[b] = path, endps
	m.link(b)
	m.label[b] = 1
	m.labelend[b] = m.labelend[bb]
	m.join(b, m.tree[bb])
	m.dualvar[b], m.rate[b] = -m.delta, 1 // an S-blossom of dual 0 now
	for _, bv := range path {
		if bv >= m.n {
			m.setSign(bv, 0) // no longer top-level: its dual stays
		}
	}
	// The vertices of the T-children become S-vertices, to be scanned;
	// those of the S-children are S-vertices already (their duals move
	// as they did): they only change blossom. Child by child, in b's
	// order, the queue gets the vertices in the order of a walk of b.
	for _, bv := range path {
		last := m.last[bv]
		if m.label[bv] != 2 {
			for v := m.first[bv]; ; v = m.next[v] {
				m.inblossom[v] = b
				if v == last {
					break
				}
			}
			continue
		}
		for v := m.first[bv]; ; v = m.next[v] {
			m.queue = append(m.queue, int(v))
			m.inblossom[v] = b
			m.setSign(int(v), 1)
			if v == last {
				break
			}
		}
	}
	for _, bv := range path {
		if m.hasBestEdges[bv] {
			for _, k := range m.blossombestedges[bv] {
				m.bestTo(b, k)
			}
		} else {
			m.leafBuf = m.leaves(bv, m.leafBuf[:0])
			for _, v := range m.leafBuf {
				for _, a := range m.neighbend[v] {
					p := int(a.p)
					m.bestTo(b, p/2)
				}
			}
		}
		m.blossombestedges[bv], m.hasBestEdges[bv] = nil, false
		m.bestedge[bv] = -1
	}
	m.keepBest(b)
}

// bestTo notes edge k, from inside the top-level blossom b, as the
// least-slack edge so far to the S-blossom at its other end, if it leads
// to one.
func (m *matcher) bestTo(b, k int) {
	j := m.edges[k].J
	if m.inblossom[j] == b {
		j = m.edges[k].I
	}
	bj := m.inblossom[j]
	if bj == b || m.label[bj] != 1 {
		return
	}
	if m.bestedgeto[bj] == -1 {
		m.touched = append(m.touched, bj)
		m.bestedgeto[bj], m.bestslackto[bj] = k, m.slack(k)
	} else if s := m.slack(k); s < m.bestslackto[bj] {
		m.bestedgeto[bj], m.bestslackto[bj] = k, s
	}
}

// keepBest keeps the edges bestTo noted as b's least-slack edges to the
// S-blossoms around it (in blossom order, as a scan of all would give),
// the least of them as b's own, and leaves the scratch clean.
func (m *matcher) keepBest(b int) {
	slices.Sort(m.touched)
	best := make([]int, 0, len(m.touched))
	m.bestedge[b] = -1
	var least int64 // the slack of bestedge[b]
	for _, bj := range m.touched {
		k := m.bestedgeto[bj]
		m.bestedgeto[bj] = -1
		best = append(best, k)
		if m.bestedge[b] == -1 || m.bestslackto[bj] < least {
			m.bestedge[b], least = k, m.bestslackto[bj]
		}
	}
	m.touched = m.touched[:0]
	if b >= m.n {
		m.blossombestedges[b], m.hasBestEdges[b] = best, true
	}
	m.notePair(b)
}

func indexOf(s []int, x int) int {
	for i, y := range s {
		if y == x {
			return i
		}
	}
	return -1
}

// at indexes a blossom's children cyclically (negative indices from the end).
func at(s []int, j int) int {
	if j < 0 {
		return s[len(s)+j]
	}
	return s[j]
}

func (m *matcher) expandBlossom(b int, endstage bool) {
	var inside []int
	if !endstage {
		// The T-blossom's vertices stop moving unless relabelled: those
		// of the children labelled again are set by signs (as a rule the
		// largest child stays a T-blossom, its vertices moving as they
		// did), those left free at the end.
		m.insideBuf = m.leaves(b, m.insideBuf[:0])
		inside = m.insideBuf
		m.setSign(b, 0)
	}
	for _, s := range m.blossomchilds[b] {
		m.blossomparent[s] = -1
		switch {
		case s < m.n:
			m.inblossom[s] = s
		case endstage && m.dual(s) == 0:
			m.expandBlossom(s, endstage)
		default:
			m.expandBuf = m.leaves(s, m.expandBuf[:0])
			for _, v := range m.expandBuf {
				m.inblossom[v] = s
			}
		}
	}
	if !endstage && m.label[b] == 2 {
		childs, endps := m.blossomchilds[b], m.blossomendps[b]
		for _, s := range childs {
			m.join(s, m.tree[b])
		}
		entrychild := m.inblossom[m.end(m.labelend[b]^1)]
		j := indexOf(childs, entrychild)
		var jstep, endptrick int
		if j&1 != 0 {
			j -= len(childs)
			jstep, endptrick = 1, 0
		} else {
			jstep, endptrick = -1, 1
		}
		p := m.labelend[b]
		for j != 0 {
			m.label[m.end(p^1)] = 0
			m.label[m.end(at(endps, j-endptrick)^endptrick^1)] = 0
			m.assignLabel(m.end(p^1), 2, p)
			m.allowedge[at(endps, j-endptrick)/2] = true
			j += jstep
			p = at(endps, j-endptrick) ^ endptrick
			m.allowedge[p/2] = true
			j += jstep
		}
		bv := at(childs, j)
		m.label[m.end(p^1)], m.label[bv] = 2, 2
		m.labelend[m.end(p^1)], m.labelend[bv] = p, p
		m.bestedge[bv] = -1
		m.signs(bv, 2)
		j += jstep
		for at(childs, j) != entrychild {
			bv := at(childs, j)
			if m.label[bv] == 1 {
				j += jstep
				continue
			}
			var found = -1
			m.expandBuf = m.leaves(bv, m.expandBuf[:0])
			for _, v := range m.expandBuf {
				if m.label[v] != 0 {
					found = v
					break
				}
			}
			if found >= 0 {
				m.label[found] = 0
				m.label[m.end(m.mate[m.blossombase[bv]])] = 0
				m.assignLabel(found, 2, m.labelend[found])
			}
			j += jstep
		}
	}
	for _, v := range inside {
		if m.label[m.inblossom[v]] == 0 {
			m.setSign(v, 0)
			m.noteFree(v) // free now: its least-slack edge counts
		}
	}
	m.label[b], m.labelend[b] = -1, -1
	m.blossomchilds[b], m.blossomendps[b] = nil, nil
	m.blossombase[b] = -1
	m.blossombestedges[b], m.hasBestEdges[b] = nil, false
	m.bestedge[b] = -1
	m.unusedblossoms = append(m.unusedblossoms, b)
}

func (m *matcher) augmentBlossom(b, v int) {
	t := v
	for m.blossomparent[t] != b {
		t = m.blossomparent[t]
	}
	if t >= m.n {
		m.augmentBlossom(t, v)
	}
	childs, endps := m.blossomchilds[b], m.blossomendps[b]
	i := indexOf(childs, t)
	j := i
	var jstep, endptrick int
	if i&1 != 0 {
		j -= len(childs)
		jstep, endptrick = 1, 0
	} else {
		jstep, endptrick = -1, 1
	}
	for j != 0 {
		j += jstep
		t = at(childs, j)
		p := at(endps, j-endptrick) ^ endptrick
		if t >= m.n {
			m.augmentBlossom(t, m.end(p))
		}
		j += jstep
		t = at(childs, j)
		if t >= m.n {
			m.augmentBlossom(t, m.end(p^1))
		}
		m.mate[m.end(p)] = p ^ 1
		m.mate[m.end(p^1)] = p
	}
	m.blossomchilds[b] = append(append([]int{}, childs[i:]...), childs[:i]...)
	m.blossomendps[b] = append(append([]int{}, endps[i:]...), endps[:i]...)
	m.blossombase[b] = m.blossombase[m.blossomchilds[b][0]]
	m.link(b)
}

func (m *matcher) augmentMatching(k int) {
	v, w := m.edges[k].I, m.edges[k].J
	for _, sp := range [2][2]int{{v, 2*k + 1}, {w, 2 * k}} {
		s, p := sp[0], sp[1]
		for {
			bs := m.inblossom[s]
			if bs >= m.n {
				m.augmentBlossom(bs, s)
			}
			m.mate[s] = p
			if m.labelend[bs] == -1 {
				break
			}
			t := m.end(m.labelend[bs])
			bt := m.inblossom[t]
			s = m.end(m.labelend[bt])
			j := m.end(m.labelend[bt] ^ 1)
			if bt >= m.n {
				m.augmentBlossom(bt, j)
			}
			m.mate[j] = m.labelend[bt]
			p = m.labelend[bt] ^ 1
		}
	}
}

// solve runs the primal-dual method as one stage that never starts over:
// every single vertex roots an alternating tree, and when an augmenting
// path joins two trees only those two are released (release); the other
// trees keep their labels, so their vertices are not scanned again. The
// least-slack edges kept per free vertex and S-blossom may then name a
// released vertex; they are checked when the next dual change is chosen
// and found again when stale (freshFreeBest, freshBest). Those of vertices
// inside T-blossoms are found again at the release (freshReach), since no
// dual change looks at them. A dual change adds to delta and takes its
// events from the heap (nextChange); an edge it makes tight is looked at
// alone (pending, scanArc), not by scanning all its S-end's edges again.
// The duals are brought up to date at the end (settle).
func (m *matcher) solve() {
	n := m.n
	clear(m.label)
	for i := range m.bestedge {
		m.bestedge[i] = -1
	}
	for b := n; b < 2*n; b++ {
		m.blossombestedges[b], m.hasBestEdges[b] = nil, false
	}
	clear(m.allowedge)
	m.queue, m.pending = m.queue[:0], m.pending[:0]
	for v := range n {
		if m.mate[v] == -1 && m.label[m.inblossom[v]] == 0 {
			m.assignLabel(v, 1, -1)
		}
	}
	for {
		for len(m.queue) > 0 || len(m.pending) > 0 {
			if last := len(m.pending) - 1; last >= 0 {
				// One edge from an S-vertex, tight since its scan.
				p := m.pending[last]
				m.pending = m.pending[:last]
				if v := m.end(p ^ 1); m.label[m.inblossom[v]] == 1 {
					m.scanArc(v, arc{p: int32(p), far: m.endpoint[p], weight: m.edges[p/2].Weight})
				}
				continue
			}
			v := m.queue[len(m.queue)-1]
			m.queue = m.queue[:len(m.queue)-1]
			if m.label[m.inblossom[v]] != 1 {
				continue // released since it was queued
			}
			for _, a := range m.neighbend[v] {
				m.scanArc(v, a)
				if m.label[m.inblossom[v]] != 1 {
					break // v's tree augmented and was released
				}
			}
		}
		// The dual change: the least slack among the edges from S-blossoms
		// to free vertices (counted whole) and between S-blossoms (half),
		// and the least dual of a T-blossom (nextChange). Every edge and
		// blossom that reaches it is taken at once: with many equal weights
		// most changes make several edges tight together.
		found, at := m.nextChange()
		delta := at - m.delta
		done := false
		if !m.maxCard || !found {
			// Without maximum cardinality the single vertices' duals may
			// reach zero first: then no change can improve the matching.
			// With it, nothing left to change means the same.
			least := m.dual(0)
			for v := 1; v < n; v++ {
				least = min(least, m.dual(v))
			}
			if !found || least <= delta {
				done, delta = true, least
				if m.maxCard {
					delta = max(0, least)
				}
			}
		}
		m.delta += delta
		if m.afterChange != nil {
			m.afterChange()
		}
		if done {
			m.settle()
			return
		}
		tight, zero := m.tight, m.zero
		for _, k := range tight {
			m.allowedge[k] = true
			p := 2*k + 1 // from the S-end I to J
			if m.label[m.inblossom[m.edges[k].I]] != 1 {
				p = 2 * k
			}
			m.pending = append(m.pending, p)
		}
		for _, b := range zero {
			if m.blossombase[b] >= 0 && m.blossomparent[b] == -1 && m.label[b] == 2 {
				m.expandBlossom(b, false)
			}
		}
	}
}

// scanArc looks at one edge from the S-vertex v: a tight edge labels a
// free vertex T, forms a blossom or augments; another is noted as the
// least-slack edge of the free vertex or S-blossom it leads to.
func (m *matcher) scanArc(v int, a arc) {
	p := int(a.p)
	k := p / 2
	w := int(a.far)
	bw := m.inblossom[w]
	if m.inblossom[v] == bw {
		return
	}
	var kslack int64
	if !m.allowedge[k] {
		kslack = m.dual(v) + m.dual(w) - 2*a.weight
		if kslack <= 0 {
			m.allowedge[k] = true
		}
	}
	switch {
	case m.allowedge[k]:
		switch {
		case m.label[bw] == 0:
			m.assignLabel(w, 2, p^1)
		case m.label[bw] == 1:
			if base := m.scanBlossom(v, w); base >= 0 {
				m.addBlossom(base, k)
			} else {
				roots := [2]int{m.tree[m.inblossom[v]], m.tree[bw]}
				m.augmentMatching(k)
				m.release(roots)
			}
		case m.label[w] == 0:
			m.label[w] = 2
			m.labelend[w] = p ^ 1
		}
	case m.label[bw] == 1:
		b := m.inblossom[v]
		if m.bestedge[b] == -1 || kslack < m.slack(m.bestedge[b]) {
			m.bestedge[b] = k
			m.notePair(b)
		}
	case m.label[w] == 0:
		if m.bestedge[w] == -1 || kslack < m.slack(m.bestedge[w]) {
			m.bestedge[w] = k
			m.noteFree(w)
		}
	}
}

// other is the end of edge k that is not v.
func (m *matcher) other(k, v int) int {
	if m.edges[k].I == v {
		return m.edges[k].J
	}
	return m.edges[k].I
}

// joinsS reports whether edge k joins two different S-blossoms.
func (m *matcher) joinsS(k int) bool {
	bi, bj := m.inblossom[m.edges[k].I], m.inblossom[m.edges[k].J]
	return bi != bj && m.label[bi] == 1 && m.label[bj] == 1
}

// release unlabels the two trees an augmenting path has just joined (their
// vertices are all matched now), as a new stage would, and leaves the other
// trees as they are. S-blossoms of the two with a zero dual are expanded,
// as at the end of a stage. Each released vertex then finds its least-slack
// edge to the trees left (it is free now); an inner vertex of a T-blossom
// reached from a released vertex forgets that and looks again (freshReach);
// the tight edges to released vertices are checked again (allowedge).
func (m *matcher) release(roots [2]int) {
	n := m.n
	expand, leaves := m.expand[:0], m.released[:0]
	for _, root := range roots {
		for _, b := range m.members[root] {
			top := (b < n && m.inblossom[b] == b) || (b >= n && m.blossombase[b] >= 0 && m.blossomparent[b] == -1)
			if !top || (m.label[b] != 1 && m.label[b] != 2) || m.tree[b] != root {
				continue // no longer in this tree as it is, or seen already
			}
			if b >= n && m.label[b] == 1 && m.dual(b) == 0 {
				expand = append(expand, b) // as at the end of a stage
			}
			leaves = m.leaves(b, leaves)
			m.unlabel(b)
		}
		m.members[root] = m.members[root][:0]
	}
	m.expand, m.released = expand, leaves
	for _, b := range expand {
		m.expandBlossom(b, true)
	}
	var reached, stale []int
	for _, x := range leaves {
		dx, best := m.dual(x), int64(0) // best: the slack of bestedge[x]
		if m.bestedge[x] != -1 {
			best = m.slack(m.bestedge[x])
		}
		for _, a := range m.neighbend[x] {
			p := int(a.p)
			k := p / 2
			m.allowedge[k] = false
			w := int(a.far)
			switch m.label[m.inblossom[w]] {
			case 1:
				s := dx + m.dual(w) - 2*a.weight
				if m.bestedge[x] == -1 || s < best {
					m.bestedge[x], best = k, s
				}
				if s <= 0 {
					m.pending = append(m.pending, p^1) // from w to x
				}
			case 2:
				// An inner vertex of a T-blossom left standing, reached
				// from x or keeping its least-slack edge to x, looks again
				// (x's slack to it no longer moves as the others do).
				switch {
				case m.label[w] == 2 && m.end(m.labelend[w]) == x:
					m.label[w], m.labelend[w] = 0, -1
					reached = append(reached, w)
				case m.label[w] == 0 && m.joins(m.bestedge[w], k, w, x):
					reached = append(reached, w)
				}
			case 0:
				// A free vertex keeping its least-slack edge to x looks
				// again now: its blossom may become a T-blossom before the
				// next dual change would have looked.
				if m.joins(m.bestedge[w], k, w, x) {
					stale = append(stale, w)
				}
			}
		}
		m.noteFree(x)
	}
	for _, w := range stale {
		m.freshFreeBest(w)
	}
	for _, w := range reached {
		m.freshReach(w)
	}
}

// joins reports whether edge e (or none, -1) joins w to x, k being an
// edge that does: the same edge unless some pair has more than one.
func (m *matcher) joins(e, k, w, x int) bool {
	if e == k {
		return true
	}
	return m.parallel && e != -1 && m.other(e, w) == x
}

// join puts the top-level blossom b into the tree rooted at root.
func (m *matcher) join(b, root int) {
	m.tree[b] = root
	m.members[root] = append(m.members[root], b)
}

// unlabel clears the labels and least-slack edges of blossom b and
// everything inside it.
func (m *matcher) unlabel(b int) {
	m.setSign(b, 0)
	m.label[b] = 0
	m.bestedge[b] = -1
	if b < m.n {
		return
	}
	m.blossombestedges[b], m.hasBestEdges[b] = nil, false
	for _, c := range m.blossomchilds[b] {
		m.unlabel(c)
	}
}

// freshReach looks again for an S-vertex reaching w, an inner vertex of a
// T-blossom whose first reach, or least-slack edge, came from a released
// tree: by a tight edge (w is labelled as reached) or else the least-slack
// edge.
func (m *matcher) freshReach(w int) {
	m.freshFreeBest(w)
	k := m.bestedge[w]
	if k == -1 || m.slack(k) > 0 {
		return
	}
	p := 2 * k // the S-vertex's endpoint of edge k
	if m.end(p) == w {
		p++
	}
	m.allowedge[k] = true
	m.label[w], m.labelend[w] = 2, p
	m.bestedge[w] = -1
}

// freshFreeBest finds again the least-slack edge from an S-vertex of
// another blossom to v, a free vertex whose edge kept named a vertex since
// released (or an inner vertex of a T-blossom, for freshReach).
func (m *matcher) freshFreeBest(v int) {
	bv := m.inblossom[v]
	m.bestedge[v] = -1
	for _, a := range m.neighbend[v] {
		p := int(a.p)
		k := p / 2
		if bu := m.inblossom[m.end(p)]; bu == bv || m.label[bu] != 1 {
			continue
		}
		if m.bestedge[v] == -1 || m.slack(k) < m.slack(m.bestedge[v]) {
			m.bestedge[v] = k
		}
	}
	m.noteFree(v)
}

// freshBest finds again the least-slack edges from the top-level S-blossom
// b to the other S-blossoms (one per neighbour, as addBlossom keeps them),
// when the edge kept names a blossom since released.
func (m *matcher) freshBest(b int) {
	m.leafBuf = m.leaves(b, m.leafBuf[:0])
	for _, v := range m.leafBuf {
		for _, a := range m.neighbend[v] {
			p := int(a.p)
			m.bestTo(b, p/2)
		}
	}
	m.keepBest(b)
}
