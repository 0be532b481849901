package venue

import (
	"fmt"
	"net/http"
	"sync"
	"time"
)

// hub tells the open pages (server-sent events) that the tournament
// changed, with its new version.
type hub struct {
	mu     sync.Mutex
	subs   map[chan string]struct{}
	done   chan struct{}
	closed bool
}

// maxListeners bounds the pages kept open at once; beyond it a page falls
// back to its plain timed reload.
const maxListeners = 5000

func newHub() *hub { return &hub{subs: map[chan string]struct{}{}, done: make(chan struct{})} }

func (h *hub) subscribe() (chan string, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed || len(h.subs) >= maxListeners {
		return nil, false
	}
	c := make(chan string, 1)
	h.subs[c] = struct{}{}
	return c, true
}

func (h *hub) unsubscribe(c chan string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.subs, c)
}

// broadcast gives every listener the latest version; a listener that has
// not taken the previous one yet gets only the latest.
func (h *hub) broadcast(v string) {
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

// events streams the tournament's version to a page: now, at each change,
// and a comment every 25 seconds to keep the connection through routers.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
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
	fmt.Fprintf(w, "retry: 5000\ndata: %s\n\n", s.snap.Load().version)
	if rc.Flush() != nil {
		return
	}
	tick := time.NewTicker(25 * time.Second)
	defer tick.Stop()
	for {
		select {
		case v := <-c:
			fmt.Fprintf(w, "data: %s\n\n", v)
		case <-tick.C:
			fmt.Fprint(w, ": still here\n\n")
		case <-r.Context().Done():
			return
		case <-s.hub.done:
			return
		}
		if rc.Flush() != nil {
			return
		}
	}
}
