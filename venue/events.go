package venue

import (
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// hub tells the open pages (server-sent events) that the tournament
// changed, with its new reading.
type hub struct {
	mu     sync.Mutex
	subs   map[chan *snapshot]struct{}
	done   chan struct{}
	closed bool
}

// maxListeners bounds the pages kept open at once; beyond it a page falls
// back to its plain timed reload.
const maxListeners = 5000

func newHub() *hub { return &hub{subs: map[chan *snapshot]struct{}{}, done: make(chan struct{})} }

func (h *hub) subscribe() (chan *snapshot, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed || len(h.subs) >= maxListeners {
		return nil, false
	}
	c := make(chan *snapshot, 1)
	h.subs[c] = struct{}{}
	return c, true
}

func (h *hub) unsubscribe(c chan *snapshot) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.subs, c)
}

// broadcast gives every listener the latest reading; a listener that has
// not taken the previous one yet gets only the latest.
func (h *hub) broadcast(v *snapshot) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for c := range h.subs {
		select {
		case <-c:
		default:
		}
		c <- v
	}
}

func (h *hub) close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.closed {
		h.closed = true
		close(h.done)
	}
}

// events streams to a page the hash of what it shows (see liveHash): now,
// and whenever it changes, and a comment every 25 seconds to keep the
// connection through routers. The page names its topics (?t=, space
// separated; none: everything, as the desk follows it) and may ask to be
// told at most once each ?gap= seconds (a long table brought up to date
// every few seconds rather than at every result).
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if len(q.Get("t")) > maxTopicsText {
		http.Error(w, "too many topics", http.StatusBadRequest)
		return
	}
	topics := parseTopics(q.Get("t"))
	gap := time.Duration(0)
	if secs, err := strconv.Atoi(q.Get("gap")); err == nil {
		gap = time.Duration(max(0, min(secs, 60))) * time.Second
	}
	c, ok := s.hub.subscribe()
	if !ok {
		http.Error(w, "too many listeners", http.StatusServiceUnavailable)
		return
	}
	defer s.hub.unsubscribe(c)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	rc := http.NewResponseController(w)
	sent := s.snap.Load().liveHash(topics)
	fmt.Fprintf(w, "retry: 5000\ndata: %s\n\n", sent)
	if rc.Flush() != nil {
		return
	}
	tick := time.NewTicker(25 * time.Second)
	defer tick.Stop()
	var (
		due    <-chan time.Time // a change waits for the gap to pass
		last   time.Time
		latest = sent
	)
	for {
		select {
		case snap := <-c:
			latest = snap.liveHash(topics)
			if latest == sent || due != nil {
				continue
			}
			if wait := gap - time.Since(last); wait > 0 {
				due = time.After(wait)
				continue
			}
		case <-due:
			due = nil
			if latest == sent {
				continue
			}
		case <-tick.C:
			fmt.Fprint(w, ": still here\n\n")
			if rc.Flush() != nil {
				return
			}
			continue
		case <-r.Context().Done():
			return
		case <-s.hub.done:
			return
		}
		sent, last = latest, time.Now()
		fmt.Fprintf(w, "data: %s\n\n", sent)
		if rc.Flush() != nil {
			return
		}
	}
}

// maxTopicsText is the longest list of topics a page may name, in bytes.
const maxTopicsText = 1024
