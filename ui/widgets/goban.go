// Package widgets holds the program's custom Fyne widgets.
package widgets

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/weiqi"
)

// Coordinates chooses how the board's edges are labelled.
type Coordinates int

// Coordinate styles: letters A–T without I and numbers 1–19 counted from the
// bottom, as Western and Chinese players read them; or Chinese numerals for
// the rows (一 … 十九).
const (
	CoordLatin Coordinates = iota
	CoordChinese
	CoordNone
)

// GobanState is everything the board shows.
type GobanState struct {
	Width, Height int
	Stones        []weiqi.Color // row by row, Y×Width+X
	Last          weiqi.Point   // the last move's point, or weiqi.Pass
	Numbers       map[weiqi.Point]int
	Dead          map[weiqi.Point]bool
	Owner         []weiqi.Color // territory shading in count mode, or nil
	ToMove        weiqi.Color   // colour of the hover ghost stone; Empty for none
	Coordinates   Coordinates
}

// StateOf copies a board into a state.
func StateOf(b *weiqi.Board) GobanState {
	w, h := b.Size()
	s := GobanState{Width: w, Height: h, Stones: make([]weiqi.Color, w*h), Last: weiqi.Pass}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			s.Stones[y*w+x] = b.At(weiqi.Point{X: x, Y: y})
		}
	}
	return s
}

// Goban is a Go board widget: wood, lines, star points, coordinates, stones
// with the last move marked, optional move numbers, dead stones and territory
// in count mode, and a ghost stone under the mouse.
type Goban struct {
	widget.BaseWidget
	state GobanState
	hover weiqi.Point
	// OnTapped is called with the point tapped.
	OnTapped func(weiqi.Point)
}

// NewGoban returns a 19×19 empty board.
func NewGoban() *Goban {
	g := &Goban{hover: weiqi.Pass}
	g.state = GobanState{Width: 19, Height: 19, Stones: make([]weiqi.Color, 361), Last: weiqi.Pass}
	g.ExtendBaseWidget(g)
	return g
}

// SetState shows a new position.
func (g *Goban) SetState(s GobanState) {
	if len(s.Stones) != s.Width*s.Height {
		return
	}
	g.state = s
	g.Refresh()
}

// State is what the board shows now.
func (g *Goban) State() GobanState { return g.state }

// geometry is where the grid sits in a widget of a given size.
type geometry struct {
	cell   float32
	x0, y0 float32 // the top-left intersection
}

func (g *Goban) geometry(size fyne.Size) geometry {
	w, h := float32(g.state.Width), float32(g.state.Height)
	margin := float32(1.6) // room for the coordinates, in cells
	if g.state.Coordinates == CoordNone {
		margin = 1
	}
	cell := min(size.Width/(w-1+margin*2), size.Height/(h-1+margin*2))
	gridW, gridH := cell*(w-1), cell*(h-1)
	return geometry{cell: cell, x0: (size.Width - gridW) / 2, y0: (size.Height - gridH) / 2}
}

// PointAt returns the intersection nearest to a position inside the widget.
func (g *Goban) PointAt(pos fyne.Position) (weiqi.Point, bool) {
	geo := g.geometry(g.Size())
	if geo.cell <= 0 {
		return weiqi.Pass, false
	}
	x := int((pos.X-geo.x0)/geo.cell + 0.5)
	y := int((pos.Y-geo.y0)/geo.cell + 0.5)
	if pos.X < geo.x0-geo.cell/2 || pos.Y < geo.y0-geo.cell/2 || x >= g.state.Width || y >= g.state.Height {
		return weiqi.Pass, false
	}
	return weiqi.Point{X: x, Y: y}, true
}

// Tapped plays the tapped point through OnTapped.
func (g *Goban) Tapped(ev *fyne.PointEvent) {
	if p, ok := g.PointAt(ev.Position); ok && g.OnTapped != nil {
		g.OnTapped(p)
	}
}

// MouseIn starts showing the ghost stone.
func (g *Goban) MouseIn(ev *desktop.MouseEvent) { g.MouseMoved(ev) }

// MouseMoved moves the ghost stone.
func (g *Goban) MouseMoved(ev *desktop.MouseEvent) {
	p, ok := g.PointAt(ev.Position)
	if !ok {
		p = weiqi.Pass
	}
	if p != g.hover {
		g.hover = p
		g.Refresh()
	}
}

// MouseOut hides the ghost stone.
func (g *Goban) MouseOut() {
	g.hover = weiqi.Pass
	g.Refresh()
}

// MinSize leaves room for a readable board.
func (g *Goban) MinSize() fyne.Size {
	g.ExtendBaseWidget(g)
	return fyne.NewSize(360, 360)
}

// CreateRenderer builds the board's objects once for its size.
func (g *Goban) CreateRenderer() fyne.WidgetRenderer {
	r := &gobanRenderer{g: g}
	r.build()
	return r
}

// Colours of the board.
var (
	woodColor   = color.NRGBA{R: 0xDC, G: 0xB3, B: 0x5C, A: 0xFF}
	lineColor   = color.NRGBA{R: 0x3B, G: 0x2A, B: 0x14, A: 0xFF}
	blackStone  = color.NRGBA{R: 0x14, G: 0x14, B: 0x14, A: 0xFF}
	whiteStone  = color.NRGBA{R: 0xF6, G: 0xF6, B: 0xF2, A: 0xFF}
	lastMark    = color.NRGBA{R: 0xD0, G: 0x20, B: 0x20, A: 0xFF}
	blackArea   = color.NRGBA{R: 0x10, G: 0x10, B: 0x10, A: 0xB0}
	whiteArea   = color.NRGBA{R: 0xFF, G: 0xFF, B: 0xFF, A: 0xD0}
	transparent = color.NRGBA{}
)

type gobanRenderer struct {
	g          *Goban
	w, h       int // the size the objects were built for
	bg         *canvas.Rectangle
	vlines     []*canvas.Line
	hlines     []*canvas.Line
	stars      []*canvas.Circle
	starPts    []weiqi.Point
	colLabels  [2][]*canvas.Text
	rowLabels  [2][]*canvas.Text
	territory  []*canvas.Rectangle
	stones     []*canvas.Circle
	numbers    []*canvas.Text
	last       *canvas.Circle
	ghost      *canvas.Circle
	objects    []fyne.CanvasObject
	laidOutFor fyne.Size
}

// build makes every object for the current board size.
func (r *gobanRenderer) build() {
	s := r.g.state
	r.w, r.h = s.Width, s.Height
	r.bg = canvas.NewRectangle(woodColor)
	r.objects = []fyne.CanvasObject{r.bg}
	r.vlines, r.hlines = nil, nil
	for range r.w {
		l := canvas.NewLine(lineColor)
		r.vlines = append(r.vlines, l)
		r.objects = append(r.objects, l)
	}
	for range r.h {
		l := canvas.NewLine(lineColor)
		r.hlines = append(r.hlines, l)
		r.objects = append(r.objects, l)
	}
	r.stars, r.starPts = nil, nil
	if r.w == r.h {
		r.starPts = weiqi.StarPoints(r.w)
	}
	for range r.starPts {
		c := canvas.NewCircle(lineColor)
		r.stars = append(r.stars, c)
		r.objects = append(r.objects, c)
	}
	for side := range 2 {
		r.colLabels[side], r.rowLabels[side] = nil, nil
		for range r.w {
			t := canvas.NewText("", lineColor)
			t.Alignment = fyne.TextAlignCenter
			r.colLabels[side] = append(r.colLabels[side], t)
			r.objects = append(r.objects, t)
		}
		for range r.h {
			t := canvas.NewText("", lineColor)
			t.Alignment = fyne.TextAlignCenter
			r.rowLabels[side] = append(r.rowLabels[side], t)
			r.objects = append(r.objects, t)
		}
	}
	n := r.w * r.h
	r.territory = make([]*canvas.Rectangle, n)
	r.stones = make([]*canvas.Circle, n)
	r.numbers = make([]*canvas.Text, n)
	for i := range n {
		r.territory[i] = canvas.NewRectangle(transparent)
		r.objects = append(r.objects, r.territory[i])
	}
	for i := range n {
		r.stones[i] = canvas.NewCircle(transparent)
		r.objects = append(r.objects, r.stones[i])
	}
	for i := range n {
		t := canvas.NewText("", transparent)
		t.Alignment = fyne.TextAlignCenter
		t.TextStyle = fyne.TextStyle{Bold: true}
		r.numbers[i] = t
		r.objects = append(r.objects, t)
	}
	r.last = canvas.NewCircle(transparent)
	r.last.StrokeColor = lastMark
	r.ghost = canvas.NewCircle(transparent)
	r.objects = append(r.objects, r.last, r.ghost)
	r.laidOutFor = fyne.Size{}
}

func (r *gobanRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *gobanRenderer) Destroy() {}

func (r *gobanRenderer) MinSize() fyne.Size { return r.g.MinSize() }

// colLetter is the column label: A–Z without I (then AA …).
func colLetter(x int) string {
	letters := "ABCDEFGHJKLMNOPQRSTUVWXYZ"
	if x < len(letters) {
		return string(letters[x])
	}
	return strconv.Itoa(x + 1)
}

var chineseDigits = []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"}

// chineseNumeral writes 1–99 in Chinese numerals: 一, 十, 十九, 二十五.
func chineseNumeral(n int) string {
	switch {
	case n < 10:
		return chineseDigits[n]
	case n == 10:
		return "十"
	case n < 20:
		return "十" + chineseDigits[n-10]
	}
	return chineseDigits[n/10] + "十" + chineseDigits[n%10]
}

// Layout places every object for the widget's size.
func (r *gobanRenderer) Layout(size fyne.Size) {
	s := r.g.state
	if s.Width != r.w || s.Height != r.h {
		return // Refresh rebuilds first
	}
	geo := r.g.geometry(size)
	c := geo.cell
	at := func(x, y int) fyne.Position {
		return fyne.NewPos(geo.x0+float32(x)*c, geo.y0+float32(y)*c)
	}
	r.bg.Move(fyne.NewPos(geo.x0-c*0.8, geo.y0-c*0.8))
	r.bg.Resize(fyne.NewSize(c*float32(r.w-1)+c*1.6, c*float32(r.h-1)+c*1.6))
	if s.Coordinates != CoordNone {
		r.bg.Move(fyne.NewPos(geo.x0-c*1.5, geo.y0-c*1.5))
		r.bg.Resize(fyne.NewSize(c*float32(r.w-1)+c*3, c*float32(r.h-1)+c*3))
	}
	stroke := max(1, c/22)
	for x, l := range r.vlines {
		l.StrokeWidth = stroke
		l.Position1, l.Position2 = at(x, 0), at(x, r.h-1)
	}
	for y, l := range r.hlines {
		l.StrokeWidth = stroke
		l.Position1, l.Position2 = at(0, y), at(r.w-1, y)
	}
	dot := max(3, c/6)
	for i, p := range r.starPts {
		pos := at(p.X, p.Y)
		r.stars[i].Move(pos.SubtractXY(dot/2, dot/2))
		r.stars[i].Resize(fyne.NewSquareSize(dot))
	}
	labelSize := max(8, c*0.42)
	for side := range 2 {
		for x, t := range r.colLabels[side] {
			t.TextSize = labelSize
			t.Hidden = s.Coordinates == CoordNone
			y := geo.y0 - c*1.1
			if side == 1 {
				y = geo.y0 + c*float32(r.h-1) + c*0.45
			}
			t.Move(fyne.NewPos(geo.x0+float32(x)*c-c/2, y))
			t.Resize(fyne.NewSize(c, labelSize*1.3))
		}
		for y, t := range r.rowLabels[side] {
			t.TextSize = labelSize
			t.Hidden = s.Coordinates == CoordNone
			x := geo.x0 - c*1.5
			if side == 1 {
				x = geo.x0 + c*float32(r.w-1) + c*0.5
			}
			t.Move(fyne.NewPos(x, geo.y0+float32(y)*c-labelSize*0.65))
			t.Resize(fyne.NewSize(c, labelSize*1.3))
		}
	}
	stone := c * 0.96
	for i := range r.stones {
		x, y := i%r.w, i/r.w
		pos := at(x, y)
		r.stones[i].Move(pos.SubtractXY(stone/2, stone/2))
		r.stones[i].Resize(fyne.NewSquareSize(stone))
		r.stones[i].StrokeWidth = max(1, c/30)
		sq := c * 0.36
		r.territory[i].Move(pos.SubtractXY(sq/2, sq/2))
		r.territory[i].Resize(fyne.NewSquareSize(sq))
		r.numbers[i].TextSize = c * 0.42
		r.numbers[i].Move(pos.SubtractXY(c/2, c*0.3))
		r.numbers[i].Resize(fyne.NewSize(c, c*0.6))
	}
	mark := c * 0.42
	if s.Last.IsPass() {
		r.last.Hidden = true
	} else {
		r.last.Hidden = false
		r.last.Move(at(s.Last.X, s.Last.Y).SubtractXY(mark/2, mark/2))
		r.last.Resize(fyne.NewSquareSize(mark))
		r.last.StrokeWidth = max(1.5, c/12)
	}
	h := r.g.hover
	r.ghost.Hidden = h.IsPass()
	if !h.IsPass() {
		r.ghost.Move(at(h.X, h.Y).SubtractXY(stone/2, stone/2))
		r.ghost.Resize(fyne.NewSquareSize(stone))
	}
	r.laidOutFor = size
}

// Refresh shows the widget's state: rebuilds the objects when the board size
// changed, else only recolours them.
func (r *gobanRenderer) Refresh() {
	s := r.g.state
	if s.Width != r.w || s.Height != r.h {
		r.build()
	}
	for x := range r.w {
		for side := range 2 {
			r.colLabels[side][x].Text = colLetter(x)
		}
	}
	for y := range r.h {
		label := strconv.Itoa(r.h - y)
		if s.Coordinates == CoordChinese {
			label = chineseNumeral(r.h - y)
		}
		for side := range 2 {
			r.rowLabels[side][y].Text = label
		}
	}
	for i, c := range s.Stones {
		p := weiqi.Point{X: i % r.w, Y: i / r.w}
		st := r.stones[i]
		num := r.numbers[i]
		num.Text = ""
		switch c {
		case weiqi.Black:
			st.FillColor, st.StrokeColor = blackStone, blackStone
			num.Color = whiteStone
		case weiqi.White:
			st.FillColor, st.StrokeColor = whiteStone, color.NRGBA{R: 0x60, G: 0x60, B: 0x60, A: 0xFF}
			num.Color = blackStone
		default:
			st.FillColor, st.StrokeColor = transparent, transparent
		}
		if s.Dead[p] && c != weiqi.Empty {
			// A dead stone is drawn faint, its point shaded as the opponent's.
			f := st.FillColor.(color.NRGBA)
			f.A = 0x60
			st.FillColor = f
		}
		if n, ok := s.Numbers[p]; ok && c != weiqi.Empty {
			num.Text = strconv.Itoa(n)
		}
		terr := transparent
		if s.Owner != nil && (c == weiqi.Empty || s.Dead[p]) {
			switch s.Owner[i] {
			case weiqi.Black:
				terr = blackArea
			case weiqi.White:
				terr = whiteArea
			}
		}
		r.territory[i].FillColor = terr
	}
	r.last.FillColor = transparent
	r.last.Hidden = s.Last.IsPass() || s.Numbers != nil
	h := r.g.hover
	ghost := transparent
	if !h.IsPass() && h.X < r.w && h.Y < r.h && s.Stones[h.Y*r.w+h.X] == weiqi.Empty {
		switch s.ToMove {
		case weiqi.Black:
			ghost = color.NRGBA{R: 0x14, G: 0x14, B: 0x14, A: 0x70}
		case weiqi.White:
			ghost = color.NRGBA{R: 0xFF, G: 0xFF, B: 0xFF, A: 0x90}
		}
	}
	r.ghost.FillColor = ghost
	r.Layout(r.g.Size())
	if s.Numbers != nil {
		r.last.Hidden = true
	}
	canvas.Refresh(r.g)
}

// Geometry is where the grid sits in the widget now: the size of a cell and
// the position of the top-left intersection.
type Geometry struct{ Cell, X0, Y0 float32 }

// Geometry reports the current grid placement (for tests and overlays).
func (g *Goban) Geometry() Geometry {
	geo := g.geometry(g.Size())
	return Geometry{Cell: geo.cell, X0: geo.x0, Y0: geo.y0}
}
