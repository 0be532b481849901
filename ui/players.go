package ui

import (
	"errors"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/document"
	"weiqi-arbiter/reports/sheet"
)

// playersScreen lists the players: searchable, sortable, with check-in, an
// add dialog and withdrawal.
type playersScreen struct {
	app     *App
	search  *entry
	checkIn *entry        // a number or a name, Enter checks the player in
	counter *widget.Label // 已到 37 / 未到 3
	table   *dataTable
	shown   []tournament.Player
	sortCol int
	status  *widget.Label
	object  fyne.CanvasObject
}

func newPlayersScreen(a *App) *playersScreen {
	s := &playersScreen{app: a}
	s.search = newDeskEntry(a)
	s.search.PlaceHolder = tr("players.search", "Search name, club or rank", nil)
	s.search.OnChanged = func(string) {
		s.reload()
		s.table.table.ScrollToTop() // the result of a search is at the top
	}
	s.checkIn = newQuickField(a)
	s.checkIn.PlaceHolder = tr("checkin.placeholder", "Check in: number or name, Enter", nil)
	s.checkIn.OnSubmitted = s.checkInTyped
	s.counter = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	all := widget.NewButtonWithIcon(tr("checkin.all", "Check in all…", nil), fynetheme.ConfirmIcon(), s.checkInAll)
	s.status = widget.NewLabel("")
	s.status.Wrapping = fyne.TextWrapWord
	s.table = newDataTable([]string{
		tr("players.col.id", "No.", nil), tr("players.col.name", "Name", nil), tr("players.col.latin", "Latin name", nil),
		tr("players.col.rank", "Rank", nil), tr("players.col.club", "Club", nil), tr("players.col.group", "Group", nil),
		tr("players.col.checkin", "Checked in", nil), tr("players.col.state", "State", nil),
		tr("players.col.absent", "Next round", nil), tr("players.col.table", "Fixed table", nil),
	}, []float32{52, 100, 110, 56, 110, 90, 80, 100, 90, 80})
	// Names take most of the width beyond that, then the Latin names and clubs.
	s.table.setShares([]float32{0, 3, 2, 0, 2, 1})
	s.table.table.StickyColumnCount = 2 // number and name stay when the table scrolls sideways
	s.table.onHeader = func(col int) { s.sortCol = col; s.reload() }
	s.table.onCell = s.cellTapped
	add := widget.NewButtonWithIcon(tr("players.add", "Add player…", nil), fynetheme.ContentAddIcon(), s.addDialog)
	add.Importance = widget.HighImportance
	imp := widget.NewButtonWithIcon(tr("players.import", "Import list…", nil), fynetheme.FolderOpenIcon(), s.importDialog)
	exp := widget.NewButtonWithIcon(tr("players.export", "Export list…", nil), fynetheme.DocumentSaveIcon(), func() { a.exportDialog(document.PlayerList) })
	desk := container.NewBorder(nil, nil, s.counter, all, s.checkIn)
	s.object = container.NewBorder(
		container.NewVBox(container.NewBorder(nil, nil, nil, container.NewHBox(imp, exp, add), s.search), desk),
		s.status, nil, nil, s.table.table)
	return s
}

// reload reads the players again and shows those the search matches.
func (s *playersScreen) reload() {
	if s.app.arb == nil {
		return
	}
	players, err := s.app.arb.Players()
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	s.app.coverNames(players)
	groups, err := s.app.arb.Groups()
	s.app.noteErr(err)
	groupName := map[int64]string{}
	for _, g := range groups {
		groupName[g.ID] = g.Name
	}
	q := tournament.FoldName(s.search.Text)
	s.shown = s.shown[:0]
	for _, p := range players {
		hay := tournament.FoldName(p.NameZh + " " + p.NameLatin + " " + p.Club + " " + p.Rank + " " + rankText(p.Rank) + " " + groupName[p.GroupID])
		if q == "" || strings.Contains(hay, q) {
			s.shown = append(s.shown, p)
		}
	}
	key := func(p tournament.Player) string {
		switch s.sortCol {
		case 1:
			return p.Name()
		case 2:
			return p.NameLatin
		case 4:
			return p.Club
		case 5:
			return groupName[p.GroupID]
		}
		return ""
	}
	sort.SliceStable(s.shown, func(i, j int) bool {
		a, b := s.shown[i], s.shown[j]
		switch s.sortCol {
		case 3:
			return tournament.RankValue(a.Rank) > tournament.RankValue(b.Rank)
		case 0, 6, 7:
			return a.ID < b.ID
		}
		return key(a) < key(b)
	})
	absent := map[int64]bool{}
	next := map[int64]int{} // each group's next round
	for _, g := range groups {
		n, err := s.app.arb.LatestRound(g.ID)
		s.app.noteErr(err)
		next[g.ID] = n + 1
		a, err := s.app.arb.Absent(g.ID, n+1)
		s.app.noteErr(err)
		for id := range a {
			absent[id] = true
		}
	}
	rows := make([][]cell, len(s.shown))
	for i, p := range s.shown {
		in := cell{text: tr("checkin.out", "□ not here", nil), importance: widget.WarningImportance}
		if p.CheckedIn {
			in = cell{text: tr("checkin.in", "✔ here", nil), importance: widget.SuccessImportance}
		}
		state := ""
		imp := widget.MediumImportance
		if p.Withdrawn() {
			state = tr("players.withdrawn", "withdrew after round {{.N}}", map[string]any{"N": p.WithdrawnAfter})
			imp = widget.DangerImportance
		}
		plays := cell{text: tr("players.plays", "plays", nil)}
		switch {
		case p.Withdrawn():
			plays = cell{}
		case p.JoinsRound > next[p.GroupID]:
			plays = cell{text: tr("players.joins_in", "joins in round {{.N}}", map[string]any{"N": p.JoinsRound}), importance: widget.LowImportance}
		case absent[p.ID]:
			plays = cell{text: tr("players.absent", "absent", nil), importance: widget.WarningImportance}
		}
		rows[i] = []cell{{text: sheet.Number(p.ID)}, {text: p.NameZh, importance: imp}, {text: p.NameLatin},
			{text: rankText(p.Rank)}, {text: p.Club}, {text: groupName[p.GroupID]}, in, {text: state, importance: imp}, plays, {text: fixedText(p)}}
	}
	s.table.setRows(rows)
	here, away := tournament.CheckInCount(players)
	s.counter.SetText(tr("checkin.count", "Here {{.In}} / not here {{.Out}}", map[string]any{"In": here, "Out": away}))
	s.status.SetText(tr("players.count", "{{.N}} players shown of {{.All}}.", map[string]any{"N": len(s.shown), "All": len(players)}))
}

// checkInTyped checks in the player whose number or name was typed.
func (s *playersScreen) checkInTyped(typed string) {
	p, err := s.app.arb.CheckIn(typed)
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	s.checkIn.SetText("")
	s.reload()
	s.app.refresh()
	s.status.SetText(tr("checkin.done", "Checked in: {{.Name}} (no. {{.ID}}).", map[string]any{"Name": p.Name(), "ID": p.ID}))
}

// checkInAll checks in, after a question, every player shown who is not
// yet checked in (a search narrows it to a group or a club).
func (s *playersScreen) checkInAll() {
	_, away := tournament.CheckInCount(s.shown)
	if away == 0 {
		return
	}
	confirm(s.app.win, tr("checkin.all", "Check in all…", nil),
		tr("checkin.all_confirm", "Check in the {{.N}} players shown who are not checked in?", map[string]any{"N": away}),
		func(ok bool) {
			if !ok {
				return
			}
			n, err := s.app.arb.CheckInAll(s.shown)
			if err != nil {
				s.app.showError(err)
				return
			}
			s.reload()
			s.app.refresh()
			s.status.SetText(tr("checkin.all_done", "{{.N}} players checked in.", map[string]any{"N": n}))
		})
}

// cellTapped toggles check-in, or offers the withdrawal of the player.
func (s *playersScreen) cellTapped(row, col int) {
	if row >= len(s.shown) {
		return
	}
	p := s.shown[row]
	switch col {
	case 1, 2, 3, 4, 5:
		s.playerDialog(&p)
	case 6:
		if err := s.app.arb.SetCheckedIn(p.ID, !p.CheckedIn); err != nil {
			s.app.showError(err)
		}
		s.reload()
		s.app.refresh()
	case 7:
		if !p.Withdrawn() {
			s.withdrawDialog(p)
		}
	case 9:
		s.fixedTableDialog(p)
	case 8:
		// Absent (or present again) for the group's next round.
		if p.GroupID == 0 {
			return
		}
		n, err := s.app.arb.LatestRound(p.GroupID)
		if s.app.noteErr(err) {
			return
		}
		a, err := s.app.arb.Absent(p.GroupID, n+1)
		if s.app.noteErr(err) {
			return
		}
		if err := s.app.arb.SetAbsent(p.GroupID, n+1, p.ID, !a[p.ID]); err != nil {
			s.app.showError(err)
		}
		s.reload()
		s.app.refresh()
	}
}

// withdrawDialog says in words what the withdrawal will do before it is applied.
func (s *playersScreen) withdrawDialog(p tournament.Player) {
	after := newEntry()
	after.SetText(strconv.Itoa(s.lastComplete(p)))
	explain := newWrapLabel("")
	update := func(string) {
		n, err := strconv.Atoi(strings.TrimSpace(after.Text))
		if err != nil || n < 0 {
			explain.SetText(tr("withdraw.bad_round", "Write the last round the player played (0 before the start).", nil))
			return
		}
		// The preview is the effect Withdraw applies (pairing.Withdraw).
		w, g, err := s.app.arb.WithdrawalEffect(p.ID, n)
		if err != nil {
			explain.SetText(errorText(err))
			return
		}
		explain.SetText(withdrawalText(w, g))
	}
	after.OnChanged = update
	update("")
	apply := func(n int) error {
		if err := s.app.arb.Withdraw(p.ID, n); err != nil {
			return err
		}
		s.reload()
		s.app.refresh()
		return nil
	}
	showFormChecked(s.app.win, tr("withdraw.title", "Withdraw {{.Name}}", map[string]any{"Name": p.Name()}), tr("withdraw.apply", "Withdraw", nil), []*widget.FormItem{
		widget.NewFormItem(tr("withdraw.after", "After round", nil), after),
		widget.NewFormItem("", explain),
	}, func() error {
		n, err := strconv.Atoi(strings.TrimSpace(after.Text))
		if err != nil || n < 0 {
			return errors.New(tr("withdraw.bad_round", "Write the last round the player played (0 before the start).", nil))
		}
		w, _, err := s.app.arb.WithdrawalEffect(p.ID, n)
		if err != nil {
			return err
		}
		if w.Kind != pairing.ResultsVoid || len(w.Results) == 0 {
			return apply(n)
		}
		// Results the player has are about to be voided: ask once more,
		// naming them.
		confirm(s.app.win, tr("withdraw.void_title", "Void these results?", nil),
			tr("withdraw.void_confirm", "These games of {{.Name}} become void and leave everyone's score:\n{{.Games}}", map[string]any{"Name": p.Name(), "Games": s.gamesText(p, w)}),
			func(ok bool) {
				if ok {
					s.app.noteErr(apply(n))
				}
			})
		return nil
	})
}

// lastComplete is the last round of the player's group with every result
// in: where a withdrawal dialog starts.
func (s *playersScreen) lastComplete(p tournament.Player) int {
	if p.GroupID == 0 {
		return 0
	}
	g, err := s.app.arb.GroupByID(p.GroupID)
	if s.app.noteErr(err) {
		return 0
	}
	f, err := s.app.arb.Field(g)
	if s.app.noteErr(err) {
		return 0
	}
	return f.LatestComplete()
}

// gamesText lists, one a line, the games a withdrawal changes: round,
// opponent and the result the game had.
func (s *playersScreen) gamesText(p tournament.Player, w pairing.Withdrawal) string {
	g, err := s.app.arb.GroupByID(p.GroupID)
	if s.app.noteErr(err) {
		return ""
	}
	f, err := s.app.arb.Field(g)
	if s.app.noteErr(err) {
		return ""
	}
	name := map[int64]string{}
	for _, q := range f.Players {
		name[q.ID] = q.Name()
	}
	var lines []string
	for _, game := range f.Games {
		if _, changes := w.Results[game.ID]; !changes {
			continue
		}
		opponent := game.White
		if opponent == p.ID {
			opponent = game.Black
		}
		lines = append(lines, tr("withdraw.game_line", "Round {{.Round}} against {{.Opponent}}: {{.Result}}",
			map[string]any{"Round": game.Round, "Opponent": name[opponent], "Result": resultText(game.Result)}))
	}
	return strings.Join(lines, "\n")
}

// withdrawalText says in words what a withdrawal does (SPEC §9).
func withdrawalText(w pairing.Withdrawal, g tournament.Group) string {
	args := map[string]any{"Total": w.Rounds, "Played": w.Played, "Games": len(w.Results)}
	var text string
	switch {
	case w.Kind == pairing.BeforeStart:
		text = tr("withdraw.before", "Before the start: the player is taken out of the draw; pair again (redraw) if time allows.", nil)
	case g.TeamEvent:
		text = tr("withdraw.member", "The results stand; every later board the player is placed on is a forfeit win for the opponent, unless the line-up fields a reserve instead.", nil)
	case w.Kind == pairing.ResultsVoid:
		text = tr("withdraw.rr_void", "{{.Played}} games played of the {{.Total}} rounds, fewer than half: all the player's results are void and removed from everyone's score; later games are void.", args)
	case w.RoundRobin:
		text = tr("withdraw.rr_forfeit", "{{.Played}} games played of the {{.Total}} rounds, half or more: the results stand and every remaining game is a forfeit win for the opponent.", args)
	default:
		text = tr("withdraw.swiss", "The results stand; the player is not paired again. For the opponents' SOS the player counts points plus, per unplayed round, the average per game played (at most a draw).", nil)
	}
	if len(w.Results) > 0 {
		text += "\n" + tr("withdraw.changes", "Games already paired that change now: {{.Games}}.", args)
	}
	if w.Repair > 0 {
		text += "\n" + tr("withdraw.repair", "Round {{.Round}} is paired but has no result yet: it is paired again without the player, in the same step. Print its pairing again.", map[string]any{"Round": w.Repair})
	}
	return text
}

// playerForm reads a player from the add dialog, or says what is wrong.
func playerForm(nameZh, latin, rank, club, region, rating *entry) (tournament.Player, error) {
	p := tournament.Player{NameZh: strings.TrimSpace(nameZh.Text), NameLatin: strings.TrimSpace(latin.Text),
		Rank: strings.TrimSpace(rank.Text), Club: strings.TrimSpace(club.Text), Region: strings.TrimSpace(region.Text), WithdrawnAfter: -1}
	if p.NameZh == "" && p.NameLatin == "" {
		return p, errors.New(tr("players.err.name", "A player needs a name in Chinese or in Latin letters.", nil))
	}
	rk, err := tournament.NormalRank(p.Rank)
	if err != nil {
		return p, errors.New(tr("players.err.rank", "{{.Rank}} is not a rank: write 30k … 1k, 1d … 9d, 1p … 9p, or 3段, 5级.", map[string]any{"Rank": p.Rank}))
	}
	p.Rank = rk
	if t := strings.TrimSpace(rating.Text); t != "" {
		n, err := strconv.Atoi(t)
		if err != nil || n < 0 {
			return p, errors.New(tr("players.err.rating", "The rating must be a whole number.", nil))
		}
		p.Rating = n
	}
	return p, nil
}

func (s *playersScreen) addDialog() { s.playerDialog(nil) }

// genderWord is a stored gender (M, F) in the user's words, "" for none.
func genderWord(code string) string {
	switch code {
	case "M":
		return tr("players.male", "male", nil)
	case "F":
		return tr("players.female", "female", nil)
	}
	return ""
}

// genderCode is the stored gender of the user's word, "" for none.
func genderCode(word string) string {
	for _, code := range []string{"M", "F"} {
		if word != "" && word == genderWord(code) {
			return code
		}
	}
	return ""
}

// playerDialog adds a player, or edits one (existing != nil).
// readEntryDetails reads the player form's birth date, licence, notes,
// first round played and McMahon adjustment into p; a birth date, round or
// adjustment that is not one is refused with the way to write it.
func readEntryDetails(p *tournament.Player, birth, licence, notes, joins, adjust *entry) error {
	p.Birth, p.Licence, p.Notes = strings.TrimSpace(birth.Text), strings.TrimSpace(licence.Text), strings.TrimSpace(notes.Text)
	if p.Birth != "" && !tournament.ValidBirth(p.Birth) {
		return errors.New(tr("players.err.birth", "Write the birth date as YYYY or YYYY-MM-DD.", nil))
	}
	if t := strings.TrimSpace(joins.Text); t != "" {
		n, err := strconv.Atoi(t)
		if err != nil || n < 1 {
			return errors.New(tr("players.err.joins", "The first round played must be a whole number from 1.", nil))
		}
		p.JoinsRound = n
	}
	if t := strings.TrimSpace(adjust.Text); t != "" {
		n, err := strconv.Atoi(t)
		if err != nil || n < -20 || n > 20 {
			return errors.New(tr("players.err.mms_adjust", "The McMahon adjustment must be a whole number of wins (−20 to 20).", nil))
		}
		p.McMahonAdjust = n
	}
	return nil
}

func (s *playersScreen) playerDialog(existing *tournament.Player) {
	if s.app.arb == nil {
		return
	}
	nameZh, latin, rank, club, region, rating := newEntry(), newEntry(), newEntry(), newEntry(), newEntry(), newEntry()
	joins := newEntry()
	joins.PlaceHolder = "1"
	adjust := newEntry()
	adjust.PlaceHolder = "0"
	gender := newSelectField([]string{tr("players.male", "male", nil), tr("players.female", "female", nil)}, nil)
	gender.PlaceHolder = "—"
	birth, licence, notes := newEntry(), newEntry(), newEntry()
	birth.PlaceHolder = "2012 / 2012-05-01"
	rank.PlaceHolder = "3d / 5k / 3段"
	groups, err := s.app.arb.Groups()
	s.app.noteErr(err)
	var names []string
	for _, g := range groups {
		names = append(names, g.Name)
	}
	group := newSelectField(names, nil)
	group.PlaceHolder = tr("rounds.no_group", "no group", nil)
	if len(names) > 0 {
		group.SetSelected(names[0])
	}
	if existing != nil {
		nameZh.SetText(existing.NameZh)
		latin.SetText(existing.NameLatin)
		rank.SetText(rankText(existing.Rank))
		club.SetText(existing.Club)
		region.SetText(existing.Region)
		if existing.Rating > 0 {
			rating.SetText(strconv.Itoa(existing.Rating))
		}
		if existing.JoinsRound > 1 {
			joins.SetText(strconv.Itoa(existing.JoinsRound))
		}
		if existing.McMahonAdjust != 0 {
			adjust.SetText(strconv.Itoa(existing.McMahonAdjust))
		}
		if w := genderWord(existing.Gender); w != "" {
			gender.SetSelected(w)
		}
		birth.SetText(existing.Birth)
		licence.SetText(existing.Licence)
		notes.SetText(existing.Notes)
		for _, g := range groups {
			if g.ID == existing.GroupID {
				group.SetSelected(g.Name)
			}
		}
	}
	items := []*widget.FormItem{
		widget.NewFormItem(tr("players.col.name", "Name", nil), nameZh),
		widget.NewFormItem(tr("players.col.latin", "Latin name", nil), latin),
		widget.NewFormItem(tr("players.col.rank", "Rank", nil), rank),
		widget.NewFormItem(tr("players.col.club", "Club", nil), club),
		widget.NewFormItem(tr("players.region", "Region", nil), region),
		widget.NewFormItem(tr("players.rating", "Rating", nil), rating),
		widget.NewFormItem(tr("players.col.group", "Group", nil), group),
		widget.NewFormItem(tr("players.joins", "Joins in round", nil), joins),
		widget.NewFormItem(tr("players.mms_adjust", "McMahon adjustment", nil), adjust),
		widget.NewFormItem(tr("players.gender", "Gender", nil), gender),
		widget.NewFormItem(tr("players.birth", "Born", nil), birth),
		widget.NewFormItem(tr("players.licence", "ID / licence no.", nil), licence),
		widget.NewFormItem(tr("players.notes", "Notes", nil), notes),
	}
	title := tr("players.add", "Add player…", nil)
	var kept tournament.Player
	if existing != nil {
		title = tr("players.edit", "Edit {{.Name}}", map[string]any{"Name": existing.Name()})
		kept = *existing
	}
	// What other programs' files carry, beside the form, closed until asked
	// for; the parts follow the name as it is edited.
	var f *form
	var more *playerMore
	more = newPlayerMore(kept, func() { f.fit(); s.app.win.Canvas().Focus(more.surname) })
	for _, e := range []*entry{nameZh, latin} {
		e.OnChanged = func(string) { more.follow(nameZh.Text, latin.Text) }
	}
	// The form first, so that it has the focus and Tab meets the column
	// last.
	body := container.New(layout.NewBorderLayout(nil, nil, nil, more.object), widget.NewForm(items...), more.object)
	f = showFormChecked(s.app.win, title, tr("dialog.ok", "OK", nil), []*widget.FormItem{widget.NewFormItem("", body)}, func() error {
		more.nameFromParts(nameZh, latin)
		p, err := playerForm(nameZh, latin, rank, club, region, rating)
		if err != nil {
			return err
		}
		if err := more.apply(&p); err != nil {
			return err
		}
		for _, g := range groups {
			if g.Name == group.Selected {
				p.GroupID = g.ID
			}
		}
		p.Gender = genderCode(gender.Selected)
		if err := readEntryDetails(&p, birth, licence, notes, joins, adjust); err != nil {
			return err
		}
		if existing != nil {
			p.ID, p.WithdrawnAfter, p.CheckedIn, p.FixedTable = existing.ID, existing.WithdrawnAfter, existing.CheckedIn, existing.FixedTable
			if err := s.app.arb.UpdatePlayer(p); err != nil {
				return err
			}
			s.reload()
			s.app.refresh()
			return nil
		}
		add := func() error {
			id, err := s.app.arb.AddPlayer(p)
			if err != nil {
				return err
			}
			s.status.SetText(tr("players.added", "Added {{.Name}} as no. {{.ID}}.", map[string]any{"Name": p.Name(), "ID": id}))
			s.reload()
			s.app.refresh()
			return nil
		}
		registered, err := s.app.arb.Players()
		s.app.noteErr(err)
		if dup := tournament.Duplicates(registered, p); len(dup) > 0 {
			confirm(s.app.win, tr("players.duplicate.title", "Already registered?", nil),
				tr("players.duplicate", "{{.Name}} ({{.Club}}) is already registered as no. {{.ID}}. Add another player of that name?",
					map[string]any{"Name": dup[0].Name(), "Club": dup[0].Club, "ID": dup[0].ID}),
				func(ok bool) {
					if !ok {
						return
					}
					if err := add(); err != nil {
						showError(s.app.win, err)
					}
				})
			return nil
		}
		// A refusal (a full disk) brings the form back with what was typed.
		return add()
	})
	f.beside = more.object
	f.fit()
}

func fixedText(p tournament.Player) string {
	if p.FixedTable == 0 {
		return ""
	}
	return strconv.Itoa(p.FixedTable)
}

// fixedTableDialog gives a player a fixed table (empty removes it).
func (s *playersScreen) fixedTableDialog(p tournament.Player) {
	e := newEntry()
	e.SetText(fixedText(p))
	showForm(s.app.win, tr("players.col.table", "Fixed table", nil), tr("dialog.ok", "OK", nil), []*widget.FormItem{widget.NewFormItem(p.Name(), e)}, func(ok bool) {
		if !ok {
			return
		}
		n := 0
		if t := strings.TrimSpace(e.Text); t != "" {
			v, err := strconv.Atoi(t)
			if err != nil || v < 1 {
				s.status.SetText(tr("players.err.table", "A table is a number from 1.", nil))
				return
			}
			n = v
		}
		if err := s.app.arb.SetFixedTable(p.ID, n); err != nil {
			s.app.showError(err)
		}
		s.reload()
		s.app.refresh()
	})
}
