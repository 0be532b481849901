package matching

// Lazy duals and the events of a dual change.
//
// A dual change lowers the dual of every vertex in an S-blossom by δ,
// raises that of every vertex in a T-blossom, and moves the blossoms' own
// duals the other way. Done vertex by vertex that is a pass over the
// whole graph per change, and a large Swiss field with many equal weights
// needs tens of thousands of changes. Instead the matcher keeps the sum of
// the changes so far (delta) and, per vertex and blossom, the direction
// its dual moves in (rate) and what it would be at delta 0: the dual is
// read in one multiplication from two arrays (a scan reads the duals of
// vertices all over the graph) and a dual change is one addition. The
// next change is found in
// a heap of events, each the delta at which an edge would become tight or
// a T-blossom's dual reach zero; an event is a lower bound, checked (and
// put back later, or dropped) when it comes to the top.

// event kinds
const (
	freeEdge    = iota // a free vertex's least-slack edge to an S-vertex
	pairEdge           // an S-blossom's least-slack edge to another S-blossom
	zeroBlossom        // a T-blossom's dual reaching zero
)

type event struct {
	at   int64 // the delta at which it happens, or a lower bound of it
	x    int32 // the vertex or blossom
	ver  int32 // which of x's events: only the latest stands
	k    int32 // the edge, for the edge events
	kind int8
}

// eventHeap is a binary min-heap of events by at.
type eventHeap []event

func (h *eventHeap) push(e event) {
	*h = append(*h, e)
	s := *h
	for i := len(s) - 1; i > 0; {
		p := (i - 1) / 2
		if s[p].at <= s[i].at {
			break
		}
		s[p], s[i] = s[i], s[p]
		i = p
	}
}

func (h *eventHeap) pop() event {
	s := *h
	top := s[0]
	last := len(s) - 1
	s[0] = s[last]
	s = s[:last]
	for i := 0; ; {
		l, small := 2*i+1, i
		if l < len(s) && s[l].at < s[small].at {
			small = l
		}
		if r := l + 1; r < len(s) && s[r].at < s[small].at {
			small = r
		}
		if small == i {
			break
		}
		s[i], s[small] = s[small], s[i]
		i = small
	}
	*h = s
	return top
}

// dual is the dual variable of vertex or blossom x now.
func (m *matcher) dual(x int) int64 {
	return m.dualvar[x] + int64(m.rate[x])*m.delta
}

// setSign brings x's dual up to date and sets the direction it moves in
// from now on: +1 as an S-vertex or S-blossom, −1 as a T one, 0 not at all.
// A vertex's dual moves against its sign, a blossom's with it: rate is the
// change per unit of delta, and dualvar what the dual would be at delta 0.
func (m *matcher) setSign(x int, s int8) {
	if x < m.n {
		s = -s
	}
	m.dualvar[x] = m.dual(x) - int64(s)*m.delta
	m.rate[x] = s
}

// signs sets the direction of the top-level blossom b and its vertices for
// label t (1 S, 2 T, else none); a T-blossom's dual falls and its zero is
// an event.
func (m *matcher) signs(b, t int) {
	var s int8
	switch t {
	case 1:
		s = 1
	case 2:
		s = -1
	}
	if b < m.n {
		m.setSign(b, s)
		return
	}
	m.setSign(b, s)
	m.signBuf = m.leaves(b, m.signBuf[:0])
	for _, v := range m.signBuf {
		m.setSign(v, s)
	}
	if t == 2 {
		m.version[b]++
		m.events.push(event{at: m.delta + m.dual(b), x: int32(b), ver: m.version[b], k: -1, kind: zeroBlossom})
	}
}

// settle brings every dual up to date, as solve leaves them.
func (m *matcher) settle() {
	for x := range m.rate {
		m.setSign(x, 0)
	}
	m.delta = 0
	m.events, m.taken = m.events[:0], m.taken[:0]
}

// noteFree records the event of v's least-slack edge, v being free (or
// inside a T-blossom, when the event waits for it to be free).
func (m *matcher) noteFree(v int) {
	m.version[v]++
	if k := m.bestedge[v]; k != -1 {
		m.events.push(event{at: m.delta + m.slack(k), x: int32(v), ver: m.version[v], k: int32(k), kind: freeEdge})
	}
}

// notePair records the event of the S-blossom b's least-slack edge to
// another S-blossom (whose slack falls twice as fast as delta grows).
func (m *matcher) notePair(b int) {
	m.version[b]++
	if k := m.bestedge[b]; k != -1 {
		m.events.push(event{at: m.delta + m.slack(k)/2, x: int32(b), ver: m.version[b], k: int32(k), kind: pairEdge})
	}
}

// check looks at an event as the graph is now: whether it still stands
// and at what delta it happens. Only the latest event noted for a vertex
// or blossom stands. An edge event is a promise that none of the edges
// its least-slack edge was chosen among becomes tight before it; when its
// edge has come to name a vertex no longer outer, or to happen later (its
// far end was not outer for a while, so the others may now come first),
// the least-slack edge is found again among all and noted afresh.
func (m *matcher) check(e event) (bool, int64) {
	x, k := int(e.x), int(e.k)
	if e.ver != m.version[x] {
		return false, 0
	}
	switch e.kind {
	case freeEdge:
		if m.label[m.inblossom[x]] != 0 || m.bestedge[x] != k {
			return false, 0 // noted again when x is free
		}
		if m.label[m.inblossom[m.other(k, x)]] != 1 {
			m.freshFreeBest(x)
			return false, 0
		}
		when := m.delta + m.slack(k)
		if when > e.at {
			m.freshFreeBest(x)
			return false, 0
		}
		return true, when
	case pairEdge:
		top := (x < m.n && m.inblossom[x] == x) || (x >= m.n && m.blossombase[x] >= 0 && m.blossomparent[x] == -1)
		if !top || m.label[x] != 1 || m.bestedge[x] != k {
			return false, 0
		}
		if !m.joinsS(k) {
			m.freshBest(x)
			return false, 0
		}
		when := m.delta + m.slack(k)/2
		if when > e.at {
			m.freshBest(x)
			return false, 0
		}
		return true, when
	default:
		if m.blossombase[x] < 0 || m.blossomparent[x] != -1 || m.label[x] != 2 {
			return false, 0
		}
		return true, m.delta + m.dual(x)
	}
}

// nextChange finds the least delta still to add before an event happens,
// and the events that happen then: edges made tight (tight) and T-blossoms
// whose dual reaches zero (zero). found is false when no event is left.
func (m *matcher) nextChange() (found bool, at int64) {
	// The edges taken at the last change were scanned since, which as a
	// rule joins their ends in one blossom or releases them; where it did
	// not (a tree released by another edge of the same change), the edge
	// kept as least-slack needs its event again.
	for _, e := range m.taken {
		x := int(e.x)
		switch {
		case e.ver != m.version[x]: // noted again since
		case x < m.n && m.label[m.inblossom[x]] == 0:
			m.noteFree(x)
		case m.blossomparent[x] == -1 && m.label[x] == 1 && (x < m.n || m.blossombase[x] >= 0):
			m.notePair(x)
		}
	}
	m.taken = m.taken[:0]
	m.tight, m.zero = m.tight[:0], m.zero[:0]
	for len(m.events) > 0 {
		top := m.events[0]
		ok, when := m.check(top)
		if !ok {
			m.events.pop()
			continue
		}
		if when > top.at { // a T-blossom's: its dual fell less
			m.events.pop()
			top.at = when
			m.events.push(top)
			continue
		}
		found, at = true, when
		break
	}
	if !found {
		return false, 0
	}
	for len(m.events) > 0 && m.events[0].at == at {
		e := m.events.pop()
		ok, when := m.check(e)
		switch {
		case !ok:
		case when > at:
			e.at = when
			m.events.push(e)
		case e.kind == zeroBlossom:
			m.zero = append(m.zero, int(e.x))
		default:
			m.tight = append(m.tight, int(e.k))
			m.taken = append(m.taken, e)
		}
	}
	return true, at
}
