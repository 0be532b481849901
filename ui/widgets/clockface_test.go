package widgets

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
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
// flag above an announcement due, that above a running clock.
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
		f := NewClockFace("黑方", true)
		f.Running, f.Flash, f.Lost = tt.running, tt.flash, tt.lost
		f.Refresh()
		bg := test.WidgetRenderer(f).Objects()[0].(*canvas.Rectangle)
		if bg.FillColor != tt.want {
			t.Errorf("%s: colour %v, want %v", tt.name, bg.FillColor, tt.want)
		}
	}
}

// TestClockFaceTexts: the title, the time and the byo-yomi line appear, in
// that order from the top, inside the face, and follow a refresh.
func TestClockFaceTexts(t *testing.T) {
	faceApp(t)
	for _, big := range []bool{true, false} {
		f := NewClockFace("黑方 / Black", big)
		f.Time, f.Detail = "0:54:59", "保留 4 分"
		size := fyne.NewSize(320, 240)
		if !big {
			size = fyne.NewSize(180, 60)
		}
		f.Resize(size)
		f.Refresh()
		objs := test.WidgetRenderer(f).Objects()
		title, clock, detail := objs[1].(*canvas.Text), objs[2].(*canvas.Text), objs[3].(*canvas.Text)
		if title.Text != "黑方 / Black" || clock.Text != "0:54:59" || detail.Text != "保留 4 分" {
			t.Errorf("big %v: texts %q %q %q", big, title.Text, clock.Text, detail.Text)
		}
		if !(title.Position().Y < clock.Position().Y && clock.Position().Y < detail.Position().Y) {
			t.Errorf("big %v: title at %v, time at %v, detail at %v: not top to bottom", big, title.Position().Y, clock.Position().Y, detail.Position().Y)
		}
		for _, text := range []*canvas.Text{title, clock, detail} {
			if text.Position().Y < 0 || text.Position().Y+text.Size().Height > size.Height+0.5 {
				t.Errorf("big %v: %q from %v to %v, outside the face's %v", big, text.Text, text.Position().Y, text.Position().Y+text.Size().Height, size.Height)
			}
		}
		f.Time = "读秒 35"
		f.Refresh()
		if clock.Text != "读秒 35" {
			t.Errorf("big %v: after a refresh the time reads %q", big, clock.Text)
		}
	}
}

// TestClockFaceMinSize: a big face fills a screen, a small one a row of
// the arbiter's panel.
func TestClockFaceMinSize(t *testing.T) {
	faceApp(t)
	if got := NewClockFace("", true).MinSize(); got != fyne.NewSize(280, 220) {
		t.Errorf("big face: %v", got)
	}
	if got := NewClockFace("", false).MinSize(); got != fyne.NewSize(150, 56) {
		t.Errorf("small face: %v", got)
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
