package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"weiqi-arbiter/reports/sheet"
)

// publicDisplay is a read-only window for a second screen or projector: the
// latest round's pairings or the standings in large type, scrolling by itself.
type publicDisplay struct {
	app       *App
	win       fyne.Window
	standings bool
	title     *canvas.Text
	lines     *fyne.Container
	scroll    *container.Scroll
	ticks     int
}

// openDisplay opens (or brings forward) the public display.
func (a *App) openDisplay() {
	if a.display != nil {
		a.display.win.RequestFocus()
		return
	}
	d := &publicDisplay{app: a}
	d.win = a.fa.NewWindow(tr("display.title", "Weiqi Arbiter — public display", nil))
	d.title = canvas.NewText("", fynetheme.Color(fynetheme.ColorNameForeground))
	d.title.TextSize = 40
	d.title.TextStyle = fyne.TextStyle{Bold: true}
	d.title.Alignment = fyne.TextAlignCenter
	d.lines = container.NewVBox()
	d.scroll = container.NewVScroll(d.lines)
	toggle := widget.NewButton(tr("display.toggle", "Pairings / standings", nil), func() {
		d.standings = !d.standings
		d.refresh()
	})
	d.win.SetContent(container.NewBorder(container.NewVBox(d.title, widget.NewSeparator()), container.NewHBox(toggle), nil, nil, d.scroll))
	d.win.Resize(fyne.NewSize(1024, 700))
	d.win.SetOnClosed(func() { a.display = nil })
	a.display = d
	d.refresh()
	d.win.Show()
}

func (d *publicDisplay) line(text string, size float32, bold bool) *canvas.Text {
	t := canvas.NewText(text, fynetheme.Color(fynetheme.ColorNameForeground))
	t.TextSize = size
	t.TextStyle = fyne.TextStyle{Bold: bold, Monospace: false}
	return t
}

// refresh rebuilds the lines from the tournament file.
func (d *publicDisplay) refresh() {
	arb := d.app.arb
	d.lines.RemoveAll()
	if arb == nil {
		return
	}
	st, err := arb.Settings()
	d.app.noteErr(err)
	groups, err := arb.Groups()
	d.app.noteErr(err)
	byID := d.app.playersByID()
	label := func(id int64) string {
		p := byID[id]
		return strings.TrimSpace(p.Name() + " " + rankText(p.Rank))
	}
	for _, g := range groups {
		n, err := arb.LatestRound(g.ID)
		d.app.noteErr(err)
		if n == 0 {
			continue
		}
		if d.standings {
			rows, asOf, err := arb.Standings(g, 0)
			if d.app.noteErr(err) {
				continue
			}
			d.lines.Add(d.line(tr("cli.standings.title", "{{.Group}} — standings after round {{.Round}}", map[string]any{"Group": g.Name, "Round": asOf}), 30, true))
			for _, r := range rows {
				d.lines.Add(d.line(fmt.Sprintf("%3s   %-12s  %s", sheet.PlaceText(r, tr), sheet.NameText(r, byID[r.Player].Name(), tr), r.Points), 28, false))
			}
			continue
		}
		games, byes, err := arb.Round(g.ID, n)
		if d.app.noteErr(err) {
			continue
		}
		d.lines.Add(d.line(tr("cli.round.title", "{{.Group}} — round {{.Round}}", map[string]any{"Group": g.Name, "Round": n}), 30, true))
		for _, game := range games {
			d.lines.Add(d.line(tr("display.game", "Table {{.T}}   ● {{.B}}   —   ○ {{.W}}", map[string]any{"T": game.Table, "B": label(game.Black), "W": label(game.White)}), 28, false))
		}
		for _, b := range byes {
			d.lines.Add(d.line(tr("cli.round.bye", "bye: {{.Name}}", map[string]any{"Name": label(b)}), 28, false))
		}
	}
	d.title.Text = st.Name
	d.title.Refresh()
	d.scroll.ScrollToTop()
	d.lines.Refresh()
}

// step scrolls a little; at the bottom it waits, then starts again from the
// top with fresh data. The ticker calls it ten times a second.
func (d *publicDisplay) step() {
	d.ticks++
	if d.ticks%2 != 0 {
		return
	}
	max := d.lines.MinSize().Height - d.scroll.Size().Height
	if max <= 0 || d.scroll.Offset.Y >= max {
		if d.ticks%100 == 0 { // about ten seconds at the bottom, then again
			d.refresh()
		}
		return
	}
	d.scroll.Offset.Y = min(max, d.scroll.Offset.Y+2)
	d.scroll.Refresh()
}
