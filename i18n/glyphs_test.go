package i18n

import (
	"testing"

	"golang.org/x/image/font/sfnt"

	"weiqi-arbiter/domain/scoring"
	"weiqi-arbiter/domain/tournament"
)

// missingGlyphs lists the runes of text the bundled font cannot draw.
func missingGlyphs(t *testing.T, f *sfnt.Font, text string) []rune {
	t.Helper()
	var buf sfnt.Buffer
	var out []rune
	for _, r := range text {
		if r == '\n' || r == '\t' {
			continue
		}
		i, err := f.GlyphIndex(&buf, r)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			out = append(out, r)
		}
	}
	return out
}

// TestEveryMessageHasItsGlyphs: the window, the printed sheets and the PDFs
// draw every message with the bundled font, so each character of each
// message in both languages must be in it (□ ✔, not ☐ ☑), and so must
// every amount of stones as the rules' results write it (3 3/4, 3又3/4).
func TestEveryMessageHasItsGlyphs(t *testing.T) {
	f, err := sfnt.Parse(Font())
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []Lang{Chinese, English} {
		c := MustLoad(lang)
		for _, k := range c.Keys() {
			if m := missingGlyphs(t, f, c.messages()[k]); len(m) > 0 {
				t.Errorf("%s %s: no glyph for %q", lang, k, string(m))
			}
		}
	}
	for q := scoring.Stones(-9); q <= 40; q++ {
		for _, text := range []string{q.Glyph(), q.Chinese(), tournament.Result("B+" + q.Points()).English()} {
			if m := missingGlyphs(t, f, text); len(m) > 0 {
				t.Errorf("%d quarters as %q: no glyph for %q", q, text, string(m))
			}
		}
	}
}
