package ui

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/scoring"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
)

// settingsScreen edits the tournament settings: name, dates, venue, people,
// rule set, komi, points and groups.
type settingsScreen struct {
	app                                         *App
	steps                                       *firstSteps // where to start, until round 1 is paired
	name, start, end, venue, organiser, chief   *entry
	rules                                       *widget.RadioGroup
	komi                                        *widget.RadioGroup
	komiCustom                                  *entry
	win, draw, loss                             *entry
	groupList                                   *fyne.Container
	groups                                      []groupRow
	problems                                    *widget.Label
	save, revert                                *widget.Button
	object                                      fyne.CanvasObject
	rulesLabels                                 map[string]tournament.RuleSet
	komi2002, komi1988, komiOther, rule2002Text string
	rule1988Text                                string
}

// groupRow is one group in the editor; id is 0 for a group not yet saved.
type groupRow struct {
	id     int64
	entry  *entry
	system *selectField
	rounds *entry
}

// systemLabels are the pairing systems as the group editor names them.
func systemLabels() ([]string, map[string]tournament.System) {
	pairs := []struct {
		s            tournament.System
		key, english string
	}{
		{tournament.Swiss, "system.swiss", "Swiss (积分编排)"},
		{tournament.RoundRobin, "system.roundrobin", "Round robin"},
		{tournament.DoubleRoundRobin, "system.double", "Double round robin"},
		{tournament.McMahon, "system.mcmahon", "McMahon"},
		{tournament.Knockout, "system.knockout", "Knockout"},
		{tournament.DoubleKnockout, "system.double_knockout", "Double elimination"},
		{tournament.SwissKnockout, "system.swiss_knockout", "Swiss then knockout"},
		{tournament.Match, "system.match", "Best-of-N match"},
		{tournament.AllPlayAll, "system.all_play_all", "All-play-all between two teams (全队轮赛制)"},
		{tournament.LeiTai, "system.leitai", "Winner stays on (擂台赛)"},
	}
	var labels []string
	m := map[string]tournament.System{}
	for _, p := range pairs {
		l := tr(p.key, p.english, nil)
		labels = append(labels, l)
		m[l] = p.s
	}
	return labels, m
}

func newSettingsScreen(a *App) *settingsScreen {
	s := &settingsScreen{app: a}
	field := func(placeholder string) *entry {
		e := newEntry()
		e.PlaceHolder = placeholder
		return e
	}
	s.name = field(tr("settings.name.placeholder", "e.g. 2026 City Go Championship", nil))
	s.start = field(tr("settings.date.placeholder", "YYYY-MM-DD", nil))
	s.end = field(tr("settings.date.placeholder", "YYYY-MM-DD", nil))
	s.venue = field("")
	s.organiser = field("")
	s.chief = field("")
	s.rule2002Text = tr("settings.rules.2002", "2002 rules (default)", nil)
	s.rule1988Text = tr("settings.rules.1988", "1988 rules", nil)
	s.rulesLabels = map[string]tournament.RuleSet{s.rule2002Text: tournament.Rules2002, s.rule1988Text: tournament.Rules1988}
	s.rules = widget.NewRadioGroup([]string{s.rule2002Text, s.rule1988Text}, s.rulesChanged)
	s.rules.Horizontal = true
	s.rules.Required = true
	s.komi2002 = tr("settings.komi.2002", "3 3/4 stones (7.5 points)", nil)
	s.komi1988 = tr("settings.komi.1988", "2 3/4 stones (5.5 points)", nil)
	s.komiOther = tr("settings.komi.custom", "Custom", nil)
	s.komiCustom = field(tr("settings.komi.custom.placeholder", "stones, e.g. 3.75 or 3又3/4", nil))
	s.komi = widget.NewRadioGroup([]string{s.komi2002, s.komi1988, s.komiOther}, func(v string) {
		if v == s.komiOther {
			s.komiCustom.Enable()
		} else {
			s.komiCustom.Disable()
		}
	})
	s.komi.Horizontal = true
	s.komi.Required = true
	s.win, s.draw, s.loss = field("2"), field("1"), field("0")
	s.groupList = container.NewVBox()
	addGroup := widget.NewButtonWithIcon(tr("settings.group.add", "Add group", nil), fynetheme.ContentAddIcon(), func() {
		s.addGroupRow(tournament.Group{System: tournament.Swiss})
	})
	s.problems = widget.NewLabel("")
	s.problems.Importance = widget.DangerImportance
	s.problems.Wrapping = fyne.TextWrapWord
	s.problems.Hide()
	s.save = widget.NewButtonWithIcon(tr("settings.save", "Save", nil), fynetheme.DocumentSaveIcon(), s.Save)
	s.save.Importance = widget.HighImportance
	s.revert = widget.NewButtonWithIcon(tr("settings.revert", "Revert", nil), fynetheme.ContentUndoIcon(), s.reload)

	narrow := func(e *entry) fyne.CanvasObject {
		return container.NewGridWrap(fyne.NewSize(80, e.MinSize().Height), e)
	}
	points := container.NewHBox(
		widget.NewLabel(tr("settings.points.win", "Win", nil)), narrow(s.win),
		widget.NewLabel(tr("settings.points.draw", "Draw", nil)), narrow(s.draw),
		widget.NewLabel(tr("settings.points.loss", "Loss", nil)), narrow(s.loss))
	form := widget.NewForm(
		widget.NewFormItem(tr("settings.name", "Name", nil), s.name),
		widget.NewFormItem(tr("settings.start", "First day", nil), s.start),
		widget.NewFormItem(tr("settings.end", "Last day", nil), s.end),
		widget.NewFormItem(tr("settings.venue", "Venue", nil), s.venue),
		widget.NewFormItem(tr("settings.organiser", "Organiser", nil), s.organiser),
		widget.NewFormItem(tr("settings.chief_arbiter", "Chief arbiter", nil), s.chief),
		widget.NewFormItem(tr("settings.rules", "Rules", nil), s.rules),
		widget.NewFormItem(tr("settings.komi", "Komi", nil), container.NewVBox(s.komi, s.komiCustom)),
		widget.NewFormItem(tr("settings.points", "Points win/draw/loss", nil), points),
		widget.NewFormItem(tr("settings.groups", "Groups", nil), container.NewVBox(s.groupList, container.NewHBox(addGroup))),
	)
	heading := widget.NewLabelWithStyle(tr("settings.title", "Tournament settings", nil), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	heading.SizeName = fynetheme.SizeNameSubHeadingText
	buttons := container.NewHBox(s.save, s.revert)
	s.steps = newFirstSteps(a)
	s.object = container.NewBorder(container.NewVBox(heading, s.steps.object), container.NewVBox(s.problems, buttons), nil, nil, container.NewVScroll(form))
	return s
}

func (s *settingsScreen) addGroupRow(g tournament.Group) {
	e := newEntry()
	e.SetText(g.Name)
	e.PlaceHolder = tr("settings.group.placeholder", "e.g. 成人组, 少年组", nil)
	labels, systems := systemLabels()
	sys := newSelectField(labels, nil)
	sys.PlaceHolder = tr("settings.group.system", "system", nil)
	for l, v := range systems {
		if v == g.System {
			sys.SetSelected(l)
		}
	}
	rounds := newEntry()
	rounds.PlaceHolder = tr("settings.group.rounds", "rounds", nil)
	if g.Rounds > 0 {
		rounds.SetText(strconv.Itoa(g.Rounds))
	}
	row := groupRow{id: g.ID, entry: e, system: sys, rounds: rounds}
	s.groups = append(s.groups, row)
	var line *fyne.Container
	remove := widget.NewButtonWithIcon("", fynetheme.DeleteIcon(), func() {
		for i, g := range s.groups {
			if g.entry == e {
				s.groups = append(s.groups[:i], s.groups[i+1:]...)
				break
			}
		}
		s.groupList.Remove(line)
	})
	rules := widget.NewButton(tr("settings.group.rules", "Rules…", nil), func() { s.groupRulesDialog(row.id) })
	if g.ID == 0 {
		rules.Disable() // a group gets its rules once it is saved
	}
	line = container.NewBorder(nil, nil, nil, container.NewHBox(sys,
		container.NewGridWrap(fyne.NewSize(80, rounds.MinSize().Height), rounds), rules, remove), e)
	s.groupList.Add(line)
}

// rulesChanged keeps the komi in step with the rule set unless it is custom.
func (s *settingsScreen) rulesChanged(label string) {
	switch {
	case s.komi.Selected == s.komiOther:
	case s.rulesLabels[label] == tournament.Rules1988:
		s.komi.SetSelected(s.komi1988)
	case s.rulesLabels[label] == tournament.Rules2002:
		s.komi.SetSelected(s.komi2002)
	}
}

func dateText(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Format("2006-01-02")
}

// reload shows the settings stored in the file, discarding edits.
func (s *settingsScreen) reload() {
	s.problems.Hide()
	s.steps.update(s.app)
	if s.app.arb == nil {
		return
	}
	st, err := s.app.arb.Settings()
	if err != nil {
		s.app.showError(err)
		return
	}
	s.load(st)
}

func (s *settingsScreen) load(st tournament.Settings) {
	s.name.SetText(st.Name)
	s.start.SetText(dateText(st.Start))
	s.end.SetText(dateText(st.End))
	s.venue.SetText(st.Venue)
	s.organiser.SetText(st.Organiser)
	s.chief.SetText(st.ChiefArbiter)
	komiChoice := s.komiOther
	switch st.Komi {
	case tournament.Rules2002.Komi():
		komiChoice = s.komi2002
	case tournament.Rules1988.Komi():
		komiChoice = s.komi1988
	}
	// The rules first: choosing them moves a non-custom komi.
	if st.Rules == tournament.Rules1988 {
		s.rules.SetSelected(s.rule1988Text)
	} else {
		s.rules.SetSelected(s.rule2002Text)
	}
	s.komi.SetSelected(komiChoice)
	s.komiCustom.SetText(st.Komi.String())
	if komiChoice != s.komiOther {
		s.komiCustom.Disable()
	}
	s.win.SetText(strconv.Itoa(st.Points.Win))
	s.draw.SetText(strconv.Itoa(st.Points.Draw))
	s.loss.SetText(strconv.Itoa(st.Points.Loss))
	s.groups = nil
	s.groupList.RemoveAll()
	for _, g := range st.Groups {
		s.addGroupRow(g)
	}
}

// collect reads the form into settings; fields that cannot be read at all are
// reported as problems, the rest is left to Settings.Validate.
func (s *settingsScreen) collect() (tournament.Settings, tournament.Problems) {
	var st tournament.Settings
	var ps tournament.Problems
	bad := func(field, key, english string) {
		ps = append(ps, tournament.Problem{Field: field, Key: key, Default: english})
	}
	if s.app.arb != nil {
		old, err := s.app.arb.Settings()
		if !s.app.noteErr(err) {
			st = old
		}
	}
	st.Name = strings.TrimSpace(s.name.Text)
	date := func(e *entry, field string) time.Time {
		text := strings.TrimSpace(e.Text)
		if text == "" {
			return time.Time{}
		}
		t, err := time.Parse("2006-01-02", text)
		if err != nil {
			bad(field, "problem.date_format", "Write dates as YYYY-MM-DD, e.g. 2026-12-05.")
		}
		return t
	}
	st.Start, st.End = date(s.start, "start"), date(s.end, "end")
	st.Venue, st.Organiser, st.ChiefArbiter = s.venue.Text, s.organiser.Text, s.chief.Text
	st.Rules = s.rulesLabels[s.rules.Selected]
	switch s.komi.Selected {
	case s.komi2002:
		st.Komi = tournament.Rules2002.Komi()
	case s.komi1988:
		st.Komi = tournament.Rules1988.Komi()
	default:
		k, err := scoring.ParseStones(s.komiCustom.Text)
		if err != nil {
			bad("komi", "problem.komi_format", "Write komi in stones with quarters, e.g. 3.75, 3 3/4 or 3又3/4.")
		}
		st.Komi = k
	}
	number := func(e *entry) int {
		n, err := strconv.Atoi(strings.TrimSpace(e.Text))
		if err != nil {
			bad("points", "problem.points_format", "Points must be whole numbers.")
		}
		return n
	}
	st.Points = tournament.Points{Win: number(s.win), Draw: number(s.draw), Loss: number(s.loss)}
	st.Groups = nil
	_, systems := systemLabels()
	for _, g := range s.groups {
		group := tournament.Group{ID: g.id, Name: strings.TrimSpace(g.entry.Text), System: systems[g.system.Selected]}
		if t := strings.TrimSpace(g.rounds.Text); t != "" {
			n, err := strconv.Atoi(t)
			if err != nil || n < 1 || n > 99 {
				bad("groups", "problem.group_rounds", "The number of rounds must be a whole number from 1 to 99.")
			}
			group.Rounds = n
		}
		st.Groups = append(st.Groups, group)
	}
	return st, ps
}

// Save validates the form and stores it as one action; problems are listed
// under the form in the user's language and nothing is saved.
func (s *settingsScreen) Save() {
	if s.app.arb == nil {
		return
	}
	st, ps := s.collect()
	if len(ps) > 0 {
		s.showProblems(ps)
		return
	}
	if err := s.app.arb.SaveSettings(st); err != nil {
		s.showProblems(err)
		return
	}
	s.problems.Hide()
	s.app.reloadScreens()
	s.app.refresh()
	s.app.setStatus(tr("status.settings_saved", "Settings saved.", nil))
}

func (s *settingsScreen) showProblems(err error) {
	s.problems.SetText(errorText(err))
	s.problems.Show()
}

// groupRulesDialog edits a saved group's tiebreaks and pairing rules.
func (s *settingsScreen) groupRulesDialog(id int64) {
	groups, err := s.app.arb.Groups()
	if err != nil {
		s.showProblems(err)
		return
	}
	var g tournament.Group
	for _, x := range groups {
		if x.ID == id {
			g = x
		}
	}
	number := func(n int) *entry {
		if n == 0 {
			return newEntry()
		}
		return newEntryWith(strconv.Itoa(n))
	}
	tiebreaks := newTiebreakPicker(g.Tiebreaks)
	avoidClub, highest, late := number(g.AvoidClubUntil), number(g.Highest), number(g.AbsentPoints)
	// The bye field: empty for the system's default, 0 for nothing.
	bye := number(max(g.ByePoints, 0))
	if g.ByePoints == tournament.ByeNothing {
		bye.SetText("0")
	}
	bye.PlaceHolder = tr("rules.bye.hint", "empty: default, 0: none", nil)
	late.PlaceHolder = tr("rules.absent.hint", "late entry, absent", nil)
	rankBy := newSelectField([]string{tr("rules.rank_by.default", "as the rules say", nil), tr("rules.rank_by.points", "points, then the tiebreaks", nil),
		tr("rules.rank_by.total", "total score (总得分), then the tiebreaks", nil)}, nil)
	rankBy.SetSelectedIndex(map[tournament.RankBy]int{"": 0, tournament.RankByPoints: 1, tournament.RankByTotal: 2}[g.RankBy])
	virtual := widget.NewCheck(tr("rules.virtual_opponent", "SOSOS with OpenGotha's virtual opponent for missed rounds", nil), nil)
	virtual.SetChecked(g.VirtualOpponent)
	substitution := newSelectField([]string{tr("rules.substitution.move_up", "the members below move up", nil),
		tr("rules.substitution.reserve", "the reserve takes the board", nil)}, nil)
	substitution.SetSelectedIndex(0)
	if g.Substitution == string(team.ReserveOnBoard) {
		substitution.SetSelectedIndex(1)
	}
	colours := newSelectField([]string{tr("rules.colours.scores", "equal scores first (同分相遇)", nil),
		tr("rules.colours.first", "colours first: no third in a row, not three out of balance", nil)}, nil)
	colours.SetSelectedIndex(0)
	if g.Colours == tournament.ColoursFirst {
		colours.SetSelectedIndex(1)
	}
	region := widget.NewCheck(tr("rules.avoid_region", "also the same region", nil), nil)
	region.SetChecked(g.AvoidRegion)
	bar, floor := newEntryWith(g.Bar), newEntryWith(g.Floor)
	bar.PlaceHolder, floor.PlaceHolder = tr("rules.bar.example", "3d", nil), tr("rules.floor.example", "20k", nil)
	roundDown := widget.NewCheck(tr("rules.round_down", "round McMahon scores down to whole wins", nil), nil)
	roundDown.SetChecked(g.RoundDownMMS)
	teamEvent := widget.NewCheck(tr("rules.team_event", "a team event", nil), nil)
	teamEvent.SetChecked(g.TeamEvent)
	boards := number(g.Boards)
	boards.PlaceHolder = "2–10"
	formats := map[string]string{
		tr("rules.format.fixed", "fixed board order (分台定人制)", nil):  "fixed-order",
		tr("rules.format.boards", "fixed boards (定台换人制)", nil):      "fixed-boards",
		tr("rules.format.lineup", "line-up per match (临场出人制)", nil): "lineup",
		tr("rules.format.total", "team total score (队员总分制)", nil):   "total-score",
	}
	var formatNames []string
	for k := range formats {
		formatNames = append(formatNames, k)
	}
	slices.Sort(formatNames)
	format := newSelectField(formatNames, nil)
	for k, v := range formats {
		if v == g.TeamFormat || (g.TeamFormat == "" && v == "fixed-order") {
			format.SetSelected(k)
		}
	}
	// Only the fields that apply to the group's system are shown.
	swissLike := g.System == tournament.Swiss || g.System == tournament.McMahon || g.System == tournament.SwissKnockout
	items := []*widget.FormItem{
		widget.NewFormItem(tr("rules.rank_by", "Rank by", nil), rankBy),
		widget.NewFormItem(tr("rules.tiebreaks", "Tiebreaks, in order", nil), tiebreaks.Object()),
	}
	if swissLike {
		items = append(items, widget.NewFormItem(tr("rules.avoid_club", "Keep club mates apart before round", nil), container.NewBorder(nil, nil, nil, region, avoidClub)),
			widget.NewFormItem(tr("rules.colours", "Pairing puts first", nil), colours))
	}
	// The group's first table in the hall: empty for right after the
	// previous group's tables, whose number the field shows.
	first := number(g.FirstTable)
	if n, err := s.app.arb.FirstTableAfterPrevious(g.ID); !s.app.noteErr(err) {
		first.PlaceHolder = tr("rules.first_table.after", "empty: after the previous group's, table {{.N}}", map[string]any{"N": n})
	}
	items = append(items,
		widget.NewFormItem(tr("rules.first_table", "First table", nil), first),
		widget.NewFormItem(tr("rules.highest", "Highest score for 总得分 (empty: win points × rounds)", nil), highest),
		// A bye's and a missed round's points share a row, so that the
		// dialog still fits 600 pixels with the colour order.
		widget.NewFormItem(tr("rules.bye_absent", "Points for a bye; per round missed", nil), container.NewGridWithColumns(2, bye, late)))
	if g.System == tournament.McMahon {
		// Bar and floor share a row, so that the dialog still fits 600 pixels.
		items = append(items, widget.NewFormItem(tr("rules.bar_floor", "McMahon bar and floor", nil),
			container.NewVBox(container.NewGridWithColumns(2, bar, floor), roundDown, virtual)))
	}
	teamFields := container.NewVBox(
		widget.NewForm(widget.NewFormItem(tr("rules.boards", "Boards", nil), boards), widget.NewFormItem(tr("rules.format", "Format", nil), format),
			widget.NewFormItem(tr("rules.substitution", "A member withdraws", nil), substitution)))
	teamFields.Hidden = !teamEvent.Checked
	teamEvent.OnChanged = func(on bool) { teamFields.Hidden = !on; teamFields.Refresh() }
	items = append(items, widget.NewFormItem(tr("rules.teams", "Teams", nil), container.NewVBox(teamEvent, teamFields)))
	showForm(s.app.win, tr("rules.title", "Rules of {{.Group}}", map[string]any{"Group": g.Name}), tr("dialog.ok", "OK", nil), items, func(ok bool) {
		if !ok {
			return
		}
		tb := tiebreaks.Tiebreaks()
		read := func(e *entry) (int, bool) {
			t := strings.TrimSpace(e.Text)
			if t == "" {
				return 0, true
			}
			n, err := strconv.Atoi(t)
			return n, err == nil && n >= 0
		}
		var okAll = true
		for _, f := range []struct {
			e  *entry
			to *int
		}{{avoidClub, &g.AvoidClubUntil}, {highest, &g.Highest}, {bye, &g.ByePoints}, {late, &g.AbsentPoints}, {first, &g.FirstTable}} {
			n, ok := read(f.e)
			okAll = okAll && ok
			*f.to = n
		}
		if strings.TrimSpace(bye.Text) == "0" {
			g.ByePoints = tournament.ByeNothing
		}
		g.RankBy = []tournament.RankBy{"", tournament.RankByPoints, tournament.RankByTotal}[max(rankBy.SelectedIndex(), 0)]
		g.VirtualOpponent = virtual.Checked
		g.Colours = tournament.ScoresFirst
		if colours.SelectedIndex() == 1 {
			g.Colours = tournament.ColoursFirst
		}
		g.Substitution = string(team.MoveUp)
		if substitution.SelectedIndex() == 1 {
			g.Substitution = string(team.ReserveOnBoard)
		}
		if !okAll {
			s.showProblems(errors.New(tr("rules.bad_number", "Numbers must be whole and not negative.", nil)))
			return
		}
		g.Tiebreaks, g.AvoidRegion, g.Bar, g.Floor = tb, region.Checked, strings.TrimSpace(bar.Text), strings.TrimSpace(floor.Text)
		g.RoundDownMMS = roundDown.Checked
		g.TeamEvent, g.TeamFormat = teamEvent.Checked, formats[format.Selected]
		if n, ok := read(boards); ok {
			g.Boards = n
		}
		// The ranks, the boards and the other numbers' ranges are the
		// group's rules (tournament.Group.Problems), which saving checks.
		if err := s.app.arb.SaveGroupRules(g); err != nil {
			s.showProblems(err)
			return
		}
		s.problems.Hide()
		s.app.reloadScreens()
		s.app.refresh()
	})
}
