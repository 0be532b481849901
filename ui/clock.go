package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/clock"
	"weiqi-arbiter/ui/sound"
)

// clockScreen is the Clock screen: the game clock (one game in large
// figures) and the arbiter's panel (one clock per table).
type clockScreen struct {
	app    *App
	now    clock.Now
	epoch  time.Time     // the hall's time when now() was 0, to date flag falls
	gap    time.Duration // a longer gap between ticks is a computer that slept
	single *singleClock
	panel  *clockPanel
	status *widget.Label
	tabs   *container.AppTabs
	zh     bool
	say    func(clock.Event) // speaks an announcement of the game clock; nil = silent
	beep   func(clock.Event) // sounds an announcement of a panel table; nil = silent
	object fyne.CanvasObject
}

// The tabs of the clock screen.
const (
	singleTab = iota
	panelTab
)

// newClockScreen builds the clock screen on the monotonic clock now, whose
// zero was the hall's time epoch.
func newClockScreen(a *App, epoch time.Time, now clock.Now) *clockScreen {
	s := &clockScreen{app: a, now: now, epoch: epoch, gap: clock.SuspendGap, zh: tr("lang.code", "en", nil) == "zh"}
	s.status = widget.NewLabel("")
	s.status.Wrapping = fyne.TextWrapWord
	s.single = s.newSingle()
	s.panel = newClockPanel(s)
	s.tabs = container.NewAppTabs(
		container.NewTabItem(tr("clock.tab.single", "Game clock", nil), s.single.object),
		container.NewTabItem(tr("clock.tab.panel", "Arbiter's panel", nil), s.panel.object),
	)
	s.tabs.OnSelected = func(*container.TabItem) {
		// A field of the other tab keeps no focus: the keys go to the tab shown.
		if cv := a.win.Canvas(); cv.Focused() != nil {
			cv.Unfocus()
		}
	}
	s.object = container.NewBorder(nil, s.status, nil, nil, s.tabs)
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
	s.tickSingle(now)
	s.panel.tick(now)
}

// clockKey handles a key of the clock screen, wherever the focus is: the
// game clock's keys while its clock runs, the queue's and the table
// finder's on the panel. It reports whether it took the key.
func (s *clockScreen) clockKey(ev *fyne.KeyEvent) bool {
	if s.app.tabs != nil && s.app.tabs.SelectedIndex() != clockTab {
		return false // another screen is shown: no hidden clock is pressed
	}
	if s.tabs.SelectedIndex() == panelTab {
		if s.app.win.Canvas().Overlays().Top() != nil {
			return false // a dialog is open: its keys are its own
		}
		return s.panel.key(ev)
	}
	return s.singleKey(ev)
}

// typedKey handles the keys typed with no field focused.
func (s *clockScreen) typedKey(ev *fyne.KeyEvent) { s.clockKey(ev) }
