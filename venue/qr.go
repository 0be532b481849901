package venue

import (
	"html/template"
	"strconv"
	"strings"

	"rsc.io/qr"
)

// qrSVG draws text as a QR code in inline SVG (a few kilobytes for an
// address, crisp at any size, no image file). It returns "" when the text
// is too long to encode.
func qrSVG(text string) template.HTML {
	code, err := qr.Encode(text, qr.M)
	if err != nil {
		return ""
	}
	return template.HTML(svgOf(code.Size, code.Black))
}

// svgOf draws a square grid of size modules, black where black says, with
// the four-module quiet zone the standard asks for. Runs of black along a
// row are one path segment each.
func svgOf(size int, black func(x, y int) bool) string {
	const quiet = 4
	var b strings.Builder
	n := strconv.Itoa(size + 2*quiet)
	b.WriteString(`<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ` + n + " " + n + `" shape-rendering="crispEdges" role="img"><rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="`)
	for y := 0; y < size; y++ {
		for x := 0; x < size; {
			if !black(x, y) {
				x++
				continue
			}
			run := 1
			for x+run < size && black(x+run, y) {
				run++
			}
			b.WriteString("M" + strconv.Itoa(x+quiet) + " " + strconv.Itoa(y+quiet) + "h" + strconv.Itoa(run) + "v1h-" + strconv.Itoa(run) + "z")
			x += run
		}
	}
	b.WriteString(`"/></svg>`)
	return b.String()
}
