package ui

// The round's printed forms.

import (
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/reports/document"
)

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
	if s.app.share != nil && len(s.app.share.urls) > 0 {
		req.SlipURL = s.app.share.urls[0] // the slips lead to the shared event's report pages
	}
	file := s.app.arb.Path()
	path := strings.TrimSuffix(file, filepath.Ext(file)) + "-" + document.FileName(req, ".pdf")
	req.Path = path
	if !s.app.writeDocument(req) {
		return ""
	}
	s.status.SetText(tr("rounds.printed", "{{.Path}} written and opened for printing.", map[string]any{"Path": path}))
	return path
}
