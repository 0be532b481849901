package ui

import (
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/sheet"
)

// Type of the public display, read from a few metres: the rows' size
// follows the screen's height, between these bounds; the title and the
// heading are larger.
const (
	displayLineMin = 24
	displayLineMax = 56
	// displayLines is how many rows of type a screen's height is set for.
	displayLines = 20
	// displayBlocks is the most blocks of rows side by side.
	displayBlocks = 3
	// displayPageTicks is how long a page stays, in ticks of the clock's
	// ticker (ten a second).
	displayPageTicks = 100
)

// publicDisplay is a read-only window for a second screen or projector:
// the latest round's pairings with their results, or the standings, in
// large type, one group at a time under its heading. It fills the screen:
// the rows run down as many blocks side by side as its width holds, and
// when they need more than a screen, pages follow one another (a row is
// never cut under the heading, as a scrolling list cut them). A team group
// shows its matches (第N场, the teams and the score, then each board 第N台
// with its players and result) and the team standings. It opens full
// screen; F11 leaves full screen (to drag the window to the projector's
// screen) and enters it again there; Escape closes it.
type publicDisplay struct {
	app       *App
	win       fyne.Window
	standings bool
	title     *canvas.Text
	// heading is the shown group's round or standings heading, with the
	// page when there are several.
	heading *canvas.Text
	body    *fyne.Container // every row; pagesLayout shows the page's
	// line is the rows' type size; cols the columns of the rows.
	line float32
	cols *columnsLayout
	// rows are the shown group's rows; trailing marks the columns
	// right-aligned (numbers).
	rows     []displayRow
	trailing []bool
	head     string // the heading without its page
	page     int
	pages    int
	laidFor  fyne.Size // the window size the page was laid out for
	// group is the index of the shown group among those with a round.
	group int
	ticks int
}

// displayRow is one row of the display: cells in columns, or (line) one
// text across the block: a match's heading, a bye.
type displayRow struct {
	cells []string
	line  bool
}

// openDisplay opens (or brings forward) the public display.
func (a *App) openDisplay() {
	if a.display != nil {
		a.display.win.RequestFocus()
		return
	}
	d := &publicDisplay{app: a}
	d.win = a.fa.NewWindow(tr("display.title", "Weiqi Arbiter — public display", nil))
	d.title = d.text("", displayLineMax, true)
	d.title.Alignment = fyne.TextAlignCenter
	d.heading = d.text("", displayLineMin, true)
	d.body = container.New(&pagesLayout{d: d})
	toggle := widget.NewButton(tr("display.toggle", "Pairings / standings", nil), func() {
		d.standings = !d.standings
		d.group = 0
		d.refresh()
	})
	keys := widget.NewLabel(tr("display.keys", "F11: full screen on or off (leave it, drag the window to the projector's screen, press F11 again) · Esc: close", nil))
	keys.Truncation = fyne.TextTruncateEllipsis
	top := container.NewVBox(d.title, d.heading, widget.NewSeparator())
	d.win.SetContent(container.NewBorder(top, container.NewBorder(nil, nil, toggle, nil, keys), nil, nil, d.body))
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

// refresh reads the current group's rows from the tournament file and
// shows their first page.
func (d *publicDisplay) refresh() {
	d.rows, d.trailing, d.head, d.page = nil, nil, "", 0
	defer d.layout()
	arb := d.app.arb
	if arb == nil {
		return
	}
	st, err := arb.Settings()
	d.app.noteErr(err)
	d.title.Text = st.Name
	groups, err := arb.Groups()
	d.app.noteErr(err)
	var shown []tournament.Group
	for _, g := range groups {
		if n, err := arb.LatestRound(g.ID); !d.app.noteErr(err) && n > 0 {
			shown = append(shown, g)
		}
	}
	if len(shown) == 0 {
		return
	}
	d.group %= len(shown)
	g := shown[d.group]
	switch {
	case g.TeamEvent && d.standings:
		d.teamStandings(g)
	case g.TeamEvent:
		d.teamPairings(g)
	case d.standings:
		d.playerStandings(g)
	default:
		d.playerPairings(g)
	}
}

// playerPairings are the latest round's games: table, Black, result (blank
// while there is none), White; then the byes. A game a withdrawal settled
// has no table.
func (d *publicDisplay) playerPairings(g tournament.Group) {
	arb := d.app.arb
	n, err := arb.LatestRound(g.ID)
	d.app.noteErr(err)
	games, byes, err := arb.Round(g.ID, n)
	if d.app.noteErr(err) {
		return
	}
	byID := d.app.playersByID()
	label := func(id int64) string {
		p := byID[id]
		return strings.TrimSpace(p.Name() + " " + rankText(p.Rank))
	}
	d.head = tr("cli.round.title", "{{.Group}} — round {{.Round}}", map[string]any{"Group": g.Name, "Round": n})
	var settled []displayRow
	for _, game := range games {
		table := tr("display.table", "Table {{.T}}", map[string]any{"T": game.Table})
		row := displayRow{cells: []string{table, "● " + label(game.Black), displayResult(game.Result), "○ " + label(game.White)}}
		if !game.Seated(byID[game.Black], byID[game.White]) {
			row.cells[0] = "—"
			settled = append(settled, row)
			continue
		}
		d.rows = append(d.rows, row)
	}
	d.rows = append(d.rows, settled...)
	for _, b := range byes {
		d.rows = append(d.rows, displayRow{cells: []string{tr("cli.round.bye", "bye: {{.Name}}", map[string]any{"Name": label(b)})}, line: true})
	}
	d.trailing = []bool{true, false, false, false}
}

// displayResult is a result as the display writes it: the sheet's words
// (黑中盘胜, B+R), nothing while there is none.
func displayResult(r tournament.Result) string {
	if r == tournament.NoResult {
		return ""
	}
	return sheet.ResultText(r, tr)
}

// playerStandings are the group's standings: place, name, rank, points.
func (d *publicDisplay) playerStandings(g tournament.Group) {
	v, err := d.app.arb.StandingsView(g, 0)
	if d.app.noteErr(err) {
		return
	}
	d.head = tr("cli.standings.title", "{{.Group}} — standings after round {{.Round}}", map[string]any{"Group": g.Name, "Round": v.AsOf})
	for _, r := range v.Rows {
		p := v.Players[r.Player]
		d.rows = append(d.rows, displayRow{cells: []string{sheet.PlaceText(r, tr), sheet.NameText(r, p.Name(), tr), rankText(p.Rank), r.Score.Mixed()}}) // a McMahon group's McMahon score
	}
	d.trailing = []bool{true, false, false, true}
}

// teamPairings are the latest round's matches: for each, its heading (第N场,
// the teams and the score in boards won), then its boards (第N台, Black,
// result, White); then the byes.
func (d *publicDisplay) teamPairings(g tournament.Group) {
	arb := d.app.arb
	n, err := arb.LatestRound(g.ID)
	d.app.noteErr(err)
	teams, err := arb.Teams(g.ID)
	d.app.noteErr(err)
	matches, err := arb.TeamMatches(g.ID)
	if d.app.noteErr(err) {
		return
	}
	teamName := map[int64]string{}
	for _, t := range teams {
		teamName[t.ID] = t.Name
	}
	byID := d.app.playersByID()
	d.head = tr("cli.round.title", "{{.Group}} — round {{.Round}}", map[string]any{"Group": g.Name, "Round": n})
	var byes []displayRow
	for _, m := range matches {
		if m.Round != n {
			continue
		}
		if m.B == 0 {
			byes = append(byes, displayRow{cells: []string{tr("cli.round.bye", "bye: {{.Name}}", map[string]any{"Name": teamName[m.A]})}, line: true})
			continue
		}
		d.rows = append(d.rows, displayRow{cells: []string{matchHead(m.Number, teamName[m.A], teamName[m.B], m.Boards)}, line: true})
		for _, b := range m.Boards {
			d.rows = append(d.rows, displayRow{cells: []string{tr("teams.board_n", "Board {{.N}}", map[string]any{"N": b.Board}),
				"● " + byID[b.Black].Name(), displayResult(b.Result), "○ " + byID[b.White].Name()}})
		}
	}
	d.rows = append(d.rows, byes...)
	d.trailing = []bool{true, false, false, false}
}

// teamStandings are the team standings: place, team, match points, board
// points, and the total score when the group ranks by it.
func (d *publicDisplay) teamStandings(g tournament.Group) {
	arb := d.app.arb
	rows, asOf, err := arb.TeamStandings(g, 0)
	if d.app.noteErr(err) {
		return
	}
	teams, err := arb.Teams(g.ID)
	d.app.noteErr(err)
	teamName := map[int64]string{}
	for _, t := range teams {
		teamName[t.ID] = t.Name
	}
	d.head = tr("cli.standings.title", "{{.Group}} — standings after round {{.Round}}", map[string]any{"Group": g.Name, "Round": asOf})
	byTotal := team.KindOf(g, "") == team.SwissOrder // a team group's ordering does not depend on the rule set
	mp, bp := tr("teams.col.mp", "Match points", nil), tr("teams.col.bp", "Board points", nil)
	for _, r := range rows {
		cells := []string{sheet.TeamPlaceText(r, tr), sheet.TeamNameText(r, teamName[r.Team], tr),
			mp + " " + strconv.Itoa(r.MatchPoints), bp + " " + strconv.Itoa(r.BoardPoints)}
		if byTotal {
			cells = append(cells, tr("tiebreak.TOTAL", "Total", nil)+" "+r.Total.Mixed())
		}
		d.rows = append(d.rows, displayRow{cells: cells})
	}
	d.trailing = []bool{true, false, true, true, true}
}

// layout builds the rows at the window's size: type for displayLines
// rows of the screen's height; pagesLayout then shows those of the page
// that fit under the heading.
func (d *publicDisplay) layout() {
	size := d.win.Canvas().Size()
	d.laidFor = size
	d.line = float32(math.Round(float64(min(max(size.Height/displayLines, displayLineMin), displayLineMax))))
	d.title.TextSize, d.heading.TextSize = d.line*1.4, d.line*1.15
	d.title.Refresh()
	d.heading.Text = d.head
	d.heading.Refresh()
	widths, gap := d.columnWidths(d.line)
	d.cols = &columnsLayout{widths: widths, gap: gap, height: d.line * 1.5}
	objs := make([]fyne.CanvasObject, len(d.rows))
	for i, r := range d.rows {
		objs[i] = d.rowObject(r)
	}
	d.body.Objects = objs
	d.win.Content().Refresh() // the title and heading's new sizes, then the rows under them
}

// pagesLayout lays the display's rows out over its size: as many rows a
// block as its height holds, as many blocks side by side as its width
// holds (at most displayBlocks, no more than the rows need), each block's
// columns spread over its width; the rows of the current page only, the
// others hidden. No row is ever cut.
type pagesLayout struct{ d *publicDisplay }

func (l *pagesLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	if l.d.cols == nil {
		return fyne.Size{}
	}
	return fyne.NewSize(0, l.d.cols.height)
}

func (l *pagesLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	d := l.d
	if d.cols == nil || len(objects) == 0 {
		d.pages = 1
		return
	}
	pad := fynetheme.Padding()
	rowH := d.cols.height
	perBlock := max(1, int((size.Height+pad)/(rowH+pad)))
	natural := sum(d.cols.natural()) + float32(len(d.cols.widths))*d.cols.gap
	blocks := max(1, min(displayBlocks, int((size.Width+d.cols.gap)/max(natural, 1))))
	blocks = max(1, min(blocks, (len(objects)+perBlock-1)/perBlock))
	perPage := perBlock * blocks
	d.pages = max(1, (len(objects)+perPage-1)/perPage)
	d.page %= d.pages
	gap := d.cols.gap * 2
	blockW := (size.Width - float32(blocks-1)*gap) / float32(blocks)
	d.cols.spread(blockW, d.trailing)
	for i, o := range objects {
		at := i - d.page*perPage
		if at < 0 || at >= perPage {
			o.Hide()
			continue
		}
		o.Show()
		b, r := at/perBlock, at%perBlock
		o.Move(fyne.NewPos(float32(b)*(blockW+gap), float32(r)*(rowH+pad)))
		o.Resize(fyne.NewSize(blockW, rowH))
		if c, ok := o.(*fyne.Container); ok {
			c.Layout.Layout(c.Objects, o.Size())
		}
	}
	heading := d.head
	if d.pages > 1 {
		heading += "  " + tr("display.page", "({{.N}}/{{.Of}})", map[string]any{"N": d.page + 1, "Of": d.pages})
	}
	if d.heading.Text != heading {
		d.heading.Text = heading
		d.heading.Refresh()
	}
}

// columnWidths are the widths of the rows' columns at size (lines across
// a block left out), and the gap between columns.
func (d *publicDisplay) columnWidths(size float32) ([]float32, float32) {
	var widths []float32
	for _, r := range d.rows {
		if r.line {
			continue
		}
		for j, s := range r.cells {
			if j >= len(widths) {
				widths = append(widths, 0)
			}
			widths[j] = max(widths[j], fyne.MeasureText(s, size, fyne.TextStyle{}).Width)
		}
	}
	return widths, fyne.MeasureText("  ", size, fyne.TextStyle{}).Width
}

// spread gives the columns the width of a block: each its natural
// width, and what is left to the columns of text (names), by their widths.
func (l *columnsLayout) spread(block float32, trailing []bool) {
	nat := l.natural()
	var used, text float32
	for j, w := range nat {
		used += w + l.gap
		if j >= len(trailing) || !trailing[j] {
			text += w
		}
	}
	// Names grow by half their width at most (a few rows spread over a
	// wide screen read badly); what is left centres the row.
	extra := max(block-used, 0)
	grow := min(extra, text/2)
	l.offset = (extra - grow) / 2
	for j, w := range nat {
		l.widths[j] = w
		if text > 0 && (j >= len(trailing) || !trailing[j]) {
			l.widths[j] += grow * w / text
		}
	}
}

// natural are the columns' widths before spread.
func (l *columnsLayout) natural() []float32 {
	if l.base == nil {
		l.base = append([]float32(nil), l.widths...)
	}
	return l.base
}

// rowObject lays out one row on the grid of the display's columns; a
// line across the block in bold.
func (d *publicDisplay) rowObject(r displayRow) fyne.CanvasObject {
	if r.line {
		return container.New(&lineLayout{cols: d.cols}, d.text(r.cells[0], d.line, true))
	}
	row := container.New(d.cols)
	for j, s := range r.cells {
		t := d.text(s, d.line, false)
		if j < len(d.trailing) && d.trailing[j] {
			t.Alignment = fyne.TextAlignTrailing
		}
		row.Add(t)
	}
	return row
}

// lineLayout lays a line of text across its row, from where the row's
// columns start.
type lineLayout struct{ cols *columnsLayout }

func (l *lineLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(objects[0].MinSize().Width, max(l.cols.height, objects[0].MinSize().Height))
}

func (l *lineLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Move(fyne.NewPos(l.cols.offset, 0))
	objects[0].Resize(fyne.NewSize(size.Width-l.cols.offset, size.Height))
}

func sum(ws []float32) float32 {
	var s float32
	for _, w := range ws {
		s += w
	}
	return s
}

// columnsLayout puts its objects side by side in columns of fixed widths,
// in a row of a fixed height.
type columnsLayout struct {
	widths      []float32
	base        []float32 // the widths before spread
	gap, height float32
	offset      float32 // the room left of the first column
}

func (l *columnsLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, o := range objects {
		if i < len(l.widths) {
			s.Width += l.widths[i] + l.gap
		}
		s.Height = max(s.Height, o.MinSize().Height, l.height)
	}
	return s
}

func (l *columnsLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	x := l.offset
	for i, o := range objects {
		if i >= len(l.widths) {
			break
		}
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(l.widths[i], size.Height))
		x += l.widths[i] + l.gap
	}
}

// step turns the page every displayPageTicks; after the last page it
// shows the next group (or the same one again) with fresh data. A window
// resized is laid out again. The ticker calls it ten times a second.
func (d *publicDisplay) step() {
	d.ticks++
	if d.win.Canvas().Size() != d.laidFor {
		d.layout()
	}
	if d.ticks%displayPageTicks != 0 {
		return
	}
	if d.page+1 < d.pages {
		d.page++
		d.body.Refresh() // lays the next page out
		return
	}
	d.group++
	d.refresh()
}
