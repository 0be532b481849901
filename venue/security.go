package venue

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"net"
	"net/http"
	"sync"
	"time"
)

// limiter is a token bucket per client: each client may make burst writes
// at once and rate more per second. It forgets clients idle long enough to
// be full again, and holds at most maxClients (the oldest go first).
type limiter struct {
	mu      sync.Mutex
	rate    float64
	burst   float64
	now     func() time.Time
	buckets map[string]*bucket
}

type bucket struct {
	tokens float64
	at     time.Time
}

const maxClients = 10000

func newLimiter(rate float64, burst int, now func() time.Time) *limiter {
	return &limiter{rate: rate, burst: float64(burst), now: now, buckets: map[string]*bucket{}}
}

// allow takes cost tokens (1 for a client, less for a desk that gets more)
// from the client's bucket, or reports that it is empty.
func (l *limiter) allow(client string, cost float64) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b := l.buckets[client]
	if b == nil {
		if len(l.buckets) >= maxClients {
			l.sweep(now)
		}
		b = &bucket{tokens: l.burst, at: now}
		l.buckets[client] = b
	}
	b.tokens = l.level(b, now)
	b.at = now
	if b.tokens < cost {
		return false
	}
	b.tokens -= cost
	return true
}

// spent reports whether the client's bucket is empty, taking nothing.
func (l *limiter) spent(client string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.buckets[client]
	if b == nil {
		return false
	}
	return l.level(b, l.now()) < 1
}

// level is what b holds at now: what it held, refilled at rate since,
// up to burst.
func (l *limiter) level(b *bucket, now time.Time) float64 {
	return min(l.burst, b.tokens+now.Sub(b.at).Seconds()*l.rate)
}

// sweep drops the buckets that are full again, or if none is, the oldest.
func (l *limiter) sweep(now time.Time) {
	full := time.Duration(l.burst / l.rate * float64(time.Second))
	var oldest string
	for k, b := range l.buckets {
		if now.Sub(b.at) > full {
			delete(l.buckets, k)
		} else if oldest == "" || b.at.Before(l.buckets[oldest].at) {
			oldest = k
		}
	}
	if len(l.buckets) >= maxClients {
		delete(l.buckets, oldest)
	}
}

// clientOf is the address a request comes from (the venue network has no
// proxies, so forwarded-for headers are not believed).
func clientOf(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// sessions are the desks signed in: a random id in an HttpOnly cookie
// names the desk for twelve hours.
type sessions struct {
	mu   sync.Mutex
	now  func() time.Time
	byID map[string]session
}

type session struct {
	desk    string
	expires time.Time
}

const (
	sessionLife = 12 * time.Hour
	maxSessions = 100
	deskCookie  = "desk"
)

func newSessions(now func() time.Time) *sessions {
	return &sessions{now: now, byID: map[string]session{}}
}

func randomToken() string {
	b := make([]byte, 24)
	rand.Read(b) // never fails (crypto/rand panics rather than return short)
	return base64.RawURLEncoding.EncodeToString(b)
}

// open signs a desk in and returns the session id.
func (s *sessions) open(desk string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now()
	for id, se := range s.byID {
		if now.After(se.expires) {
			delete(s.byID, id)
		}
	}
	if len(s.byID) >= maxSessions {
		var oldest string
		for id, se := range s.byID {
			if oldest == "" || se.expires.Before(s.byID[oldest].expires) {
				oldest = id
			}
		}
		delete(s.byID, oldest)
	}
	id := randomToken()
	s.byID[id] = session{desk: desk, expires: now.Add(sessionLife)}
	return id
}

// desk is the desk signed in by the request's cookie, with its session id.
func (s *sessions) desk(r *http.Request) (name, id string, ok bool) {
	c, err := r.Cookie(deskCookie)
	if err != nil {
		return "", "", false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	se, found := s.byID[c.Value]
	if !found || s.now().After(se.expires) {
		return "", "", false
	}
	return se.desk, c.Value, true
}

func (s *sessions) close(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.byID, id)
}

// csrfCookie holds a random value per browser; a form's token is the
// server's signature of it and of what the form is for, so another site
// can neither read nor forge it.
const csrfCookie = "csrf"

// csrfToken returns the token for forms of purpose, setting the browser's
// csrf cookie when it has none.
func (s *Server) csrfToken(w http.ResponseWriter, r *http.Request, purpose string) string {
	v := ""
	if c, err := r.Cookie(csrfCookie); err == nil && len(c.Value) >= 16 && len(c.Value) <= 64 {
		v = c.Value
	} else {
		v = randomToken()
		http.SetCookie(w, &http.Cookie{Name: csrfCookie, Value: v, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
	}
	return s.sign(v, purpose)
}

func (s *Server) sign(v, purpose string) string {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte(purpose + "\x00" + v))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// checkCSRF reports whether the form's token matches the browser's cookie
// for purpose.
func (s *Server) checkCSRF(r *http.Request, purpose string) bool {
	c, err := r.Cookie(csrfCookie)
	if err != nil {
		return false
	}
	want := s.sign(c.Value, purpose)
	return subtle.ConstantTimeCompare([]byte(want), []byte(r.PostFormValue("csrf"))) == 1
}

// secureHeaders are sent with every answer: nothing from elsewhere, no
// framing, no guessing of types, no address leaked to other sites.
func secureHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; form-action 'self'; base-uri 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "no-referrer")
		next.ServeHTTP(w, r)
	})
}

// maxForm is the largest form body a write accepts.
const maxForm = 4 << 10
