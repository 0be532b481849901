package ui

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/clock"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/ui/widgets"
)

// TestGameClockReadingOnScreen follows a game in the Chinese byo-yomi
// (2 minutes with 1 reserved minute, SPEC §5): the reading is shown and
// announced, an announcement clears when the player moves, and a time-out in
// the last minute is offered as a pass under the 2002 rules.
func TestGameClockReadingOnScreen(t *testing.T) {
	a, ft := newClockApp(t, "zh")
	s := a.clocks
	c := s.single
	c.form.main.SetText("2m")
	c.form.reserve.SetText("1")
	if err := s.startSingle(); err != nil {
		t.Fatal(err)
	}
	ft.wait(20 * time.Second)
	s.tick()
	black, white := c.faces[0], c.faces[1]
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
	if c.announce.Text != "30秒" || !white.Flash {
		t.Errorf("announcement %q, flash %v", c.announce.Text, white.Flash)
	}
	// Space presses for the player thinking: White moved, the "30秒" said
	// to White is done with.
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if !black.Running {
		t.Error("space did not press White's clock")
	}
	if c.announce.Text != "" {
		t.Errorf("announcement %q stays after White moved", c.announce.Text)
	}
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyP})
	ft.wait(time.Hour)
	s.tick()
	if !c.game.clock.Paused() || black.Lost {
		t.Error("pause")
	}
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyP})
	ft.wait(2 * time.Minute)
	s.tick()
	if !black.Lost || c.announce.Text != "10，超时负" {
		t.Errorf("Black after 2 minutes in the last minute: lost %v, %q", black.Lost, c.announce.Text)
	}
	s.timeoutAsPass()
	if black.Lost || !white.Running {
		t.Error("time-out as a pass")
	}
}

// TestClockKeysWithFocusInAField: after Start, A, L, space and P press the
// clock whichever field of the form had the focus, and type nothing into it
// (seen: "A" typed "1a" into the reserved minutes while Black's time ran).
func TestClockKeysWithFocusInAField(t *testing.T) {
	fields := []struct {
		name  string
		field func(s *clockScreen) *keyEntry
	}{
		{"reserved minutes", func(s *clockScreen) *keyEntry { return s.single.form.reserve }},
		{"basic time", func(s *clockScreen) *keyEntry { return s.single.form.main }},
		{"Black's name", func(s *clockScreen) *keyEntry { return s.single.form.names[0] }},
		{"the panel's table finder, behind", func(s *clockScreen) *keyEntry { return s.panel.find }},
	}
	for _, tt := range fields {
		t.Run(tt.name, func(t *testing.T) {
			a, ft := newClockApp(t, "en")
			s, c, cv := a.clocks, a.clocks.single, a.win.Canvas()
			c.form.main.SetText("10m")
			c.form.reserve.SetText("1")
			field := tt.field(s)
			before := field.Text
			cv.Focus(field)
			// A click on a button leaves the focus where it was (the desktop
			// driver keeps it when a focusable widget is under the mouse).
			c.startBtn.OnTapped()
			if !c.live() {
				t.Fatalf("no clock started: %q", s.status.Text)
			}
			// Focus the field again: a locked field refuses it, the finder
			// takes it and must hand the clock's keys on.
			cv.Focus(field)
			steps := []struct {
				key     fyne.KeyName
				char    rune
				running clock.Player
				paused  bool
			}{
				{fyne.KeyA, 'a', clock.White, false},     // Black moved
				{fyne.KeyL, 'l', clock.Black, false},     // White moved
				{fyne.KeySpace, ' ', clock.White, false}, // Black, thinking, moved
				{fyne.KeyP, 'p', clock.White, true},      // pause
				{fyne.KeyP, 'p', clock.White, false},     // resume
			}
			for i, st := range steps {
				t.Run(fmt.Sprint(st.key), func(t *testing.T) {
					ft.wait(time.Second)
					pressKey(cv, st.key, st.char)
					p, _ := c.game.clock.Running()
					if p != st.running || c.game.clock.Paused() != st.paused {
						t.Errorf("step %d (%s): %v thinking, paused %v; want %v, %v", i, st.key, p, c.game.clock.Paused(), st.running, st.paused)
					}
				})
			}
			if field.Text != before {
				t.Errorf("the keys typed into the field: %q, was %q", field.Text, before)
			}
			// While the clock runs its settings are locked.
			if !c.form.system.Disabled() || !c.form.main.Disabled() || !c.form.reserve.Disabled() || !c.form.names[1].Disabled() {
				t.Error("the settings can be changed while the clock runs")
			}
			test.Tap(field)
			if cv.Focused() != nil {
				t.Error("a locked field took the focus")
			}
			s.stopSingle()
			if c.form.main.Disabled() || c.form.reserve.Disabled() {
				t.Error("the settings stay locked after the clock was stopped")
			}
			if c.form.period.Disabled() != true {
				t.Error("unlocking enabled a field the Chinese byo-yomi does not use")
			}
			pressKey(cv, fyne.KeyA, 'a') // a stopped clock takes no keys
			if p, on := c.game.clock.Running(); on || p != clock.White {
				t.Error("a stopped clock was pressed")
			}
		})
	}
}

// TestGameClockFacesShowNames: each face shows its colour and the player's
// name, in the user's language.
func TestGameClockFacesShowNames(t *testing.T) {
	tests := []struct {
		lang, black, white string
		want               [2]string
	}{
		{"zh", "覃芷若", "张三", [2]string{"黑 · 覃芷若", "白 · 张三"}},
		{"en", "Qin Zhiruo", "", [2]string{"Black · Qin Zhiruo", "White"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			a, _ := newClockApp(t, tt.lang)
			c := a.clocks.single
			c.form.names[0].SetText(tt.black)
			c.form.names[1].SetText(tt.white)
			if err := a.clocks.startSingle(); err != nil {
				t.Fatal(err)
			}
			if c.faces[0].Title != tt.want[0] || c.faces[1].Title != tt.want[1] {
				t.Errorf("%s: faces %q, %q; want %q", tt.lang, c.faces[0].Title, c.faces[1].Title, tt.want)
			}
		})
	}
}

// TestGameClockFullScreen: full screen shows nothing but the two faces (no
// menu, no buttons); the keys still press the clock and Escape gives the
// window back as it was.
func TestGameClockFullScreen(t *testing.T) {
	a, _ := newClockApp(t, "zh")
	s, c, w := a.clocks, a.clocks.single, a.win
	content, menu := w.Content(), w.MainMenu()
	if err := s.startSingle(); err != nil {
		t.Fatal(err)
	}
	s.toggleFullScreen()
	if !w.FullScreen() || w.MainMenu() != nil {
		t.Errorf("full screen %v, menu %v", w.FullScreen(), w.MainMenu())
	}
	faces := 0
	for _, o := range test.LaidOutObjects(w.Content()) {
		switch o.(type) {
		case *widgets.ClockFace:
			faces++
		case fyne.Widget:
			t.Errorf("full screen shows a %T", o)
		}
	}
	if faces != 2 {
		t.Errorf("%d faces on the full screen", faces)
	}
	pressKey(w.Canvas(), fyne.KeyA, 'a')
	if p, _ := c.game.clock.Running(); p != clock.White {
		t.Error("A did not press Black's clock in full screen")
	}
	pressKey(w.Canvas(), fyne.KeyEscape, 0)
	if w.FullScreen() || w.Content() != content || w.MainMenu() != menu {
		t.Error("Escape did not give the window back")
	}
	if len(c.slot.Objects) != 1 || c.slot.Objects[0] != c.faceBox {
		t.Error("the faces did not come back to the clock screen")
	}
}

func TestClockFormRejectsBadTimes(t *testing.T) {
	tests := []struct {
		main, reserve, want string
	}{
		{"1m", "5", "reserved minutes must be part of the basic time"},
		{"an hour", "5", "Basic time: write a time such as"},
		{"60m", "5a", "Reserved minutes: write a whole number"},
	}
	for _, tt := range tests {
		t.Run(tt.main, func(t *testing.T) {
			a, _ := newClockApp(t, "en")
			s := a.clocks
			s.single.form.main.SetText(tt.main)
			s.single.form.reserve.SetText(tt.reserve)
			s.startOrStop()
			if !strings.Contains(s.status.Text, tt.want) {
				t.Errorf("%s / %s: status %q", tt.main, tt.reserve, s.status.Text)
			}
			if s.single.live() || s.single.form.locked {
				t.Error("a clock was started from a bad form")
			}
		})
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
	s.single.form.main.SetText("1m")
	s.single.form.reserve.SetText("1")
	if err := s.startSingle(); err != nil {
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

// TestClockDialogsAnswerTheKeyboard: the arbiter's lateness dialog takes
// Enter in its fields; a time that cannot be read is said and the form
// comes back as typed; once mended, Enter applies it.
func TestClockDialogsAnswerTheKeyboard(t *testing.T) {
	a, _ := newClockApp(t, "en")
	s, c, cv := a.clocks, a.clocks.single, a.win.Canvas()
	c.form.main.SetText("60m")
	c.form.reserve.SetText("1")
	c.startBtn.OnTapped()
	if !c.live() {
		t.Fatalf("no clock started: %q", s.status.Text)
	}
	s.latenessDialog()
	late, ok := cv.Focused().(*entry)
	if !ok {
		t.Fatalf("the lateness form opens with the focus on %T", cv.Focused())
	}
	// Its placeholder reads as an example, not as a value already there.
	if late.Text != "" || !strings.HasPrefix(late.PlaceHolder, "e.g. ") {
		t.Errorf("the lateness field holds %q, placeholder %q", late.Text, late.PlaceHolder)
	}
	test.Type(late, "5x")
	late.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	cv.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // closes the message
	again, ok := cv.Focused().(*entry)
	if !ok || again.Text != "5x" {
		t.Fatalf("after the message the form has %T %q; want the typed 5x", cv.Focused(), again.Text)
	}
	again.SetText("5m")
	again.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	// 60 minutes with 1 reserved leave 59 of basic time; 5 minutes late
	// cost twice that under 2002 (Art. 23): 49 minutes.
	if got := c.game.clock.Face(clock.Black).Main; got != 49*time.Minute {
		t.Errorf("Black 5 minutes late: %v left; want 49m", got)
	}
}

// TestArbiterMenuAfterResizeStopRestart is the sequence of issue 21's
// panic: the window resized, the clock stopped and started again, full
// screen on and off (the window's content replaced twice), another window
// open (the hall's display), then 裁判操作…: the menu opens on the main
// window, and each of its items acts on the clock now running, by keys
// as an arbiter picks it, without a panic.
func TestArbiterMenuAfterResizeStopRestart(t *testing.T) {
	a, ft := newClockApp(t, "zh")
	s, c, cv := a.clocks, a.clocks.single, a.win.Canvas()
	a.win.Resize(fyne.NewSize(1024, 600))
	c.form.main.SetText("2m")
	c.form.reserve.SetText("1")
	c.startBtn.OnTapped()
	first := c.game
	ft.wait(10 * time.Second)
	s.tick()
	a.win.Resize(fyne.NewSize(1920, 1080))
	c.startBtn.OnTapped()                                       // Stop clock: the question
	cv.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // yes
	if c.live() {
		t.Fatal("the clock was not stopped")
	}
	c.startBtn.OnTapped()
	if !c.live() || c.game == first {
		t.Fatal("no new clock started")
	}
	s.toggleFullScreen()
	s.toggleFullScreen()
	display := a.fa.NewWindow("display")
	display.Show()
	defer display.Close()
	pressKey(cv, fyne.KeyA, 'a') // Black moves: there is a press to take back
	more := findButton(t, a.win.Content(), tr("clock.more", "Arbiter…", nil))
	items := []string{"undo", "pass", "set", "late", "fault", "seal"}
	for i, item := range items {
		test.Tap(more)
		menu, ok := cv.Focused().(*widget.PopUpMenu)
		if !ok || cv.Overlays().Top() == nil {
			t.Fatalf("%s: the menu did not open on the main window (focus on %T)", item, cv.Focused())
		}
		for range i + 1 {
			menu.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
		}
		menu.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if _, still := cv.Focused().(*widget.PopUpMenu); still {
			t.Fatalf("%s: the menu is still open", item)
		}
		if top := cv.Overlays().Top(); top != nil {
			cv.Overlays().Remove(top) // a dialog opened: close it
		}
		switch item {
		case "undo":
			if p, _ := c.game.clock.Running(); p != clock.Black {
				t.Errorf("undo press: %v to move", p)
			}
		case "pass":
			if !strings.Contains(s.status.Text, tr("clock.no_timeout", "No player has run out of time.", nil)) {
				t.Errorf("time-out as a pass with no time-out: %q", s.status.Text)
			}
		case "seal":
			if !c.game.clock.Paused() {
				t.Error("seal move did not stop the clock")
			}
		}
	}
	if display.Canvas().Overlays().Top() != nil {
		t.Error("a menu or dialog opened on the display window")
	}
}

// TestClockDialogOnAReplacedClock: a dialog opened for one game's clock
// that was stopped and started again before OK changes nothing and says
// so; the new clock keeps its time.
func TestClockDialogOnAReplacedClock(t *testing.T) {
	a, _ := newClockApp(t, "en")
	s, c, cv := a.clocks, a.clocks.single, a.win.Canvas()
	c.form.main.SetText("60m")
	c.form.reserve.SetText("1")
	c.startBtn.OnTapped()
	s.latenessDialog()
	late := cv.Focused().(*entry)
	s.stopSingle()
	if err := s.startSingle(); err != nil {
		t.Fatal(err)
	}
	test.Type(late, "5m")
	late.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got := c.game.clock.Face(clock.Black).Main; got != 59*time.Minute {
		t.Errorf("the new clock's Black has %v; want 59m untouched", got)
	}
	if !strings.Contains(s.status.Text, "stopped or started again") {
		t.Errorf("status %q", s.status.Text)
	}
}

// TestReadingThroughTheWindowAtRealInstants plays issue 21's game on the
// game clock screen, pressed by keys at sub-millisecond instants: Chinese
// byo-yomi of 3 min 30 s with 3 reserved minutes. Black's free time runs
// out and reading starts; when a full minute passes the screen says
// "还剩2分" and the face "保留2分"; H holds the clock while captured
// stones are removed (the reading stops, nothing is announced), H again
// lets it run, and a hold ends with the press; outside byo-yomi H is
// refused with the reason.
func TestReadingThroughTheWindowAtRealInstants(t *testing.T) {
	a, ft := newClockApp(t, "zh")
	s, c, cv := a.clocks, a.clocks.single, a.win.Canvas()
	c.form.main.SetText("3m30s")
	c.form.reserve.SetText("3")
	c.startBtn.OnTapped()
	black, white := c.faces[0], c.faces[1]
	ticks := func(d time.Duration) { // the ticker's 100 ms, a few ns more each time
		for end := ft.t + d; ft.t < end; {
			ft.wait(min(100*time.Millisecond+37, end-ft.t))
			s.tick()
		}
	}
	ticks(123457)
	pressKey(cv, fyne.KeyA, 'a')
	ticks(1500000500)
	pressKey(cv, fyne.KeyH, 'h') // White has free time: nothing to hold
	if !strings.Contains(s.status.Text, "读秒") || c.game.clock.Held() {
		t.Errorf("hold outside byo-yomi: %q, held %v", s.status.Text, c.game.clock.Held())
	}
	pressKey(cv, fyne.KeyL, 'l')
	ticks(29999876543) // Black's 30 s of free time, less his first move's
	ticks(time.Second)
	if black.Time != "读秒 1" || c.announce.Text != "开始读秒，保留3分" {
		t.Fatalf("reading: %q, %q", black.Time, c.announce.Text)
	}
	ticks(60 * time.Second)
	if c.announce.Text != "还剩2分" || black.Detail != "保留2分" || black.Time != "读秒 1" {
		t.Errorf("a minute used: %q, %q, %q", c.announce.Text, black.Detail, black.Time)
	}
	ticks(19 * time.Second) // 20 s into the second minute
	pressKey(cv, fyne.KeyH, 'h')
	if !c.game.clock.Held() || c.holdBtn.Importance != widget.HighImportance {
		t.Fatal("H did not hold the clock in byo-yomi")
	}
	said := len(c.game.clock.Events())
	ticks(2 * time.Minute) // a big capture
	if black.Time != "读秒 20" || len(c.game.clock.Events()) != said {
		t.Errorf("held: %q, %d events", black.Time, len(c.game.clock.Events())-said)
	}
	pressKey(cv, fyne.KeyH, 'h')
	ticks(10*time.Second + 1)
	if c.game.clock.Held() || c.announce.Text != "30秒" || c.holdBtn.Importance == widget.HighImportance {
		t.Errorf("released: held %v, %q", c.game.clock.Held(), c.announce.Text)
	}
	pressKey(cv, fyne.KeyH, 'h')
	pressKey(cv, fyne.KeyA, 'a') // the stones are off: Black presses
	ticks(time.Second)
	// White's free time: 30 s less 1.5000005 s and the 1 s now: 27.4999995 s.
	if c.game.clock.Held() || !white.Running || white.Time != "0:27" {
		t.Errorf("after the press: held %v, White running %v at %q", c.game.clock.Held(), white.Running, white.Time)
	}
	s.tick()
	if c.holdBtn.Importance == widget.HighImportance {
		t.Error("the hold button stays lit after the press")
	}
}

// TestCanadianOnScreen: Canadian byo-yomi on the game clock (1 minute of
// basic time, then 3 moves in 2 minutes, unused time carried over, SPEC §5),
// at sub-millisecond instants: the face shows the basic time, then the
// block's time and the moves to go; a finished block adds its time to what
// is left; the block running out is a loss.
func TestCanadianOnScreen(t *testing.T) {
	a, ft := newClockApp(t, "en")
	s, c, cv := a.clocks, a.clocks.single, a.win.Canvas()
	c.form.system.SetSelected(tr("clock.system.canadian", "Canadian byo-yomi", nil))
	c.form.main.SetText("1m")
	c.form.period.SetText("2m")
	c.form.block.SetText("3")
	c.startBtn.OnTapped()
	if !c.live() {
		t.Fatalf("not started: %q", s.status.Text)
	}
	black := c.faces[0]
	move := func(key fyne.KeyName, r rune, d time.Duration) {
		ft.wait(d)
		s.tick()
		pressKey(cv, key, r)
	}
	ft.wait(20*time.Second + 300)
	s.tick()
	if black.Time != "0:40" || black.Detail != "" {
		t.Errorf("basic time: %q %q", black.Time, black.Detail)
	}
	move(fyne.KeyA, 'a', 50*time.Second) // 70.0000003 s: the block starts, 10 s of it used
	if black.Time != "1:50" || black.Detail != "moves to go: 2" {
		t.Errorf("in the block: %q %q", black.Time, black.Detail)
	}
	move(fyne.KeyL, 'l', 1500000)
	move(fyne.KeyA, 'a', 30*time.Second+999) // 1:20 left, one move to go
	move(fyne.KeyL, 'l', 1500000)
	move(fyne.KeyA, 'a', 20*time.Second) // the block done with 1:00 left: + 2:00
	if black.Time != "3:00" || black.Detail != "moves to go: 3" {
		t.Errorf("a new block: %q %q", black.Time, black.Detail)
	}
	move(fyne.KeyL, 'l', 1500000)
	ft.wait(3*time.Minute - 1300)
	s.tick()
	if black.Lost {
		t.Fatal("lost before the block ran out")
	}
	ft.wait(1300)
	s.tick()
	if !black.Lost || black.Detail != "loss on time" {
		t.Errorf("the block ran out: lost %v, %q", black.Lost, black.Detail)
	}
}

// TestSetTimeKeepsABlankCount: in the arbiter's Set time… dialog a blank
// count of reserved minutes keeps the count the face has (here 2, one of
// the 3 used up in reading) and sets only the time; a count typed sets it.
func TestSetTimeKeepsABlankCount(t *testing.T) {
	for _, tt := range []struct {
		extra string
		want  int
	}{{"", 2}, {"1", 1}} {
		t.Run("count "+strconv.Quote(tt.extra), func(t *testing.T) {
			a, ft := newClockApp(t, "en")
			s, c, cv := a.clocks, a.clocks.single, a.win.Canvas()
			c.form.main.SetText("3m30s") // 30 s free, then 3 reserved minutes
			c.form.reserve.SetText("3")
			c.startBtn.OnTapped()
			ft.wait(100 * time.Second) // the free 30 s, a reserved minute and 10 s
			s.tick()
			if got := c.game.clock.Face(clock.Black).Reserve; got != 2 {
				t.Fatalf("before: %d reserved minutes, want 2", got)
			}
			s.setTimeDialog()
			main, ok := cv.Focused().(*entry)
			if !ok {
				t.Fatalf("the form opens with the focus on %T", cv.Focused())
			}
			test.Type(main, "10m")
			if tt.extra != "" {
				cv.FocusNext()
				test.Type(cv.Focused().(*entry), tt.extra)
			}
			main.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if got := c.game.clock.Face(clock.Black).Reserve; got != tt.want {
				t.Errorf("after Set time: %d reserved minutes, want %d (status %q)", got, tt.want, s.status.Text)
			}
		})
	}
}
