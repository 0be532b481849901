package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/interchange/roster"
	"weiqi-arbiter/reports/document"
)

// TestImportListNameColumns: a registration list with the name in two
// columns (姓 / 名, family name / given name) is mapped to them by their
// titles, shown in the preview with both parts, and imported by Enter with
// each name whole and its parts kept as the list gave them; a list whose
// titles are not known is mapped by choosing the columns. Pictures in both
// languages at 1024×600 and 1920×1080.
func TestImportListNameColumns(t *testing.T) {
	for _, c := range []struct {
		lang, list string
		preview    string
		want       map[string][2]string // name as registered: surname, given name
	}{
		{"zh", "姓,名,单位,段位\n欧阳,明,北京棋院,3d\n徐,易则,上海棋院,2d\n", "欧阳明（姓 欧阳，名 明）",
			map[string][2]string{"欧阳明": {"欧阳", "明"}, "徐易则": {"徐", "易则"}}},
		{"en", "Family name,Given name,Club,Rank\nAnguila Caner,Oscar,Madrid,3k\nde Oliveira Fava,Tomás,Lisboa,1d\n", "Anguila Caner Oscar (Anguila Caner / Oscar)",
			map[string][2]string{"Anguila Caner Oscar": {"Anguila Caner", "Oscar"}, "de Oliveira Fava Tomás": {"de Oliveira Fava", "Tomás"}}},
	} {
		t.Run(c.lang, func(t *testing.T) {
			a := eventApp(t, c.lang)
			a.tabs.SelectIndex(playersTab)
			path := filepath.Join(t.TempDir(), "list.csv")
			if err := os.WriteFile(path, []byte(c.list), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, size := range []fyne.Size{{Width: 1920, Height: 1080}, {Width: 1024, Height: 600}} {
				a.win.Resize(size)
				closeOverlays(a)
				f := a.players.importPreview(path)
				if f == nil {
					t.Fatalf("no import dialog: %q", a.players.status.Text)
				}
				if f.columns[roster.Surname].SelectedIndex() != 1 || f.columns[roster.Given].SelectedIndex() != 2 || f.columns[roster.Name].SelectedIndex() != 0 {
					t.Errorf("columns guessed: surname %q, given %q, name %q", f.columns[roster.Surname].Selected, f.columns[roster.Given].Selected, f.columns[roster.Name].Selected)
				}
				if !strings.Contains(f.preview.Text, c.preview) || !strings.Contains(f.summary.Text, "2") {
					t.Errorf("preview %q / %q", f.summary.Text, f.preview.Text)
				}
				for _, cut := range cutObjects(a.win.Canvas().Overlays().Top(), size) {
					t.Errorf("%.0fx%.0f: %s", size.Width, size.Height, cut)
				}
				keepScreenshot(t, fmt.Sprintf("import-name-columns-%s-%.0fx%.0f.png", c.lang, size.Width, size.Height), a.win.Canvas().Capture())
			}
			press(t, a, fyne.KeyReturn) // Import
			for name, parts := range c.want {
				p := playerNamed(t, a, name)
				if p.Surname != parts[0] || p.GivenName != parts[1] {
					t.Errorf("%s imported as %q / %q, want %q", name, p.Surname, p.GivenName, parts)
				}
			}
		})
	}

	// Titles the program does not know: the two columns chosen by hand.
	a := eventApp(t, "en")
	path := filepath.Join(t.TempDir(), "list.csv")
	os.WriteFile(path, []byte("Apellidos,Nombre,Club\nDe la Fuente Alonso,Juan Carlos,Vigo\n"), 0o644)
	f := a.players.importPreview(path)
	if !strings.Contains(f.summary.Text, errorText(roster.ErrNoName)) {
		t.Errorf("no name column: %q", f.summary.Text)
	}
	f.columns[roster.Surname].SetSelectedIndex(1)
	f.columns[roster.Given].SetSelectedIndex(2)
	f.columns[roster.Club].SetSelectedIndex(3)
	press(t, a, fyne.KeyReturn)
	if p := playerNamed(t, a, "De la Fuente Alonso Juan Carlos"); p.Surname != "De la Fuente Alonso" || p.GivenName != "Juan Carlos" || p.Club != "Vigo" {
		t.Errorf("imported %+v", p)
	}
}

// TestImportExportedPlayersList: the players list the window exports
// (报名表, .xlsx: the event's title above the column titles) is taken as a
// registration list by another tournament: the columns are guessed from
// the titles under the title row, and the five players are imported. A
// picture in both languages at 1024×600.
func TestImportExportedPlayersList(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		t.Run(lang, func(t *testing.T) {
			from := eventApp(t, lang) // 张三 … 孙七, 5d … 1d
			g, _ := from.arb.Group("公开组")
			path := filepath.Join(t.TempDir(), "players.xlsx")
			if !from.writeDocument(document.Request{Kind: document.PlayerList, Group: g, Path: path}) {
				t.Fatal("the players list was not written")
			}
			a, _ := newTestApp(t, lang)
			if _, err := a.arb.AddGroup(tournament.Group{Name: "新组", System: tournament.Swiss, Rounds: 3}); err != nil {
				t.Fatal(err)
			}
			a.reloadScreens()
			a.tabs.SelectIndex(playersTab)
			a.win.Resize(fyne.NewSize(1024, 600))
			f := a.players.importPreview(path)
			if f == nil {
				t.Fatalf("no import dialog: %q", a.players.status.Text)
			}
			// Columns: 编号/No. (A), 姓名/Name (B), Latin (C), club (D), region (E), rank (F), rating (G).
			if f.columns[roster.Name].SelectedIndex() != 2 || f.columns[roster.Club].SelectedIndex() != 4 || f.columns[roster.Rank].SelectedIndex() != 6 {
				t.Errorf("columns guessed: name %q, club %q, rank %q", f.columns[roster.Name].Selected, f.columns[roster.Club].Selected, f.columns[roster.Rank].Selected)
			}
			if !strings.Contains(f.summary.Text, "5") || !strings.Contains(f.preview.Text, "张三") {
				t.Errorf("preview %q / %q", f.summary.Text, f.preview.Text)
			}
			for _, cut := range cutObjects(a.win.Canvas().Overlays().Top(), fyne.NewSize(1024, 600)) {
				t.Errorf("1024x600: %s", cut)
			}
			keepScreenshot(t, "import-players-list-"+lang+"-1024x600.png", a.win.Canvas().Capture())
			press(t, a, fyne.KeyReturn) // Import
			if p := playerNamed(t, a, "孙七"); p.Club != "棋院" || tournament.RankValue(p.Rank) != tournament.RankValue("1d") {
				t.Errorf("孙七 imported as %+v", p)
			}
		})
	}
}
