package ui

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/clock"
	"weiqi-arbiter/domain/tournament"
)

type fakeNow struct{ t time.Duration }

func (f *fakeNow) now() time.Duration   { return f.t }
func (f *fakeNow) wait(d time.Duration) { f.t += d }

func newClockApp(t *testing.T, lang string) (*App, *fakeNow) {
	t.Helper()
	a, _ := newTestApp(t, lang)
	ft := &fakeNow{}
	a.clocks.now = ft.now
	a.clocks.gap = 0 // the test jumps time; the real ticker runs every 100 ms
	a.tabs.SelectIndex(clockTab)
	a.win.Resize(fyne.NewSize(1200, 760))
	return a, ft
}

func TestGameClockReadingOnScreen(t *testing.T) {
	a, ft := newClockApp(t, "zh")
	s := a.clocks
	s.form.main.SetText("2m")
	s.form.reserve.SetText("1")
	if err := s.newSingle(); err != nil {
		t.Fatal(err)
	}
	ft.wait(20 * time.Second)
	s.tick()
	black, white := s.single.faces[0], s.single.faces[1]
	if !black.Running || white.Running || black.Time != "0:40" {
		t.Errorf("Black face %+v", black)
	}
	test.Tap(black) // Black moved
	if !white.Running {
		t.Fatal("tapping Black's face did not start White's clock")
	}
	test.Tap(black) // a second press on the same face does nothing
	ft.wait(61 * time.Second)
	s.tick()
	if !strings.HasPrefix(white.Time, "读秒 1") || !strings.Contains(white.Detail, "保留1分") {
		t.Errorf("White in reading: %q / %q", white.Time, white.Detail)
	}
	ft.wait(30 * time.Second)
	s.tick()
	if s.announce.Text != "30秒" || !white.Flash {
		t.Errorf("announcement %q, flash %v", s.announce.Text, white.Flash)
	}
	// Space presses for the player thinking; P pauses.
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if !black.Running {
		t.Error("space did not press White's clock")
	}
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyP})
	ft.wait(time.Hour)
	s.tick()
	if !s.single.clock.Paused() || black.Lost {
		t.Error("pause")
	}
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyP})
	ft.wait(2 * time.Minute)
	s.tick()
	if !black.Lost || s.announce.Text != "10，超时负" {
		t.Errorf("Black after 2 minutes in the last minute: lost %v, %q", black.Lost, s.announce.Text)
	}
	s.timeoutAsPass()
	if black.Lost || !white.Running {
		t.Error("time-out as a pass")
	}
	img := a.win.Canvas().Capture()
	if dir := filepath.Join("..", "build", "screenshots"); os.MkdirAll(dir, 0o755) == nil {
		if f, err := os.Create(filepath.Join(dir, "clock-headless.png")); err == nil {
			png.Encode(f, img)
			f.Close()
		}
	}
}

func TestClockFormRejectsBadTimes(t *testing.T) {
	a, _ := newClockApp(t, "en")
	s := a.clocks
	s.form.main.SetText("1m")
	s.form.reserve.SetText("5")
	s.report(s.newSingle())
	if !strings.Contains(s.status.Text, "reserved minutes must be part of the basic time") {
		t.Errorf("status %q", s.status.Text)
	}
	s.form.main.SetText("an hour")
	s.report(s.newSingle())
	if !strings.Contains(s.status.Text, "write a time such as") {
		t.Errorf("status %q", s.status.Text)
	}
	if s.single != nil {
		t.Error("a clock was started from a bad form")
	}
}

func TestArbiterPanelFromRoundAndTimeResult(t *testing.T) {
	a, ft := newClockApp(t, "en")
	store := a.arb
	st, _ := store.Settings()
	st.Groups = []tournament.Group{{Name: "成人组"}}
	if err := store.SaveSettings(st); err != nil {
		t.Fatal(err)
	}
	groups, _ := store.Groups()
	var ids []int64
	for _, n := range []string{"张三", "李四", "王五", "赵六"} {
		id, _ := store.AddPlayer(tournament.Player{NameZh: n, GroupID: groups[0].ID})
		ids = append(ids, id)
	}
	if err := store.SavePairing(groups[0], 1, []tournament.Game{{Table: 1, Black: ids[0], White: ids[1]}, {Table: 2, Black: ids[2], White: ids[3]}}, nil); err != nil {
		t.Fatal(err)
	}
	s := a.clocks
	s.form.system.SetSelected(tr("clock.system.sudden", "Sudden death", nil))
	s.form.main.SetText("1m")
	if err := s.loadRound(); err != nil {
		t.Fatal(err)
	}
	if len(s.tables) != 2 || s.tables[1].names[0] != "王五" || s.tables[1].table != 2 {
		t.Fatalf("tables %+v", s.tables)
	}
	s.startAll()
	ft.wait(30 * time.Second)
	s.press(s.tables[0], clock.Black)
	ft.wait(31 * time.Second)
	s.tick()
	if !s.tables[1].clock.Over() || s.tables[0].clock.Over() {
		t.Fatal("table 2's Black should have lost on time, table 1 not")
	}
	if a.win.Canvas().Overlays().Top() == nil {
		t.Error("no confirmation asked for the result")
	}
	s.recordResult(s.tables[1], "W+T")
	games, _ := store.Games(groups[0].ID, 1)
	if games[1].Result != "W+T" || games[0].Result != "" {
		t.Errorf("results %+v", games)
	}
}

// TestTimeoutAsPass1988: under the 1988 rules a time-out in the last
// byo-yomi minute is a loss: the window does not turn it into a pass and
// says why (SPEC §5, 1988 vs 2002).
func TestTimeoutAsPass1988(t *testing.T) {
	a, ft := newClockApp(t, "en")
	st, _ := a.arb.Settings()
	st.Rules = tournament.Rules1988
	if err := a.arb.SaveSettings(st); err != nil {
		t.Fatal(err)
	}
	s := a.clocks
	s.form.main.SetText("1m")
	s.form.reserve.SetText("1")
	if err := s.newSingle(); err != nil {
		t.Fatal(err)
	}
	ft.wait(61 * time.Second)
	s.tick()
	if !s.single.faces[0].Lost {
		t.Fatal("no time-out")
	}
	s.timeoutAsPass()
	if !s.single.faces[0].Lost || !strings.Contains(s.status.Text, "This time-out is a loss") {
		t.Errorf("1988: lost %v, %q", s.single.faces[0].Lost, s.status.Text)
	}
}
