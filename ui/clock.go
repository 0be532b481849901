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
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/clock"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/ui/sound"
	"weiqi-arbiter/ui/widgets"
)

// timeControlForm edits a time control, with presets for common events.
type timeControlForm struct {
	system                                     *widget.Select
	main, reserve, period, periods, block, inc *widget.Entry
	capE                                       *widget.Entry
	systems                                    map[string]clock.System
	object                                     fyne.CanvasObject
}

func newTimeControlForm() *timeControlForm {
	f := &timeControlForm{systems: map[string]clock.System{
		tr("clock.system.chinese", "Chinese byo-yomi (reserved minutes)", nil): clock.Chinese,
		tr("clock.system.sudden", "Sudden death", nil):                         clock.Sudden,
		tr("clock.system.byoyomi", "Japanese byo-yomi", nil):                   clock.ByoYomi,
		tr("clock.system.canadian", "Canadian byo-yomi", nil):                  clock.Canadian,
		tr("clock.system.fischer", "Fischer increment", nil):                   clock.Fischer,
	}}
	var names []string
	for _, s := range []clock.System{clock.Chinese, clock.Sudden, clock.ByoYomi, clock.Canadian, clock.Fischer} {
		for n, v := range f.systems {
			if v == s {
				names = append(names, n)
			}
		}
	}
	entry := func(text string) *widget.Entry { e := widget.NewEntry(); e.SetText(text); return e }
	f.main, f.reserve, f.period, f.periods = entry("60m"), entry("5"), entry("30s"), entry("3")
	f.block, f.inc, f.capE = entry("15"), entry("10s"), entry("")
	f.system = widget.NewSelect(names, func(string) { f.showFields() })
	f.system.SetSelected(names[0])
	f.object = widget.NewForm(
		widget.NewFormItem(tr("clock.system", "Time system", nil), f.system),
		widget.NewFormItem(tr("clock.main", "Basic time", nil), f.main),
		widget.NewFormItem(tr("clock.reserve", "Reserved minutes", nil), f.reserve),
		widget.NewFormItem(tr("clock.period", "Byo-yomi time", nil), f.period),
		widget.NewFormItem(tr("clock.periods", "Periods", nil), f.periods),
		widget.NewFormItem(tr("clock.block", "Moves per block", nil), f.block),
		widget.NewFormItem(tr("clock.increment", "Increment", nil), f.inc),
		widget.NewFormItem(tr("clock.cap", "Cap", nil), f.capE),
	)
	f.showFields()
	return f
}

func (f *timeControlForm) showFields() {
	sys := f.systems[f.system.Selected]
	enable := func(e *widget.Entry, on bool) {
		if on {
			e.Enable()
		} else {
			e.Disable()
		}
	}
	enable(f.reserve, sys == clock.Chinese)
	enable(f.period, sys == clock.ByoYomi || sys == clock.Canadian)
	enable(f.periods, sys == clock.ByoYomi)
	enable(f.block, sys == clock.Canadian)
	enable(f.inc, sys == clock.Fischer)
	enable(f.capE, sys == clock.Fischer)
}

// timeControl reads the form; a field that cannot be read is reported.
func (f *timeControlForm) timeControl() (clock.TimeControl, error) {
	tc := clock.TimeControl{System: f.systems[f.system.Selected]}
	dur := func(e *widget.Entry, name string) (time.Duration, error) {
		text := strings.TrimSpace(e.Text)
		if text == "" || e.Disabled() {
			return 0, nil
		}
		if n, err := strconv.ParseFloat(text, 64); err == nil {
			return time.Duration(n * float64(time.Minute)), nil // a bare number is minutes here
		}
		d, err := time.ParseDuration(text)
		if err != nil {
			return 0, errors.New(tr("clock.err.duration", "{{.Field}}: write a time such as 60m, 1h30m or 30s", map[string]any{"Field": name}))
		}
		return d, nil
	}
	num := func(e *widget.Entry) int { n, _ := strconv.Atoi(strings.TrimSpace(e.Text)); return n }
	var err error
	if tc.Main, err = dur(f.main, tr("clock.main", "Basic time", nil)); err != nil {
		return tc, err
	}
	if tc.Period, err = dur(f.period, tr("clock.period", "Byo-yomi time", nil)); err != nil {
		return tc, err
	}
	if tc.Increment, err = dur(f.inc, tr("clock.increment", "Increment", nil)); err != nil {
		return tc, err
	}
	if tc.Cap, err = dur(f.capE, tr("clock.cap", "Cap", nil)); err != nil {
		return tc, err
	}
	if tc.System == clock.Chinese {
		tc.Reserve = num(f.reserve)
	}
	if tc.System == clock.ByoYomi {
		tc.Periods = num(f.periods)
	}
	if tc.System == clock.Canadian {
		tc.Moves = num(f.block)
	}
	return tc, tc.Validate()
}

// gameClock is one game's clock with its two faces.
type gameClock struct {
	clock   *clock.Clock
	faces   [2]*widgets.ClockFace
	flashTo [2]time.Duration // flash a face until this time
	lastAnn string           // the last announcement, in the user's language
	table   int
	gameID  int64 // the game in the tournament file, 0 when none
	names   [2]string
	decided bool // a time-out was handled
}

func newGameClock(tc clock.TimeControl, now clock.Now, big bool, names [2]string) (*gameClock, error) {
	c, err := clock.New(tc, now)
	if err != nil {
		return nil, err
	}
	g := &gameClock{clock: c, names: names}
	for p, title := range []string{tr("board.black", "Black", nil), tr("board.white", "White", nil)} {
		if names[p] != "" {
			title += " · " + names[p]
		}
		g.faces[p] = widgets.NewClockFace(title, big)
	}
	return g, nil
}

// formatLeft writes time left as h:mm:ss (m:ss under an hour).
func formatLeft(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	s := int(d.Round(time.Second) / time.Second)
	if d > 0 && d < time.Second {
		s = 1
	}
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// show puts the clock's state on its faces.
func (g *gameClock) show(now time.Duration) {
	tc := g.clock.TimeControl()
	running, on := g.clock.Running()
	reading, inReading := g.clock.ReadingSeconds()
	for p := range g.faces {
		pl := clock.Player(p)
		f := g.clock.Face(pl)
		face := g.faces[p]
		face.Running = on && running == pl
		face.Lost = f.LostOnTime || f.Forfeit
		face.Flash = now < g.flashTo[p]
		face.Time, face.Detail = formatLeft(f.Main), ""
		thinking := face.Running && inReading
		switch tc.System {
		case clock.Chinese:
			face.Detail = tr("clock.reserve_left", "{{.N}} reserved minutes", map[string]any{"N": f.Reserve})
			if thinking {
				face.Time = tr("clock.reading_secs", "reading {{.S}}", map[string]any{"S": int(reading / time.Second)})
			} else if f.Reading {
				face.Time = tr("clock.reading", "byo-yomi", nil)
			}
		case clock.ByoYomi:
			face.Detail = tr("clock.periods_left", "{{.N}} × {{.S}} s", map[string]any{"N": f.Periods, "S": int(tc.Period / time.Second)})
			if thinking {
				face.Time = strconv.Itoa(int((tc.Period - reading).Round(time.Second) / time.Second))
			}
		case clock.Canadian:
			if f.Reading {
				face.Time = formatLeft(f.PeriodLeft)
				face.Detail = tr("clock.block_left", "{{.N}} moves to go", map[string]any{"N": f.MovesLeft})
			}
		}
		if f.LostOnTime {
			face.Detail = tr("clock.lost", "loss on time", nil)
		}
		face.Refresh()
	}
}

// handle takes the clock's new events: announcements flash the face and are
// shown (and spoken) in the user's language.
func (g *gameClock) handle(events []clock.Event, zh bool, say func(clock.Event)) {
	for _, ev := range events {
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
	}
}

// clockScreen is the game clock: one game in large figures, and the arbiter's
// panel with several tables at once.
type clockScreen struct {
	app      *App
	now      clock.Now
	gap      time.Duration // a longer gap between ticks is a computer that slept
	form     *timeControlForm
	single   *gameClock
	singleC  *fyne.Container
	announce *canvas.Text
	status   *widget.Label
	pauseBtn *widget.Button
	holdBtn  *widget.Button
	tables   []*gameClock
	tableBox *fyne.Container
	tabs     *container.AppTabs
	zh       bool
	say      func(clock.Event) // speaks an announcement of the game clock; nil = silent
	beep     func(clock.Event) // sounds an announcement of a panel table; nil = silent
	object   fyne.CanvasObject
}

func newClockScreen(a *App, now clock.Now) *clockScreen {
	s := &clockScreen{app: a, now: now, gap: clock.SuspendGap, zh: tr("lang.code", "en", nil) == "zh"}
	s.form = newTimeControlForm()
	s.announce = canvas.NewText("", fynetheme.Color(fynetheme.ColorNameForeground))
	s.announce.TextSize = 48
	s.announce.TextStyle = fyne.TextStyle{Bold: true}
	s.announce.Alignment = fyne.TextAlignCenter
	s.status = widget.NewLabel("")
	s.status.Wrapping = fyne.TextWrapWord
	hint := widget.NewLabel(tr("clock.hint", "Choose the time control on the left, then press Start clock. Black's clock starts first.", nil))
	hint.Wrapping = fyne.TextWrapWord
	hint.Alignment = fyne.TextAlignCenter
	s.singleC = container.NewGridWithColumns(1, container.NewCenter(container.NewGridWrap(fyne.NewSize(420, 80), hint)))
	s.pauseBtn = widget.NewButtonWithIcon(tr("clock.pause", "Pause", nil), fynetheme.MediaPauseIcon(), s.togglePause)
	s.holdBtn = widget.NewButton(tr("clock.hold", "Hold for captures", nil), s.toggleHold)
	buttons := container.NewGridWithColumns(4,
		widget.NewButtonWithIcon(tr("clock.new", "New clock", nil), fynetheme.MediaPlayIcon(), func() { s.report(s.newSingle()) }),
		s.pauseBtn,
		widget.NewButton(tr("clock.undo_press", "Undo press", nil), func() { s.report(s.withSingle(func(c *clock.Clock) error { return c.UndoPress() })) }),
		s.holdBtn,
		widget.NewButton(tr("clock.timeout_pass", "Time-out as a pass", nil), s.timeoutAsPass),
		widget.NewButton(tr("clock.set", "Set time…", nil), s.setTimeDialog),
		widget.NewButton(tr("clock.late", "Lateness…", nil), s.latenessDialog),
		widget.NewButton(tr("clock.correct", "Clock fault…", nil), s.correctDialog),
		widget.NewButton(tr("clock.seal", "Seal move", nil), func() { s.report(s.withSingle(func(c *clock.Clock) error { return c.Seal() })) }),
		widget.NewButtonWithIcon(tr("clock.fullscreen", "Full screen", nil), fynetheme.ViewFullScreenIcon(), func() {
			s.app.win.SetFullScreen(!s.app.win.FullScreen())
		}),
	)
	keysHelp := widget.NewLabel(tr("clock.keys", "Keys: A = Black presses, L = White presses, space = the player thinking presses, P = pause.", nil))
	keysHelp.Wrapping = fyne.TextWrapWord
	single := container.NewBorder(nil, container.NewVBox(s.announce, buttons, keysHelp, s.status), nil, nil, s.singleC)

	s.tableBox = container.NewVBox()
	panel := container.NewBorder(container.NewHBox(
		widget.NewButtonWithIcon(tr("clock.load_round", "Tables of the latest round", nil), fynetheme.ListIcon(), func() { s.report(s.loadRound()) }),
		widget.NewButtonWithIcon(tr("clock.add_table", "Add table", nil), fynetheme.ContentAddIcon(), func() { s.report(s.addTable(0, 0, [2]string{})) }),
		widget.NewButtonWithIcon(tr("clock.start_all", "Start all", nil), fynetheme.MediaPlayIcon(), s.startAll),
	), nil, nil, nil, container.NewVScroll(s.tableBox))

	s.tabs = container.NewAppTabs(
		container.NewTabItem(tr("clock.tab.single", "Game clock", nil), single),
		container.NewTabItem(tr("clock.tab.panel", "Arbiter's panel", nil), panel),
	)
	left := container.NewVBox(widget.NewLabelWithStyle(tr("clock.tc", "Time control", nil), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), s.form.object)
	s.object = container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(330, 420), left), nil, s.tabs)
	return s
}

func (s *clockScreen) report(err error) {
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	s.status.SetText("")
}

// enableSound speaks the game clock's announcements in the user's language
// and beeps for the panel's tables, from the bundled clips. Without an audio
// device the clock runs silently and the status line says so once.
func (s *clockScreen) enableSound() {
	sp := sound.New()
	lang := "en"
	if s.zh {
		lang = "zh"
	}
	play := func(name string) {
		go func() {
			if err := sp.Play(name); err != nil {
				fyne.Do(func() {
					s.status.SetText(tr("clock.no_audio", "No audio device: the clock runs silently.", nil))
				})
			}
		}()
	}
	s.say = func(ev clock.Event) {
		name := lang + "-" + ev.Cue
		if ev.Cue == "" || !sound.Has(name) {
			name = "beep"
		}
		play(name)
	}
	s.beep = func(clock.Event) { play("beep") }
}

// newSingle makes a fresh clock for one game from the form and starts it for Black.
func (s *clockScreen) newSingle() error {
	tc, err := s.form.timeControl()
	if err != nil {
		return err
	}
	g, err := newGameClock(tc, s.now, true, [2]string{})
	if err != nil {
		return err
	}
	g.clock.SetSuspendGap(s.gap)
	g.faces[0].OnTapped = func() { s.press(g, clock.Black) }
	g.faces[1].OnTapped = func() { s.press(g, clock.White) }
	s.single = g
	s.singleC.Layout = layout.NewGridLayoutWithColumns(2)
	s.singleC.Objects = []fyne.CanvasObject{g.faces[0], g.faces[1]}
	s.singleC.Refresh()
	s.announce.Text = ""
	g.clock.Start(clock.Black)
	s.tick()
	return nil
}

func (s *clockScreen) withSingle(f func(c *clock.Clock) error) error {
	if s.single == nil {
		return errors.New(tr("clock.err.none", "Start a clock first.", nil))
	}
	err := f(s.single.clock)
	s.tick()
	return err
}

// press is a player's press after moving.
func (s *clockScreen) press(g *gameClock, p clock.Player) {
	if err := g.clock.Press(p); err != nil {
		if errors.Is(err, clock.ErrWrongPlayer) {
			return // a player pressing the other's face: ignore, as a real clock does
		}
		s.report(err)
	}
	s.tick()
}

func (s *clockScreen) togglePause() {
	s.report(s.withSingle(func(c *clock.Clock) error {
		if c.Paused() {
			return c.Resume()
		}
		return c.Pause(tr("clock.pause", "Pause", nil))
	}))
	if s.single != nil && s.single.clock.Paused() {
		s.pauseBtn.SetText(tr("clock.resume", "Resume", nil))
	} else {
		s.pauseBtn.SetText(tr("clock.pause", "Pause", nil))
	}
}

func (s *clockScreen) toggleHold() {
	if s.single == nil {
		return
	}
	if s.holdBtn.Importance == widget.HighImportance {
		s.single.clock.ReleaseCaptures()
		s.holdBtn.Importance = widget.MediumImportance
	} else if s.single.clock.HoldCaptures() {
		s.holdBtn.Importance = widget.HighImportance
	} else {
		s.status.SetText(tr("clock.hold_only_reading", "Capture time is only held during byo-yomi.", nil))
	}
	s.holdBtn.Refresh()
	s.tick()
}

func (s *clockScreen) timeoutAsPass() {
	if s.single == nil {
		return
	}
	for _, p := range []clock.Player{clock.Black, clock.White} {
		if s.single.clock.Face(p).LostOnTime {
			if !s.single.clock.TimeoutAsPassOffered(p, s.app.ruleSet() == tournament.Rules2002) {
				s.status.SetText(tr("clock.timeout_is_loss", "This time-out is a loss: only a time-out in the last byo-yomi minute under the 2002 rules may count as a pass.", nil))
				return
			}
			s.report(s.single.clock.TimeoutAsPass(p, true))
			s.tick()
			return
		}
	}
	s.status.SetText(tr("clock.no_timeout", "No player has run out of time.", nil))
}

// labelled is an entry with the label it has in a dialog.
type labelled struct {
	label string
	entry *widget.Entry
}

// durations reads times from dialog entries; on the first that cannot be
// read it says which in the status line and reports false.
func (s *clockScreen) durations(fields ...labelled) ([]time.Duration, bool) {
	out := make([]time.Duration, len(fields))
	for i, f := range fields {
		d, err := time.ParseDuration(strings.TrimSpace(f.entry.Text))
		if err != nil || d < 0 {
			s.status.SetText(tr("clock.err.duration", "{{.Field}}: write a time such as 60m, 1h30m or 30s", map[string]any{"Field": f.label}))
			return nil, false
		}
		out[i] = d
	}
	return out, true
}

// showForm shows a dialog with OK and Cancel; onOK runs only on OK.
func (s *clockScreen) showForm(title string, items []*widget.FormItem, onOK func()) {
	showForm(s.app.win, title, tr("dialog.ok", "OK", nil), items, func(ok bool) {
		if ok {
			onOK()
		}
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
	if s.single == nil {
		return
	}
	who := playerSelect()
	main, extra, reason := widget.NewEntry(), widget.NewEntry(), widget.NewEntry()
	main.PlaceHolder, extra.PlaceHolder = "45m", "5"
	mainLabel := tr("clock.main", "Basic time", nil)
	s.showForm(tr("clock.set", "Set time…", nil), []*widget.FormItem{
		widget.NewFormItem(tr("clock.player", "Player", nil), who),
		widget.NewFormItem(mainLabel, main),
		widget.NewFormItem(tr("clock.extra", "Reserved minutes / periods", nil), extra),
		widget.NewFormItem(tr("clock.reason", "Reason", nil), reason),
	}, func() {
		d, ok := s.durations(labelled{mainLabel, main})
		if !ok {
			return
		}
		n, _ := strconv.Atoi(strings.TrimSpace(extra.Text))
		s.report(s.single.clock.Set(selectedPlayer(who), d[0], n, reason.Text))
		s.tick()
	})
}

func (s *clockScreen) latenessDialog() {
	if s.single == nil {
		return
	}
	who := playerSelect()
	late, limit := widget.NewEntry(), widget.NewEntry()
	late.PlaceHolder = "5m"
	limit.SetText("15m")
	lateLabel, limitLabel := tr("clock.late_by", "Late by", nil), tr("clock.limit", "Forfeit after", nil)
	s.showForm(tr("clock.late", "Lateness…", nil), []*widget.FormItem{
		widget.NewFormItem(tr("clock.player", "Player", nil), who),
		widget.NewFormItem(lateLabel, late),
		widget.NewFormItem(limitLabel, limit),
	}, func() {
		d, ok := s.durations(labelled{lateLabel, late}, labelled{limitLabel, limit})
		if !ok {
			return
		}
		s.single.clock.Lateness(selectedPlayer(who), d[0], d[1], s.app.ruleSet() == tournament.Rules2002)
		s.tick()
	})
}

func (s *clockScreen) correctDialog() {
	if s.single == nil {
		return
	}
	shown, real := widget.NewEntry(), widget.NewEntry()
	shown.PlaceHolder, real.PlaceHolder = "62m", "60m"
	shownLabel, realLabel := tr("clock.shown", "Time the clock counted", nil), tr("clock.real", "Time that really passed", nil)
	s.showForm(tr("clock.correct", "Clock fault…", nil), []*widget.FormItem{
		widget.NewFormItem(shownLabel, shown),
		widget.NewFormItem(realLabel, real),
	}, func() {
		d, ok := s.durations(labelled{shownLabel, shown}, labelled{realLabel, real})
		if !ok {
			return
		}
		sh, re := d[0], d[1]
		if !clock.DriftTooLarge(sh, re) {
			s.status.SetText(tr("clock.drift_small", "The drift is under 2 minutes an hour: the rules keep the clock's times.", nil))
			return
		}
		s.report(s.single.clock.Correct(sh, re))
		s.tick()
	})
}

// addTable adds a clock for one table of the arbiter's panel.
func (s *clockScreen) addTable(table int, gameID int64, names [2]string) error {
	tc, err := s.form.timeControl()
	if err != nil {
		return err
	}
	g, err := newGameClock(tc, s.now, false, names)
	if err != nil {
		return err
	}
	if table == 0 {
		table = len(s.tables) + 1
	}
	g.table, g.gameID = table, gameID
	g.clock.SetSuspendGap(s.gap)
	g.faces[0].OnTapped = func() { s.press(g, clock.Black) }
	g.faces[1].OnTapped = func() { s.press(g, clock.White) }
	s.tables = append(s.tables, g)
	label := widget.NewLabelWithStyle(tr("clock.table", "Table {{.N}}", map[string]any{"N": table}), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	start := widget.NewButtonWithIcon("", fynetheme.MediaPlayIcon(), func() {
		if _, on := g.clock.Running(); !on && !g.clock.Paused() {
			g.clock.Start(clock.Black)
		} else if g.clock.Paused() {
			g.clock.Resume()
		} else {
			g.clock.Pause(tr("clock.pause", "Pause", nil))
		}
		s.tick()
	})
	row := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(90, 56), label), start,
		container.NewGridWithColumns(2, g.faces[0], g.faces[1]))
	s.tableBox.Add(row)
	s.tick()
	return nil
}

// loadRound sets up one clock per game of the latest paired round of the
// open tournament's groups.
func (s *clockScreen) loadRound() error {
	arb := s.app.arb
	if arb == nil {
		return nil
	}
	groups, err := arb.Groups()
	if err != nil {
		return err
	}
	players, err := arb.Players()
	if err != nil {
		return err
	}
	names := map[int64]string{}
	for _, p := range players {
		names[p.ID] = p.Name()
	}
	s.tables = nil
	s.tableBox.RemoveAll()
	found := 0
	for _, g := range groups {
		n, err := arb.LatestRound(g.ID)
		if err != nil {
			return err
		}
		if n == 0 {
			continue
		}
		games, err := arb.Games(g.ID, n)
		if err != nil {
			return err
		}
		for _, game := range games {
			if game.Result != "" {
				continue
			}
			if err := s.addTable(game.Table, game.ID, [2]string{names[game.Black], names[game.White]}); err != nil {
				return err
			}
			found++
		}
	}
	if found == 0 {
		s.status.SetText(tr("clock.no_round", "No paired round without results in this tournament file.", nil))
	}
	return nil
}

func (s *clockScreen) startAll() {
	for _, g := range s.tables {
		if _, on := g.clock.Running(); !on && !g.clock.Paused() && !g.clock.Over() {
			g.clock.Start(clock.Black)
		}
	}
	s.tick()
}

// tick brings every clock up to now: the ticker calls it through fyne.Do.
func (s *clockScreen) tick() {
	now := s.now()
	if g := s.single; g != nil {
		g.handle(g.clock.Tick(), s.zh, s.say)
		g.show(now)
		if s.announce.Text != g.lastAnn {
			s.announce.Text = g.lastAnn
			s.announce.Refresh()
		}
	}
	for _, g := range s.tables {
		g.handle(g.clock.Tick(), s.zh, s.beep)
		g.show(now)
		if g.clock.Over() && !g.decided {
			g.decided = true
			s.offerTimeResult(g)
		}
	}
}

// offerTimeResult asks the arbiter to record a loss on time for a table of
// the tournament; nothing is written without confirmation.
func (s *clockScreen) offerTimeResult(g *gameClock) {
	if g.gameID == 0 || s.app.arb == nil {
		return
	}
	loser, result := clock.Black, tournament.Result("W+T")
	if f := g.clock.Face(clock.White); f.LostOnTime || f.Forfeit {
		loser, result = clock.White, "B+T"
	}
	dialog.ShowConfirm(tr("clock.timeout_title", "Loss on time", nil),
		tr("clock.timeout_confirm", "Table {{.N}}: {{.Player}} ({{.Name}}) has lost on time. Record the result {{.Result}}?",
			map[string]any{"N": g.table, "Player": playerName(loser), "Name": g.names[loser], "Result": resultText(result)}),
		func(ok bool) {
			if ok {
				s.recordResult(g, result)
			}
		}, s.app.win)
}

// recordResult stores a table's result in the tournament file.
func (s *clockScreen) recordResult(g *gameClock, result tournament.Result) {
	if err := s.app.arb.SetResult(g.gameID, result); err != nil {
		s.app.showError(err)
		return
	}
	s.app.refresh()
	s.status.SetText(tr("clock.result_saved", "Table {{.N}}: result {{.Result}} saved.", map[string]any{"N": g.table, "Result": resultText(result)}))
}

// typedKey handles the clock's keys: A and L press Black's and White's
// faces, space presses for the player thinking, P pauses.
func (s *clockScreen) typedKey(ev *fyne.KeyEvent) {
	if s.single == nil {
		return
	}
	switch ev.Name {
	case fyne.KeyA:
		s.press(s.single, clock.Black)
	case fyne.KeyL:
		s.press(s.single, clock.White)
	case fyne.KeySpace:
		if p, on := s.single.clock.Running(); on {
			s.press(s.single, p)
		}
	case fyne.KeyP:
		s.togglePause()
	}
}
