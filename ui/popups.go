package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Pop-ups (a select's list, a menu button's menu, a field's context menu)
// open on the canvas the driver says shows their widget. The desktop
// driver forgets that now and then: it keeps which canvas shows an object
// in a cache whose entries expire a minute after they are made, and
// drops the expired ones after a frame that freed textures (a table
// refreshed with new results, a resize); the next frame puts back those
// still shown. A tap in between finds the widget (taps are found by
// walking the window's objects) but no canvas for it, and Fyne 2.7's
// Select and Entry then build their pop-up on no canvas and crash
// (SIGSEGV in NewPopUpMenu, fyne#5965). Every select and menu button of
// ours therefore remembers where it was last seen (an anchor) and opens
// there when the driver has no answer, or opens nothing when it was never
// seen (a widget no window shows, of a screen rebuilt since); a text field
// opens its context menu only where the driver sees it (entry).

// anchor is where a widget was last seen: its canvas and its position on it.
type anchor struct {
	canvas fyne.Canvas
	pos    fyne.Position
}

// note records where the driver says o is, when it says so.
func (a *anchor) note(o fyne.CanvasObject) {
	d := fyne.CurrentApp().Driver()
	if c := d.CanvasForObject(o); c != nil {
		a.canvas, a.pos = c, d.AbsolutePositionForObject(o)
	}
}

// noteTap records where a tap on o says o is (the event knows where the
// pointer is on the canvas and on o).
func (a *anchor) noteTap(o fyne.CanvasObject, ev *fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(o); c != nil {
		a.canvas = c
	}
	a.pos = ev.AbsolutePosition.Subtract(ev.Position)
}

// where is the canvas showing o and o's position on it: the driver's
// answer when it has one, else where o was last seen; ok is false when o
// was never seen on a canvas.
func (a *anchor) where(o fyne.CanvasObject) (c fyne.Canvas, pos fyne.Position, ok bool) {
	a.note(o)
	return a.canvas, a.pos, a.canvas != nil
}

// selectField is the program's drop-down list, on every screen and in
// every dialog. It is as wide as its widest option (Fyne sizes a select by
// its placeholder and cuts the option it shows: "积分编…"); in a dialog,
// Enter and Escape confirm or cancel the dialog (a Fyne select ignores
// them: it opens on Space or an arrow, and ← → step through its choices);
// and it opens its list only on a canvas (see anchor).
type selectField struct {
	widget.Select
	onEnter, onEscape func()
	at                anchor
}

// newSelectField returns a select of options that calls changed.
func newSelectField(options []string, changed func(string)) *selectField {
	s := &selectField{}
	s.Options, s.OnChanged = options, changed
	s.ExtendBaseWidget(s)
	return s
}

// selectWidth is the width a select needs to show the widest of options
// whole, with its padding and its arrow.
func selectWidth(options []string) float32 {
	var w float32
	for _, o := range options {
		w = max(w, fyne.MeasureText(o, fynetheme.TextSize(), fyne.TextStyle{}).Width)
	}
	return w + 4*fynetheme.InnerPadding() + fynetheme.IconInlineSize()
}

// MinSize is the select's, as wide as the widest option.
func (s *selectField) MinSize() fyne.Size {
	m := s.Select.MinSize()
	m.Width = max(m.Width, selectWidth(s.Options))
	return m
}

// TypedKey confirms on Enter, cancels on Escape, and passes the rest on;
// Space and the arrows that open the list open it only where it is seen.
func (s *selectField) TypedKey(k *fyne.KeyEvent) {
	switch {
	case (k.Name == fyne.KeyReturn || k.Name == fyne.KeyEnter) && s.onEnter != nil:
		s.onEnter()
	case k.Name == fyne.KeyEscape && s.onEscape != nil:
		s.onEscape()
	case k.Name == fyne.KeySpace || k.Name == fyne.KeyUp || k.Name == fyne.KeyDown:
		s.open()
	default:
		s.Select.TypedKey(k)
	}
}

// Tapped opens the list under the select.
func (s *selectField) Tapped(ev *fyne.PointEvent) {
	if s.Disabled() {
		return
	}
	s.at.noteTap(s, ev)
	if fyne.CurrentApp().Driver().CanvasForObject(s) != nil {
		s.Select.Tapped(ev) // Fyne's own list, with its animation and focus
		return
	}
	if s.at.canvas != nil {
		s.at.canvas.Focus(s)
	}
	s.open()
}

// open shows the list: Fyne's when the driver knows the select's canvas,
// else one of ours where the select was last seen, else none.
func (s *selectField) open() {
	if fyne.CurrentApp().Driver().CanvasForObject(s) != nil {
		s.Select.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
		return
	}
	c, pos, ok := s.at.where(s)
	if !ok || s.Disabled() {
		return
	}
	items := make([]*fyne.MenuItem, len(s.Options))
	for i, o := range s.Options {
		items[i] = fyne.NewMenuItem(o, func() { s.SetSelected(o) })
	}
	pop := widget.NewPopUpMenu(fyne.NewMenu("", items...), c)
	pop.ShowAtPosition(pos.AddXY(0, s.Size().Height))
	pop.Resize(fyne.NewSize(s.Size().Width, pop.MinSize().Height))
}

// FocusGained notes where the select is, for a list opened by key.
func (s *selectField) FocusGained() {
	s.at.note(s)
	s.Select.FocusGained()
}

// MouseIn notes where the select is, for the tap that follows.
func (s *selectField) MouseIn(ev *desktop.MouseEvent) {
	s.at.note(s)
	s.Select.MouseIn(ev)
}

// menuButton is a button that opens a menu under itself, where it is seen
// (see anchor).
type menuButton struct {
	widget.Button
	menu func() *fyne.Menu
	at   anchor
	// home, when set, is the window the button always lives in (the main
	// window's clock screen, even in full screen): its menu opens there
	// whatever canvas the driver names, under the button where it was
	// last seen.
	home fyne.Window
}

// newMenuButton returns a button labelled label with icon that opens the
// menu menu builds when tapped.
func newMenuButton(label string, icon fyne.Resource, menu func() *fyne.Menu) *menuButton {
	b := &menuButton{menu: menu}
	b.Text, b.Icon = label, icon
	b.ExtendBaseWidget(b)
	return b
}

// Tapped opens the menu under the button.
func (b *menuButton) Tapped(ev *fyne.PointEvent) {
	if b.Disabled() {
		return
	}
	b.at.noteTap(b, ev)
	b.Button.Tapped(ev) // the tap's animation
	b.open()
}

// TypedKey opens the menu on Space or Enter, as a tap would.
func (b *menuButton) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		b.open()
	default:
		b.Button.TypedKey(ev)
	}
}

// MouseIn notes where the button is, for the tap that follows.
func (b *menuButton) MouseIn(ev *desktop.MouseEvent) {
	b.at.note(b)
	b.Button.MouseIn(ev)
}

func (b *menuButton) open() {
	c, pos, ok := b.at.where(b)
	if b.home != nil {
		c, ok = b.home.Canvas(), true
	}
	if !ok {
		return
	}
	widget.ShowPopUpMenuAtPosition(b.menu(), c, pos.AddXY(0, b.Size().Height))
}
