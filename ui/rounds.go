package ui

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	fynestorage "fyne.io/fyne/v2/storage"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/sgf"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/document"
	"weiqi-arbiter/storage"
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
	top := container.NewHBox(widget.NewLabel(tr("players.col.group", "Group", nil)), s.group,
		widget.NewLabel(tr("rounds.round", "Round", nil)), s.round, pair, repair, unpair, explain, bracket, publish, printSheet)
	s.object = container.NewBorder(container.NewVBox(top, s.quick), s.status, nil, nil, s.table.table)
	return s
}

// reload refills the group list from the file.
func (s *roundsScreen) reload() { s.app.fillGroups(s.group, s.fillRounds) }

func (s *roundsScreen) currentGroup() (tournament.Group, bool) {
	if s.app.store == nil || s.group.Selected == "" {
		return tournament.Group{}, false
	}
	g, err := s.app.store.Group(s.group.Selected)
	return g, err == nil
}

func (s *roundsScreen) fillRounds() {
	g, ok := s.currentGroup()
	if !ok {
		return
	}
	latest, _ := s.app.store.LatestRound(g.ID)
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
	games, byes, err := s.app.store.Round(g.ID, n)
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	byID := s.app.playersByID()
	s.games = games
	if s.recorded, err = s.app.store.Recorded(g.ID); err != nil {
		s.status.SetText(errorText(err))
		return
	}
	missing := 0
	rows := make([][]cell, len(games))
	for i, game := range games {
		res := cell{text: game.Result.Chinese()}
		if tr("lang.code", "en", nil) != "zh" {
			res.text = string(game.Result)
		}
		if game.Result == tournament.NoResult {
			res = cell{text: tr("rounds.missing", "— missing —", nil), importance: widget.WarningImportance}
			missing++
		}
		b, w := byID[game.Black], byID[game.White]
		table := strconv.Itoa(game.Table)
		if s.recorded[game.ID] {
			table += " · " + tr("rounds.has_record", "SGF", nil)
		}
		rows[i] = []cell{{text: table}, {text: b.Name()}, {text: b.Rank}, res, {text: w.Name()}, {text: w.Rank}}
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
	latest, _ := s.app.store.LatestRound(g.ID)
	if _, err := s.app.store.PairRound(g, latest+1); err != nil {
		s.status.SetText(errorText(err))
		return
	}
	s.fillRounds()
	s.app.refresh()
}

// quickEntry saves a result typed as "table keys"; a result already entered
// is overwritten only after the arbiter confirms.
func (s *roundsScreen) quickEntry(text string) {
	fields := strings.Fields(strings.TrimSpace(text))
	if len(fields) == 1 {
		// "12b": the digits, then the keys.
		t := fields[0]
		i := 0
		for i < len(t) && t[i] >= '0' && t[i] <= '9' {
			i++
		}
		fields = []string{t[:i], t[i:]}
	}
	if len(fields) != 2 {
		s.status.SetText(tr("rounds.quick.help", "Type the table number, then the result: 1 or b, 2 or w, =, fb, fw, ff, d.", nil))
		return
	}
	table, err := strconv.Atoi(fields[0])
	r, rerr := tournament.ParseQuick(fields[1])
	if err != nil || rerr != nil {
		s.status.SetText(tr("rounds.quick.help", "Type the table number, then the result: 1 or b, 2 or w, =, fb, fw, ff, d.", nil))
		return
	}
	var game *tournament.Game
	for i := range s.games {
		if s.games[i].Table == table {
			game = &s.games[i]
		}
	}
	if game == nil {
		s.status.SetText(tr("error.round.no_table", "Round {{.Round}} has no table {{.Table}}.", map[string]any{"Round": s.roundNo(), "Table": table}))
		return
	}
	save := func() {
		if err := s.app.store.SetResult(game.ID, r); err != nil {
			dialog.ShowError(errors.New(errorText(err)), s.app.win)
			return
		}
		s.quick.SetText("")
		s.show()
		s.app.refresh()
		text := tr("rounds.saved", "Table {{.Table}}: {{.Result}} saved.", map[string]any{"Table": table, "Result": r.Chinese()}) + " " + s.status.Text
		// An edit in an earlier round: would the next round have been paired otherwise?
		if g, ok := s.currentGroup(); ok {
			if latest, _ := s.app.store.LatestRound(g.ID); latest > s.roundNo() {
				if changed, err := s.app.store.PairingChanged(g, s.roundNo()+1); err == nil && changed {
					text += " " + tr("rounds.pairing_differs", "Round {{.N}} would now be paired differently; re-pair it if it has no results yet.", map[string]any{"N": s.roundNo() + 1})
				}
			}
		}
		s.status.SetText(text)
	}
	if game.Result != tournament.NoResult && game.Result != r {
		dialog.ShowConfirm(tr("rounds.overwrite.title", "Overwrite a result?", nil),
			tr("rounds.overwrite", "Table {{.Table}} already has {{.Old}}. Replace it with {{.New}}?",
				map[string]any{"Table": table, "Old": game.Result.Chinese(), "New": r.Chinese()}),
			func(ok bool) {
				if ok {
					save()
				}
			}, s.app.win)
		return
	}
	save()
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

// playerActions offers a warning or a swap for a player of an unplayed game.
func (s *roundsScreen) playerActions(game tournament.Game, black bool) {
	var d dialog.Dialog
	warn := widget.NewButton(tr("rounds.warn.title", "Warning", nil), func() { d.Hide(); s.warn(game, black) })
	swap := widget.NewButton(tr("rounds.swap", "Swap with another player…", nil), func() { d.Hide(); s.swapDialog(game, black) })
	d = dialog.NewCustom(tr("rounds.player_actions", "Player", nil), tr("dialog.cancel", "Cancel", nil), container.NewVBox(warn, swap), s.app.win)
	d.Show()
}

func (s *roundsScreen) swapColours(game tournament.Game) {
	if game.Result != tournament.NoResult {
		return
	}
	dialog.ShowConfirm(tr("rounds.swap_colours", "Swap colours?", nil),
		tr("rounds.swap_colours.confirm", "Swap Black and White at table {{.Table}}?", map[string]any{"Table": game.Table}),
		func(ok bool) {
			if !ok {
				return
			}
			if err := s.app.store.SwapColours(game.ID); err != nil {
				dialog.ShowError(errors.New(errorText(err)), s.app.win)
			}
			s.show()
			s.app.refresh()
		}, s.app.win)
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
	pick := widget.NewSelect(labels, nil)
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
	f, err := s.app.store.Field(g)
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
		if err := s.app.store.SwapPlayers(a.game.ID, a.black, b.game.ID, b.black); err != nil {
			dialog.ShowError(errors.New(errorText(err)), s.app.win)
		}
		s.show()
		s.app.refresh()
	}
	if len(problems) == 0 {
		swap()
		return
	}
	dialog.ShowConfirm(tr("rounds.rules_broken", "This breaks a rule", nil),
		tr("rounds.rules_confirm", "The new pairing breaks: {{.List}}. Swap anyway?", map[string]any{"List": strings.Join(problems, "; ")}),
		func(ok bool) {
			if ok {
				swap()
			}
		}, s.app.win)
}

// warn gives a player of a game a warning after confirmation.
func (s *roundsScreen) warn(game tournament.Game, black bool) {
	id := game.White
	if black {
		id = game.Black
	}
	name := s.app.playersByID()[id].Name()
	bw, ww, _ := s.app.store.Warnings(game.ID)
	already := ww
	if black {
		already = bw
	}
	text := tr("rounds.warn.confirm", "Give {{.Name}} (table {{.Table}}) a warning? Warnings in this game so far: {{.N}}.",
		map[string]any{"Name": name, "Table": game.Table, "N": already})
	if already >= 1 {
		text += "\n" + tr("rounds.warn.second", "A second warning loses the game.", nil)
	}
	dialog.ShowConfirm(tr("rounds.warn.title", "Warning", nil), text, func(ok bool) {
		if !ok {
			return
		}
		lost, err := s.app.store.Warn(game.ID, black)
		if err != nil {
			dialog.ShowError(errors.New(errorText(err)), s.app.win)
			return
		}
		s.show()
		s.app.refresh()
		if lost {
			s.status.SetText(tr("rounds.warn.lost", "{{.Name}}: second warning, the game is lost.", map[string]any{"Name": name}))
		}
	}, s.app.win)
}

// repairShown pairs the shown round again (only while it has no results),
// keeping the games at the tables the arbiter lists.
func (s *roundsScreen) repairShown() {
	g, ok := s.currentGroup()
	n := s.roundNo()
	if !ok || n == 0 {
		return
	}
	keep := widget.NewEntry()
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
			err = s.app.store.PairRoundKeeping(g, n, tables)
		} else {
			_, err = s.app.store.PairRound(g, n)
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
	dialog.ShowConfirm(tr("rounds.unpair", "Unpair", nil),
		tr("rounds.unpair.confirm", "Remove the pairing of round {{.N}}? (Only a round without results.)", map[string]any{"N": n}),
		func(ok bool) {
			if !ok {
				return
			}
			if err := s.app.store.UnpairRound(g.ID, n); err != nil {
				s.status.SetText(errorText(err))
				return
			}
			s.fillRounds()
			s.app.refresh()
		}, s.app.win)
}

// explainDialog says, table by table, what each pair of the shown round
// costs under the pairing criteria.
func (s *roundsScreen) explainDialog() {
	g, ok := s.currentGroup()
	n := s.roundNo()
	if !ok || n == 0 {
		return
	}
	f, err := s.app.store.Field(g)
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

// gameActions offers, for an unplayed game, a nigiri (猜先) or a plain swap
// of the colours, and for every game its record: attach an SGF, show it on
// the analysis board, or remove it.
func (s *roundsScreen) gameActions(game tournament.Game) {
	var d dialog.Dialog
	act := func(label string, do func()) fyne.CanvasObject {
		return widget.NewButton(label, func() { d.Hide(); do() })
	}
	box := container.NewVBox()
	if game.Result == tournament.NoResult {
		box.Add(act(tr("nigiri.title", "Nigiri (猜先)…", nil), func() { s.nigiriDialog(game) }))
		box.Add(act(tr("rounds.swap_colours", "Swap colours?", nil), func() { s.swapColours(game) }))
	}
	box.Add(act(tr("rounds.record.attach", "Attach game record (SGF)…", nil), func() { s.attachRecord(game) }))
	if s.recorded[game.ID] {
		box.Add(act(tr("rounds.record.show", "Show the record on the analysis board", nil), func() { s.showRecord(game) }))
		box.Add(act(tr("rounds.record.remove", "Remove the game record", nil), func() {
			if err := s.app.store.DetachRecord(game.ID); err != nil {
				s.status.SetText(errorText(err))
			}
			s.app.refresh()
		}))
	}
	d = dialog.NewCustom(tr("rounds.game_actions", "Table {{.Table}}", map[string]any{"Table": game.Table}),
		tr("dialog.cancel", "Cancel", nil), box, s.app.win)
	d.Show()
}

// attachRecord asks for an SGF file and attaches it to the game; a file
// that is not a game record is refused with the reason.
func (s *roundsScreen) attachRecord(game tournament.Game) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		data, err := sgf.ReadRecord(r)
		r.Close()
		if err == nil {
			err = s.app.store.AttachRecord(game.ID, data)
		}
		if err != nil {
			dialog.ShowError(errors.New(errorText(err)), s.app.win)
			return
		}
		s.app.refresh()
		s.status.SetText(tr("rounds.record.attached", "Game record attached to table {{.Table}}.", map[string]any{"Table": game.Table}))
	}, s.app.win)
	d.SetFilter(fynestorage.NewExtensionFileFilter([]string{".sgf", ".SGF"}))
	d.Show()
}

// showRecord opens the game's record on the analysis board, at its end.
func (s *roundsScreen) showRecord(game tournament.Game) {
	text, ok, err := s.app.store.Record(game.ID)
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
	count := widget.NewEntry()
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
		n, err := strconv.Atoi(strings.TrimSpace(count.Text))
		if strings.TrimSpace(count.Text) == "" {
			n, err = 1+rand.IntN(30), nil
		}
		if err != nil || n < 1 {
			s.status.SetText(tr("nigiri.bad", "The number of stones grabbed must be a whole number from 1.", nil))
			return
		}
		black := grabber
		if tournament.GuessTakesBlack(n, guess.Selected == odd) {
			black = guesser
		}
		if black != game.Black {
			if err := s.app.store.SwapColours(game.ID); err != nil {
				dialog.ShowError(errors.New(errorText(err)), s.app.win)
				return
			}
		}
		s.show()
		s.app.refresh()
		s.status.SetText(tr("nigiri.result", "Nigiri: {{.N}} stones; {{.Name}} takes Black.", map[string]any{"N": n, "Name": byID[black].Name()}))
	})
}

// bracketText writes a group's rounds as lines: for a round robin the whole
// schedule from the Berger tables; otherwise each round's games with, once
// known, the winner (a knockout's bracket).
func (s *roundsScreen) bracketText(g tournament.Group) string {
	byID := s.app.playersByID()
	if g.System == tournament.RoundRobin || g.System == tournament.DoubleRoundRobin {
		f, err := s.app.store.Field(g)
		if err != nil {
			return errorText(err)
		}
		rounds, err := pairing.Schedule(f)
		if err != nil {
			return errorText(err)
		}
		var lines []string
		for i, games := range rounds {
			lines = append(lines, tr("cli.round.title", "{{.Group}} — round {{.Round}}", map[string]any{"Group": g.Name, "Round": i + 1}))
			for _, game := range games {
				lines = append(lines, fmt.Sprintf("  %d.  ● %s – ○ %s", game.Table, byID[game.Black].Name(), byID[game.White].Name()))
			}
		}
		return strings.Join(lines, "\n")
	}
	latest, _ := s.app.store.LatestRound(g.ID)
	var lines []string
	for n := 1; n <= latest; n++ {
		games, byes, err := s.app.store.Round(g.ID, n)
		if err != nil {
			continue
		}
		lines = append(lines, tr("cli.round.title", "{{.Group}} — round {{.Round}}", map[string]any{"Group": g.Name, "Round": n}))
		for _, game := range games {
			line := "  " + byID[game.White].Name() + " – " + byID[game.Black].Name()
			switch game.Result.Winner() {
			case 'B':
				line += "  → " + byID[game.Black].Name()
			case 'W':
				line += "  → " + byID[game.White].Name()
			}
			lines = append(lines, line)
		}
		for _, b := range byes {
			lines = append(lines, "  "+tr("cli.round.bye", "bye: {{.Name}}", map[string]any{"Name": byID[b].Name()}))
		}
	}
	return strings.Join(lines, "\n")
}

// bracketDialog shows the bracket of a knockout group.
func (s *roundsScreen) bracketDialog() {
	g, ok := s.currentGroup()
	if !ok {
		return
	}
	l := widget.NewLabel(s.bracketText(g))
	scroll := container.NewVScroll(l)
	scroll.SetMinSize(fyne.NewSize(520, 420))
	dialog.ShowCustom(tr("rounds.bracket", "Bracket", nil), tr("dialog.ok", "OK", nil), scroll, s.app.win)
}

// publishShown marks the shown round as published and puts it on the public
// display.
func (s *roundsScreen) publishShown() {
	g, ok := s.currentGroup()
	n := s.roundNo()
	if !ok || n == 0 {
		return
	}
	if err := s.app.store.PublishRound(g.ID, n); err != nil {
		s.status.SetText(errorText(err))
		return
	}
	s.app.openDisplay()
	s.app.display.refresh()
	s.status.SetText(tr("rounds.published", "Round {{.N}} published.", map[string]any{"N": n}))
}

// printDialog offers the round's printed forms: the pairing sheet, the
// find-your-table list, result slips and table cards, and for a team group
// the match sheets; and the round's game records.
func (s *roundsScreen) printDialog() {
	g, ok := s.currentGroup()
	n := s.roundNo()
	if !ok || n == 0 {
		return
	}
	var d dialog.Dialog
	choice := func(kind document.Kind, label string) fyne.CanvasObject {
		return widget.NewButton(label, func() { d.Hide(); s.printShown(kind) })
	}
	box := container.NewVBox(
		choice(document.Pairings, tr("rounds.print_pairings", "Pairing sheet (by table)", nil)),
		choice(document.Index, tr("rounds.print_index", "Find your table (by name)", nil)),
		choice(document.Slips, tr("rounds.print_slips", "Result slips", nil)),
		choice(document.Cards, tr("rounds.print_cards", "Table cards", nil)))
	if g.TeamEvent {
		box.Add(choice(document.MatchSheets, tr("rounds.print_matchsheets", "Match sheets (to be signed by the captains)", nil)))
	}
	box.Add(widget.NewButton(tr("rounds.export_records", "Save the round's game records (SGF)…", nil), func() {
		d.Hide()
		s.app.saveDocument(document.Request{Kind: document.GameRecords, Group: g, Round: n, T: tr})
	}))
	d = dialog.NewCustom(tr("rounds.print_title", "Print round {{.N}}", map[string]any{"N": n}), tr("dialog.cancel", "Cancel", nil), box, s.app.win)
	d.Show()
}

// printShown writes one printed form of the shown round as a PDF beside the
// tournament file, on the chosen paper, and opens it in the system viewer
// for printing. It returns the PDF's path, or "" when it could not.
func (s *roundsScreen) printShown(kind document.Kind) string {
	g, ok := s.currentGroup()
	n := s.roundNo()
	if !ok || n == 0 {
		return ""
	}
	req := document.Request{Kind: kind, Group: g, Round: n, T: tr}
	path := strings.TrimSuffix(s.app.store.Path(), storage.Extension) + "-" + document.FileName(req, ".pdf")
	req.Path = path
	if !s.app.writeDocument(req) {
		return ""
	}
	s.status.SetText(tr("rounds.printed", "{{.Path}} written and opened for printing.", map[string]any{"Path": path}))
	return path
}
