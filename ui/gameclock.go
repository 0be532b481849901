package ui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/clock"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/ui/widgets"
)

// faceView is what one face of a clock shows.
type faceView struct {
	Time, Detail         string
	Running, Flash, Lost bool
}

// faceState is the part of a face's state its text is made from: the text
// is written again only when it changes (once a second, not every tick).
type faceState struct {
	main, periodLeft            int // seconds, as shown
	reserve, periods, movesLeft int
	reading, lost, thinking     bool
	readSecs                    int
}

// gameClock is one game's clock and what its faces show.
type gameClock struct {
	clock   *clock.Clock
	view    [2]faceView
	state   [2]faceState
	fresh   bool             // view holds the text of state
	flashTo [2]time.Duration // flash a face until this time
	lastAnn string           // the last announcement, in the user's language
	table   int
	group   string       // the group's name, shown when the panel has several groups
	gameID  int64        // the game in the tournament file, 0 when none
	file    string       // the tournament file the game is in
	first   clock.Player // who moves first: White in a handicap game
	names   [2]string
	flagged bool // its flag fall is in the queue
}

func newGameClock(tc clock.TimeControl, now clock.Now, names [2]string) (*gameClock, error) {
	c, err := clock.New(tc, now)
	if err != nil {
		return nil, err
	}
	return &gameClock{clock: c, names: names}, nil
}

// title is a face's heading: the colour and the player's name.
func (g *gameClock) title(p clock.Player) string {
	t := playerName(p)
	if g.names[p] != "" {
		t += " · " + g.names[p]
	}
	return t
}

// shownSeconds is d in whole seconds as formatLeft writes it.
func shownSeconds(d time.Duration) int {
	if d <= 0 {
		return 0
	}
	if d < time.Second {
		return 1
	}
	return int(d.Round(time.Second) / time.Second)
}

// formatLeft writes time left as h:mm:ss (m:ss under an hour).
func formatLeft(d time.Duration) string {
	s := shownSeconds(d)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// update brings the faces' view to now; it reports whether it changed.
func (g *gameClock) update(now time.Duration) bool {
	tc := g.clock.TimeControl()
	running, on := g.clock.Running()
	reading, inReading := g.clock.ReadingSeconds()
	changed := false
	for p := range g.view {
		pl := clock.Player(p)
		f := g.clock.Face(pl)
		v := &g.view[p]
		flags := faceView{Running: on && running == pl, Lost: f.LostOnTime || f.Forfeit, Flash: now < g.flashTo[p]}
		if v.Running != flags.Running || v.Lost != flags.Lost || v.Flash != flags.Flash {
			v.Running, v.Lost, v.Flash = flags.Running, flags.Lost, flags.Flash
			changed = true
		}
		st := faceState{main: shownSeconds(f.Main), periodLeft: shownSeconds(f.PeriodLeft), reserve: f.Reserve,
			periods: f.Periods, movesLeft: f.MovesLeft, reading: f.Reading, lost: f.LostOnTime, thinking: flags.Running && inReading}
		if st.thinking {
			st.readSecs = int(reading / time.Second)
			if tc.System == clock.ByoYomi {
				st.readSecs = shownSeconds(tc.Period - reading)
			}
		}
		if g.fresh && st == g.state[p] {
			continue
		}
		g.state[p], changed = st, true
		v.Time, v.Detail = formatLeft(f.Main), ""
		switch tc.System {
		case clock.Chinese:
			v.Detail = tr("clock.reserve_left", "{{.N}} min reserved", map[string]any{"N": f.Reserve})
			if st.thinking {
				v.Time = tr("clock.reading_secs", "reading {{.S}}", map[string]any{"S": st.readSecs})
			} else if f.Reading {
				v.Time = tr("clock.reading", "byo-yomi", nil)
			}
		case clock.ByoYomi:
			v.Detail = tr("clock.periods_left", "{{.N}} × {{.S}} s", map[string]any{"N": f.Periods, "S": int(tc.Period / time.Second)})
			if st.thinking {
				v.Time = strconv.Itoa(st.readSecs)
			}
		case clock.Canadian:
			if f.Reading {
				v.Time = formatLeft(f.PeriodLeft)
				v.Detail = tr("clock.block_left", "moves to go: {{.N}}", map[string]any{"N": f.MovesLeft})
			}
		}
		if f.LostOnTime {
			v.Time = formatLeft(0) // no time left, whatever the reading said
			v.Detail = tr("clock.lost", "loss on time", nil)
		}
	}
	g.fresh = true
	return changed
}

// showOn puts the view of player p on a face, refreshing it only when
// something changed.
func (g *gameClock) showOn(face *widgets.ClockFace, p clock.Player) {
	v, title := g.view[p], g.title(p)
	if face.Title == title && face.Time == v.Time && face.Detail == v.Detail &&
		face.Running == v.Running && face.Flash == v.Flash && face.Lost == v.Lost {
		return
	}
	face.Title, face.Time, face.Detail = title, v.Time, v.Detail
	face.Running, face.Flash, face.Lost = v.Running, v.Flash, v.Lost
	face.Refresh()
}

// handle takes the clock's new events: announcements flash the face and are
// shown (and spoken) in the user's language. It returns the time-out among
// them, if any.
func (g *gameClock) handle(events []clock.Event, zh bool, say func(clock.Event)) *clock.Event {
	var out *clock.Event
	for i, ev := range events {
		switch ev.Kind {
		case clock.Announce, clock.MinuteUsed, clock.PeriodUsed, clock.ReadingStarted, clock.TimeOut, clock.Suspended:
			g.lastAnn = ev.En
			if zh {
				g.lastAnn = ev.Zh
			}
			g.flashTo[ev.Player] = ev.At + 1500*time.Millisecond
			if say != nil {
				say(ev)
			}
		}
		if ev.Kind == clock.TimeOut || ev.Kind == clock.Forfeited {
			out = &events[i]
		}
	}
	return out
}

// singleClock is the game clock tab: one game in large figures.
type singleClock struct {
	form     *timeControlForm
	game     *gameClock // nil before the first start
	stopped  bool       // the arbiter stopped the game's clock: the settings are free again
	faces    [2]*widgets.ClockFace
	faceBox  *fyne.Container // the two faces side by side
	slot     *fyne.Container // holds faceBox, or the hint before the first start
	announce *canvas.Text
	startBtn *widget.Button
	pauseBtn *widget.Button
	holdBtn  *widget.Button
	full     *fullScreen // the window as it was before full screen; nil when not full screen
	object   fyne.CanvasObject
}

// fullScreen keeps what the window showed before the faces filled it.
type fullScreen struct {
	content fyne.CanvasObject
	menu    *fyne.MainMenu
	padded  bool
}

// newSingle builds the game clock tab.
func (s *clockScreen) newSingle() *singleClock {
	c := &singleClock{form: newTimeControlForm(true, s.clockKey)}
	for p := range c.faces {
		pl := clock.Player(p)
		c.faces[p] = widgets.NewClockFace(playerName(pl), true)
		c.faces[p].OnTapped = func() { s.pressSingle(pl) }
	}
	c.faceBox = container.NewGridWithColumns(2, c.faces[0], c.faces[1])
	hint := widget.NewLabel(tr("clock.hint", "Choose the time control on the left, then press Start clock. Black's clock starts first.", nil))
	hint.Wrapping = fyne.TextWrapWord
	hint.Alignment = fyne.TextAlignCenter
	c.slot = container.NewStack(container.NewCenter(container.NewGridWrap(fyne.NewSize(380, 90), hint)))
	c.announce = canvas.NewText("", fynetheme.Color(fynetheme.ColorNameForeground))
	c.announce.TextSize = 36
	c.announce.TextStyle = fyne.TextStyle{Bold: true}
	c.announce.Alignment = fyne.TextAlignCenter
	c.startBtn = widget.NewButtonWithIcon(tr("clock.new", "Start clock", nil), fynetheme.MediaPlayIcon(), s.startOrStop)
	c.startBtn.Importance = widget.HighImportance
	c.pauseBtn = widget.NewButtonWithIcon(tr("clock.pause", "Pause", nil), fynetheme.MediaPauseIcon(), s.togglePause)
	c.holdBtn = widget.NewButton(tr("clock.hold", "Hold for captures", nil), s.toggleHold)
	more := newMenuButton(tr("clock.more", "Arbiter…", nil), fynetheme.MenuIcon(), func() *fyne.Menu {
		return fyne.NewMenu("",
			fyne.NewMenuItem(tr("clock.undo_press", "Undo press", nil), func() {
				s.report(s.withSingle(func(c *clock.Clock) error { return c.UndoPress() }))
			}),
			fyne.NewMenuItem(tr("clock.timeout_pass", "Time-out as a pass", nil), s.timeoutAsPass),
			fyne.NewMenuItem(tr("clock.set", "Set time…", nil), s.setTimeDialog),
			fyne.NewMenuItem(tr("clock.late", "Lateness…", nil), s.latenessDialog),
			fyne.NewMenuItem(tr("clock.correct", "Clock fault…", nil), s.correctDialog),
			fyne.NewMenuItem(tr("clock.seal", "Seal move", nil), func() {
				s.report(s.withSingle(func(c *clock.Clock) error { return c.Seal() }))
			}),
		)
	})
	more.home = s.app.win
	buttons := container.NewGridWithColumns(5, c.startBtn, c.pauseBtn, c.holdBtn, more,
		widget.NewButtonWithIcon(tr("clock.fullscreen", "Full screen", nil), fynetheme.ViewFullScreenIcon(), s.toggleFullScreen))
	keysHelp := widget.NewLabel(tr("clock.keys", "Keys: A = Black presses, L = White presses, space = the player thinking presses, H = hold for captures (byo-yomi), P = pause, Esc = leave full screen.", nil))
	keysHelp.Wrapping = fyne.TextWrapWord
	left := container.NewVScroll(container.NewVBox(
		widget.NewLabelWithStyle(tr("clock.tc", "Time control", nil), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		c.form.object))
	left.SetMinSize(fyne.NewSize(310, 0))
	c.object = container.NewBorder(nil, container.NewVBox(c.announce, buttons, keysHelp), left, nil, c.slot)
	return c
}

// live reports whether the game clock is set up and not stopped: then its
// keys press it and its settings are locked.
func (c *singleClock) live() bool { return c.game != nil && !c.stopped }

// startOrStop starts a clock from the form, or stops the running one (after
// asking) so that the settings can be changed.
func (s *clockScreen) startOrStop() {
	c := s.single
	if !c.live() {
		s.report(s.startSingle())
		return
	}
	confirm(s.app.win, tr("clock.stop", "Stop clock", nil),
		tr("clock.stop_confirm", "Stop this game's clock? Its times stay on screen; the time control can then be changed.", nil),
		func(ok bool) {
			if ok {
				s.stopSingle()
			}
		})
}

// stopSingle ends the game's clock: it stops running and the form is free.
func (s *clockScreen) stopSingle() {
	c := s.single
	if !c.live() {
		return
	}
	if _, on := c.game.clock.Running(); on {
		c.game.clock.Pause(tr("clock.stop", "Stop clock", nil))
	}
	c.stopped = true
	c.form.lock(false)
	c.startBtn.SetText(tr("clock.new", "Start clock", nil))
	c.startBtn.SetIcon(fynetheme.MediaPlayIcon())
	s.tick()
}

// startSingle makes a fresh clock for one game from the form and starts it
// for Black. The form is locked and the focus leaves it, so that the clock's
// keys press the clock.
func (s *clockScreen) startSingle() error {
	c := s.single
	tc, err := c.form.timeControl()
	if err != nil {
		return err
	}
	g, err := newGameClock(tc, s.now, c.form.playerNames())
	if err != nil {
		return err
	}
	g.clock.SetSuspendGap(s.gap)
	c.game, c.stopped = g, false
	c.form.lock(true)
	if cv := s.app.win.Canvas(); cv.Focused() != nil {
		cv.Unfocus()
	}
	if len(c.slot.Objects) != 1 || c.slot.Objects[0] != c.faceBox {
		c.slot.Objects = []fyne.CanvasObject{c.faceBox}
		c.slot.Refresh()
	}
	c.startBtn.SetText(tr("clock.stop", "Stop clock", nil))
	c.startBtn.SetIcon(fynetheme.MediaStopIcon())
	c.pauseBtn.SetText(tr("clock.pause", "Pause", nil))
	c.pauseBtn.SetIcon(fynetheme.MediaPauseIcon())
	c.announce.Text = ""
	c.announce.Refresh()
	if err := g.clock.Start(clock.Black); err != nil {
		return err
	}
	s.tick()
	return nil
}

// withSingle runs f on the game's clock, when there is one.
func (s *clockScreen) withSingle(f func(c *clock.Clock) error) error {
	if !s.single.live() {
		return errors.New(tr("clock.err.none", "Start a clock first.", nil))
	}
	err := f(s.single.game.clock)
	s.tick()
	return err
}

// pressSingle is a press on the game clock by p after moving.
func (s *clockScreen) pressSingle(p clock.Player) {
	if s.single.live() {
		s.press(s.single.game, p)
	}
}

// press is a player's press after moving.
func (s *clockScreen) press(g *gameClock, p clock.Player) {
	if err := g.clock.Press(p); err != nil {
		if errors.Is(err, clock.ErrWrongPlayer) {
			return // a player pressing the other's face: ignore, as a real clock does
		}
		s.report(err)
	} else {
		g.lastAnn = "" // the player moved: what was said of the last move is done
	}
	// Only the clock pressed is brought to now: a press on a panel of 500
	// tables costs one table's work, the ticker does the others.
	now := s.now()
	if g == s.single.game {
		s.tickSingle(now)
		return
	}
	s.panel.tickTable(g, now)
	s.panel.list.Refresh()
}

func (s *clockScreen) togglePause() {
	s.report(s.withSingle(func(c *clock.Clock) error {
		if c.Paused() {
			return c.Resume()
		}
		return c.Pause(tr("clock.pause", "Pause", nil))
	}))
	if s.single.live() && s.single.game.clock.Paused() {
		s.single.pauseBtn.SetText(tr("clock.resume", "Resume", nil))
		s.single.pauseBtn.SetIcon(fynetheme.MediaPlayIcon())
	} else {
		s.single.pauseBtn.SetText(tr("clock.pause", "Pause", nil))
		s.single.pauseBtn.SetIcon(fynetheme.MediaPauseIcon())
	}
}

func (s *clockScreen) toggleHold() {
	c := s.single
	if !c.live() {
		return
	}
	if c.game.clock.Held() {
		c.game.clock.ReleaseCaptures()
	} else if !c.game.clock.HoldCaptures() {
		s.status.SetText(tr("clock.hold_only_reading", "Capture time is only held during byo-yomi.", nil))
	}
	s.tick()
}

func (s *clockScreen) timeoutAsPass() {
	if !s.single.live() {
		return
	}
	c := s.single.game.clock
	p, _, fell := c.Flag()
	switch {
	case !fell || !c.Face(p).LostOnTime:
		s.status.SetText(tr("clock.no_timeout", "No player has run out of time.", nil))
	case !c.TimeoutAsPassOffered(p, s.app.ruleSet() == tournament.Rules2002):
		s.status.SetText(tr("clock.timeout_is_loss", "This time-out is a loss: only a time-out in the last byo-yomi minute under the 2002 rules may count as a pass.", nil))
	default:
		s.report(c.TimeoutAsPass(p, true))
		s.single.game.lastAnn = "" // the pass was the move: "10" is done with
		s.tick()
	}
}

// toggleFullScreen shows nothing but the two faces on the whole screen, or
// gives the window back.
func (s *clockScreen) toggleFullScreen() {
	c, win := s.single, s.app.win
	if c.full != nil {
		win.SetFullScreen(false)
		win.SetContent(c.full.content)
		win.SetMainMenu(c.full.menu)
		win.SetPadded(c.full.padded)
		c.slot.Objects = []fyne.CanvasObject{c.faceBox}
		c.slot.Refresh()
		c.full = nil
		return
	}
	if !c.live() {
		s.report(errors.New(tr("clock.err.none", "Start a clock first.", nil)))
		return
	}
	c.full = &fullScreen{content: win.Content(), menu: win.MainMenu(), padded: win.Padded()}
	c.slot.Objects = nil
	c.slot.Refresh()
	win.SetMainMenu(nil)
	win.SetPadded(false)
	win.SetContent(c.faceBox)
	win.SetFullScreen(true)
}

// singleKey handles the game clock's keys while its clock is live: A and L
// press Black's and White's faces, space presses for the player thinking,
// H holds the clock for captures in byo-yomi (and again releases it), P
// pauses, Escape leaves full screen. It reports whether it took the key.
func (s *clockScreen) singleKey(ev *fyne.KeyEvent) bool {
	c := s.single
	if ev.Name == fyne.KeyEscape && c.full != nil {
		s.toggleFullScreen()
		return true
	}
	if !c.live() {
		return false
	}
	switch ev.Name {
	case fyne.KeyA:
		s.press(c.game, clock.Black)
	case fyne.KeyL:
		s.press(c.game, clock.White)
	case fyne.KeySpace:
		if p, on := c.game.clock.Running(); on {
			s.press(c.game, p)
		}
	case fyne.KeyH:
		s.toggleHold()
	case fyne.KeyP:
		s.togglePause()
	default:
		return false
	}
	return true
}

// tickSingle brings the game clock to now.
func (s *clockScreen) tickSingle(now time.Duration) {
	c := s.single
	g := c.game
	if g == nil {
		return
	}
	g.handle(g.clock.Tick(), s.zh, s.say)
	g.update(now)
	g.showOn(c.faces[0], clock.Black)
	g.showOn(c.faces[1], clock.White)
	// The hold button is lit while the clock is held: a press or the
	// button itself ends the hold, and a new clock holds nothing.
	hold := widget.MediumImportance
	if c.live() && g.clock.Held() {
		hold = widget.HighImportance
	}
	if c.holdBtn.Importance != hold {
		c.holdBtn.Importance = hold
		c.holdBtn.Refresh()
	}
	if c.announce.Text != g.lastAnn {
		c.announce.Text = g.lastAnn
		c.announce.Refresh()
	}
}

// labelled is an entry with the label it has in a dialog.
type labelled struct {
	label string
	entry *entry
}

// durations reads times from dialog entries; on the first that cannot be
// read it says which in the status line and reports false.
func durations(fields ...labelled) ([]time.Duration, error) {
	out := make([]time.Duration, len(fields))
	for i, f := range fields {
		d, err := clock.ParseDuration(f.entry.Text, time.Minute) // a bare number is minutes, as in the time control
		if err != nil || d < 0 {
			return nil, errors.New(tr("clock.err.duration", "{{.Field}}: write a time such as 60m, 1h30m or 30s", map[string]any{"Field": f.label}))
		}
		out[i] = d
	}
	return out, nil
}

// showForm shows a dialog on the game clock with OK and Cancel (Enter and
// Escape); onOK runs on OK with the clock the dialog was opened for, and
// when it refuses what was typed the message is shown and then the form
// again, as typed. A clock stopped or replaced meanwhile is left alone.
func (s *clockScreen) showForm(title string, items []*widget.FormItem, onOK func(c *clock.Clock) error) {
	g := s.single.game
	showFormChecked(s.app.win, title, tr("dialog.ok", "OK", nil), items, func() error {
		if !s.single.live() || s.single.game != g {
			s.status.SetText(tr("clock.err.replaced", "This game's clock was stopped or started again meanwhile: nothing changed.", nil))
			return nil
		}
		return onOK(g.clock)
	})
}

func playerName(p clock.Player) string {
	if p == clock.White {
		return tr("board.white", "White", nil)
	}
	return tr("board.black", "Black", nil)
}

func playerSelect() *widget.RadioGroup {
	r := widget.NewRadioGroup([]string{tr("board.black", "Black", nil), tr("board.white", "White", nil)}, nil)
	r.Horizontal = true
	r.SetSelected(tr("board.black", "Black", nil))
	return r
}

func selectedPlayer(r *widget.RadioGroup) clock.Player {
	if r.Selected == tr("board.white", "White", nil) {
		return clock.White
	}
	return clock.Black
}

func (s *clockScreen) setTimeDialog() {
	if !s.single.live() {
		return
	}
	who := playerSelect()
	main, extra, reason := newEntry(), newEntry(), newEntry()
	main.PlaceHolder = tr("clock.example", "e.g. {{.Example}}", map[string]any{"Example": "45m"})
	extra.PlaceHolder = tr("clock.example", "e.g. {{.Example}}", map[string]any{"Example": "5"})
	mainLabel := tr("clock.main", "Basic time", nil)
	s.showForm(tr("clock.set", "Set time…", nil), []*widget.FormItem{
		widget.NewFormItem(tr("clock.player", "Player", nil), who),
		widget.NewFormItem(mainLabel, main),
		widget.NewFormItem(tr("clock.extra", "Reserved minutes / periods", nil), extra),
		widget.NewFormItem(tr("clock.reason", "Reason", nil), reason),
	}, func(c *clock.Clock) error {
		d, err := durations(labelled{mainLabel, main})
		if err != nil {
			return err
		}
		p := selectedPlayer(who)
		n := c.SetCount(p) // left empty: the count stays
		if text := strings.TrimSpace(extra.Text); text != "" {
			if n, err = strconv.Atoi(text); err != nil || n < 0 {
				return errors.New(tr("clock.err.number", "{{.Field}}: write a whole number such as 5",
					map[string]any{"Field": tr("clock.extra", "Reserved minutes / periods", nil)}))
			}
		}
		s.report(c.Set(p, d[0], n, reason.Text))
		s.tick()
		return nil
	})
}

func (s *clockScreen) latenessDialog() {
	if !s.single.live() {
		return
	}
	who := playerSelect()
	late, limit := newEntry(), newEntry()
	// A placeholder that reads as an example, not as a value typed in.
	late.PlaceHolder = tr("clock.example", "e.g. {{.Example}}", map[string]any{"Example": "5m"})
	limit.SetText("15m")
	lateLabel, limitLabel := tr("clock.late_by", "Late by", nil), tr("clock.limit", "Forfeit after", nil)
	s.showForm(tr("clock.late", "Lateness…", nil), []*widget.FormItem{
		widget.NewFormItem(tr("clock.player", "Player", nil), who),
		widget.NewFormItem(lateLabel, late),
		widget.NewFormItem(limitLabel, limit),
	}, func(c *clock.Clock) error {
		d, err := durations(labelled{lateLabel, late}, labelled{limitLabel, limit})
		if err != nil {
			return err
		}
		c.Lateness(selectedPlayer(who), d[0], d[1], s.app.ruleSet() == tournament.Rules2002)
		s.tick()
		return nil
	})
}

func (s *clockScreen) correctDialog() {
	if !s.single.live() {
		return
	}
	shown, real := newEntry(), newEntry()
	shown.PlaceHolder = tr("clock.example", "e.g. {{.Example}}", map[string]any{"Example": "62m"})
	real.PlaceHolder = tr("clock.example", "e.g. {{.Example}}", map[string]any{"Example": "60m"})
	shownLabel, realLabel := tr("clock.shown", "Time the clock counted", nil), tr("clock.real", "Time that really passed", nil)
	s.showForm(tr("clock.correct", "Clock fault…", nil), []*widget.FormItem{
		widget.NewFormItem(shownLabel, shown),
		widget.NewFormItem(realLabel, real),
	}, func(c *clock.Clock) error {
		d, err := durations(labelled{shownLabel, shown}, labelled{realLabel, real})
		if err != nil {
			return err
		}
		sh, re := d[0], d[1]
		if !clock.DriftTooLarge(sh, re) {
			s.status.SetText(tr("clock.drift_small", "The drift is under 2 minutes an hour: the rules keep the clock's times.", nil))
			return nil
		}
		s.report(c.Correct(sh, re))
		s.tick()
		return nil
	})
}
