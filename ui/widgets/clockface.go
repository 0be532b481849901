package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// ClockFace is one player's face of a game clock: the player, the time in
// large figures and the byo-yomi state below. It lights up while its player
// thinks and flashes when an announcement is due. Tapping it presses it.
type ClockFace struct {
	widget.BaseWidget
	Title    string // "黑方 / Black"
	Time     string // "0:54:59" or "读秒 35"
	Detail   string // "保留 4 分" …
	Running  bool
	Flash    bool
	Lost     bool
	OnTapped func()
	big      bool
}

// NewClockFace returns a face; big faces fill a screen, small ones a row of
// the arbiter's panel.
func NewClockFace(title string, big bool) *ClockFace {
	f := &ClockFace{Title: title, big: big}
	f.ExtendBaseWidget(f)
	return f
}

// Tapped presses the face.
func (f *ClockFace) Tapped(*fyne.PointEvent) {
	if f.OnTapped != nil {
		f.OnTapped()
	}
}

// CreateRenderer builds the face's objects once.
func (f *ClockFace) CreateRenderer() fyne.WidgetRenderer {
	r := &clockFaceRenderer{f: f,
		bg:     canvas.NewRectangle(color.NRGBA{}),
		title:  canvas.NewText("", color.White),
		time:   canvas.NewText("", color.White),
		detail: canvas.NewText("", color.White),
	}
	r.bg.CornerRadius = 10
	for _, t := range []*canvas.Text{r.title, r.time, r.detail} {
		t.Alignment = fyne.TextAlignCenter
	}
	r.time.TextStyle = fyne.TextStyle{Bold: true, Monospace: true}
	r.Refresh()
	return r
}

type clockFaceRenderer struct {
	f                   *ClockFace
	bg                  *canvas.Rectangle
	title, time, detail *canvas.Text
}

var (
	faceIdle    = color.NRGBA{R: 0x30, G: 0x33, B: 0x38, A: 0xFF}
	faceRunning = color.NRGBA{R: 0x1F, G: 0x6F, B: 0x3F, A: 0xFF}
	faceFlash   = color.NRGBA{R: 0xC8, G: 0x8A, B: 0x10, A: 0xFF}
	faceLost    = color.NRGBA{R: 0xA0, G: 0x20, B: 0x20, A: 0xFF}
)

func (r *clockFaceRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	scale := size.Height / 10
	if !r.f.big {
		scale = size.Height / 4
	}
	r.time.TextSize = min(scale*3.2, size.Width/6)
	r.title.TextSize = max(12, scale*0.9)
	r.detail.TextSize = max(11, scale*0.8)
	if !r.f.big {
		r.time.TextSize = min(size.Height*0.5, size.Width/5)
		r.title.TextSize, r.detail.TextSize = size.Height*0.22, size.Height*0.2
	}
	th := r.time.MinSize().Height
	r.title.Move(fyne.NewPos(0, size.Height*0.06))
	r.title.Resize(fyne.NewSize(size.Width, r.title.MinSize().Height))
	r.time.Move(fyne.NewPos(0, (size.Height-th)/2))
	r.time.Resize(fyne.NewSize(size.Width, th))
	r.detail.Move(fyne.NewPos(0, size.Height-r.detail.MinSize().Height-size.Height*0.06))
	r.detail.Resize(fyne.NewSize(size.Width, r.detail.MinSize().Height))
}

func (r *clockFaceRenderer) MinSize() fyne.Size {
	if r.f.big {
		return fyne.NewSize(280, 220)
	}
	return fyne.NewSize(150, 56)
}

func (r *clockFaceRenderer) Refresh() {
	f := r.f
	switch {
	case f.Lost:
		r.bg.FillColor = faceLost
	case f.Flash:
		r.bg.FillColor = faceFlash
	case f.Running:
		r.bg.FillColor = faceRunning
	default:
		r.bg.FillColor = faceIdle
	}
	r.title.Text, r.time.Text, r.detail.Text = f.Title, f.Time, f.Detail
	r.Layout(f.Size())
	canvas.Refresh(f)
}

func (r *clockFaceRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.title, r.time, r.detail}
}

func (r *clockFaceRenderer) Destroy() {}
