package ui

import (
	"errors"
	"fmt"
	"image/png"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
		fa := noViewer{test.NewTempApp(t)}
		SetupLanguage(lang)
		a := New(fa, "test")
		if err := a.Create(filepath.Join(t.TempDir(), "city.wqa"), "市围棋赛"); err != nil {
			t.Fatal(err)
		}
		a.store.AddGroup(tournament.Group{Name: "循环组", System: tournament.RoundRobin})
		g, _ := a.store.Group("循环组")
		for _, n := range []string{"一", "二", "三", "四"} {
			a.store.AddPlayer(tournament.Player{NameZh: n, GroupID: g.ID, WithdrawnAfter: -1})
		}
		a.reloadScreens()
		a.rounds.pairNext()
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
			img := a.win.Canvas().Capture()
			dir := filepath.Join("..", "build", "screenshots")
			if err := os.MkdirAll(dir, 0o755); err == nil {
				if f, err := os.Create(filepath.Join(dir, fmt.Sprintf("print-no-viewer-%s-%.0f.png", lang, size.Width))); err == nil {
					png.Encode(f, img)
					f.Close()
				}
			}
		}
		a.closeStore()
	}
}
