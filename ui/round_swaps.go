package ui

// Swapping colours and players on the rounds screen.

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// playerActions offers a swap or a warning for a player of an unplayed
// game. The swap, which only opens its own dialog, is the one Enter takes:
// a penalty is never one key away.
func (s *roundsScreen) playerActions(game tournament.Game, black bool) {
	id, side := game.White, tr("report.white_side", "White", nil)
	if black {
		id, side = game.Black, tr("report.black_side", "Black", nil)
	}
	title := tr("rounds.player_actions", "{{.Name}}, {{.Side}} at table {{.Table}}", map[string]any{"Name": s.byID[id].Name(), "Side": side, "Table": game.Table})
	showChoices(s.app.win, title, []choice{
		{tr("rounds.swap", "Swap with another player…", nil), func() { s.swapDialog(game, black) }},
		{tr("rounds.warn.title", "Warning", nil), func() { s.warn(game, black) }},
	})
}

func (s *roundsScreen) swapColours(game tournament.Game) {
	if game.Result != tournament.NoResult {
		return
	}
	confirm(s.app.win, tr("rounds.swap_colours", "Swap colours?", nil),
		tr("rounds.swap_colours.confirm", "Swap Black and White at table {{.Table}}?", map[string]any{"Table": game.Table}),
		func(ok bool) {
			if !ok {
				return
			}
			if err := s.app.arb.SwapColours(game.ID); err != nil {
				showError(s.app.win, err)
			}
			s.show()
			s.app.refresh()
		})
}

// seat is one player's place in a round: a game and a colour.
type seat struct {
	game  tournament.Game
	black bool
}

func (t seat) player() int64 {
	if t.black {
		return t.game.Black
	}
	return t.game.White
}

// swapDialog lets the arbiter pick the player to swap with; pairs that break
// a rule (rematch, same club, absence) are named and must be confirmed.
func (s *roundsScreen) swapDialog(game tournament.Game, black bool) {
	name := map[int64]string{}
	for id, p := range s.app.playersByID() {
		name[id] = p.Name()
	}
	from := seat{game, black}
	var seats []seat
	var labels []string
	for _, g := range s.games {
		if g.Result != tournament.NoResult {
			continue
		}
		for _, b := range []bool{true, false} {
			st := seat{g, b}
			if st.player() == from.player() {
				continue
			}
			seats = append(seats, st)
			labels = append(labels, tr("rounds.seat", "table {{.T}}: {{.Name}}", map[string]any{"T": g.Table, "Name": name[st.player()]}))
		}
	}
	pick := newSelectField(labels, nil)
	pick.PlaceHolder = tr("rounds.pick", "choose a player", nil)
	showForm(s.app.win, tr("rounds.swap", "Swap with another player…", nil), tr("dialog.ok", "OK", nil), []*widget.FormItem{widget.NewFormItem(name[from.player()], pick)}, func(ok bool) {
		i := slices.Index(labels, pick.Selected)
		if !ok || i < 0 {
			return
		}
		s.confirmSwap(from, seats[i], name)
	})
}

// confirmSwap checks the new pairs against the rules and swaps, asking first
// when a rule is broken.
func (s *roundsScreen) confirmSwap(a, b seat, name map[int64]string) {
	g, ok := s.currentGroup()
	if !ok {
		return
	}
	f, err := s.app.arb.Field(g)
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	n := s.roundNo()
	opponent := func(t seat) int64 {
		if t.black {
			return t.game.White
		}
		return t.game.Black
	}
	var problems []string
	check := func(x, y int64) {
		for _, p := range pairing.ManualPairProblems(f, n, x, y, 0) {
			problems = append(problems, tr("rounds.problem."+string(p), string(p), nil)+": "+name[x]+" – "+name[y])
		}
	}
	if a.game.ID == b.game.ID {
		check(b.player(), a.player())
	} else {
		check(b.player(), opponent(a))
		check(a.player(), opponent(b))
	}
	swap := func() {
		if err := s.app.arb.SwapPlayers(a.game.ID, a.black, b.game.ID, b.black); err != nil {
			showError(s.app.win, err)
		}
		s.show()
		s.app.refresh()
	}
	if len(problems) == 0 {
		swap()
		return
	}
	confirm(s.app.win, tr("rounds.rules_broken", "This breaks a rule", nil),
		tr("rounds.rules_confirm", "The new pairing breaks: {{.List}}. Swap anyway?", map[string]any{"List": strings.Join(problems, "; ")}),
		func(ok bool) {
			if ok {
				swap()
			}
		})
}
