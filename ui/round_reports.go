package ui

// Results reported from the tables (the venue network's slip codes): they
// show on the rounds screen as "reported, to confirm" until the arbiter
// accepts them, one table with "12 a" Enter or all agreeing ones at once.

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/tournament"
)

// openReports are the reports of the shown round that wait for the
// arbiter, by game, as they stand now (a slip may have come in since the
// round was shown).
func (s *roundsScreen) openReports() map[int64][]tournament.Report {
	g, ok := s.currentGroup()
	if s.app.arb == nil || !ok {
		return nil
	}
	out, err := s.app.arb.OpenReports(g.ID, s.roundNo())
	s.app.noteErr(err)
	return out
}

// reportCell is the result cell of a game without a result whose result
// was reported: what was reported, to confirm, or that the reports differ.
func reportCell(reports []tournament.Report) cell {
	if r, ok := tournament.Agreed(reports); ok {
		return cell{text: tr("rounds.reported", "{{.Result}}? reported", map[string]any{"Result": resultText(r)}), importance: widget.HighImportance}
	}
	return cell{text: tr("rounds.reports_differ_said", "reports differ: {{.Said}}", map[string]any{"Said": reportsSaid(reports)}), importance: widget.DangerImportance}
}

// reportsSaid lists what a game's open reports said, each result once in
// the order they came: "黑中盘胜 / 白胜2又1/4子".
func reportsSaid(reports []tournament.Report) string {
	var said []string
	for _, r := range reports {
		if t := resultText(r.Result); r.Open() && !slices.Contains(said, t) {
			said = append(said, t)
		}
	}
	return strings.Join(said, " / ")
}

// acceptReported accepts the report of the game at table (the quick entry
// "12 a"): the one result its reports agree on; reports that differ are for
// the arbiter to decide by typing the result.
func (s *roundsScreen) acceptReported(table int) {
	for _, g := range s.games {
		if g.Table != table {
			continue
		}
		reports := s.openReports()[g.ID]
		if _, ok := tournament.Agreed(reports); !ok {
			if len(reports) > 0 {
				s.status.SetText(tr("rounds.reports_differ_table", "Table {{.Table}}'s reports differ ({{.Said}}): type the result.", map[string]any{"Table": table, "Said": reportsSaid(reports)}))
				return
			}
			s.status.SetText(tr("rounds.no_agreed_report", "Table {{.Table}} has no report to accept, or its reports differ: type the result.", map[string]any{"Table": table}))
			return
		}
		if err := s.app.arb.AcceptReport("", reports[0].ID); err != nil {
			s.status.SetText(errorText(err))
			return
		}
		s.quick.SetText("")
		s.show()
		s.app.refresh()
		return
	}
	s.status.SetText(tr("error.round.no_table", "Round {{.Round}} has no table {{.Table}}.", map[string]any{"Round": s.roundNo(), "Table": table}))
}

// acceptAllAgreeing accepts every report that no other contradicts.
func (s *roundsScreen) acceptAllAgreeing() {
	if s.app.arb == nil {
		return
	}
	n, err := s.app.arb.AcceptAgreedReports("")
	if err != nil {
		s.status.SetText(errorText(err))
		return
	}
	s.show()
	s.app.refresh()
	s.status.SetText(tr("rounds.reports_accepted", "{{.N}} reported results accepted.", map[string]any{"N": strconv.Itoa(n)}) + " " + s.status.Text)
}
