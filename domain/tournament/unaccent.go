package tournament

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Unaccented writes a name as one types it on a keyboard without accents:
// accented letters without their accents (é → e, ü → u), letters of their
// own in their usual Latin spelling (ß → ss, ø → o, ł → l), typographic
// quotes and dashes as plain ones, compatibility forms in their plain form
// (full-width ｚ → z). Everything else, Chinese included, is kept.
func Unaccented(s string) string {
	var b strings.Builder
	for _, r := range norm.NFKD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r): // a combining accent, taken off
		case latinSpelling[r] != "":
			b.WriteString(latinSpelling[r])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// latinSpelling spells the letters that are no accented form of an ASCII
// letter, and the typographic punctuation of names.
var latinSpelling = map[rune]string{
	'ß': "ss", 'ẞ': "SS", 'æ': "ae", 'Æ': "AE", 'œ': "oe", 'Œ': "OE", 'ø': "o", 'Ø': "O",
	'ł': "l", 'Ł': "L", 'đ': "d", 'Đ': "D", 'ð': "d", 'Ð': "D", 'þ': "th", 'Þ': "Th",
	'ı': "i", 'ŋ': "ng", 'Ŋ': "NG", 'ħ': "h", 'Ħ': "H", 'ĸ': "k", 'ſ': "s",
	'‘': "'", '’': "'", '‚': "'", '“': "\"", '”': "\"", '„': "\"", '–': "-", '—': "-", '·': ".",
}
