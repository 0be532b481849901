package venue

import (
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// event is a small tournament: group 少年组 (Swiss, 5 rounds) of eight
// players, round 1 paired as given below and published, round 2 paired
// and not published.
type event struct {
	store *arbiter.Arbiter
	path  string
	group tournament.Group
	ids   map[string]int64 // by Chinese name
	games []tournament.Game
}

var fixturePlayers = []tournament.Player{
	{NameZh: "张三", NameLatin: "Zhang San", Rank: "3d", Club: "北京棋院", Birth: "2012-05-17"},
	{NameZh: "李四", NameLatin: "Li Si", Rank: "2d", Club: "上海棋院", Birth: "2013-01-02"},
	{NameZh: "王五", NameLatin: "Wang Wu", Rank: "1d", Club: "天津", Birth: "2011-11-11"},
	{NameZh: "赵六", NameLatin: "Zhao Liu", Rank: "1k", Club: "天津", Birth: "2014-03-04"},
	{NameZh: "张珊珊", NameLatin: "Zhang Shanshan", Rank: "2k", Club: "北京棋院", Birth: "2012-08-08"},
	{NameZh: "单明", NameLatin: "Shan Ming", Rank: "3k", Club: "济南", Birth: "2012-09-09"},
	{NameLatin: "Anna Müller", Rank: "5k", Club: "Berlin", Birth: "2010-10-10"},
	{NameZh: "周七", NameLatin: "Zhou Qi", Rank: "6k", Club: "南京", Birth: "2013-12-12"},
}

func newEvent(t testing.TB) *event {
	t.Helper()
	path := filepath.Join(t.TempDir(), "比赛.wqa")
	st := tournament.NewSettings("少儿围棋公开赛", tournament.Rules2002)
	st.Venue = "市体育馆"
	st.Groups = []tournament.Group{{Name: "少年组", System: tournament.Swiss, Rounds: 5}, {Name: "成人组", System: tournament.Swiss, Rounds: 5}}
	s, err := storage.Create(path, st, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	a := arbiter.New(s)
	g, err := a.Group("少年组")
	if err != nil {
		t.Fatal(err)
	}
	e := &event{store: a, path: path, group: g, ids: map[string]int64{}}
	for _, p := range fixturePlayers {
		p.GroupID = g.ID
		id, err := e.store.AddPlayer(p)
		if err != nil {
			t.Fatal(err)
		}
		e.ids[p.Name()] = id
	}
	id := e.ids
	// Round 1 as the arbiter paired it: table 1 张三 (Black) – 李四, table 2
	// 王五 – 赵六 with 1 stone handicap (no komi), table 3 张珊珊 – 单明,
	// table 4 Anna Müller – 周七 with 3 stones.
	games := []tournament.Game{
		{Table: 1, Black: id["张三"], White: id["李四"]},
		{Table: 2, Black: id["赵六"], White: id["王五"], Handicap: 1},
		{Table: 3, Black: id["张珊珊"], White: id["单明"]},
		{Table: 4, Black: id["周七"], White: id["Anna Müller"], Handicap: 3},
	}
	if err := e.store.SavePairing(g, 1, games, nil); err != nil {
		t.Fatal(err)
	}
	if err := e.store.PublishRound(g.ID, 1); err != nil {
		t.Fatal(err)
	}
	if err := e.store.SavePairing(g, 2, []tournament.Game{{Table: 1, Black: id["李四"], White: id["张三"]}}, nil); err != nil {
		t.Fatal(err)
	}
	e.games, err = e.store.Games(g.ID, 1)
	if err != nil || len(e.games) != 4 {
		t.Fatalf("round 1: %v %v", e.games, err)
	}
	return e
}

// server starts a server over the event with a desk password and a
// generous write rate (the rate test sets its own).
func (e *event) server(t testing.TB, opts Options) (*Server, *httptest.Server) {
	t.Helper()
	if opts.WriteRate == 0 {
		opts.WriteRate, opts.WriteBurst = 1000, 1000
	}
	srv, err := New(e.store, opts)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv) // listens on 127.0.0.1 only
	t.Cleanup(ts.Close)
	return srv, ts
}

// client is a browser: it keeps cookies and sends a language.
type client struct {
	t    testing.TB
	base string
	lang string
	jar  map[string]*http.Cookie
}

func newClient(t testing.TB, ts *httptest.Server, lang string) *client {
	return &client{t: t, base: ts.URL, lang: lang, jar: map[string]*http.Cookie{}}
}

func (c *client) do(method, path string, form url.Values, header ...string) (int, string, http.Header) {
	c.t.Helper()
	var req *http.Request
	var err error
	if form != nil {
		req, err = http.NewRequest(method, c.base+path, strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	} else {
		req, err = http.NewRequest(method, c.base+path, nil)
	}
	if err != nil {
		c.t.Fatal(err)
	}
	if c.lang != "" {
		req.Header.Set("Accept-Language", c.lang)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	for _, ck := range c.jar {
		req.AddCookie(ck)
	}
	hc := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }, Timeout: 10 * time.Second}
	resp, err := hc.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	var b strings.Builder
	buf := make([]byte, 32<<10)
	for {
		n, err := resp.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	for _, ck := range resp.Cookies() {
		if ck.MaxAge < 0 {
			delete(c.jar, ck.Name)
		} else {
			c.jar[ck.Name] = ck
		}
	}
	return resp.StatusCode, html.UnescapeString(b.String()), resp.Header
}

func (c *client) get(path string, header ...string) (int, string) {
	c.t.Helper()
	code, body, _ := c.do("GET", path, nil, header...)
	return code, body
}

var csrfField = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

// csrf is the token of the first form of a page.
func csrf(t testing.TB, body string) string {
	t.Helper()
	m := csrfField.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no csrf token in the page:\n%.600s", body)
	}
	return m[1]
}

// signIn signs the client in as a desk.
func (c *client) signIn(desk, password string) {
	c.t.Helper()
	_, body := c.get("/desk")
	code, _, _ := c.do("POST", "/desk/login", url.Values{"csrf": {csrf(c.t, body)}, "desk": {desk}, "password": {password}})
	if code != http.StatusSeeOther {
		c.t.Fatalf("sign in: %d", code)
	}
}

func slipCode(t testing.TB, s *arbiter.Arbiter, gameID int64) string {
	t.Helper()
	rep, err := s.Reporting()
	if err != nil {
		t.Fatal(err)
	}
	return tournament.SlipCode(rep.Secret, gameID)
}

func gameResult(t testing.TB, s *arbiter.Arbiter, group int64, table int) tournament.Result {
	t.Helper()
	g, err := s.GameAt(group, 1, table)
	if err != nil {
		t.Fatal(err)
	}
	return g.Result
}

// get asks the server directly (no network) in a language.
func get(h http.Handler, path, lang string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", path, nil)
	req.Header.Set("Accept-Language", lang)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}
