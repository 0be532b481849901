package venue

import (
	"crypto/subtle"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/reports/sheet"
)

// deskData is the second desk's page: the round chosen, its games that
// want attention (no result yet, or reports waiting), the players found
// for check-in, and the late-entry form.
type deskData struct {
	Desk       string       `json:"desk"`
	Group      string       `json:"group"`
	Round      int          `json:"round"`
	Groups     []link       `json:"-"`
	Rounds     []link       `json:"-"`
	Games      []deskGame   `json:"games"`
	Agreed     int          `json:"agreed"` // games whose reports agree, for "accept all"
	Who        string       `json:"who,omitempty"`
	Players    []deskPlayer `json:"players,omitempty"`
	Message    string       `json:"message,omitempty"`
	Error      string       `json:"error,omitempty"`
	Conflict   *deskGame    `json:"conflict,omitempty"`
	Entered    string       `json:"entered,omitempty"` // the result a refused entry wanted
	EnteredRaw string       `json:"-"`
	CSRF       string       `json:"-"`
	Page       int          `json:"page"`
	Pages      int          `json:"pages"`
	Prev, Next string       `json:"-"`
	JoinsRound int          `json:"-"`
}

type deskGame struct {
	ID      int64        `json:"id"`
	Table   int          `json:"table"`
	Board   int          `json:"board,omitempty"`
	Black   string       `json:"black"`
	White   string       `json:"white"`
	Result  string       `json:"result,omitempty"`
	Raw     string       `json:"result_notation,omitempty"`
	Reports []deskReport `json:"reports,omitempty"`
}

type deskReport struct {
	ID     int64  `json:"id"`
	Result string `json:"result"`
	State  string `json:"state"`
	Client string `json:"client"`
}

type deskPlayer struct {
	ID        int64  `json:"id"`
	Name      string `json:"name"`
	Group     string `json:"group"`
	Rank      string `json:"rank"`
	CheckedIn bool   `json:"checked_in"`
}

// deskOn answers 404 when no desk password is set.
func (s *Server) deskOn(w http.ResponseWriter, r *http.Request) bool {
	if s.opts.DeskPassword == "" {
		s.fail(w, r, http.StatusNotFound, "venue.error.desk_off")
		return false
	}
	return true
}

func (s *Server) deskGet(w http.ResponseWriter, r *http.Request) {
	if !s.deskOn(w, r) {
		return
	}
	desk, id, ok := s.desks.desk(r)
	if !ok {
		s.loginPage(w, r, http.StatusOK, "")
		return
	}
	s.deskPage(w, r, desk, id, http.StatusOK, func(*deskData) {})
}

type loginData struct {
	CSRF  string `json:"-"`
	Error string `json:"error,omitempty"`
}

func (s *Server) loginPage(w http.ResponseWriter, r *http.Request, status int, errKey string) {
	snap := s.snap.Load()
	p := s.newPage(w, r, snap, "venue.desk")
	d := loginData{CSRF: s.csrfToken(w, r, "login")}
	if errKey != "" {
		d.Error = p.T(errKey)
	}
	p.Data = d
	_, asJSON := wantsJSON(r, r.URL.Path)
	s.render(w, status, "login", p, asJSON)
}

// form takes a posted form within the client's rate (a write costs cost)
// and maxForm bytes, or answers and returns false.
func (s *Server) form(w http.ResponseWriter, r *http.Request, cost float64) bool {
	if !s.limits.allow(clientOf(r), cost) {
		s.fail(w, r, http.StatusTooManyRequests, "venue.error.too_many")
		return false
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxForm)
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, http.StatusBadRequest, "venue.error.bad_form")
		return false
	}
	// Text that is not UTF-8 (a phone's keyboard in another encoding, a
	// made-up request) is refused before anything reads it.
	for _, vs := range r.Form {
		for _, v := range vs {
			if !utf8.ValidString(v) {
				s.fail(w, r, http.StatusBadRequest, "venue.error.bad_text")
				return false
			}
		}
	}
	return true
}

// write checks what every desk write needs: a desk signed in, a token
// from its own form, a client within its rate, a small form. It returns
// the desk and session id, or answers and returns ok false.
func (s *Server) write(w http.ResponseWriter, r *http.Request) (desk, id string, ok bool) {
	if !s.deskOn(w, r) {
		return "", "", false
	}
	desk, id, signed := s.desks.desk(r)
	cost := 1.0
	if signed {
		cost = 0.2
	}
	if !s.form(w, r, cost) {
		return "", "", false
	}
	if !signed {
		s.fail(w, r, http.StatusUnauthorized, "venue.error.sign_in")
		return "", "", false
	}
	if !s.checkCSRF(r, "desk:"+id) {
		s.fail(w, r, http.StatusForbidden, "venue.error.csrf")
		return "", "", false
	}
	return desk, id, true
}

func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	if !s.deskOn(w, r) {
		return
	}
	if !s.form(w, r, 1) {
		return
	}
	if !s.checkCSRF(r, "login") {
		s.fail(w, r, http.StatusForbidden, "venue.error.csrf")
		return
	}
	name := strings.TrimSpace(r.PostFormValue("desk"))
	if name == "" || utf8.RuneCountInString(name) > 32 {
		s.loginPage(w, r, http.StatusBadRequest, "venue.error.desk_name")
		return
	}
	if subtle.ConstantTimeCompare([]byte(r.PostFormValue("password")), []byte(s.opts.DeskPassword)) != 1 {
		s.loginPage(w, r, http.StatusUnauthorized, "venue.error.password")
		return
	}
	id := s.desks.open(name)
	http.SetCookie(w, &http.Cookie{Name: deskCookie, Value: id, Path: "/desk", HttpOnly: true, SameSite: http.SameSiteStrictMode, MaxAge: int(sessionLife.Seconds())})
	http.Redirect(w, r, "/desk", http.StatusSeeOther)
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	_, id, ok := s.write(w, r)
	if !ok {
		return
	}
	s.desks.close(id)
	http.SetCookie(w, &http.Cookie{Name: deskCookie, Value: "", Path: "/desk", MaxAge: -1})
	http.Redirect(w, r, "/desk", http.StatusSeeOther)
}

// deskRound is the group and round a desk request is about: the form's
// or the query's, else the first group's latest published round (its
// latest round while none is published).
func deskRound(r *http.Request, snap *snapshot) (*groupSnap, int) {
	if len(snap.groups) == 0 {
		return nil, 0
	}
	g := snap.byName[r.FormValue("group")]
	if g == nil {
		g = snap.groups[0]
	}
	n, err := strconv.Atoi(r.FormValue("round"))
	if err != nil || n < 1 || n > g.latest {
		n = g.deskDefault()
	}
	return g, n
}

// deskDefault is the round a desk shows when none is chosen: the round
// being played (the latest published one), or the latest paired.
func (g *groupSnap) deskDefault() int {
	if g.current == 0 {
		return g.latest
	}
	return g.current
}

// deskPage renders the desk's page after edit fills in what happened.
func (s *Server) deskPage(w http.ResponseWriter, r *http.Request, desk, id string, status int, edit func(*deskData)) {
	snap := s.snap.Load()
	p := s.newPage(w, r, snap, "venue.desk")
	d := &deskData{Desk: desk, CSRF: s.csrfToken(w, r, "desk:"+id), Who: r.FormValue("who")}
	g, n := deskRound(r, snap)
	if g != nil {
		d.Group, d.Round, d.JoinsRound = g.g.Name, n, g.latest+1
		for _, gg := range snap.groups {
			d.Groups = append(d.Groups, link{gg.g.Name, "/desk?group=" + urlQuery(gg.g.Name)})
		}
		for m := 1; m <= g.latest; m++ {
			d.Rounds = append(d.Rounds, link{strconv.Itoa(m), "/desk?group=" + urlQuery(g.g.Name) + "&round=" + strconv.Itoa(m)})
		}
		var open []deskGame
		for _, game := range g.rounds[n] {
			dg := s.deskGame(snap, game, p)
			if game.Result == tournament.NoResult || len(dg.Reports) > 0 {
				open = append(open, dg)
			}
		}
		d.Pages = max(1, (len(open)+rowsPerPage-1)/rowsPerPage)
		d.Page, _ = strconv.Atoi(r.FormValue("page"))
		d.Page = min(max(1, d.Page), d.Pages)
		d.Games = open[(d.Page-1)*rowsPerPage : min(len(open), d.Page*rowsPerPage)]
		base := "/desk?group=" + urlQuery(g.g.Name) + "&round=" + strconv.Itoa(n) + "&page="
		if d.Page > 1 {
			d.Prev = base + strconv.Itoa(d.Page-1)
		}
		if d.Page < d.Pages {
			d.Next = base + strconv.Itoa(d.Page+1)
		}
	}
	for game, reps := range snap.reports {
		if _, ok := tournament.Agreed(reps); ok && snap.games[game].game.Result == tournament.NoResult {
			d.Agreed++
		}
	}
	if d.Who != "" {
		for _, pid := range snap.find(d.Who) {
			pl := snap.players[pid]
			d.Players = append(d.Players, deskPlayer{ID: pid, Name: pl.Name(), Group: snap.groupOf[pid].g.Name, Rank: sheet.RankText(pl.Rank, p.tr), CheckedIn: pl.CheckedIn})
		}
	}
	edit(d)
	p.Data = d
	// The desk's list of open games follows the hall and the other desk
	// by itself; the rest of the page (a message, what is being typed)
	// stays as it is. A desk on the round being played follows it to the
	// next round when that is published (the whole page is then loaded
	// afresh).
	if g != nil {
		p.Live, p.LivePart = true, "desk-live"
		p.LiveKey = d.Group + "/" + strconv.Itoa(d.Round)
		p.LiveSrc = "/desk?group=" + urlQuery(d.Group) + "&page=" + strconv.Itoa(d.Page) + "&lang=" + string(p.Lang)
		if n != g.deskDefault() {
			p.LiveSrc += "&round=" + strconv.Itoa(d.Round)
		}
	}
	_, asJSON := wantsJSON(r, r.URL.Path)
	s.render(w, status, "desk", p, asJSON)
}

func urlQuery(s string) string { return url.QueryEscape(s) }

func (s *Server) deskGame(snap *snapshot, game tournament.Game, p *page) deskGame {
	dg := deskGame{ID: game.ID, Table: game.Table, Board: snap.games[game.ID].board,
		Black: snap.players[game.Black].Name(), White: snap.players[game.White].Name(),
		Result: resultWords(game.Result, p), Raw: string(game.Result)}
	for _, rep := range snap.reports[game.ID] {
		if rep.Open() {
			dg.Reports = append(dg.Reports, deskReport{ID: rep.ID, Result: resultWords(rep.Result, p), State: string(rep.State), Client: rep.Client})
		}
	}
	return dg
}

// deskResult enters a result typed as at the window: "12 b" Enter
// (arbiter.EnterResult). A table that has another result already is shown
// as a conflict, not overwritten; the desk replaces it only by naming
// what it saw.
func (s *Server) deskResult(w http.ResponseWriter, r *http.Request) {
	desk, id, ok := s.write(w, r)
	if !ok {
		return
	}
	snap := s.snap.Load()
	g, n := deskRound(r, snap)
	entry, err := tournament.ParseEntry(r.PostFormValue("entry"))
	table, board, res := entry.Table, entry.Board, entry.Result
	if g == nil || err != nil {
		s.deskPage(w, r, desk, id, http.StatusBadRequest, func(d *deskData) { d.Error = d.t(s, r, "venue.error.entry") })
		return
	}
	var game *tournament.Game
	for i, gm := range g.rounds[n] {
		if gm.Table == table && (board == 0 || snap.games[gm.ID].board == board) {
			game = &g.rounds[n][i]
			break
		}
	}
	if game == nil {
		s.deskPage(w, r, desk, id, http.StatusNotFound, func(d *deskData) { d.Error = d.t(s, r, "venue.error.no_table", "Table", table) })
		return
	}
	// A result over another is refused (and shown as a conflict) unless
	// the desk replaces what it saw.
	in := arbiter.ResultEntry{Desk: desk, Game: game.ID, Result: res}
	if r.PostFormValue("replace") != "" {
		in.Overwrite, in.Replacing = true, tournament.Result(r.PostFormValue("seen"))
	}
	done, err := s.ev.EnterResult(in)
	if err != nil {
		s.Refresh()
		if statusOf(err) == http.StatusConflict {
			s.deskConflict(w, r, desk, id, s.snap.Load(), s.snap.Load().games[game.ID].game, res)
			return
		}
		s.deskOutcome(w, r, desk, id, err, "")
		return
	}
	s.refreshSoon()
	saved := game.ID
	s.deskPage(w, r, desk, id, http.StatusOK, func(d *deskData) {
		d.Message = d.t(s, r, "venue.desk.entered", "Table", table, "Result", resultWords(res, s.newPage(noCookies{}, r, snap, "venue.desk")))
		if done.Repair > 0 {
			d.Message += " " + d.t(s, r, "rounds.pairing_differs", "N", done.Repair)
		}
		// The page is drawn before the reading that holds the entry: the
		// game just saved is no longer open.
		d.Games = slices.DeleteFunc(d.Games, func(g deskGame) bool { return g.ID == saved && len(g.Reports) == 0 })
	})
}

func (s *Server) deskConflict(w http.ResponseWriter, r *http.Request, desk, id string, snap *snapshot, game tournament.Game, wanted tournament.Result) {
	s.deskPage(w, r, desk, id, http.StatusConflict, func(d *deskData) {
		p := s.newPage(w, r, snap, "venue.desk")
		dg := s.deskGame(snap, game, p)
		d.Conflict, d.Entered, d.EnteredRaw = &dg, resultWords(wanted, p), string(wanted)
		d.Error = p.T("venue.desk.conflict", "Table", game.Table, "Result", dg.Result, "Entered", d.Entered)
	})
}

// t translates for the desk page of the request.
func (d *deskData) t(s *Server, r *http.Request, key string, args ...any) string {
	l := lang(noCookies{}, r)
	p := &page{cat: s.cat[l]}
	return p.T(key, args...)
}

func (s *Server) deskAccept(w http.ResponseWriter, r *http.Request) {
	desk, id, ok := s.write(w, r)
	if !ok {
		return
	}
	var err error
	n := 0
	if r.PostFormValue("all") != "" {
		n, err = s.ev.AcceptAgreedReports(desk)
	} else {
		rid, perr := strconv.ParseInt(r.PostFormValue("report"), 10, 64)
		if perr != nil {
			s.deskPage(w, r, desk, id, http.StatusBadRequest, func(d *deskData) { d.Error = d.t(s, r, "venue.error.bad_form") })
			return
		}
		err = s.ev.AcceptReport(desk, rid)
		n = 1
	}
	s.Refresh()
	s.deskOutcome(w, r, desk, id, err, "venue.desk.accepted", "N", n)
}

// deskOutcome shows the desk page with what a write did or why it was
// refused.
func (s *Server) deskOutcome(w http.ResponseWriter, r *http.Request, desk, id string, err error, key string, args ...any) {
	status := http.StatusOK
	if err != nil {
		status = statusOf(err)
	}
	s.deskPage(w, r, desk, id, status, func(d *deskData) {
		if err != nil {
			l := lang(noCookies{}, r)
			d.Error = i18n.Error(s.cat[l].T, err)
			return
		}
		d.Message = d.t(s, r, key, args...)
	})
}

func (s *Server) deskCheckIn(w http.ResponseWriter, r *http.Request) {
	desk, id, ok := s.write(w, r)
	if !ok {
		return
	}
	pid, err := strconv.ParseInt(r.PostFormValue("player"), 10, 64)
	snap := s.snap.Load()
	if _, known := snap.players[pid]; err != nil || !known {
		s.deskPage(w, r, desk, id, http.StatusBadRequest, func(d *deskData) { d.Error = d.t(s, r, "venue.error.no_player") })
		return
	}
	in := r.PostFormValue("in") == "1"
	err = s.ev.SetCheckedInAtDesk(desk, pid, in)
	s.Refresh()
	key := "venue.desk.checked_in"
	if !in {
		key = "venue.desk.checked_out"
	}
	s.deskOutcome(w, r, desk, id, err, key, "Name", snap.players[pid].Name())
}

// deskLate registers a late entry: a name (Chinese or Latin), rank, club,
// group and the round the player joins.
func (s *Server) deskLate(w http.ResponseWriter, r *http.Request) {
	desk, id, ok := s.write(w, r)
	if !ok {
		return
	}
	snap := s.snap.Load()
	field := func(k string) string { return strings.TrimSpace(r.PostFormValue(k)) }
	p := tournament.Player{NameZh: field("name_zh"), NameLatin: field("name_latin"), Rank: field("rank"), Club: field("club")}
	g := snap.byName[field("group")]
	joins, err := strconv.Atoi(field("joins"))
	bad := g == nil || err != nil || joins < 1 || joins > 1000 || (p.NameZh == "" && p.NameLatin == "") ||
		(p.Rank != "" && tournament.RankValue(p.Rank) == 0)
	for _, v := range []string{p.NameZh, p.NameLatin, p.Rank, p.Club} {
		bad = bad || utf8.RuneCountInString(v) > 64
	}
	if bad {
		s.deskPage(w, r, desk, id, http.StatusBadRequest, func(d *deskData) { d.Error = d.t(s, r, "venue.error.late_entry") })
		return
	}
	p.GroupID, p.JoinsRound = g.g.ID, joins
	_, err = s.ev.AddPlayerAtDesk(desk, p)
	s.Refresh()
	s.deskOutcome(w, r, desk, id, err, "venue.desk.added", "Name", p.Name(), "Round", joins)
}

// noCookies is a ResponseWriter that drops what lang would set: used to
// read the language again without writing a second cookie.
type noCookies struct{}

func (noCookies) Header() http.Header         { return http.Header{} }
func (noCookies) Write(b []byte) (int, error) { return len(b), nil }
func (noCookies) WriteHeader(int)             {}
