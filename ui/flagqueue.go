package ui

import (
	"fyne.io/fyne/v2/dialog"

	"weiqi-arbiter/domain/clock"
	"weiqi-arbiter/domain/tournament"
)

// offerTimeResult asks the arbiter to record a loss on time for a table of
// the tournament; nothing is written without confirmation.
func (s *clockScreen) offerTimeResult(g *gameClock) {
	if g.gameID == 0 || s.app.arb == nil {
		return
	}
	loser, result := clock.Black, tournament.Result("W+T")
	if f := g.clock.Face(clock.White); f.LostOnTime || f.Forfeit {
		loser, result = clock.White, "B+T"
	}
	dialog.ShowConfirm(tr("clock.timeout_title", "Loss on time", nil),
		tr("clock.timeout_confirm", "Table {{.N}}: {{.Player}} ({{.Name}}) has lost on time. Record the result {{.Result}}?",
			map[string]any{"N": g.table, "Player": playerName(loser), "Name": g.names[loser], "Result": resultText(result)}),
		func(ok bool) {
			if ok {
				s.recordResult(g, result)
			}
		}, s.app.win)
}

// recordResult stores a table's result in the tournament file.
func (s *clockScreen) recordResult(g *gameClock, result tournament.Result) {
	if err := s.app.arb.SetResult(g.gameID, result); err != nil {
		s.app.showError(err)
		return
	}
	s.app.refresh()
	s.status.SetText(tr("clock.result_saved", "Table {{.N}}: result {{.Result}} saved.", map[string]any{"N": g.table, "Result": resultText(result)}))
}
