// Package pdf prints the report sheets (pairings, standings, crosstable) as
// PDF files for the system viewer to print: the bundled Chinese font is
// embedded, the header row repeats on every page, and a name too long for
// its column is set smaller rather than cut or wrapped.
package pdf

import (
	"fmt"
	"slices"

	"github.com/signintech/gopdf"

	"weiqi-arbiter/reports/sheet"
)

// Paper is the page size.
type Paper int

// Page sizes; A4 is the default.
const (
	A4 Paper = iota
	Letter
)

const (
	margin    = 36.0 // points (half an inch)
	textSize  = 10.0
	minSize   = 5.0
	titleSize = 14.0
	rowHeight = 16.0
	padding   = 3.0
	fontName  = "wqy"
)

// Write prints the tables to path, each starting on a new page; a table
// wider than eight columns is printed landscape.
func Write(path string, paper Paper, tables ...sheet.Table) error {
	return writePages(path, paper, func(doc *canvas, size gopdf.Rect) error {
		for _, t := range tables {
			page := size
			landscape := gopdf.Rect{W: size.H, H: size.W}
			switch {
			case t.Flow:
				// The way round whose type is larger (portrait when equal).
				lp, _, _, err := flow(doc, size, t)
				if err != nil {
					return err
				}
				ll, _, _, err := flow(doc, landscape, t)
				if err != nil {
					return err
				}
				if ll.size > lp.size {
					page = landscape
				}
			case len(t.Headers) > 8:
				page = landscape
			}
			if err := table(doc, page, t); err != nil {
				return fmt.Errorf("table %q: %w", t.Title, err)
			}
		}
		return nil
	})
}

// layout is the type and spacing a table is printed in.
type layout struct {
	size, row, title, pad float64
	minor                 map[int]bool // columns set at minorScale of size
}

// minorScale is the size of a wall sheet's minor columns against the rest.
const minorScale = 0.7

// cellSize is the size of column c's text.
func (l layout) cellSize(c int) float64 {
	if l.minor[c] {
		return l.size * minorScale
	}
	return l.size
}

// desk is the layout of the sheets read at the desk.
var desk = layout{size: textSize, row: rowHeight, title: titleSize, pad: padding}

// Bounds of a wall sheet's type: a child reads 14 pt at a metre; above 28 pt
// a round of a few tables would print on a page of mostly white.
const (
	wallMin = 14.0
	wallMax = 28.0
	// wallColumn is the widest a column of a wall sheet is made, at textSize.
	wallColumn = 8 * textSize
)

// wall chooses the layout of a wall sheet: the largest type, between wallMin
// and wallMax, at which the rows fit the page's height (so a round fits one
// page while it can) and the columns its width.
func wall(doc *canvas, page gopdf.Rect, t sheet.Table) (layout, []float64, error) {
	natural, total, err := wallWidths(doc, t)
	if err != nil {
		return layout{}, nil, err
	}
	availW, availH := page.W-2*margin, page.H-2*margin
	const rowFactor, titleFactor = 1.5, 1.3
	size := availH / (float64(len(t.Rows)+1)*rowFactor + titleFactor*1.4)
	size = max(wallMin, min(wallMax, size))
	size = min(size, textSize*availW/max(total, 1))
	l := layout{size: size, row: size * rowFactor, title: max(size*titleFactor, titleSize), pad: size * 0.25, minor: t.Minor}
	widths := make([]float64, len(natural))
	for c, w := range natural {
		widths[c] = w * availW / max(total, 1) // at this size the columns fill the width
	}
	return l, widths, nil
}

// wallWidths gives each column of a wall sheet its width at textSize: that
// of its header, or of nine in ten of its cells if wider, at most wallColumn
// (eight Chinese characters), so that a few long club names do not make the
// whole sheet small: those cells are set smaller instead. A minor column's
// is at minorScale. It returns the widths and their sum.
func wallWidths(doc *canvas, t sheet.Table) ([]float64, float64, error) {
	if err := doc.SetFont(fontName, "", textSize); err != nil {
		return nil, 0, err
	}
	widths := make([]float64, len(t.Headers))
	total := 0.0
	for c, h := range t.Headers {
		hw, err := doc.MeasureTextWidth(h)
		if err != nil {
			return nil, 0, err
		}
		var cells []float64
		for _, r := range t.Rows {
			if c < len(r) {
				w, err := doc.MeasureTextWidth(r[c])
				if err != nil {
					return nil, 0, err
				}
				cells = append(cells, w)
			}
		}
		slices.Sort(cells)
		w := 0.0
		if len(cells) > 0 {
			w = min(max(cells[(len(cells)-1)*9/10], cells[len(cells)-1]/2), wallColumn)
		}
		w = max(w, hw)
		widths[c] = w + 2*padding
		if t.Minor[c] {
			widths[c] *= minorScale
		}
		total += widths[c]
	}
	return widths, total, nil
}

// Flowed lists (the find-your-table list): the gap between their blocks,
// and the type they take when the list is too long for one page at
// wallMin or more.
const (
	flowGap  = 18.0
	flowLong = 16.0
)

// flow chooses the layout of a flowed wall sheet, whose rows run down
// blocks of columns side by side, as many blocks as the page's width
// holds: the largest type, between wallMin and wallMax, at which every row
// fits one page; flowLong when none does. It returns the layout, the
// column widths of a block (filling the page's width) and the number of
// blocks.
func flow(doc *canvas, page gopdf.Rect, t sheet.Table) (layout, []float64, int, error) {
	natural, total, err := wallWidths(doc, t)
	if err != nil {
		return layout{}, nil, 0, err
	}
	availW, availH := page.W-2*margin, page.H-2*margin
	const rowFactor, titleFactor = 1.35, 1.3 // a list's lines closer than a sheet's rows
	at := func(size float64) (layout, int, int) {
		l := layout{size: size, row: size * rowFactor, title: max(size*titleFactor, titleSize), pad: size * 0.25, minor: t.Minor}
		blocks := int((availW + flowGap) / (total*size/textSize + flowGap))
		rows := int((availH-l.title*1.3)/l.row) - 1 // the header row
		return l, blocks, rows
	}
	l, blocks, _ := at(flowLong)
	for size := wallMax; size >= wallMin; size-- {
		if sl, b, rows := at(size); b >= 1 && b*rows >= len(t.Rows) {
			l, blocks = sl, b
			break
		}
	}
	if blocks < 1 { // a column too wide for the page even so: one block, set smaller
		l, _, _ = at(wallMin)
		blocks = 1
	}
	blocks = min(blocks, max(1, len(t.Rows))) // no empty blocks for a short list
	blockW := (availW - float64(blocks-1)*flowGap) / float64(blocks)
	widths := make([]float64, len(natural))
	for c, w := range natural {
		widths[c] = w * blockW / max(total, 1)
	}
	return l, widths, blocks, nil
}

// qrCorner is the size of the QR code in a page's corner, in points.
const qrCorner = 56.0

// table lays out one table over as many pages as it needs; a flowed one
// runs down its blocks side by side, each headed by the header row.
func table(doc *canvas, page gopdf.Rect, t sheet.Table) error {
	l := desk
	var widths []float64
	blocks := 1
	var err error
	switch {
	case t.Flow:
		l, widths, blocks, err = flow(doc, page, t)
	case t.Wall:
		l, widths, err = wall(doc, page, t)
	default:
		if err = doc.SetFont(fontName, "", textSize); err == nil {
			widths, err = columnWidths(doc, t, page.W-2*margin)
		}
	}
	if err != nil {
		return err
	}
	blockW := 0.0
	for _, w := range widths {
		blockW += w
	}
	top := 0.0      // the first row's top on the page
	block := blocks // the block being filled; past the last: a new page
	y := page.H     // forces a new page before the first row
	// A page's blocks share its rows evenly (a list of 40 in four blocks
	// of ten, not three full and one short).
	perBlock, inBlock, left := 0, 0, len(t.Rows)
	x := func() float64 { return margin + float64(block)*(blockW+flowGap) }
	newPage := func() error {
		doc.AddPageWithOption(gopdf.PageOption{PageSize: &page})
		titleWidth := page.W - 2*margin
		if t.QR != "" {
			// The sheet's page on the venue network, for phones to scan.
			if err := drawQR(doc, page.W-margin-qrCorner, margin/4, qrCorner, t.QR); err != nil {
				return err
			}
			titleWidth -= qrCorner + 8
		}
		if err := fitSize(doc, t.Title, titleWidth, l.title); err != nil {
			return err
		}
		doc.SetXY(margin, margin+l.title*0.94) // the title's top at the margin
		if err := doc.Text(t.Title); err != nil {
			return err
		}
		top, block = margin+l.title*1.3, 0
		room := int((page.H-margin-top)/l.row) - 1 // rows under the header
		perBlock = max(1, min(room, (left+blocks-1)/blocks))
		return nil
	}
	newBlock := func() error {
		if block++; block >= blocks {
			if err := newPage(); err != nil {
				return err
			}
		}
		y, inBlock = top, 0
		doc.SetFillColor(221, 235, 247)
		doc.RectFromUpperLeftWithStyle(x(), y, blockW, l.row, "F")
		doc.SetFillColor(0, 0, 0) // text is painted with the fill colour
		doc.SetTextColor(0, 0, 0)
		if err := row(doc, l, widths, x(), y, t.Headers); err != nil {
			return err
		}
		y += l.row
		return nil
	}
	for _, r := range t.Rows {
		if y+l.row > page.H-margin || (blocks > 1 && inBlock == perBlock) {
			if err := newBlock(); err != nil {
				return err
			}
		}
		if err := row(doc, l, widths, x(), y, r); err != nil {
			return err
		}
		y += l.row
		inBlock++
		left--
	}
	if len(t.Rows) == 0 {
		return newBlock()
	}
	return nil
}

// row draws one line of cells with a rule below it.
func row(doc *canvas, l layout, widths []float64, left, y float64, cells []string) error {
	x := left
	for c, w := range widths {
		text := ""
		if c < len(cells) {
			text = cells[c]
		}
		if err := fitSize(doc, text, w-2*l.pad, l.cellSize(c)); err != nil {
			return err
		}
		doc.SetXY(x+l.pad, y)
		if err := doc.CellWithOption(&gopdf.Rect{W: w - 2*l.pad, H: l.row}, text, gopdf.CellOption{Align: gopdf.Left | gopdf.Middle}); err != nil {
			return err
		}
		x += w
	}
	doc.SetLineWidth(0.3)
	doc.Line(left, y+l.row, x, y+l.row)
	return nil
}

// fit chooses the largest size, at most textSize, at which text fits width.
func fit(doc *canvas, text string, width float64) error {
	return fitSize(doc, text, width, textSize)
}

// fitSize chooses the largest size, at most size, at which text fits width.
func fitSize(doc *canvas, text string, width, size float64) error {
	for {
		if err := doc.SetFont(fontName, "", size); err != nil {
			return err
		}
		w, err := doc.MeasureTextWidth(text)
		if err != nil {
			return err
		}
		if w <= width || size <= minSize {
			return nil
		}
		size = max(minSize, size*width/w-0.1)
	}
}

// columnWidths gives each column its widest cell at the normal size, scaled
// down together when the table is wider than the page.
func columnWidths(doc *canvas, t sheet.Table, avail float64) ([]float64, error) {
	widths := make([]float64, len(t.Headers))
	measure := func(c int, s string) error {
		w, err := doc.MeasureTextWidth(s)
		if err != nil {
			return err
		}
		widths[c] = max(widths[c], w+2*padding)
		return nil
	}
	for c, h := range t.Headers {
		if err := measure(c, h); err != nil {
			return nil, err
		}
	}
	for _, r := range t.Rows {
		for c := range min(len(r), len(widths)) {
			if err := measure(c, r[c]); err != nil {
				return nil, err
			}
		}
	}
	total := 0.0
	for _, w := range widths {
		total += w
	}
	if total > avail {
		for c := range widths {
			widths[c] *= avail / total
		}
	}
	return widths, nil
}
