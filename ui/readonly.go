package ui

import (
	"errors"
	"image/color"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/storage"
)

// readOnlyBanner is the bar across the top of the window while the open
// file can be read but not written (a read-only file, a write-protected
// stick or folder, a full disk): why, in the user's language, what still
// works, and a way to go on changing the event (a copy, opened).
type readOnlyBanner struct {
	text   *wrapLabel
	copy   *widget.Button
	object fyne.CanvasObject
}

func newReadOnlyBanner(a *App) *readOnlyBanner {
	b := &readOnlyBanner{text: newWrapLabel("")}
	b.text.TextStyle.Bold = true
	b.copy = widget.NewButtonWithIcon(tr("readonly.copy", "Save a copy and open it…", nil), fynetheme.DocumentSaveIcon(), a.copyAndOpen)
	b.copy.Importance = widget.HighImportance
	r, g, bl, _ := fynetheme.Color(fynetheme.ColorNameWarning).RGBA()
	bg := canvas.NewRectangle(color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(bl >> 8), A: 0x48})
	icon := widget.NewIcon(fynetheme.WarningIcon())
	row := &bannerLayout{window: func() float32 { return a.win.Canvas().Size().Width }, icon: icon, text: b.text, button: b.copy}
	b.object = container.NewStack(bg, container.New(row, icon, b.text, b.copy))
	b.object.Hide()
	return b
}

// show shows the banner for the reason a file cannot be written, or hides
// it when reason is nil.
func (b *readOnlyBanner) show(reason error) {
	if reason == nil {
		b.object.Hide()
		return
	}
	b.text.SetText(readOnlyText(reason))
	b.object.Show()
}

// bannerLayout lays out the banner's icon, message and button in a row, as
// tall as the message broken at the width the window leaves it: a
// wrapping label knows its height only once it has its width, and the
// banner, across the whole window, would be laid out a line short.
type bannerLayout struct {
	window       func() float32 // the window's width
	icon, button fyne.CanvasObject
	text         *wrapLabel
}

// bannerTextMin is the least width of the banner's message: a few words.
const bannerTextMin = 160

// textWidth is the message's width in a banner width wide.
func (l *bannerLayout) textWidth(width float32) float32 {
	return width - l.icon.MinSize().Width - l.button.MinSize().Width - 4*fynetheme.Padding()
}

// MinSize is the icon, a few words and the button side by side, as tall
// as the message is at the window's width.
func (l *bannerLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	p := fynetheme.Padding()
	height := max(l.icon.MinSize().Height, l.button.MinSize().Height)
	if w := l.textWidth(l.window()); w > 0 {
		lines := widget.NewLabelWithStyle(l.text.broken(w), fyne.TextAlignLeading, l.text.TextStyle)
		height = max(height, lines.MinSize().Height)
	}
	return fyne.NewSize(l.icon.MinSize().Width+l.button.MinSize().Width+4*p+bannerTextMin, height+2*p)
}

// Layout puts the icon at the start, the button at the end, both centred
// in height, and the message between them.
func (l *bannerLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	p := fynetheme.Padding()
	icon, button := l.icon.MinSize(), l.button.MinSize()
	l.icon.Resize(icon)
	l.icon.Move(fyne.NewPos(p, (size.Height-icon.Height)/2))
	l.button.Resize(button)
	l.button.Move(fyne.NewPos(size.Width-button.Width-p, (size.Height-button.Height)/2))
	l.text.Resize(fyne.NewSize(l.textWidth(size.Width), size.Height-2*p))
	l.text.Move(fyne.NewPos(icon.Width+2*p, p))
}

// readOnlyText says, in the user's language, why the open file is read
// only, what still works and how to go on changing the event.
func readOnlyText(reason error) string {
	var fe *storage.FileError
	if !errors.As(reason, &fe) {
		return errorText(reason)
	}
	args := map[string]any{"File": filepath.Base(fe.Path)}
	switch fe.Reason {
	case storage.ErrReadOnly:
		return tr("readonly.file", "Read only: {{.File}} is a read-only file, or on a write-protected stick or disk. Everything shows, prints and exports to another folder; no change can be saved. To change the event, save a copy and open it.", args)
	case storage.ErrReadOnlyFolder:
		return tr("readonly.folder", "Read only: the folder of {{.File}} cannot be written to (a write-protected stick, or a folder you may not change). Everything shows, prints and exports to another folder; no change can be saved. To change the event, save a copy and open it.", args)
	case storage.ErrDiskFull:
		return tr("readonly.disk_full", "Read only: the disk holding {{.File}} is full. Everything shows, prints and exports to another disk; no change can be saved. Free some space and open the file again, or save a copy on another disk and open it.", args)
	}
	return errorText(reason)
}

// copyAndOpen saves a copy of the open file where the arbiter says and
// opens the copy in its place: how work goes on from a file on a
// write-protected stick or a full disk.
func (a *App) copyAndOpen() {
	a.saveCopy(func(path string) {
		if err := a.Open(path); err != nil {
			a.showError(err)
			return
		}
		a.setStatus(tr("readonly.copy_opened", "Copy saved and opened: {{.Path}}. Changes are saved in it.", map[string]any{"Path": path}))
	})
}

// printPath is where the window writes a PDF it prints, named name after
// the tournament file's own name: beside that file, or, when its folder
// cannot be written (the file was opened for reading only), in a folder of
// the system's temporary files.
func (a *App) printPath(name string) (string, error) {
	file := a.arb.Path()
	base := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file)) + "-" + name
	if a.arb.ReadOnly() == nil {
		return filepath.Join(filepath.Dir(file), base), nil
	}
	dir := filepath.Join(os.TempDir(), "weiqi-arbiter-print")
	return filepath.Join(dir, base), os.MkdirAll(dir, 0o755)
}
