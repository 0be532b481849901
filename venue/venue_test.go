package venue

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"weiqi-arbiter/domain/tournament"
)

// maxPage is the most a page may weigh (issue 15: each page ≤ 30 KB).
const maxPage = 30 << 10

func TestEveryPageInBothLanguages(t *testing.T) {
	e := newEvent(t)
	e.store.SetReporting(true, false)
	_, ts := e.server(t, Options{DeskPassword: "secret"})
	code := slipCode(t, e.store, e.games[0].ID)
	pages := []struct {
		path   string
		zh, en string // a phrase the page must say in each language
	}{
		{"/", "查台号", "Find your table"},
		{"/find?q=张三", "第1台", "Table 1"},
		{"/round/少年组/1", "少年组 第1轮对阵", "少年组 — round 1"},
		{"/round/少年组", "少年组 第1轮对阵", "少年组 — round 1"},
		{"/standings/少年组", "尚无完整一轮的结果", "No round is complete yet"},
		{"/crosstable/少年组", "尚无完整一轮的结果", "No round is complete yet"},
		{"/display", "扫码查台号", "Scan to find your table"},
		{"/report/" + code, "黑胜", "Black wins"},
		{"/desk", "工作台名称", "Desk name"},
	}
	for _, p := range pages {
		t.Run(p.path, func(t *testing.T) {
			for _, lang := range []struct{ header, want, notWant string }{
				{"zh-CN,zh;q=0.9", p.zh, "Find your table"},
				{"en-GB,en;q=0.8", p.en, "查台号"},
			} {
				t.Run(lang.header, func(t *testing.T) {
					c := newClient(t, ts, lang.header)
					status, body := c.get(p.path)
					if status != http.StatusOK {
						t.Errorf("%s (%s): status %d", p.path, lang.header, status)
						return
					}
					if !strings.Contains(body, lang.want) {
						t.Errorf("%s (%s): does not say %q", p.path, lang.header, lang.want)
					}
					// The navigation names the find page in the page's language only.
					if strings.Contains(body, lang.notWant) {
						t.Errorf("%s (%s): says %q from the other language", p.path, lang.header, lang.notWant)
					}
					if len(body) > maxPage {
						t.Errorf("%s: %d bytes, more than 30 KB", p.path, len(body))
					}
					for _, ext := range []string{"http://", "https://"} {
						if i := strings.Index(body, ext); i >= 0 && !strings.Contains(body[i:min(len(body), i+40)], "127.0.0.1") && !strings.Contains(body[i:min(len(body), i+40)], "www.w3.org/2000/svg") {
							t.Errorf("%s: refers to something outside the venue: %.40s", p.path, body[i:])
						}
					}
				})
			}
		})
	}
}

func TestLanguageSwitchSticks(t *testing.T) {
	e := newEvent(t)
	_, ts := e.server(t, Options{})
	c := newClient(t, ts, "zh-CN")
	if _, body := c.get("/find?lang=en"); !strings.Contains(body, "Find your table") {
		t.Fatal("?lang=en did not switch to English")
	}
	if _, body := c.get("/"); !strings.Contains(body, "Find your table") || !strings.Contains(body, `hreflang="zh"`) {
		t.Error("the switch did not stick, or the page offers no way back")
	}
}

func TestFindYourTable(t *testing.T) {
	e := newEvent(t)
	_, ts := e.server(t, Options{})
	c := newClient(t, ts, "en")
	tests := []struct {
		query    string
		first    string // the first player found
		table    int
		colour   string
		opponent string
		terms    string
	}{
		{"张三", "张三", 1, "black", "李四", "komi 3 3/4"},
		{"zhang san", "张三", 1, "black", "李四", "komi 3 3/4"},
		{"Zhang San", "张三", 1, "black", "李四", "komi 3 3/4"},
		{"zs", "张三", 1, "black", "李四", "komi 3 3/4"},
		{"ZS", "张三", 1, "black", "李四", "komi 3 3/4"},
		{"zhangs", "张三", 1, "black", "李四", "komi 3 3/4"},
		{"李四", "李四", 1, "white", "张三", "komi 3 3/4"},
		{"ls", "李四", 1, "white", "张三", "komi 3 3/4"},
		{"王五", "王五", 2, "white", "赵六", "no komi"},
		{"zl", "赵六", 2, "black", "王五", "no komi"},
		{"shan ming", "单明", 3, "white", "张珊珊", "komi 3 3/4"}, // 单 read shan, as in a surname
		{"dm", "单明", 3, "white", "张珊珊", "komi 3 3/4"},        // and dan
		{"muller", "Anna Müller", 4, "white", "周七", "3 stones"},
		{"anna", "Anna Müller", 4, "white", "周七", "3 stones"},
		{"8", "周七", 4, "black", "Anna Müller", "3 stones"}, // a player's number
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			status, body := c.get("/find.json?q=" + url.QueryEscape(tt.query))
			if status != http.StatusOK {
				t.Errorf("%q: status %d", tt.query, status)
				return
			}
			var d findData
			if err := json.Unmarshal([]byte(body), &d); err != nil {
				t.Fatal(err)
			}
			if len(d.Players) == 0 {
				t.Errorf("%q: nobody found", tt.query)
				return
			}
			f := d.Players[0]
			if f.Name != tt.first || f.Table != tt.table || f.Colour != tt.colour || f.Opponent != tt.opponent || f.Terms != tt.terms || f.Round != 1 {
				t.Errorf("%q: got %+v; want %s at table %d with %s against %s, %s", tt.query, f, tt.first, tt.table, tt.colour, tt.opponent, tt.terms)
			}
		})
	}
	for _, q := range []string{"xyz", "不存在", "99"} {
		_, body := c.get("/find.json?q=" + url.QueryEscape(q))
		if !strings.Contains(body, `"players":[]`) {
			t.Errorf("%q found someone: %s", q, body)
		}
	}
	if status, _ := c.get("/find?q=" + strings.Repeat("张", 30)); status != http.StatusBadRequest {
		t.Errorf("a 90-byte query: status %d, want 400", status)
	}
	// The HTML page answers in words: table, colour, opponent, komi.
	_, body := newClient(t, ts, "zh").get("/find?q=zs")
	for _, want := range []string{"第1台", "执黑", "李四", "贴3又3/4子"} {
		if !strings.Contains(body, want) {
			t.Errorf("find page lacks %q", want)
		}
	}
}

func TestOnlyPublishedRoundsAreShown(t *testing.T) {
	e := newEvent(t)
	srv, ts := e.server(t, Options{})
	c := newClient(t, ts, "en")
	if status, _ := c.get("/round/少年组/2"); status != http.StatusNotFound {
		t.Errorf("unpublished round 2: status %d, want 404", status)
	}
	// Find shows round 1 while round 2 is only paired.
	_, body := c.get("/find.json?q=zs")
	if !strings.Contains(body, `"round":1`) {
		t.Errorf("find before publishing round 2: %s", body)
	}
	if err := e.store.PublishRound(e.group.ID, 2); err != nil {
		t.Fatal(err)
	}
	srv.Refresh()
	if status, _ := c.get("/round/少年组/2"); status != http.StatusOK {
		t.Errorf("published round 2: status %d", status)
	}
	_, body = c.get("/find.json?q=zs")
	if !strings.Contains(body, `"round":2`) || !strings.Contains(body, `"colour":"white"`) {
		t.Errorf("find after publishing round 2: %s", body)
	}
	for _, p := range []string{"/round/无此组/1", "/round/少年组/x", "/round/少年组/0", "/standings/无此组", "/nowhere"} {
		if status, _ := c.get(p); status < 400 || status > 499 {
			t.Errorf("%s: status %d, want 4xx", p, status)
		}
	}
}

func TestJSONMatchesThePage(t *testing.T) {
	e := newEvent(t)
	e.store.SetResultAt(e.group.ID, 1, 1, "B+R")
	e.store.SetResultAt(e.group.ID, 1, 2, "W+7.5")
	e.store.SetResultAt(e.group.ID, 1, 3, "0")
	e.store.SetResultAt(e.group.ID, 1, 4, "B+F")
	_, ts := e.server(t, Options{})
	c := newClient(t, ts, "en")
	for _, path := range []string{"/round/少年组/1", "/standings/少年组", "/crosstable/少年组"} {
		_, byExt := c.get(path + ".json")
		_, byHeader := c.get(path, "Accept", "application/json")
		if byExt != byHeader || !json.Valid([]byte(byExt)) {
			t.Errorf("%s: .json and Accept differ or are not JSON:\n%s\n%s", path, byExt, byHeader)
		}
		var d tableData
		json.Unmarshal([]byte(byExt), &d)
		if len(d.Rows) == 0 {
			t.Errorf("%s: no rows", path)
		}
	}
	// Standings after round 1 (2/1/0): 张三, 王五 and 周七 won (2 points),
	// 张珊珊 and 单明 drew (1), the others lost (0).
	_, body := c.get("/standings/少年组.json")
	var d tableData
	json.Unmarshal([]byte(body), &d)
	points := map[string]string{}
	for _, r := range d.Rows {
		points[r[1]] = r[4]
	}
	want := map[string]string{"张三": "2", "王五": "2", "周七": "2", "张珊珊": "1", "单明": "1", "李四": "0", "赵六": "0", "Anna Müller": "0"}
	for name, p := range want {
		if points[name] != p {
			t.Errorf("%s: %q points, want %s (rows %v)", name, points[name], p, d.Rows)
		}
	}
	// Nothing separates players on equal points after one round (SOS,
	// CUSS, SOSOS all equal): they share the place, 1=, 4= and 6=.
	places := map[string]string{}
	for _, r := range d.Rows {
		places[r[1]] = r[0]
	}
	wantPlace := map[string]string{"张三": "1=", "王五": "1=", "周七": "1=", "张珊珊": "4=", "单明": "4=", "李四": "6=", "赵六": "6=", "Anna Müller": "6="}
	for name, p := range wantPlace {
		if places[name] != p {
			t.Errorf("%s: place %q, want %s", name, places[name], p)
		}
	}
}

func TestPrivateFieldsNeverShown(t *testing.T) {
	e := newEvent(t)
	e.store.SetReporting(true, false)
	_, ts := e.server(t, Options{DeskPassword: "secret"})
	c := newClient(t, ts, "en")
	c.signIn("desk 2", "secret")
	paths := []string{"/", "/index.json", "/find?q=z", "/find.json?q=z", "/round/少年组/1", "/round/少年组/1.json",
		"/display", "/report/" + slipCode(t, e.store, e.games[0].ID), "/desk", "/desk.json", "/desk?who=z"}
	rep, _ := e.store.Reporting()
	for _, p := range paths {
		_, body := c.get(p)
		for _, private := range []string{"2012-05-17", "2013-01-02", "比赛.wqa", e.path, rep.Secret, "birth"} {
			if strings.Contains(body, private) {
				t.Errorf("%s shows %q", p, private)
			}
		}
	}
}

func TestSlipReportWaitsForTheDesk(t *testing.T) {
	e := newEvent(t)
	_, ts := e.server(t, Options{DeskPassword: "secret"})
	phone := newClient(t, ts, "zh")
	code := slipCode(t, e.store, e.games[0].ID)
	if status, _ := phone.get("/report/" + code); status != http.StatusForbidden {
		t.Fatalf("reports off: status %d, want 403", status)
	}
	e.store.SetReporting(true, false)
	_, ts = e.server(t, Options{DeskPassword: "secret"})
	phone = newClient(t, ts, "zh")
	status, body := phone.get("/report/" + strings.ToLower(code))
	if status != http.StatusOK || !strings.Contains(body, "张三") || !strings.Contains(body, "李四") {
		t.Fatalf("slip page: %d", status)
	}
	token := csrf(t, body)
	send := func(c *client, form url.Values) (int, string) {
		code, body, _ := c.do("POST", "/report/"+code, form)
		return code, body
	}
	// Without the page's token nothing is taken.
	if status, _ := send(phone, url.Values{"winner": {"b"}, "how": {"resign"}}); status != http.StatusForbidden {
		t.Errorf("no token: %d, want 403", status)
	}
	if status, _ := send(phone, url.Values{"csrf": {token}, "winner": {"b"}, "how": {"count"}, "margin": {"abc"}}); status != http.StatusBadRequest {
		t.Errorf("bad margin: %d, want 400", status)
	}
	if reps, _ := e.store.Reports(); len(reps) != 0 {
		t.Fatalf("refused requests stored reports: %v", reps)
	}
	status, body = send(phone, url.Values{"csrf": {token}, "winner": {"b"}, "how": {"count"}, "margin": {"3¾"}})
	if status != http.StatusOK || !strings.Contains(body, "待裁判确认") {
		t.Fatalf("report: %d\n%s", status, body)
	}
	// 3¾ stones is 7.5 points: B+7.5, not yet the result.
	reps, _ := e.store.Reports()
	if len(reps) != 1 || reps[0].Result != "B+7.5" || reps[0].State != tournament.ReportPending {
		t.Fatalf("stored %+v", reps)
	}
	if r := gameResult(t, e.store, e.group.ID, 1); r != tournament.NoResult {
		t.Fatalf("a report became the result by itself: %q", r)
	}
	// The opponent's phone reports otherwise: kept, flagged, nothing overwritten.
	other := newClient(t, ts, "en")
	_, body = other.get("/report/" + code)
	status, body = send(other, url.Values{"csrf": {csrf(t, body)}, "winner": {"w"}, "how": {"resign"}})
	if status != http.StatusOK || !strings.Contains(body, "differs from an earlier report") {
		t.Errorf("differing report: %d", status)
	}
	// A code is for its own game only: another game's code is another page,
	// a made-up one is 404.
	if status, _ := phone.get("/report/ZZZZZZ"); status != http.StatusNotFound {
		t.Errorf("made-up code: %d", status)
	}
	// The desk sees both and accepts the first.
	desk := newClient(t, ts, "en")
	desk.signIn("desk 2", "secret")
	_, page := desk.get("/desk.json?group=" + url.QueryEscape("少年组") + "&round=1")
	var d deskData
	json.Unmarshal([]byte(page), &d)
	var reports []deskReport
	for _, g := range d.Games {
		if g.Table == 1 {
			reports = g.Reports
		}
	}
	if len(reports) != 2 || reports[1].State != "flagged" || d.Agreed != 0 {
		t.Fatalf("desk sees %+v (agreed %d)", reports, d.Agreed)
	}
	_, deskPage := desk.get("/desk")
	st, _, _ := desk.do("POST", "/desk/accept", url.Values{"csrf": {csrf(t, deskPage)}, "report": {itoa(reports[0].ID)}})
	if st != http.StatusOK {
		t.Fatalf("accept: %d", st)
	}
	if r := gameResult(t, e.store, e.group.ID, 1); r != "B+7.5" {
		t.Errorf("accepted result %q", r)
	}
	h, _ := e.store.History(1)
	if h[0].Desk != "desk 2" || h[0].What != "action.report_accepted" {
		t.Errorf("audit %+v", h[0])
	}
	// The code has done its work.
	status, _ = send(phone, url.Values{"csrf": {token}, "winner": {"w"}, "how": {"time"}})
	if status != http.StatusConflict || gameResult(t, e.store, e.group.ID, 1) != "B+7.5" {
		t.Errorf("report after the result: %d", status)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

func TestAcceptAllAgreeing(t *testing.T) {
	e := newEvent(t)
	e.store.SetReporting(true, false)
	e.store.ReportResult(e.games[1].ID, "W+R", "10.0.0.2")
	e.store.ReportResult(e.games[1].ID, "W+R", "10.0.0.3")
	e.store.ReportResult(e.games[2].ID, "B+R", "10.0.0.4")
	e.store.ReportResult(e.games[2].ID, "W+R", "10.0.0.5")
	_, ts := e.server(t, Options{DeskPassword: "secret"})
	desk := newClient(t, ts, "zh")
	desk.signIn("第二台", "secret")
	_, page := desk.get("/desk")
	if !strings.Contains(page, "接受全部一致的报告（1局）") {
		t.Fatalf("accept-all button missing or miscounted")
	}
	if st, _, _ := desk.do("POST", "/desk/accept", url.Values{"csrf": {csrf(t, page)}, "all": {"1"}}); st != http.StatusOK {
		t.Fatalf("accept all: %d", st)
	}
	if r := gameResult(t, e.store, e.group.ID, 2); r != "W+R" {
		t.Errorf("agreed table 2: %q", r)
	}
	if r := gameResult(t, e.store, e.group.ID, 3); r != tournament.NoResult {
		t.Errorf("disputed table 3 got %q", r)
	}
}

func TestDeskEntersResultsAndSeesConflicts(t *testing.T) {
	e := newEvent(t)
	_, ts := e.server(t, Options{DeskPassword: "secret"})
	a, b := newClient(t, ts, "en"), newClient(t, ts, "en")
	a.signIn("desk A", "secret")
	b.signIn("desk B", "secret")
	_, pa := a.get("/desk?group=" + url.QueryEscape("少年组") + "&round=1")
	_, pb := b.get("/desk?group=" + url.QueryEscape("少年组") + "&round=1")
	enter := func(c *client, page, entry string, extra ...string) (int, string) {
		form := url.Values{"csrf": {csrf(t, page)}, "group": {"少年组"}, "round": {"1"}, "entry": {entry}}
		for i := 0; i+1 < len(extra); i += 2 {
			form.Set(extra[i], extra[i+1])
		}
		st, body, _ := c.do("POST", "/desk/result", form)
		return st, body
	}
	if st, body := enter(a, pa, "1 b"); st != http.StatusOK || !strings.Contains(body, "Table 1: Black wins") {
		t.Fatalf("desk A: %d\n%s", st, body[strings.Index(body, "<main>"):])
	}
	// Desk B, whose page still shows table 1 open, types another result:
	// refused, shown as a conflict, not overwritten.
	st, body := enter(b, pb, "1 w")
	if st != http.StatusConflict || !strings.Contains(body, "Table 1 already has Black wins") {
		t.Fatalf("desk B: %d\n%s", st, body)
	}
	if r := gameResult(t, e.store, e.group.ID, 1); r != "B+" {
		t.Fatalf("overwritten: %q", r)
	}
	// Having seen it, desk B may replace it.
	if st, _ := enter(b, body, "1 w", "replace", "1", "seen", "B+"); st != http.StatusOK {
		t.Fatalf("replace: %d", st)
	}
	if r := gameResult(t, e.store, e.group.ID, 1); r != "W+" {
		t.Errorf("replaced: %q", r)
	}
	h, _ := e.store.History(2)
	if h[0].Desk != "desk B" || h[1].Desk != "desk A" {
		t.Errorf("audit desks %q, %q", h[0].Desk, h[1].Desk)
	}
	for _, bad := range []string{"", "1", "x b", "99 b", "1 q", strings.Repeat("1", 40) + " b"} {
		before, _ := e.store.Version()
		if st, _ := enter(a, pa, bad); st < 400 || st > 499 {
			t.Errorf("entry %q: %d, want 4xx", bad, st)
		}
		if after, _ := e.store.Version(); after != before {
			t.Errorf("entry %q changed the file", bad)
		}
	}
}

// TestDeskEntrySettlesTheReport: a table's report from a phone waits for
// the arbiter; a result a second desk types for that table sets it aside,
// as one typed in the window or on the command line does (one result
// entry in arbiter for every front end). The other table's report waits.
func TestDeskEntrySettlesTheReport(t *testing.T) {
	e := newEvent(t)
	if err := e.store.SetReporting(true, false); err != nil {
		t.Fatal(err)
	}
	for _, g := range e.games[:2] {
		if rep, err := e.store.ReportResult(g.ID, "B+R", "10.0.0.2"); err != nil || rep.State != tournament.ReportPending {
			t.Fatalf("report: %+v %v", rep, err)
		}
	}
	_, ts := e.server(t, Options{DeskPassword: "secret"})
	desk := newClient(t, ts, "zh")
	desk.signIn("第二台", "secret")
	_, page := desk.get("/desk?group=" + url.QueryEscape("少年组") + "&round=1")
	form := url.Values{"csrf": {csrf(t, page)}, "group": {"少年组"}, "round": {"1"}, "entry": {"1 w"}}
	if st, body, _ := desk.do("POST", "/desk/result", form); st != http.StatusOK {
		t.Fatalf("desk entry: %d\n%s", st, body)
	}
	if r := gameResult(t, e.store, e.group.ID, 1); r != "W+" {
		t.Fatalf("table 1: %q, want W+", r)
	}
	reps, _ := e.store.Reports()
	open := map[int64]bool{}
	for _, r := range reps {
		if r.Open() {
			open[r.GameID] = true
		}
	}
	if open[e.games[0].ID] || !open[e.games[1].ID] {
		t.Errorf("reports open on table 1: %v, table 2: %v; want only table 2's", open[e.games[0].ID], open[e.games[1].ID])
	}
}

func TestDeskCheckInAndLateEntry(t *testing.T) {
	e := newEvent(t)
	_, ts := e.server(t, Options{DeskPassword: "secret"})
	c := newClient(t, ts, "zh")
	c.signIn("第二台", "secret")
	_, page := c.get("/desk?who=zs")
	if !strings.Contains(page, "张三") {
		t.Fatal("check-in search does not find 张三")
	}
	st, _, _ := c.do("POST", "/desk/checkin", url.Values{"csrf": {csrf(t, page)}, "player": {itoa(e.ids["张三"])}, "in": {"1"}})
	if st != http.StatusOK {
		t.Fatalf("check in: %d", st)
	}
	ps, _ := e.store.Players()
	if !ps[0].CheckedIn {
		t.Error("not checked in")
	}
	st, _, _ = c.do("POST", "/desk/late", url.Values{"csrf": {csrf(t, page)}, "name_zh": {"迟来"}, "rank": {"2k"}, "group": {"少年组"}, "joins": {"2"}})
	if st != http.StatusOK {
		t.Fatalf("late entry: %d", st)
	}
	ps, _ = e.store.Players()
	last := ps[len(ps)-1]
	if last.NameZh != "迟来" || last.JoinsRound != 2 || last.GroupID != e.group.ID {
		t.Errorf("late entry stored as %+v", last)
	}
	// Registered at a desk as at the window: the event has begun, so the
	// late entry is at the desk and checked in.
	if !last.CheckedIn {
		t.Errorf("a late entry at the desk is not checked in: %+v", last)
	}
	h, _ := e.store.History(2)
	if h[0].Desk != "第二台" || h[0].What != "action.player_added" || h[1].What != "action.checked_in" || h[1].Desk != "第二台" {
		t.Errorf("audit %+v", h)
	}
	for _, form := range []url.Values{
		{"name_zh": {""}, "group": {"少年组"}, "joins": {"2"}},
		{"name_zh": {"某"}, "group": {"无此组"}, "joins": {"2"}},
		{"name_zh": {"某"}, "group": {"少年组"}, "joins": {"x"}},
		{"name_zh": {"某"}, "group": {"少年组"}, "joins": {"2"}, "rank": {"strong"}},
	} {
		form.Set("csrf", csrf(t, page))
		before, _ := e.store.Version()
		if st, _, _ := c.do("POST", "/desk/late", form); st != http.StatusBadRequest {
			t.Errorf("late entry %v: %d, want 400", form, st)
		}
		if after, _ := e.store.Version(); after != before {
			t.Errorf("late entry %v changed the file", form)
		}
	}
}

func TestWritesNeedADeskOrASlip(t *testing.T) {
	e := newEvent(t)
	_, ts := e.server(t, Options{DeskPassword: "secret"})
	c := newClient(t, ts, "en")
	before, _ := e.store.Version()
	for _, p := range []string{"/desk/result", "/desk/accept", "/desk/checkin", "/desk/late", "/desk/logout"} {
		if st, _, _ := c.do("POST", p, url.Values{"entry": {"1 b"}}); st != http.StatusUnauthorized {
			t.Errorf("%s without a desk: %d, want 401", p, st)
		}
	}
	// A wrong password signs nobody in.
	_, page := c.get("/desk")
	if st, _, _ := c.do("POST", "/desk/login", url.Values{"csrf": {csrf(t, page)}, "desk": {"x"}, "password": {"guess"}}); st != http.StatusUnauthorized {
		t.Errorf("wrong password: %d", st)
	}
	// Signed in, but the form's token missing or from another session.
	c.signIn("desk 2", "secret")
	if st, _, _ := c.do("POST", "/desk/result", url.Values{"entry": {"1 b"}, "csrf": {"forged"}}); st != http.StatusForbidden {
		t.Errorf("forged token: %d, want 403", st)
	}
	// A page of another site posting with the desk's cookie is refused
	// (the browser says where the request comes from).
	_, page = c.get("/desk")
	if st, _, _ := c.do("POST", "/desk/result", url.Values{"entry": {"1 b"}, "csrf": {csrf(t, page)}}, "Sec-Fetch-Site", "cross-site"); st != http.StatusForbidden {
		t.Errorf("cross-site post: %d, want 403", st)
	}
	if after, _ := e.store.Version(); after != before {
		t.Error("a refused write changed the file")
	}
	// Without a desk password there is no desk at all.
	_, ts2 := e.server(t, Options{})
	if st, _ := newClient(t, ts2, "en").get("/desk"); st != http.StatusNotFound {
		t.Errorf("desk without password: %d, want 404", st)
	}
}

func TestWritesAreRateLimited(t *testing.T) {
	e := newEvent(t)
	now := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	_, ts := e.server(t, Options{DeskPassword: "secret", WriteRate: 0.5, WriteBurst: 3, Now: func() time.Time { return now }})
	c := newClient(t, ts, "en")
	_, page := c.get("/desk")
	token := csrf(t, page)
	var codes []int
	for range 5 {
		st, _, _ := c.do("POST", "/desk/login", url.Values{"csrf": {token}, "desk": {"x"}, "password": {"guess"}})
		codes = append(codes, st)
	}
	want := []int{401, 401, 401, 429, 429}
	for i := range want {
		if codes[i] != want[i] {
			t.Fatalf("password guesses answered %v, want %v", codes, want)
		}
	}
	now = now.Add(2 * time.Second) // one more token at 0.5 a second
	if st, _, _ := c.do("POST", "/desk/login", url.Values{"csrf": {token}, "desk": {"x"}, "password": {"guess"}}); st != http.StatusUnauthorized {
		t.Errorf("after waiting: %d", st)
	}
	// Read pages are not limited.
	for range 20 {
		if st, _ := c.get("/find?q=zs"); st != http.StatusOK {
			t.Fatalf("read page limited: %d", st)
		}
	}
}

func TestBindsOnlyWhereTold(t *testing.T) {
	ln, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	addr := ln.Addr().(*net.TCPAddr)
	if !addr.IP.IsLoopback() {
		t.Errorf("bound %v", addr)
	}
	if _, err := Listen("256.1.1.1:0"); err == nil {
		t.Error("an impossible address was bound")
	}
}

func TestPagesUpdateWhenARoundIsPublished(t *testing.T) {
	e := newEvent(t)
	srv, err := New(e.store, Options{Poll: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := contextWithCancel()
	done := make(chan error)
	go func() { done <- srv.Serve(ctx, ln) }()
	resp, err := http.Get("http://" + ln.Addr().String() + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("content type %q", ct)
	}
	lines := bufio.NewScanner(resp.Body)
	next := func() string {
		for lines.Scan() {
			if v, ok := strings.CutPrefix(lines.Text(), "data: "); ok {
				return v
			}
		}
		return ""
	}
	first := next()
	// The window publishes round 2: the server notices by itself.
	if err := e.store.PublishRound(e.group.ID, 2); err != nil {
		t.Fatal(err)
	}
	got := make(chan string)
	go func() { got <- next() }()
	select {
	case v := <-got:
		if v == first || v == "" {
			t.Errorf("event %q after %q", v, first)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no event within 5 s of publishing")
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("serve: %v", err)
	}
}

// TestDisplayCycles: the projector page holds every table of the round it
// shows and moves on by itself (without a script, by a timed reload) to the
// next group with a published round, and back to the first.
func TestDisplayCycles(t *testing.T) {
	e := newEvent(t)
	adult, _ := e.store.Group("成人组")
	var ids []int64
	for i := range 2*rowsPerPage + 2 { // more tables than a phone's page holds
		id, err := e.store.AddPlayer(tournament.Player{NameZh: "棋手" + strconv.Itoa(i), GroupID: adult.ID})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	var games []tournament.Game
	for i := 0; i+1 < len(ids); i += 2 {
		games = append(games, tournament.Game{Table: i/2 + 1, Black: ids[i], White: ids[i+1]})
	}
	if err := e.store.SavePairing(adult, 1, games, nil); err != nil {
		t.Fatal(err)
	}
	e.store.PublishRound(adult.ID, 1)
	_, ts := e.server(t, Options{})
	c := newClient(t, ts, "zh")
	refresh := regexp.MustCompile(`<noscript><meta http-equiv="refresh" content="(\d+);url=([^"]+)"></noscript>`)
	next := func(path string) (string, string, string) {
		t.Helper()
		_, body := c.get(path)
		m := refresh.FindStringSubmatch(body)
		if m == nil {
			t.Fatalf("%s: no timed reload", path)
		}
		title := body[strings.Index(body, "<h1>")+4 : strings.Index(body, "</h1>")]
		return title, m[2], body
	}
	title, to, _ := next("/display?every=20")
	if !strings.Contains(title, "少年组") || to != "/display?every=20&i=1" {
		t.Fatalf("first: %q → %q", title, to)
	}
	title, to, body := next(to)
	if !strings.Contains(title, "成人组") {
		t.Fatalf("second: %q", title)
	}
	for n := 1; n <= len(games); n++ {
		if !strings.Contains(body, "<tr><td>"+strconv.Itoa(n)+"</td>") {
			t.Errorf("成人组: table %d is not on the wall", n)
		}
	}
	if to != "/display?every=20&i=0" {
		t.Errorf("after the last group: → %q, want back to the first", to)
	}
}

// TestAddresses: a server bound to one address is reached there; one bound
// to every interface at each local network address (or the loopback one),
// always with its port and as a page's URL.
func TestAddresses(t *testing.T) {
	tests := []struct {
		bound *net.TCPAddr
		want  []string
	}{
		{&net.TCPAddr{IP: net.IPv4(192, 168, 1, 20), Port: 8080}, []string{"http://192.168.1.20:8080/"}},
		{&net.TCPAddr{IP: net.IPv6loopback, Port: 80}, []string{"http://[::1]:80/"}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.bound), func(t *testing.T) {
			if got := Addresses(tt.bound); !slices.Equal(got, tt.want) {
				t.Errorf("Addresses(%v) = %v, want %v", tt.bound, got, tt.want)
			}
		})
	}
	all := Addresses(&net.TCPAddr{IP: net.IPv4zero, Port: 8123})
	if len(all) == 0 {
		t.Fatal("no address on every interface")
	}
	for _, u := range all {
		if !strings.HasPrefix(u, "http://") || !strings.HasSuffix(u, ":8123/") || strings.Contains(u, "0.0.0.0") {
			t.Errorf("address %q", u)
		}
	}
}

// TestChangedIsTold: the window follows the file through Options.Changed:
// told once of the first reading, once of each change made elsewhere (a
// result entered through the store, as the window or a desk would), not
// of a reading that finds nothing new, and of a reading that failed.
func TestChangedIsTold(t *testing.T) {
	e := newEvent(t)
	var told []error
	var mu sync.Mutex
	changed := func(err error) {
		mu.Lock()
		defer mu.Unlock()
		told = append(told, err)
	}
	srv, _ := e.server(t, Options{Changed: changed})
	count := func() (n int, last error) {
		mu.Lock()
		defer mu.Unlock()
		if len(told) > 0 {
			last = told[len(told)-1]
		}
		return len(told), last
	}
	if n, err := count(); n != 1 || err != nil {
		t.Fatalf("after the first reading told %d times (%v), want once", n, err)
	}
	if err := srv.Refresh(); err != nil {
		t.Fatal(err)
	}
	if n, _ := count(); n != 1 {
		t.Errorf("a reading with nothing new was told (%d)", n)
	}
	if err := e.store.SetResult(e.games[0].ID, "B+R"); err != nil {
		t.Fatal(err)
	}
	if err := srv.Refresh(); err != nil {
		t.Fatal(err)
	}
	if n, err := count(); n != 2 || err != nil {
		t.Errorf("after a change told %d times (%v), want twice", n, err)
	}
	e.store.Close()
	if err := srv.Refresh(); err == nil {
		t.Fatal("a closed file read")
	}
	if n, err := count(); n != 3 || err == nil {
		t.Errorf("a failed reading: told %d times (%v), want a third time with the error", n, err)
	}
}

// TestSlipResult: the report form's winner and way read as results in the
// program's notation (a margin in 子 is twice as many points: 3¾ 子 is
// B+7.5), and a form that does not make a result is refused.
func TestSlipResult(t *testing.T) {
	tests := []struct {
		winner, how, margin string
		want                tournament.Result
		ok                  bool
	}{
		{"b", "resign", "", "B+R", true},
		{"w", "resign", "", "W+R", true},
		{"w", "time", "", "W+T", true},
		{"b", "time", "", "B+T", true},
		{"w", "forfeit", "", "W+F", true},
		{"b", "count", "3 3/4", "B+7.5", true},
		{"w", "count", "1/2", "W+1", true},
		{"draw", "", "", "0", true},
		{"draw", "count", "", "0", true},
		{"draw", "resign", "", "", false},
		{"x", "resign", "", "", false},
		{"b", "count", "0", "", false},
		{"b", "count", "362", "", false},
		{"b", "count", "many", "", false},
		{"b", "", "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.winner, func(t *testing.T) {
			got, ok := slipResult(tt.winner, tt.how, tt.margin)
			if ok != tt.ok || (ok && got != tt.want) {
				t.Errorf("slipResult(%q, %q, %q) = %q, %v; want %q, %v", tt.winner, tt.how, tt.margin, got, ok, tt.want, tt.ok)
			}
		})
	}
}
