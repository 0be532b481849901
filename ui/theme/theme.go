// Package theme is the program's Fyne theme: the default look with a bundled
// font that covers Chinese and Latin, so that Chinese renders on a machine
// with no CJK font installed.
package theme

import (
	"fmt"
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	fynetheme "fyne.io/fyne/v2/theme"

	"weiqi-arbiter/i18n"
)

// Font returns the bundled CJK font, for the GUI and for embedding in PDFs.
func Font() fyne.Resource {
	return fyne.NewStaticResource("wqy-microhei.ttf", i18n.Font())
}

// Theme is Fyne's default theme with the bundled font for every text style.
type Theme struct {
	font    fyne.Resource
	covered []rune // the rare characters the font was asked to draw (Cover)
	none    []rune // those of them that no bundled font has
}

// New returns the program's theme.
func New() *Theme { return &Theme{font: Font()} }

// Color is the default theme's colour.
func (t *Theme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return fynetheme.DefaultTheme().Color(n, v)
}

// Cover makes the theme's font draw the characters of texts (the names
// of the open tournament): the bundled font lacks rare ones such as 𠮷,
// which are added to it from the bundled fallback fonts. It reports
// whether the font changed (the caller sets the theme again, so that the
// window is drawn with it) and the characters no bundled font has.
func (t *Theme) Cover(texts ...string) (changed bool, none []rune, err error) {
	var rare []rune
	for _, text := range texts {
		for _, r := range text {
			if r >= 0x2E80 && !slices.Contains(rare, r) {
				n, err := i18n.FontOf(r)
				if err != nil {
					return false, nil, err
				}
				if n != 0 {
					rare = append(rare, r)
				}
			}
		}
	}
	slices.Sort(rare)
	if slices.Equal(rare, t.covered) {
		return false, t.none, nil
	}
	font, none, err := i18n.FontCovering(string(rare))
	if err != nil {
		return false, nil, err
	}
	t.covered, t.none = rare, none
	// A new name: Fyne keeps fonts by their resource.
	t.font = fyne.NewStaticResource(fmt.Sprintf("wqy-microhei+%d.ttf", len(rare)), font)
	return true, none, nil
}

// Font is the bundled CJK font for every style.
func (t *Theme) Font(fyne.TextStyle) fyne.Resource { return t.font }

// Icon is the default theme's icon.
func (t *Theme) Icon(n fyne.ThemeIconName) fyne.Resource {
	return fynetheme.DefaultTheme().Icon(n)
}

// Size is the default theme's size.
func (t *Theme) Size(n fyne.ThemeSizeName) float32 {
	return fynetheme.DefaultTheme().Size(n)
}
