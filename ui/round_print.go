package ui

// The round's printed forms.

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
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
	// The round's start, for the pairing sheet's title; kept with the group.
	start := newEntry()
	start.SetPlaceHolder(tr("rounds.print_start_hint", "e.g. 2026-12-01 09:30 (for the pairing sheet)", nil))
	if t, ok := g.Starts[n]; ok {
		start.SetText(t.Format(startLayout))
	}
	pairings := widget.NewButton(tr("rounds.print_pairings", "Pairing sheet (by table)", nil), func() {
		if err := s.saveStart(g, n, start.Text); err != nil {
			s.app.showError(err)
			return
		}
		d.Hide()
		s.printShown(document.Pairings)
	})
	box := container.NewVBox(
		widget.NewForm(widget.NewFormItem(tr("rounds.print_start", "Start of the round", nil), start)),
		pairings,
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
	// From the keyboard: Enter prints the pairing sheet (the first form of
	// a round), Escape cancels, Tab reaches the other forms.
	pairings.Importance = widget.HighImportance
	start.OnSubmitted = func(string) { pairings.OnTapped() }
	start.onEscape = d.Hide
	d.Show()
	s.app.win.Canvas().Focus(start)
}

// startLayout is how the arbiter types a round's start.
const startLayout = "2006-01-02 15:04"

// saveStart keeps the start of round n typed in the print dialog with the
// group (one undoable action), when it changed; empty text leaves the start
// as it is. Text that is not a date and time is refused, nothing saved.
func (s *roundsScreen) saveStart(g tournament.Group, n int, text string) error {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil
	}
	t, err := time.Parse(startLayout, strings.Replace(text, "T", " ", 1))
	if err != nil {
		return &i18n.KeyError{Key: "rounds.print_start_invalid", English: "The start {{.Text}} is not a date and time such as 2026-12-01 09:30.",
			Args: map[string]any{"Text": text}}
	}
	if old, ok := g.Starts[n]; ok && old.Equal(t) {
		return nil
	}
	starts := map[int]time.Time{}
	for k, v := range g.Starts {
		starts[k] = v
	}
	starts[n] = t
	g.Starts = starts
	return s.app.arb.SaveGroupRules(g)
}

// printShown writes one printed form of the shown round as a PDF beside the
// tournament file (see App.printPath), on the chosen paper, and opens it in
// the system viewer for printing; when the viewer cannot, the status says
// where the PDF is.
// It returns the PDF's path, or "" when it could not write it.
func (s *roundsScreen) printShown(kind document.Kind) string {
	g, ok := s.currentGroup()
	n := s.roundNo()
	if !ok || n == 0 {
		return ""
	}
	req := document.Request{Kind: kind, Group: g, Round: n, T: tr}
	if s.app.share != nil && len(s.app.share.urls) > 0 {
		req.VenueURL = s.app.share.urls[0] // the slips lead to the shared event's report pages
	}
	path, err := s.app.printPath(document.FileName(req, ".pdf"))
	if err != nil {
		s.app.showError(err)
		return ""
	}
	req.Path = path
	written, opened := s.app.writeAndOpen(req)
	switch {
	case !written:
		return ""
	case opened:
		s.status.SetText(tr("rounds.printed", "{{.Path}} written and opened for printing in the system's PDF viewer.", map[string]any{"Path": path}))
	default:
		s.status.SetText(openFailed(path))
	}
	return path
}
