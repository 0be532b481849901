package ui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/clock"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/ui/widgets"
)

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
