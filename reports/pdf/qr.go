package pdf

import "rsc.io/qr"

// drawQR draws text as a QR code, size points square, from x, y (upper
// left), with the quiet zone of four modules the standard asks for drawn
// white; runs of dark modules along a row are one rectangle each.
func drawQR(doc *canvas, x, y, size float64, text string) error {
	code, err := qr.Encode(text, qr.M)
	if err != nil {
		return err
	}
	const quiet = 4
	const seam = 0.05 // points
	m := size / float64(code.Size+2*quiet)
	doc.SetFillColor(255, 255, 255)
	doc.RectFromUpperLeftWithStyle(x, y, size, size, "F")
	doc.SetFillColor(0, 0, 0)
	for row := 0; row < code.Size; row++ {
		for col := 0; col < code.Size; {
			if !code.Black(col, row) {
				col++
				continue
			}
			run := 1
			for col+run < code.Size && code.Black(col+run, row) {
				run++
			}
			// A hair more than a module, so that neighbouring rows meet
			// without a seam when the page is rasterised.
			doc.RectFromUpperLeftWithStyle(x+float64(col+quiet)*m, y+float64(row+quiet)*m, float64(run)*m+seam, m+seam, "F")
			col += run
		}
	}
	return nil
}
