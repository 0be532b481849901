package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/document"
	"weiqi-arbiter/reports/sheet"
)

// standingsScreen shows a group's standings with its tiebreak columns, as of
// any round.
type standingsScreen struct {
	app    *App
	group  *selectField
	asOf   *selectField
	table  *dataTable
	status *widget.Label
	object fyne.CanvasObject
}

// tiebreakName is a tiebreak's column title.
func tiebreakName(t tournament.Tiebreak) string {
	return tr("tiebreak."+string(t), string(t), nil)
}

func newStandingsScreen(a *App) *standingsScreen {
	s := &standingsScreen{app: a}
	s.group = newSelectField(nil, func(string) { s.fillRounds() })
	s.group.PlaceHolder = tr("rounds.no_group", "no group", nil)
	s.asOf = newSelectField(nil, func(string) { s.show() })
	s.asOf.PlaceHolder = tr("standings.latest", "latest complete round", nil)
	s.status = widget.NewLabel("")
	s.table = newDataTable(nil, nil)
	s.table.setShares([]float32{0, 3, 2}) // names, then clubs, take the width
	s.object = container.NewBorder(container.NewHBox(
		widget.NewLabel(tr("players.col.group", "Group", nil)), s.group,
		widget.NewLabel(tr("standings.after", "After round", nil)), s.asOf,
		widget.NewButtonWithIcon(tr("export.button", "Export…", nil), fynetheme.DocumentSaveIcon(), s.exportDialog),
		widget.NewButton(tr("playoff.button", "Play-off / lots…", nil), s.playoffDialog)),
		s.status, nil, nil, s.table.table)
	return s
}

// exportDialog offers the group's documents, the crosstable first.
func (s *standingsScreen) exportDialog() { s.app.exportDialog(document.Crosstable) }

// exportCrosstable writes the selected group's crosstable as of the chosen
// round to path (.xlsx or .pdf) and says where it went.
func (s *standingsScreen) exportCrosstable(path string) {
	g, err := s.app.arb.Group(s.group.Selected)
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	n, _ := strconv.Atoi(s.asOf.Selected)
	if s.app.writeDocument(document.Request{Kind: document.Crosstable, Group: g, Round: n, Path: path}) {
		s.status.SetText(tr("cli.export.done", "written: {{.File}}", map[string]any{"File": path}))
	}
}

func (s *standingsScreen) reload() { s.app.fillGroups(s.group, s.fillRounds) }

func (s *standingsScreen) fillRounds() {
	if s.app.arb == nil || s.group.Selected == "" {
		return
	}
	g, err := s.app.arb.Group(s.group.Selected)
	if s.app.noteErr(err) {
		return
	}
	latest, err := s.app.arb.LatestRound(g.ID)
	s.app.noteErr(err)
	s.asOf.Options = roundOptions(latest)
	s.asOf.OnChanged = nil
	s.asOf.ClearSelected()
	s.asOf.OnChanged = func(string) { s.show() }
	s.show()
}

// view reads the chosen group's standings as of the chosen round (0 the
// default); false, with the reason said, when they cannot be read.
func (s *standingsScreen) view() (tournament.Group, int, arbiter.StandingsView, bool) {
	g, err := s.app.arb.Group(s.group.Selected)
	if s.app.noteErr(err) {
		return g, 0, arbiter.StandingsView{}, false
	}
	n, _ := strconv.Atoi(s.asOf.Selected)
	v, err := s.app.arb.StandingsView(g, n)
	if err != nil {
		s.status.SetText(errorText(err))
		return g, n, v, false
	}
	return g, n, v, true
}

func (s *standingsScreen) show() {
	g, _, v, ok := s.view()
	if !ok {
		return
	}
	rows, asOf := v.Rows, v.AsOf
	headers := []string{tr("standings.col.place", "Place", nil), tr("players.col.name", "Name", nil),
		tr("players.col.club", "Club", nil), tr("players.col.rank", "Rank", nil), tr("standings.col.points", "Points", nil)}
	widths := []float32{60, 150, 150, 60, 70}
	columns := tournament.Columns(g.Tiebreaks, rows)
	for _, t := range columns {
		headers = append(headers, tiebreakName(t))
		widths = append(widths, 90)
	}
	s.table.setHeaders(headers, widths)
	byID := v.Players
	out := make([][]cell, len(rows))
	for i, r := range rows {
		p := byID[r.Player]
		line := []cell{{text: sheet.PlaceText(r, tr)}, {text: sheet.NameText(r, p.Name(), tr)}, {text: p.Club}, {text: rankText(p.Rank)}, {text: fracText(r.Points)}}
		for _, t := range columns {
			line = append(line, cell{text: sheet.TiebreakText(r, t)}) // warnings as their count
		}
		out[i] = line
	}
	s.table.setRows(out)
	s.status.SetText(tr("cli.standings.title", "{{.Group}} — standings after round {{.Round}}", map[string]any{"Group": g.Name, "Round": asOf}))
}

// fracText writes a score or tiebreak as the printed sheets do: 12, 3.75,
// and 135 1/3 rather than 406/3 (Frac.Mixed).
func fracText(f tournament.Frac) string { return f.Mixed() }
