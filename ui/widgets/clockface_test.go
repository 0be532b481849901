package widgets

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/ui/theme"
)

// TestClockFaceLinesNeverOverlap lays faces out at the sizes the game clock
// and the arbiter's panel give them, with long names, in reading and not:
// no two lines overlap and every line stays inside the face.
func TestClockFaceLinesNeverOverlap(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.New())
	tests := []struct {
		name                string
		big                 bool
		size                fyne.Size
		title, time, detail string
	}{
		{"panel row, basic time", false, fyne.NewSize(200, 56), "黑 · 覃芷若", "1:00:00", "保留5分"},
		{"panel row, reading", false, fyne.NewSize(200, 56), "黑 · 覃芷若", "读秒 25", "保留1分"},
		{"panel row, long English name", false, fyne.NewSize(180, 52), "White · Alexander Dinerchtein", "reading 25", "1 reserved minutes"},
		{"panel row, wide", false, fyne.NewSize(560, 60), "白 · 欧阳诸葛明", "0:59:59", "3次 × 30秒"},
		{"game clock, netbook", true, fyne.NewSize(300, 260), "黑 · 覃芷若", "读秒 25", "保留1分"},
		{"game clock, long name", true, fyne.NewSize(280, 200), "White · Alexander Dinerchtein-Smith", "reading 25", "1 reserved minutes"},
		{"game clock, full HD", true, fyne.NewSize(900, 800), "白 · 张三", "1:00:00", "保留5分"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := NewClockFace(tt.title, tt.big)
			f.Time, f.Detail = tt.time, tt.detail
			f.Resize(tt.size)
			f.Refresh()
			r := test.WidgetRenderer(f).(*clockFaceRenderer)
			lines := []*canvas.Text{r.title, r.time, r.detail}
			for i, a := range lines {
				if a.Text == "" {
					t.Errorf("line %d is empty", i)
				}
				if w := a.MinSize().Width; a.Position().X < 0 || a.Position().X+w > tt.size.Width+0.5 {
					t.Errorf("%q (width %.0f at x %.0f) leaves the face of width %.0f", a.Text, w, a.Position().X, tt.size.Width)
				}
				if a.Position().Y < 0 || a.Position().Y+a.MinSize().Height > tt.size.Height+0.5 {
					t.Errorf("%q leaves the face vertically", a.Text)
				}
				for _, b := range lines[i+1:] {
					if overlap(drawn(a), drawn(b)) {
						t.Errorf("%q %v overlaps %q %v", a.Text, drawn(a), b.Text, drawn(b))
					}
				}
			}
			if !strings.Contains(r.time.Text, strings.Fields(tt.time)[len(strings.Fields(tt.time))-1]) {
				t.Errorf("time %q cut to %q", tt.time, r.time.Text)
			}
		})
	}
}

// drawn is the rectangle a text's glyphs cover, from its alignment.
func drawn(t *canvas.Text) [4]float32 {
	w, h := t.MinSize().Width, t.MinSize().Height
	x := t.Position().X
	switch t.Alignment {
	case fyne.TextAlignCenter:
		x += (t.Size().Width - w) / 2
	case fyne.TextAlignTrailing:
		x += t.Size().Width - w
	}
	return [4]float32{x, t.Position().Y, x + w, t.Position().Y + h}
}

func overlap(a, b [4]float32) bool {
	return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}
