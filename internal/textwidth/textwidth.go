// Package textwidth measures text on a grid of equal cells, as a terminal
// shows it and as a spreadsheet counts a column's width: the one rule both
// the command line's tables and the Excel sheets lay out names by, so that
// 欧阳𠮷, ＡＢ and a name typed on a Mac with its accents apart take the
// same room in each.
package textwidth

import (
	"unicode"

	"golang.org/x/text/width"
)

// Cells is how many cells s takes: two for a wide or full-width character
// (Chinese, Ext-B ones included, Japanese, Korean, full-width forms), none
// for a mark shown on the character before it (an accent typed apart, a
// variation selector) or an invisible format character, one for any other
// (half-width katakana too).
func Cells(s string) int {
	n := 0
	for _, r := range s {
		if unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf) {
			continue
		}
		switch width.LookupRune(r).Kind() {
		case width.EastAsianWide, width.EastAsianFullwidth:
			n += 2
		default:
			n++
		}
	}
	return n
}
