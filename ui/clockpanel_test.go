package ui

import (
	"fmt"
	"image/color"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/clock"
	"weiqi-arbiter/domain/tournament"
)

// pairTables pairs round 1 of a new group with n tables; table 19's Black
// is 覃芷若 when there is a table 19. It returns the group and the games.
func pairTables(t testing.TB, a *App, n int) (tournament.Group, []tournament.Game) {
	t.Helper()
	st, err := a.arb.Settings()
	if err != nil {
		t.Fatal(err)
	}
	st.Groups = []tournament.Group{{Name: "成人组"}}
	if err := a.arb.SaveSettings(st); err != nil {
		t.Fatal(err)
	}
	groups, err := a.arb.Groups()
	if err != nil {
		t.Fatal(err)
	}
	var games []tournament.Game
	for table := 1; table <= n; table++ {
		black, white := fmt.Sprintf("黑棋手%02d", table), fmt.Sprintf("白棋手%02d", table)
		if table == 19 {
			black = "覃芷若"
		}
		b, err := a.arb.AddPlayer(tournament.Player{NameZh: black, GroupID: groups[0].ID})
		if err != nil {
			t.Fatal(err)
		}
		w, err := a.arb.AddPlayer(tournament.Player{NameZh: white, GroupID: groups[0].ID})
		if err != nil {
			t.Fatal(err)
		}
		// Table 2 has three handicap stones (White moves first), table 3
		// 让先 (no stone, Black first).
		handicap := map[int]int{2: 3, 3: 1}[table]
		games = append(games, tournament.Game{Table: table, Black: b, White: w, Handicap: handicap})
	}
	if err := a.arb.SavePairing(groups[0], 1, games, nil); err != nil {
		t.Fatal(err)
	}
	stored, err := a.arb.Games(groups[0].ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	return groups[0], stored
}

// panelWith loads n paired tables on the panel with a sudden-death minute.
func panelWith(t testing.TB, lang string, n int) (*App, *fakeNow, tournament.Group) {
	t.Helper()
	a, ft := newClockApp(t, lang)
	g, _ := pairTables(t, a, n)
	p := a.clocks.panel
	p.form.system.SetSelected(tr("clock.system.sudden", "Sudden death", nil))
	p.form.main.SetText("1m")
	a.clocks.tabs.SelectIndex(panelTab)
	if err := p.loadRound(); err != nil {
		t.Fatal(err)
	}
	if len(p.tables) != n {
		t.Fatalf("%d tables on the panel, want %d", len(p.tables), n)
	}
	return a, ft, g
}

// visibleRows are the panel's rows drawn in the window.
func visibleRows(a *App) []*tableRow {
	var rows []*tableRow
	for _, o := range test.LaidOutObjects(a.win.Content()) {
		if r, ok := o.(*tableRow); ok && r.Visible() && r.id >= 0 {
			rows = append(rows, r)
		}
	}
	return rows
}

// TestPanelFindsTableByNumber: typing a table's number (with no field
// focused, or in the finder) and Enter scrolls to that table and selects it.
func TestPanelFindsTableByNumber(t *testing.T) {
	a, _ := newClockApp(t, "en")
	s, p, cv := a.clocks, a.clocks.panel, a.win.Canvas()
	s.tabs.SelectIndex(panelTab)
	a.win.Resize(fyne.NewSize(1024, 600))
	for range 60 {
		if err := p.addTable(0, [2]string{}); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name    string
		focus   bool
		keys    string
		want    int // the table found; 0: none
		message string
	}{
		{"typed with no field focused", false, "12", 12, ""},
		{"typed in the finder", true, "45", 45, ""},
		{"a table not on the panel", false, "99", 0, "No table 99 on the panel."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p.shown = -1
			cv.Unfocus()
			if tt.focus {
				cv.Focus(p.find)
			}
			for _, r := range tt.keys {
				pressKey(cv, fyne.KeyName(string(r)), r)
			}
			pressKey(cv, fyne.KeyReturn, 0)
			if tt.want == 0 {
				if p.shown != -1 || s.status.Text != tt.message {
					t.Errorf("shown %d, status %q", p.shown, s.status.Text)
				}
				return
			}
			if p.shown < 0 || p.tables[p.shown].table != tt.want {
				t.Fatalf("shown %d; want table %d (status %q)", p.shown, tt.want, s.status.Text)
			}
			seen := false
			for _, r := range visibleRows(a) {
				seen = seen || r.id == p.shown && r.Position().Y >= 0
			}
			if !seen {
				t.Errorf("table %d is not on screen", tt.want)
			}
			if p.find.Text != "" {
				t.Errorf("the finder keeps %q", p.find.Text)
			}
		})
	}
}

// TestPanelPauseAllResumeAll: pause all stops every running table (no time
// is charged while paused), resume all runs them again; a table never
// started stays as it was.
func TestPanelPauseAllResumeAll(t *testing.T) {
	a, ft, _ := panelWith(t, "en", 3)
	p := a.clocks.panel
	p.form.lock(false)
	p.startAll()
	if !p.form.locked {
		t.Error("the panel's time control can be changed while its clocks run")
	}
	ft.wait(10 * time.Second)
	p.pauseAll()
	ft.wait(10 * time.Minute)
	a.clocks.tick()
	for _, g := range p.tables {
		if _, on := g.clock.Running(); on || !g.clock.Paused() || g.clock.Over() {
			t.Errorf("table %d after pause all: running %v, paused %v, over %v", g.table, on, g.clock.Paused(), g.clock.Over())
		}
		if left := g.clock.Face(g.first).Main; left != 50*time.Second {
			t.Errorf("table %d: the first mover has %v left; want 50s", g.table, left)
		}
	}
	p.resumeAll()
	ft.wait(5 * time.Second)
	for _, g := range p.tables {
		if p, on := g.clock.Running(); !on || p != g.first || g.clock.Face(g.first).Main != 45*time.Second {
			t.Errorf("table %d after resume all: %v running %v; want %v", g.table, p, on, g.first)
		}
	}
}

// TestPanelNamesNeverOverlapDigits: on the panel at a netbook's size, with
// the players' names and in reading, each face's name, time and state are
// drawn apart.
func TestPanelNamesNeverOverlapDigits(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		a, ft, _ := panelWith(t, lang, 25)
		p := a.clocks.panel
		for _, g := range p.tables {
			g.clock, _ = clock.New(clock.TimeControl{System: clock.Chinese, Main: 2 * time.Minute, Reserve: 1}, a.clocks.now)
			g.clock.SetSuspendGap(0)
		}
		a.win.Resize(fyne.NewSize(1024, 600))
		p.startAll()
		ft.wait(75 * time.Second) // Black reads: 读秒 15
		a.clocks.tick()
		rows := visibleRows(a)
		if len(rows) == 0 {
			t.Fatal("no rows on screen")
		}
		for _, r := range rows {
			for _, f := range r.faces {
				objs := test.WidgetRenderer(f).Objects()
				title, digits := drawnRect(objs[1]), drawnRect(objs[2])
				if rectsOverlap(title, digits) {
					t.Errorf("%s, table %d: %q %v overlaps %q %v", lang, p.tables[r.id].table, f.Title, title, f.Time, digits)
				}
				if title[2] > f.Size().Width || digits[2] > f.Size().Width+0.5 {
					t.Errorf("%s: a line leaves the face: %v %v in %v", lang, title, digits, f.Size())
				}
			}
		}
		if f := rows[0].faces[0]; !strings.Contains(f.Time, "15") || !strings.Contains(f.Title, "黑棋手") {
			t.Errorf("%s: first face %q / %q", lang, f.Title, f.Time)
		}
	}
}

// panelOf500 is the panel on screen at 1920×1080 with 500 tables of
// Chinese byo-yomi (basic time main, reserve reserved minutes), not started.
func panelOf500(b *testing.B, main, reserve string) (*App, *fakeNow) {
	a, ft := newClockApp(b, "zh")
	s, p := a.clocks, a.clocks.panel
	s.tabs.SelectIndex(panelTab)
	a.win.Resize(fyne.NewSize(1920, 1080))
	p.form.main.SetText(main)
	p.form.reserve.SetText(reserve)
	for i := range 500 {
		g, err := p.newTable(i+1, [2]string{fmt.Sprintf("黑棋手%03d", i+1), fmt.Sprintf("白棋手%03d", i+1)})
		if err != nil {
			b.Fatal(err)
		}
		p.tables = append(p.tables, g)
	}
	p.list.Refresh()
	return a, ft
}

// BenchmarkPanelTick500 is one tick of the arbiter's panel with 500 tables
// running (the Chinese byo-yomi), 100 ms after the last, as the window's
// ticker does; the panel is on screen at 1920×1080.
func BenchmarkPanelTick500(b *testing.B) {
	a, ft := panelOf500(b, "60m", "5")
	s, p := a.clocks, a.clocks.panel
	p.startAll()
	a.win.Canvas().Capture()
	b.ResetTimer()
	for range b.N {
		ft.wait(100 * time.Millisecond)
		s.tick()
	}
}

// drawnRect is the rectangle a text's glyphs cover, from its alignment.
func drawnRect(o fyne.CanvasObject) [4]float32 {
	t := o.(*canvas.Text)
	w, h := t.MinSize().Width, t.MinSize().Height
	x := t.Position().X
	switch t.Alignment {
	case fyne.TextAlignCenter:
		x += (t.Size().Width - w) / 2
	case fyne.TextAlignTrailing:
		x += t.Size().Width - w
	}
	return [4]float32{x, t.Position().Y, x + w, t.Position().Y + h}
}

func rectsOverlap(a, b [4]float32) bool {
	return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

// TestPanelStartsTheFirstMover: Start all starts White's clock where
// handicap stones were placed (White moves first), Black's elsewhere, 让先
// included; a row's own Start does the same.
func TestPanelStartsTheFirstMover(t *testing.T) {
	a, _, _ := panelWith(t, "en", 3)
	p := a.clocks.panel
	p.toggleTable(1) // table 2, by its row
	p.startAll()
	for i, want := range []clock.Player{clock.Black, clock.White, clock.Black} {
		if got, on := p.tables[i].clock.Running(); !on || got != want {
			t.Errorf("table %d: running %v (%v); want %v", p.tables[i].table, got, on, want)
		}
	}
}

// TestPanelTimeControlByKeys: the panel's time-control dialog answers the
// keyboard as every other dialog does: Escape closes it, and the summary
// beside the button says the time control set.
func TestPanelTimeControlByKeys(t *testing.T) {
	a, _ := newClockApp(t, "en")
	p := a.clocks.panel
	p.showForm()
	if a.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no time-control dialog")
	}
	p.form.main.SetText("45m")
	a.win.Resize(fyne.NewSize(1024, 600))
	keepScreenshot(t, "clock-panel-tc-en-1024x600.png", a.win.Canvas().Capture())
	press(t, a, fyne.KeyEscape)
	if a.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Escape left the time-control dialog open")
	}
	if !strings.Contains(p.tcLabel.Text, "45") {
		t.Errorf("summary %q does not show 45 minutes", p.tcLabel.Text)
	}
}

// TestPanelUsesTheWidth: at 1920×1080 the tables stand in columns (three
// rows of the panel's least width fit beside the queue), at 1024×600 in
// one; a table found by number is on screen and highlighted either way.
func TestPanelUsesTheWidth(t *testing.T) {
	a, _ := newClockApp(t, "zh")
	s, p := a.clocks, a.clocks.panel
	s.tabs.SelectIndex(panelTab)
	for range 90 {
		if err := p.addTable(0, [2]string{"欧阳诸葛明", "覃芷若"}); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		size fyne.Size
		cols int
	}{{fyne.NewSize(1920, 1080), 3}, {fyne.NewSize(1024, 600), 1}, {fyne.NewSize(1920, 1080), 3}} {
		a.win.Resize(tt.size)
		a.win.Canvas().Capture()
		if p.cols != tt.cols {
			t.Errorf("%v: %d columns, want %d", tt.size, p.cols, tt.cols)
		}
		xs := map[float32]bool{}
		for _, r := range visibleRows(a) {
			xs[r.Position().X] = true
			if r.Size().Width < p.rowSize().Width-0.5 {
				t.Errorf("%v: a table %v narrower than its least %v", tt.size, r.Size(), p.rowSize())
			}
		}
		if len(xs) != tt.cols {
			t.Errorf("%v: tables drawn at %d places across, want %d", tt.size, len(xs), tt.cols)
		}
		if err := p.findTable("77"); err != nil {
			t.Fatal(err)
		}
		a.win.Canvas().Capture()
		found := false
		for _, r := range visibleRows(a) {
			if r.id == p.shown {
				found = p.tables[r.id].table == 77 && r.mark.FillColor != color.Transparent
			}
		}
		if !found {
			t.Errorf("%v: table 77 not on screen, highlighted", tt.size)
		}
	}
}

// BenchmarkPanelTick500SubMillisecond is one tick of the panel with 500
// tables in Chinese byo-yomi (30 s of basic time and 5 reserved minutes,
// so that every table reads after its first moves), the clocks started at
// instants of any nanosecond and pressed at such instants between ticks
// (a press every 30 s a table on average: about two a tick), the ticks
// 100 ms apart and a few nanoseconds more, as a real ticker's are. The
// presses between ticks are part of each measured tick.
func BenchmarkPanelTick500SubMillisecond(b *testing.B) {
	a, ft := panelOf500(b, "5m30s", "5")
	s, p := a.clocks, a.clocks.panel
	r := rand.New(rand.NewPCG(500, 21))
	for _, g := range p.tables {
		ft.wait(time.Duration(r.Int64N(int64(time.Millisecond))))
		g.clock.Start(g.first)
	}
	tick := func() {
		for range r.IntN(5) { // about two presses a tick, each at its own instant
			ft.wait(time.Duration(r.Int64N(int64(20 * time.Millisecond))))
			i := r.IntN(len(p.tables))
			if pl, on := p.tables[i].clock.Running(); on {
				p.pressRow(i, pl)
			}
		}
		ft.wait(time.Duration(r.Int64N(int64(10 * time.Millisecond))))
		s.tick()
	}
	for range 1200 { // two minutes: every table has moved and reads
		tick()
	}
	a.win.Canvas().Capture()
	b.ResetTimer()
	for range b.N {
		tick()
	}
}
