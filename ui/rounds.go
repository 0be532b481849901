package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// roundsScreen pairs rounds and takes results from the slips, keyboard first:
// type the table number and a key (1/b Black wins, 2/w White wins, = draw,
// fb/fw a forfeit, ff both forfeit, d double loss), then Enter.
type roundsScreen struct {
	app   *App
	group *widget.Select
	round *widget.Select
	quick *widget.Entry
	table *dataTable
	games []tournament.Game
	// recorded marks the shown round's games that have a game record.
	recorded map[int64]bool
	status   *widget.Label
	object   fyne.CanvasObject
}

func newRoundsScreen(a *App) *roundsScreen {
	s := &roundsScreen{app: a}
	s.group = widget.NewSelect(nil, func(string) { s.fillRounds() })
	s.group.PlaceHolder = tr("rounds.no_group", "no group", nil)
	s.round = widget.NewSelect(nil, func(string) { s.show() })
	s.round.PlaceHolder = tr("rounds.none_short", "none yet", nil)
	s.quick = widget.NewEntry()
	s.quick.PlaceHolder = tr("rounds.quick.placeholder", "table + result, e.g. 12 b, 7 w, 3 =, 5 fb — Enter saves", nil)
	s.quick.OnSubmitted = s.quickEntry
	s.status = widget.NewLabel("")
	s.status.Wrapping = fyne.TextWrapWord
	s.table = newDataTable([]string{
		tr("rounds.col.table", "Table", nil), tr("rounds.col.black", "Black", nil), tr("rounds.col.rank", "Rank", nil),
		tr("rounds.col.result", "Result", nil), tr("rounds.col.white", "White", nil), tr("rounds.col.rank", "Rank", nil),
	}, []float32{84, 170, 60, 130, 170, 60})
	s.table.onCell = s.cellTapped
	pair := widget.NewButtonWithIcon(tr("rounds.pair", "Pair next round", nil), fynetheme.MediaPlayIcon(), s.pairNext)
	pair.Importance = widget.HighImportance
	repair := widget.NewButton(tr("rounds.repair", "Pair this round again", nil), s.repairShown)
	unpair := widget.NewButton(tr("rounds.unpair", "Unpair", nil), s.unpairShown)
	explain := widget.NewButton(tr("rounds.explain", "Explain…", nil), s.explainDialog)
	bracket := widget.NewButton(tr("rounds.bracket", "Bracket", nil), s.bracketDialog)
	publish := widget.NewButtonWithIcon(tr("rounds.publish", "Publish", nil), fynetheme.VisibilityIcon(), s.publishShown)
	printSheet := widget.NewButtonWithIcon(tr("rounds.print", "Print…", nil), fynetheme.DocumentPrintIcon(), s.printDialog)
	acceptAll := widget.NewButton(tr("rounds.accept_reported", "Accept reported", nil), s.acceptAllAgreeing)
	top := container.NewHBox(widget.NewLabel(tr("players.col.group", "Group", nil)), s.group,
		widget.NewLabel(tr("rounds.round", "Round", nil)), s.round, pair, repair, unpair, explain, bracket, publish, printSheet)
	entry := container.NewBorder(nil, nil, nil, acceptAll, s.quick)
	s.object = container.NewBorder(container.NewVBox(top, entry), s.status, nil, nil, s.table.table)
	return s
}

// reload refills the group list from the file.
func (s *roundsScreen) reload() { s.app.fillGroups(s.group, s.fillRounds) }

func (s *roundsScreen) currentGroup() (tournament.Group, bool) {
	if s.app.arb == nil || s.group.Selected == "" {
		return tournament.Group{}, false
	}
	g, err := s.app.arb.Group(s.group.Selected)
	return g, err == nil
}

func (s *roundsScreen) fillRounds() {
	g, ok := s.currentGroup()
	if !ok {
		return
	}
	latest, err := s.app.arb.LatestRound(g.ID)
	s.app.noteErr(err)
	s.round.Options = roundOptions(latest)
	if latest > 0 {
		s.round.SetSelected(strconv.Itoa(latest))
	} else {
		s.round.ClearSelected()
		s.games = nil
		s.table.setRows(nil)
		s.status.SetText(tr("rounds.none", "No round paired yet in this group.", nil))
	}
}

func (s *roundsScreen) roundNo() int { n, _ := strconv.Atoi(s.round.Selected); return n }

// show lists the round's games; games without a result are marked.
func (s *roundsScreen) show() {
	g, ok := s.currentGroup()
	n := s.roundNo()
	if !ok || n == 0 {
		return
	}
	games, byes, err := s.app.arb.Round(g.ID, n)
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	byID := s.app.playersByID()
	s.games = games
	if s.recorded, err = s.app.arb.Recorded(g.ID); err != nil {
		s.status.SetText(errorText(err))
		return
	}
	missing := 0
	rows := make([][]cell, len(games))
	reported := s.openReports()
	for i, game := range games {
		res := cell{text: game.Result.Chinese()}
		if tr("lang.code", "en", nil) != "zh" {
			res.text = string(game.Result)
		}
		if game.Result == tournament.NoResult {
			res = cell{text: tr("rounds.missing", "— missing —", nil), importance: widget.WarningImportance}
			if len(reported[game.ID]) > 0 {
				res = reportCell(reported[game.ID])
			}
			missing++
		}
		b, w := byID[game.Black], byID[game.White]
		table := strconv.Itoa(game.Table)
		if s.recorded[game.ID] {
			table += " · " + tr("rounds.has_record", "SGF", nil)
		}
		rows[i] = []cell{{text: table}, {text: b.Name()}, {text: rankText(b.Rank)}, res, {text: w.Name()}, {text: rankText(w.Rank)}}
	}
	s.table.setRows(rows)
	var byeNames []string
	for _, id := range byes {
		byeNames = append(byeNames, byID[id].Name())
	}
	text := tr("rounds.summary", "Round {{.N}}: {{.Games}} games, {{.Missing}} results missing.", map[string]any{"N": n, "Games": len(games), "Missing": missing})
	if len(byeNames) > 0 {
		text += " " + tr("cli.round.bye", "bye: {{.Name}}", map[string]any{"Name": strings.Join(byeNames, tr("list.sep", ", ", nil))})
	}
	s.status.SetText(text)
}

// pairNext pairs the round after the latest one (or re-pairs the latest if
// it has no result yet, after asking).
func (s *roundsScreen) pairNext() {
	g, ok := s.currentGroup()
	if !ok {
		s.status.SetText(tr("error.group.none", "The tournament has no group yet: add one first.", nil))
		return
	}
	latest, err := s.app.arb.LatestRound(g.ID)
	s.app.noteErr(err)
	if _, err := s.app.arb.PairRound(g, latest+1); err != nil {
		s.status.SetText(errorText(err))
		return
	}
	s.fillRounds()
	s.app.refresh()
}

// cellTapped on a table number offers the game's actions (colours, its game
// record); on a player's name, a warning (警告: a second one in the game
// loses it) or a swap with another player of the round.
func (s *roundsScreen) cellTapped(row, col int) {
	if row >= len(s.games) {
		return
	}
	switch col {
	case 0, 2, 5:
		s.gameActions(s.games[row])
		return
	case 1, 4:
	default:
		return
	}
	game := s.games[row]
	black := col == 1
	if game.Result == tournament.NoResult {
		s.playerActions(game, black)
		return
	}
	s.warn(game, black)
}

// repairShown pairs the shown round again (only while it has no results),
// keeping the games at the tables the arbiter lists.
func (s *roundsScreen) repairShown() {
	g, ok := s.currentGroup()
	n := s.roundNo()
	if !ok || n == 0 {
		return
	}
	keep := newEntry()
	keep.PlaceHolder = tr("rounds.keep.placeholder", "tables to keep, e.g. 1, 4 (empty: none)", nil)
	showForm(s.app.win, tr("rounds.repair", "Pair this round again", nil), tr("dialog.ok", "OK", nil), []*widget.FormItem{
		widget.NewFormItem("", widget.NewLabel(tr("rounds.repair.confirm", "Replace the pairing of round {{.N}}? (Only a round without results can be paired again.)", map[string]any{"N": n}))),
		widget.NewFormItem(tr("rounds.keep", "Keep tables", nil), keep),
	}, func(ok bool) {
		if !ok {
			return
		}
		var tables []int
		for _, f := range strings.FieldsFunc(keep.Text, func(r rune) bool { return r == ',' || r == ' ' || r == '、' || r == '，' }) {
			t, err := strconv.Atoi(f)
			if err != nil {
				s.status.SetText(tr("rounds.keep.bad", "Write the tables to keep as numbers, e.g. 1, 4.", nil))
				return
			}
			tables = append(tables, t)
		}
		var err error
		if len(tables) > 0 {
			err = s.app.arb.PairRoundKeeping(g, n, tables)
		} else {
			_, err = s.app.arb.PairRound(g, n)
		}
		if err != nil {
			s.status.SetText(errorText(err))
			return
		}
		s.show()
		s.app.refresh()
	})
}

// unpairShown removes the shown round's pairing, after confirmation.
func (s *roundsScreen) unpairShown() {
	g, ok := s.currentGroup()
	n := s.roundNo()
	if !ok || n == 0 {
		return
	}
	confirm(s.app.win, tr("rounds.unpair", "Unpair", nil),
		tr("rounds.unpair.confirm", "Remove the pairing of round {{.N}}? (Only a round without results.)", map[string]any{"N": n}),
		func(ok bool) {
			if !ok {
				return
			}
			if err := s.app.arb.UnpairRound(g.ID, n); err != nil {
				s.status.SetText(errorText(err))
				return
			}
			s.fillRounds()
			s.app.refresh()
		})
}

// explainDialog says, table by table, what each pair of the shown round
// costs under the pairing criteria.
func (s *roundsScreen) explainDialog() {
	g, ok := s.currentGroup()
	n := s.roundNo()
	if !ok || n == 0 {
		return
	}
	f, err := s.app.arb.Field(g)
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	entrants := pairing.Entrants(f, n)
	byID := s.app.playersByID()
	var lines []string
	for _, game := range s.games {
		c, err := pairing.ExplainPair(entrants, pairing.SwissOptions{Round: n}, game.Black, game.White)
		if err != nil {
			continue
		}
		var parts []string
		parts = append(parts, tr("explain.score", "score difference {{.D}}", map[string]any{"D": c.ScoreDiff}))
		if c.ColourClash {
			parts = append(parts, tr("explain.colour", "both due the same colour", nil))
		}
		if c.SameClub {
			parts = append(parts, tr("explain.club", "same club", nil))
		}
		if c.NamedPair {
			parts = append(parts, tr("explain.named", "a pair to avoid", nil))
		}
		if c.SeedOffset > 0 {
			parts = append(parts, tr("explain.seed", "{{.N}} places from the seeding pattern", map[string]any{"N": c.SeedOffset}))
		}
		lines = append(lines, tr("rounds.seat", "table {{.T}}: {{.Name}}", map[string]any{"T": game.Table,
			"Name": byID[game.Black].Name() + " – " + byID[game.White].Name()})+": "+strings.Join(parts, tr("list.sep", ", ", nil)))
	}
	text := widget.NewLabel(strings.Join(lines, "\n"))
	text.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(text)
	scroll.SetMinSize(fyne.NewSize(640, 360))
	dialog.ShowCustom(tr("rounds.explain", "Explain…", nil), tr("dialog.ok", "OK", nil), scroll, s.app.win)
}

// publishShown marks the shown round as published and puts it on the public
// display.
func (s *roundsScreen) publishShown() {
	g, ok := s.currentGroup()
	n := s.roundNo()
	if !ok || n == 0 {
		return
	}
	if err := s.app.arb.PublishRound(g.ID, n); err != nil {
		s.status.SetText(errorText(err))
		return
	}
	s.app.openDisplay()
	s.app.display.refresh()
	s.status.SetText(tr("rounds.published", "Round {{.N}} published.", map[string]any{"N": n}))
}
