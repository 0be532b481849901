package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// ClockFace is one player's face of a game clock: the player, the time in
// large figures and the byo-yomi state. It lights up while its player
// thinks and flashes when an announcement is due. Tapping it presses it.
//
// A big face stacks the three lines; a small one (a row of the arbiter's
// panel) puts the time on the right and the player over the byo-yomi state
// on the left. Either way the lines never overlap: the time shrinks to fit,
// and the player and the state are cut with an ellipsis when too long.
type ClockFace struct {
	widget.BaseWidget
	Title    string // "黑 · 张三"
	Time     string // "0:54:59" or "读秒 35"
	Detail   string // "保留4分" …
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

// fitSize is the largest text size, at most most, at which text fits in
// width w.
func fitSize(text string, most, w float32, style fyne.TextStyle) float32 {
	if text == "" || most <= 0 {
		return max(most, 1)
	}
	if tw := fyne.MeasureText(text, most, style).Width; tw > w {
		return max(most*w/tw*0.98, 1)
	}
	return most
}

// Cut shortens text with an ellipsis until it fits in width w at the
// given size and style; "" when not even one character does.
func Cut(text string, size, w float32, style fyne.TextStyle) string {
	if fyne.MeasureText(text, size, style).Width <= w {
		return text
	}
	r := []rune(text)
	lo, hi := 0, len(r) // the longest prefix that fits lies in [lo, hi)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if fyne.MeasureText(string(r[:mid])+"…", size, style).Width <= w {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	if lo == 0 {
		return ""
	}
	return string(r[:lo]) + "…"
}

// place sets a text's size, cuts it to width w and puts it at x, y.
func place(t *canvas.Text, full string, size, x, y, w float32) {
	t.TextSize = size
	t.Text = Cut(full, size, w, t.TextStyle)
	t.Move(fyne.NewPos(x, y))
	t.Resize(fyne.NewSize(w, t.MinSize().Height))
}

func (r *clockFaceRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	if r.f.big {
		r.layoutBig(size)
	} else {
		r.layoutRow(size)
	}
}

// layoutBig stacks the player, the time and the state.
func (r *clockFaceRenderer) layoutBig(size fyne.Size) {
	pad := max(6, size.Height*0.04)
	w := size.Width - 2*pad
	for _, t := range []*canvas.Text{r.title, r.time, r.detail} {
		t.Alignment = fyne.TextAlignCenter
	}
	place(r.title, r.f.Title, min(max(14, size.Height/12), 44), pad, pad, w)
	ds := min(max(12, size.Height/16), 34)
	dh := fyne.MeasureText("0", ds, r.detail.TextStyle).Height
	place(r.detail, r.f.Detail, ds, pad, size.Height-pad-dh, w)
	top := pad + r.title.Size().Height + pad
	room := size.Height - pad - dh - pad - top // the height left for the time
	ts := fitSize(r.f.Time, max(room/1.3, 1), w, r.time.TextStyle)
	th := fyne.MeasureText("0", ts, r.time.TextStyle).Height
	place(r.time, r.f.Time, ts, pad, top+max(0, (room-th)/2), w)
}

// layoutRow puts the time on the right, the player and the state on the left.
func (r *clockFaceRenderer) layoutRow(size fyne.Size) {
	pad := float32(6)
	r.title.Alignment, r.detail.Alignment = fyne.TextAlignLeading, fyne.TextAlignLeading
	r.time.Alignment = fyne.TextAlignTrailing
	inner := size.Width - 3*pad
	ts := fitSize(r.f.Time, min(size.Height*0.45, 30), inner*0.55, r.time.TextStyle)
	tw := min(fyne.MeasureText(r.f.Time, ts, r.time.TextStyle).Width+2, inner*0.55)
	th := fyne.MeasureText("0", ts, r.time.TextStyle).Height
	place(r.time, r.f.Time, ts, size.Width-pad-tw, (size.Height-th)/2, tw)
	lw := max(inner-tw, 0)
	ls := min(max(11, size.Height*0.24), 16)
	lh := fyne.MeasureText("0", ls, r.title.TextStyle).Height
	gap := max(0, (size.Height-2*lh)/3)
	place(r.title, r.f.Title, ls, pad, gap, lw)
	place(r.detail, r.f.Detail, ls, pad, gap+lh+gap, lw)
}

func (r *clockFaceRenderer) MinSize() fyne.Size {
	if r.f.big {
		return fyne.NewSize(280, 200)
	}
	return fyne.NewSize(180, 52)
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
	r.Layout(f.Size())
	canvas.Refresh(f)
}

func (r *clockFaceRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.title, r.time, r.detail}
}

func (r *clockFaceRenderer) Destroy() {}
