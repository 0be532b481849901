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

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/document"
	"weiqi-arbiter/reports/sheet"
)

// teamsScreen runs team events: teams with their board order, line-ups,
// matches board by board with the live score, team standings and board prizes.
type teamsScreen struct {
	app     *App
	group   *selectField
	round   *selectField
	teams   *dataTable
	matches *fyne.Container
	// quick takes board results typed as "match board result" (3 2 b).
	quick *entry
	// shown is the shown round's matches by number (byes left out).
	shown map[int]team.Match
	table *dataTable
	cross *dataTable
	// tabs are the teams, matches, standings and crosstable.
	tabs   *container.AppTabs
	prizes *widget.Label
	status *widget.Label
	object fyne.CanvasObject
}

func newTeamsScreen(a *App) *teamsScreen {
	s := &teamsScreen{app: a}
	s.group = newSelectField(nil, func(string) { s.show() })
	s.group.PlaceHolder = tr("rounds.no_group", "no group", nil)
	s.round = newSelectField(nil, func(string) { s.showMatches() })
	s.round.PlaceHolder = tr("rounds.none_short", "none yet", nil)
	s.status = widget.NewLabel("")
	s.status.Wrapping = fyne.TextWrapWord
	s.prizes = widget.NewLabel("")
	s.prizes.Wrapping = fyne.TextWrapWord
	s.teams = newDataTable([]string{tr("teams.col.name", "Team", nil), tr("players.col.club", "Club", nil),
		tr("teams.col.order", "Board order", nil), tr("teams.col.reserves", "Reserves", nil)}, []float32{120, 120, 360, 160})
	s.teams.onCell = func(row, col int) {
		if col >= 2 {
			s.orderDialog(row)
			return
		}
		s.lineupDialog(row)
	}
	s.teams.setShares([]float32{1, 1, 3, 2})
	s.table = newDataTable(nil, nil)
	s.table.setShares([]float32{0, 1}) // the team's name takes the width
	s.cross = newDataTable(nil, nil)
	s.cross.setShares([]float32{0, 1})
	s.matches = container.NewVBox()
	s.quick = newQuickField(a)
	s.quick.PlaceHolder = tr("teams.quick.placeholder", "match + board + result, e.g. 3 2 b, 1 4 w, 2 1 = — Enter saves", nil)
	s.quick.OnSubmitted = s.quickEntry
	add := widget.NewButtonWithIcon(tr("teams.add", "Add team…", nil), fynetheme.ContentAddIcon(), s.addDialog)
	pair := widget.NewButtonWithIcon(tr("rounds.pair", "Pair next round", nil), fynetheme.MediaPlayIcon(), s.pairNext)
	// Pairing the shown round again: an icon only, so that the bar fits 1024 pixels.
	repair := widget.NewButtonWithIcon("", fynetheme.ViewRefreshIcon(), s.repairShown)
	withdraw := widget.NewButtonWithIcon(tr("teams.withdraw", "Withdraw team…", nil), fynetheme.ContentRemoveIcon(), s.withdrawDialog)
	export := widget.NewButtonWithIcon(tr("export.button", "Export…", nil), fynetheme.DocumentSaveIcon(), func() { a.exportDialog(document.Standings) })
	top := container.NewHBox(widget.NewLabel(tr("players.col.group", "Group", nil)), s.group, add, withdraw,
		widget.NewLabel(tr("rounds.round", "Round", nil)), s.round, pair, repair, export)
	s.tabs = container.NewAppTabs(
		container.NewTabItem(tr("teams.tab.teams", "Teams", nil), s.teams.table),
		container.NewTabItem(tr("teams.tab.matches", "Matches", nil), container.NewBorder(s.quick, nil, nil, nil, container.NewVScroll(s.matches))),
		container.NewTabItem(tr("teams.tab.standings", "Team standings", nil), container.NewBorder(nil, s.prizes, nil, nil, s.table.table)),
		container.NewTabItem(tr("teams.tab.cross", "Crosstable", nil), s.cross.table),
	)
	s.object = container.NewBorder(top, s.status, nil, nil, s.tabs)
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

// showMatches lists the selected round's matches: each board with its
// players and, between them, its result picked from words in the user's
// language; the match score (boards won) follows each result at once.
func (s *teamsScreen) showMatches() {
	g, ok := s.teamGroup()
	n, _ := strconv.Atoi(s.round.Selected)
	s.matches.RemoveAll()
	s.shown = map[int]team.Match{}
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
	// The boards of every match line up in columns: board, Black, result, White.
	var rows [][]fyne.CanvasObject
	var heads []fyne.CanvasObject // a match's head, or nil before a board row
	for _, m := range matches {
		if m.Round != n {
			continue
		}
		number := m.Number
		if m.B == 0 {
			heads = append(heads, widget.NewLabel(tr("cli.round.bye", "bye: {{.Name}}", map[string]any{"Name": teamName[m.A]})))
			rows = append(rows, nil)
			continue
		}
		s.shown[number] = m
		heads = append(heads, widget.NewLabelWithStyle(matchHead(number, teamName[m.A], teamName[m.B], m.Boards), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		rows = append(rows, nil)
		for _, b := range m.Boards {
			heads = append(heads, nil)
			rows = append(rows, []fyne.CanvasObject{
				widget.NewLabel(tr("teams.board_n", "Board {{.N}}", map[string]any{"N": b.Board})),
				widget.NewLabel("● " + name[b.Black]),
				s.resultSelect(g, n, number, b),
				widget.NewLabel("○ " + name[b.White]),
			})
		}
	}
	var widths [4]float32
	for _, r := range rows {
		for i, o := range r {
			widths[i] = max(widths[i], o.MinSize().Width)
		}
	}
	for i, r := range rows {
		if r == nil {
			s.matches.Add(heads[i])
			continue
		}
		line := container.NewHBox()
		for j, o := range r {
			line.Add(container.NewGridWrap(fyne.NewSize(widths[j], o.MinSize().Height), o))
		}
		s.matches.Add(line)
	}
}

// matchHead is a match's line above its boards: its number, the teams and
// the score in boards won (2 : 1), with the drawn boards when there are any.
func matchHead(number int, a, b string, boards []team.BoardGame) string {
	wonA, wonB, drawn := team.BoardsWon(boards)
	head := tr("teams.match", "Match {{.N}}: {{.A}} {{.BA}} : {{.BB}} {{.B}}", map[string]any{
		"N": number, "A": a, "B": b, "BA": wonA, "BB": wonB})
	if drawn > 0 {
		head += tr("teams.match.drawn", " ({{.N}} drawn)", map[string]any{"N": drawn})
	}
	return head
}

// boardResults are the results picked on a board, in the order an arbiter
// meets them; each is shown in the user's words (黑胜, 白胜, 和棋, 黑弃权 …).
func boardResults() []tournament.Result {
	return []tournament.Result{"B+", "W+", tournament.Draw, tournament.WhiteByForf,
		tournament.BlackByForf, tournament.BothForfeit, tournament.DoubleLoss}
}

// resultSelect is a board's result, picked from words in the user's
// language; a result entered otherwise (黑中盘胜 typed) is one of the words
// too. Picking one records it at once.
func (s *teamsScreen) resultSelect(g tournament.Group, round, match int, b team.BoardGame) *selectField {
	none := tr("teams.result.none", "no result", nil)
	options := []string{none}
	byText := map[string]tournament.Result{none: tournament.NoResult}
	add := func(r tournament.Result) {
		t := resultText(r)
		if _, ok := byText[t]; !ok {
			options = append(options, t)
			byText[t] = r
		}
	}
	if b.Result != tournament.NoResult {
		add(b.Result)
	}
	for _, r := range boardResults() {
		add(r)
	}
	sel := newSelectField(options, nil)
	sel.PlaceHolder = none
	if b.Result != tournament.NoResult {
		sel.Selected = resultText(b.Result)
	}
	sel.OnChanged = func(v string) {
		r, ok := byText[v]
		if !ok || r == b.Result {
			return
		}
		if b.Result == tournament.NoResult {
			s.save(g, round, match, b, r)
			return
		}
		// A result already there is replaced only when the arbiter says
		// so, as from the keyboard; otherwise the list shows it again.
		s.confirmOverwrite(match, b, r, func(yes bool) {
			if yes {
				s.save(g, round, match, b, r)
				return
			}
			sel.SetSelected(resultText(b.Result))
		})
	}
	return sel
}

// save records a board's result and says so, naming the player the
// result's words are about; the match score and standings follow at once.
func (s *teamsScreen) save(g tournament.Group, round, match int, b team.BoardGame, r tournament.Result) {
	// A result shown on the board is replaced only as the arbiter was asked.
	entry := arbiter.ResultEntry{Group: g.ID, Round: round, Table: match, Board: b.Board, Result: r,
		Overwrite: b.Result != tournament.NoResult, Replacing: b.Result}
	if _, err := s.app.arb.EnterResult(entry); err != nil {
		s.status.SetText(s.errorText(err))
		return
	}
	byID := s.app.playersByID()
	text := tr("teams.saved.none", "Match {{.Match}}, board {{.Board}}: result removed.", map[string]any{"Match": match, "Board": b.Board})
	if r != tournament.NoResult {
		text = tr("teams.saved", "Match {{.Match}}, board {{.Board}}: {{.Result}} saved.", map[string]any{"Match": match, "Board": b.Board,
			"Result": resultNamed(r, byID[b.Black], byID[b.White])})
	}
	s.show()
	s.app.refresh()
	s.status.SetText(text)
}

// quickEntry saves a board result typed as "match board result" (3 2 b:
// match 3, board 2, Black wins), with the result keys of the Rounds screen
// or the result as written (黑胜, 白中盘胜, B+R). A board that already has
// another result is overwritten only after the arbiter confirms.
func (s *teamsScreen) quickEntry(text string) {
	help := tr("teams.quick.help", "Type the match number, the board, then the result: 1 or b, 2 or w, =, fb, fw, ff, d, or as written: 黑胜, 白中盘胜, B+R.", nil)
	g, ok := s.teamGroup()
	round, _ := strconv.Atoi(s.round.Selected)
	e, err := tournament.ParseBoardEntry(text)
	if err != nil || !ok || round == 0 {
		s.status.SetText(help)
		return
	}
	match, board, r := e.Table, e.Board, e.Result
	m, found := s.shown[match]
	if !found {
		s.status.SetText(tr("teams.err.no_match", "Round {{.Round}} has no match {{.Match}}.", map[string]any{"Round": round, "Match": match}))
		return
	}
	i := slices.IndexFunc(m.Boards, func(b team.BoardGame) bool { return b.Board == board })
	if i < 0 {
		s.status.SetText(tr("teams.err.no_board", "Match {{.Match}} has no board {{.Board}}.", map[string]any{"Match": match, "Board": board}))
		return
	}
	b := m.Boards[i]
	save := func() {
		s.quick.SetText("")
		s.save(g, round, match, b, r)
	}
	if b.Result != tournament.NoResult && b.Result != r {
		s.confirmOverwrite(match, b, r, func(ok bool) {
			if ok {
				save()
			}
		})
		return
	}
	save()
}

// confirmOverwrite asks before board b's result is replaced with r.
func (s *teamsScreen) confirmOverwrite(match int, b team.BoardGame, r tournament.Result, answered func(bool)) {
	confirm(s.app.win, tr("rounds.overwrite.title", "Overwrite a result?", nil),
		tr("teams.overwrite", "Match {{.Match}}, board {{.Board}} already has {{.Old}}. Replace it with {{.New}}?",
			map[string]any{"Match": match, "Board": b.Board, "Old": resultText(b.Result), "New": resultText(r)}),
		answered)
}

// errorText is an error in the user's language, with the players a
// line-up error names by their names rather than their numbers in the file.
func (s *teamsScreen) errorText(err error) string {
	var le *team.LineupError
	if errors.As(err, &le) {
		key, english, args := le.MessageKey()
		args["Player"] = s.app.playersByID()[le.Player].Name()
		return tr(key, english, args)
	}
	return errorText(err)
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
	headers := []string{tr("teams.col.place", "Place", nil), tr("teams.col.name", "Team", nil),
		tr("teams.col.mp", "Match points", nil), tr("teams.col.bp", "Board points", nil)}
	widths := []float32{60, 140, 90, 90}
	st, err := s.app.arb.Settings()
	s.app.noteErr(err)
	byTotal := g.Ranking(st.Rules) == tournament.RankByTotal && g.TeamFormat != string(team.TotalScore) && !g.System.TeamOnly()
	if byTotal {
		headers = append(headers, tr("tiebreak.TOTAL", "Total", nil))
		widths = append(widths, 80)
	}
	for b := 1; b <= g.Boards; b++ {
		headers = append(headers, tr("teams.board_n", "Board {{.N}}", map[string]any{"N": b}))
		widths = append(widths, 70)
	}
	s.table.setHeaders(headers, widths)
	out := make([][]cell, len(rows))
	for i, r := range rows {
		line := []cell{{text: sheet.TeamPlaceText(r, tr)}, {text: sheet.TeamNameText(r, teamName[r.Team], tr)}, {text: strconv.Itoa(r.MatchPoints)}, {text: strconv.Itoa(r.BoardPoints)}}
		if byTotal {
			line = append(line, cell{text: r.Total.Mixed()})
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
	for _, p := range team.BoardPrizes(matches, st.Points, g.Boards, asOf) {
		prizes = append(prizes, tr("teams.prize", "Board {{.Board}}: {{.Name}} ({{.Points}} {{if eq (print .Points) \"1\"}}point{{else}}points{{end}} from {{.Games}} {{if eq (print .Games) \"1\"}}game{{else}}games{{end}})",
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
	s.tabs.SelectIndex(matchesTab) // the new round's boards wait for results
	s.app.win.Canvas().Focus(s.quick)
}

// matchesTab is the index of the matches among the screen's tabs.
const matchesTab = 1

// repairShown pairs the shown round again while no board has a result:
// line-ups entered and withdrawals recorded since then apply.
func (s *teamsScreen) repairShown() {
	g, ok := s.teamGroup()
	n, _ := strconv.Atoi(s.round.Selected)
	if !ok || n == 0 {
		return
	}
	confirm(s.app.win, tr("rounds.repair", "Pair this round again", nil),
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
		})
}

// orderEditor is a list of players in board order with up, down and remove,
// plus a select to add one.
type orderEditor struct {
	order []int64
	names map[int64]string
	rows  *fyne.Container
	// scroll holds the rows, editorRows of them in view.
	scroll *container.Scroll
	adder  *selectField
	pool   []int64
	// others are editors of the same team (the board order and the
	// reserves): a player placed in one is not offered by the others.
	others []*orderEditor
	object fyne.CanvasObject
}

// editorRows is how many players an order editor shows before it scrolls.
const editorRows = 3

// linkEditors makes editors of one team offer only the players none of
// them has placed.
func linkEditors(editors ...*orderEditor) {
	for _, e := range editors {
		for _, o := range editors {
			if o != e {
				e.others = append(e.others, o)
			}
		}
		e.refreshOptions()
	}
}

func newOrderEditor(pool, initial []int64, names map[int64]string) *orderEditor {
	o := &orderEditor{order: slices.Clone(initial), names: names, pool: pool, rows: container.NewVBox()}
	o.adder = newSelectField(nil, func(v string) {
		if v == "" {
			return // cleared by refresh
		}
		for _, id := range o.pool {
			if names[id] == v && !o.placed(id) {
				o.order = append(o.order, id)
			}
		}
		o.refresh()
	})
	o.adder.PlaceHolder = tr("teams.add_player", "add a player…", nil)
	// The rows scroll past a few boards, so that a dialog holding two
	// editors keeps its buttons on a 600-pixel screen.
	o.scroll = container.NewVScroll(o.rows)
	// As high as editorRows rows from the start: a dialog keeps the size
	// it opened with.
	row := widget.NewButtonWithIcon("", fynetheme.MoveUpIcon(), nil).MinSize().Height + fynetheme.Padding()
	o.scroll.SetMinSize(fyne.NewSize(0, editorRows*row-fynetheme.Padding()))
	o.object = container.NewVBox(o.scroll, o.adder)
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
	o.refreshOptions()
	for _, other := range o.others {
		other.refreshOptions()
	}
}

// placed tells whether this editor or one linked to it has placed id.
func (o *orderEditor) placed(id int64) bool {
	if slices.Contains(o.order, id) {
		return true
	}
	for _, other := range o.others {
		if slices.Contains(other.order, id) {
			return true
		}
	}
	return false
}

// refreshOptions offers the players of the pool nobody has placed yet.
func (o *orderEditor) refreshOptions() {
	var opts []string
	for _, id := range o.pool {
		if !o.placed(id) {
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
	linkEditors(members, reserves)
	showFormChecked(s.app.win, tr("teams.add_title", "Add a team", nil), tr("dialog.ok", "OK", nil), []*widget.FormItem{
		widget.NewFormItem(tr("teams.col.name", "Team", nil), nameE),
		widget.NewFormItem(tr("players.col.club", "Club", nil), club),
		widget.NewFormItem(tr("teams.captain", "Captain", nil), captain),
		widget.NewFormItem(tr("teams.coach", "Coach", nil), coach),
		widget.NewFormItem(tr("teams.col.order", "Board order", nil), members.object),
		widget.NewFormItem(tr("teams.col.reserves", "Reserves", nil), reserves.object),
	}, func() error {
		if strings.TrimSpace(nameE.Text) == "" || len(members.order) < g.Boards {
			return errors.New(tr("teams.err.add", "A team needs a name and at least as many members as boards ({{.N}}).", map[string]any{"N": g.Boards}))
		}
		if _, err := s.app.arb.AddTeam(g.ID, team.Team{Name: strings.TrimSpace(nameE.Text), Club: strings.TrimSpace(club.Text),
			Captain: strings.TrimSpace(captain.Text), Coach: strings.TrimSpace(coach.Text), Members: members.order, Reserves: reserves.order}); err != nil {
			return errors.New(s.errorText(err))
		}
		s.status.SetText("")
		s.show()
		s.app.refresh()
		s.warnOrder(strings.TrimSpace(nameE.Text), members.order)
		return nil
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
		notes = append(notes, tr("teams.order_not_by_rank", "Note: {{.Team}}: board {{.Board}} ({{.Name}}, {{.Rank}}) is ranked above board {{.Above}} ({{.AboveName}}, {{.AboveRank}}): the board order is not by rank. To change it, tap the team's board order on the Teams tab.",
			map[string]any{"Team": name, "Board": b, "Name": below.Name(), "Rank": rankText(below.Rank), "Above": b - 1, "AboveName": above.Name(), "AboveRank": rankText(above.Rank)}))
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
	showFormChecked(s.app.win, tr("teams.lineup", "Line-up of {{.Team}} for round {{.N}}", map[string]any{"Team": t.Name, "N": n}), tr("dialog.ok", "OK", nil), []*widget.FormItem{widget.NewFormItem(tr("teams.col.order", "Board order", nil), editor.object)}, func() error {
		if err := s.app.arb.SetLineup(g, t.ID, n, editor.order); err != nil {
			return errors.New(s.errorText(err))
		}
		s.status.SetText(tr("teams.lineup_saved", "Line-up of {{.Team}} saved.", map[string]any{"Team": t.Name}))
		return nil
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
	pick := newSelectField(names, nil)
	pick.PlaceHolder = tr("teams.pick", "choose a team", nil)
	after := newEntry()
	latest, err := s.app.arb.LatestRound(g.ID)
	s.app.noteErr(err)
	after.SetText(strconv.Itoa(latest))
	explain := newWrapLabel("")
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
	linkEditors(members, reserves)
	showFormChecked(s.app.win, tr("teams.order_title", "Board order of {{.Team}}", map[string]any{"Team": t.Name}), tr("dialog.ok", "OK", nil), []*widget.FormItem{
		widget.NewFormItem(tr("teams.col.order", "Board order", nil), members.object),
		widget.NewFormItem(tr("teams.col.reserves", "Reserves", nil), reserves.object),
	}, func() error {
		if len(members.order) < g.Boards {
			return errors.New(tr("teams.err.order", "The board order needs at least as many members as boards ({{.N}}).", map[string]any{"N": g.Boards}))
		}
		t.Members, t.Reserves = members.order, reserves.order
		if err := s.app.arb.SetTeamOrder(g.ID, t); err != nil {
			return errors.New(s.errorText(err))
		}
		s.status.SetText("")
		s.show()
		s.warnOrder(t.Name, t.Members)
		return nil
	})
}

// showCrosstable draws the teams' crosstable in standings order: each cell
// is the row team's board score against the column team (one per meeting),
// green for a won match, red for a lost one.
func (s *teamsScreen) showCrosstable(rows []team.Row, teamName map[int64]string, ct map[[2]int64][]team.Meeting) {
	headers := []string{tr("teams.col.place", "Place", nil), tr("teams.col.name", "Team", nil)}
	widths := []float32{50, 140}
	for i := range rows {
		headers = append(headers, strconv.Itoa(i+1))
		widths = append(widths, 70)
	}
	headers = append(headers, tr("teams.col.mp", "Match points", nil), tr("teams.col.bp", "Board points", nil))
	widths = append(widths, 90, 90)
	s.cross.setHeaders(headers, widths)
	out := make([][]cell, len(rows))
	for i, r := range rows {
		line := []cell{{text: sheet.TeamPlaceText(r, tr)}, {text: sheet.TeamNameText(r, teamName[r.Team], tr)}}
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
