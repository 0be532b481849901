package i18n

import (
	"bytes"
	"compress/gzip"
	"embed"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/image/font/sfnt"
)

// wqyMicroHei is WenQuanYi Micro Hei, one face taken out of the Debian .ttc
// as a plain TrueType font (Fyne cannot read collections); see
// fonts/LICENSE-wqy-microhei.txt.
//
//go:embed fonts/wqy-microhei.ttf
var wqyMicroHei []byte

// Font is the bundled TrueType font that writes both of the program's
// languages: the GUI draws with it and the PDFs embed it, so Chinese shows
// on a machine with no Chinese font installed. Callers must not change it.
func Font() []byte { return wqyMicroHei }

// fallbacks are the fonts tried, in order, for a character the main font
// lacks: subsets of Hanazono Mincho for CJK Extension A and for Extensions
// B–F (fonts/make-ext.sh made them; fonts/LICENSE-hanazono.txt).
//
//go:embed fonts/hanazono-ext-a.ttf.gz fonts/hanazono-ext-b.ttf.gz
var fallbacks embed.FS

var fallbackNames = []string{"fonts/hanazono-ext-a.ttf.gz", "fonts/hanazono-ext-b.ttf.gz"}

// FallbackFont is a bundled font for characters the main font lacks.
type FallbackFont struct {
	Name string // a name to embed it under ("ext-a")
	Data []byte // TrueType; callers must not change it
	font *sfnt.Font
}

// mainFont and fallbackFonts are the bundled fonts read once, when a
// character first needs them (the fallbacks unpack to about 40 MB: only
// when a name has a character the main font lacks). They never change.
var mainFont = sync.OnceValues(func() (*sfnt.Font, error) {
	f, err := sfnt.Parse(wqyMicroHei)
	if err != nil {
		return nil, fmt.Errorf("read the bundled font: %w", err)
	}
	return f, nil
})

var fallbackFonts = sync.OnceValues(func() ([]FallbackFont, error) {
	var out []FallbackFont
	for _, name := range fallbackNames {
		gz, err := fallbacks.Open(name)
		if err != nil {
			return nil, fmt.Errorf("read the font %s: %w", name, err)
		}
		zr, err := gzip.NewReader(gz)
		if err != nil {
			return nil, fmt.Errorf("read the font %s: %w", name, err)
		}
		var b bytes.Buffer
		if _, err := io.Copy(&b, zr); err != nil {
			return nil, fmt.Errorf("read the font %s: %w", name, err)
		}
		gz.Close()
		f, err := sfnt.Parse(b.Bytes())
		if err != nil {
			return nil, fmt.Errorf("read the font %s: %w", name, err)
		}
		short := name[len("fonts/hanazono-") : len(name)-len(".ttf.gz")]
		out = append(out, FallbackFont{Name: short, Data: b.Bytes(), font: f})
	}
	return out, nil
})

// FallbackFonts are the bundled fonts for the characters the main font
// lacks, in the order they are tried: rare characters of names (䶮 of
// Extension A, 𠮷 of Extension B, and so on to Extension F).
func FallbackFonts() ([]FallbackFont, error) { return fallbackFonts() }

// NoFont is what FontOf says of a character no bundled font draws.
const NoFont = -1

// FontOf says which bundled font draws r: 0 the main font (also for
// spaces and control characters, which need no glyph), i > 0 the
// fallback FallbackFonts()[i-1], NoFont none. The fallbacks are unpacked
// only when the main font lacks r.
func FontOf(r rune) (int, error) {
	if unicode.IsSpace(r) || unicode.IsControl(r) {
		return 0, nil
	}
	main, err := mainFont()
	if err != nil {
		return 0, err
	}
	var buf sfnt.Buffer
	if i, err := main.GlyphIndex(&buf, r); err == nil && i != 0 {
		return 0, nil
	}
	extra, err := FallbackFonts()
	if err != nil {
		return 0, err
	}
	for n, f := range extra {
		if i, err := f.font.GlyphIndex(&buf, r); err == nil && i != 0 {
			return n + 1, nil
		}
	}
	return NoFont, nil
}

// MissingGlyphs lists the characters of texts that no bundled font draws,
// each once, in the order they come: a name printed without one of them
// is said so.
func MissingGlyphs(texts ...string) ([]rune, error) {
	_, none, err := fallbackGlyphs(texts...)
	return none, err
}

// fallbackGlyphs sorts the characters of texts the main font lacks, each
// once, in the order they come: those a fallback font has (need), and
// those no bundled font has (none).
func fallbackGlyphs(texts ...string) (need, none []rune, err error) {
	for _, t := range texts {
		for _, r := range t {
			n, err := FontOf(r)
			if err != nil {
				return nil, nil, err
			}
			switch {
			case n == NoFont && !slices.Contains(none, r):
				none = append(none, r)
			case n > 0 && !slices.Contains(need, r):
				need = append(need, r)
			}
		}
	}
	return need, none, nil
}

// CharList writes characters for a message in the words of t: each with
// its code point, since the character itself may not show either
// ("𠮷 (U+20BB7)、龘 (U+9F98)"), joined as t joins a list.
func CharList(t Translator, rs []rune) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = fmt.Sprintf("%c (U+%04X)", r, r)
	}
	return strings.Join(parts, t("list.sep", ", ", nil))
}
