package i18n

import (
	"testing"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

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

// TestRareNameCharacters: characters of real names that the main font
// lacks are drawn by a bundled fallback (𠮷 of Extension B, 䶮 of
// Extension A, 𪚥 of Extension B, 𫗧 of Extension C, 𬌗 of Extension E);
// those of Extension G, which no bundled font has, are named as missing.
func TestRareNameCharacters(t *testing.T) {
	tests := []struct {
		r    rune
		font int
	}{
		{'王', 0}, {'龘', 0}, {'A', 0}, {' ', 0},
		{'䶮', 1},
		{'𠮷', 2}, {'𪚥', 2}, {'𫗧', 2}, {'𬌗', 2},
		{'\U00030000', NoFont}, // 𰀀, Extension G
	}
	for _, tt := range tests {
		got, err := FontOf(tt.r)
		if err != nil {
			t.Fatal(err)
		}
		if got != tt.font {
			t.Errorf("%q (U+%X): font %d, want %d", tt.r, tt.r, got, tt.font)
		}
	}
	missing, err := MissingGlyphs("王𠮷龘", "\U00030000 \U00030000")
	if err != nil || len(missing) != 1 || missing[0] != 0x30000 {
		t.Errorf("missing %q, %v; want only U+30000", string(missing), err)
	}
	fb, _ := FallbackFonts()
	for _, f := range fb {
		if _, err := sfnt.Parse(f.Data); err != nil {
			t.Errorf("%s: %v", f.Name, err)
		}
	}
}

// TestFontCovering: the window's font for a tournament whose names hold
// 𠮷 and 䶮 is the main font with their glyphs added, each drawn as in
// its fallback (the same outline at the main font's scale); the main font's
// own characters keep their glyphs; a name of none of them leaves the main
// font as it is.
func TestFontCovering(t *testing.T) {
	font, none, err := FontCovering("王𠮷龘", "刘䶮", "\U00030000")
	if err != nil {
		t.Fatal(err)
	}
	if len(none) != 1 || none[0] != 0x30000 {
		t.Errorf("no font for %q, want U+30000", string(none))
	}
	f, err := sfnt.Parse(font)
	if err != nil {
		t.Fatal(err)
	}
	main, _ := sfnt.Parse(Font())
	var buf sfnt.Buffer
	fb, _ := FallbackFonts()
	for _, tt := range []struct {
		r    rune
		from *sfnt.Font
	}{{'𠮷', fb[1].font}, {'䶮', fb[0].font}, {'王', main}, {'A', main}} {
		gi, err := f.GlyphIndex(&buf, tt.r)
		if err != nil || gi == 0 {
			t.Fatalf("%q: no glyph (%v)", tt.r, err)
		}
		got, err := f.LoadGlyph(&buf, gi, fixed.I(2048), nil)
		if err != nil {
			t.Fatalf("%q: %v", tt.r, err)
		}
		n := len(got)
		oi, _ := tt.from.GlyphIndex(&buf, tt.r)
		want, err := tt.from.LoadGlyph(&buf, oi, fixed.I(2048), nil)
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 || n != len(want) {
			t.Errorf("%q: %d path segments, want %d", tt.r, n, len(want))
			continue
		}
		// Same outline at 2,048 pixels an em: each point within a 64th of a pixel.
		for i := range got {
			for j := range got[i].Args {
				if d := got[i].Args[j].X - want[i].Args[j].X; d > 1 || d < -1 {
					t.Fatalf("%q: segment %d moved by %v", tt.r, i, d)
				}
			}
		}
	}
	plain, _, err := FontCovering("张三", "Anna Müller")
	if err != nil || len(plain) != len(Font()) {
		t.Errorf("names the main font draws: a font of %d bytes, want the main font (%v)", len(plain), err)
	}
}

// TestCharList: characters a message names are each given with their code
// point, joined as the language joins a list.
func TestCharList(t *testing.T) {
	for _, tt := range []struct {
		lang Lang
		want string
	}{
		{Chinese, "𠮷 (U+20BB7)、\U00030000 (U+30000)"},
		{English, "𠮷 (U+20BB7), \U00030000 (U+30000)"},
	} {
		t.Run(string(tt.lang), func(t *testing.T) {
			if got := CharList(MustLoad(tt.lang).T, []rune{'𠮷', 0x30000}); got != tt.want {
				t.Errorf("CharList = %q, want %q", got, tt.want)
			}
		})
	}
}
