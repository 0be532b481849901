package ui

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

// drawnTexts is the text drawn under o that lies inside o's visible area
// (what the renderer really shows, not the table's model).
func drawnTexts(o fyne.CanvasObject) []string {
	var out []string
	size := o.Size()
	var walk func(x fyne.CanvasObject, at fyne.Position)
	walk = func(x fyne.CanvasObject, at fyne.Position) {
		if !x.Visible() {
			return
		}
		at = at.Add(x.Position())
		switch v := x.(type) {
		case *canvas.Text:
			if v.Text != "" && at.Y >= 0 && at.Y < size.Height && at.X >= 0 && at.X < size.Width {
				out = append(out, v.Text)
			}
			return
		case *container.Scroll:
			// The content is drawn at minus the scroll's offset.
			walk(v.Content, at.Subtract(v.Content.Position()).Subtract(v.Offset))
			return
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c, at)
			}
			return
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c, at)
			}
		}
	}
	for _, c := range test.WidgetRenderer(o.(fyne.Widget)).Objects() {
		walk(c, fyne.Position{})
	}
	return out
}

// TestTableRowsDrawnAfterScrollAndResize: scrolled down, then made large
// enough for every row, the table draws every row (Fyne's scroll puts its
// offset back to the top without telling the table; the rows at the top
// used to stay blank).
func TestTableRowsDrawnAfterScrollAndResize(t *testing.T) {
	test.NewTempApp(t)
	d := newDataTable([]string{"Table", "Name"}, []float32{80, 160})
	d.setShares([]float32{0, 1})
	var rows [][]cell
	for i := 1; i <= 30; i++ {
		rows = append(rows, []cell{{text: fmt.Sprintf("T%d", i)}, {text: fmt.Sprintf("N%d", i)}})
	}
	d.setRows(rows)
	w := test.NewWindow(d.table)
	defer w.Close()
	w.Resize(fyne.NewSize(500, 300))
	d.table.ScrollToBottom()
	if got := drawnTexts(d.table); slices.Contains(got, "T1") || !slices.Contains(got, "T30") {
		t.Fatalf("scrolled to the bottom, drawn %v", got)
	}
	w.Resize(fyne.NewSize(900, 1600)) // every row fits
	got := drawnTexts(d.table)
	for i := 1; i <= 30; i++ {
		for _, want := range []string{fmt.Sprintf("T%d", i), fmt.Sprintf("N%d", i)} {
			if !slices.Contains(got, want) {
				t.Errorf("after enlarging, %s is not drawn", want)
			}
		}
	}
	// The name column took the width the window gained.
	if wide := d.table.Size().Width; wide < 880 {
		t.Fatalf("table %v wide in a 900 window", wide)
	}
	// Scrolled down a long round, then shown a short one: drawn from the top.
	w.Resize(fyne.NewSize(500, 300))
	d.table.ScrollToBottom()
	d.setRows(rows[:4])
	got = drawnTexts(d.table)
	for i := 1; i <= 4; i++ {
		if !slices.Contains(got, fmt.Sprintf("T%d", i)) {
			t.Errorf("after fewer rows, T%d is not drawn: %v", i, got)
		}
	}
}

// TestTableFirstColumnWholeBeforeShares: with too little room for every
// growing column, the column named first shows its widest cell whole and
// the others share what is left; with room for all, every column is whole.
func TestTableFirstColumnWholeBeforeShares(t *testing.T) {
	test.NewTempApp(t)
	const result = "White wins by resignation"
	const club = "Beijing Youth Weiqi Club of the Haidian District"
	d := newDataTable([]string{"No.", "Club", "Result"}, []float32{40, 60, 60})
	d.setShares([]float32{0, 3, 1})
	d.setRows([][]cell{{{text: "1"}, {text: club}, {text: result}}})
	d.setFirst(2)
	whole := func(col int, text string) bool { return d.applied[col] >= textWidth(text)-0.5 }

	narrow := d.contentWidth() + fyne.MeasureText(result, 14, fyne.TextStyle{}).Width // room for the result, not the club
	d.fitColumns(narrow)
	if !whole(2, result) {
		t.Errorf("narrow: the result column is %.0f wide, %q needs %.0f", d.applied[2], result, textWidth(result))
	}
	if whole(1, club) {
		t.Errorf("narrow: the club column is whole (%.0f), the test's room is too large", d.applied[1])
	}
	if d.applied[1] < d.base[1] {
		t.Errorf("narrow: the club column (%.0f) is below its least width %.0f", d.applied[1], d.base[1])
	}

	d.fitColumns(2000)
	if !whole(1, club) || !whole(2, result) {
		t.Errorf("wide: club %.0f, result %.0f: both should be whole", d.applied[1], d.applied[2])
	}
}

// TestTableRowReplacedRefits: a row replaced on its own (one result
// entered) that needs a growing column wider gets it, as a whole new set
// of rows would.
func TestTableRowReplacedRefits(t *testing.T) {
	test.NewTempApp(t)
	const long = "White wins by resignation"
	d := newDataTable([]string{"No.", "Result"}, []float32{40, 60})
	d.setShares([]float32{0, 1})
	d.setRows([][]cell{{{text: "1"}, {text: "—"}}, {{text: "2"}, {text: "—"}}})
	w := test.NewWindow(d.table)
	defer w.Close()
	w.Resize(fyne.NewSize(800, 300))
	d.fitColumns(d.contentWidth() + 400) // room enough, shared by one column
	d.shares = []float32{0, 0.001}       // what is left over goes nowhere worth noting
	d.setRow(1, []cell{{text: "2"}, {text: long}})
	if d.applied[1] < textWidth(long) {
		t.Errorf("after one row changed the result column is %.0f wide; %q needs %.0f", d.applied[1], long, textWidth(long))
	}
}
