package ui

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/tournament"
)

// tiebreakPicker chooses a group's tiebreaks, in order, from the list the
// standings know, named in the user's language: each chosen one has a row
// with up, down and remove buttons, and a select adds one of the others.
type tiebreakPicker struct {
	chosen []tournament.Tiebreak
	rows   *fyne.Container
	add    *selectField
	box    *fyne.Container
}

// tiebreakLongName is a tiebreak's long name in the user's language
// ("对手分（对手积分之和）", "SOS: sum of the opponents' scores").
func tiebreakLongName(t tournament.Tiebreak) string {
	return tr("tiebreak.long."+string(t), string(t), nil)
}

func newTiebreakPicker(initial []tournament.Tiebreak) *tiebreakPicker {
	p := &tiebreakPicker{chosen: slices.Clone(initial), rows: container.NewVBox()}
	p.add = newSelectField(nil, func(name string) {
		if name == "" {
			return // cleared after an addition
		}
		for _, t := range tournament.KnownTiebreaks() {
			if tiebreakLongName(t) == name {
				p.chosen = append(p.chosen, t)
			}
		}
		p.rebuild()
	})
	p.add.PlaceHolder = tr("rules.tiebreak.add", "Add a tiebreak…", nil)
	p.box = container.NewVBox(p.rows, p.add)
	p.rebuild()
	return p
}

// Object is the picker's widget, for a form.
func (p *tiebreakPicker) Object() fyne.CanvasObject { return p.box }

// Tiebreaks is the chosen order.
func (p *tiebreakPicker) Tiebreaks() []tournament.Tiebreak { return slices.Clone(p.chosen) }

func (p *tiebreakPicker) rebuild() {
	p.rows.RemoveAll()
	for i, t := range p.chosen {
		up := widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { p.move(i, -1) })
		down := widget.NewButtonWithIcon("", theme.MoveDownIcon(), func() { p.move(i, +1) })
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			p.chosen = slices.Delete(p.chosen, i, i+1)
			p.rebuild()
		})
		if i == 0 {
			up.Disable()
		}
		if i == len(p.chosen)-1 {
			down.Disable()
		}
		label := widget.NewLabel(fmt.Sprintf("%d. %s", i+1, tiebreakLongName(t)))
		p.rows.Add(container.NewBorder(nil, nil, nil, container.NewHBox(up, down, remove), label))
	}
	var others []string
	for _, t := range tournament.KnownTiebreaks() {
		if !slices.Contains(p.chosen, t) {
			others = append(others, tiebreakLongName(t))
		}
	}
	p.add.Options = others
	p.add.ClearSelected()
	if len(others) == 0 {
		p.add.Disable()
	} else {
		p.add.Enable()
	}
	p.box.Refresh()
}

func (p *tiebreakPicker) move(i, by int) {
	j := i + by
	if j < 0 || j >= len(p.chosen) {
		return
	}
	p.chosen[i], p.chosen[j] = p.chosen[j], p.chosen[i]
	p.rebuild()
}
