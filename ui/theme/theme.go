// Package theme is the program's Fyne theme: the default look with a bundled
// font that covers Chinese and Latin, so that Chinese renders on a machine
// with no CJK font installed.
package theme

import (
	"image/color"

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
	font fyne.Resource
}

// New returns the program's theme.
func New() *Theme { return &Theme{font: Font()} }

// Color is the default theme's colour.
func (t *Theme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return fynetheme.DefaultTheme().Color(n, v)
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
