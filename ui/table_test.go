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
