package ui

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/reports/document"
)

// shownTexts is every piece of text drawn under o, as the renderer lays it
// out: labels, buttons, headers, table cells, placeholders.
func shownTexts(o fyne.CanvasObject) []string {
	var out []string
	for _, x := range test.LaidOutObjects(o) {
		switch v := x.(type) {
		case *canvas.Text:
			if v.Visible() && strings.TrimSpace(v.Text) != "" {
				out = append(out, v.Text)
			}
		case *selectField:
			out = append(out, v.Options...)
		}
	}
	return out
}

// tableTexts is the text of every cell of a data table (a table draws only
// the rows in view, so its model is read).
func tableTexts(tables ...*dataTable) []string {
	var out []string
	for _, dt := range tables {
		for _, row := range dt.rows {
			for _, c := range row {
				out = append(out, c.text)
			}
		}
	}
	return out
}

// latinWord is a run of two or more Latin letters.
var latinWord = regexp.MustCompile(`[A-Za-z]{2,}`)

// allowedLatin are the words a Chinese screen may show: names of file
// formats and programs, of rating lists (EGF, FFG, AGA), keys, and SGF
// result notation written as data.
var allowedLatin = map[string]bool{
	"SGF": true, "PDF": true, "Excel": true, "CSV": true, "xlsx": true, "csv": true, "wqa": true, "sgf": true,
	"OpenGotha": true, "EGF": true, "FFG": true, "AGA": true, "Ctrl": true, "Esc": true, "Shift": true, "Tab": true, "Home": true, "End": true, "PNG": true,
	"weiqi": true, "arbiter": true, "help": true, "xml": true, "png": true, "pdf": true, "Letter": true,
	"fb": true, "fw": true, "ff": true, // quick-entry keys, typed as they are shown
	"Computer": true, // Fyne's file dialog names the root so on Linux, untranslatably
}

// latinRank is a rank written the European way (5d, 3k, 9p), which a
// Chinese screen writes 5段, 3级, 职业9段.
var latinRank = regexp.MustCompile(`(^|[^A-Za-z0-9])[0-9]{1,2}[dkpDKP]($|[^A-Za-z])`)

// englishIn lists the Latin words in texts that a Chinese user should not
// see; text that is a file path is data, not words.
func englishIn(texts []string) []string {
	var bad []string
	for _, s := range texts {
		if strings.ContainsAny(s, `/\`) {
			continue
		}
		if latinRank.MatchString(s) {
			bad = append(bad, "a rank in «"+s+"»")
		}
		for _, w := range latinWord.FindAllString(s, -1) {
			if !allowedLatin[w] {
				bad = append(bad, w+" in «"+s+"»")
			}
		}
	}
	return bad
}

// TestNothingEnglishInTheChineseWindow walks every screen and the dialogs
// an arbiter opens in a day, in Chinese, and fails on any English word.
func TestNothingEnglishInTheChineseWindow(t *testing.T) {
	a := eventApp(t, "zh")
	a.win.Resize(fyne.NewSize(1280, 800))
	r := a.rounds
	r.pairNext()
	r.quickEntry("1 b")
	r.quickEntry("2 fw")
	closeAll := func() {
		for a.win.Canvas().Overlays().Top() != nil {
			a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
		}
	}
	check := func(where string, o fyne.CanvasObject) {
		t.Helper()
		if bad := englishIn(shownTexts(o)); len(bad) > 0 {
			t.Errorf("%s shows English: %s", where, strings.Join(bad, "; "))
		}
	}
	dialogs := func(where string, open func()) {
		t.Helper()
		open()
		top := a.win.Canvas().Overlays().Top()
		if top == nil {
			t.Errorf("%s: no dialog", where)
			return
		}
		check(where, top)
		closeAll()
	}
	// A file dialog lists the folders of the disk, which are data: only its
	// own words are checked, not the folder names of its breadcrumb.
	folders := map[string]bool{}
	for _, dir := range []string{os.Getenv("HOME"), must(os.Getwd())} {
		for _, f := range strings.Split(filepath.ToSlash(dir), "/") {
			folders[f] = true
		}
	}
	fileDialog := func(where string, open func()) {
		t.Helper()
		open()
		var words []string
		for _, x := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
			if b, ok := x.(*widget.Button); ok && b.Text != "" && !folders[b.Text] {
				words = append(words, b.Text)
			}
		}
		if bad := englishIn(words); len(bad) > 0 {
			t.Errorf("%s shows English: %s", where, strings.Join(bad, "; "))
		}
		closeAll()
	}
	for i, item := range a.tabs.Items {
		a.tabs.SelectIndex(i)
		a.reloadScreens()
		check("screen "+item.Text, a.win.Content())
	}
	a.standing.reload()
	if bad := englishIn(tableTexts(a.players.table, r.table, a.standing.table)); len(bad) > 0 {
		t.Errorf("the tables show English: %s", strings.Join(bad, "; "))
	}
	g, _ := a.arb.Group("公开组")
	ps, _ := a.arb.Players()
	dialogs("the group rules", func() { a.settings.groupRulesDialog(g.ID) })
	dialogs("Add player", a.players.addDialog)
	dialogs("Edit player", func() { a.players.playerDialog(&ps[0]) })
	dialogs("Withdraw", func() { a.players.withdrawDialog(ps[0]) })
	dialogs("Fixed table", func() { a.players.fixedTableDialog(ps[0]) })
	fileDialog("Import list", a.players.importDialog)
	dialogs("Print", r.printDialog)
	dialogs("Explain", r.explainDialog)
	dialogs("Game actions", func() { r.gameActions(r.games[0]) })
	dialogs("Player actions", func() { r.playerActions(r.games[0], true) })
	dialogs("Warning", func() { r.warn(r.games[1], true) })
	dialogs("Export", func() { a.exportDialog(document.Crosstable) })
	fileDialog("Open", a.openDialog)
	fileDialog("New tournament", a.newDialog)
	dialogs("Help", func() { a.showHelp(helpManual, tr("menu.manual", "Manual", nil)) })
	dialogs("Shortcuts", func() { a.showHelp(helpShortcuts, tr("menu.shortcuts", "Keyboard shortcuts", nil)) })
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
