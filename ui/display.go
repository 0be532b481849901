package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/reports/sheet"
)

// Type sizes of the public display, read from a few metres.
const (
	displayTitleSize   = 40
	displayHeadingSize = 32
	displayLineSize    = 28
)

// publicDisplay is a read-only window for a second screen or projector: the
// latest round's pairings or the standings in large type, one group at a
// time under its heading, which stays on screen while the rows scroll by
// themselves. It opens full screen; F11 leaves full screen (to drag the
// window to the projector's screen) and enters it again there; Escape
// closes it.
type publicDisplay struct {
	app       *App
	win       fyne.Window
	standings bool
	title     *canvas.Text
	// heading is the shown group's round or standings heading, outside
	// the scrolling rows.
	heading *canvas.Text
	lines   *fyne.Container
	scroll  *container.Scroll
	// group is the index of the shown group among those with a round.
	group int
	ticks int
}

// openDisplay opens (or brings forward) the public display.
func (a *App) openDisplay() {
	if a.display != nil {
		a.display.win.RequestFocus()
		return
	}
	d := &publicDisplay{app: a}
	d.win = a.fa.NewWindow(tr("display.title", "Weiqi Arbiter — public display", nil))
	d.title = d.text("", displayTitleSize, true)
	d.title.Alignment = fyne.TextAlignCenter
	d.heading = d.text("", displayHeadingSize, true)
	d.lines = container.NewVBox()
	d.scroll = container.NewVScroll(d.lines)
	toggle := widget.NewButton(tr("display.toggle", "Pairings / standings", nil), func() {
		d.standings = !d.standings
		d.group = 0
		d.refresh()
	})
	keys := widget.NewLabel(tr("display.keys", "F11: full screen on or off (leave it, drag the window to the projector's screen, press F11 again) · Esc: close", nil))
	keys.Truncation = fyne.TextTruncateEllipsis
	top := container.NewVBox(d.title, d.heading, widget.NewSeparator())
	d.win.SetContent(container.NewBorder(top, container.NewBorder(nil, nil, toggle, nil, keys), nil, nil, d.scroll))
	d.win.Canvas().SetOnTypedKey(d.typedKey)
	d.win.Resize(fyne.NewSize(1024, 700))
	d.win.SetFullScreen(true)
	d.win.SetOnClosed(func() { a.display = nil })
	a.display = d
	d.refresh()
	d.win.Show()
}

// typedKey closes the display on Escape and turns full screen on or off on F11.
func (d *publicDisplay) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape:
		d.win.Close()
	case fyne.KeyF11:
		d.win.SetFullScreen(!d.win.FullScreen())
	}
}

func (d *publicDisplay) text(s string, size float32, bold bool) *canvas.Text {
	t := canvas.NewText(s, fynetheme.Color(fynetheme.ColorNameForeground))
	t.TextSize = size
	t.TextStyle = fyne.TextStyle{Bold: bold}
	return t
}

// refresh shows the current group's rows from the tournament file.
func (d *publicDisplay) refresh() {
	arb := d.app.arb
	d.lines.RemoveAll()
	d.heading.Text = ""
	defer func() {
		d.title.Refresh()
		d.heading.Refresh()
		d.scroll.ScrollToTop()
		d.lines.Refresh()
	}()
	if arb == nil {
		return
	}
	st, err := arb.Settings()
	d.app.noteErr(err)
	d.title.Text = st.Name
	groups, err := arb.Groups()
	d.app.noteErr(err)
	var shown []int
	for i, g := range groups {
		if n, err := arb.LatestRound(g.ID); !d.app.noteErr(err) && n > 0 {
			shown = append(shown, i)
		}
	}
	if len(shown) == 0 {
		return
	}
	d.group %= len(shown)
	g := groups[shown[d.group]]
	byID := d.app.playersByID()
	label := func(id int64) string {
		p := byID[id]
		return strings.TrimSpace(p.Name() + " " + rankText(p.Rank))
	}
	var rows [][]string
	var trailing []bool // the columns right-aligned (numbers)
	if d.standings {
		v, err := arb.StandingsView(g, 0)
		if d.app.noteErr(err) {
			return
		}
		d.heading.Text = tr("cli.standings.title", "{{.Group}} — standings after round {{.Round}}", map[string]any{"Group": g.Name, "Round": v.AsOf})
		for _, r := range v.Rows {
			rows = append(rows, []string{sheet.PlaceText(r, tr), sheet.NameText(r, byID[r.Player].Name(), tr), rankText(byID[r.Player].Rank), r.Score.Mixed()}) // a McMahon group's McMahon score
		}
		trailing = []bool{true, false, false, true}
	} else {
		n, err := arb.LatestRound(g.ID)
		d.app.noteErr(err)
		games, byes, err := arb.Round(g.ID, n)
		if d.app.noteErr(err) {
			return
		}
		d.heading.Text = tr("cli.round.title", "{{.Group}} — round {{.Round}}", map[string]any{"Group": g.Name, "Round": n})
		for _, game := range games {
			rows = append(rows, []string{tr("display.table", "Table {{.T}}", map[string]any{"T": game.Table}), "● " + label(game.Black), "—", "○ " + label(game.White)})
		}
		trailing = []bool{true, false, false, false}
		// A bye is a line of its own under the grid, not a row of it.
		defer func() {
			for _, b := range byes {
				d.lines.Add(d.text(tr("cli.round.bye", "bye: {{.Name}}", map[string]any{"Name": label(b)}), displayLineSize, false))
			}
		}()
	}
	for _, line := range alignedRows(rows, trailing, d.text) {
		d.lines.Add(line)
	}
}

// alignedRows lays rows of text out in columns as wide as their widest
// cell (a grid, not padding with spaces, which no proportional or CJK font
// aligns), numbers right-aligned.
func alignedRows(rows [][]string, trailing []bool, text func(string, float32, bool) *canvas.Text) []fyne.CanvasObject {
	var widths []float32
	cells := make([][]*canvas.Text, len(rows))
	for i, r := range rows {
		for j, s := range r {
			t := text(s, displayLineSize, false)
			if j < len(trailing) && trailing[j] {
				t.Alignment = fyne.TextAlignTrailing
			}
			cells[i] = append(cells[i], t)
			if j >= len(widths) {
				widths = append(widths, 0)
			}
			widths[j] = max(widths[j], t.MinSize().Width)
		}
	}
	out := make([]fyne.CanvasObject, len(rows))
	gap := fyne.MeasureText("  ", displayLineSize, fyne.TextStyle{}).Width
	for i, r := range cells {
		line := container.New(&columnsLayout{widths: widths, gap: gap})
		for _, t := range r {
			line.Add(t)
		}
		out[i] = line
	}
	return out
}

// columnsLayout puts its objects side by side in columns of fixed widths.
type columnsLayout struct {
	widths []float32
	gap    float32
}

func (l *columnsLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, o := range objects {
		if i < len(l.widths) {
			s.Width += l.widths[i] + l.gap
		}
		s.Height = max(s.Height, o.MinSize().Height)
	}
	return s
}

func (l *columnsLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	var x float32
	for i, o := range objects {
		if i >= len(l.widths) {
			break
		}
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(l.widths[i], size.Height))
		x += l.widths[i] + l.gap
	}
}

// step scrolls a little; at the bottom it waits, then shows the next group
// (or the same one again) with fresh data. The ticker calls it ten times a
// second.
func (d *publicDisplay) step() {
	d.ticks++
	if d.ticks%2 != 0 {
		return
	}
	max := d.lines.MinSize().Height - d.scroll.Size().Height
	if max <= 0 || d.scroll.Offset.Y >= max {
		if d.ticks%100 == 0 { // about ten seconds at the bottom, then on
			d.group++
			d.refresh()
		}
		return
	}
	d.scroll.Offset.Y = min(max, d.scroll.Offset.Y+2)
	d.scroll.Refresh()
}
