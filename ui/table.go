package ui

import (
	"image/color"
	"maps"
	"math"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/sheet"
)

// fillGroups puts the file's groups in a select; when the selection does
// not change, unchanged runs (a new selection runs the select's OnChanged).
func (a *App) fillGroups(sel *selectField, unchanged func()) {
	if a.arb == nil {
		return
	}
	groups, err := a.arb.Groups()
	a.noteErr(err)
	var names []string
	for _, g := range groups {
		names = append(names, g.Name)
	}
	sel.Options = names
	if sel.Selected == "" && len(names) > 0 {
		sel.SetSelected(names[0])
		return
	}
	unchanged()
}

// roundOptions is "1" … "latest" for a round select.
func roundOptions(latest int) []string {
	var opts []string
	for n := 1; n <= latest; n++ {
		opts = append(opts, strconv.Itoa(n))
	}
	return opts
}

// playersByID is every player of the open file by id.
func (a *App) playersByID() map[int64]tournament.Player {
	out := map[int64]tournament.Player{}
	if a.arb == nil {
		return out
	}
	players, err := a.arb.Players()
	a.noteErr(err)
	for _, p := range players {
		out[p.ID] = p
	}
	return out
}

// rankText shows a rank in the user's language: 2段, 4级, 职业3段 in
// Chinese; 2d, 4k, 3p in English (sheet.RankText, as on the printed sheets).
func rankText(rank string) string { return sheet.RankText(rank, tr) }

// resultText shows a result in the user's language with the domain's
// words: 黑中盘胜, 黑超时负, 黑犯规负 in Chinese; "Black wins by resignation",
// "White wins on time", "Black: loss by warnings" in English.
func resultText(r tournament.Result) string {
	if tr("lang.code", "en", nil) == "zh" {
		return r.Chinese()
	}
	return r.English()
}

// cell is one cell of a data table: its text and how to show it.
type cell struct {
	text       string
	importance widget.Importance
}

// dataTable is a table with a header row of buttons (tap to sort) over rows
// the screen computes; it builds its cell widgets once and only fills them.
// Its columns take their given widths, and the columns given a share
// (setShares) divide the rest of the window's width between them.
type dataTable struct {
	table   *fitTable
	headers []string
	widths  []float32
	// base are the widths as laid out at the least: the given width, or
	// the header's when that is wider (a header is never cut).
	base []float32
	// shares are the columns that grow with the window (names), and by how
	// much relative to each other; nil: no column grows.
	shares []float32
	// first are growing columns made whole before the others share the
	// room (a round's results, which a cut would make unreadable).
	first []int
	// hidden are the columns not shown (width 0).
	hidden map[int]bool
	// applied are the column widths as laid out.
	applied []float32
	// wanted is how much each growing column needs beyond its least
	// width to show its widest cell whole.
	wanted []float32
	rows   [][]cell
	// onHeader is called with a column when its header is tapped.
	onHeader func(col int)
	// onCell is called when a cell is tapped.
	onCell func(row, col int)
}

// fitTable is the table of a dataTable: it lays its columns out over its
// width when resized, and keeps the rows it draws in step with its scroll
// position.
//
// Fyne's scroll container, when it grows (or its content shrinks) until the
// content fits, puts its offset back to the top without telling the table
// (internal/widget.Scroll.updateOffset returns early without OnScrolled):
// the table then draws the rows of the old offset, and the rows at the top
// stay blank (seen: tables 1–7 blank after enlarging the window from a
// scrolled state). fitTable tells the table the offset it really has.
type fitTable struct {
	widget.Table
	d *dataTable
}

// Resize lays the columns out over the new width and resynchronises the
// drawn rows with the scroll position.
func (t *fitTable) Resize(size fyne.Size) {
	t.d.fitColumns(size.Width)
	t.Table.Resize(size)
	t.d.syncOffset(size)
}

func newDataTable(headers []string, widths []float32) *dataTable {
	d := &dataTable{headers: headers, widths: widths}
	d.base = d.bases()
	t := &fitTable{d: d}
	t.Length = func() (int, int) { return len(d.rows), len(d.headers) }
	t.CreateCell = func() fyne.CanvasObject { return newCellText() }
	t.UpdateCell = func(id widget.TableCellID, o fyne.CanvasObject) {
		var c cell
		if id.Row < len(d.rows) && id.Col < len(d.rows[id.Row]) {
			c = d.rows[id.Row][id.Col]
		}
		o.(*cellText).set(c) // refilled only when it changed: hundreds of cells are in view
	}
	t.ExtendBaseWidget(t)
	d.table = t
	d.table.ShowHeaderRow = true
	d.table.CreateHeader = func() fyne.CanvasObject { return newHeaderCell() }
	d.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		h := o.(*headerCell)
		if id.Col >= 0 && id.Col < len(d.headers) {
			col := id.Col
			h.set(d.headers[col], func() {
				if d.onHeader != nil {
					d.onHeader(col)
				}
			})
		}
	}
	d.table.OnSelected = func(id widget.TableCellID) {
		if d.onCell != nil && id.Row >= 0 {
			d.onCell(id.Row, id.Col)
		}
		d.table.UnselectAll()
	}
	for i, w := range d.base {
		d.table.SetColumnWidth(i, w)
	}
	return d
}

// baseWidths are the least widths of columns: each the given width, or its
// header button's minimum width when that is wider.
func baseWidths(headers []string, widths []float32) []float32 {
	out := make([]float32, len(widths))
	for i, w := range widths {
		if i < len(headers) {
			w = max(w, widget.NewButton(headers[i], nil).MinSize().Width)
		}
		out[i] = float32(math.Ceil(float64(w))) // whole pixels, so that grown widths stay whole
	}
	return out
}

// bases are the columns' least widths (baseWidths), a hidden one's 0.
func (d *dataTable) bases() []float32 {
	out := baseWidths(d.headers, d.widths)
	for c := range d.hidden {
		if c < len(out) {
			out[c] = 0
		}
	}
	return out
}

// setHidden hides the columns cols (and shows the others): the Rounds
// screen's handicap/komi when every game has the same, which its summary
// then says, as the printed sheet says it in its title.
func (d *dataTable) setHidden(cols ...int) {
	hidden := map[int]bool{}
	for _, c := range cols {
		hidden[c] = true
	}
	if maps.Equal(hidden, d.hidden) {
		return
	}
	d.hidden = hidden
	d.base = d.bases()
	d.measure()
	d.fitColumns(d.table.Size().Width)
	d.table.Refresh()
}

// setShares makes columns grow with the window: each column with a share
// above 0 gets that part of the width left over by the given widths.
func (d *dataTable) setShares(shares []float32) {
	d.shares = shares
	d.measure()
	d.fitColumns(d.table.Size().Width)
}

// setFirst names growing columns that take what they need of the room
// before the other growing columns share what is left.
func (d *dataTable) setFirst(cols ...int) {
	d.first = cols
	d.fitColumns(d.table.Size().Width)
}

// fitColumns sets the column widths for a table of the given width: the
// given widths; then the columns named first, each up to what its widest
// cell needs; then the rest divided between the growing columns (names,
// clubs), each by its share but none beyond what its widest cell needs,
// until all are whole; what is left after that goes by the shares.
func (d *dataTable) fitColumns(width float32) {
	extra := width - d.contentWidth() - fynetheme.Padding() // room for the scroll bar's edge
	grow := make([]float32, len(d.base))
	for _, i := range d.first {
		if i < len(d.wanted) && extra > 0 {
			g := min(extra, d.wanted[i])
			grow[i] += g
			extra -= g
		}
	}
	share := func(i int) float32 {
		if i < len(d.shares) {
			return d.shares[i]
		}
		return 0
	}
	// Water-filling: the growing columns still short of their widest
	// cell divide the room by their shares, each up to what it needs.
	for range len(d.base) {
		var total float32
		for i := range d.base {
			if share(i) > 0 && i < len(d.wanted) && grow[i] < d.wanted[i] {
				total += share(i)
			}
		}
		if total == 0 || extra < 1 {
			break
		}
		room := extra
		for i := range d.base {
			if share(i) > 0 && i < len(d.wanted) && grow[i] < d.wanted[i] {
				g := min(room*share(i)/total, d.wanted[i]-grow[i])
				grow[i] += g
				extra -= g
			}
		}
	}
	var total float32
	for i := range d.base {
		total += share(i)
	}
	// A table lays itself out again at each width set: set only those
	// that change.
	old := d.applied
	d.applied = make([]float32, 0, len(d.base))
	for i, w := range d.base {
		if total > 0 && extra > 0 {
			grow[i] += extra * share(i) / total
		}
		w += float32(math.Floor(float64(grow[i])))
		d.applied = append(d.applied, w)
		if i >= len(old) || old[i] != w {
			d.table.SetColumnWidth(i, w)
		}
	}
}

// measure finds how much wider than its least width each growing column
// must be to show its widest cell whole. The text with the most (wide)
// characters is measured: with thousands of rows, measuring every cell at
// each change would cost more than the change.
func (d *dataTable) measure() {
	d.wanted = make([]float32, len(d.base))
	for col := range d.base {
		if col >= len(d.shares) || d.shares[col] <= 0 || d.hidden[col] {
			continue
		}
		var widest string
		var most float32
		for _, row := range d.rows {
			if col >= len(row) {
				continue
			}
			var n float32
			for _, r := range row[col].text {
				n += 0.55
				if r >= 0x2E80 { // CJK and the fullwidth forms: a whole em
					n += 0.45
				}
			}
			if n > most {
				widest, most = row[col].text, n
			}
		}
		// Whole pixels: the widths laid out are floored, and a column a
		// fraction short of its text would show it cut.
		d.wanted[col] = max(0, float32(math.Ceil(float64(textWidth(widest))))-d.base[col])
	}
}

// textWidth is the width a cell needs to show text whole.
func textWidth(text string) float32 {
	return fyne.MeasureText(text, fynetheme.TextSize(), fyne.TextStyle{}).Width + 2*fynetheme.InnerPadding()
}

// contentWidth is the width of the columns at their least widths, with the
// padding the table puts between them.
func (d *dataTable) contentWidth() float32 {
	var w float32
	for _, c := range d.base {
		w += c
	}
	if n := len(d.base); n > 1 {
		w += float32(n-1) * fynetheme.Padding()
	}
	return w
}

// syncOffset tells the table that its scroll position is back at the top
// when everything fits in size (see fitTable).
func (d *dataTable) syncOffset(size fyne.Size) {
	if size.Width <= 0 || size.Height <= 0 {
		return
	}
	cellH := d.table.CreateCell().MinSize().Height
	headerH := d.table.CreateHeader().MinSize().Height
	cellH = max(cellH, headerH)
	pad := fynetheme.Padding()
	rows := float32(len(d.rows))
	height := rows*cellH + max(rows-1, 0)*pad
	// The columns grow to the width of the table, so only their given
	// widths can overflow it.
	if height <= size.Height-headerH-pad+1 && d.contentWidth() <= size.Width+1 {
		d.table.ScrollToOffset(fyne.Position{})
	}
}

// setRows shows new rows.
func (d *dataTable) setRows(rows [][]cell) {
	d.rows = rows
	if len(d.shares) > 0 {
		before := d.wanted
		d.measure()
		if !slices.Equal(before, d.wanted) {
			d.fitColumns(d.table.Size().Width)
		}
	}
	d.table.Refresh()
	d.syncOffset(d.table.Size())
}

// setRow replaces row i (one game's result changed) without measuring the
// whole table again; a growing column its new cells need wider is fitted
// again.
func (d *dataTable) setRow(i int, row []cell) {
	d.rows[i] = row
	refit := false
	for col, c := range row {
		if col >= len(d.shares) || d.shares[col] <= 0 || col >= len(d.wanted) {
			continue
		}
		if need := float32(math.Ceil(float64(textWidth(c.text)))) - d.base[col]; need > d.wanted[col] {
			d.wanted[col], refit = need, true
		}
	}
	if refit {
		d.fitColumns(d.table.Size().Width)
	}
	d.table.Refresh()
}

// setHeaders changes the columns (the standings' tiebreaks differ per group).
func (d *dataTable) setHeaders(headers []string, widths []float32) {
	if slices.Equal(headers, d.headers) && slices.Equal(widths, d.widths) {
		return
	}
	d.headers, d.widths = headers, widths
	d.base = d.bases()
	d.measure()
	d.fitColumns(d.table.Size().Width)
	d.table.Refresh()
}

// cellText is a cell of a data table: its text in a row only as tall as
// the text needs (Fyne's label pads it to 37 pixels, and a Rounds screen
// at 1024×600 showed 9 tables), coloured by its importance, cut with an
// ellipsis when wider than its column.
type cellText struct {
	widget.BaseWidget
	c cell
}

func newCellText() *cellText {
	t := &cellText{}
	t.ExtendBaseWidget(t)
	return t
}

// set shows c, redrawn only when it changed.
func (t *cellText) set(c cell) {
	if t.c != c {
		t.c = c
		t.Refresh()
	}
}

// cellPadding is the space above and below a cell's text.
func cellPadding() float32 { return fynetheme.Padding() / 2 }

func (t *cellText) CreateRenderer() fyne.WidgetRenderer {
	r := &cellRenderer{t: t, text: canvas.NewText("", color.Black)}
	r.Refresh()
	return r
}

type cellRenderer struct {
	t    *cellText
	text *canvas.Text
	bg   *canvas.Rectangle // a heading's background; nil for a cell
	size fyne.Size         // as laid out
}

func (r *cellRenderer) Layout(size fyne.Size) {
	r.size = size
	if r.bg != nil {
		r.bg.Resize(size)
	}
	r.fit()
}

// fit cuts the text to the cell's width and centres it vertically.
func (r *cellRenderer) fit() {
	pad := fynetheme.InnerPadding()
	room := r.size.Width - 2*pad
	text := r.t.c.text
	if room <= 0 {
		text = "" // a hidden column
	}
	if room > 0 && fyne.MeasureText(text, r.text.TextSize, r.text.TextStyle).Width > room {
		runes := []rune(text)
		lo, hi := 0, len(runes) // the longest prefix that fits with the ellipsis
		for lo < hi {
			mid := (lo + hi + 1) / 2
			if fyne.MeasureText(string(runes[:mid])+"…", r.text.TextSize, r.text.TextStyle).Width <= room {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		text = string(runes[:lo]) + "…"
	}
	r.text.Text = text
	h := r.text.MinSize().Height
	r.text.Move(fyne.NewPos(pad, (r.size.Height-h)/2))
	r.text.Resize(fyne.NewSize(max(room, 0), h))
	r.text.Refresh()
}

func (r *cellRenderer) MinSize() fyne.Size {
	m := fyne.MeasureText(r.t.c.text, fynetheme.TextSize(), r.text.TextStyle)
	h := fyne.MeasureText("国", fynetheme.TextSize(), fyne.TextStyle{}).Height // every row as tall, text or none
	return fyne.NewSize(m.Width+2*fynetheme.InnerPadding(), h+2*cellPadding())
}

func (r *cellRenderer) Refresh() {
	th, v := r.t.Theme(), fyne.CurrentApp().Settings().ThemeVariant()
	name := fynetheme.ColorNameForeground
	switch r.t.c.importance {
	case widget.WarningImportance:
		name = fynetheme.ColorNameWarning
	case widget.HighImportance:
		name = fynetheme.ColorNamePrimary
	case widget.DangerImportance:
		name = fynetheme.ColorNameError
	case widget.SuccessImportance:
		name = fynetheme.ColorNameSuccess
	case widget.LowImportance:
		name = fynetheme.ColorNameDisabled
	}
	r.text.Color = th.Color(name, v)
	r.text.TextSize = th.Size(fynetheme.SizeNameText)
	if r.bg != nil {
		r.bg.FillColor = th.Color(fynetheme.ColorNameButton, v)
		r.bg.CornerRadius = th.Size(fynetheme.SizeNameInputRadius)
		r.bg.Refresh()
	}
	r.fit()
}

func (r *cellRenderer) Objects() []fyne.CanvasObject {
	if r.bg != nil {
		return []fyne.CanvasObject{r.bg, r.text}
	}
	return []fyne.CanvasObject{r.text}
}
func (r *cellRenderer) Destroy() {}

// headerCell is a column's heading: bold text on the buttons' colour, as
// low as a cell (a Fyne button would make every row as tall as itself);
// a tap sorts by the column where the screen allows it.
type headerCell struct {
	cellText
	onTap func()
}

func newHeaderCell() *headerCell {
	h := &headerCell{}
	h.ExtendBaseWidget(h)
	return h
}

// set shows the heading text, tapped calling onTap.
func (h *headerCell) set(text string, onTap func()) {
	h.onTap = onTap
	h.cellText.set(cell{text: text})
}

// Tapped sorts by the column.
func (h *headerCell) Tapped(*fyne.PointEvent) {
	if h.onTap != nil {
		h.onTap()
	}
}

func (h *headerCell) CreateRenderer() fyne.WidgetRenderer {
	r := &cellRenderer{t: &h.cellText, text: canvas.NewText("", color.Black), bg: canvas.NewRectangle(color.Transparent)}
	r.text.TextStyle = fyne.TextStyle{Bold: true}
	r.text.Alignment = fyne.TextAlignCenter
	r.Refresh()
	return r
}
