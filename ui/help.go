package ui

import (
	"embed"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// helpPages holds the short manual and the list of keyboard shortcuts, each
// in Chinese and English (help/NAME.zh.md, help/NAME.en.md).
//
//go:embed help/*.md
var helpPages embed.FS

// Help pages.
const (
	helpManual    = "manual"
	helpShortcuts = "shortcuts"
)

// helpText is a help page in the user's language.
func helpText(page string) string {
	l := tr("lang.code", "en", nil)
	if l != "zh" {
		l = "en"
	}
	b, err := helpPages.ReadFile(fmt.Sprintf("help/%s.%s.md", page, l))
	if err != nil {
		return err.Error() // the pages are embedded: only a build without them gets here
	}
	return string(b)
}

// showHelp shows a help page in a dialog that scrolls, most of the window
// wide and tall.
func (a *App) showHelp(page, title string) {
	text := widget.NewRichTextFromMarkdown(helpText(page))
	text.Wrapping = fyne.TextWrapWord
	d := newClosable(a.win, title, tr("dialog.close", "Close", nil), container.NewVScroll(text))
	size := a.win.Canvas().Size()
	d.Resize(fyne.NewSize(max(formWidth, size.Width*0.8), max(300, size.Height*0.85)))
	d.show()
}
