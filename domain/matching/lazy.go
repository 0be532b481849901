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

// event is 16 bytes, so that four children in the heap share a cache
// line or two. Its edge is not kept: it is the vertex's or blossom's
// least-slack edge (bestedge), which changes only to none or with a new
// event noted.
type event struct {
	at  int64  // the delta at which it happens, or a lower bound of it
	xk  uint32 // the vertex or blossom (below 1<<30), and its kind << 30
	ver int32  // which of x's events: only the latest stands
}

func newEvent(at int64, x, kind int, ver int32) event {
	return event{at: at, xk: uint32(x) | uint32(kind)<<30, ver: ver}
}

func (e event) x() int    { return int(e.xk & (1<<30 - 1)) }
func (e event) kind() int { return int(e.xk >> 30) }

// eventHeap is a 4-ary min-heap of events by at: half the levels of a
// binary heap, each level's children read together.
type eventHeap []event

func (h *eventHeap) push(e event) {
	*h = append(*h, e)
	s := *h
	i := len(s) - 1
	for i > 0 {
		p := (i - 1) / 4
		if s[p].at <= e.at {
			break
		}
		s[i] = s[p]
		i = p
	}
	s[i] = e
}

func (h *eventHeap) pop() event {
	s := *h
	top := s[0]
	last := len(s) - 1
	s[0] = s[last]
	*h = s[:last]
	if last > 0 {
		h.down(0)
	}
	return top
}

// down moves the event at i down to its place.
func (h eventHeap) down(i int) {
	e := h[i]
	for {
		c := 4*i + 1
		if c >= len(h) {
			break
		}
		small := c
		for j := c + 1; j < min(c+4, len(h)); j++ {
			if h[j].at < h[small].at {
				small = j
			}
		}
		if h[small].at >= e.at {
			break
		}
		h[i] = h[small]
		i = small
	}
	h[i] = e
}

// heapify orders the whole array as a heap.
func (h eventHeap) heapify() {
	for i := (len(h) - 2) / 4; i >= 0; i-- {
		h.down(i)
	}
}

// note pushes an event. Only the latest event of each vertex or blossom
// stands, so the heap holds at most 2n that stand and, as a large field
// notes millions, far more that do not: when it has grown to four times
// that, those are dropped (in one pass, the order made again in another),
// so that it stays small enough to be read from the cache.
func (m *matcher) note(e event) {
	if len(m.events) >= 8*m.n+1024 {
		keep := m.events[:0]
		for _, old := range m.events {
			if old.ver == m.version[old.x()] {
				keep = append(keep, old)
			}
		}
		m.events = keep
		m.events.heapify()
	}
	m.events.push(e)
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
	// A vertex already moving as it should is left as it is (setSign
	// would store the same): a T-blossom expanded gives its vertices'
	// motion to the children labelled T again.
	last := m.last[b]
	for v := m.first[b]; ; v = m.next[v] {
		if m.rate[v] != -s {
			m.setSign(int(v), s)
		}
		if v == last {
			break
		}
	}
	if t == 2 {
		m.version[b]++
		m.note(newEvent(m.delta+m.dual(b), b, zeroBlossom, m.version[b]))
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
		m.note(newEvent(m.delta+m.slack(k), v, freeEdge, m.version[v]))
	}
}

// notePair records the event of the S-blossom b's least-slack edge to
// another S-blossom (whose slack falls twice as fast as delta grows).
func (m *matcher) notePair(b int) {
	m.version[b]++
	if k := m.bestedge[b]; k != -1 {
		m.note(newEvent(m.delta+m.slack(k)/2, b, pairEdge, m.version[b]))
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
	x := e.x()
	if e.ver != m.version[x] {
		return false, 0
	}
	k := m.bestedge[x] // the edge noted, or none since
	switch e.kind() {
	case freeEdge:
		if m.label[m.inblossom[x]] != 0 || k == -1 {
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
		if !top || m.label[x] != 1 || k == -1 {
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
		x := e.x()
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
	// Each event leaves the heap before it is checked: a check may note
	// events afresh, and noting may drop the events that no longer stand
	// and order the heap again (note).
	for len(m.events) > 0 {
		e := m.events.pop()
		ok, when := m.check(e)
		switch {
		case !ok:
			continue
		case when > e.at: // a T-blossom's: its dual fell less
			e.at = when
			m.events.push(e)
			continue
		}
		found, at = true, when
		m.take(e)
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
		default:
			m.take(e)
		}
	}
	return true, at
}

// take adds the event e, which stands and happens at the next change, to
// the change's tight edges or T-blossoms reaching zero.
func (m *matcher) take(e event) {
	if e.kind() == zeroBlossom {
		m.zero = append(m.zero, e.x())
		return
	}
	m.tight = append(m.tight, m.bestedge[e.x()])
	m.taken = append(m.taken, e)
}
