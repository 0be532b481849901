// Package pdf prints the report sheets (pairings, standings, crosstable) as
// PDF files for the system viewer to print: the bundled Chinese font is
// embedded, the header row repeats on every page, and a name too long for
// its column is set smaller rather than cut or wrapped.
package pdf

import (
	"fmt"

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
	return writePages(path, paper, func(doc *gopdf.GoPdf, size gopdf.Rect) error {
		for _, t := range tables {
			page := size
			if len(t.Headers) > 8 {
				page = gopdf.Rect{W: size.H, H: size.W}
			}
			if err := table(doc, page, t); err != nil {
				return fmt.Errorf("table %q: %w", t.Title, err)
			}
		}
		return nil
	})
}

// table lays out one table over as many pages as it needs.
func table(doc *gopdf.GoPdf, page gopdf.Rect, t sheet.Table) error {
	if err := doc.SetFont(fontName, "", textSize); err != nil {
		return err
	}
	widths, err := columnWidths(doc, t, page.W-2*margin)
	if err != nil {
		return err
	}
	y := page.H // forces a new page before the first row
	newPage := func() error {
		doc.AddPageWithOption(gopdf.PageOption{PageSize: &page})
		if err := doc.SetFont(fontName, "", titleSize); err != nil {
			return err
		}
		doc.SetXY(margin, margin)
		if err := doc.Text(t.Title); err != nil {
			return err
		}
		y = margin + titleSize
		tableWidth := 0.0
		for _, w := range widths {
			tableWidth += w
		}
		doc.SetFillColor(221, 235, 247)
		doc.RectFromUpperLeftWithStyle(margin, y, tableWidth, rowHeight, "F")
		doc.SetFillColor(0, 0, 0) // text is painted with the fill colour
		doc.SetTextColor(0, 0, 0)
		if err := row(doc, widths, y, t.Headers); err != nil {
			return err
		}
		y += rowHeight
		return nil
	}
	for _, r := range t.Rows {
		if y+rowHeight > page.H-margin {
			if err := newPage(); err != nil {
				return err
			}
		}
		if err := row(doc, widths, y, r); err != nil {
			return err
		}
		y += rowHeight
	}
	if len(t.Rows) == 0 {
		return newPage()
	}
	return nil
}

// row draws one line of cells with a rule below it.
func row(doc *gopdf.GoPdf, widths []float64, y float64, cells []string) error {
	x := margin
	for c, w := range widths {
		text := ""
		if c < len(cells) {
			text = cells[c]
		}
		if err := fit(doc, text, w-2*padding); err != nil {
			return err
		}
		doc.SetXY(x+padding, y+padding)
		if err := doc.Cell(&gopdf.Rect{W: w - 2*padding, H: rowHeight - 2*padding}, text); err != nil {
			return err
		}
		x += w
	}
	doc.SetLineWidth(0.3)
	doc.Line(margin, y+rowHeight, x, y+rowHeight)
	return nil
}

// fit chooses the largest size, at most textSize, at which text fits width.
func fit(doc *gopdf.GoPdf, text string, width float64) error {
	size := textSize
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
func columnWidths(doc *gopdf.GoPdf, t sheet.Table, avail float64) ([]float64, error) {
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
