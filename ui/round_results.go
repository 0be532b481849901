package ui

// Results and warnings typed on the rounds screen.

import (
	"errors"
	"strings"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
)

// quickEntry saves a result typed as "table keys" (arbiter.EnterResult); a
// result already entered is overwritten only after the arbiter confirms.
func (s *roundsScreen) quickEntry(text string) {
	help := func() {
		s.status.SetText(tr("rounds.quick.help", "Type the table number, then the result: 1 or b, 2 or w, =, fb, fw, ff, d, or as written: 黑胜3/4子, 白中盘胜, B+R.", nil))
	}
	// The result may be several words ("黑胜 3/4 子", "Black wins by
	// resignation"); a board (3.2) belongs to team matches only.
	e, err := tournament.SplitEntry(text)
	if err != nil || e.Board != 0 {
		help()
		return
	}
	table := e.Table
	if strings.EqualFold(e.Keys, "a") {
		s.acceptReported(table) // "12 a": accept what table 12 reported
		return
	}
	r, err := tournament.ParseQuick(e.Keys)
	if err != nil {
		help()
		return
	}
	var game *tournament.Game
	index := -1
	for i := range s.games {
		if s.games[i].Table == table && s.seated(s.games[i]) {
			game, index = &s.games[i], i
		}
	}
	if game == nil {
		// A game a withdrawal settled has no table on the sheet; its
		// number typed gets the reason the result stands.
		for _, settled := range s.games {
			if settled.Table == table {
				if err := s.app.arb.CheckResult(settled.ID, r); err != nil {
					s.status.SetText(errorText(err))
					return
				}
			}
		}
		s.status.SetText(tr("error.round.no_table", "Round {{.Round}} has no table {{.Table}}.", map[string]any{"Round": s.roundNo(), "Table": table}))
		return
	}
	var save func(entry arbiter.ResultEntry)
	save = func(entry arbiter.ResultEntry) {
		done, err := s.app.arb.EnterResult(entry)
		var exists *arbiter.ResultExistsError
		if errors.As(err, &exists) {
			// Another result is there: replaced only when the arbiter says so.
			confirm(s.app.win, tr("rounds.overwrite.title", "Overwrite a result?", nil),
				tr("rounds.overwrite", "Table {{.Table}} already has {{.Old}}. Replace it with {{.New}}?",
					map[string]any{"Table": table, "Old": resultText(exists.Current), "New": resultText(r)}),
				func(ok bool) {
					if ok {
						entry.Overwrite, entry.Replacing = true, exists.Current
						save(entry)
					}
				})
			return
		}
		if err != nil {
			showError(s.app.win, err)
			return
		}
		s.quick.SetText("")
		s.showGame(index)
		s.app.refresh()
		byID := s.byID
		text := tr("rounds.saved", "Table {{.Table}}: {{.Result}} saved.", map[string]any{"Table": table,
			"Result": resultNamed(r, byID[game.Black], byID[game.White])}) + " " + s.status.Text
		// An edit in an earlier round: would the next round have been paired otherwise?
		if done.Repair > 0 {
			text += " " + tr("rounds.pairing_differs", "Round {{.N}} would now be paired differently; re-pair it if it has no results yet.", map[string]any{"N": done.Repair})
		}
		s.status.SetText(text)
	}
	save(arbiter.ResultEntry{Game: game.ID, Result: r})
}

// warn gives a player of a game a warning after confirmation.
func (s *roundsScreen) warn(game tournament.Game, black bool) {
	id := game.White
	if black {
		id = game.Black
	}
	name := s.app.playersByID()[id].Name()
	bw, ww, err := s.app.arb.Warnings(game.ID)
	s.app.noteErr(err)
	already := ww
	if black {
		already = bw
	}
	text := tr("rounds.warn.confirm", "Give {{.Name}} (table {{.Table}}) a warning? Warnings in this game so far: {{.N}}.",
		map[string]any{"Name": name, "Table": game.Table, "N": already})
	if already >= 1 {
		text += "\n" + tr("rounds.warn.second", "A second warning loses the game.", nil)
	}
	confirm(s.app.win, tr("rounds.warn.title", "Warning", nil), text, func(ok bool) {
		if !ok {
			return
		}
		lost, err := s.app.arb.Warn(game.ID, black)
		if err != nil {
			showError(s.app.win, err)
			return
		}
		s.show()
		s.app.refresh()
		if lost {
			s.status.SetText(tr("rounds.warn.lost", "{{.Name}}: second warning, the game is lost.", map[string]any{"Name": name}))
		}
	})
}
