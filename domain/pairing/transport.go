package pairing

import (
	"math"

	"weiqi-arbiter/domain/matching"
)

// colourClass is the players of one score group with one colour kind: the
// colour due (or none) and whether they must have it (mustHaveDue). Between
// two classes every pair weighs the same but for the seeding, the float's
// place and the imbalance, costs far below a score difference or a colour
// break.
type colourClass struct {
	group   int   // the score group's index, 0 the highest
	score   int   // its score
	due     byte  // the colour due, or 0
	strong  bool  // must have it
	players []int // in the seeding order
}

// colourClasses splits the field into its classes, score group by score
// group (highest first), kinds in a fixed order.
func (g *swissGraph) colourClasses() []colourClass {
	var classes []colourClass
	group := -1
	at := map[[2]int]int{} // (group, kind) → class
	for r, i := range g.order {
		t := &g.traits[i]
		if r == 0 || t.score != g.traits[g.order[r-1]].score {
			group++
		}
		key := [2]int{group, 2*dueIndex(t.due) + b2i(t.strong)}
		k, ok := at[key]
		if !ok {
			k = len(classes)
			at[key] = k
			classes = append(classes, colourClass{group: group, score: t.score, due: t.due, strong: t.strong})
		}
		classes[k].players = append(classes[k].players, i)
	}
	return classes
}

// classCost is what a pair of players of classes a and b gives up at
// least, in units of wColour: the squared score difference, and the colour
// rule (a clash, and a break when both must have the colour).
func (g *swissGraph) classCost(a, b *colourClass) int64 {
	d := int64(a.score - b.score)
	cost := d * d * (wScore / wColour)
	if a.due != 0 && a.due == b.due {
		cost++
		if a.strong && b.strong {
			cost += g.hard / wColour
		}
	}
	return cost
}

// classPairs is how many pairs between each two classes (and inside each
// class, on the diagonal) an optimum of the classes' pairing problem makes,
// rematches left aside: a transport problem, each class sending its
// players to the classes of their partners at the least total cost,
// solved by successive shortest paths (at most five classes a score
// group). Its solution is that of the bipartite relaxation, half a pair at
// times; as a guide to the candidates that is enough.
// The time is that of at most 16·k paths of a dense search over 2k+2
// nodes, growing as k³: for more than maxPlanClasses classes (a McMahon
// field or a long event with draws can have a hundred score groups) there
// is no plan, nil: the candidates are the ordinary ones, and the
// certificate brings in the far floats they lack.
func (g *swissGraph) classPairs(classes []colourClass) [][]int {
	k := len(classes)
	if k > maxPlanClasses {
		return nil
	}
	t := newTransport(k)
	for a := range classes {
		for b := range classes {
			t.cost[a][b] = g.classCost(&classes[a], &classes[b])
		}
		t.supply[a], t.demand[a] = len(classes[a].players), len(classes[a].players)
		t.left += t.supply[a]
	}
	// Each path fills a class's supply or demand or empties a flow, as a
	// rule; the bound keeps a field's unlucky plan from taking more (a
	// plan left short only guides fewer candidates).
	for paths := 0; t.left > 0 && paths < 16*k; paths++ {
		if !t.shortestPath() {
			break // cannot happen: every class can take any other's players
		}
		t.augment()
	}
	pairs := make([][]int, k)
	for a := range pairs {
		pairs[a] = make([]int, k)
		for b := range pairs[a] {
			if a == b {
				pairs[a][b] = (t.flow[a][a] + 1) / 2
			} else {
				pairs[a][b] = (t.flow[a][b] + t.flow[b][a] + 1) / 2
			}
		}
	}
	return pairs
}

// transport is the classes' transport problem as classPairs solves it.
// Nodes: 0 … k−1 the classes as senders, k … 2k−1 as partners, 2k the
// source, 2k+1 the sink.
type transport struct {
	k              int
	cost           [][]int64 // cost[a][b]: a player of a paired in b
	flow           [][]int   // flow[a][b]: players of a sent to partners in b
	supply, demand []int     // players of a class not yet sent, not yet received
	left           int       // players not yet sent
	pot, dist      []int64   // the nodes' potentials, their distance on this path
	prev           []int     // the node before each on the shortest path
	done           []bool
}

// transportInf is farther than any path.
const transportInf = math.MaxInt64 / 4

func newTransport(k int) *transport {
	nodes := 2*k + 2
	t := &transport{k: k, cost: make([][]int64, k), flow: make([][]int, k), supply: make([]int, k), demand: make([]int, k),
		pot: make([]int64, nodes), dist: make([]int64, nodes), prev: make([]int, nodes), done: make([]bool, nodes)}
	for a := range k {
		t.cost[a], t.flow[a] = make([]int64, k), make([]int, k)
	}
	return t
}

// arc is the cost of the residual arc u → v less the potentials, or false
// when there is none.
func (t *transport) arc(u, v int) (int64, bool) {
	k, source, sink := t.k, 2*t.k, 2*t.k+1
	var c int64
	switch {
	case u == source && v < k:
		if t.supply[v] == 0 {
			return 0, false
		}
	case u < k && v >= k && v < 2*k:
		c = t.cost[u][v-k]
	case u >= k && u < 2*k && v < k:
		if t.flow[v][u-k] == 0 {
			return 0, false
		}
		c = -t.cost[v][u-k]
	case u >= k && u < 2*k && v == sink:
		if t.demand[u-k] == 0 {
			return 0, false
		}
	default:
		return 0, false
	}
	return c + t.pot[u] - t.pot[v], true
}

// shortestPath finds the cheapest residual path from the source to the
// sink (a dense Dijkstra on the reduced costs) and moves the potentials
// by it; false when there is none.
func (t *transport) shortestPath() bool {
	source, sink := 2*t.k, 2*t.k+1
	for v := range t.dist {
		t.dist[v], t.prev[v], t.done[v] = transportInf, -1, false
	}
	t.dist[source] = 0
	for {
		u := -1
		for v := range t.dist {
			if !t.done[v] && t.dist[v] < transportInf && (u < 0 || t.dist[v] < t.dist[u]) {
				u = v
			}
		}
		if u < 0 || u == sink {
			break
		}
		t.done[u] = true
		for v := range t.dist {
			if t.done[v] {
				continue
			}
			if c, ok := t.arc(u, v); ok && t.dist[u]+c < t.dist[v] {
				t.dist[v], t.prev[v] = t.dist[u]+c, u
			}
		}
	}
	if t.dist[sink] >= transportInf {
		return false
	}
	for v := range t.pot {
		t.pot[v] += min(t.dist[v], t.dist[sink])
	}
	return true
}

// augment sends the path's bottleneck along the path shortestPath found.
func (t *transport) augment() {
	k, source, sink := t.k, 2*t.k, 2*t.k+1
	amount := t.left
	for v := sink; v != source; v = t.prev[v] {
		u := t.prev[v]
		switch {
		case u == source:
			amount = min(amount, t.supply[v])
		case v == sink:
			amount = min(amount, t.demand[u-k])
		case u >= k && v < k:
			amount = min(amount, t.flow[v][u-k])
		}
	}
	for v := sink; v != source; v = t.prev[v] {
		u := t.prev[v]
		switch {
		case u == source:
			t.supply[v] -= amount
		case v == sink:
			t.demand[u-k] -= amount
		case u < k:
			t.flow[u][v-k] += amount
		default:
			t.flow[v][u-k] -= amount
		}
	}
	t.left -= amount
}

// maxPlanClasses is the most classes the classes' plan is worked out for:
// 40 score groups of all five kinds, about 0.1 s; 500 classes took 1.2 s
// and 940 took 12 s (3,000 players, the shared 2-core machine).
const maxPlanClasses = 200

// plannedPairs puts in the graph, with colours first, the pairs between
// classes that the classes' optimum (classPairs) makes: each player of either
// class with a few players of the other spread over it (between two classes
// every pair weighs nearly the same, so the matching is free to choose which;
// a few each fix the duals of the whole class, so that the certificate finds
// nothing to add). It returns the players who float in that optimum (none
// without a plan): of each class paired with a lower score group, the lowest
// placed (a float costs the higher player his places to the bottom of his
// group), somewhat fewer than it floats, so that a field the classes' optimum
// does not foresee (rematches) can still float others. With colours first,
// players who must have a colour float over several score groups to players
// due the other; the nearest groups (see candidates) do not hold them.
func (sg *sparseGraph) plannedPairs() []int {
	g := sg.g
	classes := g.colourClasses()
	pairs := g.classPairs(classes)
	if pairs == nil {
		return nil
	}
	const spread = 4
	link := func(from, to []int) {
		m, r := len(from), len(to)
		for k, i := range from {
			base := k * r / m
			for s := range min(spread, r) {
				sg.add(i, to[(base+s*r/min(spread, r))%r])
			}
		}
	}
	var floaters []int
	for a := range classes {
		for b := range classes {
			A, B := &classes[a], &classes[b]
			p := pairs[a][b]
			if p == 0 || a == b || A.group > B.group || (A.group == B.group && a > b) {
				continue
			}
			link(A.players, B.players)
			link(B.players, A.players)
			if A.group < B.group {
				sure := p - p/8 - 1
				for k := range min(sure, len(A.players)) {
					floaters = append(floaters, A.players[len(A.players)-1-k])
				}
			}
		}
	}
	return floaters
}

// withoutInside is the graph's edges less those inside a score group of
// the given players.
func (sg *sparseGraph) withoutInside(players []int) []matching.Edge {
	g := sg.g
	out := make([]bool, len(g.e)+1)
	for _, i := range players {
		out[i] = true
	}
	edges := make([]matching.Edge, 0, len(sg.edges))
	for _, e := range sg.edges {
		if (out[e.I] || out[e.J]) && e.J < len(g.e) && g.traits[e.I].score == g.traits[e.J].score {
			continue
		}
		edges = append(edges, e)
	}
	return edges
}
