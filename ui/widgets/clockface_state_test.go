package widgets

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/ui/theme"
)

// faceApp is a test app with the program's theme, whose bundled font has
// the bold monospace figures the face's time is set in (the test theme
// has none).
func faceApp(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(theme.New())
}

// TestClockFaceColour: the face shows its state by its colour, a lost
// flag above an announcement due, that above a running clock; a refresh
// follows a change. (The layout of its lines is tested apart.)
func TestClockFaceColour(t *testing.T) {
	faceApp(t)
	tests := []struct {
		name                 string
		running, flash, lost bool
		want                 color.Color
	}{
		{"idle", false, false, false, faceIdle},
		{"running", true, false, false, faceRunning},
		{"announcement due", true, true, false, faceFlash},
		{"flashing while stopped", false, true, false, faceFlash},
		{"lost", true, true, true, faceLost},
		{"lost, stopped", false, false, true, faceLost},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := NewClockFace("黑方", true)
			bg := test.WidgetRenderer(f).(*clockFaceRenderer).bg
			f.Running, f.Flash, f.Lost = tt.running, tt.flash, tt.lost
			f.Refresh()
			if bg.FillColor != tt.want {
				t.Errorf("%s: colour %v, want %v", tt.name, bg.FillColor, tt.want)
			}
		})
	}
}

// TestClockFaceTap: tapping the face presses it; a face nobody listens to
// may be tapped too.
func TestClockFaceTap(t *testing.T) {
	faceApp(t)
	f := NewClockFace("白方", false)
	f.Resize(fyne.NewSize(180, 60))
	test.Tap(f)
	presses := 0
	f.OnTapped = func() { presses++ }
	test.Tap(f)
	test.Tap(f)
	if presses != 2 {
		t.Errorf("%d presses, want 2", presses)
	}
}
