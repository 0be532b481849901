package ui

import (
	"errors"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/tournament"
)

// roundsScreen pairs rounds and takes results from the slips, keyboard first:
// type the table number and a key (1/b Black wins, 2/w White wins, = draw,
// fb/fw a forfeit, ff both forfeit, d double loss), then Enter.
type roundsScreen struct {
	app    *App
	group  *widget.Select
	round  *widget.Select
	quick  *widget.Entry
	table  *dataTable
	games  []tournament.Game
	status *widget.Label
	object fyne.CanvasObject
}

func newRoundsScreen(a *App) *roundsScreen {
	s := &roundsScreen{app: a}
	s.group = widget.NewSelect(nil, func(string) { s.fillRounds() })
	s.round = widget.NewSelect(nil, func(string) { s.show() })
	s.quick = widget.NewEntry()
	s.quick.PlaceHolder = tr("rounds.quick.placeholder", "table + result, e.g. 12 b, 7 w, 3 =, 5 fb — Enter saves", nil)
	s.quick.OnSubmitted = s.quickEntry
	s.status = widget.NewLabel("")
	s.status.Wrapping = fyne.TextWrapWord
	s.table = newDataTable([]string{
		tr("rounds.col.table", "Table", nil), tr("rounds.col.black", "Black", nil), tr("rounds.col.rank", "Rank", nil),
		tr("rounds.col.result", "Result", nil), tr("rounds.col.white", "White", nil), tr("rounds.col.rank", "Rank", nil),
	}, []float32{60, 170, 60, 130, 170, 60})
	s.table.onCell = s.cellTapped
	pair := widget.NewButtonWithIcon(tr("rounds.pair", "Pair next round", nil), fynetheme.MediaPlayIcon(), s.pairNext)
	pair.Importance = widget.HighImportance
	top := container.NewHBox(widget.NewLabel(tr("players.col.group", "Group", nil)), s.group,
		widget.NewLabel(tr("rounds.round", "Round", nil)), s.round, pair)
	s.object = container.NewBorder(container.NewVBox(top, s.quick), s.status, nil, nil, s.table.table)
	return s
}

// reload refills the group list from the file.
func (s *roundsScreen) reload() {
	if s.app.store == nil {
		return
	}
	groups, _ := s.app.store.Groups()
	var names []string
	for _, g := range groups {
		names = append(names, g.Name)
	}
	s.group.Options = names
	if s.group.Selected == "" && len(names) > 0 {
		s.group.SetSelected(names[0])
	} else {
		s.fillRounds()
	}
}

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
	var opts []string
	for n := 1; n <= latest; n++ {
		opts = append(opts, strconv.Itoa(n))
	}
	s.round.Options = opts
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
	players, _ := s.app.store.Players()
	byID := map[int64]tournament.Player{}
	for _, p := range players {
		byID[p.ID] = p
	}
	s.games = games
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
		rows[i] = []cell{{text: strconv.Itoa(game.Table)}, {text: b.Name()}, {text: b.Rank}, res, {text: w.Name()}, {text: w.Rank}}
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
		s.status.SetText(tr("rounds.saved", "Table {{.Table}}: {{.Result}} saved.", map[string]any{"Table": table, "Result": r.Chinese()}) + " " + s.status.Text)
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

// cellTapped on a player's name offers a warning (警告): a second warning in
// the game loses it.
func (s *roundsScreen) cellTapped(row, col int) {
	if row >= len(s.games) || (col != 1 && col != 4) {
		return
	}
	game := s.games[row]
	black := col == 1
	players, _ := s.app.store.Players()
	name := ""
	for _, p := range players {
		if (black && p.ID == game.Black) || (!black && p.ID == game.White) {
			name = p.Name()
		}
	}
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
