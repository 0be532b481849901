package ui

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	fynestorage "fyne.io/fyne/v2/storage"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The program's file dialog. Fyne 2.7's own names its places (Home,
// Computer, Desktop …) in English whatever the language, with no way to
// translate them, and a Chinese window must not say Home; this one speaks
// the user's language throughout, answers the keyboard as every dialog
// does (a file name typed, Enter; Escape), and writes nothing itself: it
// gives the path to the caller, which writes the file whole
// (internal/savefile).

// lastFolderPref is the preference of the folder a file dialog showed
// last (as a file URI; the key Fyne's own dialog uses, so that it carries
// over).
const lastFolderPref = "fyne:fileDialogLastFolder"

// filePicker is one file dialog: a folder's subfolders and files of the
// types asked for, the places to start from, and a file name.
type filePicker struct {
	parent fyne.Window
	save   bool
	exts   []string // lower case, with the dot; none: every file
	dir    string
	items  []pickerItem
	list   *widget.List
	where  *widget.Label
	name   *entry
	d      *dialog.ConfirmDialog
	done   func(path string)
}

// pickerItem is a line of the list: a folder (opened by a tap) or a file.
type pickerItem struct {
	name string
	dir  bool
}

// pickFile asks for a file to open (save false) or to write, of one of the
// types exts (".sgf"; none: any), offering suggested as its name, and
// gives its path to done. A file to write that exists is replaced only
// when the arbiter says so.
func pickFile(parent fyne.Window, save bool, title, suggested string, exts []string, done func(path string)) {
	p := &filePicker{parent: parent, save: save, done: done}
	for _, e := range exts {
		p.exts = append(p.exts, strings.ToLower(e))
	}
	p.where = widget.NewLabel("")
	p.where.Truncation = fyne.TextTruncateEllipsis
	p.name = newEntryWith(suggested)
	p.name.PlaceHolder = tr("picker.name.placeholder", "file name, or a whole path", nil)
	p.list = widget.NewList(func() int { return len(p.items) },
		func() fyne.CanvasObject {
			return container.NewBorder(nil, nil, widget.NewIcon(fynetheme.FileIcon()), nil, widget.NewLabel(""))
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			c := o.(*fyne.Container)
			it := p.items[id]
			icon := fynetheme.FileIcon()
			if it.dir {
				icon = fynetheme.FolderIcon()
			}
			c.Objects[1].(*widget.Icon).SetResource(icon)
			c.Objects[0].(*widget.Label).SetText(it.name)
		})
	p.list.OnSelected = func(id widget.ListItemID) {
		p.list.UnselectAll()
		if id >= len(p.items) {
			return
		}
		it := p.items[id]
		if it.dir {
			p.open(filepath.Join(p.dir, it.name))
			return
		}
		p.name.SetText(it.name)
		parent.Canvas().Focus(p.name)
	}
	up := widget.NewButtonWithIcon(tr("picker.up", "Up", nil), fynetheme.MoveUpIcon(), func() { p.open(filepath.Dir(p.dir)) })
	places := container.NewVBox()
	for _, pl := range pickerPlaces() {
		places.Add(widget.NewButton(pl.name, func() { p.open(pl.path) }))
	}
	top := container.NewBorder(nil, nil, up, nil, p.where)
	bottom := widget.NewForm(widget.NewFormItem(tr("picker.name", "File name", nil), p.name))
	content := container.NewBorder(top, bottom, container.NewVScroll(places), nil, p.list)
	confirm := tr("open.open", "Open", nil)
	if save {
		confirm = tr("picker.save", "Save", nil)
	}
	p.d = dialog.NewCustomConfirm(dialogTitle(title), confirm, tr("dialog.cancel", "Cancel", nil), content, func(ok bool) {
		if ok {
			p.choose()
		}
	}, parent)
	p.name.onEscape = p.d.Hide
	p.name.OnSubmitted = func(string) { p.d.Hide(); p.choose() }
	p.open(startFolder())
	size := parent.Canvas().Size()
	p.d.Resize(fyne.NewSize(min(max(640, size.Width*0.8), size.Width), min(max(420, size.Height*0.85), size.Height)))
	p.d.Show()
	parent.Canvas().Focus(p.name)
}

// startFolder is where a file dialog opens: where the last one was, else
// the user's documents, else home.
func startFolder() string {
	if u, err := fynestorage.ParseURI(fyne.CurrentApp().Preferences().String(lastFolderPref)); err == nil && u.Scheme() == "file" {
		if info, err := os.Stat(u.Path()); err == nil && info.IsDir() {
			return u.Path()
		}
	}
	if d := examplesDir(); isDirectory(d) {
		return d
	}
	home, _ := os.UserHomeDir()
	return home
}

func isDirectory(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.IsDir()
}

// open shows a folder's subfolders, then its files of the types asked
// for, by name; hidden ones (a leading dot) are left out. A folder that
// cannot be read says why and leaves the list as it was.
func (p *filePicker) open(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		p.where.SetText(errorText(err))
		return
	}
	p.dir = dir
	fyne.CurrentApp().Preferences().SetString(lastFolderPref, fynestorage.NewFileURI(dir).String())
	var folders, files []pickerItem
	for _, e := range entries {
		n := e.Name()
		if strings.HasPrefix(n, ".") {
			continue
		}
		isDir := e.IsDir()
		if e.Type()&os.ModeSymlink != 0 {
			isDir = isDirectory(filepath.Join(dir, n)) // a link to a folder
		}
		switch {
		case isDir:
			folders = append(folders, pickerItem{name: n, dir: true})
		case len(p.exts) == 0 || slices.Contains(p.exts, strings.ToLower(filepath.Ext(n))):
			files = append(files, pickerItem{name: n})
		}
	}
	p.items = append(folders, files...)
	p.where.SetText(dir)
	p.list.Refresh()
	p.list.ScrollToTop()
}

// choose gives the chosen file's path to done: the name typed (a whole
// path too) in the folder shown, with the first type's extension when a
// file to write has none of them. An existing file is written over only
// after a question; a file to open must exist.
func (p *filePicker) choose() {
	name := strings.Trim(strings.TrimSpace(p.name.Text), `"'`)
	if name == "" {
		showMessage(p.parent, errors.New(tr("picker.err.empty", "Type a file name, or choose a file in the list.", nil)), p.reshow)
		return
	}
	path := name
	if !filepath.IsAbs(path) {
		path = filepath.Join(p.dir, name)
	}
	if p.save && len(p.exts) > 0 && !slices.Contains(p.exts, strings.ToLower(filepath.Ext(path))) {
		path += p.exts[0]
	}
	info, err := os.Stat(path)
	switch {
	case err == nil && info.IsDir():
		p.name.SetText("")
		p.open(path)
		p.reshow()
	case !p.save:
		if err := checkOpenPath(path, p.openTypes(), func(string) error { return nil }); err != nil {
			showMessage(p.parent, err, p.reshow)
			return
		}
		p.done(path)
	case err == nil:
		confirm(p.parent, tr("picker.replace.title", "Replace the file?", nil),
			tr("picker.replace", "{{.File}} already exists. Replace it?", map[string]any{"File": filepath.Base(path)}),
			func(yes bool) {
				if yes {
					p.done(path)
					return
				}
				p.reshow()
			})
	default:
		p.done(path)
	}
}

// openTypes are the types a file to open may have (any when none were asked).
func (p *filePicker) openTypes() []string {
	if len(p.exts) > 0 {
		return p.exts
	}
	return []string{filepath.Ext(p.name.Text)}
}

// reshow shows the dialog again, as it was.
func (p *filePicker) reshow() {
	p.d.Show()
	p.parent.Canvas().Focus(p.name)
}

// pickerPlace is a folder to start from.
type pickerPlace struct{ name, path string }

// pickerPlaces are the folders the dialog offers to start from, in the
// user's language: home, desktop, documents, downloads (those that exist),
// then the computer's drives (Windows) or its root.
func pickerPlaces() []pickerPlace {
	home, err := os.UserHomeDir()
	var out []pickerPlace
	if err == nil {
		out = append(out, pickerPlace{tr("picker.home", "Home", nil), home})
		for _, f := range []struct{ key, english, dir string }{
			{"picker.desktop", "Desktop", "Desktop"},
			{"picker.documents", "Documents", "Documents"},
			{"picker.downloads", "Downloads", "Downloads"},
		} {
			if d := filepath.Join(home, f.dir); isDirectory(d) {
				out = append(out, pickerPlace{tr(f.key, f.english, nil), d})
			}
		}
	}
	if runtime.GOOS == "windows" {
		for c := 'C'; c <= 'Z'; c++ {
			if d := string(c) + `:\`; isDirectory(d) {
				out = append(out, pickerPlace{tr("picker.drive", "Drive {{.Letter}}:", map[string]any{"Letter": string(c)}), d})
			}
		}
		return out
	}
	return append(out, pickerPlace{tr("picker.computer", "Computer", nil), "/"})
}
