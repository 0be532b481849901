package ui

import (
	"os"
	"path/filepath"
	"strings"

	"weiqi-arbiter/arbiter"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/interchange/opengotha"
	"weiqi-arbiter/interchange/roster"
)

// importForm is the column-mapping dialog of a registration list: one
// choice of column per field, the target group, and a live preview of the
// players found and the rows left out with their reasons.
type importForm struct {
	rows     [][]string
	existing []tournament.Player
	groups   map[string]int64
	group    *selectField
	columns  map[roster.Field]*selectField
	summary  *widget.Label
	preview  *widget.Label
	problems *widget.Label
	players  []tournament.Player
	object   fyne.CanvasObject
}

// fieldLabel names a field as the form shows it.
func fieldLabel(f roster.Field) string {
	switch f {
	case roster.Name:
		return tr("players.col.name", "Name", nil)
	case roster.Latin:
		return tr("report.latin", "Latin name", nil)
	case roster.Surname:
		return tr("players.surname", "Surname", nil)
	case roster.Given:
		return tr("players.given_name", "Given name", nil)
	case roster.Club:
		return tr("players.col.club", "Club", nil)
	case roster.Region:
		return tr("report.region", "Region", nil)
	case roster.Rank:
		return tr("players.col.rank", "Rank", nil)
	case roster.Rating:
		return tr("report.rating", "Rating", nil)
	case roster.Gender:
		return tr("import.gender", "Gender", nil)
	}
	return tr("import.birth", "Birth", nil)
}

func newImportForm(rows [][]string, groups []tournament.Group, existing []tournament.Player) *importForm {
	f := &importForm{rows: rows, existing: existing, groups: map[string]int64{}, columns: map[roster.Field]*selectField{},
		summary: widget.NewLabel(""), preview: widget.NewLabel(""), problems: widget.NewLabel("")}
	f.problems.Wrapping = fyne.TextWrapWord
	var names []string
	for _, g := range groups {
		names = append(names, g.Name)
		f.groups[g.Name] = g.ID
	}
	f.group = newSelectField(names, func(string) { f.update() })
	f.group.PlaceHolder = tr("rounds.no_group", "no group", nil)
	none := tr("import.no_column", "(none)", nil)
	options := []string{none}
	header := rows[roster.HeaderRow(rows)] // below a title row, if the list has one
	for c, h := range header {
		options = append(options, roster.ColumnName(c)+": "+h)
	}
	guess := roster.Guess(header)
	items := []*widget.FormItem{widget.NewFormItem(tr("players.col.group", "Group", nil), f.group)}
	for _, field := range importFields() {
		sel := newSelectField(options, nil)
		if c, ok := guess[field]; ok {
			sel.SetSelected(options[c+1])
		} else {
			sel.SetSelected(none)
		}
		sel.OnChanged = func(string) { f.update() }
		f.columns[field] = sel
		items = append(items, widget.NewFormItem(fieldLabel(field), sel))
	}
	if len(names) > 0 {
		f.group.SetSelected(names[0])
	}
	form := widget.NewForm(items...)
	f.object = container.NewBorder(nil, nil, form, nil, container.NewVScroll(container.NewVBox(
		widget.NewLabelWithStyle(tr("import.preview", "Players found", nil), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		f.summary, f.preview,
		widget.NewLabelWithStyle(tr("import.left_out", "Rows left out", nil), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		f.problems)))
	f.update()
	return f
}

// importFields are the fields the form maps a column to, in its order: the
// name whole, in Latin letters, in two parts (姓, 名; a list with the name
// in two columns), then the rest.
func importFields() []roster.Field {
	return []roster.Field{roster.Name, roster.Latin, roster.Surname, roster.Given, roster.Club, roster.Region, roster.Rank, roster.Rating, roster.Gender, roster.Birth}
}

// selects are the form's column choices, in the order shown.
func (f *importForm) selects() []*selectField {
	var out []*selectField
	for _, field := range importFields() {
		out = append(out, f.columns[field])
	}
	return out
}

// mapping is the columns chosen in the form.
func (f *importForm) mapping() roster.Mapping {
	m := roster.Mapping{}
	for field, sel := range f.columns {
		if i := sel.SelectedIndex(); i > 0 {
			m[field] = i - 1
		}
	}
	return m
}

// update reads the list again with the chosen columns.
func (f *importForm) update() {
	players, problems, err := roster.Players(f.rows, f.mapping(), f.groups[f.group.Selected], f.existing)
	f.players = players
	if err != nil {
		f.summary.SetText(errorText(err))
		f.preview.SetText("")
		f.problems.SetText("")
		return
	}
	f.summary.SetText(tr("import.summary", "{{.N}} players to import, {{.Bad}} rows with problems", map[string]any{"N": len(players), "Bad": len(problems)}))
	var lines []string
	for i, p := range players {
		if i == 12 {
			lines = append(lines, "…")
			break
		}
		name := p.Name()
		if p.Surname != "" || p.GivenName != "" { // the name's two parts, as they are kept
			name = tr("import.parts", "{{.Name}} ({{.Surname}} / {{.Given}})", map[string]any{"Name": name, "Surname": p.Surname, "Given": p.GivenName})
		}
		lines = append(lines, strings.Join([]string{name, p.Club, rankText(p.Rank)}, "  "))
	}
	f.preview.SetText(strings.Join(lines, "\n"))
	var bad []string
	for _, p := range problems {
		bad = append(bad, errorText(p))
	}
	f.problems.SetText(strings.Join(bad, "\n"))
}

// importDialog asks for a registration list (.xlsx or .csv).
func (s *playersScreen) importDialog() {
	openFileDialog(s.app.win, tr("players.import", "Import list…", nil), []string{".xlsx", ".csv"}, func(path string) error {
		s.importPreview(path)
		return nil
	})
}

// importPreview reads the list and shows the mapping dialog; nothing is
// written until the arbiter confirms, and then in one undoable action.
func (s *playersScreen) importPreview(path string) *importForm {
	rows, err := roster.Read(path)
	if err == nil && len(rows) == 0 {
		err = roster.ErrNoRows
	}
	if err != nil {
		s.status.SetText(errorText(err))
		return nil
	}
	groups, err := s.app.arb.Groups()
	s.app.noteErr(err)
	existing, err := s.app.arb.Players()
	s.app.noteErr(err)
	f := newImportForm(rows, groups, existing)
	// Enter imports and Escape cancels, as in every dialog; the catcher
	// comes first so that Tab goes on to the group and the columns.
	catcher := newKeyCatcher()
	d := dialog.NewCustomConfirm(tr("import.title", "Import a registration list", nil), tr("import.apply", "Import", nil),
		tr("dialog.cancel", "Cancel", nil), container.NewStack(catcher, f.object), func(ok bool) {
			if ok {
				s.importPlayers(f)
			}
		}, s.app.win)
	catcher.onEnter, catcher.onEscape = d.Confirm, d.Hide
	for _, sel := range append([]*selectField{f.group}, f.selects()...) {
		sel.onEnter, sel.onEscape = d.Confirm, d.Hide
	}
	d.Resize(fyne.NewSize(900, 560))
	d.Show()
	s.app.win.Canvas().Focus(catcher)
	return f
}

// importPlayers writes the players the form found.
func (s *playersScreen) importPlayers(f *importForm) {
	if len(f.players) == 0 {
		return
	}
	if err := s.app.arb.ImportPlayers(f.players); err != nil {
		s.status.SetText(errorText(err))
		return
	}
	s.reload()
	s.app.refresh()
	s.status.SetText(tr("import.done", "{{.N}} players imported into {{.Group}}", map[string]any{"N": len(f.players), "Group": f.group.Selected}))
}

// importOpenGothaDialog asks for an OpenGotha tournament file and adds it as
// a new group with the file's players, games, byes, absences and settings,
// in one undoable action; a team tournament is imported as a team event if
// the arbiter says so. A file that is not OpenGotha's changes nothing.
func (a *App) importOpenGothaDialog() {
	openFileDialog(a.win, tr("menu.import_opengotha", "Import OpenGotha file…", nil), []string{".xml"}, func(path string) error {
		r, err := os.Open(path)
		if err != nil {
			return err
		}
		ev, err := opengotha.Read(r)
		r.Close()
		if err != nil {
			return err
		}
		name := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
		add := func(ev opengotha.Event) {
			if err := a.addImported(ev, name); err != nil {
				a.showError(err)
			}
		}
		if len(ev.Teams) == 0 {
			add(ev)
			return nil
		}
		confirm(a.win, tr("opengotha.teams_title", "A team tournament", nil),
			tr("opengotha.teams_question", "The file holds {{.Teams}} teams playing each other board by board. Import it as a team event? (No: as an individual McMahon group, as for the EGF results.)",
				map[string]any{"Teams": len(ev.Teams)}),
			func(teams bool) {
				if teams {
					ev = ev.AsTeamEvent()
				}
				add(ev)
			})
		return nil
	})
}

// addImported adds an OpenGotha event as a new group (named after the
// file when the tournament has no name) and says so.
func (a *App) addImported(ev opengotha.Event, fileName string) error {
	g, ev, err := a.arb.ImportOpenGotha(ev, arbiter.OpenGothaImport{FileName: fileName})
	if err != nil {
		return err
	}
	a.refresh()
	text := tr("cli.opengotha.done", "{{.Group}}: {{.Players}} players and {{.Games}} games imported", map[string]any{"Group": g.Name, "Players": len(ev.Players), "Games": ev.GameCount()})
	if g.TeamEvent {
		text += " " + tr("cli.opengotha.teams", "{{.Teams}} teams and {{.Matches}} team matches imported", map[string]any{"Teams": len(ev.Teams), "Matches": len(ev.Matches)})
	}
	if n := len(ev.Unmatched); n > 0 {
		text += " " + tr("opengotha.unmatched_count", "{{.N}} games with OpenGotha's \"both win\" are left without a result.", map[string]any{"N": n})
	}
	a.setStatus(text)
	return nil
}
