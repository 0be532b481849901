package ui

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"weiqi-arbiter/domain/clock"
)

// TestClockScreenshots renders the game clock (in reading, and in full
// screen) and the arbiter's panel (30 tables, three flag falls queued) in
// both languages at a netbook's and a full HD screen's size, keeps the
// pictures in build/screenshots/, and checks that nothing is cut.
func TestClockScreenshots(t *testing.T) {
	if testing.Short() {
		t.Skip("screenshots are not taken with -short")
	}
	for _, lang := range []string{"zh", "en"} {
		for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
			name := fmt.Sprintf("%s-%.0fx%.0f", lang, size.Width, size.Height)
			t.Run(name, func(t *testing.T) {
				a, ft := newClockApp(t, lang)
				s, c := a.clocks, a.clocks.single
				a.win.Resize(size)
				c.form.names[0].SetText("覃芷若")
				c.form.names[1].SetText("欧阳诸葛明")
				c.form.main.SetText("2m")
				c.form.reserve.SetText("1")
				if err := s.startSingle(); err != nil {
					t.Fatal(err)
				}
				ft.wait(95 * time.Second) // Black in the last minute, 35 s read
				s.tick()
				if got := cutObjects(a.win.Content(), size); len(got) > 0 {
					t.Errorf("game clock: cut %v", got)
				}
				if min := s.object.MinSize(); min.Width > s.object.Size().Width+0.5 || min.Height > s.object.Size().Height+0.5 {
					t.Errorf("game clock needs %v, has %v", min, s.object.Size())
				}
				keepScreenshot(t, "clock-game-"+name+".png", a.win.Canvas().Capture())
				s.toggleFullScreen()
				keepScreenshot(t, "clock-full-"+name+".png", a.win.Canvas().Capture())
				s.toggleFullScreen()
				s.stopSingle()

				g, _ := pairTables(t, a, 30)
				_ = g
				p := a.clocks.panel
				p.form.main.SetText("60m")
				p.form.reserve.SetText("5")
				s.tabs.SelectIndex(panelTab)
				if err := p.loadRound(); err != nil {
					t.Fatal(err)
				}
				for i, g := range p.tables {
					switch {
					case i == 2 || i == 6 || i == 18: // flags fall at 10 minutes
						g.clock, _ = clock.New(clock.TimeControl{System: clock.Sudden, Main: 10 * time.Minute}, s.now)
					case i%3 == 1: // in reading: 10 min basic time, 3 reserved minutes
						g.clock, _ = clock.New(clock.TimeControl{System: clock.Chinese, Main: 13 * time.Minute, Reserve: 3}, s.now)
					}
					g.clock.SetSuspendGap(0)
				}
				p.startAll()
				ft.wait(10*time.Minute + 25*time.Second)
				s.tick()
				if len(p.queue.items) != 3 {
					t.Errorf("%d flag falls queued; want 3", len(p.queue.items))
				}
				if got := cutObjects(a.win.Content(), size); len(got) > 0 {
					t.Errorf("panel: cut %v", got)
				}
				if min := s.object.MinSize(); min.Width > s.object.Size().Width+0.5 || min.Height > s.object.Size().Height+0.5 {
					t.Errorf("panel needs %v, has %v", min, s.object.Size())
				}
				keepScreenshot(t, "clock-panel-"+name+".png", a.win.Canvas().Capture())
			})
		}
	}
}
