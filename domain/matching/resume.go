package matching

import (
	"fmt"
	"math"
	"slices"
)

// Solution is a maximum-weight perfect matching with the duals that prove
// it, and what Resume needs to solve a changed graph from it: the blossoms
// with their duals and inner structure, not only the vertices' duals.
type Solution struct {
	Mate  []int  // the vertex matched to each vertex, or -1
	Duals *Duals // the duals proving Mate optimal on the graph solved
	// Resumed reports whether Resume kept the previous solution (false:
	// it solved afresh, as when the graph has no perfect matching).
	Resumed bool
	// Exposed is how many vertices Resume unmatched to repair the duals.
	Exposed int
	m       *matcher
}

// Solve is MaxWeightCertified in maximum-cardinality mode, keeping what
// Resume needs.
func Solve(n int, edges []Edge) (*Solution, error) {
	if err := checkEdges(n, edges); err != nil {
		return nil, err
	}
	return solution(run(n, own(nil, edges), true)), nil
}

// own copies edges into spare when it has the room, else into a new array
// with a quarter more room: the matcher keeps its own copy (the caller
// may reuse its array), and a Resume can take this one over.
func own(spare, edges []Edge) []Edge {
	out := room(spare, len(edges))
	copy(out, edges)
	return out
}

func checkEdges(n int, edges []Edge) error {
	// Endpoints, vertices and blossoms are held in 32 bits (30 in an
	// event).
	if n > 1<<29-1 || len(edges) > math.MaxInt32/2 {
		return fmt.Errorf("%d vertices and %d edges: more than a matching holds: %w", n, len(edges), ErrBadGraph)
	}
	for _, e := range edges {
		if e.I < 0 || e.J < 0 || e.I >= n || e.J >= n || e.I == e.J {
			return fmt.Errorf("edge %d–%d on %d vertices: %w", e.I, e.J, n, ErrBadGraph)
		}
	}
	return nil
}

func solution(m *matcher) *Solution {
	mate, d := m.certified()
	return &Solution{Mate: mate, Duals: d, m: m}
}

// Resume solves the same vertices with another set of edges, starting from
// s instead of from nothing: the matching, the vertex duals and the
// blossoms (with their duals) are kept wherever the new edges leave them
// valid. An edge whose slack under s's duals is negative (one that could
// improve the matching) is repaired before the solution goes on: the duals
// of the blossoms around one of its ends are moved onto their vertices
// (which leaves every slack inside them as it was and raises the slack of
// the edges leaving them), the blossoms dissolved, and that end's dual
// raised until the edge is tight; each matched edge this leaves slack is
// unmatched. The primal-dual method then goes on from these few single
// vertices, with every dual condition holding, so the result is as exact
// as a solution from nothing. Edges dropped from the graph are never
// repaired (a dual bound on fewer edges still holds), but an edge that
// s's matching or blossoms use must stay; otherwise Resume solves afresh.
//
// Resume takes over s's working arrays (tens of megabytes on a large
// field): s keeps its Mate and Duals, but a second Resume from s solves
// from nothing.
func (s *Solution) Resume(edges []Edge) (*Solution, error) {
	n := len(s.Mate)
	if err := checkEdges(n, edges); err != nil {
		return nil, err
	}
	old := s.m
	if old == nil || n%2 != 0 || slices.Contains(s.Mate, -1) {
		return solution(run(n, own(nil, edges), true)), nil
	}
	s.m = nil
	m, ok := resumed(old, edges)
	if !ok {
		return solution(run(n, m.edges, true)), nil
	}
	exposed := m.repair(s.Duals)
	m.solve()
	if slices.Contains(m.mate, -1) {
		return solution(run(n, m.edges, true)), nil
	}
	out := solution(m)
	out.Resumed, out.Exposed = true, exposed
	return out, nil
}

// resumed is a matcher on edges (copied) with the matching, duals and
// blossoms of old, a solved matcher on the same vertices whose arrays it
// takes over; ok is false when an edge the old matching or a blossom uses
// is missing.
func resumed(old *matcher, edges []Edge) (m *matcher, ok bool) {
	kept := old.kept()
	m = newMatcherFrom(old.n, own(old.edges, edges), true, old)
	return m, m.adopt(old, kept)
}

// keptEnd is an endpoint by its vertices and weight, to be found among
// another graph's edges: the edge joins y to x, the endpoint is x's.
type keptEnd struct {
	x, y int32
	w    int64
}

// kept lists the endpoints old's matching and blossoms use, by vertices
// and weight (so that its edge arrays can be given to the next matcher):
// mate's first, one a vertex, then every blossom's cycle in turn.
func (old *matcher) kept() []keptEnd {
	out := make([]keptEnd, 0, 2*old.n)
	end := func(p int) keptEnd {
		return keptEnd{x: old.endpoint[p], y: old.endpoint[p^1], w: old.edges[p/2].Weight}
	}
	for v := range old.n {
		out = append(out, end(old.mate[v]))
	}
	for b := old.n; b < 2*old.n; b++ {
		if old.blossombase[b] >= 0 {
			for _, p := range old.blossomendps[b] {
				out = append(out, end(p))
			}
		}
	}
	return out
}

// adopt takes over the matching, duals and blossoms of old, a solved
// matcher on the same vertices with every vertex matched, finding its
// edges (kept, from old.kept) among m's. It reports false when an edge
// the old matching or a blossom uses is missing.
func (m *matcher) adopt(old *matcher, kept []keptEnd) bool {
	n := m.n
	// find is the endpoint of m's edge {x, y} pointing at x.
	find := func(e keptEnd) int {
		for _, a := range m.neighbend[e.y] {
			if a.far == e.x && a.weight == e.w {
				return int(a.p)
			}
		}
		return -1
	}
	for v := range n {
		p := find(kept[v])
		if p < 0 {
			return false
		}
		m.mate[v] = p
	}
	kept = kept[n:]
	copy(m.dualvar, old.dualvar)
	copy(m.inblossom, old.inblossom)
	copy(m.blossomparent, old.blossomparent)
	copy(m.blossombase, old.blossombase)
	copy(m.first, old.first)
	copy(m.last, old.last)
	copy(m.next, old.next)
	m.unusedblossoms = m.unusedblossoms[:0]
	for b := 2*n - 1; b >= n; b-- {
		if old.blossombase[b] < 0 {
			m.unusedblossoms = append(m.unusedblossoms, b)
		}
	}
	for b := n; b < 2*n; b++ {
		if old.blossombase[b] < 0 {
			continue
		}
		m.blossomchilds[b] = slices.Clone(old.blossomchilds[b])
		endps := make([]int, len(old.blossomendps[b]))
		for i := range endps {
			if endps[i] = find(kept[i]); endps[i] < 0 {
				return false
			}
		}
		kept = kept[len(endps):]
		m.blossomendps[b] = endps
	}
	return true
}

// trueSlack is the slack of edge k with the duals of the blossoms holding
// both its ends (twice each).
func (m *matcher) trueSlack(k int, mark []int, stamp int) int64 {
	e := m.edges[k]
	s := m.slack(k)
	for b := m.blossomparent[e.I]; b != -1; b = m.blossomparent[b] {
		mark[b] = stamp
	}
	for b := m.blossomparent[e.J]; b != -1; b = m.blossomparent[b] {
		if mark[b] == stamp {
			for c := b; c != -1; c = m.blossomparent[c] {
				s += 2 * m.dualvar[c]
			}
			break
		}
	}
	return s
}

// repair makes every edge's slack non-negative again (see Resume) and the
// single vertices' duals even, as solve needs them: the slack between two
// outer vertices must halve exactly. It returns how many vertices it left
// single.
func (m *matcher) repair(old *Duals) int {
	n := m.n
	var bad []int
	count := make([]int, n)
	for k, e := range m.edges {
		if old.Slack(e.I, e.J, e.Weight) < 0 {
			bad = append(bad, k)
			count[e.I]++
			count[e.J]++
		}
	}
	// Raise the end with more bad edges (a small cover of them): fewer
	// vertices come out single.
	byEnd := make([][]int, n)
	for _, k := range bad {
		e := m.edges[k]
		v := e.I
		if count[e.J] > count[e.I] || (count[e.J] == count[e.I] && e.J < e.I) {
			v = e.J
		}
		byEnd[v] = append(byEnd[v], k)
	}
	order := make([]int, 0, n)
	for v := range n {
		if len(byEnd[v]) > 0 {
			order = append(order, v)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return len(byEnd[b]) - len(byEnd[a]) })
	for _, v := range order {
		// An edge whose other end was raised already has no blossom
		// around that end: its slack is the vertices' alone.
		mended := true
		for _, k := range byEnd[v] {
			if u := m.other(k, v); m.blossomparent[u] != -1 || m.slack(k) < 0 {
				mended = false
				break
			}
		}
		if mended {
			continue
		}
		// v's blossoms give their duals to their vertices, outermost
		// first: the slack of v's edges leaving them rises by each dual.
		for b := m.inblossom[v]; b != v; b = m.inblossom[v] {
			m.dissolve(b)
		}
		need := int64(0)
		for _, k := range byEnd[v] {
			need = max(need, -m.slack(k))
		}
		if need > 0 {
			m.dualvar[v] += need
			m.unmatch(v)
		}
	}
	// Single vertices' duals even: raise a single vertex, or move one
	// unit of its blossom's dual onto the blossom's vertices (which stay
	// of one parity, as every blossom's do), or dissolve a blossom whose
	// dual is zero and look again.
	single := 0
	for v := range n {
		if m.mate[v] != -1 {
			continue
		}
		single++
		for m.dualvar[v]&1 != 0 {
			b := m.inblossom[v]
			switch {
			case b == v:
				m.dualvar[v]++
			case m.dualvar[b] > 0:
				m.moveDual(b, 1)
			default:
				m.dissolve(b)
			}
		}
	}
	return single
}

// moveDual moves t of the top-level blossom b's dual onto its vertices:
// slacks inside b stay, those of edges leaving it rise by t, so b's
// matched edge, if any, is no longer tight and is unmatched.
func (m *matcher) moveDual(b int, t int64) {
	if t == 0 {
		return
	}
	m.leafBuf = m.leaves(b, m.leafBuf[:0])
	for _, v := range m.leafBuf {
		m.dualvar[v] += t
	}
	m.dualvar[b] -= t
	m.unmatch(m.blossombase[b])
}

// dissolve moves the whole dual of the top-level blossom b onto its
// vertices (moveDual) and takes b apart: its children become top-level
// blossoms, matched in pairs along b's cycle as they were, the base child
// single if b's base was.
func (m *matcher) dissolve(b int) {
	m.moveDual(b, m.dualvar[b])
	for _, c := range m.blossomchilds[b] {
		m.blossomparent[c] = -1
		if c < m.n {
			m.inblossom[c] = c
			continue
		}
		m.leafBuf = m.leaves(c, m.leafBuf[:0])
		for _, v := range m.leafBuf {
			m.inblossom[v] = c
		}
	}
	m.blossomchilds[b], m.blossomendps[b] = nil, nil
	m.blossombase[b] = -1
	m.dualvar[b] = 0
	m.unusedblossoms = append(m.unusedblossoms, b)
}

// unmatch leaves v and its mate single.
func (m *matcher) unmatch(v int) {
	if p := m.mate[v]; p != -1 {
		m.mate[m.end(p)] = -1
		m.mate[v] = -1
	}
}
