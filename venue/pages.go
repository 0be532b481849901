package venue

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/reports/sheet"
)

//go:embed templates/*.html live.js wall.js
var files embed.FS

// templates holds one template set per page, each with the layout,
// parsed when a page is first laid out (not when the program starts:
// most commands never serve a page).
var templates = sync.OnceValue(func() map[string]*template.Template {
	base := template.Must(template.New("layout.html").Funcs(template.FuncMap{"wbr": wbr}).ParseFS(files, "templates/layout.html"))
	out := map[string]*template.Template{}
	for _, name := range []string{"index", "find", "table", "display", "report", "desk", "login", "message"} {
		out[name] = template.Must(template.Must(base.Clone()).ParseFS(files, "templates/"+name+".html"))
	}
	return out
})

// wbr lets a narrow screen break a heading after a slash ("Handicap/komi"),
// the heading's text escaped.
func wbr(s string) template.HTML {
	return template.HTML(strings.ReplaceAll(template.HTMLEscapeString(s), "/", "/<wbr>"))
}

// rowsPerPage is how many lines a table page shows, keeping each page
// small enough for a phone on a crowded venue network (≤ 30 KB).
const rowsPerPage = 50

// page is what every page template sees: the frame (language, event,
// navigation) and the page's own data in Data, which is also what the
// page's JSON holds.
type page struct {
	Lang, OtherLang i18n.Lang
	HTMLLang        string
	Title           string
	Event           string
	Nav             []link
	Switch          string // this page in the other language
	Live            bool   // reload on change (server-sent events)
	Topics          string // with Live: what the page shows (see topics.go), space separated; "" for everything
	LiveGap         int    // with Live: tell the page of changes at most once in so many seconds
	LivePart        string // with Live: the id of the one element brought up to date, the page kept
	LiveSrc         string // with LivePart: the address (GET) the fresh element is read from
	LiveKey         string // with LivePart: what the part shows (a round); when the fresh page shows another, the whole page is loaded
	Version         string
	Refresh         int    // seconds before a plain reload (no-script fallback, display cycling)
	RefreshTo       string // where the reload goes; "" for the same page
	BodyClass       string
	CSRF            string
	Data            any
	cat             *i18n.Catalog
}

// follow makes the page follow topics of the reading snap: it is told of
// a change (and reloads, or brings its live part up to date) only when one
// of them changes.
func (p *page) follow(snap *snapshot, topics ...string) {
	p.Live, p.Topics, p.Version = true, strings.Join(topics, " "), snap.liveHash(topics)
}

// livePart makes the page bring only the element id up to date when what
// it shows changes, reading it again from the page's own address; key
// names what the page shows (when the fresh page shows something else,
// another round, the whole page is loaded).
func (p *page) livePart(r *http.Request, id, key string) {
	q := r.URL.Query()
	q.Set("lang", string(p.Lang))
	p.LivePart, p.LiveSrc, p.LiveKey = id, r.URL.Path+"?"+q.Encode(), key
}

// tableGap is how often, at most, a long table (a round's pairings, the
// standings) is brought up to date on a phone: every few results rather
// than at each one.
const tableGap = 10

// MetaRefresh is the content of the page's refresh meta element.
func (p *page) MetaRefresh() string {
	switch {
	case p.Refresh == 0:
		return ""
	case p.RefreshTo != "":
		return strconv.Itoa(p.Refresh) + ";url=" + p.RefreshTo
	}
	return strconv.Itoa(p.Refresh)
}

// link is a named address.
type link struct {
	Name string `json:"name"`
	Href string `json:"href"`
}

// T translates a catalogue key; args are name, value pairs filling the
// message's {{.Name}} fields.
func (p *page) T(key string, args ...any) string {
	var fields map[string]any
	if len(args) > 1 {
		fields = make(map[string]any, len(args)/2)
		for i := 0; i+1 < len(args); i += 2 {
			fields[fmt.Sprint(args[i])] = args[i+1]
		}
	}
	return p.cat.T(key, key, fields)
}

// tr is the page's translator for the report sheets.
func (p *page) tr(key, english string, args map[string]any) string {
	return p.cat.T(key, english, args)
}

// lang picks the page's language: ?lang=, then the cookie a switch left,
// then the browser's Accept-Language; Chinese when nothing says.
func lang(w http.ResponseWriter, r *http.Request) i18n.Lang {
	if l := i18n.Parse(r.URL.Query().Get("lang")); l != "" {
		http.SetCookie(w, &http.Cookie{Name: "lang", Value: string(l), Path: "/", MaxAge: 365 * 24 * 3600, SameSite: http.SameSiteLaxMode})
		return l
	}
	if c, err := r.Cookie("lang"); err == nil {
		if l := i18n.Parse(c.Value); l != "" {
			return l
		}
	}
	for _, part := range strings.Split(r.Header.Get("Accept-Language"), ",") {
		tag, _, _ := strings.Cut(strings.TrimSpace(part), ";")
		if l := i18n.Parse(tag); l != "" {
			return l
		}
	}
	return i18n.Chinese
}

// newPage starts a page for the request.
func (s *Server) newPage(w http.ResponseWriter, r *http.Request, snap *snapshot, title string) *page {
	l := lang(w, r)
	other := i18n.English
	if l == i18n.English {
		other = i18n.Chinese
	}
	q := r.URL.Query()
	q.Set("lang", string(other))
	p := &page{Lang: l, OtherLang: other, HTMLLang: map[i18n.Lang]string{i18n.Chinese: "zh-CN", i18n.English: "en"}[l],
		Event: snap.settings.Name, Switch: r.URL.Path + "?" + q.Encode(), Version: snap.version, cat: s.cat[l]}
	p.Title = p.T(title)
	for _, g := range snap.groups {
		p.Nav = append(p.Nav, link{g.g.Name, groupPath("round", g.g.Name)})
	}
	return p
}

// groupPath is the address of a group's page of a kind.
func groupPath(kind, group string, more ...string) string {
	out := "/" + kind + "/" + url.PathEscape(group)
	for _, m := range more {
		out += "/" + m
	}
	return out
}

// wantsJSON reports whether the request asks for JSON, and strips a
// ".json" suffix from the value given.
func wantsJSON(r *http.Request, last string) (string, bool) {
	if v, ok := strings.CutSuffix(last, ".json"); ok {
		return v, true
	}
	return last, strings.Contains(r.Header.Get("Accept"), "application/json")
}

// render writes the page as HTML, or its data as JSON.
func (s *Server) render(w http.ResponseWriter, status int, name string, p *page, asJSON bool) {
	body, err := renderBytes(name, p, asJSON)
	if err != nil {
		http.Error(w, "template: "+err.Error(), http.StatusInternalServerError)
		return
	}
	writePage(w, status, body, asJSON)
}

// renderBytes lays the page out as HTML, or its data as JSON.
func renderBytes(name string, p *page, asJSON bool) ([]byte, error) {
	var b bytes.Buffer
	if asJSON {
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		err := enc.Encode(p.Data)
		return b.Bytes(), err
	}
	err := templates()[name].ExecuteTemplate(&b, "layout", p)
	return b.Bytes(), err
}

func writePage(w http.ResponseWriter, status int, body []byte, asJSON bool) {
	h := w.Header()
	h.Set("Cache-Control", "no-cache")
	h.Set("Vary", "Accept, Accept-Language, Cookie")
	if asJSON {
		h.Set("Content-Type", "application/json; charset=utf-8")
	} else {
		h.Set("Content-Type", "text/html; charset=utf-8")
	}
	w.WriteHeader(status)
	w.Write(body)
}

// pageCache keeps the find pages of the tournament's current version:
// after a publish every phone in the hall reloads the same search.
type pageCache struct {
	mu      sync.Mutex
	version string
	pages   map[string][]byte
}

// maxCached bounds the pages kept for one version.
const maxCached = 4096

func (c *pageCache) get(version, key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.version != version {
		return nil, false
	}
	b, ok := c.pages[key]
	return b, ok
}

func (c *pageCache) put(version, key string, b []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.version != version || len(c.pages) >= maxCached {
		c.version, c.pages = version, map[string][]byte{}
	}
	c.pages[key] = b
}

// message is the data of a page that only says something.
type message struct {
	Error   string `json:"error,omitempty"`
	Message string `json:"message,omitempty"`
	Back    string `json:"-"`
}

// fail answers a refused request: the status and a sentence in the
// user's language, as a page or as JSON.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, status int, key string, args ...any) {
	snap := s.snap.Load()
	p := s.newPage(w, r, snap, "venue.error")
	p.Data = message{Error: p.T(key, args...), Back: "/"}
	_, asJSON := wantsJSON(r, r.URL.Path)
	s.render(w, status, "message", p, asJSON)
}

// indexData is the event's front page.
type indexData struct {
	Event  string        `json:"event"`
	Venue  string        `json:"venue,omitempty"`
	Dates  string        `json:"dates,omitempty"`
	Groups []groupIndex  `json:"groups"`
	Find   string        `json:"find_url"`
	QR     template.HTML `json:"-"`
}

type groupIndex struct {
	Name      string `json:"name"`
	Round     int    `json:"round"` // the latest published round; 0: none yet
	Rounds    int    `json:"rounds"`
	Pairings  string `json:"pairings,omitempty"`
	Standings string `json:"standings,omitempty"`
	Cross     string `json:"crosstable,omitempty"`
	Teams     bool   `json:"team_event"`
}

func (s *Server) index(w http.ResponseWriter, r *http.Request) {
	snap := s.snap.Load()
	_, asJSON := wantsJSON(r, r.URL.Path)
	if r.URL.Path != "/" && r.URL.Path != "/index.json" {
		s.fail(w, r, http.StatusNotFound, "venue.error.not_found")
		return
	}
	p := s.newPage(w, r, snap, "venue.event")
	topics := []string{topicEvent} // and whether each group has standings to link
	for _, g := range snap.groups {
		topics = append(topics, topicStandings(g.g.ID))
	}
	p.follow(snap, topics...)
	p.Refresh = 120
	d := indexData{Event: snap.settings.Name, Venue: snap.settings.Venue, Find: "http://" + r.Host + "/find"}
	if !snap.settings.Start.IsZero() {
		d.Dates = snap.settings.Start.Format("2006-01-02")
		if !snap.settings.End.IsZero() && !snap.settings.End.Equal(snap.settings.Start) {
			d.Dates += " – " + snap.settings.End.Format("2006-01-02")
		}
	}
	for _, g := range snap.groups {
		gi := groupIndex{Name: g.g.Name, Round: g.current, Rounds: g.g.Rounds, Teams: g.g.TeamEvent}
		if g.current > 0 {
			gi.Pairings = groupPath("round", g.g.Name, strconv.Itoa(g.current))
		}
		if g.asOf > 0 {
			gi.Standings = groupPath("standings", g.g.Name)
			gi.Cross = groupPath("crosstable", g.g.Name)
		}
		d.Groups = append(d.Groups, gi)
	}
	d.QR = qrSVG(d.Find)
	p.Data = d
	s.render(w, http.StatusOK, "index", p, asJSON)
}

// found is one player found by the find-your-table box: where they sit in
// the group's latest published round.
type found struct {
	Name         string `json:"name"`
	Latin        string `json:"latin,omitempty"`
	Club         string `json:"club,omitempty"`
	Rank         string `json:"rank,omitempty"`
	Group        string `json:"group"`
	Number       int    `json:"number"`
	Round        int    `json:"round"`           // 0: no round published yet
	Table        int    `json:"table,omitempty"` // 0: no game this round
	Board        int    `json:"board,omitempty"`
	Colour       string `json:"colour,omitempty"` // "black" or "white"
	ColourText   string `json:"-"`
	Opponent     string `json:"opponent,omitempty"`
	OpponentRank string `json:"opponent_rank,omitempty"`
	Terms        string `json:"terms,omitempty"` // handicap or komi, in words
	Handicap     int    `json:"handicap"`
	Komi         string `json:"komi,omitempty"` // in stones, "3.75"
	Result       string `json:"result,omitempty"`
	Bye          bool   `json:"bye,omitempty"`
	Note         string `json:"note,omitempty"` // no game: why
	Pairings     string `json:"pairings,omitempty"`
}

type findData struct {
	Query   string  `json:"query"`
	Players []found `json:"players"`
	Empty   bool    `json:"-"`
}

func (s *Server) find(w http.ResponseWriter, r *http.Request) {
	snap := s.snap.Load()
	_, asJSON := wantsJSON(r, r.URL.Path)
	q := r.URL.Query().Get("q")
	if len(q) > maxQuery {
		s.fail(w, r, http.StatusBadRequest, "venue.error.query_long")
		return
	}
	key := fmt.Sprintf("%s\x00%v\x00%s", lang(w, r), asJSON, q)
	if body, ok := s.cache.get(snap.version, key); ok {
		writePage(w, http.StatusOK, body, asJSON)
		return
	}
	p := s.newPage(w, r, snap, "venue.find")
	d := findData{Query: q, Players: []found{}}
	topics := []string{topicEvent}
	for _, id := range snap.find(q) {
		d.Players = append(d.Players, snap.seat(id, p))
		topics = append(topics, topicSeat(id))
	}
	d.Empty = q != "" && len(d.Players) == 0
	p.Data = d
	p.follow(snap, topics...)
	body, err := renderBytes("find", p, asJSON)
	if err != nil {
		http.Error(w, "template: "+err.Error(), http.StatusInternalServerError)
		return
	}
	s.cache.put(snap.version, key, body)
	writePage(w, http.StatusOK, body, asJSON)
}

// seat is where a player sits in the latest published round of the group.
func (s *snapshot) seat(id int64, p *page) found {
	pl := s.players[id]
	g := s.groupOf[id]
	f := found{Name: pl.Name(), Latin: pl.NameLatin, Club: pl.Club, Rank: sheet.RankText(pl.Rank, p.tr), Group: g.g.Name, Number: s.number[id], Round: g.current}
	if pl.NameZh == "" {
		f.Latin = ""
	}
	if g.current == 0 {
		f.Note = p.T("venue.find.not_published")
		return f
	}
	f.Pairings = groupPath("round", g.g.Name, strconv.Itoa(g.current))
	for _, game := range g.rounds[g.current] {
		if game.Black != id && game.White != id {
			continue
		}
		ref := s.games[game.ID]
		f.Table, f.Board, f.Handicap = game.Table, ref.board, game.Handicap
		opp := game.White
		f.Colour, f.ColourText = "black", p.T("venue.black")
		if game.White == id {
			opp = game.Black
			f.Colour, f.ColourText = "white", p.T("venue.white")
		}
		f.Opponent, f.OpponentRank = s.players[opp].Name(), sheet.RankText(s.players[opp].Rank, p.tr)
		f.Terms = sheet.TermsText(game, p.tr)
		if game.Handicap <= 1 {
			f.Komi = game.Komi.String()
		}
		f.Result = sheet.ResultText(game.Result, p.tr)
		return f
	}
	for _, b := range g.field.Byes[g.current] {
		if b == id {
			f.Bye, f.Note = true, p.T("venue.find.bye")
			return f
		}
	}
	f.Note = p.T("venue.find.not_paired")
	return f
}

// tableData is a table page: a round's pairings, standings, crosstable or
// team standings, one page of lines at a time.
type tableData struct {
	Group   string        `json:"group"`
	Kind    string        `json:"kind"`
	Round   int           `json:"round,omitempty"`
	Title   string        `json:"title"`
	Headers []string      `json:"headers"`
	Rows    [][]string    `json:"rows"`
	Page    int           `json:"page"`
	Pages   int           `json:"pages"`
	Prev    string        `json:"-"`
	Next    string        `json:"-"`
	Rounds  []link        `json:"rounds,omitempty"`
	Links   []link        `json:"links,omitempty"`
	Note    string        `json:"note,omitempty"`
	QR      template.HTML `json:"-"`
	// Phone is the table as a phone shows it: a line of place, name,
	// points and the first tiebreak per row, the rest on tap (nil: the
	// table as it is).
	Phone     []phoneRow `json:"-"`
	PhoneHead phoneRow   `json:"-"`
}

// phoneRow is a line of a standings or crosstable page on a phone, the
// other columns of its row in More.
type phoneRow struct {
	Place, Name, Points, First string
	More                       []labelled
}

// labelled is a cell of a table with the heading of its column.
type labelled struct{ Heading, Cell string }

// phoneRows lays the page's rows out for a phone: the columns named
// place, name, points and first (the first tiebreak; "" for none) in a
// line, the other columns under it. A table without them stays as it is.
func (d *tableData) phoneRows(place, name, points, first string) {
	col := func(h string) int { return slices.Index(d.Headers, h) }
	pl, nm, pt := col(place), col(name), col(points)
	if pl < 0 || nm < 0 || pt < 0 {
		return
	}
	tb := -1
	if first != "" {
		tb = col(first)
	}
	if tb < 0 && pt+1 < len(d.Headers) {
		tb = pt + 1
	}
	cell := func(r []string, c int) string {
		if c < 0 || c >= len(r) {
			return ""
		}
		return r[c]
	}
	d.PhoneHead = phoneRow{Place: place, Name: name, Points: points, First: cell(d.Headers, tb)}
	d.Phone = []phoneRow{}
	for _, r := range d.Rows {
		pr := phoneRow{Place: cell(r, pl), Name: cell(r, nm), Points: cell(r, pt), First: cell(r, tb)}
		for c, h := range d.Headers {
			if c != pl && c != nm && c != pt && c != tb && cell(r, c) != "" {
				pr.More = append(pr.More, labelled{h, cell(r, c)})
			}
		}
		d.Phone = append(d.Phone, pr)
	}
}

// paginate cuts the rows to page n (from 1) and sets the page links.
func (d *tableData) paginate(r *http.Request, rows [][]string) {
	d.Pages = max(1, (len(rows)+rowsPerPage-1)/rowsPerPage)
	n, err := strconv.Atoi(r.URL.Query().Get("page"))
	if err != nil || n < 1 {
		n = 1
	}
	d.Page = min(n, d.Pages)
	from := (d.Page - 1) * rowsPerPage
	d.Rows = rows[from:min(len(rows), from+rowsPerPage)]
	if d.Rows == nil {
		d.Rows = [][]string{}
	}
	pageLink := func(n int) string {
		q := r.URL.Query()
		q.Set("page", strconv.Itoa(n))
		return r.URL.Path + "?" + q.Encode()
	}
	if d.Page > 1 {
		d.Prev = pageLink(d.Page - 1)
	}
	if d.Page < d.Pages {
		d.Next = pageLink(d.Page + 1)
	}
}

// group finds the group a request names, or answers 404.
func (s *Server) group(w http.ResponseWriter, r *http.Request, snap *snapshot, name string) *groupSnap {
	g := snap.byName[name]
	if g == nil {
		s.fail(w, r, http.StatusNotFound, "venue.error.no_group", "Group", name)
	}
	return g
}

func (s *Server) round(w http.ResponseWriter, r *http.Request) {
	snap := s.snap.Load()
	name, asJSON := wantsJSON(r, r.PathValue("group"))
	nText := r.PathValue("n")
	if nText != "" {
		nText, asJSON = wantsJSON(r, nText)
	}
	g := s.group(w, r, snap, name)
	if g == nil {
		return
	}
	n := g.current
	if nText != "" {
		var err error
		if n, err = strconv.Atoi(nText); err != nil || n < 1 || n > 1000 {
			s.fail(w, r, http.StatusBadRequest, "venue.error.bad_round")
			return
		}
	}
	p := s.newPage(w, r, snap, "venue.pairings")
	if n == 0 || !g.isPublished(n) {
		s.fail(w, r, http.StatusNotFound, "venue.error.not_published", "Group", g.g.Name, "Round", n)
		return
	}
	p.follow(snap, topicEvent, topicRound(g.g.ID, n), topicStandings(g.g.ID)) // the standings: their link
	p.livePart(r, "live-table", "round/"+strconv.FormatInt(g.g.ID, 10)+"/"+strconv.Itoa(n))
	p.Refresh, p.LiveGap = 120, tableGap
	d := s.roundTable(snap, g, n, p)
	d.paginate(r, d.Rows)
	p.Title = d.Title
	p.Data = d
	s.render(w, http.StatusOK, "table", p, asJSON)
}

// roundTable lays out round n of a group for a phone: table, Black,
// result, White, handicap or komi (team groups: each match and its boards).
func (s *Server) roundTable(snap *snapshot, g *groupSnap, n int, p *page) *tableData {
	d := &tableData{Group: g.g.Name, Kind: "pairings", Round: n,
		Title: p.T("venue.round_title", "Group", g.g.Name, "N", n)}
	for _, m := range g.published {
		d.Rounds = append(d.Rounds, link{strconv.Itoa(m), groupPath("round", g.g.Name, strconv.Itoa(m))})
	}
	d.Links = s.groupLinks(g, p)
	if g.g.TeamEvent {
		t := sheet.TeamMatches(s.teamEvent(snap, g), n, p.tr)
		d.Headers, d.Rows = t.Headers, t.Rows
		return d
	}
	// The terms (komi or handicap) are said once, above the table, when
	// every game of the round has the same: a phone's narrow screen keeps
	// its columns for the players.
	terms, same := sheet.SharedTerms(g.rounds[n], p.tr)
	d.Headers = []string{p.T("report.table"), p.T("report.black_side"), p.T("report.result"), p.T("report.white_side")}
	if same {
		if terms != "" {
			d.Note = p.T("venue.terms_all", "Terms", terms)
		}
	} else {
		d.Headers = append(d.Headers, p.T("report.terms"))
	}
	who := func(id int64) string {
		pl := snap.players[id]
		return strings.TrimSpace(fmt.Sprintf("%d %s %s", snap.number[id], pl.Name(), sheet.RankText(pl.Rank, p.tr)))
	}
	for _, game := range g.rounds[n] {
		row := []string{strconv.Itoa(game.Table), who(game.Black), sheet.ResultText(game.Result, p.tr), who(game.White)}
		if !same {
			row = append(row, sheet.TermsText(game, p.tr))
		}
		d.Rows = append(d.Rows, row)
	}
	for _, b := range g.field.Byes[n] {
		d.Rows = append(d.Rows, append([]string{"", who(b), p.T("report.bye"), ""}, make([]string, len(d.Headers)-4)...))
	}
	return d
}

// groupLinks are the pages of a group.
func (s *Server) groupLinks(g *groupSnap, p *page) []link {
	var out []link
	if g.current > 0 {
		out = append(out, link{p.T("venue.pairings"), groupPath("round", g.g.Name, strconv.Itoa(g.current))})
	}
	if g.asOf > 0 {
		out = append(out, link{p.T("venue.standings"), groupPath("standings", g.g.Name)},
			link{p.T("venue.crosstable"), groupPath("crosstable", g.g.Name)})
	}
	return out
}

func (s *Server) teamEvent(snap *snapshot, g *groupSnap) sheet.TeamEvent {
	ev := sheet.TeamEvent{Group: g.g, Matches: g.matches, Rows: g.teamRows, AsOf: g.asOf, Points: snap.settings.Points, Names: map[int64]string{}}
	for _, t := range g.teams {
		ev.Teams = append(ev.Teams, t)
	}
	for _, pl := range g.field.Players {
		ev.Names[pl.ID] = pl.Name()
	}
	for _, t := range ev.Teams {
		for _, id := range append(append([]int64{}, t.Members...), t.Reserves...) {
			if _, ok := ev.Names[id]; !ok {
				ev.Names[id] = snap.players[id].Name()
			}
		}
	}
	return ev
}

// standings answers /standings/GROUP and /crosstable/GROUP: as of the
// latest published round whose results are all in.
func (s *Server) standings(kind string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		snap := s.snap.Load()
		name, asJSON := wantsJSON(r, r.PathValue("group"))
		g := s.group(w, r, snap, name)
		if g == nil {
			return
		}
		p := s.newPage(w, r, snap, "venue."+kind)
		p.follow(snap, topicEvent, topicStandings(g.g.ID))
		p.livePart(r, "live-table", kind+"/"+strconv.FormatInt(g.g.ID, 10)+"/"+strconv.Itoa(g.asOf))
		p.Refresh, p.LiveGap = 120, tableGap
		d := &tableData{Group: g.g.Name, Kind: kind, Round: g.asOf, Links: s.groupLinks(g, p)}
		if g.asOf == 0 {
			d.Title, d.Note, d.Headers, d.Rows = g.g.Name, p.T("venue.no_standings"), []string{}, [][]string{}
		} else {
			var t sheet.Table
			switch {
			case g.g.TeamEvent && kind == "crosstable":
				t = sheet.TeamCrosstable(s.teamEvent(snap, g), p.tr)
			case g.g.TeamEvent:
				t = sheet.TeamStandings(s.teamEvent(snap, g), p.tr)
			case kind == "crosstable":
				t = sheet.Crosstable(snap.settings.Name, g.field, g.rows, g.asOf, p.tr)
			default:
				t = sheet.Standings(snap.settings.Name, g.field, g.rows, g.asOf, p.tr)
			}
			d.Title, d.Headers = t.Title, t.Headers
			d.paginate(r, t.Rows)
			if !g.g.TeamEvent {
				first := ""
				if len(g.g.Tiebreaks) > 0 {
					first = p.T("tiebreak." + string(g.g.Tiebreaks[0]))
				}
				d.phoneRows(p.T("report.place"), p.T("players.col.name"), p.T("report.points"), first)
			}
		}
		if d.Rows == nil {
			d.Rows = [][]string{}
		}
		p.Title = d.Title
		p.Data = d
		s.render(w, http.StatusOK, "table", p, asJSON)
	}
}

// displayData is the projector page: one round's pairings, every table of
// it (the page's script fits them to the screen and pages through them).
type displayData struct {
	*tableData
	// Tables are the table numbers of the rows, in order: 0 for a line
	// with no table of its own (a bye, a board under its team match).
	Tables []int  `json:"tables"`
	Every  int    `json:"every"` // seconds each screenful is shown
	Next   string `json:"next"`  // the display of the next group with a published round
}

// display is the projector page: the latest published round of each group
// in turn, every table of it, a screenful at a time, moving on by itself,
// with the QR code of the find-your-table page. The page's script chooses
// the type size and the number of columns that fit the screen and shows
// the screenfuls one after the other, every seconds each, before it goes
// on to the next group; without a script the page shows the whole round
// and moves on after every seconds.
func (s *Server) display(w http.ResponseWriter, r *http.Request) {
	snap := s.snap.Load()
	_, asJSON := wantsJSON(r, r.URL.Path)
	p := s.newPage(w, r, snap, "venue.display")
	p.BodyClass = "display"
	var shown []*groupSnap
	for _, g := range snap.groups {
		if g.current > 0 {
			shown = append(shown, g)
		}
	}
	q := r.URL.Query()
	i, _ := strconv.Atoi(q.Get("i"))
	secs, err := strconv.Atoi(q.Get("every"))
	if err != nil || secs < 5 || secs > 600 {
		secs = 15
	}
	if len(shown) == 0 {
		p.follow(snap, topicEvent)
		p.Refresh = secs
		p.Data = message{Message: p.T("venue.display.nothing")}
		s.render(w, http.StatusOK, "message", p, asJSON)
		return
	}
	i = max(0, i) % len(shown)
	g := shown[i]
	d := displayData{tableData: s.roundTable(snap, g, g.current, p), Every: secs}
	if d.Rows == nil {
		d.Rows = [][]string{}
	}
	d.Pages, d.Page = 1, 1
	d.QR = qrSVG("http://" + r.Host + "/find")
	for _, row := range d.Rows {
		n, _ := strconv.Atoi(row[0])
		d.Tables = append(d.Tables, n)
	}
	d.Next = "/display?" + url.Values{"every": {strconv.Itoa(secs)}, "i": {strconv.Itoa((i + 1) % len(shown))}}.Encode()
	p.follow(snap, topicEvent, topicRound(g.g.ID, g.current))
	p.livePart(r, "wall-rows", "display/"+strconv.FormatInt(g.g.ID, 10)+"/"+strconv.Itoa(g.current))
	p.LiveGap = displayGap
	p.Title = d.Title
	p.Data = d
	s.render(w, http.StatusOK, "display", p, asJSON)
}

// displayGap is how often, at most, the wall's rows are brought up to
// date while results come in.
const displayGap = 3

// resultWords says a result in words in the page's language, as the
// domain writes it (黑胜2又1/4子, "Black wins by 2¼ stones"), for the
// messages of the slips and the desk; the tables keep the sheets' notation.
func resultWords(r tournament.Result, p *page) string {
	if p.Lang == i18n.English {
		return r.English()
	}
	return r.Chinese()
}
