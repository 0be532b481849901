package venue

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"weiqi-arbiter/domain/tournament"
)

// TestWrongSlipCodesAreRefused: a phone that sends wrong slip codes gets
// missBurst tries, then 429 with a page in its language, even for a right
// code, until one more try is earned (one each missEvery); another phone
// is not held up meanwhile.
func TestWrongSlipCodesAreRefused(t *testing.T) {
	e := newEvent(t)
	e.store.SetReporting(true, false)
	now := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	srv, ts := e.server(t, Options{Now: func() time.Time { return now }})
	phone := newClient(t, ts, "zh")
	code := slipCode(t, e.store, e.games[0].ID)
	for i := range missBurst {
		guess := strings.Repeat("Z", tournament.SlipCodeLength-1) + string("23456789"[i])
		if st, body := phone.get("/report/" + guess); st != http.StatusNotFound || !strings.Contains(body, "没有此记录单码") {
			t.Fatalf("guess %d: %d", i+1, st)
		}
	}
	st, body, h := phone.do("GET", "/report/"+code, nil)
	if st != http.StatusTooManyRequests || !strings.Contains(body, "输错记录单码的次数太多") || h.Get("Retry-After") != "30" {
		t.Fatalf("after %d wrong codes: %d (Retry-After %q)\n%.300s", missBurst, st, h.Get("Retry-After"), body)
	}
	if st, body := newClient(t, ts, "en").get("/report/ZZZZZZZZZZZZ.json"); st != http.StatusTooManyRequests || !strings.Contains(body, "Too many wrong slip codes") {
		t.Errorf("in English, as JSON: %d %s", st, body)
	}
	// The desk's own address is another client: a phone next to it is not
	// held up by the guesser.
	other := get(srv, "/report/"+code, "zh") // from 192.0.2.1
	if other.Code != http.StatusOK {
		t.Errorf("another phone: %d", other.Code)
	}
	now = now.Add(missEvery)
	if st, _ := phone.get("/report/" + code); st != http.StatusOK {
		t.Errorf("after %v: %d, want the slip", missEvery, st)
	}
	// Written as the slip prints it, in groups, the code is the same code.
	if st, _ := phone.get("/report/" + tournament.SlipCodeGroups(code)); st != http.StatusOK {
		t.Errorf("grouped code: %d", st)
	}
}

// TestOldSlipCodesSaySo: a six-character code of a slip printed before the
// codes grew is not taken, and the page says what to do.
func TestOldSlipCodesSaySo(t *testing.T) {
	e := newEvent(t)
	e.store.SetReporting(true, false)
	_, ts := e.server(t, Options{})
	code := slipCode(t, e.store, e.games[0].ID)
	for lang, want := range map[string]string{"zh": "旧版记录单", "en": "older slip"} {
		st, body := newClient(t, ts, lang).get("/report/" + code[:oldSlipCodeLength])
		if st != http.StatusNotFound || !strings.Contains(body, want) {
			t.Errorf("%s: %d\n%.400s", lang, st, body)
		}
	}
}

// TestAutoAcceptAsksForTheCheck: when reports become results as they come,
// the slip's page asks for the check code printed on the paper (and found
// in neither the page nor its QR code); a report without it, or with a
// wrong one, changes nothing and counts as a wrong try.
func TestAutoAcceptAsksForTheCheck(t *testing.T) {
	e := newEvent(t)
	e.store.SetReporting(true, true)
	rep, _ := e.store.Reporting()
	_, ts := e.server(t, Options{})
	phone := newClient(t, ts, "zh")
	game := e.games[0]
	code := slipCode(t, e.store, game.ID)
	check := tournament.SlipCheck(rep.Secret, game.ID)
	st, body := phone.get("/report/" + code)
	if st != http.StatusOK || !strings.Contains(body, `name="check"`) {
		t.Fatalf("slip page: %d, no check asked", st)
	}
	_, js := phone.get("/report/" + code + ".json")
	if strings.Contains(body, check) || strings.Contains(js, check) || strings.Contains(code, check) {
		t.Fatalf("the check %s is given away", check)
	}
	token := csrf(t, body)
	post := func(check string) int {
		form := url.Values{"csrf": {token}, "winner": {"w"}, "how": {"resign"}}
		if check != "" {
			form.Set("check", check)
		}
		st, _, _ := phone.do("POST", "/report/"+code, form)
		return st
	}
	wrong := "0000"
	if wrong == check {
		wrong = "1111"
	}
	for _, c := range []string{"", wrong} {
		if st := post(c); st != http.StatusForbidden {
			t.Errorf("check %q: %d, want 403", c, st)
		}
	}
	if reps, _ := e.store.Reports(); len(reps) != 0 || gameResult(t, e.store, e.group.ID, game.Table) != tournament.NoResult {
		t.Fatalf("a report without the check was taken: %v", reps)
	}
	if st := post(check); st != http.StatusOK {
		t.Fatalf("right check: %d", st)
	}
	if r := gameResult(t, e.store, e.group.ID, game.Table); r != "W+R" {
		t.Errorf("result %q, want W+R accepted as it came", r)
	}
	// Without auto acceptance the desk confirms every report: no check.
	e.store.SetReporting(true, false)
	_, ts = e.server(t, Options{})
	if _, body := newClient(t, ts, "zh").get("/report/" + slipCode(t, e.store, e.games[1].ID)); strings.Contains(body, `name="check"`) {
		t.Error("the desk confirms reports, yet the page asks for the check")
	}
}
