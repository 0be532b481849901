package ui

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/document"
	"weiqi-arbiter/reports/sheet"
)

// teamsScreen runs team events: teams with their board order, line-ups,
// matches board by board with the live score, team standings and board prizes.
type teamsScreen struct {
	app     *App
	group   *widget.Select
	round   *widget.Select
	teams   *dataTable
	matches *fyne.Container
	table   *dataTable
	cross   *dataTable
	prizes  *widget.Label
	status  *widget.Label
	object  fyne.CanvasObject
}

func newTeamsScreen(a *App) *teamsScreen {
	s := &teamsScreen{app: a}
	s.group = widget.NewSelect(nil, func(string) { s.show() })
	s.group.PlaceHolder = tr("rounds.no_group", "no group", nil)
	s.round = widget.NewSelect(nil, func(string) { s.showMatches() })
	s.round.PlaceHolder = tr("rounds.none_short", "none yet", nil)
	s.status = widget.NewLabel("")
	s.status.Wrapping = fyne.TextWrapWord
	s.prizes = widget.NewLabel("")
	s.teams = newDataTable([]string{tr("teams.col.name", "Team", nil), tr("players.col.club", "Club", nil),
		tr("teams.col.order", "Board order", nil), tr("teams.col.reserves", "Reserves", nil)}, []float32{120, 120, 360, 160})
	s.teams.onCell = func(row, col int) {
		if col >= 2 {
			s.orderDialog(row)
			return
		}
		s.lineupDialog(row)
	}
	s.table = newDataTable(nil, nil)
	s.cross = newDataTable(nil, nil)
	s.matches = container.NewVBox()
	add := widget.NewButtonWithIcon(tr("teams.add", "Add team…", nil), fynetheme.ContentAddIcon(), s.addDialog)
	pair := widget.NewButtonWithIcon(tr("rounds.pair", "Pair next round", nil), fynetheme.MediaPlayIcon(), s.pairNext)
	// Pairing the shown round again: an icon only, so that the bar fits 1024 pixels.
	repair := widget.NewButtonWithIcon("", fynetheme.ViewRefreshIcon(), s.repairShown)
	withdraw := widget.NewButtonWithIcon(tr("teams.withdraw", "Withdraw team…", nil), fynetheme.ContentRemoveIcon(), s.withdrawDialog)
	export := widget.NewButtonWithIcon(tr("export.button", "Export…", nil), fynetheme.DocumentSaveIcon(), func() { a.exportDialog(document.Standings) })
	top := container.NewHBox(widget.NewLabel(tr("players.col.group", "Group", nil)), s.group, add, withdraw,
		widget.NewLabel(tr("rounds.round", "Round", nil)), s.round, pair, repair, export)
	tabs := container.NewAppTabs(
		container.NewTabItem(tr("teams.tab.teams", "Teams", nil), s.teams.table),
		container.NewTabItem(tr("teams.tab.matches", "Matches", nil), container.NewVScroll(s.matches)),
		container.NewTabItem(tr("teams.tab.standings", "Team standings", nil), container.NewBorder(nil, s.prizes, nil, nil, s.table.table)),
		container.NewTabItem(tr("teams.tab.cross", "Crosstable", nil), s.cross.table),
	)
	s.object = container.NewBorder(top, s.status, nil, nil, tabs)
	return s
}

// teamGroup is the selected group, when it is a team event.
func (s *teamsScreen) teamGroup() (tournament.Group, bool) {
	if s.app.arb == nil || s.group.Selected == "" {
		return tournament.Group{}, false
	}
	g, err := s.app.arb.Group(s.group.Selected)
	return g, !s.app.noteErr(err) && g.TeamEvent
}

func (s *teamsScreen) reload() {
	if s.app.arb == nil {
		return
	}
	groups, err := s.app.arb.Groups()
	s.app.noteErr(err)
	var names []string
	for _, g := range groups {
		if g.TeamEvent {
			names = append(names, g.Name)
		}
	}
	s.group.Options = names
	if s.group.Selected == "" && len(names) > 0 {
		s.group.SetSelected(names[0])
		return
	}
	none := tr("teams.none", "No team event yet: on the Tournament screen, open a group's Rules… and tick \"a team event\".", nil)
	switch {
	case len(names) == 0:
		s.status.SetText(none)
	case s.status.Text == none:
		s.status.SetText("")
	}
	s.show()
}

func (s *teamsScreen) names() map[int64]string {
	out := map[int64]string{}
	for id, p := range s.app.playersByID() {
		out[id] = p.Name()
	}
	return out
}

// show refreshes the teams, the round list and the standings.
func (s *teamsScreen) show() {
	g, ok := s.teamGroup()
	if !ok {
		return
	}
	teams, err := s.app.arb.Teams(g.ID)
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	name := s.names()
	list := func(ids []int64) string {
		var out []string
		for i, id := range ids {
			out = append(out, fmt.Sprintf("%d.%s", i+1, name[id]))
		}
		return strings.Join(out, "  ")
	}
	rows := make([][]cell, len(teams))
	for i, t := range teams {
		title := t.Name
		if t.Withdrawn {
			title += " (" + tr("players.withdrawn", "withdrew after round {{.N}}", map[string]any{"N": t.WithdrawnAfter}) + ")"
		}
		rows[i] = []cell{{text: title}, {text: t.Club}, {text: list(t.Members)}, {text: list(t.Reserves)}}
	}
	s.teams.setRows(rows)
	latest, err := s.app.arb.LatestRound(g.ID)
	s.app.noteErr(err)
	s.round.Options = roundOptions(latest)
	if latest > 0 && s.round.Selected == "" {
		s.round.SetSelected(strconv.Itoa(latest))
	} else {
		s.showMatches()
	}
	s.showStandings(g, teams)
}

// showMatches lists the selected round's matches with a result choice per
// board; each result updates the match score at once.
func (s *teamsScreen) showMatches() {
	g, ok := s.teamGroup()
	n, _ := strconv.Atoi(s.round.Selected)
	s.matches.RemoveAll()
	if ok && g.System == tournament.LeiTai {
		s.matches.Add(widget.NewLabelWithStyle(s.leiTaiText(g), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	if !ok || n == 0 {
		return
	}
	teams, err := s.app.arb.Teams(g.ID)
	s.app.noteErr(err)
	teamName := map[int64]string{}
	for _, t := range teams {
		teamName[t.ID] = t.Name
	}
	name := s.names()
	matches, err := s.app.arb.TeamMatches(g.ID)
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	st, err := s.app.arb.Settings()
	s.app.noteErr(err)
	table := 0
	for _, m := range matches {
		if m.Round != n {
			continue
		}
		table++
		if m.B == 0 {
			s.matches.Add(widget.NewLabel(tr("cli.round.bye", "bye: {{.Name}}", map[string]any{"Name": teamName[m.A]})))
			continue
		}
		sc := team.Score(m.Boards, st.Points)
		head := widget.NewLabelWithStyle(tr("teams.match", "Match {{.N}}: {{.A}} {{.BA}} : {{.BB}} {{.B}}", map[string]any{
			"N": table, "A": teamName[m.A], "B": teamName[m.B], "BA": sc.BoardsA, "BB": sc.BoardsB}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		s.matches.Add(head)
		for _, b := range m.Boards {
			match, board := table, b.Board
			choices := []string{"—", "B+", "W+", "0", "B+F", "W+F", "BL", "FF"}
			sel := widget.NewSelect(choices, nil)
			sel.PlaceHolder = choices[0] // no result yet
			if b.Result != tournament.NoResult {
				sel.SetSelected(string(b.Result))
			}
			sel.OnChanged = func(v string) {
				r := tournament.Result(v)
				if v == "—" {
					r = tournament.NoResult
				}
				if err := s.app.arb.SetBoardResult(g.ID, n, match, board, r); err != nil {
					s.status.SetText(errorText(err))
					return
				}
				s.show() // the match score and standings follow at once
				s.app.refresh()
			}
			line := fmt.Sprintf("  %s %d   ● %s   –   ○ %s", tr("teams.board", "board", nil), b.Board, name[b.Black], name[b.White])
			s.matches.Add(container.NewBorder(nil, nil, nil, container.NewGridWrap(fyne.NewSize(110, sel.MinSize().Height), sel), widget.NewLabel(line)))
		}
	}
}

func (s *teamsScreen) showStandings(g tournament.Group, teams []team.Team) {
	rows, asOf, err := s.app.arb.TeamStandings(g, 0)
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	teamName := map[int64]string{}
	for _, t := range teams {
		teamName[t.ID] = t.Name
	}
	headers := []string{tr("cli.standings.place", "place", nil), tr("teams.col.name", "Team", nil),
		tr("cli.teams.mp", "match points", nil), tr("cli.teams.bp", "board points", nil)}
	widths := []float32{60, 140, 90, 90}
	st, err := s.app.arb.Settings()
	s.app.noteErr(err)
	byTotal := g.Ranking(st.Rules) == tournament.RankByTotal && g.TeamFormat != string(team.TotalScore) && !g.System.TeamOnly()
	if byTotal {
		headers = append(headers, tr("tiebreak.TOTAL", "Total", nil))
		widths = append(widths, 80)
	}
	for b := 1; b <= g.Boards; b++ {
		headers = append(headers, tr("teams.board_n", "board {{.N}}", map[string]any{"N": b}))
		widths = append(widths, 70)
	}
	s.table.setHeaders(headers, widths)
	out := make([][]cell, len(rows))
	for i, r := range rows {
		line := []cell{{text: strconv.Itoa(r.Place)}, {text: sheet.TeamNameText(r, teamName[r.Team], tr)}, {text: strconv.Itoa(r.MatchPoints)}, {text: strconv.Itoa(r.BoardPoints)}}
		if byTotal {
			line = append(line, cell{text: r.Total.String()})
		}
		for _, p := range r.PerBoard {
			line = append(line, cell{text: strconv.Itoa(p)})
		}
		out[i] = line
	}
	s.table.setRows(out)
	matches, err := s.app.arb.TeamMatches(g.ID)
	s.app.noteErr(err)
	s.showCrosstable(rows, teamName, team.Crosstable(matches, st.Points, asOf))
	name := s.names()
	var prizes []string
	for _, p := range team.BoardPrizes(matches, st.Points, g.Boards) {
		prizes = append(prizes, tr("cli.teams.prize", "board {{.Board}}: {{.Name}} ({{.Points}} points in {{.Games}} games)",
			map[string]any{"Board": p.Board, "Name": name[p.Player], "Points": p.Points, "Games": p.Games}))
	}
	s.prizes.SetText(tr("teams.prizes", "Board prizes after round {{.N}}: ", map[string]any{"N": asOf}) + strings.Join(prizes, tr("list.sep", ", ", nil)))
}

func (s *teamsScreen) pairNext() {
	g, ok := s.teamGroup()
	if !ok {
		return
	}
	latest, err := s.app.arb.LatestRound(g.ID)
	s.app.noteErr(err)
	if err := s.app.arb.PairTeamRound(g, latest+1); err != nil {
		s.status.SetText(errorText(err))
		return
	}
	s.round.Selected = ""
	s.show()
	s.app.refresh()
}

// repairShown pairs the shown round again while no board has a result:
// line-ups entered and withdrawals recorded since then apply.
func (s *teamsScreen) repairShown() {
	g, ok := s.teamGroup()
	n, _ := strconv.Atoi(s.round.Selected)
	if !ok || n == 0 {
		return
	}
	dialog.ShowConfirm(tr("rounds.repair", "Pair this round again", nil),
		tr("rounds.repair.confirm", "Replace the pairing of round {{.N}}? (Only a round without results can be paired again.)", map[string]any{"N": n}),
		func(ok bool) {
			if !ok {
				return
			}
			if err := s.app.arb.PairTeamRound(g, n); err != nil {
				s.status.SetText(errorText(err))
				return
			}
			s.show()
			s.app.refresh()
		}, s.app.win)
}

// orderEditor is a list of players in board order with up, down and remove,
// plus a select to add one.
type orderEditor struct {
	order  []int64
	names  map[int64]string
	rows   *fyne.Container
	adder  *widget.Select
	pool   []int64
	object fyne.CanvasObject
}

func newOrderEditor(pool, initial []int64, names map[int64]string) *orderEditor {
	o := &orderEditor{order: slices.Clone(initial), names: names, pool: pool, rows: container.NewVBox()}
	o.adder = widget.NewSelect(nil, func(v string) {
		if v == "" {
			return // cleared by refresh
		}
		for _, id := range o.pool {
			if names[id] == v && !slices.Contains(o.order, id) {
				o.order = append(o.order, id)
			}
		}
		o.refresh()
	})
	o.adder.PlaceHolder = tr("teams.add_player", "add a player…", nil)
	o.object = container.NewVBox(o.rows, o.adder)
	o.refresh()
	return o
}

func (o *orderEditor) refresh() {
	o.rows.RemoveAll()
	for i, id := range o.order {
		i := i
		up := widget.NewButtonWithIcon("", fynetheme.MoveUpIcon(), func() {
			if i > 0 {
				o.order[i-1], o.order[i] = o.order[i], o.order[i-1]
				o.refresh()
			}
		})
		down := widget.NewButtonWithIcon("", fynetheme.MoveDownIcon(), func() {
			if i+1 < len(o.order) {
				o.order[i+1], o.order[i] = o.order[i], o.order[i+1]
				o.refresh()
			}
		})
		remove := widget.NewButtonWithIcon("", fynetheme.DeleteIcon(), func() {
			o.order = append(o.order[:i], o.order[i+1:]...)
			o.refresh()
		})
		o.rows.Add(container.NewBorder(nil, nil, widget.NewLabel(fmt.Sprintf("%d.", i+1)), container.NewHBox(up, down, remove), widget.NewLabel(o.names[id])))
	}
	var opts []string
	for _, id := range o.pool {
		if !slices.Contains(o.order, id) {
			opts = append(opts, o.names[id])
		}
	}
	o.adder.Options = opts
	o.adder.ClearSelected()
}

// addDialog registers a team: name, club, and members in board order (the
// first is board 1, 主将); reserves after a separator entry.
func (s *teamsScreen) addDialog() {
	g, ok := s.teamGroup()
	if !ok {
		s.status.SetText(tr("teams.none", "No team event yet: on the Tournament screen, open a group's Rules… and tick \"a team event\".", nil))
		return
	}
	pool := s.freePlayers(g, 0)
	names := s.names()
	nameE, club, captain, coach := newEntry(), newEntry(), newEntry(), newEntry()
	members := newOrderEditor(pool, nil, names)
	reserves := newOrderEditor(pool, nil, names)
	showForm(s.app.win, tr("teams.add", "Add team…", nil), tr("dialog.ok", "OK", nil), []*widget.FormItem{
		widget.NewFormItem(tr("teams.col.name", "Team", nil), nameE),
		widget.NewFormItem(tr("players.col.club", "Club", nil), club),
		widget.NewFormItem(tr("teams.captain", "Captain", nil), captain),
		widget.NewFormItem(tr("teams.coach", "Coach", nil), coach),
		widget.NewFormItem(tr("teams.col.order", "Board order", nil), members.object),
		widget.NewFormItem(tr("teams.col.reserves", "Reserves", nil), reserves.object),
	}, func(ok bool) {
		if !ok {
			return
		}
		if strings.TrimSpace(nameE.Text) == "" || len(members.order) < g.Boards {
			s.status.SetText(tr("teams.err.add", "A team needs a name and at least as many members as boards ({{.N}}).", map[string]any{"N": g.Boards}))
			return
		}
		if _, err := s.app.arb.AddTeam(g.ID, team.Team{Name: strings.TrimSpace(nameE.Text), Club: strings.TrimSpace(club.Text),
			Captain: strings.TrimSpace(captain.Text), Coach: strings.TrimSpace(coach.Text), Members: members.order, Reserves: reserves.order}); err != nil {
			dialog.ShowError(errors.New(errorText(err)), s.app.win)
			return
		}
		s.show()
		s.app.refresh()
		s.warnOrder(strings.TrimSpace(nameE.Text), members.order)
	})
}

// warnOrder says in the status line which boards of a declared order are
// not by rank: the order stands (the regulations may order otherwise), but
// the arbiter sees it.
func (s *teamsScreen) warnOrder(name string, members []int64) {
	byID := s.app.playersByID()
	var notes []string
	for _, b := range team.OrderNotByRank(members, func(id int64) string { return byID[id].Rank }) {
		below, above := byID[members[b-1]], byID[members[b-2]]
		notes = append(notes, tr("cli.team.order_not_by_rank", "warning: {{.Team}}: board {{.Board}} ({{.Name}}, {{.Rank}}) is ranked above board {{.Above}} ({{.AboveName}}, {{.AboveRank}}); the board order is not by rank",
			map[string]any{"Team": name, "Board": b, "Name": below.Name(), "Rank": below.Rank, "Above": b - 1, "AboveName": above.Name(), "AboveRank": above.Rank}))
	}
	if len(notes) > 0 {
		s.status.SetText(strings.Join(notes, "\n"))
	}
}

// teamAt is the team shown on a row of the teams table, with its group.
func (s *teamsScreen) teamAt(row int) (tournament.Group, team.Team, bool) {
	g, ok := s.teamGroup()
	if !ok {
		return g, team.Team{}, false
	}
	teams, err := s.app.arb.Teams(g.ID)
	s.app.noteErr(err)
	if row < 0 || row >= len(teams) {
		return g, team.Team{}, false
	}
	return g, teams[row], true
}

// lineupDialog enters a team's line-up for the next round, checked by the rules.
func (s *teamsScreen) lineupDialog(row int) {
	g, t, ok := s.teamAt(row)
	if !ok {
		return
	}
	latest, err := s.app.arb.LatestRound(g.ID)
	s.app.noteErr(err)
	n := latest + 1
	editor := newOrderEditor(append(slices.Clone(t.Members), t.Reserves...), team.DefaultLineup(t, g.Boards), s.names())
	showForm(s.app.win, tr("teams.lineup", "Line-up of {{.Team}} for round {{.N}}", map[string]any{"Team": t.Name, "N": n}), tr("dialog.ok", "OK", nil), []*widget.FormItem{widget.NewFormItem(tr("teams.col.order", "Board order", nil), editor.object)}, func(ok bool) {
		if !ok {
			return
		}
		if err := s.app.arb.SetLineup(g, t.ID, n, editor.order); err != nil {
			s.status.SetText(errorText(err))
			return
		}
		s.status.SetText(tr("teams.lineup_saved", "Line-up of {{.Team}} saved.", map[string]any{"Team": t.Name}))
	})
}

// withdrawDialog asks which team withdrew and after which round, says what
// that will do under the group's system, then records it as one action.
func (s *teamsScreen) withdrawDialog() {
	g, ok := s.teamGroup()
	if !ok {
		return
	}
	teams, err := s.app.arb.Teams(g.ID)
	if s.app.noteErr(err) || len(teams) == 0 {
		return
	}
	byName := map[string]team.Team{}
	var names []string
	for _, t := range teams {
		if !t.Withdrawn {
			byName[t.Name] = t
			names = append(names, t.Name)
		}
	}
	pick := widget.NewSelect(names, nil)
	pick.PlaceHolder = tr("teams.pick", "choose a team", nil)
	after := newEntry()
	latest, err := s.app.arb.LatestRound(g.ID)
	s.app.noteErr(err)
	after.SetText(strconv.Itoa(latest))
	explain := widget.NewLabel("")
	explain.Wrapping = fyne.TextWrapWord
	roundRobin := g.System == tournament.RoundRobin || g.System == tournament.DoubleRoundRobin
	update := func(string) {
		n, err := strconv.Atoi(strings.TrimSpace(after.Text))
		switch {
		case err != nil || n < 0:
			explain.SetText(tr("withdraw.bad_round", "Write the last round the player played (0 before the start).", nil))
		case roundRobin:
			explain.SetText(tr("teams.withdraw.rr", "The results stand; every remaining board of the team's matches is a forfeit win for the other team.", nil))
		default:
			explain.SetText(tr("teams.withdraw.swiss", "The results stand; the team is not paired again.", nil))
		}
	}
	after.OnChanged = update
	update("")
	d := dialog.NewForm(tr("teams.withdraw_title", "Withdraw a team", nil), tr("withdraw.apply", "Withdraw", nil),
		tr("dialog.cancel", "Cancel", nil), []*widget.FormItem{
			widget.NewFormItem(tr("teams.col.name", "Team", nil), pick),
			widget.NewFormItem(tr("withdraw.after", "After round", nil), after),
			widget.NewFormItem("", explain),
		}, func(ok bool) {
			t, picked := byName[pick.Selected]
			n, err := strconv.Atoi(strings.TrimSpace(after.Text))
			if !ok || !picked || err != nil || n < 0 {
				return
			}
			s.withdraw(t, n)
		}, s.app.win)
	d.Resize(fyne.NewSize(520, d.MinSize().Height))
	d.Show()
}

// withdraw records the team's withdrawal and shows the outcome.
func (s *teamsScreen) withdraw(t team.Team, after int) {
	if err := s.app.arb.WithdrawTeam(t.ID, after); err != nil {
		s.status.SetText(errorText(err))
		return
	}
	s.status.SetText(tr("teams.withdrawn", "{{.Team}} withdrew after round {{.N}}.", map[string]any{"Team": t.Name, "N": after}))
	s.show()
	s.app.refresh()
}

// freePlayers lists the group's players who play for no team other than
// the one with id except (0 for none).
func (s *teamsScreen) freePlayers(g tournament.Group, except int64) []int64 {
	players, err := s.app.arb.GroupPlayers(g.ID)
	s.app.noteErr(err)
	teams, err := s.app.arb.Teams(g.ID)
	s.app.noteErr(err)
	taken := map[int64]bool{}
	for _, t := range teams {
		if t.ID == except {
			continue
		}
		for _, m := range append(slices.Clone(t.Members), t.Reserves...) {
			taken[m] = true
		}
	}
	var pool []int64
	for _, p := range players {
		if !taken[p.ID] {
			pool = append(pool, p.ID)
		}
	}
	return pool
}

// orderDialog edits a team's declared board order and reserves; once round
// 1 is paired the order is fixed and the screen says so instead.
func (s *teamsScreen) orderDialog(row int) {
	g, t, ok := s.teamAt(row)
	if !ok {
		return
	}
	if err := s.app.arb.OrderEditable(g.ID, t); err != nil {
		s.status.SetText(errorText(err))
		return
	}
	pool, names := s.freePlayers(g, t.ID), s.names()
	members := newOrderEditor(pool, t.Members, names)
	reserves := newOrderEditor(pool, t.Reserves, names)
	showForm(s.app.win, tr("teams.order_title", "Board order of {{.Team}}", map[string]any{"Team": t.Name}), tr("dialog.ok", "OK", nil), []*widget.FormItem{
		widget.NewFormItem(tr("teams.col.order", "Board order", nil), members.object),
		widget.NewFormItem(tr("teams.col.reserves", "Reserves", nil), reserves.object),
	}, func(ok bool) {
		if !ok {
			return
		}
		if len(members.order) < g.Boards {
			s.status.SetText(tr("teams.err.add", "A team needs a name and at least as many members as boards ({{.N}}).", map[string]any{"N": g.Boards}))
			return
		}
		t.Members, t.Reserves = members.order, reserves.order
		if err := s.app.arb.SetTeamOrder(g.ID, t); err != nil {
			s.status.SetText(errorText(err))
			return
		}
		s.show()
		s.warnOrder(t.Name, t.Members)
	})
}

// showCrosstable draws the teams' crosstable in standings order: each cell
// is the row team's board score against the column team (one per meeting),
// green for a won match, red for a lost one.
func (s *teamsScreen) showCrosstable(rows []team.Row, teamName map[int64]string, ct map[[2]int64][]team.Meeting) {
	headers := []string{tr("cli.standings.place", "place", nil), tr("teams.col.name", "Team", nil)}
	widths := []float32{50, 140}
	for i := range rows {
		headers = append(headers, strconv.Itoa(i+1))
		widths = append(widths, 70)
	}
	headers = append(headers, tr("cli.teams.mp", "match points", nil), tr("cli.teams.bp", "board points", nil))
	widths = append(widths, 90, 90)
	s.cross.setHeaders(headers, widths)
	out := make([][]cell, len(rows))
	for i, r := range rows {
		line := []cell{{text: strconv.Itoa(r.Place)}, {text: sheet.TeamNameText(r, teamName[r.Team], tr)}}
		for j, o := range rows {
			if i == j {
				line = append(line, cell{text: "×"})
				continue
			}
			ms := ct[[2]int64{r.Team, o.Team}]
			c := cell{text: sheet.MeetingsText(ms, tr("teams.cross.pending", "playing", nil))}
			for _, m := range ms {
				switch {
				case !m.Decided:
				case m.MatchA > m.MatchB:
					c.importance = widget.SuccessImportance
				case m.MatchA < m.MatchB:
					c.importance = widget.DangerImportance
				}
			}
			line = append(line, c)
		}
		out[i] = append(line, cell{text: strconv.Itoa(r.MatchPoints)}, cell{text: strconv.Itoa(r.BoardPoints)})
	}
	s.cross.setRows(out)
}

// leiTaiText says who is on the stage next in a 擂台赛, or who won it.
func (s *teamsScreen) leiTaiText(g tournament.Group) string {
	a, b, over, winner, err := s.app.arb.LeiTaiNext(g)
	if err != nil {
		return errorText(err)
	}
	teams, err := s.app.arb.Teams(g.ID)
	s.app.noteErr(err)
	teamName := map[int64]string{}
	for _, t := range teams {
		teamName[t.ID] = t.Name
	}
	if over {
		return tr("teams.leitai.over", "The 擂台赛 is over: {{.Team}} wins.", map[string]any{"Team": teamName[winner]})
	}
	name := s.names()
	return tr("teams.leitai.next", "On the stage next: {{.A}} ({{.TeamA}}) – {{.B}} ({{.TeamB}})", map[string]any{
		"A": name[a], "TeamA": teamName[teams[0].ID], "B": name[b], "TeamB": teamName[teams[1].ID]})
}
