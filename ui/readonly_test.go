package ui

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/internal/testdisk"
	"weiqi-arbiter/reports/document"
	"weiqi-arbiter/storage"
)

// badDayApp makes, on a small real disk, the file of a Swiss of five
// players with round 1 paired and played (table 1 a black win, table 2 a
// white win), closes it, lets spoil
// make the disk bad (full, read-only …), and opens the file again in a new
// window in language l. The test is skipped where no disk can be mounted.
func badDayApp(t *testing.T, l string, spoil func(dir, path string)) (*App, string) {
	t.Helper()
	dir := testdisk.Small(t, 4<<20)
	path := filepath.Join(dir, "周末赛"+storage.Extension)
	fa := test.NewTempApp(t)
	SetupLanguage(l)
	a := New(fa, "test")
	t.Cleanup(func() { a.closeStore() })
	if err := a.Create(path, "周末赛"); err != nil {
		t.Fatal(err)
	}
	if _, err := a.arb.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3}); err != nil {
		t.Fatal(err)
	}
	g, _ := a.arb.Group("公开组")
	for i, n := range []string{"张三", "李四", "王五", "赵六", "孙七"} {
		if _, err := a.arb.AddPlayer(tournament.Player{NameZh: n, Rank: []string{"5d", "4d", "3d", "2d", "1d"}[i], Club: "棋院", GroupID: g.ID, CheckedIn: true}); err != nil {
			t.Fatal(err)
		}
	}
	a.reloadScreens()
	a.tabs.SelectIndex(roundsTab)
	a.rounds.pairNext()
	a.rounds.quickEntry("1 b")
	a.rounds.quickEntry("2 w")
	closeOverlays(a)
	if err := a.closeStore(); err != nil {
		t.Fatal(err)
	}
	spoil(dir, path)
	if err := a.Open(path); err != nil {
		t.Fatalf("open on the bad disk: %v", err)
	}
	a.win.Resize(fyne.NewSize(1024, 600))
	return a, path
}

// errorShown is the text of the dialog on top, which must be there; Enter
// closes it.
func errorShown(t *testing.T, a *App, what string) string {
	t.Helper()
	top := a.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("%s: no message shown", what)
	}
	text := strings.Join(shownTexts(top), " ")
	press(t, a, fyne.KeyReturn)
	return text
}

// says reports whether a message says want, wherever its lines wrap.
func says(msg, want string) bool {
	return strings.Contains(strings.ReplaceAll(msg, " ", ""), strings.ReplaceAll(want, " ", ""))
}

// TestReadOnlyWindow: a tournament on a write-protected stick opens in the
// window for reading: a banner, the title and the status line say so in
// the user's language; every screen shows the event; each change tried by
// keyboard or tap (a player added, a check-in tapped, a result typed,
// Ctrl+Z, the next round paired, the settings saved, a registration list
// imported) is refused with the reason, nothing changes and the window
// goes on; a document exports to another folder, a round prints (into the
// temporary folder) and the event is shared with the hall; a copy saved
// and opened takes changes again. Pictures at 1024×600 and 1920×1080.
func TestReadOnlyWindow(t *testing.T) {
	for _, c := range []struct{ lang, banner, title, refusal, action string }{
		{"zh", "只读：“周末赛.wqa”是只读文件", "（只读）", "只读", "添加选手"},
		{"en", "Read only: 周末赛.wqa is a read-only file", "(read only)", "read-only", "add player"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			a, path := badDayApp(t, c.lang, func(dir, _ string) { testdisk.ReadOnly(t, dir) })
			if !a.readOnly.object.Visible() || !strings.Contains(a.readOnly.text.Text, c.banner) {
				t.Fatalf("banner shown %v: %q", a.readOnly.object.Visible(), a.readOnly.text.Text)
			}
			if !strings.Contains(a.win.Title(), c.title) || !strings.Contains(a.status.Text, c.title) {
				t.Errorf("title %q, status %q", a.win.Title(), a.status.Text)
			}
			// Every screen shows the event.
			a.tabs.SelectIndex(playersTab)
			if len(a.players.shown) != 5 {
				t.Errorf("players screen: %d players", len(a.players.shown))
			}
			for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
				a.win.Resize(size)
				for _, tab := range []int{playersTab, roundsTab} {
					a.tabs.SelectIndex(tab)
					for _, cut := range cutObjects(a.win.Content(), size) {
						t.Errorf("%.0fx%.0f, screen %d: %s", size.Width, size.Height, tab, cut)
					}
					keepScreenshot(t, fmt.Sprintf("readonly-%s-%d-%.0fx%.0f.png", c.lang, tab, size.Width, size.Height), a.win.Canvas().Capture())
				}
			}
			a.win.Resize(fyne.NewSize(1024, 600))
			a.tabs.SelectIndex(roundsTab)
			whiteWon, _ := tournament.ParseQuick("w")
			if len(a.rounds.games) != 2 || a.rounds.games[1].Result != whiteWon {
				t.Fatalf("rounds screen: %+v", a.rounds.games)
			}
			a.tabs.SelectIndex(standingsTab)
			if n := len(a.standing.table.rows); n != 5 {
				t.Errorf("standings: %d rows", n)
			}

			// A player typed into the Add player form, Enter.
			a.tabs.SelectIndex(playersTab)
			a.players.addDialog()
			test.Type(a.win.Canvas().Focused(), "钱八")
			press(t, a, fyne.KeyReturn)
			a.win.Resize(fyne.NewSize(1024, 600))
			keepScreenshot(t, "readonly-refused-"+c.lang+"-1024x600.png", a.win.Canvas().Capture())
			if msg := errorShown(t, a, "add player"); !says(msg, c.refusal) || !says(msg, c.action) {
				t.Errorf("add player refused with %q", msg)
			}
			// The form came back with the name typed: cancelled.
			if f, ok := a.win.Canvas().Focused().(*entry); !ok || f.Text != "钱八" {
				t.Errorf("the form did not come back with the name: %v", a.win.Canvas().Focused())
			}
			press(t, a, fyne.KeyEscape)
			// A check-in tapped.
			a.players.cellTapped(0, 6)
			if msg := errorShown(t, a, "check-in"); !says(msg, c.refusal) {
				t.Errorf("check-in refused with %q", msg)
			}
			// A result typed at the desk over the one the table has,
			// Enter: refused at once, without asking to replace it.
			a.tabs.SelectIndex(roundsTab)
			test.Type(a.rounds.quick, "2 b")
			a.rounds.quick.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if msg := errorShown(t, a, "result"); !says(msg, c.refusal) {
				t.Errorf("result refused with %q", msg)
			}
			// Ctrl+Z.
			a.rounds.quick.TypedShortcut(&fyne.ShortcutUndo{})
			if msg := errorShown(t, a, "undo"); !says(msg, c.refusal) {
				t.Errorf("undo refused with %q", msg)
			}
			// The next round: refused, and round 1 still the latest.
			a.rounds.pairNext()
			if msg := a.rounds.status.Text; !says(msg, c.refusal) {
				t.Errorf("pairing refused with %q", msg)
			}
			// The settings saved.
			a.tabs.SelectIndex(tournamentTab)
			a.settings.venue.SetText("北京棋院")
			test.Tap(a.settings.save)
			if p := a.settings.problems; !p.Visible() || !says(p.Text, c.refusal) {
				t.Errorf("settings refused with %q (shown %v)", p.Text, p.Visible())
			}
			if top := a.win.Canvas().Overlays().Top(); top != nil {
				t.Errorf("left open: %q", shownTexts(top))
				closeOverlays(a)
			}

			// A registration list imported: refused on the Players screen.
			list := filepath.Join(t.TempDir(), "报名表.csv")
			os.WriteFile(list, []byte("姓名,单位,段位\n钱八,北京棋院,3d\n"), 0o644)
			a.tabs.SelectIndex(playersTab)
			if a.players.importPreview(list) == nil {
				t.Fatalf("no import dialog: %q", a.players.status.Text)
			}
			press(t, a, fyne.KeyReturn)
			if msg := a.players.status.Text; !says(msg, c.refusal) {
				t.Errorf("import refused with %q", msg)
			}

			g, _ := a.arb.Group("公开组")
			if n, _ := a.arb.LatestRound(g.ID); n != 1 {
				t.Errorf("latest round %d after the refusals", n)
			}
			games, _ := a.arb.Games(g.ID, 1)
			ps, _ := a.arb.Players()
			st, _ := a.arb.Settings()
			if len(ps) != 5 || games[1].Result != whiteWon || !ps[0].CheckedIn || st.Venue != "" {
				t.Errorf("changed by the refusals: %d players, table 2 %v, checked in %v, venue %q", len(ps), games[1].Result, ps[0].CheckedIn, st.Venue)
			}

			// Documents: exported to another folder, a round printed.
			out := filepath.Join(t.TempDir(), "standings.xlsx")
			if !a.writeDocument(document.Request{Kind: document.Standings, Group: g, Path: out}) {
				t.Fatalf("export to another folder: %s", errorShown(t, a, "export"))
			}
			if _, err := os.Stat(out); err != nil {
				t.Error(err)
			}
			a.tabs.SelectIndex(roundsTab)
			printed := a.rounds.printShown(document.Pairings)
			if printed == "" || strings.HasPrefix(printed, filepath.Dir(path)) {
				t.Fatalf("printed to %q", printed)
			}
			if _, err := os.Stat(printed); err != nil {
				t.Error(err)
			}
			os.Remove(printed)

			// Shared with the hall (reporting left as it is): the pages read
			// the file.
			a.openShare()
			l, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			port := l.Addr().(*net.TCPAddr).Port
			l.Close()
			a.shareWin.port.SetText(strconv.Itoa(port))
			a.shareWin.address.SetSelectedIndex(len(a.shareWin.hosts) - 1) // 127.0.0.1
			a.shareWin.toggle()
			if a.share == nil {
				t.Fatalf("not shared: %q", a.shareWin.state.Text)
			}
			resp, err := http.Get(a.share.urls[0] + "index.json")
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if !strings.Contains(string(body), "周末赛") {
				t.Errorf("served %s", body)
			}
			a.stopSharing()
			a.shareWin.win.Close()

			// A copy saved and opened: changes are saved again.
			copyPath := filepath.Join(t.TempDir(), "周末赛-副本"+storage.Extension)
			test.Tap(a.readOnly.copy)
			field := a.win.Canvas().Focused().(*entry)
			field.SetText(copyPath)
			press(t, a, fyne.KeyReturn)
			if a.arb.Path() != copyPath || a.readOnly.object.Visible() || strings.Contains(a.win.Title(), c.title) {
				t.Fatalf("after the copy: file %s, banner %v, title %q", a.arb.Path(), a.readOnly.object.Visible(), a.win.Title())
			}
			if _, err := a.arb.AddPlayer(tournament.Player{NameZh: "钱八", GroupID: g.ID}); err != nil {
				t.Errorf("add to the copy: %v", err)
			}
		})
	}
}

// TestReadOnlyReasons: a file on a full disk and a file in a folder that
// cannot be written open for reading too, the banner naming the reason in
// both languages; an action is refused with the same reason.
func TestReadOnlyReasons(t *testing.T) {
	for _, c := range []struct {
		name   string
		spoil  func(t *testing.T) func(dir, path string)
		zh, en string
	}{
		{"full disk", func(t *testing.T) func(dir, path string) {
			return func(dir, _ string) { testdisk.Fill(t, dir) }
		}, "所在的磁盘已满", "the disk holding 周末赛.wqa is full"},
		{"read-only folder", func(t *testing.T) func(dir, path string) {
			return func(dir, path string) {
				testdisk.WritableFile(t, path)
				testdisk.ReadOnly(t, dir)
			}
		}, "所在的文件夹不能写入", "the folder of 周末赛.wqa cannot be written to"},
	} {
		for _, lang := range []string{"zh", "en"} {
			t.Run(c.name+"/"+lang, func(t *testing.T) {
				a, _ := badDayApp(t, lang, c.spoil(t))
				want := map[string]string{"zh": c.zh, "en": c.en}[lang]
				if !a.readOnly.object.Visible() || !strings.Contains(a.readOnly.text.Text, want) {
					t.Fatalf("banner shown %v: %q, want %q", a.readOnly.object.Visible(), a.readOnly.text.Text, want)
				}
				a.tabs.SelectIndex(playersTab)
				a.players.cellTapped(0, 6)
				if msg := errorShown(t, a, "check-in"); !says(msg, map[string]string{"zh": "未能保存", "en": "not saved"}[lang]) {
					t.Errorf("check-in refused with %q", msg)
				}
				for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
					a.win.Resize(size)
					keepScreenshot(t, fmt.Sprintf("readonly-%s-%s-%.0fx%.0f.png", strings.ReplaceAll(c.name, " ", "-"), lang, size.Width, size.Height), a.win.Canvas().Capture())
				}
			})
		}
	}
}
