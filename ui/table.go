package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/sheet"
)

// fillGroups puts the file's groups in a select; when the selection does
// not change, unchanged runs (a new selection runs the select's OnChanged).
func (a *App) fillGroups(sel *widget.Select, unchanged func()) {
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

// resultText shows a result in the user's language: 黑中盘胜 in Chinese,
// B+R in English (sheet.ResultText, as on the printed sheets).
func resultText(r tournament.Result) string { return sheet.ResultText(r, tr) }

// cell is one cell of a data table: its text and how to show it.
type cell struct {
	text       string
	importance widget.Importance
}

// dataTable is a table with a header row of buttons (tap to sort) over rows
// the screen computes; it builds its cell widgets once and only fills them.
type dataTable struct {
	table   *widget.Table
	headers []string
	widths  []float32
	rows    [][]cell
	// onHeader is called with a column when its header is tapped.
	onHeader func(col int)
	// onCell is called when a cell is tapped.
	onCell func(row, col int)
}

func newDataTable(headers []string, widths []float32) *dataTable {
	d := &dataTable{headers: headers, widths: widths}
	d.table = widget.NewTable(
		func() (int, int) { return len(d.rows), len(d.headers) },
		func() fyne.CanvasObject { l := widget.NewLabel(""); l.Truncation = fyne.TextTruncateEllipsis; return l },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			if id.Row < len(d.rows) && id.Col < len(d.rows[id.Row]) {
				c := d.rows[id.Row][id.Col]
				l.Importance = c.importance
				l.SetText(c.text)
			}
		})
	d.table.ShowHeaderRow = true
	d.table.CreateHeader = func() fyne.CanvasObject { return widget.NewButton("", nil) }
	d.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		b := o.(*widget.Button)
		if id.Col >= 0 && id.Col < len(d.headers) {
			b.SetText(d.headers[id.Col])
			col := id.Col
			b.OnTapped = func() {
				if d.onHeader != nil {
					d.onHeader(col)
				}
			}
		}
	}
	d.table.OnSelected = func(id widget.TableCellID) {
		if d.onCell != nil && id.Row >= 0 {
			d.onCell(id.Row, id.Col)
		}
		d.table.UnselectAll()
	}
	for i, w := range widths {
		d.table.SetColumnWidth(i, w)
	}
	return d
}

// setRows shows new rows.
func (d *dataTable) setRows(rows [][]cell) {
	d.rows = rows
	d.table.Refresh()
}

// setHeaders changes the columns (the standings' tiebreaks differ per group).
func (d *dataTable) setHeaders(headers []string, widths []float32) {
	d.headers, d.widths = headers, widths
	for i, w := range widths {
		d.table.SetColumnWidth(i, w)
	}
	d.table.Refresh()
}
