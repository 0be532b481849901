// Package venue serves a tournament to the local network of the venue:
// players and parents find their table and follow pairings, results and
// standings on their phones, a projector shows the public display, results
// are reported from the tables by the code on each game's slip, and a second
// desk signs in to check players in, enter results and add late entries.
//
// Everything is built on net/http and html/template, with no external
// fonts or scripts; each page also answers as JSON (a ".json" suffix or
// Accept: application/json). Read pages are open; every write needs a slip
// code or a desk session, carries a CSRF token and is rate-limited per
// client. The server reads and changes the tournament through its use
// cases (arbiter), as the window and the command line do.
package venue

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"net"
	"net/http"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/i18n"
)

// Options tune a Server. The zero value serves read pages and slip
// reports (when the event takes them) with no desk.
type Options struct {
	// DeskPassword lets a second desk sign in; empty keeps the desk off.
	DeskPassword string
	// Now is the clock of sessions and rate limits; time.Now when nil.
	Now func() time.Time
	// Poll is how often the tournament's version is read to notice changes
	// made elsewhere (the window); one second when zero.
	Poll time.Duration
	// WriteRate and WriteBurst limit each client's writes (per second, and
	// at once); 1 and 10 when zero. A signed-in desk gets five times more.
	WriteRate  float64
	WriteBurst int
	// Changed, when set, is told of every new version of the tournament
	// the server reads (nil: the desks, the slips or the window changed
	// it) and of every reading that failed, from the server's goroutines:
	// the window follows the file with it instead of a poll of its own.
	Changed func(err error)
}

func (o Options) now() time.Time {
	if o.Now != nil {
		return o.Now()
	}
	return time.Now()
}

// Server serves one tournament. Create it with New; it is an http.Handler.
type Server struct {
	ev      *arbiter.Arbiter
	opts    Options
	cat     map[i18n.Lang]*i18n.Catalog
	key     []byte // signs CSRF tokens; new for every server
	mux     http.Handler
	snap    atomic.Pointer[snapshot]
	rebuild sync.Mutex  // one snapshot build at a time
	pending atomic.Bool // a refresh is asked for and not started yet
	limits  *limiter
	misses  *limiter // wrong slip codes and check codes, per client
	desks   *sessions
	hub     *hub
	cache   pageCache
	readers chan struct{} // the hall pages being laid out (see reading)
}

// New builds a server over the tournament's use cases, reading the
// tournament once to check it.
func New(ev *arbiter.Arbiter, opts Options) (*Server, error) {
	s := &Server{ev: ev, opts: opts,
		cat: map[i18n.Lang]*i18n.Catalog{i18n.Chinese: i18n.MustLoad(i18n.Chinese), i18n.English: i18n.MustLoad(i18n.English)},
		key: make([]byte, 32), hub: newHub()}
	if _, err := rand.Read(s.key); err != nil {
		return nil, fmt.Errorf("venue: %w", err)
	}
	rate, burst := opts.WriteRate, opts.WriteBurst
	if rate <= 0 {
		rate = 1
	}
	if burst <= 0 {
		burst = 10
	}
	s.limits = newLimiter(rate, burst, opts.now)
	s.misses = newLimiter(1/missEvery.Seconds(), missBurst, opts.now)
	s.readers = make(chan struct{}, 2*runtime.GOMAXPROCS(0))
	s.desks = newSessions(opts.now)
	if err := s.Refresh(); err != nil {
		return nil, err
	}
	s.mux = s.routes()
	return s, nil
}

// ServeHTTP answers one request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.mux.ServeHTTP(w, r) }

// Refresh reads the tournament again if its version changed, and tells the
// open pages. Pages are served from the last reading meanwhile.
func (s *Server) Refresh() error {
	s.rebuild.Lock()
	defer s.rebuild.Unlock()
	v, err := s.ev.Version()
	if err != nil {
		return s.changed(fmt.Errorf("venue: %w", err))
	}
	old := s.snap.Load()
	if old != nil && old.version == v {
		return nil
	}
	snap, err := build(s.ev, v, old)
	if err != nil {
		return s.changed(fmt.Errorf("venue: %w", err))
	}
	s.snap.Store(snap)
	s.hub.broadcast(snap)
	return s.changed(nil)
}

// changed tells Options.Changed, if set, of a new version or of err, and
// returns err.
func (s *Server) changed(err error) error {
	if s.opts.Changed != nil {
		s.opts.Changed(err)
	}
	return err
}

// refreshSoon reads the tournament again in the background, at most once
// per refreshGap: a desk's entry is answered as soon as it is saved, and
// the pages follow within a second, however fast the desk types.
func (s *Server) refreshSoon() {
	if s.pending.CompareAndSwap(false, true) {
		time.AfterFunc(refreshGap, func() {
			s.pending.Store(false)
			s.Refresh() // a failed reading keeps the last one; the poll tries again
		})
	}
}

// refreshGap is the wait of refreshSoon.
const refreshGap = 500 * time.Millisecond

// Listen binds addr (":8080", "192.168.1.10:0", "127.0.0.1:0") and no
// other address.
func Listen(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("venue: listen on %s: %w", addr, err)
	}
	return ln, nil
}

// Serve answers requests on ln until ctx is done, then stops: open pages
// are told to go, requests under way get five seconds to finish. It
// watches the tournament for changes made elsewhere meanwhile.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	hs := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    16 << 10,
		BaseContext:       func(net.Listener) context.Context { return ctx },
	}
	poll := s.opts.Poll
	if poll <= 0 {
		poll = time.Second
	}
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(poll)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				s.hub.close()
				shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				hs.Shutdown(shut)
				cancel()
				close(done)
				return
			case <-t.C:
				s.Refresh() // a failed reading keeps the last one; the next tick tries again
			}
		}
	}()
	err := hs.Serve(ln)
	<-done
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

// Addresses is where the hall reaches a server listening at bound: its
// own address, or, listening on every interface, one per local network
// address of the machine (the loopback address when it has none), as
// http URLs.
func Addresses(bound *net.TCPAddr) []string {
	port := strconv.Itoa(bound.Port)
	url := func(ip net.IP) string { return "http://" + net.JoinHostPort(ip.String(), port) + "/" }
	if !bound.IP.IsUnspecified() {
		return []string{url(bound.IP)}
	}
	var out []string
	for _, ip := range LANAddresses() {
		out = append(out, url(ip))
	}
	if len(out) == 0 {
		out = append(out, url(net.IPv4(127, 0, 0, 1)))
	}
	return out
}

// LANAddresses lists the machine's IPv4 addresses on its local networks
// (loopback and link-local left out), for the address to show and encode
// as a QR code.
func LANAddresses() []net.IP {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return nil
	}
	var out []net.IP
	for _, a := range addrs {
		n, ok := a.(*net.IPNet)
		if !ok {
			continue
		}
		ip := n.IP.To4()
		if ip == nil || ip.IsLoopback() || ip.IsLinkLocalUnicast() {
			continue
		}
		out = append(out, ip)
	}
	return out
}
