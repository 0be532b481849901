package ui

import (
	"errors"
	"image/color"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/clock"
	"weiqi-arbiter/ui/widgets"
)

// clockPanel is the arbiter's panel: one clock per table, a queue of flag
// falls beside them. The tables stand in as many columns as the width
// holds, and only the lines on screen are drawn, so that a hall of 500
// tables ticks as fast as a club of 5.
type clockPanel struct {
	s       *clockScreen
	form    *timeControlForm // the time control of tables added next
	tcLabel *widget.Label
	tables  []*gameClock
	groups  int // how many groups the tables come from
	running bool
	shown   int       // the table last found by number (an index into tables), -1 for none
	cols    int       // tables side by side on a line of the list
	rowMin  fyne.Size // the least size of one table's row
	list    *widget.List
	find    *keyEntry
	queue   *flagQueue
	object  fyne.CanvasObject
}

func newClockPanel(s *clockScreen) *clockPanel {
	p := &clockPanel{s: s, form: newTimeControlForm(false, nil), shown: -1, cols: 1}
	p.queue = newFlagQueue(s)
	p.tcLabel = widget.NewLabel(p.form.summary())
	p.tcLabel.Truncation = fyne.TextTruncateEllipsis
	p.list = widget.NewList(
		func() int { return (len(p.tables) + p.cols - 1) / p.cols },
		func() fyne.CanvasObject { return container.New(&bandLayout{p: p}) },
		func(id widget.ListItemID, o fyne.CanvasObject) { p.showBand(id, o.(*fyne.Container)) },
	)
	// A line holds several tables: a table is shown by its own highlight
	// (shown), not by the list's selection of the whole line.
	p.list.OnSelected = func(id widget.ListItemID) { p.list.Unselect(id) }
	p.find = newKeyEntry(func(ev *fyne.KeyEvent) bool {
		if s.tabs != nil && s.tabs.SelectedIndex() != panelTab {
			return s.singleKey(ev) // the finder kept the focus behind the game clock
		}
		return p.queueKey(ev)
	})
	p.find.PlaceHolder = tr("clock.find_hint", "table no.", nil)
	p.find.OnSubmitted = func(text string) { s.report(p.findTable(text)) }
	top := container.NewVBox(
		container.NewBorder(nil, nil, container.NewHBox(
			widget.NewButtonWithIcon(tr("clock.load_round", "Tables of the latest round", nil), fynetheme.ListIcon(), func() { p.loadRoundAsked() }),
			widget.NewButtonWithIcon(tr("clock.add_table", "Add table", nil), fynetheme.ContentAddIcon(), func() { s.report(p.addTable(0, [2]string{})) }),
			widget.NewButtonWithIcon(tr("clock.tc_button", "Time control…", nil), fynetheme.SettingsIcon(), p.showForm),
		), nil, p.tcLabel),
		container.NewBorder(nil, nil, container.NewHBox(
			widget.NewButtonWithIcon(tr("clock.start_all", "Start all", nil), fynetheme.MediaPlayIcon(), p.startAll),
			widget.NewButtonWithIcon(tr("clock.pause_all", "Pause all", nil), fynetheme.MediaPauseIcon(), p.pauseAll),
			widget.NewButtonWithIcon(tr("clock.resume_all", "Resume all", nil), fynetheme.MediaReplayIcon(), p.resumeAll),
		), nil, container.NewBorder(nil, nil, widget.NewLabel(tr("clock.find", "Find table", nil)), nil, p.find)),
	)
	p.object = container.NewBorder(top, nil, nil, p.queue.object, container.New(&panelColumns{p: p}, p.list))
	return p
}

// panelColumns gives the panel's list its whole room and sets how many
// tables stand side by side on each line: as many as the width holds.
type panelColumns struct{ p *clockPanel }

func (l *panelColumns) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	p := l.p
	cols := max(1, int((size.Width+fynetheme.Padding())/(p.rowSize().Width+fynetheme.Padding())))
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if cols != p.cols {
		first := p.firstShown()
		p.cols = cols
		p.list.Refresh()
		p.list.ScrollTo(first / cols) // the tables at the top stay in view
	}
}

func (l *panelColumns) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return objects[0].MinSize()
}

// rowSize is the least size of one table's row.
func (p *clockPanel) rowSize() fyne.Size {
	if p.rowMin.IsZero() {
		p.rowMin = newTableRow(p).MinSize()
	}
	return p.rowMin
}

// firstShown is the first table on the list's top line.
func (p *clockPanel) firstShown() int {
	return int(p.list.GetScrollOffset()/(p.rowSize().Height+fynetheme.Padding())) * p.cols
}

// bandLayout lays a line of the list out: its tables in p.cols equal
// columns; rows beyond them are hidden.
type bandLayout struct{ p *clockPanel }

func (l *bandLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	n := float32(l.p.cols)
	pad := fynetheme.Padding()
	w := (size.Width - (n-1)*pad) / n
	for j, o := range objects {
		o.Move(fyne.NewPos(float32(j)*(w+pad), 0))
		o.Resize(fyne.NewSize(w, size.Height))
	}
}

// MinSize is one table's: the columns follow the width given.
func (l *bandLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return l.p.rowSize()
}

// showBand puts line id of the list on band: tables id×cols onwards.
func (p *clockPanel) showBand(id int, band *fyne.Container) {
	for len(band.Objects) < p.cols {
		band.Add(newTableRow(p))
	}
	for j, o := range band.Objects {
		r := o.(*tableRow)
		if i := id*p.cols + j; j < p.cols && i < len(p.tables) {
			r.Show()
			p.showRow(i, r)
		} else {
			r.id = -1
			r.Hide()
		}
	}
}

// tableRow is one table of the panel: its number, the two faces, and a
// button that starts, pauses and resumes it. The table last found by
// number is highlighted.
type tableRow struct {
	widget.BaseWidget
	id           int // the table shown, an index into the panel's tables
	number, note *canvas.Text
	faces        [2]*widgets.ClockFace
	btn          *widget.Button
	mark         *canvas.Rectangle // the highlight of a table found
}

func newTableRow(p *clockPanel) *tableRow {
	r := &tableRow{id: -1, mark: canvas.NewRectangle(color.Transparent)}
	r.mark.CornerRadius = fynetheme.InputRadiusSize()
	fg := fynetheme.Color(fynetheme.ColorNameForeground)
	r.number, r.note = canvas.NewText("", fg), canvas.NewText("", fynetheme.Color(fynetheme.ColorNamePlaceHolder))
	r.number.TextStyle, r.number.TextSize = fyne.TextStyle{Bold: true}, 16
	r.note.TextSize = 12
	r.number.Alignment, r.note.Alignment = fyne.TextAlignCenter, fyne.TextAlignCenter
	for pl := range r.faces {
		r.faces[pl] = widgets.NewClockFace("", false)
		r.faces[pl].OnTapped = func() { p.pressRow(r.id, clock.Player(pl)) }
	}
	r.btn = widget.NewButtonWithIcon("", fynetheme.MediaPlayIcon(), func() { p.toggleTable(r.id) })
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer lays the row out: number, faces, button.
func (r *tableRow) CreateRenderer() fyne.WidgetRenderer {
	label := container.NewGridWrap(fyne.NewSize(76, 52), container.NewVBox(layout.NewSpacer(), r.number, r.note, layout.NewSpacer()))
	return widget.NewSimpleRenderer(container.NewStack(r.mark, container.NewBorder(nil, nil, label, container.NewCenter(r.btn),
		container.NewGridWithColumns(2, r.faces[0], r.faces[1]))))
}

// showRow puts table id on row r.
func (p *clockPanel) showRow(id int, r *tableRow) {
	if id < 0 || id >= len(p.tables) {
		return
	}
	g := p.tables[id]
	r.id = id
	number := tr("clock.table", "Table {{.N}}", map[string]any{"N": g.table})
	note := ""
	if p.groups > 1 {
		note = widgets.Cut(g.group, r.note.TextSize, 72, r.note.TextStyle)
	}
	if r.number.Text != number || r.note.Text != note {
		r.number.Text, r.note.Text = number, note
		r.number.Refresh()
		r.note.Refresh()
		if note == "" {
			r.note.Hide()
		} else {
			r.note.Show()
		}
	}
	g.showOn(r.faces[0], clock.Black)
	g.showOn(r.faces[1], clock.White)
	var mark color.Color = color.Transparent
	if id == p.shown {
		mark = fynetheme.Color(fynetheme.ColorNameSelection)
	}
	if r.mark.FillColor != mark {
		r.mark.FillColor = mark
		r.mark.Refresh()
	}
	icon := fynetheme.MediaPlayIcon()
	if _, on := g.clock.Running(); on {
		icon = fynetheme.MediaPauseIcon()
	}
	if r.btn.Icon != icon {
		r.btn.SetIcon(icon)
	}
	if g.clock.Over() != r.btn.Disabled() {
		if g.clock.Over() {
			r.btn.Disable()
		} else {
			r.btn.Enable()
		}
	}
}

// pressRow is a press on a face of table id.
func (p *clockPanel) pressRow(id int, pl clock.Player) {
	if id >= 0 && id < len(p.tables) {
		p.s.press(p.tables[id], pl)
	}
}

// toggleTable starts table id, or pauses it, or resumes it.
func (p *clockPanel) toggleTable(id int) {
	if id < 0 || id >= len(p.tables) {
		return
	}
	c := p.tables[id].clock
	switch _, on := c.Running(); {
	case c.Over():
	case c.Paused():
		p.s.report(c.Resume())
	case on:
		p.s.report(c.Pause(tr("clock.pause", "Pause", nil)))
	default:
		p.s.report(c.Start(p.tables[id].first))
	}
	p.s.tick()
}

// showForm shows the time control of the tables added next; while a table's
// clock runs it is shown locked.
func (p *clockPanel) showForm() {
	d := newClosable(p.s.app.win, tr("clock.tc", "Time control", nil), tr("dialog.ok", "OK", nil),
		container.NewGridWrap(fyne.NewSize(420, p.form.object.MinSize().Height), p.form.object))
	d.SetOnClosed(func() {
		p.tcLabel.SetText(p.form.summary())
		if _, err := p.form.timeControl(); err != nil {
			p.s.report(err)
		}
	})
	d.show() // Enter or Escape closes it
}

// addTable adds a clock for a table that is not in the tournament file (or
// not yet paired); table 0 takes the next free number.
func (p *clockPanel) addTable(table int, names [2]string) error {
	g, err := p.newTable(table, names)
	if err != nil {
		return err
	}
	p.tables = append(p.tables, g)
	p.list.Refresh()
	p.s.tick()
	return nil
}

func (p *clockPanel) newTable(table int, names [2]string) (*gameClock, error) {
	tc, err := p.form.timeControl()
	if err != nil {
		return nil, err
	}
	g, err := newGameClock(tc, p.s.now, names)
	if err != nil {
		return nil, err
	}
	if table == 0 {
		for _, t := range p.tables {
			table = max(table, t.table)
		}
		table++
	}
	g.table = table
	g.clock.SetSuspendGap(p.s.gap)
	return g, nil
}

// live reports whether a table's clock has started and the game is not decided.
func live(g *gameClock) bool {
	_, on := g.clock.Running()
	return on || g.clock.Paused()
}

// loadRoundAsked loads the latest round, asking first when clocks would be lost.
func (p *clockPanel) loadRoundAsked() {
	n := len(p.queue.items) // flag falls still to answer
	for _, g := range p.tables {
		if live(g) {
			n++
		}
	}
	if n == 0 {
		p.s.report(p.loadRound())
		return
	}
	confirm(p.s.app.win, tr("clock.load_round", "Tables of the latest round", nil),
		tr("clock.replace_running", "{{.N}} tables are running or wait for an answer. Replace them with the tables of the latest round?", map[string]any{"N": n}),
		func(ok bool) {
			if ok {
				p.s.report(p.loadRound())
			}
		})
}

// loadRound sets up one clock per game without a result of the latest
// paired round of each group of the open tournament.
func (p *clockPanel) loadRound() error {
	arb := p.s.app.arb
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
	for _, pl := range players {
		names[pl.ID] = pl.Name()
	}
	var tables []*gameClock
	used := 0
	for _, gr := range groups {
		n, err := arb.LatestRound(gr.ID)
		if err != nil {
			return err
		}
		if n == 0 {
			continue
		}
		games, err := arb.Games(gr.ID, n)
		if err != nil {
			return err
		}
		found := false
		for _, game := range games {
			if game.Result != "" || game.Black == 0 || game.White == 0 {
				continue
			}
			g, err := p.newTable(game.Table, [2]string{names[game.Black], names[game.White]})
			if err != nil {
				return err
			}
			g.gameID, g.group, g.file = game.ID, gr.Name, arb.Path()
			g.first = clock.FirstToMove(game.Handicap)
			tables = append(tables, g)
			found = true
		}
		if found {
			used++
		}
	}
	if len(tables) == 0 {
		return errors.New(tr("clock.no_round", "No paired round without results in this tournament file.", nil))
	}
	p.tables, p.groups, p.shown = tables, used, -1
	p.queue.clear()
	p.list.Refresh()
	p.list.ScrollToTop()
	p.s.tick()
	return nil
}

// findTable shows the table whose number is typed: the list scrolls to it
// and selects it.
func (p *clockPanel) findTable(text string) error {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n <= 0 {
		return errors.New(tr("clock.err.table_number", "Write a table number, such as 12.", nil))
	}
	for i, g := range p.tables {
		if g.table == n {
			p.shown = i
			p.list.ScrollTo(i / p.cols)
			p.list.Refresh()
			p.find.SetText("")
			return nil
		}
	}
	return errors.New(tr("clock.err.no_table", "No table {{.N}} on the panel.", map[string]any{"N": n}))
}

func (p *clockPanel) startAll() {
	for _, g := range p.tables {
		if _, on := g.clock.Running(); !on && !g.clock.Paused() && !g.clock.Over() {
			p.s.report(g.clock.Start(g.first))
		}
	}
	p.s.tick()
}

func (p *clockPanel) pauseAll() {
	for _, g := range p.tables {
		if _, on := g.clock.Running(); on {
			p.s.report(g.clock.Pause(tr("clock.pause_all", "Pause all", nil)))
		}
	}
	p.s.tick()
}

func (p *clockPanel) resumeAll() {
	for _, g := range p.tables {
		if g.clock.Paused() && !g.clock.Over() {
			p.s.report(g.clock.Resume())
		}
	}
	p.s.tick()
}

// tick brings every table to now; a table whose flag fell joins the queue.
func (p *clockPanel) tick(now time.Duration) {
	running := false
	for _, g := range p.tables {
		p.tickTable(g, now)
		running = running || live(g)
	}
	if running != p.running {
		p.running = running
		p.form.lock(running)
	}
	p.list.Refresh()
}

// tickTable brings one table to now; its flag fall joins the queue once.
func (p *clockPanel) tickTable(g *gameClock, now time.Duration) {
	g.handle(g.clock.Tick(), p.s.zh, p.s.beep)
	g.update(now)
	if !g.flagged {
		if loser, at, fell := g.clock.Flag(); fell {
			g.flagged = true
			p.queue.add(g, loser, p.s.epoch.Add(at))
		}
	}
}

// key handles the panel's keys: Y and N answer the first flag fall of the
// queue, digits and Enter find a table.
func (p *clockPanel) key(ev *fyne.KeyEvent) bool {
	if p.queueKey(ev) {
		return true
	}
	switch ev.Name {
	case fyne.Key0, fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6, fyne.Key7, fyne.Key8, fyne.Key9:
		p.find.SetText(p.find.Text + string(ev.Name))
	case fyne.KeyBackspace:
		if t := []rune(p.find.Text); len(t) > 0 {
			p.find.SetText(string(t[:len(t)-1]))
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		if p.find.Text == "" {
			return false
		}
		p.s.report(p.findTable(p.find.Text))
	default:
		return false
	}
	return true
}

// queueKey answers the first flag fall with Y or N, or P where its
// time-out may count as a pass (2002).
func (p *clockPanel) queueKey(ev *fyne.KeyEvent) bool {
	switch ev.Name {
	case fyne.KeyY:
		p.queue.answer(0, true)
	case fyne.KeyN:
		p.queue.answer(0, false)
	case fyne.KeyP:
		if len(p.queue.items) == 0 || !p.queue.passOffered(p.queue.items[0]) {
			return false
		}
		p.queue.pass(0)
	default:
		return false
	}
	return true
}
