package widgets

import (
	"fmt"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/weiqi"
)

func TestGobanPointAt(t *testing.T) {
	test.NewTempApp(t)
	g := NewGoban()
	g.Resize(fyne.NewSize(424, 424))
	// 18 cells between the outer lines and 1.6 cells of margin each side for
	// the coordinates: 424 / 21.2 = 20 units a cell, the first line at 32.
	geo := g.Geometry()
	if math.Abs(float64(geo.Cell-20)) > 1e-3 || math.Abs(float64(geo.X0-32)) > 1e-3 || math.Abs(float64(geo.Y0-32)) > 1e-3 {
		t.Fatalf("geometry %+v; want cell 20 at (32, 32)", geo)
	}
	tests := []struct {
		x, y float32
		want weiqi.Point
		ok   bool
	}{
		{32, 32, weiqi.Point{X: 0, Y: 0}, true},     // the top-left corner
		{392, 392, weiqi.Point{X: 18, Y: 18}, true}, // the bottom-right corner
		{32 + 3*20, 32 + 15*20, weiqi.Point{X: 3, Y: 15}, true},
		{32 + 3*20 + 9, 32 + 15*20 - 9, weiqi.Point{X: 3, Y: 15}, true}, // nearer this point than the next
		{32 + 3*20 + 11, 32 + 15*20 - 11, weiqi.Point{X: 4, Y: 14}, true},
		{21, 100, weiqi.Point{}, false},  // in the coordinates' margin, more than half a cell out
		{100, 403, weiqi.Point{}, false}, // below the last line by more than half a cell
		{401, 100, weiqi.Point{X: 18, Y: 3}, true},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.x), func(t *testing.T) {
			got, ok := g.PointAt(fyne.NewPos(tt.x, tt.y))
			if ok != tt.ok || (ok && got != tt.want) {
				t.Errorf("PointAt(%v, %v) = %v, %v; want %v, %v", tt.x, tt.y, got, ok, tt.want, tt.ok)
			}
		})
	}
	var tapped []weiqi.Point
	g.OnTapped = func(p weiqi.Point) { tapped = append(tapped, p) }
	test.TapAt(g, fyne.NewPos(32+20*9, 32+20*9))
	test.TapAt(g, fyne.NewPos(2, 2))
	if len(tapped) != 1 || tapped[0] != (weiqi.Point{X: 9, Y: 9}) {
		t.Errorf("taps played %v; want only tengen (9, 9)", tapped)
	}
}

func TestGobanRefusesAStateOfTheWrongSize(t *testing.T) {
	test.NewTempApp(t)
	g := NewGoban()
	g.SetState(GobanState{Width: 9, Height: 9, Stones: make([]weiqi.Color, 80)})
	if s := g.State(); s.Width != 19 {
		t.Errorf("a 9×9 state with 80 points was taken: %d×%d", s.Width, s.Height)
	}
	g.SetState(GobanState{Width: 9, Height: 9, Stones: make([]weiqi.Color, 81)})
	if s := g.State(); s.Width != 9 || s.Height != 9 {
		t.Errorf("a 9×9 state was refused: %d×%d", s.Width, s.Height)
	}
}

func TestCoordinateLabels(t *testing.T) {
	letters := map[int]string{0: "A", 7: "H", 8: "J", 18: "T", 24: "Z", 25: "26"}
	for x, want := range letters {
		if got := colLetter(x); got != want {
			t.Errorf("colLetter(%d) = %q; want %q", x, got, want)
		}
	}
	numerals := map[int]string{1: "一", 9: "九", 10: "十", 13: "十三", 19: "十九", 20: "二十", 25: "二十五"}
	for n, want := range numerals {
		if got := chineseNumeral(n); got != want {
			t.Errorf("chineseNumeral(%d) = %q; want %q", n, got, want)
		}
	}
}
