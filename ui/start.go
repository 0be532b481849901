package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// firstSteps tells an arbiter with a new tournament where to start: the
// three steps to the first round, each with a button to its screen. It
// shows until the first round of any group is paired.
type firstSteps struct {
	object *widget.Card
}

func newFirstSteps(a *App) *firstSteps {
	step := func(n int, text, button string, tab int) fyne.CanvasObject {
		open := widget.NewButton(button, func() { a.tabs.SelectIndex(tab) })
		label := widget.NewLabel(fmt.Sprintf("%d. %s", n, text))
		label.Wrapping = fyne.TextWrapWord
		return container.NewBorder(nil, nil, nil, open, label)
	}
	card := widget.NewCard(tr("start.title", "Where to start", nil), "", container.NewVBox(
		step(1, tr("start.settings", "Here: the tournament's name, dates and rules; add a group for each section and choose its system and rounds, then Save.", nil),
			tr("start.settings.button", "Stay here", nil), tournamentTab),
		step(2, tr("start.players", "Players: add players one by one or import the registration list; on the day, check them in.", nil),
			tr("nav.players", "Players", nil), playersTab),
		step(3, tr("start.rounds", "Rounds: pair round 1, print the pairing sheet and the result slips.", nil),
			tr("nav.rounds", "Rounds", nil), roundsTab),
	))
	return &firstSteps{object: card}
}

// update shows the steps while no group has a paired round.
func (f *firstSteps) update(a *App) {
	f.object.Hidden = a.arb == nil || a.anyRoundPaired()
	f.object.Refresh()
}

// anyRoundPaired reports whether any group of the open file has a round.
func (a *App) anyRoundPaired() bool {
	groups, err := a.arb.Groups()
	if err != nil {
		return true // say nothing rather than something wrong
	}
	for _, g := range groups {
		if n, err := a.arb.LatestRound(g.ID); err != nil || n > 0 {
			return true
		}
	}
	return false
}
