package ui

import (
	"errors"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/interchange/egf"
	"weiqi-arbiter/interchange/opengotha"
	"weiqi-arbiter/internal/viewer"
	"weiqi-arbiter/reports/document"
	"weiqi-arbiter/reports/pdf"
	"weiqi-arbiter/reports/sheet"
)

// prefPaper is the preference key of the paper size: "letter", or "" for A4.
const prefPaper = "paper"

// paper is the page size the arbiter chose for printed documents.
func (a *App) paper() pdf.Paper {
	if a.fa.Preferences().String(prefPaper) == "letter" {
		return pdf.Letter
	}
	return pdf.A4
}

// paperMenu lets the arbiter choose A4 or Letter for everything printed.
func (a *App) paperMenu() *fyne.MenuItem {
	item := fyne.NewMenuItem(tr("menu.paper", "Paper size", nil), nil)
	a4 := fyne.NewMenuItem("A4", nil)
	letter := fyne.NewMenuItem("Letter", nil)
	mark := func() {
		a4.Checked, letter.Checked = a.paper() == pdf.A4, a.paper() == pdf.Letter
	}
	a4.Action = func() { a.fa.Preferences().SetString(prefPaper, ""); mark() }
	letter.Action = func() { a.fa.Preferences().SetString(prefPaper, "letter"); mark() }
	mark()
	item.ChildMenu = fyne.NewMenu("", a4, letter)
	return item
}

// documentKinds are the documents the export dialog offers, in its order.
var documentKinds = []document.Kind{document.Crosstable, document.Standings, document.Pairings, document.Index,
	document.PlayerList, document.Slips, document.Cards, document.MatchSheets, document.EGF, document.OpenGotha, document.GameRecords}

// exportForm is the export dialog's choices: a group, a document, and the
// round (a round's document) or the round the standings are after.
type exportForm struct {
	groups             []tournament.Group
	group, kind, round *selectField
	kinds              map[string]document.Kind // by the name shown
}

// newExportForm builds the choices, starting on the group of the screen
// shown and on the preset document.
func (a *App) newExportForm(groups []tournament.Group, preset document.Kind) *exportForm {
	f := &exportForm{groups: groups, kinds: map[string]document.Kind{}}
	var groupNames, kindNames []string
	for _, g := range groups {
		groupNames = append(groupNames, g.Name)
	}
	for _, k := range documentKinds {
		n := tr("document.name."+string(k), string(k), nil)
		f.kinds[n] = k
		kindNames = append(kindNames, n)
	}
	f.group = newSelectField(groupNames, nil)
	f.kind = newSelectField(kindNames, nil)
	f.round = newSelectField(nil, nil)
	f.round.PlaceHolder = tr("standings.latest", "latest complete round", nil)
	// A round's document starts on the latest round; the others on "the
	// latest complete round" (no choice), as the Standings screen does.
	fillRounds := func() {
		latest, err := a.arb.LatestRound(f.request().Group.ID)
		a.noteErr(err)
		f.round.Options = roundOptions(latest)
		f.round.ClearSelected()
		if f.kinds[f.kind.Selected].NeedsRound() && len(f.round.Options) > 0 {
			f.round.SetSelected(f.round.Options[len(f.round.Options)-1])
		}
		f.round.Refresh()
	}
	f.group.OnChanged = func(string) { fillRounds() }
	f.kind.OnChanged = func(string) { fillRounds() }
	f.group.SetSelected(groupNames[0])
	if g, ok := a.currentGroup(); ok {
		f.group.SetSelected(g)
	}
	f.kind.SetSelected(tr("document.name."+string(preset), string(preset), nil))
	return f
}

// request is the document the choices ask for (its path still to choose).
func (f *exportForm) request() document.Request {
	g := f.groups[0]
	for _, x := range f.groups {
		if x.Name == f.group.Selected {
			g = x
		}
	}
	n, _ := strconv.Atoi(f.round.Selected)
	return document.Request{Kind: f.kinds[f.kind.Selected], Group: g, Round: n, T: tr}
}

// exportDialog asks for a group, a document and a round, then where to save
// it. preset chooses the document shown first.
func (a *App) exportDialog(preset document.Kind) {
	if a.arb == nil {
		return
	}
	groups, err := a.arb.Groups()
	if err == nil && len(groups) == 0 {
		err = errors.New(tr("export.no_group", "Add a group first: documents are written per group.", nil))
	}
	if err != nil {
		a.showError(err)
		return
	}
	f := a.newExportForm(groups, preset)
	items := []*widget.FormItem{
		widget.NewFormItem(tr("players.col.group", "Group", nil), f.group),
		widget.NewFormItem(tr("export.document", "Document", nil), f.kind),
		widget.NewFormItem(tr("export.round", "Round (or standings after)", nil), f.round),
	}
	showForm(a.win, tr("export.title", "Export", nil), tr("export.save", "Save as…", nil), items, func(ok bool) {
		if ok {
			a.saveDocument(f.request())
		}
	})
}

// currentGroup is the group chosen on the screen shown, else on the Rounds
// or Standings screen.
func (a *App) currentGroup() (string, bool) {
	selects := map[int]*selectField{roundsTab: a.rounds.group, standingsTab: a.standing.group, teamsTab: a.teams.group}
	if sel, ok := selects[a.tabs.SelectedIndex()]; ok && sel.Selected != "" {
		return sel.Selected, true
	}
	for _, sel := range []*selectField{a.rounds.group, a.standing.group} {
		if sel.Selected != "" {
			return sel.Selected, true
		}
	}
	return "", false
}

// saveDocument asks where to write a document, offering its usual name and
// type, and writes it there.
func (a *App) saveDocument(req document.Request) {
	exts := req.Kind.Extensions()
	var filter []string // a document that may be a folder is not filtered
	if !slices.Contains(exts, "") {
		filter = exts
	}
	title := tr("export.save_title", "Save {{.Document}}", map[string]any{"Document": tr("document.name."+string(req.Kind), string(req.Kind), nil)})
	a.saveDialog(title, document.FileName(req, exts[0]), filter, func(path string) {
		if filepath.Ext(path) == "" && filter != nil {
			path += exts[0]
		}
		req.Path = path
		a.writeDocument(req)
	})
}

// writeDocument writes a document on the chosen paper, says where it went
// (and what the arbiter should know), and opens a PDF in the system viewer
// for printing, since Fyne has no print API. It returns whether it wrote.
func (a *App) writeDocument(req document.Request) bool {
	written, _ := a.writeAndOpen(req)
	return written
}

// writeAndOpen is writeDocument telling also whether the system viewer
// opened the PDF; when it could not, the status says where the file is.
func (a *App) writeAndOpen(req document.Request) (written, opened bool) {
	req.Paper, req.T = a.paper(), tr
	notes, err := a.arb.Export(req)
	if err != nil {
		a.showError(err)
		return false, false
	}
	text := tr("cli.export.done", "written: {{.File}}", map[string]any{"File": req.Path})
	a.showNotes(text, notes)
	if req.Kind == document.GameRecords {
		text += "\n" + tr("cli.sgf_export.done", "{{.Records}} game records written; {{.Missing}} games have none",
			map[string]any{"Records": notes.Records, "Missing": notes.WithoutRecord})
	}
	a.setStatus(text)
	if !strings.EqualFold(filepath.Ext(req.Path), ".pdf") {
		return true, false
	}
	if err := a.fa.OpenURL(viewer.FileURL(req.Path)); err != nil {
		fyne.LogError("open the printed form", err)
		a.setStatus(openFailed(req.Path))
		return true, false
	}
	return true, true
}

// openFailed says where a PDF the system viewer could not open was written.
func openFailed(path string) string {
	return tr("export.open_failed", "{{.File}} written, but it could not be opened to print: open it from its folder.", map[string]any{"File": path})
}

// maxNoted is how many names a note after an export lists before it says
// how many more there are.
const maxNoted = 50

// showNotes shows, after the line that says where a document went, what
// the arbiter should know of it: the players the EGF file names "? ?" for
// want of a Latin name or given a placeholder given name for want of a
// second word, the names and texts it writes in ASCII letters,
// what the OpenGotha file could not hold, the characters printed without
// a glyph. Nothing is shown when there is
// nothing to know.
func (a *App) showNotes(written string, notes document.Notes) {
	sep := tr("list.sep", ", ", nil)
	var parts []string
	if len(notes.NoLatin) > 0 {
		parts = append(parts, tr("export.no_latin", "Without a Latin name (written ? ?): {{.Names}}",
			map[string]any{"Names": strings.Join(noted(notes.NoLatin), sep)}))
	}
	if len(notes.OneName) > 0 {
		parts = append(parts, tr("export.egf_one_name", "A Latin name of one word, its given name written “{{.Given}}” as the EGF results format has a surname and a given name: {{.Names}}",
			map[string]any{"Names": strings.Join(noted(notes.OneName), sep), "Given": egf.NoGivenName}))
	}
	if len(notes.Transliterated) > 0 {
		var lines []string
		for _, t := range notes.Transliterated {
			if t.To == "" { // no Latin letter at all: an event named in Chinese
				lines = append(lines, tr("export.left_out", "“{{.From}}”: left out, no Latin letters", map[string]any{"From": t.From}))
				continue
			}
			lines = append(lines, tr("export.transliteration", "{{.From}} → {{.To}}", map[string]any{"From": t.From, "To": t.To}))
		}
		parts = append(parts, tr("export.transliterated", "Written in ASCII letters, as the EGF results format takes no other:", nil)+"\n"+strings.Join(noted(lines), "\n"))
	}
	parts = append(parts, openGothaNotes(notes.OpenGotha)...)
	if len(notes.NoGlyph) > 0 {
		// A name printed without a character is never left unsaid.
		parts = append(parts, tr("export.no_glyph", "warning: no bundled font has {{.Chars}}: printed without them, write them in by hand",
			map[string]any{"Chars": strings.Join(noted(charNotes(notes.NoGlyph)), sep)}))
	}
	if len(parts) == 0 {
		return
	}
	title := tr("export.notes_title", "Written: read these notes", nil)
	if len(parts) == 1 && len(notes.NoGlyph) > 0 {
		title = tr("export.no_glyph_title", "Characters not printed", nil)
	}
	body := written + "\n\n" + strings.Join(parts, "\n\n")
	// The notes name players and texts of the file (𠮷田翔): the window's
	// font is made to draw them.
	if changed, _, err := a.look.Cover(body); err != nil {
		fyne.LogError("cover the export notes' characters", err)
	} else if changed {
		a.fa.Settings().SetTheme(a.look)
	}
	label, natural := messageLabel(body)
	width := messageWidth(a.win, natural+4*fynetheme.Padding())
	label.Resize(fyne.NewSize(width, label.MinSize().Height))
	scroll := container.NewVScroll(label)
	scroll.SetMinSize(fyne.NewSize(width, min(label.MinSize().Height, a.win.Canvas().Size().Height*0.6)))
	c := newClosable(a.win, title, tr("dialog.ok", "OK", nil), scroll)
	c.show()
}

// openGothaNotes are the notes of what the OpenGotha file could not hold:
// the games written without their result or how they were won, by round
// and table; how many wins are written without their margin or
// resignation; the players withdrawn, without a rank, or written by their
// Latin name alone.
func openGothaNotes(l opengotha.Losses) []string {
	sep := tr("list.sep", ", ", nil)
	var parts []string
	games := func(gs []tournament.Game) string {
		var lines []string
		for _, g := range gs {
			lines = append(lines, tr("export.no_opengotha_result", "round {{.Round}}, table {{.Table}}: {{.Result}}",
				map[string]any{"Round": g.Round, "Table": g.Table, "Result": sheet.ResultText(g.Result, tr)}))
		}
		return strings.Join(noted(lines), "\n")
	}
	if len(l.NoResult) > 0 {
		parts = append(parts, tr("export.no_opengotha_results", "Written without a result, as OpenGotha has no word for it (a program reading the file sees a game still to be played):", nil)+"\n"+games(l.NoResult))
	}
	if len(l.HowWon) > 0 {
		parts = append(parts, tr("export.opengotha_how_won", "Written as a bare win, as OpenGotha keeps who won but not how:", nil)+"\n"+games(l.HowWon))
	}
	if l.BareWins > 0 {
		parts = append(parts, tr("export.opengotha_bare_wins", "Games won on count or by resignation, written as bare wins as OpenGotha keeps who won, not the margin or the resignation: {{.N}}",
			map[string]any{"N": l.BareWins}))
	}
	withdrawn := func(name string, after int) string {
		if after == 0 {
			return tr("export.opengotha_withdrawn_before", "{{.Name}} (before the first round)", map[string]any{"Name": name})
		}
		return tr("export.opengotha_withdrawn_after", "{{.Name}} (after round {{.Round}})", map[string]any{"Name": name, "Round": after})
	}
	if len(l.WithdrawnTeams) > 0 {
		var names []string
		for _, t := range l.WithdrawnTeams {
			names = append(names, withdrawn(t.Name, t.WithdrawnAfter))
		}
		parts = append(parts, tr("export.opengotha_teams_withdrawn", "Teams withdrawn, their players written as not taking part in the rounds after, as OpenGotha has no withdrawal: {{.Names}}",
			map[string]any{"Names": strings.Join(noted(names), sep)}))
	}
	if len(l.Withdrawn) > 0 {
		var names []string
		for _, p := range l.Withdrawn {
			names = append(names, withdrawn(p.Name(), p.WithdrawnAfter))
		}
		parts = append(parts, tr("export.opengotha_withdrawn", "Withdrawn, written as not taking part in the rounds after, as OpenGotha has no withdrawal: {{.Names}}",
			map[string]any{"Names": strings.Join(noted(names), sep)}))
	}
	if len(l.Unranked) > 0 {
		var names []string
		for _, p := range l.Unranked {
			names = append(names, p.Name())
		}
		parts = append(parts, tr("export.opengotha_unranked", "Without a rank, written 30K (OpenGotha's lowest): {{.Names}}",
			map[string]any{"Names": strings.Join(noted(names), sep)}))
	}
	if l.Unkept > 0 {
		parts = append(parts, tr("export.opengotha_unkept", "Players whose gender, birth date, licence number, fixed table or notes are not in the file, as OpenGotha has no place for them: {{.N}}",
			map[string]any{"N": l.Unkept}))
	}
	if len(l.LatinOnly) > 0 {
		var lines []string
		for _, p := range l.LatinOnly {
			lines = append(lines, tr("export.transliteration", "{{.From}} → {{.To}}", map[string]any{"From": p.NameZh, "To": p.NameLatin}))
		}
		parts = append(parts, tr("export.opengotha_latin_only", "Written by the Latin name alone, as OpenGotha holds one name (the Chinese name is not in the file):", nil)+"\n"+strings.Join(noted(lines), "\n"))
	}
	return parts
}

// charNotes is each character, written as i18n.CharList writes it, for a
// note that lists them (noted).
func charNotes(rs []rune) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = i18n.CharList(tr, []rune{r})
	}
	return out
}

// noted is a list of a note, its first maxNoted items and, when there are
// more, how many.
func noted(items []string) []string {
	if len(items) <= maxNoted {
		return items
	}
	return append(slices.Clone(items[:maxNoted]), tr("export.and_more", "… and {{.N}} more", map[string]any{"N": len(items) - maxNoted}))
}
