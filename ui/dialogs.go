package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Every dialog answers the keyboard the same way: Enter confirms, Escape
// cancels, whatever field has the focus.

// dialogTitle is a dialog's title made of the menu item or button that
// opens it: without its ellipsis, which says that a dialog follows and
// has no place in the dialog itself ("添加选手…" opens "添加选手").
func dialogTitle(label string) string {
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(strings.TrimSpace(label), "…"), "..."))
}

// formWidth is the least width of a form dialog: room for a Chinese name
// with its Latin one, a date, a list of tiebreaks.
const formWidth = 460

// entry is the program's one-line text field. Escape, which a Fyne entry
// ignores, runs onEscape (in a dialog: cancel it; in a desk field: clear
// it, a slip misread). A desk field (quick entry, check-in, search) sends
// Ctrl+Z and Ctrl+Y (Ctrl+Shift+Z) to the tournament's undo and redo when
// undo and redo are set, as the Edit menu does: what it holds is a table
// and a key or two, typed again faster than undone, while the arbiter who
// presses Ctrl+Z after saving a result means the result. A field of a
// dialog keeps its own text undo. The desktop driver sends Ctrl+Z to the
// focused field as fyne.ShortcutUndo, which a plain entry takes as its own.
type entry struct {
	widget.Entry
	onEscape   func()
	undo, redo func()
}

// newEntry returns an empty entry.
func newEntry() *entry {
	e := &entry{}
	e.ExtendBaseWidget(e)
	return e
}

// newEntryWith returns an entry holding text.
func newEntryWith(text string) *entry {
	e := newEntry()
	e.SetText(text)
	return e
}

// newDeskEntry returns an entry of a screen whose Ctrl+Z and Ctrl+Y undo
// and redo the tournament's last action.
func newDeskEntry(a *App) *entry {
	e := newEntry()
	e.undo, e.redo = a.Undo, a.Redo
	return e
}

// newQuickField returns a desk entry that Escape clears (a slip misread:
// start again): the quick-entry and check-in fields.
func newQuickField(a *App) *entry {
	e := newDeskEntry(a)
	e.onEscape = func() { e.SetText("") }
	return e
}

// TypedKey runs onEscape on Escape and types everything else.
func (e *entry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape && e.onEscape != nil {
		e.onEscape()
		return
	}
	e.Entry.TypedKey(k)
}

// TypedShortcut sends undo and redo to the tournament in a desk field, and
// every other shortcut (copy, paste …) to the field.
func (e *entry) TypedShortcut(sc fyne.Shortcut) {
	if e.undo != nil {
		switch undoOrRedo(sc) {
		case 'u':
			e.undo()
			return
		case 'r':
			e.redo()
			return
		}
	}
	e.Entry.TypedShortcut(sc)
}

// undoOrRedo tells whether a shortcut is the tournament's undo ('u'), redo
// ('r') or neither (0): Ctrl+Z and Ctrl+Y as the driver sends them
// (fyne.ShortcutUndo, fyne.ShortcutRedo) or as the Edit menu names them,
// and Ctrl+Shift+Z.
func undoOrRedo(sc fyne.Shortcut) rune {
	switch v := sc.(type) {
	case *fyne.ShortcutUndo:
		return 'u'
	case *fyne.ShortcutRedo:
		return 'r'
	case *desktop.CustomShortcut:
		switch {
		case v.KeyName == fyne.KeyZ && v.Modifier == fyne.KeyModifierShortcutDefault:
			return 'u'
		case v.KeyName == fyne.KeyY && v.Modifier == fyne.KeyModifierShortcutDefault,
			v.KeyName == fyne.KeyZ && v.Modifier == fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift:
			return 'r'
		}
	}
	return 0
}

// TappedSecondary opens the field's context menu (cut, copy, paste) only
// where the driver sees the field (see anchor): Fyne's entry builds it on
// no canvas otherwise, and crashes.
func (e *entry) TappedSecondary(ev *fyne.PointEvent) {
	if fyne.CurrentApp().Driver().CanvasForObject(e) != nil {
		e.Entry.TappedSecondary(ev)
	}
}

// keyCatcher is an invisible focusable widget that gives a dialog without
// fields its Enter and Escape. Characters typed into it mean the dialog
// was not seen (an arbiter typing the next slip): the Enter that ends them
// is not taken as an answer, only a later one.
type keyCatcher struct {
	widget.BaseWidget
	onEnter, onEscape func()
	typed             bool // characters came since the last Enter
}

func newKeyCatcher() *keyCatcher {
	k := &keyCatcher{}
	k.ExtendBaseWidget(k)
	return k
}

func (k *keyCatcher) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewWithoutLayout())
}
func (k *keyCatcher) MinSize() fyne.Size { return fyne.Size{} }
func (k *keyCatcher) FocusGained()       {}
func (k *keyCatcher) FocusLost()         {}
func (k *keyCatcher) TypedRune(rune)     { k.typed = true }
func (k *keyCatcher) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if k.typed {
			k.typed = false // the end of blind typing, not an answer
			return
		}
		if k.onEnter != nil {
			k.onEnter()
		}
	case fyne.KeyEscape:
		if k.onEscape != nil {
			k.onEscape()
		}
	}
}

// entriesIn lists the entries inside a form item's widget, containers
// included, in order.
func entriesIn(o fyne.CanvasObject) []*entry {
	switch v := o.(type) {
	case *entry:
		return []*entry{v}
	case *fyne.Container:
		var out []*entry
		for _, c := range v.Objects {
			out = append(out, entriesIn(c)...)
		}
		return out
	case *widget.Form:
		var out []*entry
		for _, it := range v.Items {
			out = append(out, entriesIn(it.Widget)...)
		}
		return out
	}
	return nil
}

// selectFieldsIn lists the selects inside a form item's widget, containers
// and forms included, in order.
func selectFieldsIn(o fyne.CanvasObject) []*selectField {
	switch v := o.(type) {
	case *selectField:
		return []*selectField{v}
	case *fyne.Container:
		var out []*selectField
		for _, c := range v.Objects {
			out = append(out, selectFieldsIn(c)...)
		}
		return out
	case *widget.Form:
		var out []*selectField
		for _, it := range v.Items {
			out = append(out, selectFieldsIn(it.Widget)...)
		}
		return out
	}
	return nil
}

// showForm shows a form dialog with confirm and the translated Cancel,
// wide enough for its entries (Fyne sizes a form to its placeholders). The
// first entry has the focus; Enter in an entry confirms (an entry with its
// own Enter keeps it) and Escape cancels.
func showForm(parent fyne.Window, title, confirm string, items []*widget.FormItem, done func(bool)) {
	newForm(parent, title, confirm, items, done).show()
}

// showFormChecked is showForm for a form whose input can be wrong: save
// runs on confirm, and when it fails the error is shown and then the form
// again, with everything that was typed. It returns the form shown.
func showFormChecked(parent fyne.Window, title, confirm string, items []*widget.FormItem, save func() error) *form {
	var f *form
	f = newForm(parent, title, confirm, items, func(ok bool) {
		if !ok {
			return
		}
		if err := save(); err != nil {
			showMessage(parent, err, f.show)
		}
	})
	f.show()
	return f
}

// form is a form dialog that answers the keyboard.
type form struct {
	d       *dialog.FormDialog
	parent  fyne.Window
	focus   fyne.Focusable // the first entry, or the key catcher
	entries []*entry
	// beside is a column of more fields beside the form's (nil: none): it
	// widens the dialog by its own width, the form keeping formWidth.
	beside fyne.CanvasObject
}

func newForm(parent fyne.Window, title, confirm string, items []*widget.FormItem, done func(bool)) *form {
	catcher := newKeyCatcher()
	items = append(items, widget.NewFormItem("", catcher))
	f := &form{parent: parent, focus: catcher}
	f.d = dialog.NewForm(dialogTitle(title), confirm, tr("dialog.cancel", "Cancel", nil), items, done, parent)
	catcher.onEnter, catcher.onEscape = f.d.Submit, f.d.Hide
	for _, it := range items {
		f.entries = append(f.entries, entriesIn(it.Widget)...)
	}
	for _, it := range items {
		for _, sel := range selectFieldsIn(it.Widget) {
			sel.onEnter, sel.onEscape = f.d.Submit, f.d.Hide
		}
	}
	for _, e := range f.entries {
		e.onEscape = f.d.Hide
		if e.OnSubmitted == nil && !e.MultiLine {
			e.OnSubmitted = func(string) { f.d.Submit() }
		}
	}
	switch {
	case len(f.entries) > 0:
		f.focus = f.entries[0]
	default: // a form of choices only: the first list, ready for the arrows
		for _, it := range items {
			if sels := selectFieldsIn(it.Widget); len(sels) > 0 {
				f.focus = sels[0]
				break
			}
		}
	}
	return f
}

func (f *form) show() {
	f.fit()
	f.d.Show()
	f.parent.Canvas().Focus(f.focus)
}

// fit sizes the dialog to its fields, at least formWidth wide (and the
// column beside them): again when fields are shown or hidden.
func (f *form) fit() {
	width := float32(formWidth)
	if f.beside != nil {
		width += f.beside.MinSize().Width + fynetheme.Padding()
	}
	f.d.Resize(fyne.NewSize(max(width, f.d.MinSize().Width), f.d.MinSize().Height))
}

// confirm asks a yes-or-no question; Enter answers yes, Escape no. The
// message wraps at the width of the window, at most confirmWidth.
func confirm(parent fyne.Window, title, message string, done func(bool)) {
	catcher := newKeyCatcher()
	yes := false
	label, natural := messageLabel(message)
	content := container.NewVBox(label, catcher)
	d := dialog.NewCustomConfirm(dialogTitle(title), tr("Yes", "Yes", nil), tr("No", "No", nil), content, func(ok bool) { done(ok || yes) }, parent)
	catcher.onEnter = func() { yes = true; d.Hide() }
	catcher.onEscape = d.Hide
	showAt(parent, d, messageWidth(parent, natural+4*fynetheme.Padding()), catcher)
}

// confirmWidth is the widest a question grows before its message wraps.
const confirmWidth = 640

// messageWidth is the width of a dialog whose message would be natural wide
// on one line: that, but at most confirmWidth and nine tenths of the window,
// and at least three quarters of a form.
func messageWidth(parent fyne.Window, natural float32) float32 {
	return max(min(natural, confirmWidth, parent.Canvas().Size().Width*0.9), formWidth*0.75)
}

// showAt shows d width wide and as tall as its wrapped message is at that
// width, with the keyboard on focus.
func showAt(parent fyne.Window, d dialog.Dialog, width float32, focus fyne.Focusable) {
	d.Resize(fyne.NewSize(width, d.MinSize().Height))
	d.Show()
	d.Resize(fyne.NewSize(width, d.MinSize().Height)) // the wrapped message's height at this width
	parent.Canvas().Focus(focus)
}

// choice is one action of a choice dialog.
type choice struct {
	label string
	do    func()
}

// showChoices shows a dialog of actions, a button each, and Cancel. The
// first action is marked as the one Enter takes; Escape cancels; Tab moves
// to the other buttons (Space presses one).
func showChoices(parent fyne.Window, title string, choices []choice) {
	var d dialog.Dialog
	catcher := newKeyCatcher()
	box := container.NewVBox(catcher) // first, so that Tab goes to the first choice
	for i, c := range choices {
		b := widget.NewButton(c.label, func() { d.Hide(); c.do() })
		if i == 0 {
			b.Importance = widget.HighImportance
		}
		box.Add(b)
	}
	d = dialog.NewCustom(dialogTitle(title), tr("dialog.cancel", "Cancel", nil), box, parent)
	catcher.onEnter = func() { d.Hide(); choices[0].do() }
	catcher.onEscape = d.Hide
	d.Show()
	parent.Canvas().Focus(catcher)
}

// showError shows an error in the user's language; Enter or Escape closes
// it (Fyne's own error dialog takes no key).
func showError(parent fyne.Window, err error) { showMessage(parent, err, nil) }

// showMessage shows err's text as an error that Enter or Escape closes, and
// runs closed (when not nil) once it is closed.
func showMessage(parent fyne.Window, err error, closed func()) {
	label, natural := messageLabel(errorText(err))
	icon := widget.NewIcon(fynetheme.ErrorIcon())
	c := newClosable(parent, tr("Error", "Error", nil), tr("dialog.ok", "OK", nil), container.NewBorder(nil, nil, icon, nil, label))
	if closed != nil {
		c.SetOnClosed(closed)
	}
	showAt(parent, c.Dialog, messageWidth(parent, natural+icon.MinSize().Width+6*fynetheme.Padding()), c.catcher)
}

// newClosable returns a dialog showing content with one button, dismiss,
// that Enter and Escape press too (Fyne's custom and information dialogs
// take no key). Show it with show.
func newClosable(parent fyne.Window, title, dismiss string, content fyne.CanvasObject) *closable {
	catcher := newKeyCatcher()
	d := dialog.NewCustom(dialogTitle(title), dismiss, container.NewBorder(catcher, nil, nil, nil, content), parent)
	catcher.onEnter, catcher.onEscape = d.Hide, d.Hide
	return &closable{Dialog: d, parent: parent, catcher: catcher}
}

// closable is a dialog of newClosable.
type closable struct {
	dialog.Dialog
	parent  fyne.Window
	catcher *keyCatcher
}

// show shows the dialog with the keyboard focus.
func (c *closable) show() {
	c.Show()
	c.parent.Canvas().Focus(c.catcher)
}

// showInformation shows a message that OK, Enter or Escape closes.
func showInformation(parent fyne.Window, title, message string) {
	label, natural := messageLabel(message)
	c := newClosable(parent, title, tr("dialog.ok", "OK", nil), label)
	showAt(parent, c.Dialog, messageWidth(parent, natural+4*fynetheme.Padding()), c.catcher)
}
