package ui

import "strings"

// plainFractions writes the vulgar fractions of English text (3¾, ¼ stone)
// as the bundled font can draw them: "3 3/4", "1/4 stone". The font has
// no usable ¼ ½ ¾ glyphs (the window drew 3¾ as "3 ⁄4").
func plainFractions(text string) string {
	if !strings.ContainsAny(text, "¼½¾") {
		return text
	}
	var b strings.Builder
	prevDigit := false
	for _, r := range text {
		frac, ok := map[rune]string{'¼': "1/4", '½': "1/2", '¾': "3/4"}[r]
		switch {
		case ok && prevDigit:
			b.WriteString(" " + frac)
		case ok:
			b.WriteString(frac)
		default:
			b.WriteRune(r)
		}
		prevDigit = r >= '0' && r <= '9'
	}
	return b.String()
}
