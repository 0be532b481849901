package ui

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"
)

// openFileDialog asks for a file of one of the types exts (".wqa"; ".xlsx",
// ".csv"): its path typed or pasted into a field, or picked with Browse…,
// whose file dialog lists only folders and files of those types. open is
// given the path; a path that is no such file, or an error open returns,
// is shown and the dialog comes back with the path as typed.
func openFileDialog(parent fyne.Window, title string, exts []string, open func(path string) error) {
	path := newEntry()
	path.PlaceHolder = tr("open.path.example", "e.g. {{.Example}}", map[string]any{"Example": filepath.Join(examplesDir(), "event"+exts[0])})
	types := strings.Join(exts, " ")
	var f *form
	browse := widget.NewButton(tr("open.browse", "Browse…", nil), func() {
		if dir := filepath.Dir(strings.TrimSpace(path.Text)); path.Text != "" && isDirectory(dir) {
			fyne.CurrentApp().Preferences().SetString(lastFolderPref, fynestorage.NewFileURI(dir).String())
		}
		pickFile(parent, false, title, "", exts, func(chosen string) {
			path.SetText(chosen)
			f.d.Submit()
		})
	})
	hint := widget.NewLabel(tr("open.types", "Files of type {{.Types}}: type or paste the path, or choose the file with Browse…", map[string]any{"Types": types}))
	hint.Wrapping = fyne.TextWrapWord
	items := []*widget.FormItem{
		widget.NewFormItem(tr("open.file", "File", nil), container.NewBorder(nil, nil, nil, browse, path)),
		widget.NewFormItem("", hint),
	}
	f = newForm(parent, title, tr("open.open", "Open", nil), items, func(ok bool) {
		if !ok {
			return
		}
		if err := checkOpenPath(path.Text, exts, open); err != nil {
			showMessage(parent, err, f.show)
		}
	})
	f.show()
}

// checkOpenPath opens the file at typed (quotes around it, as Windows
// copies a path, are taken off) when it is a file of one of the types exts.
func checkOpenPath(typed string, exts []string, open func(path string) error) error {
	p := strings.Trim(strings.TrimSpace(typed), `"'`)
	if p == "" {
		return errors.New(tr("open.err.empty", "Type the file's path, or choose the file with Browse….", nil))
	}
	if !slices.ContainsFunc(exts, func(e string) bool { return strings.EqualFold(filepath.Ext(p), e) }) {
		return errors.New(tr("open.err.type", "The file {{.File}} is not of type {{.Types}}.", map[string]any{"File": filepath.Base(p), "Types": strings.Join(exts, " ")}))
	}
	info, err := os.Stat(p)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return errors.New(tr("open.err.missing", "There is no file {{.File}}.", map[string]any{"File": p}))
	case err != nil:
		return err // permission denied and the like, in the system's words
	case info.IsDir():
		return errors.New(tr("open.err.folder", "The path {{.File}} is a folder, not a file.", map[string]any{"File": p}))
	}
	return open(p)
}

// examplesDir is the folder an example path in a hint starts from: the
// user's documents, or home.
func examplesDir() string {
	home, err := os.UserHomeDir()
	if err != nil {
		return "."
	}
	return filepath.Join(home, "Documents")
}
