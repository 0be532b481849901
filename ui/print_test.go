package ui

import (
	"errors"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/document"
)

// noViewer is a desktop with no program to open a PDF.
type noViewer struct{ fyne.App }

func (noViewer) OpenURL(*url.URL) error { return errors.New("no application knows this file type") }

// TestPrintWithoutViewer: when the system cannot open the printed form, the
// window never says it was opened; it says where the PDF was written, in
// the arbiter's language.
func TestPrintWithoutViewer(t *testing.T) {
	for _, lang := range []string{"en", "zh"} {
		a := pairedWindow(t, noViewer{test.NewTempApp(t)}, lang, "city.wqa")
		path := a.rounds.printShown(document.Cards)
		status := a.rounds.status.Text
		if path == "" || !strings.Contains(status, path) || strings.Contains(status, "written and opened") || strings.Contains(status, "并已打开") {
			t.Errorf("%s: status %q for %q", lang, status, path)
		}
		if want := map[string]string{"en": "could not be opened", "zh": "无法打开以便打印"}[lang]; !strings.Contains(status, want) {
			t.Errorf("%s: status %q lacks %q", lang, status, want)
		}
		a.tabs.SelectIndex(roundsTab)
		for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
			a.win.Resize(size)
			keepScreenshot(t, fmt.Sprintf("print-no-viewer-%s-%.0f.png", lang, size.Width), a.win.Canvas().Capture())
		}
		a.closeStore()
	}
}

// TestPrintOpensTheWrittenFile: the system viewer is handed the very PDF
// Print wrote, also when the tournament file's name holds # and % (which
// a file:// URL would read as a fragment and an escape), and the window
// says it was opened.
func TestPrintOpensTheWrittenFile(t *testing.T) {
	fa := &viewerApp{App: test.NewTempApp(t)}
	a := pairedWindow(t, fa, "zh", "乙组 #2 100%.wqa")
	defer a.closeStore()
	path := a.rounds.printShown(document.Pairings)
	if !strings.HasSuffix(path, "乙组 #2 100%-循环组 对阵表 第1轮.pdf") {
		t.Fatalf("printed %q", path)
	}
	if len(fa.opened) != 1 || fa.opened[0] != path {
		t.Errorf("the viewer was handed %q, not %q", fa.opened, path)
	}
	if status := a.rounds.status.Text; !strings.Contains(status, path) || !strings.Contains(status, "并已在系统的 PDF 阅读器中打开") {
		t.Errorf("status %q", status)
	}
}

// pairedWindow is the window of fa in lang on a new tournament file named
// file, whose four-player round robin 循环组 has round 1 paired.
func pairedWindow(t *testing.T, fa fyne.App, lang, file string) *App {
	t.Helper()
	SetupLanguage(lang)
	a := New(fa, "test")
	if err := a.Create(filepath.Join(t.TempDir(), file), "市围棋赛"); err != nil {
		t.Fatal(err)
	}
	a.arb.AddGroup(tournament.Group{Name: "循环组", System: tournament.RoundRobin})
	g, _ := a.arb.Group("循环组")
	for _, n := range []string{"一", "二", "三", "四"} {
		a.arb.AddPlayer(tournament.Player{NameZh: n, GroupID: g.ID, WithdrawnAfter: -1})
	}
	a.reloadScreens()
	a.rounds.pairNext()
	return a
}

// TestPrintDialogStart: the start typed in the print dialog is kept with the
// group and heads the pairing sheet; a start that is not a date and time is
// refused with a message in the user's language, and nothing is saved.
func TestPrintDialogStart(t *testing.T) {
	for _, lang := range []string{"en", "zh"} {
		a := pairedWindow(t, test.NewTempApp(t), lang, "city.wqa")
		t.Cleanup(func() { a.closeStore() })
		a.tabs.SelectIndex(roundsTab)
		label := map[string]string{"en": "Pairing sheet (by table)", "zh": "对阵表（按台号）"}[lang]
		open := func() (*entry, fyne.Tappable) {
			a.rounds.printDialog()
			top := a.win.Canvas().Overlays().Top()
			var field *entry
			var walk func(o fyne.CanvasObject)
			walk = func(o fyne.CanvasObject) {
				if e, ok := o.(*entry); ok && field == nil {
					field = e
				}
				if c, ok := o.(*fyne.Container); ok {
					for _, child := range c.Objects {
						walk(child)
					}
				}
				if w, ok := o.(fyne.Widget); ok {
					for _, child := range test.WidgetRenderer(w).Objects() {
						walk(child)
					}
				}
			}
			walk(top)
			if field == nil {
				t.Fatalf("%s: no start entry in the print dialog", lang)
			}
			if a.win.Canvas().Focused() != field {
				t.Errorf("%s: the start field does not have the focus", lang)
			}
			return field, findButton(t, top, label)
		}
		entry, pairings := open()
		for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
			a.win.Resize(size)
			keepScreenshot(t, fmt.Sprintf("print-dialog-%s-%.0f.png", lang, size.Width), a.win.Canvas().Capture())
		}
		test.Type(entry, "明天早上")
		test.Tap(pairings)
		if g, _ := a.arb.Group("循环组"); g.Starts != nil {
			t.Errorf("%s: a bad start was saved: %v", lang, g.Starts)
		}
		for a.win.Canvas().Overlays().Top() != nil {
			a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
		}
		entry, pairings = open()
		entry.SetText("")
		test.Type(entry, "2026-12-01 13:30")
		test.Tap(pairings)
		g, _ := a.arb.Group("循环组")
		if want := time.Date(2026, 12, 1, 13, 30, 0, 0, time.UTC); !g.Starts[1].Equal(want) {
			t.Errorf("%s: start kept %v, want %v", lang, g.Starts, want)
		}
		if a.win.Canvas().Overlays().Top() != nil {
			t.Errorf("%s: the dialog stayed open", lang)
		}
	}
}
