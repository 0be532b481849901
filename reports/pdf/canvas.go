package pdf

import (
	"encoding/binary"
	"fmt"
	"strconv"

	"github.com/signintech/gopdf"

	"weiqi-arbiter/i18n"
)

// canvas is a PDF document that writes each character in the first
// bundled font that has it: the main font, else a fallback for the rare
// characters of names (𠮷), subset into the PDF the first time a character
// needs it. A character no bundled font has is left out (the documents
// name such characters beforehand, see i18n.MissingGlyphs).
type canvas struct {
	*gopdf.GoPdf
	size   float64
	added  map[int]bool // fallbacks embedded so far
	middle float64      // the main font's (typo ascender + descender)/2, per point of size
}

func newCanvas(doc *gopdf.GoPdf) (*canvas, error) {
	mid, err := typoMiddle(i18n.Font())
	if err != nil {
		return nil, err
	}
	return &canvas{GoPdf: doc, added: map[int]bool{}, middle: mid}, nil
}

// SetFont sets the size of the text that follows (in the main font, and
// in each fallback a character needs).
func (c *canvas) SetFont(family, style string, size float64) error {
	c.size = size
	return c.GoPdf.SetFont(family, style, size)
}

// run is a stretch of text in one font: 0 the main font, n the fallback n.
type run struct {
	font int
	text string
}

// runs cuts text into stretches of one font each, leaving out the
// characters no font has.
func (c *canvas) runs(text string) ([]run, error) {
	var out []run
	start, cur := 0, 0
	for i, r := range text {
		n := 0
		if r >= 0x2E80 { // below, the main font has every letter the program writes
			var err error
			if n, err = i18n.FontOf(r); err != nil {
				return nil, err
			}
		}
		if n != cur || n == i18n.NoFont {
			if i > start && cur != i18n.NoFont {
				out = append(out, run{cur, text[start:i]})
			}
			start, cur = i, n
		}
		if n == i18n.NoFont {
			start = i + len(string(r))
		}
	}
	if start < len(text) && cur != i18n.NoFont {
		out = append(out, run{cur, text[start:]})
	}
	return out, nil
}

// use sets the font of run r at the current size, embedding a fallback
// the first time.
func (c *canvas) use(font int) error {
	if font == 0 {
		return c.GoPdf.SetFont(fontName, "", c.size)
	}
	name := fontName + strconv.Itoa(font)
	if !c.added[font] {
		fb, err := i18n.FallbackFonts()
		if err != nil {
			return err
		}
		if err := c.GoPdf.AddTTFFontData(name, fb[font-1].Data); err != nil {
			return fmt.Errorf("embed the font %s: %w", fb[font-1].Name, err)
		}
		c.added[font] = true
	}
	return c.GoPdf.SetFont(name, "", c.size)
}

// MeasureTextWidth is the width of text at the current size.
func (c *canvas) MeasureTextWidth(text string) (float64, error) {
	rs, err := c.runs(text)
	if err != nil {
		return 0, err
	}
	if len(rs) == 1 && rs[0].font == 0 {
		return c.GoPdf.MeasureTextWidth(text)
	}
	w := 0.0
	for _, r := range rs {
		if err := c.use(r.font); err != nil {
			return 0, err
		}
		rw, err := c.GoPdf.MeasureTextWidth(r.text)
		if err != nil {
			return 0, err
		}
		w += rw
	}
	return w, c.use(0)
}

// Text writes text from the current position (y is the baseline).
func (c *canvas) Text(text string) error {
	rs, err := c.runs(text)
	if err != nil {
		return err
	}
	if len(rs) == 1 && rs[0].font == 0 {
		return c.GoPdf.Text(text)
	}
	x, y := c.GetX(), c.GetY()
	for _, r := range rs {
		if err := c.use(r.font); err != nil {
			return err
		}
		c.SetXY(x, y)
		if err := c.GoPdf.Text(r.text); err != nil {
			return err
		}
		w, err := c.GoPdf.MeasureTextWidth(r.text)
		if err != nil {
			return err
		}
		x += w
	}
	c.SetXY(x, y)
	return c.use(0)
}

// CellWithOption writes text in the cell whose upper-left corner is the
// current position. Text that needs a fallback font is set left-aligned
// on the baseline the main font would have, middle of the cell.
func (c *canvas) CellWithOption(rect *gopdf.Rect, text string, opt gopdf.CellOption) error {
	rs, err := c.runs(text)
	if err != nil {
		return err
	}
	if len(rs) <= 1 && (len(rs) == 0 || rs[0].font == 0) {
		t := text
		if len(rs) == 1 {
			t = rs[0].text
		} else {
			t = ""
		}
		return c.GoPdf.CellWithOption(rect, t, opt)
	}
	x, top := c.GetX(), c.GetY()
	c.SetXY(x, top+rect.H/2+c.middle*c.size)
	return c.Text(text)
}

// typoMiddle reads half the sum of a TrueType font's typographic ascender
// and descender (OS/2), per unit of size: where gopdf puts the baseline of
// a line set in the middle of a cell.
func typoMiddle(font []byte) (float64, error) {
	if len(font) < 12 {
		return 0, fmt.Errorf("read the font: too short")
	}
	n := int(binary.BigEndian.Uint16(font[4:]))
	var head, os2 []byte
	for i := range n {
		rec := font[12+16*i:]
		if len(rec) < 16 {
			break
		}
		off, size := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
		if int(off)+int(size) > len(font) {
			return 0, fmt.Errorf("read the font: table out of the file")
		}
		switch string(rec[:4]) {
		case "head":
			head = font[off : off+size]
		case "OS/2":
			os2 = font[off : off+size]
		}
	}
	if len(head) < 20 || len(os2) < 72 {
		return 0, fmt.Errorf("read the font: no head or OS/2 table")
	}
	upem := float64(binary.BigEndian.Uint16(head[18:]))
	asc, desc := int16(binary.BigEndian.Uint16(os2[68:])), int16(binary.BigEndian.Uint16(os2[70:]))
	return float64(asc+desc) / 2 / upem, nil
}
