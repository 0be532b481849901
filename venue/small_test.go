package venue

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// TestWrongMethodsAre405: an address that exists answers another method
// 405 with the methods it takes, in the user's language; an address that
// does not exist stays 404.
func TestWrongMethodsAre405(t *testing.T) {
	e := newEvent(t)
	_, ts := e.server(t, Options{DeskPassword: "pw"})
	c := newClient(t, ts, "zh")
	tests := []struct {
		method, path string
		status       int
		allow        string
	}{
		{"POST", "/find", 405, "GET, HEAD"},
		{"DELETE", "/round/少年组/1", 405, "GET, HEAD"},
		{"PUT", "/desk/result", 405, "POST"},
		{"GET", "/desk/result", 405, "POST"},
		{"POST", "/nowhere", 404, ""},
		{"GET", "/find", 200, ""},
	}
	for _, tt := range tests {
		st, body, h := c.do(tt.method, tt.path, nil)
		if st != tt.status || h.Get("Allow") != tt.allow {
			t.Errorf("%s %s: %d Allow %q, want %d %q", tt.method, tt.path, st, h.Get("Allow"), tt.status, tt.allow)
		}
		if st == 405 && !strings.Contains(body, "此地址不接受这种请求") {
			t.Errorf("%s %s: no message in Chinese", tt.method, tt.path)
		}
	}
}

// TestBadTextIs400: a late entry (or any write) whose text is not UTF-8 is
// refused with a message, and nothing is added.
func TestBadTextIs400(t *testing.T) {
	e := newEvent(t)
	_, ts := e.server(t, Options{DeskPassword: "pw"})
	c := newClient(t, ts, "en")
	c.signIn("desk", "pw")
	_, page := c.get("/desk")
	before, _ := e.store.Players()
	form := url.Values{"csrf": {csrf(t, page)}, "name_zh": {"\xff\xfe王"}, "group": {"少年组"}, "joins": {"2"}, "rank": {"3d"}}
	st, body, _ := c.do("POST", "/desk/late", form)
	if st != http.StatusBadRequest || !strings.Contains(body, "not UTF-8") {
		t.Errorf("late entry in bad UTF-8: %d\n%.300s", st, body)
	}
	if after, _ := e.store.Players(); len(after) != len(before) {
		t.Errorf("a player was added: %d → %d", len(before), len(after))
	}
}

// TestDeskSaysResultsInWords: the desk's message says the result as the
// rules write it, not in the notation typed.
func TestDeskSaysResultsInWords(t *testing.T) {
	e := newEvent(t)
	_, ts := e.server(t, Options{DeskPassword: "pw"})
	for _, tt := range []struct{ lang, entry, want string }{
		{"zh", "3 B+4.5", "第3台：黑胜2又1/4子"},
		{"en", "1 B+4.5", "Table 1: Black wins by 2 1/4 stones"},
	} {
		lang, want := tt.lang, tt.want
		c := newClient(t, ts, lang)
		c.signIn("desk "+lang, "pw")
		_, page := c.get("/desk")
		st, body, _ := c.do("POST", "/desk/result", url.Values{"csrf": {csrf(t, page)}, "group": {"少年组"}, "round": {"1"}, "entry": {tt.entry}})
		if st != http.StatusOK || !strings.Contains(body, want) {
			t.Errorf("%s: %d, no %q", lang, st, want)
		}
	}
}
