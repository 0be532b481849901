package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// selectWidth is the width a select needs to show the widest of options
// whole, with its padding and its arrow.
func selectWidth(options []string) float32 {
	var w float32
	for _, o := range options {
		w = max(w, fyne.MeasureText(o, fynetheme.TextSize(), fyne.TextStyle{}).Width)
	}
	return w + 4*fynetheme.InnerPadding() + fynetheme.IconInlineSize()
}

// fitSelect holds a select at least as wide as its widest option: Fyne
// sizes a select by its placeholder and cuts the option it shows (seen:
// "积分编…" for the group's system). The options may change later.
func fitSelect(sel *widget.Select) fyne.CanvasObject {
	return container.New(optionsLayout{sel}, sel)
}

// optionsLayout lays out one select over its whole size, asking for the
// width of its widest option.
type optionsLayout struct{ sel *widget.Select }

func (l optionsLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	m := l.sel.MinSize()
	m.Width = max(m.Width, selectWidth(l.sel.Options))
	return m
}

func (l optionsLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}
