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
	cost := make([][]int64, k)
	for a := range classes {
		cost[a] = make([]int64, k)
		for b := range classes {
			cost[a][b] = g.classCost(&classes[a], &classes[b])
		}
	}
	flow := make([][]int, k) // flow[a][b]: players of a sent to partners in b
	for a := range flow {
		flow[a] = make([]int, k)
	}
	supply, demand := make([]int, k), make([]int, k)
	left := 0
	for a := range classes {
		supply[a], demand[a] = len(classes[a].players), len(classes[a].players)
		left += supply[a]
	}
	// Nodes: 0 … k−1 the classes as senders, k … 2k−1 as partners, 2k the
	// source, 2k+1 the sink.
	nodes, source, sink := 2*k+2, 2*k, 2*k+1
	const inf = math.MaxInt64 / 4
	pot := make([]int64, nodes)
	dist := make([]int64, nodes)
	prev := make([]int, nodes)
	done := make([]bool, nodes)
	// arc is the cost of the residual arc u → v less the potentials, or
	// false when there is none.
	arc := func(u, v int) (int64, bool) {
		var c int64
		switch {
		case u == source && v < k:
			if supply[v] == 0 {
				return 0, false
			}
		case u < k && v >= k && v < 2*k:
			c = cost[u][v-k]
		case u >= k && u < 2*k && v < k:
			if flow[v][u-k] == 0 {
				return 0, false
			}
			c = -cost[v][u-k]
		case u >= k && u < 2*k && v == sink:
			if demand[u-k] == 0 {
				return 0, false
			}
		default:
			return 0, false
		}
		return c + pot[u] - pot[v], true
	}
	// Each path fills a class's supply or demand or empties a flow, as a
	// rule; the bound keeps a field's unlucky plan from taking more (a
	// plan left short only guides fewer candidates).
	for paths := 0; left > 0 && paths < 16*k; paths++ {
		for v := range nodes {
			dist[v], prev[v], done[v] = inf, -1, false
		}
		dist[source] = 0
		for {
			u := -1
			for v := range nodes {
				if !done[v] && dist[v] < inf && (u < 0 || dist[v] < dist[u]) {
					u = v
				}
			}
			if u < 0 || u == sink {
				break
			}
			done[u] = true
			for v := range nodes {
				if done[v] {
					continue
				}
				if c, ok := arc(u, v); ok && dist[u]+c < dist[v] {
					dist[v], prev[v] = dist[u]+c, u
				}
			}
		}
		if dist[sink] >= inf {
			break // cannot happen: every class can take any other's players
		}
		for v := range nodes {
			pot[v] += min(dist[v], dist[sink])
		}
		// The path's bottleneck, then the flow along it.
		amount := left
		for v := sink; v != source; v = prev[v] {
			u := prev[v]
			switch {
			case u == source:
				amount = min(amount, supply[v])
			case v == sink:
				amount = min(amount, demand[u-k])
			case u >= k && v < k:
				amount = min(amount, flow[v][u-k])
			}
		}
		for v := sink; v != source; v = prev[v] {
			u := prev[v]
			switch {
			case u == source:
				supply[v] -= amount
			case v == sink:
				demand[u-k] -= amount
			case u < k:
				flow[u][v-k] += amount
			default:
				flow[v][u-k] -= amount
			}
		}
		left -= amount
	}
	pairs := make([][]int, k)
	for a := range pairs {
		pairs[a] = make([]int, k)
		for b := range pairs[a] {
			if a == b {
				pairs[a][b] = (flow[a][a] + 1) / 2
			} else {
				pairs[a][b] = (flow[a][b] + flow[b][a] + 1) / 2
			}
		}
	}
	return pairs
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
