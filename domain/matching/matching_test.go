package matching

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// brute returns the best (cardinality, weight) over all matchings: by weight
// alone, or by cardinality first when maxCard.
func brute(n int, edges []Edge, maxCard bool) (int, int64) {
	w := map[[2]int]int64{}
	for _, e := range edges {
		k := [2]int{min(e.I, e.J), max(e.I, e.J)}
		if old, ok := w[k]; !ok || e.Weight > old {
			w[k] = e.Weight
		}
	}
	used := make([]bool, n)
	bestCard, bestW := 0, int64(0)
	var rec func(v, card int, total int64)
	rec = func(v, card int, total int64) {
		for v < n && used[v] {
			v++
		}
		if v == n {
			if maxCard {
				if card > bestCard || (card == bestCard && total > bestW) {
					bestCard, bestW = card, total
				}
			} else if total > bestW {
				bestCard, bestW = card, total
			}
			return
		}
		used[v] = true
		rec(v+1, card, total) // v stays single
		for u := v + 1; u < n; u++ {
			if wt, ok := w[[2]int{v, u}]; ok && !used[u] {
				used[u] = true
				rec(v+1, card+1, total+wt)
				used[u] = false
			}
		}
		used[v] = false
	}
	rec(0, 0, 0)
	return bestCard, bestW
}

func checkMatching(t *testing.T, n int, edges []Edge, mate []int) {
	t.Helper()
	adj := map[[2]int]bool{}
	for _, e := range edges {
		adj[[2]int{e.I, e.J}], adj[[2]int{e.J, e.I}] = true, true
	}
	for v, w := range mate {
		if w == -1 {
			continue
		}
		if w < 0 || w >= n || mate[w] != v || !adj[[2]int{v, w}] {
			t.Fatalf("not a matching: mate %v", mate)
		}
	}
}

// solved is MaxWeight's matching, checked to be one, and its cardinality.
func solved(t *testing.T, n int, edges []Edge, maxCard bool) ([]int, int) {
	t.Helper()
	mate, err := MaxWeight(n, edges, maxCard)
	if err != nil {
		t.Fatal(err)
	}
	checkMatching(t, n, edges, mate)
	card := 0
	for v, w := range mate {
		if w > v {
			card++
		}
	}
	return mate, card
}

// TestAgainstBruteForce compares MaxWeight with exhaustive search on
// thousands of small random graphs, with and without maximum cardinality,
// and checks that no dual change on the way passes an event (an edge
// left with a negative slack).
func TestAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for trial := range 6000 {
		n := 1 + rng.IntN(10)
		var edges []Edge
		density := rng.Float64()
		for i := range n {
			for j := i + 1; j < n; j++ {
				if rng.Float64() < density {
					w := int64(rng.IntN(40)) - 8
					if trial%3 == 0 {
						w = int64(rng.IntN(4)) // many ties
					}
					edges = append(edges, Edge{I: i, J: j, Weight: w})
				}
			}
		}
		for _, maxCard := range []bool{false, true} {
			mate, card := solved(t, n, edges, maxCard)
			if len(edges) > 0 {
				solveChecked(t, n, edges, maxCard) // no dual change passes an event
			}
			wantCard, wantW := brute(n, edges, maxCard)
			gotW := Weight(mate, edges)
			if gotW != wantW || (maxCard && card != wantCard) {
				t.Fatalf("trial %d maxCard=%v n=%d edges=%v: got card %d weight %d, want card %d weight %d (mate %v)",
					trial, maxCard, n, edges, card, gotW, wantCard, wantW, mate)
			}
		}
	}
}

func TestKnownGraphs(t *testing.T) {
	tests := []struct {
		name    string
		n       int
		edges   []Edge
		maxCard bool
		want    []int
	}{
		{"empty", 3, nil, false, []int{-1, -1, -1}},
		{"single edge", 2, []Edge{{0, 1, 1}}, false, []int{1, 0}},
		{"path prefers the heavy middle", 4, []Edge{{0, 1, 5}, {1, 2, 11}, {2, 3, 5}}, false, []int{-1, 2, 1, -1}},
		{"path with max cardinality", 4, []Edge{{0, 1, 5}, {1, 2, 11}, {2, 3, 5}}, true, []int{1, 0, 3, 2}},
		{"negative edge left out", 2, []Edge{{0, 1, -1}}, false, []int{-1, -1}},
		{"negative edge taken for cardinality", 2, []Edge{{0, 1, -1}}, true, []int{1, 0}},
		// A blossom (odd cycle 1-2-3) that must be expanded to augment.
		{"blossom", 6, []Edge{{0, 1, 8}, {0, 2, 9}, {1, 2, 10}, {2, 3, 7}, {0, 5, 5}, {3, 4, 6}}, false, []int{5, 2, 1, 4, 3, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := MaxWeight(tt.n, tt.edges, tt.maxCard)
			if err != nil {
				t.Fatal(err)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("%s: mate %v, want %v", tt.name, got, tt.want)
					break
				}
			}
		})
	}
}

func TestBadGraph(t *testing.T) {
	for _, e := range []Edge{{0, 0, 1}, {0, 5, 1}, {-1, 1, 1}} {
		if _, err := MaxWeight(3, []Edge{e}, false); !errors.Is(err, ErrBadGraph) {
			t.Errorf("%v: %v", e, err)
		}
	}
}

// BenchmarkDense500 is a dense graph of 500 vertices with weights as a
// Swiss round packs them: a sense of the engine's speed on a large field.
func BenchmarkDense500(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	n := 500
	score := make([]int, n)
	for i := range score {
		score[i] = rng.IntN(10)
	}
	var edges []Edge
	for i := range n {
		for j := i + 1; j < n; j++ {
			d := int64(score[i] - score[j])
			edges = append(edges, Edge{I: i, J: j, Weight: 1_000_000 - d*d*1000 + int64(rng.IntN(100))})
		}
	}
	for b.Loop() {
		if _, err := MaxWeight(n, edges, true); err != nil {
			b.Fatal(err)
		}
	}
}

// TestDualsCertifyLeftOutEdges: for random graphs, solving on a subset of the
// edges and adding every left-out edge whose slack under the duals is
// negative, until none is, reaches the weight of the full graph.
func TestDualsCertifyLeftOutEdges(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	for trial := range 400 {
		n := 2 * (1 + rng.IntN(8))
		var all []Edge
		for i := range n {
			for j := i + 1; j < n; j++ {
				all = append(all, Edge{I: i, J: j, Weight: 1000 + int64(rng.IntN(50))})
			}
		}
		in := map[int]bool{}
		var sub []Edge
		for k, e := range all {
			if rng.IntN(3) == 0 || e.J == e.I+1 { // keep a perfect matching available
				in[k] = true
				sub = append(sub, e)
			}
		}
		for {
			mate, dual, err := MaxWeightDuals(n, sub, true)
			if err != nil {
				t.Fatal(err)
			}
			added := false
			for k, e := range all {
				if !in[k] && dual[e.I]+dual[e.J] < 2*e.Weight {
					in[k] = true
					sub = append(sub, e)
					added = true
				}
			}
			if !added {
				full, _ := MaxWeight(n, all, true)
				if Weight(mate, all) != Weight(full, all) {
					t.Fatalf("trial %d: certified %d, full %d", trial, Weight(mate, all), Weight(full, all))
				}
				break
			}
		}
	}
}

// TestWarmStart: on graphs with a perfect matching (even sizes up to 80,
// sparse and dense, many equal weights), the warm start reaches the weight
// the uniform start reaches, and its duals cover every edge.
func TestWarmStart(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 4))
	for trial := range 3000 {
		n := 2 * (1 + rng.IntN(40))
		density := rng.Float64()
		edges := perfectGraph(n, func() bool { return rng.Float64() < density }, func(i, j int) int64 {
			w := int64(rng.IntN(1000)) - 100
			if trial%2 == 0 {
				w = 1 << 40 * int64(1+rng.IntN(3)) // ties, big weights as pairing packs them
			}
			return w
		})
		cold := newMatcher(n, edges, true)
		cold.solve()
		warm := newMatcher(n, edges, true)
		warm.warmStart()
		warm.solve()
		mates := func(m *matcher) []int {
			out := fill(n, -1)
			for v := range n {
				if m.mate[v] >= 0 {
					out[v] = m.end(m.mate[v])
				}
			}
			return out
		}
		wm := mates(warm)
		checkMatching(t, n, edges, wm)
		if slices.Contains(wm, -1) {
			t.Fatalf("trial %d: warm start left a vertex single in a graph with a perfect matching", trial)
		}
		if a, b := Weight(wm, edges), Weight(mates(cold), edges); a != b {
			t.Fatalf("trial %d (n=%d): warm weight %d, cold %d", trial, n, a, b)
		}
	}
}

// TestDualsProveOptimum: on graphs with a perfect matching, the returned
// duals leave no edge with negative slack and every matched edge tight (the
// optimality conditions), and solving a subset of the edges, adding the
// left-out edges with negative slack until none is left, reaches the weight
// of the whole graph.
func TestDualsProveOptimum(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 9))
	for trial := range 1500 {
		n := 2 * (1 + rng.IntN(25))
		all := perfectGraph(n, func() bool { return rng.IntN(3) > 0 }, func(i, j int) int64 {
			return 1<<30*int64(1+rng.IntN(3)) - int64(rng.IntN(20))
		})
		mate, d, err := MaxWeightCertified(n, all, true)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range all {
			s := d.Slack(e.I, e.J, e.Weight)
			if s < 0 || (mate[e.I] == e.J && s != 0) {
				t.Fatalf("trial %d: edge %v slack %d (matched %v)", trial, e, s, mate[e.I] == e.J)
			}
		}
		in := map[int]bool{}
		var sub []Edge
		for k, e := range all {
			if rng.IntN(4) == 0 || (e.J == e.I+1 && e.I%2 == 0) {
				in[k] = true
				sub = append(sub, e)
			}
		}
		for {
			mate, d, err := MaxWeightCertified(n, sub, true)
			if err != nil {
				t.Fatal(err)
			}
			added := false
			for k, e := range all {
				if !in[k] && d.Slack(e.I, e.J, e.Weight) < 0 {
					in[k] = true
					sub = append(sub, e)
					added = true
				}
			}
			if !added {
				full, _ := MaxWeight(n, all, true)
				if Weight(mate, all) != Weight(full, all) {
					t.Fatalf("trial %d: certified %d, full %d", trial, Weight(mate, all), Weight(full, all))
				}
				break
			}
		}
	}
}

// TestDualsCommonBlossom: the innermost blossom around two vertices, found
// by binary lifting, is the one found by walking out from both, on the
// nested blossoms of random graphs (blossoms whose dual is zero are left
// out of the duals, so the weights are spread enough for duals to nest).
func TestDualsCommonBlossom(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 3))
	deepest := 0
	for trial := range 300 {
		n := 2 * (2 + rng.IntN(40))
		edges := perfectGraph(n, func() bool { return rng.IntN(4) == 0 }, func(i, j int) int64 { return 1<<20 - int64(rng.IntN(1000)) })
		_, d, err := MaxWeightCertified(n, edges, true)
		if err != nil {
			t.Fatal(err)
		}
		walk := func(a, b int) int {
			for a != b {
				switch {
				case a == -1 || b == -1:
					return -1
				case d.depth[a] > d.depth[b]:
					a = d.parent[a]
				case d.depth[b] > d.depth[a]:
					b = d.parent[b]
				default:
					a, b = d.parent[a], d.parent[b]
				}
			}
			return a
		}
		for i := range n {
			deepest = max(deepest, d.depth[i])
			for j := range n {
				a, b := d.parent[i], d.parent[j]
				if a == -1 || b == -1 {
					continue
				}
				if got, want := d.common(a, b), walk(a, b); got != want {
					t.Fatalf("trial %d: common(%d, %d) = %d, walking out %d", trial, a, b, got, want)
				}
			}
		}
	}
	if deepest < 3 {
		t.Errorf("blossoms nested only %d deep: the test does not reach the lifting", deepest)
	}
}

// TestDualsAroundBoundSlack: for every pair of vertices and every
// threshold x, twice CommonSum(Around(i, x), Around(j, x)) is at most
// what the blossoms add to the pair's slack (Slack less the vertex duals),
// and equals it with x = 1 (every blossom of a positive dual counts, and
// those of zero dual add nothing); Around(v, x) is the innermost blossom
// around v whose own dual is at least x, found here by walking out.
func TestDualsAroundBoundSlack(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 41))
	strict := 0
	for trial := range 200 {
		n := 2 * (2 + rng.IntN(30))
		edges := perfectGraph(n, func() bool { return rng.IntN(4) == 0 }, func(i, j int) int64 { return 1<<20 - int64(rng.IntN(1000)) })
		_, d, err := MaxWeightCertified(n, edges, true)
		if err != nil {
			t.Fatal(err)
		}
		own := func(b int) int64 { return d.sumZ[b] - d.outerSum(d.parent[b]) }
		for _, x := range []int64{1, 50, 200, 1 << 30} {
			around := make([]int, n)
			for v := range n {
				want := -1
				for p := d.parent[v]; p != -1; p = d.parent[p] {
					if own(p) >= x {
						want = p
						break
					}
				}
				if around[v] = d.Around(v, x); around[v] != want {
					t.Fatalf("trial %d: Around(%d, %d) = %d, walking out %d", trial, v, x, around[v], want)
				}
			}
			for i := range n {
				for j := i + 1; j < n; j++ {
					blossoms := d.Slack(i, j, 0) - d.Vertex[i] - d.Vertex[j]
					bound := 2 * d.CommonSum(around[i], around[j])
					switch {
					case bound > blossoms:
						t.Fatalf("trial %d, x %d: pair %d–%d: bound %d above the blossoms' %d", trial, x, i, j, bound, blossoms)
					case x == 1 && bound != blossoms:
						t.Fatalf("trial %d: pair %d–%d: with every blossom, %d, want %d", trial, i, j, bound, blossoms)
					case bound < blossoms:
						strict++
					}
				}
			}
		}
	}
	if strict == 0 {
		t.Error("no threshold left a blossom out: the test checks only equality")
	}
}

// TestCertificateMidSize: on larger graphs than brute force can check,
// with many equal weights (the degenerate case of Swiss pairing, where
// trees are released and kept across augmentations), the matching is
// perfect and the duals prove it optimal: no edge with a negative slack,
// every matched edge tight, no blossom with a negative dual, and every
// blossom with a positive dual full (matched inside but for its base).
func TestCertificateMidSize(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 77))
	for trial := range 300 {
		n := 2 * (10 + rng.IntN(140))
		density := 0.05 + 0.9*rng.Float64()
		edges := perfectGraph(n, func() bool { return rng.Float64() < density }, func(i, j int) int64 {
			switch trial % 3 {
			case 0: // few values
				return int64(rng.IntN(3))
			case 1: // a seeding pattern: the ideal partner n/2 places away
				return 1<<40 - int64(max(j-i-n/2, n/2-(j-i)))
			default: // packed criteria, as pairing builds them
				return 1<<50 - int64(rng.IntN(3))<<30 - int64(rng.IntN(2))<<12 - int64(rng.IntN(4))
			}
		})
		mate, d, err := MaxWeightCertified(n, edges, true)
		if err != nil {
			t.Fatal(err)
		}
		checkOptimal(t, n, edges, mate, d)
		if trial%10 == 0 {
			solveChecked(t, n, edges, true)
		}
	}
}

// checkOptimal fails unless mate is a perfect matching of the graph whose
// duals d prove it optimal: no edge with a negative slack, every matched
// edge tight, no blossom with a negative dual, and every blossom with a
// positive dual full (matched inside but for its base).
func checkOptimal(t *testing.T, n int, edges []Edge, mate []int, d *Duals) {
	t.Helper()
	checkMatching(t, n, edges, mate)
	if slices.Contains(mate, -1) {
		t.Fatal("not perfect")
	}
	for _, e := range edges {
		s := d.Slack(e.I, e.J, e.Weight)
		if s < 0 || (mate[e.I] == e.J && s != 0) {
			t.Fatalf("edge %v slack %d (matched %v)", e, s, mate[e.I] == e.J)
		}
	}
	inside := map[int][]int{} // blossom: its vertices
	for v := range n {
		for b := d.parent[v]; b != -1; b = d.parent[b] {
			inside[b] = append(inside[b], v)
		}
	}
	for b, vs := range inside {
		z := d.sumZ[b]
		if p := d.parent[b]; p != -1 {
			z -= d.sumZ[p]
		}
		if z < 0 {
			t.Fatalf("blossom %d has dual %d", b, z)
		}
		in := map[int]bool{}
		for _, v := range vs {
			in[v] = true
		}
		pairs := 0
		for _, v := range vs {
			if in[mate[v]] {
				pairs++
			}
		}
		if z > 0 && pairs != len(vs)-1 {
			t.Fatalf("blossom %d of %d vertices, dual %d, %d matched inside", b, len(vs), z, pairs/2)
		}
	}
}

// TestResume: solving part of a graph, then again from that solution
// (Resume) with the left-out edges of negative slack added and some edges
// of positive slack dropped, until no edge left out has a negative slack,
// reaches the weight of the whole graph; every solution on the way meets
// the optimality conditions on its own graph, and most are resumed. A
// third of the trials check the state after the repair (a valid state to
// solve from) and feasibility after every dual change.
func TestResume(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 28))
	resumed, passes := 0, 0
	for trial := range 600 {
		n := 2 * (2 + rng.IntN(60))
		all := perfectGraph(n, func() bool { return rng.IntN(3) > 0 }, func(i, j int) int64 {
			switch trial % 4 {
			case 0: // few values
				return int64(rng.IntN(3))
			case 1: // a seeding pattern
				return 1<<40 - int64(max(j-i-n/2, n/2-(j-i)))
			case 2: // packed criteria, as pairing builds them
				return 1<<50 - int64(rng.IntN(3))<<30 - int64(rng.IntN(2))<<12 - int64(rng.IntN(4))
			default: // spread, so that blossoms nest
				return 1<<20 - int64(rng.IntN(1000))
			}
		})
		in := map[[2]int]bool{}
		var sub []Edge
		for _, e := range all {
			if rng.IntN(5) == 0 || (e.J == e.I+1 && e.I%2 == 0) {
				in[[2]int{e.I, e.J}] = true
				sub = append(sub, e)
			}
		}
		s, err := Solve(n, sub)
		if err != nil {
			t.Fatal(err)
		}
		for {
			checkOptimal(t, n, sub, s.Mate, s.Duals)
			var next []Edge
			for _, e := range sub { // drop a few slack edges nobody uses
				if sl := s.Duals.Slack(e.I, e.J, e.Weight); sl > 0 && rng.IntN(3) == 0 && s.Mate[e.I] != e.J {
					delete(in, [2]int{e.I, e.J})
					continue
				}
				next = append(next, e)
			}
			added := false
			for _, e := range all {
				if !in[[2]int{e.I, e.J}] && s.Duals.Slack(e.I, e.J, e.Weight) < 0 && rng.IntN(4) > 0 {
					in[[2]int{e.I, e.J}] = true
					next = append(next, e)
					added = true
				}
			}
			if !added {
				for _, e := range all {
					if s.Duals.Slack(e.I, e.J, e.Weight) < 0 {
						added = true
						in[[2]int{e.I, e.J}] = true
						next = append(next, e)
					}
				}
			}
			if !added {
				break
			}
			sub = next
			if trial%3 == 0 {
				s = resumeChecked(t, s, sub)
			} else if s, err = s.Resume(sub); err != nil {
				t.Fatal(err)
			}
			passes++
			if s.Resumed {
				resumed++
			}
		}
		full, _ := MaxWeight(n, all, true)
		if Weight(s.Mate, all) != Weight(full, all) {
			t.Fatalf("trial %d: resumed %d, full %d", trial, Weight(s.Mate, all), Weight(full, all))
		}
	}
	if resumed*10 < passes*9 {
		t.Errorf("only %d of %d passes resumed", resumed, passes)
	}
	t.Logf("%d of %d passes resumed", resumed, passes)
}

// bandOptimum is the best matching of a band graph, every pair i < j with
// j − i ≤ band joined with weight w(i, j), by dynamic programming over
// which of the next vertices are taken: (cardinality, weight), by weight
// alone or by cardinality first when maxCard. An answer found without the
// blossom algorithm, for graphs far too large for brute force.
func bandOptimum(n, band int, w func(i, j int) int64, maxCard bool) (int, int64) {
	type best struct {
		card int
		wt   int64
	}
	better := func(a, b best) bool {
		if maxCard && a.card != b.card {
			return a.card > b.card
		}
		return a.wt > b.wt
	}
	memo := map[[2]int]best{}
	var f func(i, taken int) best
	f = func(i, taken int) best {
		if i == n {
			return best{}
		}
		if b, ok := memo[[2]int{i, taken}]; ok {
			return b
		}
		var b best
		if taken&1 != 0 {
			b = f(i+1, taken>>1)
		} else {
			b = f(i+1, taken>>1) // i stays single
			for d := 1; d <= band && i+d < n; d++ {
				if taken&(1<<d) == 0 {
					r := f(i+1, (taken|1<<d)>>1)
					r = best{r.card + 1, r.wt + w(i, i+d)}
					if better(r, b) {
						b = r
					}
				}
			}
		}
		memo[[2]int{i, taken}] = b
		return b
	}
	b := f(0, 0)
	return b.card, b.wt
}

// TestBandGraphs compares MaxWeight with the band graphs' optimum on
// graphs of up to 130 vertices with few distinct weights: many equal
// optima, trees released while others grow (the case where an inner vertex
// of a T-blossom was reached from a released tree comes up here).
func TestBandGraphs(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const band = 6
	for trial := range 1500 {
		n := 2 * (5 + rng.IntN(60))
		weights := map[[2]int]int64{}
		var edges []Edge
		for i := range n {
			for j := i + 1; j < n && j-i <= band; j++ {
				w := int64(rng.IntN(1 + trial%5))
				weights[[2]int{i, j}] = w
				edges = append(edges, Edge{I: i, J: j, Weight: w})
			}
		}
		w := func(i, j int) int64 { return weights[[2]int{i, j}] }
		for _, maxCard := range []bool{false, true} {
			mate, card := solved(t, n, edges, maxCard)
			wantCard, wantW := bandOptimum(n, band, w, maxCard)
			if got := Weight(mate, edges); got != wantW || (maxCard && card != wantCard) {
				t.Fatalf("trial %d, n %d, maxCard %v: card %d weight %d, want card %d weight %d", trial, n, maxCard, card, got, wantCard, wantW)
			}
		}
	}
}

// TestParallelEdges: graphs where some pairs are joined by several edges
// (either way round, of different weights) solve as if each pair had only
// its heaviest edge, with and without maximum cardinality; the matcher
// takes a shorter way on graphs without (release).
func TestParallelEdges(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 3))
	for trial := range 3000 {
		n := 2 + rng.IntN(9)
		var edges []Edge
		for i := range n {
			for j := i + 1; j < n; j++ {
				if rng.IntN(2) == 0 {
					continue
				}
				for range 1 + rng.IntN(3) {
					w := int64(rng.IntN(30)) - 5
					if trial%2 == 0 {
						w = int64(rng.IntN(3)) // ties
					}
					e := Edge{I: i, J: j, Weight: w}
					if rng.IntN(2) == 0 {
						e.I, e.J = j, i
					}
					edges = append(edges, e)
				}
			}
		}
		rng.Shuffle(len(edges), func(a, b int) { edges[a], edges[b] = edges[b], edges[a] })
		for _, maxCard := range []bool{false, true} {
			mate, card := solved(t, n, edges, maxCard)
			if len(edges) > 0 {
				solveChecked(t, n, edges, maxCard)
			}
			wantCard, wantW := brute(n, edges, maxCard)
			if got := Weight(mate, edges); got != wantW || (maxCard && card != wantCard) {
				t.Fatalf("trial %d maxCard=%v edges=%v: card %d weight %d, want card %d weight %d",
					trial, maxCard, edges, card, got, wantCard, wantW)
			}
		}
	}
}

// TestResumeTakesOver: Resume takes over the solution's working arrays,
// so a second Resume from the same solution solves from nothing, and
// both results are the optimum of their graphs; the first solution's
// matching and duals stay as they were.
func TestResumeTakesOver(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 29))
	for trial := range 200 {
		n := 2 * (2 + rng.IntN(30))
		all := perfectGraph(n, func() bool { return rng.IntN(3) == 0 }, func(i, j int) int64 { return 1<<30 - int64(rng.IntN(50)) })
		var sub []Edge
		for _, e := range all {
			if (e.J == e.I+1 && e.I%2 == 0) || rng.IntN(3) == 0 {
				sub = append(sub, e)
			}
		}
		s, err := Solve(n, sub)
		if err != nil {
			t.Fatal(err)
		}
		mate, vertex := slices.Clone(s.Mate), slices.Clone(s.Duals.Vertex)
		want, _ := MaxWeight(n, all, true)
		for round := range 2 {
			r, err := s.Resume(all)
			if err != nil {
				t.Fatal(err)
			}
			if r.Resumed != (round == 0) {
				t.Fatalf("trial %d, Resume %d: resumed %v", trial, round+1, r.Resumed)
			}
			checkOptimal(t, n, all, r.Mate, r.Duals)
			if got := Weight(r.Mate, all); got != Weight(want, all) {
				t.Fatalf("trial %d, Resume %d: weight %d, want %d", trial, round+1, got, Weight(want, all))
			}
		}
		if !slices.Equal(mate, s.Mate) || !slices.Equal(vertex, s.Duals.Vertex) {
			t.Fatalf("trial %d: the first solution changed", trial)
		}
	}
}

// perfectGraph is a random graph on n vertices (n even) that has a perfect
// matching: the pairs 0–1, 2–3, … always, any other pair when keep says
// so; weight weighs each pair kept. They are called pair by pair, keep
// first, so a test's random numbers come in the order they always did.
func perfectGraph(n int, keep func() bool, weight func(i, j int) int64) []Edge {
	var edges []Edge
	for i := range n {
		for j := i + 1; j < n; j++ {
			if (j == i+1 && i%2 == 0) || keep() {
				edges = append(edges, Edge{I: i, J: j, Weight: weight(i, j)})
			}
		}
	}
	return edges
}
