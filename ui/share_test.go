package ui

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"weiqi-arbiter/domain/tournament"

	"fyne.io/fyne/v2"
)

func TestShareOnTheLocalNetwork(t *testing.T) {
	a, _ := newTestApp(t, "zh")
	a.openShare()
	if a.shareWin == nil || a.shareWin.button.Text != "开始共享" {
		t.Fatal("the share window does not offer to start")
	}
	if err := a.startSharing("127.0.0.1:0", "pw"); err != nil {
		t.Fatal(err)
	}
	a.shareWin.show()
	if len(a.share.urls) != 1 || !strings.HasPrefix(a.share.urls[0], "http://127.0.0.1:") {
		t.Fatalf("addresses %v: want the one bound", a.share.urls)
	}
	if len(a.shareWin.codes.Objects) != 1 || a.shareWin.button.Text != "停止共享" {
		t.Errorf("running: %d codes, button %q", len(a.shareWin.codes.Objects), a.shareWin.button.Text)
	}
	url := a.share.urls[0]
	resp, err := http.Get(url + "index.json")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(body), "市围棋赛") {
		t.Errorf("served %s", body)
	}
	shot(t, a.shareWin.win, "share-zh")
	// Closing the file stops the server.
	a.closeStore()
	if a.share != nil {
		t.Fatal("still sharing after the file was closed")
	}
	if _, err := http.Get(url); err == nil {
		t.Error("the server still answers after the file was closed")
	}
}

func TestShareWindowInEnglish(t *testing.T) {
	a, _ := newTestApp(t, "en")
	a.openShare()
	a.shareWin.port.SetText("port")
	a.shareWin.toggle()
	if a.share != nil || !strings.Contains(a.shareWin.state.Text, "1 to 65535") {
		t.Errorf("a bad port: sharing %v, says %q", a.share != nil, a.shareWin.state.Text)
	}
	if err := a.startSharing("127.0.0.1:0", ""); err != nil {
		t.Fatal(err)
	}
	a.shareWin.show()
	shot(t, a.shareWin.win, "share-en")
	a.stopSharing()
}

// shot keeps a picture of w at the two screen sizes the program is
// checked at, for a person to look at.
func shot(t *testing.T, w fyne.Window, name string) {
	t.Helper()
	for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
		w.Resize(size)
		keepScreenshot(t, fmt.Sprintf("%s-%.0fx%.0f.png", name, size.Width, size.Height), w.Canvas().Capture())
	}
}

// reportingRound is the event of eventApp in English with round 1 paired
// and published, and results taken from the tables.
func reportingRound(t *testing.T) (*App, tournament.Group) {
	t.Helper()
	a := eventApp(t, "en")
	a.rounds.pairNext()
	g, _ := a.arb.Group("公开组")
	if err := a.arb.PublishRound(g.ID, 1); err != nil {
		t.Fatal(err)
	}
	if err := a.arb.SetReporting(true, false); err != nil {
		t.Fatal(err)
	}
	return a, g
}

// TestReportedResultsOnTheRoundsScreen: a result reported by a slip code
// shows on the rounds screen as reported, to confirm; "1 a" Enter accepts
// it; Accept reported takes every report no other contradicts.
func TestReportedResultsOnTheRoundsScreen(t *testing.T) {
	a, _ := reportingRound(t)
	r := a.rounds
	games := r.games
	a.arb.ReportResult(games[0].ID, "W+R", "10.0.0.5")
	a.arb.ReportResult(games[1].ID, "B+T", "10.0.0.6")
	a.arb.ReportResult(games[1].ID, "W+T", "10.0.0.7")
	r.show()
	if got := r.table.rows[0][colResult].text; got != "White wins by resignation? reported" {
		t.Errorf("table 1 shows %q", got)
	}
	if got := r.table.rows[1][colResult].text; got != "reports differ: Black wins on time / White wins on time" {
		t.Errorf("table 2 shows %q", got)
	}
	a.tabs.SelectIndex(roundsTab)
	shot(t, a.win, "rounds-reported-en")

	r.quickEntry("2 a")
	if r.games[1].Result != "" || !strings.Contains(r.status.Text, "Table 2's reports differ (Black wins on time / White wins on time)") {
		t.Errorf("disputed table accepted: %q, %q", r.games[1].Result, r.status.Text)
	}
	r.quickEntry("1 a")
	if r.games[0].Result != "W+R" {
		t.Fatalf("1 a: result %q (%s)", r.games[0].Result, r.status.Text)
	}
	a.arb.ReportResult(games[1].ID, "B+R", "10.0.0.8") // flagged beside the others: still disputed
	r.acceptAllAgreeing()
	if r.games[1].Result != "" {
		t.Errorf("accept all took a disputed table: %q", r.games[1].Result)
	}
	SetupLanguage("zh")
	defer SetupLanguage("en")
	a.arb.ReportResult(games[1].ID, "B+R", "10.0.0.9")
	r.show()
	if got := r.table.rows[1][colResult].text; got != "报告不一致：白超时负 / 黑超时负 / 黑中盘胜" {
		t.Errorf("in Chinese table 2 shows %q", got)
	}
}

// TestTypedResultSettlesTheReport: a result typed at the Rounds screen
// over a table's report sets the report aside, as at a second desk: the
// table no longer shows it as waiting.
func TestTypedResultSettlesTheReport(t *testing.T) {
	a, g := reportingRound(t)
	r := a.rounds
	if _, err := a.arb.ReportResult(r.games[0].ID, "W+R", "10.0.0.5"); err != nil {
		t.Fatal(err)
	}
	r.show()
	r.quickEntry("1 b")
	if r.games[0].Result != "B+" {
		t.Fatalf("1 b: result %q (%s)", r.games[0].Result, r.status.Text)
	}
	open, err := a.arb.OpenReports(g.ID, 1)
	if err != nil || len(open[r.games[0].ID]) != 0 {
		t.Errorf("the report still waits: %v %v", open, err)
	}
	if got := r.table.rows[0][colResult].text; strings.Contains(got, "reported") {
		t.Errorf("table 1 shows %q", got)
	}
}

// TestShareChoosesTheNetwork: the window serves on the network chosen; on
// 127.0.0.1 alone the only address shown is that one, and it answers.
func TestShareChoosesTheNetwork(t *testing.T) {
	a, _ := newTestApp(t, "en")
	a.openShare()
	w := a.shareWin
	if w.address.Selected != "every network of this computer" {
		t.Errorf("the network offered first: %q", w.address.Selected)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	w.address.SetSelected("127.0.0.1 (this computer only)")
	w.port.SetText(strconv.Itoa(port))
	w.toggle()
	if a.share == nil {
		t.Fatalf("not sharing: %s", w.state.Text)
	}
	defer a.stopSharing()
	want := fmt.Sprintf("http://127.0.0.1:%d/", port)
	if len(a.share.urls) != 1 || a.share.urls[0] != want {
		t.Fatalf("addresses %v, want only %s", a.share.urls, want)
	}
	if !w.address.Disabled() {
		t.Error("the network can be changed while sharing")
	}
	resp, err := http.Get(want + "index.json")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	shot(t, w.win, "share-network-en")
}
