package pdf

import (
	"bytes"
	"fmt"
	"io"
	"strconv"

	"github.com/signintech/gopdf"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/internal/savefile"
	"weiqi-arbiter/reports/sheet"
)

// slipsPerPage is how many result slips share a page, cut apart along the
// dashed lines.
const slipsPerPage = 4

// WriteSlips prints result slips (成绩条), four to a page with cut lines:
// event, group, round and table; both players; boxes to tick for Black
// wins, White wins or a draw (left out when the komi makes a draw
// impossible), and for a win by resignation, on time or by forfeit; the
// margin; and lines for the signatures of both players and the arbiter.
func WriteSlips(path string, paper Paper, slips []sheet.Slip, tr i18n.Translator) error {
	return writePages(path, paper, func(doc *canvas, page gopdf.Rect) error {
		h := page.H / slipsPerPage
		for i, s := range slips {
			if i%slipsPerPage == 0 {
				doc.AddPage()
			}
			top := float64(i%slipsPerPage) * h
			if err := slip(doc, page, top, h, s, tr); err != nil {
				return fmt.Errorf("slip of table %d: %w", s.Table, err)
			}
			if err := reportCode(doc, page, top, h, s, tr); err != nil {
				return fmt.Errorf("slip of table %d: %w", s.Table, err)
			}
		}
		return nil
	})
}

// cardsPerPage is how many table cards share a page, one above the other,
// cut apart along the dashed line.
const cardsPerPage = 2

// cardLine is the height of the line under a card's number.
const cardLine = 20.0

// WriteTableCards prints table cards (台签), two to a page: the table
// number as large as its half of the page allows, the group, round and
// table in words under it. Everything of a card stays inside its half,
// clear of the cut line by the page margin.
func WriteTableCards(path string, paper Paper, slips []sheet.Slip, tr i18n.Translator) error {
	m, err := fontMetrics()
	if err != nil {
		return err
	}
	return writePages(path, paper, func(doc *canvas, page gopdf.Rect) error {
		h := page.H / cardsPerPage
		for i, s := range slips {
			if i%cardsPerPage == 0 {
				doc.AddPage()
			}
			top := float64(i%cardsPerPage) * h
			if i%cardsPerPage > 0 {
				cutLine(doc, page, top)
			}
			box := gopdf.Rect{W: page.W - 2*margin, H: h - 2*margin - cardLine - margin/2}
			if err := fitted(doc, m, margin, top+margin, box, strconv.Itoa(s.Table)); err != nil {
				return fmt.Errorf("card of table %d: %w", s.Table, err)
			}
			under := tr("report.card_line", "{{.Group}} · round {{.Round}} · table {{.Table}}", map[string]any{"Group": s.Group, "Round": s.Round, "Table": s.Table})
			line := gopdf.Rect{W: box.W, H: cardLine}
			if err := fitted(doc, m, margin, top+h-margin-cardLine, line, under); err != nil {
				return fmt.Errorf("card of table %d: %w", s.Table, err)
			}
		}
		return nil
	})
}

// fitted writes text centred in the box whose upper-left corner is x, y, at
// the largest size at which its width and the font's whole line, from the
// ascender to the descender the file declares, fit the box: so the glyphs
// stay inside it whatever they are.
func fitted(doc *canvas, m lineMetrics, x, y float64, box gopdf.Rect, text string) error {
	if err := doc.SetFont(fontName, "", 100); err != nil {
		return err
	}
	w, err := doc.MeasureTextWidth(text)
	if err != nil {
		return err
	}
	size := min(box.H/(m.ascent+m.descent), box.W*100/max(w, 1))
	if err := doc.SetFont(fontName, "", size); err != nil {
		return err
	}
	if w, err = doc.MeasureTextWidth(text); err != nil {
		return err
	}
	doc.SetXY(x+(box.W-w)/2, y+(box.H-size*(m.ascent+m.descent))/2+size*m.ascent)
	return doc.Text(text)
}

// lineMetrics are the font's ascender and descender (both positive) per
// point of size, as the PDF's font descriptor gives them to readers.
type lineMetrics struct{ ascent, descent float64 }

// fontMetrics reads the line metrics of the embedded font.
func fontMetrics() (lineMetrics, error) {
	f, err := sfnt.Parse(i18n.Font())
	if err != nil {
		return lineMetrics{}, fmt.Errorf("read the font: %w", err)
	}
	upem := fixed.I(int(f.UnitsPerEm()))
	m, err := f.Metrics(nil, upem, font.HintingNone)
	if err != nil {
		return lineMetrics{}, fmt.Errorf("read the font: %w", err)
	}
	return lineMetrics{ascent: float64(m.Ascent) / float64(upem), descent: float64(m.Descent) / float64(upem)}, nil
}

// writePages starts a document with the embedded font and lets draw fill
// it; characters the font lacks are written in a bundled fallback font,
// embedded when first needed (see canvas).
func writePages(path string, paper Paper, draw func(doc *canvas, page gopdf.Rect) error) error {
	return savefile.Write(path, func(w io.Writer) error {
		var pdf gopdf.GoPdf
		page := *gopdf.PageSizeA4
		if paper == Letter {
			page = *gopdf.PageSizeLetter
		}
		pdf.Start(gopdf.Config{PageSize: page, Unit: gopdf.UnitPT})
		if err := pdf.AddTTFFontData(fontName, i18n.Font()); err != nil {
			return fmt.Errorf("embed the font: %w", err)
		}
		doc, err := newCanvas(&pdf)
		if err != nil {
			return err
		}
		if err := draw(doc, page); err != nil {
			return err
		}
		if len(doc.added) == 0 {
			_, err = doc.WriteTo(w)
			return err
		}
		var b bytes.Buffer
		if _, err := doc.WriteTo(&b); err != nil {
			return err
		}
		fixed, err := fixToUnicode(b.Bytes())
		if err != nil {
			return err
		}
		_, err = w.Write(fixed)
		return err
	})
}

// centred writes text of the given size centred across the page, shrunk
// to fit between the margins.
func centred(doc *canvas, page gopdf.Rect, y, size float64, text string) error {
	if err := doc.SetFont(fontName, "", size); err != nil {
		return err
	}
	w, err := doc.MeasureTextWidth(text)
	if err != nil {
		return err
	}
	if avail := page.W - 2*margin; w > avail {
		size *= avail / w
		if err := doc.SetFont(fontName, "", size); err != nil {
			return err
		}
		w = avail
	}
	doc.SetXY((page.W-w)/2, y)
	return doc.Text(text)
}

// cutLine draws a dashed line across the page at y.
func cutLine(doc *canvas, page gopdf.Rect, y float64) {
	doc.SetLineWidth(0.5)
	doc.SetLineType("dashed")
	doc.Line(margin/2, y, page.W-margin/2, y)
	doc.SetLineType("")
}

// slip draws one result slip in the band from top, h high.
func slip(doc *canvas, page gopdf.Rect, top, h float64, s sheet.Slip, tr i18n.Translator) error {
	if top > 0 {
		cutLine(doc, page, top)
	}
	x, y := margin, top+margin*0.8
	text := func(x, y, size float64, t string) error { return text(doc, x, y, size, t) }
	head := tr("report.slip_head", "{{.Event}} · {{.Group}} · round {{.Round}}", map[string]any{"Event": s.Event, "Group": s.Group, "Round": s.Round})
	if s.Terms != "" {
		head += " · " + s.Terms
	}
	if err := text(x, y, 11, head); err != nil {
		return err
	}
	if err := text(page.W-margin-110, y-4, 20, tr("report.slip_table", "Table {{.N}}", map[string]any{"N": s.Table})); err != nil {
		return err
	}
	y += 30
	half := (page.W - 2*margin) / 2
	side := func(key, english, name string) string {
		return tr("report.slip_player", "{{.Side}}: {{.Name}}", map[string]any{"Side": tr(key, english, nil), "Name": name})
	}
	if err := text(x, y, 13, side("report.black_side", "Black", s.Black)); err != nil {
		return err
	}
	if err := text(x+half, y, 13, side("report.white_side", "White", s.White)); err != nil {
		return err
	}
	y += 28
	doc.SetLineWidth(0.8)
	doc.SetLineType("")
	boxes := func(y float64, labels ...string) error {
		for i, label := range labels {
			bx := x + float64(i)*120
			doc.RectFromUpperLeftWithStyle(bx, y-10, 11, 11, "D")
			if err := text(bx+16, y, 11, label); err != nil {
				return err
			}
		}
		return nil
	}
	winner := []string{tr("report.slip_black_wins", "Black wins", nil), tr("report.slip_white_wins", "White wins", nil)}
	if !s.NoDraw {
		winner = append(winner, tr("report.slip_draw", "Draw", nil))
	}
	if err := boxes(y, winner...); err != nil {
		return err
	}
	if err := text(x+360, y, 11, tr("report.slip_margin", "Margin (stones): ________", nil)); err != nil {
		return err
	}
	y += 26
	if err := boxes(y, tr("report.slip_resign", "by resignation", nil), tr("report.slip_time", "on time", nil), tr("report.slip_forfeit", "by forfeit", nil)); err != nil {
		return err
	}
	y += 34
	return signatures(doc, page, y, tr("report.slip_sign_black", "Black signs", nil), tr("report.slip_sign_white", "White signs", nil),
		tr("report.slip_sign_arbiter", "Arbiter", nil))
}

// text writes t at x, y in the given size.
func text(doc *canvas, x, y, size float64, t string) error {
	if err := doc.SetFont(fontName, "", size); err != nil {
		return err
	}
	doc.SetXY(x, y)
	return doc.Text(t)
}

// signatures draws a labelled line to sign on for each label, side by side
// across the page at y.
func signatures(doc *canvas, page gopdf.Rect, y float64, labels ...string) error {
	w := (page.W - 2*margin) / float64(len(labels))
	for i, label := range labels {
		sx := margin + float64(i)*w
		if err := fit(doc, label, w*0.45); err != nil {
			return err
		}
		doc.SetXY(sx, y)
		if err := doc.Text(label); err != nil {
			return err
		}
		lw, err := doc.MeasureTextWidth(label)
		if err != nil {
			return err
		}
		doc.Line(sx+lw+6, y+2, sx+w-12, y+2)
	}
	return nil
}

// reportCode prints, in the slip's lower right corner, the QR code of the
// game's report page and its code, when the slip has them (the venue
// network takes results from the tables).
func reportCode(doc *canvas, page gopdf.Rect, top, h float64, s sheet.Slip, tr i18n.Translator) error {
	if s.Report == "" {
		return nil
	}
	const size = qrCorner
	x, y := page.W-margin-size, top+h-size-4
	if err := drawQR(doc, x, y, size, s.Report); err != nil {
		return err
	}
	label := tr("report.slip_code", "Report the result: scan, or code {{.Code}}", map[string]any{"Code": tournament.SlipCodeGroups(s.Code)})
	if err := fit(doc, label, x-margin-12); err != nil {
		return err
	}
	w, err := doc.MeasureTextWidth(label)
	if err != nil {
		return err
	}
	doc.SetXY(x-8-w, y+size-26)
	if err := doc.Text(label); err != nil {
		return err
	}
	if s.Check == "" {
		return nil
	}
	// The check code, for the events that take reports as they come: on
	// the paper only, so that a photo of the QR code is not enough.
	check := tr("report.slip_check", "check {{.Check}}", map[string]any{"Check": s.Check})
	if err := fit(doc, check, x-margin-12); err != nil {
		return err
	}
	if w, err = doc.MeasureTextWidth(check); err != nil {
		return err
	}
	doc.SetXY(x-8-w, y+size-12)
	return doc.Text(check)
}
