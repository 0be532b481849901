package tournament

import (
	"strings"
	"unicode"

	"golang.org/x/text/width"
)

// FoldName is a name as every search for a player compares it (check-in,
// the venue's find-your-table page, the players list): what a person types
// on any keyboard finds what was registered. Full-width forms are their
// plain ones (ＺＨＡＮＧ and １２ from an input method left in Chinese);
// letters are in lower case; accents and tone marks are off (Unaccented:
// Tomás → tomas, Müller → muller, Lǚ → lu, ß → ss), whether they were
// written precomposed or as combining marks; the marks between a name's
// parts (hyphens, apostrophes, dots, commas, the middle dots of names in
// characters: Jean-Pierre, O'Brien, 阿卜杜·热合曼) are spaces; and runs of
// spaces, ideographic ones (　) included, are one space, none at the ends
// ("Zhang  San" → "zhang san", "van der Berg" keeps its three words).
// Chinese characters, Ext-B ones (𠮷, 𪚥) included, are kept as they are.
// Bytes that are not UTF-8 become U+FFFD. FoldName(FoldName(s)) is
// FoldName(s).
//
// Pinyin typed for a Chinese name (v for ü, initials) is matched by the
// search on top of this form, not by it.
func FoldName(s string) string {
	s = Unaccented(strings.ToLower(width.Fold.String(s)))
	s = strings.ToLower(s) // letters Unaccented spelt in capitals (ẞ → SS)
	return strings.Join(strings.FieldsFunc(s, isNameBreak), " ")
}

// isNameBreak reports whether r parts the words of a name.
func isNameBreak(r rune) bool {
	switch r {
	case '-', '\'', '.', ',', '・', '‧', '•', '·':
		return true
	}
	return unicode.IsSpace(r) // the ideographic space (　) and the no-break ones too
}
