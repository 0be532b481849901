package matching

import (
	"fmt"
	"slices"
	"testing"
)

// The matcher's invariants, checked while it works (tests only).

// checkFeasible fails unless every edge between two top-level blossoms has
// a slack of at least zero under the lazy duals, and no top-level blossom
// a negative dual: what each dual change must keep (a change past an
// event would break it).
func (m *matcher) checkFeasible() error {
	for k, e := range m.edges {
		if m.inblossom[e.I] != m.inblossom[e.J] && m.slack(k) < 0 {
			return fmt.Errorf("edge %v: slack %d after a dual change", e, m.slack(k))
		}
	}
	for b := m.n; b < 2*m.n; b++ {
		if m.blossombase[b] >= 0 && m.blossomparent[b] == -1 && m.dual(b) < 0 {
			return fmt.Errorf("blossom %d: dual %d", b, m.dual(b))
		}
	}
	return m.checkLists()
}

// walk is the vertices inside blossom b by a walk of its children, as
// the list (leaves) must give them.
func (m *matcher) walk(b int, out []int) []int {
	if b < m.n {
		return append(out, b)
	}
	for _, c := range m.blossomchilds[b] {
		out = m.walk(c, out)
	}
	return out
}

// checkLists fails unless every blossom's list of vertices is the walk of
// its children, and every vertex's dual moves as its top-level blossom's
// label says (S falls, T rises, else stays): addBlossom and signs leave a
// vertex that already moves so untouched, so nothing else may set it.
func (m *matcher) checkLists() error {
	for b := m.n; b < 2*m.n; b++ {
		if m.blossombase[b] < 0 {
			continue
		}
		if got, want := m.leaves(b, nil), m.walk(b, nil); !slices.Equal(got, want) {
			return fmt.Errorf("blossom %d: list %v, children's walk %v", b, got, want)
		}
	}
	for v := range m.n {
		want := map[int8]int8{1: -1, 2: 1}[m.label[m.inblossom[v]]]
		if m.rate[v] != want {
			return fmt.Errorf("vertex %d in blossom %d labelled %d: rate %d", v, m.inblossom[v], m.label[m.inblossom[v]], m.rate[v])
		}
	}
	return nil
}

// checkState fails unless the matcher is a valid state to solve from: no
// edge of negative slack (blossom duals counted), every matched edge and
// every edge of a blossom's cycle tight, every blossom full with a dual of
// at least zero and its vertices' duals of one parity, and every single
// vertex's dual even.
func (m *matcher) checkState() error {
	n := m.n
	mark := make([]int, 2*n)
	for k, e := range m.edges {
		s := m.trueSlack(k, mark, k+1)
		if s < 0 {
			return fmt.Errorf("edge %v: slack %d", e, s)
		}
		if (m.mate[e.I] == 2*k+1) && s != 0 {
			return fmt.Errorf("matched edge %v: slack %d", e, s)
		}
	}
	for v := range n {
		if m.mate[v] == -1 && m.dual(v)&1 != 0 {
			return fmt.Errorf("single vertex %d: odd dual", v)
		}
		if p := m.mate[v]; p != -1 && m.mate[m.end(p)] != p^1 {
			return fmt.Errorf("vertex %d: mate not mutual", v)
		}
	}
	stamp := len(m.edges) + 1
	for b := n; b < 2*n; b++ {
		if m.blossombase[b] < 0 {
			continue
		}
		if m.dual(b) < 0 {
			return fmt.Errorf("blossom %d: dual %d", b, m.dual(b))
		}
		leaves := m.leaves(b, nil)
		in := map[int]bool{}
		for _, v := range leaves {
			in[v] = true
			if (m.dual(v)-m.dual(leaves[0]))&1 != 0 {
				return fmt.Errorf("blossom %d: duals of both parities", b)
			}
		}
		pairs := 0
		for _, v := range leaves {
			if p := m.mate[v]; p != -1 && in[m.end(p)] {
				pairs++
			}
		}
		if pairs != len(leaves)-1 {
			return fmt.Errorf("blossom %d of %d vertices: %d matched inside", b, len(leaves), pairs/2)
		}
		for _, p := range m.blossomendps[b] {
			stamp++
			if s := m.trueSlack(p/2, mark, stamp); s != 0 {
				return fmt.Errorf("blossom %d: cycle edge %v slack %d", b, m.edges[p/2], s)
			}
		}
	}
	return nil
}

// solveChecked solves the graph as run does, checking feasibility after
// every dual change.
func solveChecked(t *testing.T, n int, edges []Edge, maxCard bool) *matcher {
	t.Helper()
	var failed error
	hook := func(m *matcher) func() {
		return func() {
			if err := m.checkFeasible(); err != nil && failed == nil {
				failed = err
			}
		}
	}
	var m *matcher
	if maxCard && n%2 == 0 {
		m = newMatcher(n, edges, maxCard)
		m.afterChange = hook(m)
		m.warmStart()
		m.solve()
		if slices.Contains(m.mate, -1) {
			m = nil
		}
	}
	if m == nil {
		m = newMatcher(n, edges, maxCard)
		m.afterChange = hook(m)
		m.solve()
	}
	if failed != nil {
		t.Fatal(failed)
	}
	return m
}

// resumeChecked is Resume with the state checked after the repair and
// feasibility after every dual change.
func resumeChecked(t *testing.T, s *Solution, edges []Edge) *Solution {
	t.Helper()
	old := s.m
	s.m = nil
	m, ok := resumed(old, edges)
	if !ok {
		t.Fatal("the edges of the matching or its blossoms were dropped")
	}
	exposed := m.repair(s.Duals)
	if err := m.checkState(); err != nil {
		t.Fatalf("after the repair: %v", err)
	}
	var failed error
	m.afterChange = func() {
		if err := m.checkFeasible(); err != nil && failed == nil {
			failed = err
		}
	}
	m.solve()
	if failed != nil {
		t.Fatal(failed)
	}
	if slices.Contains(m.mate, -1) {
		return solution(run(m.n, m.edges, true))
	}
	if err := m.checkState(); err != nil {
		t.Fatalf("after the solve: %v", err)
	}
	out := solution(m)
	out.Resumed, out.Exposed = true, exposed
	return out
}
