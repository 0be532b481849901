package venue

import "net/http"

// routes are the server's addresses. The public ones are stable, so that
// a printed QR code keeps working: /, /find?q=NAME, /round/GROUP/N,
// /standings/GROUP, /crosstable/GROUP, /display, /report/CODE; each also
// with ".json".
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.index)
	mux.HandleFunc("GET /index.json", s.index)
	mux.HandleFunc("GET /find", s.find)
	mux.HandleFunc("GET /find.json", s.find)
	mux.HandleFunc("GET /round/{group}", s.round)
	mux.HandleFunc("GET /round/{group}/{n}", s.round)
	mux.HandleFunc("GET /standings/{group}", s.standings("standings"))
	mux.HandleFunc("GET /crosstable/{group}", s.standings("crosstable"))
	mux.HandleFunc("GET /display", s.display)
	mux.HandleFunc("GET /display.json", s.display)
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
	mux.HandleFunc("GET /live.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "max-age=3600")
		http.ServeFileFS(w, r, files, "live.js")
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, r, http.StatusNotFound, "venue.error.not_found")
	})
	return secureHeaders(http.NewCrossOriginProtection().Handler(mux))
}
