package ui

import (
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/tournament"
)

// TestRareNamesShowInTheWindow: 王𠮷龘 (𠮷 is CJK Extension B, not in the
// main font) shows in the window once the players are read: the theme's
// font has its glyph added, and 𠮷 is drawn in ink, not left blank; a
// character of Extension G, in no bundled font, is named in the status
// line. Screenshots at 1024×600 and 1920×1080 in both languages.
func TestRareNamesShowInTheWindow(t *testing.T) {
	for _, l := range []string{"zh", "en"} {
		a, _ := newTestApp(t, l)
		a.arb.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
		g, _ := a.arb.Group("公开组")
		for _, n := range []string{"王𠮷龘", "刘䶮", "李\U00030000", "赵六"} {
			if _, err := a.arb.AddPlayer(tournament.Player{NameZh: n, Rank: "1d", Club: "棋院", GroupID: g.ID}); err != nil {
				t.Fatal(err)
			}
		}
		a.reloadScreens()
		a.tabs.SelectIndex(playersTab)
		if !strings.Contains(a.status.Text, "U+30000") {
			t.Errorf("%s: the status does not name U+30000: %q", l, a.status.Text)
		}
		for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
			a.win.Resize(size)
			keepScreenshot(t, fmt.Sprintf("players-extb-%s-%.0fx%.0f.png", l, size.Width, size.Height), a.win.Canvas().Capture())
		}
		if l != "zh" {
			continue
		}
		// 𠮷 alone, large, in the window's font: its own glyph, not the
		// box of a character without one (as 𰀀 is drawn).
		draw := func(text string) image.Image {
			txt := canvas.NewText(text, color.Black)
			txt.TextSize = 60
			w := test.NewWindow(txt)
			defer w.Close()
			w.Resize(fyne.NewSize(120, 100))
			return w.Canvas().Capture()
		}
		rare, tofu := draw("𠮷"), draw("\U00030000")
		keepScreenshot(t, "glyph-extb.png", rare)
		if !inked(rare) || same(rare, tofu) {
			t.Errorf("𠮷 is drawn as a character without a glyph")
		}
	}
}

// same reports whether two images are the same, pixel for pixel.
func same(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}

// inked reports whether an image has dark pixels.
func inked(img image.Image) bool {
	b := img.Bounds()
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r+g+bl < 3*0x4000 {
				n++
			}
		}
	}
	return n > 20
}
