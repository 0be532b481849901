package venue

import (
	"net/http"
	"slices"
	"strings"
)

// routes are the server's addresses. The public ones are stable, so that
// a printed QR code keeps working: /, /find?q=NAME, /round/GROUP/N,
// /standings/GROUP, /crosstable/GROUP, /display, /report/CODE; each also
// with ".json".
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	read := s.reading
	mux.HandleFunc("GET /{$}", read(s.index))
	mux.HandleFunc("GET /index.json", read(s.index))
	mux.HandleFunc("GET /find", read(s.find))
	mux.HandleFunc("GET /find.json", read(s.find))
	mux.HandleFunc("GET /round/{group}", read(s.round))
	mux.HandleFunc("GET /round/{group}/{n}", read(s.round))
	mux.HandleFunc("GET /standings/{group}", read(s.standings("standings")))
	mux.HandleFunc("GET /crosstable/{group}", read(s.standings("crosstable")))
	mux.HandleFunc("GET /display", read(s.display))
	mux.HandleFunc("GET /display.json", read(s.display))
	mux.HandleFunc("GET /report/{code}", s.reportPage)
	mux.HandleFunc("POST /report/{code}", s.reportPost)
	mux.HandleFunc("GET /desk", s.deskGet)
	mux.HandleFunc("GET /desk.json", s.deskGet)
	mux.HandleFunc("POST /desk/login", s.login)
	mux.HandleFunc("POST /desk/logout", s.logout)
	mux.HandleFunc("POST /desk/result", s.deskResult)
	mux.HandleFunc("POST /desk/accept", s.deskAccept)
	mux.HandleFunc("POST /desk/checkin", s.deskCheckIn)
	mux.HandleFunc("POST /desk/late", s.deskLate)
	mux.HandleFunc("GET /events", s.events)
	for _, script := range []string{"live.js", "wall.js"} {
		mux.HandleFunc("GET /"+script, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Cache-Control", "max-age=3600")
			http.ServeFileFS(w, r, files, script)
		})
	}
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		// An address that takes other methods is 405, with those it takes.
		var allow []string
		for _, m := range []string{http.MethodGet, http.MethodPost} {
			probe := r.Clone(r.Context())
			probe.Method = m
			if _, pattern := mux.Handler(probe); pattern != "/" && m != r.Method {
				allow = append(allow, m)
			}
		}
		if len(allow) > 0 {
			if slices.Contains(allow, http.MethodGet) {
				allow = append(allow, http.MethodHead)
			}
			w.Header().Set("Allow", strings.Join(allow, ", "))
			s.fail(w, r, http.StatusMethodNotAllowed, "venue.error.method")
			return
		}
		s.fail(w, r, http.StatusNotFound, "venue.error.not_found")
	})
	return secureHeaders(http.NewCrossOriginProtection().Handler(mux))
}

// reading lets at most a few hall pages be laid out at once (the others
// wait their turn, not running): a crowd of phones then cannot starve the
// desk's entries and the slips' reports of the CPU, which skip the queue.
func (s *Server) reading(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		select {
		case s.readers <- struct{}{}:
		case <-r.Context().Done():
			return
		}
		defer func() { <-s.readers }()
		h(w, r)
	}
}
