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
	return solution(run(n, slices.Clone(edges), true)), nil
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
func (s *Solution) Resume(edges []Edge) (*Solution, error) {
	n := s.m.n
	if err := checkEdges(n, edges); err != nil {
		return nil, err
	}
	edges = slices.Clone(edges) // s keeps its own: the caller may reuse the array
	m := newMatcher(n, edges, true)
	if n%2 != 0 || slices.Contains(s.Mate, -1) || !m.adopt(s.m) {
		return solution(run(n, edges, true)), nil
	}
	exposed := m.repair(s.Duals)
	m.solve()
	if slices.Contains(m.mate, -1) {
		return solution(run(n, edges, true)), nil
	}
	out := solution(m)
	out.Resumed, out.Exposed = true, exposed
	return out, nil
}

// adopt takes over the matching, duals and blossoms of old, a solved
// matcher on the same vertices, finding its edges among m's. It reports
// false when an edge the old matching or a blossom uses is missing.
func (m *matcher) adopt(old *matcher) bool {
	n := m.n
	// find is the endpoint of m's edge {x, y} pointing at x, for the old
	// endpoint p (pointing at vertex old.end(p)).
	find := func(p int) int {
		x, y := old.end(p), old.end(p^1)
		w := old.edges[p/2].Weight
		for _, a := range m.neighbend[y] {
			if int(a.far) == x && a.weight == w {
				return int(a.p)
			}
		}
		return -1
	}
	for v := range n {
		if old.mate[v] < 0 {
			return false
		}
		p := find(old.mate[v])
		if p < 0 {
			return false
		}
		m.mate[v] = p
	}
	copy(m.dualvar, old.dualvar)
	copy(m.inblossom, old.inblossom)
	copy(m.blossomparent, old.blossomparent)
	copy(m.blossombase, old.blossombase)
	m.unusedblossoms = m.unusedblossoms[:0]
	for b := 2*n - 1; b >= n; b-- {
		if old.blossombase[b] < 0 {
			m.unusedblossoms = append(m.unusedblossoms, b)
			continue
		}
		m.blossomchilds[b] = slices.Clone(old.blossomchilds[b])
		endps := make([]int, len(old.blossomendps[b]))
		for i, p := range old.blossomendps[b] {
			if endps[i] = find(p); endps[i] < 0 {
				return false
			}
		}
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
