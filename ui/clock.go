package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/clock"
	"weiqi-arbiter/ui/sound"
)

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
