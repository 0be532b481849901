package ui

// A game's own actions on the rounds screen: nigiri, colours, its record.

import (
	"os"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/sgf"
	"weiqi-arbiter/domain/tournament"
)

// gameActions offers, for an unplayed game, a nigiri (猜先) or a plain swap
// of the colours, and for every game its record: attach an SGF, show it on
// the analysis board, or remove it.
func (s *roundsScreen) gameActions(game tournament.Game) {
	var choices []choice
	if game.Result == tournament.NoResult {
		choices = append(choices, choice{tr("nigiri.title", "Nigiri (猜先)…", nil), func() { s.nigiriDialog(game) }},
			choice{tr("rounds.swap_colours", "Swap colours?", nil), func() { s.swapColours(game) }})
	}
	choices = append(choices, choice{tr("rounds.record.attach", "Attach game record (SGF)…", nil), func() { s.attachRecord(game) }})
	if s.recorded[game.ID] {
		choices = append(choices, choice{tr("rounds.record.show", "Show the record on the analysis board", nil), func() { s.showRecord(game) }},
			choice{tr("rounds.record.remove", "Remove the game record", nil), func() {
				if err := s.app.arb.DetachRecord(game.ID); err != nil {
					s.status.SetText(errorText(err))
				}
				s.app.refresh()
			}})
	}
	showChoices(s.app.win, tr("rounds.game_actions", "Table {{.Table}}", map[string]any{"Table": game.Table}), choices)
}

// attachRecord asks for an SGF file and attaches it to the game; a file
// that is not a game record is refused with the reason.
func (s *roundsScreen) attachRecord(game tournament.Game) {
	openFileDialog(s.app.win, tr("rounds.record.attach", "Attach game record…", nil), []string{".sgf"}, func(path string) error {
		r, err := os.Open(path)
		if err != nil {
			return err
		}
		data, err := sgf.ReadRecord(r)
		r.Close()
		if err == nil {
			err = s.app.arb.AttachRecord(game.ID, data)
		}
		if err != nil {
			return err
		}
		s.app.refresh()
		s.status.SetText(tr("rounds.record.attached", "Game record attached to table {{.Table}}.", map[string]any{"Table": game.Table}))
		return nil
	})
}

// showRecord opens the game's record on the analysis board, at its end.
func (s *roundsScreen) showRecord(game tournament.Game) {
	text, ok, err := s.app.arb.Record(game.ID)
	if err != nil || !ok {
		s.status.SetText(errorText(err))
		return
	}
	c, err := sgf.ParseString(text)
	if err == nil {
		err = s.app.board.load(c[0], "", true)
	}
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	s.app.tabs.SelectIndex(boardTab)
}

// nigiriDialog runs or records a nigiri by SPEC §7: the rules say who grabs
// the white stones; the other guesses odd or even; the arbiter types how many
// stones were grabbed, or the program draws the number.
func (s *roundsScreen) nigiriDialog(game tournament.Game) {
	byID := s.app.playersByID()
	pb, pw := byID[game.Black], byID[game.White]
	np := func(p tournament.Player) tournament.NigiriPlayer {
		return tournament.NigiriPlayer{ID: p.ID, Rank: p.Rank, Birth: p.Birth}
	}
	grabber, guesser := tournament.WhoGrabs(np(pb), np(pw))
	odd, even := tr("nigiri.odd", "odd (one stone shown)", nil), tr("nigiri.even", "even (two stones shown)", nil)
	guess := widget.NewRadioGroup([]string{odd, even}, nil)
	guess.SetSelected(odd)
	count := newEntry()
	count.PlaceHolder = tr("nigiri.count.placeholder", "stones grabbed (empty: the program draws)", nil)
	showForm(s.app.win, tr("nigiri.title", "Nigiri (猜先)…", nil), tr("dialog.ok", "OK", nil), []*widget.FormItem{
		widget.NewFormItem(tr("nigiri.grabs", "Grabs white stones", nil), widget.NewLabel(byID[grabber].Name())),
		widget.NewFormItem(tr("nigiri.guesses", "Guesses", nil), widget.NewLabel(byID[guesser].Name())),
		widget.NewFormItem(tr("nigiri.guess", "Guess", nil), guess),
		widget.NewFormItem(tr("nigiri.count", "Stones grabbed", nil), count),
	}, func(ok bool) {
		if !ok {
			return
		}
		n, err := 0, error(nil) // 0: the program draws the stones, a recorded lot
		if text := strings.TrimSpace(count.Text); text != "" {
			if n, err = strconv.Atoi(text); err != nil || n < 1 {
				s.status.SetText(tr("nigiri.bad", "The number of stones grabbed must be a whole number from 1.", nil))
				return
			}
		}
		n, black, err := s.app.arb.Nigiri(game, n, guess.Selected == odd)
		if err != nil {
			showError(s.app.win, err)
			return
		}
		s.show()
		s.app.refresh()
		s.status.SetText(tr("nigiri.result", "Nigiri: {{.N}} stones; {{.Name}} takes Black.", map[string]any{"N": n, "Name": byID[black].Name()}))
	})
}
