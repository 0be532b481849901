package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/sheet"
)

// roundsScreen pairs rounds and takes results from the slips, keyboard first:
// type the table number and a key (1/b Black wins, 2/w White wins, = draw,
// fb/fw a forfeit, ff both forfeit, d double loss), then Enter.
type roundsScreen struct {
	app      *App
	reported map[int64][]tournament.Report // results reported from the tables, by game
	group    *selectField
	round    *selectField
	quick    *entry
	table    *dataTable
	games    []tournament.Game
	// recorded marks the shown round's games that have a game record.
	recorded map[int64]bool
	// byID is the shown round's group players by id.
	byID map[int64]tournament.Player
	// view is the shown round as last read.
	view arbiter.RoundView
	// terms are the handicap/komi of every game of the shown round when
	// they are the same at every table (its column is then hidden), else "".
	terms  string
	status *widget.Label
	object fyne.CanvasObject
}

// roundHeaders are the columns of the printed pairing sheet (对阵表): 台号 |
// 黑方 编号 姓名 单位 段位 积分 | 让子/贴目 | 结果 | 白方 编号 姓名 单位 段位 积分;
// a McMahon group's scores are McMahon scores (麦克马洪分).
func roundHeaders(mcmahon bool) []string {
	number := tr("report.number", "No.", nil)
	club, rank, points := tr("players.col.club", "Club", nil), tr("rounds.col.rank", "Rank", nil), tr("rounds.col.points", "Pts", nil)
	if mcmahon {
		points = tr("tiebreak.MMS", "MMS", nil)
	}
	return []string{
		tr("rounds.col.table", "Table", nil),
		number, tr("rounds.col.black", "Black", nil), club, rank, points,
		tr("rounds.col.terms", "Hcp/komi", nil), tr("rounds.col.result", "Result", nil),
		number, tr("rounds.col.white", "White", nil), club, rank, points,
	}
}

var roundWidths = []float32{52, 40, 72, 48, 52, 40, 64, 112, 40, 72, 48, 52, 40}

func newRoundsScreen(a *App) *roundsScreen {
	s := &roundsScreen{app: a}
	s.group = newSelectField(nil, func(string) { s.fillRounds() })
	s.group.PlaceHolder = tr("rounds.no_group", "no group", nil)
	s.round = newSelectField(nil, func(string) { s.show() })
	s.round.PlaceHolder = tr("rounds.none_short", "none yet", nil)
	s.quick = newQuickField(a)
	s.quick.PlaceHolder = tr("rounds.quick.placeholder", "table + result, e.g. 12 b, 7 w, 3 =, 5 fb — Enter saves", nil)
	s.quick.OnSubmitted = s.quickEntry
	s.status = widget.NewLabel("")
	s.status.Wrapping = fyne.TextWrapWord
	s.table = newDataTable(roundHeaders(false), roundWidths)
	// The result is shown whole first; names take most of the width the
	// window has beyond that, then clubs.
	s.table.setShares([]float32{0, 0, 3, 2, 0, 0, 0, 2, 0, 3, 2, 0, 0})
	s.table.setFirst(7)
	s.table.onCell = s.cellTapped
	pair := widget.NewButtonWithIcon(tr("rounds.pair", "Pair next round", nil), fynetheme.MediaPlayIcon(), s.pairNext)
	pair.Importance = widget.HighImportance
	publish := widget.NewButtonWithIcon(tr("rounds.publish", "Publish", nil), fynetheme.VisibilityIcon(), s.publishShown)
	printSheet := widget.NewButtonWithIcon(tr("rounds.print", "Print…", nil), fynetheme.DocumentPrintIcon(), s.printDialog)
	// The round's other actions wait in a menu, so that the bar fits a
	// window 1024 pixels wide.
	more := newMenuButton(tr("rounds.more", "More", nil), fynetheme.MoreHorizontalIcon(), func() *fyne.Menu {
		return fyne.NewMenu("",
			fyne.NewMenuItem(tr("rounds.repair", "Pair this round again", nil), s.repairShown),
			fyne.NewMenuItem(tr("rounds.unpair", "Unpair", nil), s.unpairShown),
			fyne.NewMenuItem(tr("rounds.explain", "Explain…", nil), s.explainDialog),
			fyne.NewMenuItem(tr("rounds.bracket", "Bracket", nil), s.bracketDialog),
		)
	})
	top := container.NewHBox(widget.NewLabel(tr("players.col.group", "Group", nil)), s.group,
		widget.NewLabel(tr("rounds.round", "Round", nil)), s.round, pair, publish, printSheet, more)
	acceptAll := widget.NewButton(tr("rounds.accept_reported", "Accept reported", nil), s.acceptAllAgreeing)
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
	return g, !s.app.noteErr(err)
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

// Columns of the round table.
const (
	colTable = iota
	colBlackNumber
	colBlack
	colBlackClub
	colBlackRank
	colBlackPoints
	colTerms
	colResult
	colWhiteNumber
	colWhite
	colWhiteClub
	colWhiteRank
	colWhitePoints
)

// show lists the round's games by table, then the byes, as the printed
// pairing sheet does: each player's number (sheet.Number), club, rank and
// score before the round, the game's handicap or komi and its result (a
// missing result marked), and a player's warnings in the game (⚠1).
func (s *roundsScreen) show() {
	g, ok := s.currentGroup()
	n := s.roundNo()
	if !ok || n == 0 {
		return
	}
	v, err := s.app.arb.RoundView(g, n)
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	s.view, s.recorded, s.byID, s.reported = v, v.Recorded, v.Players, v.Reports
	s.table.setHeaders(roundHeaders(v.McMahon), roundWidths)
	// The games at the tables, by table; then those a withdrawal settled,
	// which have no table; then the byes.
	s.games = make([]tournament.Game, 0, len(v.Games))
	var settled []tournament.Game
	for _, game := range v.Games {
		if s.seated(game) {
			s.games = append(s.games, game)
		} else {
			settled = append(settled, game)
		}
	}
	s.games = append(s.games, settled...)
	rows := make([][]cell, 0, len(v.Games)+len(v.Byes))
	for _, game := range s.games {
		rows = append(rows, s.gameRow(game))
	}
	for _, id := range v.Byes {
		row := append([]cell{{text: "—"}}, s.side(id, 0)...)
		row = append(row, cell{}, cell{text: tr("report.bye", "bye", nil), importance: widget.HighImportance})
		rows = append(rows, append(row, make([]cell, colWhitePoints-colResult)...))
	}
	// Terms the same at every table go in the summary, not in a column.
	s.terms = ""
	if len(s.games) > 0 {
		s.terms = termsText(s.games[0])
		for _, game := range s.games[1:] {
			if termsText(game) != s.terms {
				s.terms = ""
				break
			}
		}
	}
	if s.terms != "" {
		s.table.setHidden(colTerms)
	} else {
		s.table.setHidden()
	}
	s.table.setRows(rows)
	s.summary()
}

// side is one player's cells in the round table: number, name (with the
// warnings in the game: ⚠1), club, rank, score before the round.
func (s *roundsScreen) side(id int64, warnings int) []cell {
	p := s.view.Players[id]
	name := p.Name()
	if warnings > 0 {
		name += " ⚠" + strconv.Itoa(warnings)
	}
	return []cell{{text: sheet.Number(id)}, {text: name}, {text: p.Club}, {text: rankText(p.Rank)}, {text: fracText(s.view.Points[id])}}
}

// gameRow is a game's row in the round table.
func (s *roundsScreen) gameRow(game tournament.Game) []cell {
	res := cell{text: sheet.ResultText(game.Result, tr)} // 黑中盘胜, or B+R: the sheet's short form, in a column
	if game.Result == tournament.NoResult {
		res = cell{text: tr("rounds.missing", "— missing —", nil), importance: widget.WarningImportance}
		if reports := s.reported[game.ID]; len(reports) > 0 {
			res = reportCell(reports) // reported from the table, to confirm
		}
	}
	table := strconv.Itoa(game.Table)
	if !s.seated(game) {
		table = "—" // settled by a withdrawal: nobody sits at a table
	}
	if s.recorded[game.ID] {
		table += " · " + tr("rounds.has_record", "SGF", nil)
	}
	w := s.view.Warnings[game.ID]
	row := append([]cell{{text: table}}, s.side(game.Black, w[0])...)
	row = append(row, cell{text: termsText(game)}, res)
	return append(row, s.side(game.White, w[1])...)
}

// seated reports whether a game of the shown round is played at a table
// (tournament.Game.Seated).
func (s *roundsScreen) seated(game tournament.Game) bool {
	return game.Seated(s.byID[game.Black], s.byID[game.White])
}

// summary says in the status line how many results the shown round lacks
// and who has the bye.
func (s *roundsScreen) summary() {
	missing := 0
	for _, game := range s.games {
		if game.Result == tournament.NoResult {
			missing++
		}
	}
	var byeNames []string
	for _, id := range s.view.Byes {
		byeNames = append(byeNames, s.byID[id].Name())
	}
	text := tr("rounds.summary", "Round {{.N}}: {{.Games}} games, {{.Missing}} results missing.", map[string]any{"N": s.roundNo(), "Games": len(s.games), "Missing": missing})
	if s.terms != "" {
		text += " " + tr("rounds.summary_terms", "Every table: {{.Terms}}.", map[string]any{"Terms": sheet.TermsText(s.games[0], tr)})
	}
	if len(byeNames) > 0 {
		text += " " + tr("cli.round.bye", "bye: {{.Name}}", map[string]any{"Name": strings.Join(byeNames, tr("list.sep", ", ", nil))})
	}
	s.status.SetText(text)
}

// showGame brings one game of the shown round up to date from the file
// after its result changed: the rest of the round (scores before it,
// numbers, warnings) cannot have changed, so the round is not read again.
func (s *roundsScreen) showGame(i int) {
	g, ok := s.currentGroup()
	if !ok || i >= len(s.games) {
		return
	}
	game, err := s.app.arb.GameAt(g.ID, s.roundNo(), s.games[i].Table)
	if err != nil {
		s.show()
		return
	}
	s.games[i] = game
	s.table.setRow(i, s.gameRow(game))
	s.summary()
}

// termsText writes a game's handicap or komi under the column's heading
// 让子/贴目: 让4子, 让先, or the komi alone (3又3/4; 3 3/4 in English).
func termsText(game tournament.Game) string {
	if game.Handicap > 0 || game.Komi == 0 {
		return sheet.TermsText(game, tr)
	}
	return tr("rounds.komi", "{{.Glyph}}", map[string]any{"Glyph": game.Komi.Glyph(), "Zh": game.Komi.Chinese()})
}

// resultNamed writes a result with the name of the player its words name:
// "第10台：白胜（梁沐阳）" reads "白胜（梁沐阳）", "White wins (Liang Muyang)".
func resultNamed(r tournament.Result, black, white tournament.Player) string {
	zh := tr("lang.code", "en", nil) == "zh"
	text := resultText(r)
	var p tournament.Player
	switch r.Named(zh) {
	case 'B':
		p = black
	case 'W':
		p = white
	default:
		return text
	}
	name := p.Name()
	if !zh && p.NameLatin != "" {
		name = p.NameLatin
	}
	return tr("rounds.result_named", "{{.Result}} ({{.Name}})", map[string]any{"Result": text, "Name": name})
}

// pairNext pairs the round after the latest one. Players who have not
// checked in are left out of it (marked absent for the round) after the
// arbiter has seen their names, or paired anyway if the arbiter says so.
func (s *roundsScreen) pairNext() {
	g, ok := s.currentGroup()
	if !ok {
		s.status.SetText(tr("error.group.none", "The tournament has no group yet: add one first.", nil))
		return
	}
	latest, err := s.app.arb.LatestRound(g.ID)
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	n := latest + 1
	missing, err := s.app.arb.NotCheckedIn(g, n)
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	if len(missing) == 0 {
		s.pair(g, n, false)
		return
	}
	s.askCheckIn(g, n, missing)
}

// maxNamesAsked is how many names the check-in question lists before it
// says how many more there are.
const maxNamesAsked = 30

// askCheckIn names the players who have not checked in and asks whether to
// leave them out of round n (Enter), pair them anyway, or not pair (Escape).
func (s *roundsScreen) askCheckIn(g tournament.Group, n int, missing []tournament.Player) {
	var names []string
	for i, p := range missing {
		if i == maxNamesAsked {
			names = append(names, tr("rounds.checkin.more", "and {{.N}} more", map[string]any{"N": len(missing) - i}))
			break
		}
		names = append(names, p.Name())
	}
	label := newWrapLabel(tr("rounds.checkin.question", "{{.Count}} players of {{.Group}} have not checked in: {{.Names}}. Leave them out of round {{.N}} (marked absent for it)?",
		map[string]any{"Count": len(missing), "Group": g.Name, "Names": strings.Join(names, tr("list.sep", ", ", nil)), "N": n}))
	catcher := newKeyCatcher()
	var d dialog.Dialog
	anyway := widget.NewButton(tr("rounds.checkin.anyway", "Pair them anyway", nil), func() { d.Hide(); s.pair(g, n, false) })
	content := container.NewVBox(catcher, label, container.NewHBox(anyway)) // Tab: to "pair them anyway"
	leaveOut := false
	d = dialog.NewCustomConfirm(tr("rounds.checkin.title", "Players not checked in", nil),
		tr("rounds.checkin.leave_out", "Leave them out", nil), tr("dialog.cancel", "Cancel", nil), content,
		func(ok bool) {
			if ok || leaveOut {
				s.pair(g, n, true)
			}
		}, s.app.win)
	catcher.onEnter = func() { leaveOut = true; d.Hide() }
	catcher.onEscape = d.Hide
	showAt(s.app.win, d, confirmWidth, catcher)
}

// pair pairs round n, leaving out the players not checked in when
// checkedIn is set, and shows it.
func (s *roundsScreen) pair(g tournament.Group, n int, checkedIn bool) {
	var err error
	var left []tournament.Player
	if checkedIn {
		_, left, err = s.app.arb.PairRoundCheckedIn(g, n)
	} else {
		_, err = s.app.arb.PairRound(g, n)
	}
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	s.fillRounds()
	s.app.refresh()
	s.app.win.Canvas().Focus(s.quick) // the results come next, typed
	if len(left) > 0 {
		var names []string
		for _, p := range left {
			names = append(names, p.Name())
		}
		s.status.SetText(s.status.Text + " " + tr("rounds.checkin.left_out", "Not checked in, absent this round: {{.Names}}.",
			map[string]any{"Names": strings.Join(names, tr("list.sep", ", ", nil))}))
	}
}

// cellTapped on a table number (or the handicap/komi) offers the game's
// actions (colours, its game record); on a player's cells, a warning (警告:
// a second one in the game loses it) or a swap with another player of the
// round.
func (s *roundsScreen) cellTapped(row, col int) {
	if row >= len(s.games) {
		return // a bye
	}
	game := s.games[row]
	var black bool
	switch {
	case col == colTable || col == colTerms:
		s.gameActions(game)
		return
	case col >= colBlackNumber && col <= colBlackPoints:
		black = true
	case col >= colWhiteNumber && col <= colWhitePoints:
		black = false
	default:
		return
	}
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
	entrants, opts := pairing.Entrants(f, n), pairing.SwissOptionsFor(f, n)
	byID := s.app.playersByID()
	var lines []string
	if g.System == tournament.Swiss || g.System == tournament.McMahon {
		lines = append(lines, s.colourLines(f, n, g)...)
	}
	for _, game := range s.games {
		c, err := pairing.ExplainPair(entrants, opts, game.Black, game.White)
		if err != nil {
			continue
		}
		var parts []string
		if d := fracText(f.ScoreDifference(c)); f.IsMcMahon() {
			parts = append(parts, tr("explain.mcmahon_score", "McMahon score difference {{.D}}", map[string]any{"D": d}))
		} else {
			parts = append(parts, tr("explain.score", "score difference {{.D}}", map[string]any{"D": d}))
		}
		if c.ColourClash {
			parts = append(parts, tr("explain.colour", "both due the same colour", nil))
		}
		if c.ColourForced {
			parts = append(parts, tr("explain.forced", "one of them gets a third colour in a row or three out of balance", nil))
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
	newClosable(s.app.win, tr("rounds.explain", "Explain…", nil), tr("dialog.ok", "OK", nil), scroll).show()
}

// colourLines says how many players the shown round gives a third colour
// in a row or a colour difference of three, and what forces them (the
// group's order of criteria, the games already played, changes by hand),
// naming them.
func (s *roundsScreen) colourLines(f pairing.Field, n int, g tournament.Group) []string {
	r, err := pairing.ExplainRound(f, n, s.games)
	if err != nil {
		return []string{errorText(err)}
	}
	k := len(r.Players)
	lines := []string{tr("explain.colour_breaks", "{{.N}} players get a third colour in a row or a colour difference of three.", map[string]any{"N": k})}
	if k == 0 {
		return append(lines, "")
	}
	byID := s.app.playersByID()
	var names []string
	for _, id := range r.Players {
		names = append(names, byID[id].Name())
	}
	lines[0] = tr("explain.colour_breaks_named", "{{.N}} players get a third colour in a row or a colour difference of three: {{.Names}}.",
		map[string]any{"N": k, "Names": strings.Join(names, tr("list.sep", ", ", nil))})
	first := g.Colours == tournament.ColoursFirst
	if r.Fewest > 0 {
		lines = append(lines, tr("explain.colour_unavoidable", "No pairing without a rematch (nor with a pair to avoid or a second bye) gives fewer than {{.N}}: the games already played force them.", map[string]any{"N": r.Fewest}))
	}
	if !first && r.EqualScores > r.Fewest {
		lines = append(lines, tr("explain.colour_for_scores_window", "Pairing equal scores first (同分相遇) gives {{.N}}; with colours first (the group's rules) players would float between score groups instead.", map[string]any{"N": r.EqualScores}))
	}
	if h := r.ByHand(first); h > 0 {
		lines = append(lines, tr("explain.colour_by_hand", "{{.N}} more than the group's rules need: the pairing was changed by hand.", map[string]any{"N": h}))
	}
	return append(lines, "")
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
