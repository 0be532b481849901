package ui

import (
	"errors"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// newTestApp builds the main window on a fresh tournament file in language l.
func newTestApp(t *testing.T, l string) (*App, string) {
	t.Helper()
	fa := test.NewTempApp(t)
	SetupLanguage(l)
	a := New(fa, "test")
	path := filepath.Join(t.TempDir(), "city.wqa")
	if err := a.Create(path, "市围棋赛"); err != nil {
		t.Fatalf("Create: %v", err)
	}
	t.Cleanup(func() { a.closeStore() })
	return a, path
}

func setText(e interface{ SetText(string) }, text string) { e.SetText(text) }

func TestSettingsScreenSavesAndReloads(t *testing.T) {
	a, path := newTestApp(t, "en")
	s := a.settings
	setText(s.name, "")
	test.Type(s.name, "2026年全国少年围棋锦标赛")
	test.Type(s.start, "2026-12-05")
	test.Type(s.end, "2026-12-07")
	test.Type(s.venue, "北京棋院")
	test.Type(s.organiser, "中国围棋协会")
	test.Type(s.chief, "王裁判")
	s.rules.SetSelected(s.rule1988Text)
	if s.komi.Selected != s.komi1988 {
		t.Errorf("komi did not follow the 1988 rules: %q", s.komi.Selected)
	}
	s.komi.SetSelected(s.komiOther)
	setText(s.komiCustom, "")
	test.Type(s.komiCustom, "3又1/4")
	setText(s.win, "3")
	test.Tap(findButton(t, s.object, "Add group"))
	test.Type(s.groups[0].entry, "成人组")
	test.Tap(findButton(t, s.object, "Add group"))
	test.Type(s.groups[1].entry, "少年组")
	test.Tap(s.save)
	if s.problems.Visible() {
		t.Fatalf("problems shown: %s", s.problems.Text)
	}

	a.closeStore()
	st := readSettings(t, path)
	want := tournament.Settings{
		Name: "2026年全国少年围棋锦标赛", Venue: "北京棋院", Organiser: "中国围棋协会", ChiefArbiter: "王裁判",
		Rules: tournament.Rules1988, Komi: 13, Points: tournament.Points{Win: 3, Draw: 1, Loss: 0},
		Start: time.Date(2026, 12, 5, 0, 0, 0, 0, time.UTC), End: time.Date(2026, 12, 7, 0, 0, 0, 0, time.UTC),
	}
	if st.Name != want.Name || st.Venue != want.Venue || st.Organiser != want.Organiser ||
		st.ChiefArbiter != want.ChiefArbiter || st.Rules != want.Rules || st.Komi != want.Komi ||
		st.Points != want.Points || !st.Start.Equal(want.Start) || !st.End.Equal(want.End) {
		t.Errorf("saved %+v\nwant  %+v", st, want)
	}
	if len(st.Groups) != 2 || st.Groups[0].Name != "成人组" || st.Groups[1].Name != "少年组" {
		t.Errorf("groups %+v", st.Groups)
	}

	// Reopened in the GUI, the form shows what was saved.
	if err := a.Open(path); err != nil {
		t.Fatal(err)
	}
	if s.name.Text != want.Name || s.komi.Selected != s.komiOther || s.komiCustom.Text != "3.25" ||
		s.rules.Selected != s.rule1988Text || len(s.groups) != 2 || s.start.Text != "2026-12-05" {
		t.Errorf("form after reopening: name %q komi %q/%q rules %q groups %d start %q",
			s.name.Text, s.komi.Selected, s.komiCustom.Text, s.rules.Selected, len(s.groups), s.start.Text)
	}
}

func readSettings(t *testing.T, path string) tournament.Settings {
	t.Helper()
	st, err := storage.Open(path, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	s, err := st.Settings()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func findButton(t *testing.T, root fyne.CanvasObject, text string) fyne.Tappable {
	t.Helper()
	var found fyne.Tappable
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if found != nil {
			return
		}
		if b, ok := o.(interface {
			fyne.Tappable
			fyne.Widget
		}); ok {
			if strings.Contains(test.RenderObjectToMarkup(o), text) {
				if _, isButton := o.(interface{ SetText(string) }); isButton {
					found = b
					return
				}
			}
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
	walk(root)
	if found == nil {
		t.Fatalf("no button %q", text)
	}
	return found
}

func TestSettingsValidationKeepsFileUnchanged(t *testing.T) {
	tests := []struct {
		name, lang string
		edit       func(s *settingsScreen)
		want       string
	}{
		{"empty name", "en", func(s *settingsScreen) { setText(s.name, "  ") }, "The tournament needs a name."},
		{"bad date", "en", func(s *settingsScreen) { setText(s.start, "5/12/2026") }, "YYYY-MM-DD"},
		{"end before start", "zh", func(s *settingsScreen) {
			setText(s.start, "2026-12-05")
			setText(s.end, "2026-12-01")
		}, "结束日期早于开始日期。"},
		{"bad komi", "zh", func(s *settingsScreen) {
			s.komi.SetSelected(s.komiOther)
			setText(s.komiCustom, "3.3")
		}, "贴子请以子为单位"},
		{"duplicate groups", "zh", func(s *settingsScreen) {
			s.addGroupRow(tournament.Group{Name: "成人组"})
			s.addGroupRow(tournament.Group{Name: "成人组"})
		}, "有两个组别都叫 成人组。"},
		{"points order", "en", func(s *settingsScreen) { setText(s.draw, "5") }, "win > draw"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, path := newTestApp(t, tt.lang)
			before, _ := a.arb.Settings()
			tt.edit(a.settings)
			test.Tap(a.settings.save)
			if !a.settings.problems.Visible() || !strings.Contains(a.settings.problems.Text, tt.want) {
				t.Errorf("problems %q (visible %v), want %q", a.settings.problems.Text, a.settings.problems.Visible(), tt.want)
			}
			a.closeStore()
			after := readSettings(t, path)
			if after.Name != before.Name || !after.Start.Equal(before.Start) || after.Komi != before.Komi || len(after.Groups) != 0 {
				t.Errorf("file changed: %+v", after)
			}
		})
	}
}

func TestChineseInterface(t *testing.T) {
	a, _ := newTestApp(t, "zh")
	if a.settings.save.Text != "保存" {
		t.Errorf("save button %q, want 保存", a.settings.save.Text)
	}
	if got := a.tabs.Items[0].Text; got != "比赛" {
		t.Errorf("first tab %q, want 比赛", got)
	}
	if !strings.Contains(a.win.Title(), "围棋裁判") {
		t.Errorf("title %q", a.win.Title())
	}
}

func TestUndoRedoFromTheMenu(t *testing.T) {
	a, _ := newTestApp(t, "en")
	if !a.undoItem.Disabled {
		t.Error("Undo enabled on a new file")
	}
	setText(a.settings.venue, "少年宫")
	a.settings.Save()
	if a.undoItem.Disabled || !strings.Contains(a.undoItem.Label, "change settings") {
		t.Errorf("undo item %q disabled %v", a.undoItem.Label, a.undoItem.Disabled)
	}
	a.Undo()
	if a.settings.venue.Text != "" {
		t.Errorf("venue after undo %q", a.settings.venue.Text)
	}
	if a.redoItem.Disabled {
		t.Error("Redo disabled after undo")
	}
	a.Redo()
	if a.settings.venue.Text != "少年宫" {
		t.Errorf("venue after redo %q", a.settings.venue.Text)
	}
}

func TestOpenRefusedFileKeepsCurrent(t *testing.T) {
	a, path := newTestApp(t, "zh")
	bad := filepath.Join(t.TempDir(), "notes.wqa")
	os.WriteFile(bad, []byte("not a tournament"), 0o644)
	err := a.Open(bad)
	if !errors.Is(err, storage.ErrNotTournament) {
		t.Fatalf("Open bad file: %v", err)
	}
	if got := errorText(err); !strings.Contains(got, "不是围棋裁判的比赛文件") {
		t.Errorf("message %q is not in Chinese", got)
	}
	if a.arb == nil || a.arb.Path() != path {
		t.Error("the open file was dropped")
	}
	b, _ := os.ReadFile(bad)
	if string(b) != "not a tournament" {
		t.Error("the refused file changed")
	}
}

func TestRecentFiles(t *testing.T) {
	a, path := newTestApp(t, "en")
	abs, _ := filepath.Abs(path)
	if got := a.fa.Preferences().StringList(prefRecent); len(got) == 0 || got[0] != abs {
		t.Errorf("recent %v", got)
	}
	if len(a.recent.ChildMenu.Items) == 0 || a.recent.ChildMenu.Items[0].Label != abs {
		t.Errorf("recent menu %v", a.recent.ChildMenu.Items)
	}
}

// TestRenderSettings renders the settings screen and keeps the image in
// build/screenshots for a person to look at; it checks that text was drawn.
func TestRenderSettings(t *testing.T) {
	a, _ := newTestApp(t, "zh")
	a.settings.addGroupRow(tournament.Group{Name: "成人组"})
	a.win.Resize(fyne.NewSize(1000, 700))
	img := a.win.Canvas().Capture()
	if img.Bounds().Dx() < 500 {
		t.Fatalf("capture %v", img.Bounds())
	}
	if distinctColours(img) < 10 {
		t.Error("the rendered screen is nearly blank")
	}
	keepScreenshot(t, "settings-headless.png", img)
}

func distinctColours(img image.Image) int {
	seen := map[[4]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, al := img.At(x, y).RGBA()
			seen[[4]uint32{r, g, bl, al}] = true
		}
	}
	return len(seen)
}

// BenchmarkMainWindow builds the main window on a tournament file and renders
// its first frame: the part of a cold start that is the program's own (the
// smoke test measures the whole start of the real binary under Xvfb).
func BenchmarkMainWindow(b *testing.B) {
	path := filepath.Join(b.TempDir(), "bench.wqa")
	s, err := storage.Create(path, tournament.NewSettings("基准测试", tournament.Rules2002), storage.Options{})
	if err != nil {
		b.Fatal(err)
	}
	s.Close()
	fa := test.NewTempApp(b)
	SetupLanguage("zh")
	for b.Loop() {
		a := New(fa, "bench")
		if err := a.Open(path); err != nil {
			b.Fatal(err)
		}
		a.win.Canvas().Capture()
		a.closeStore()
		a.win.Close()
	}
}

func TestGroupSystemAndRoundsInSettings(t *testing.T) {
	a, _ := newTestApp(t, "en")
	s := a.settings
	s.addGroupRow(tournament.Group{Name: "循环组", System: tournament.RoundRobin})
	s.groups[0].rounds.SetText("7")
	s.Save()
	if s.problems.Visible() {
		t.Fatal(s.problems.Text)
	}
	g, err := a.arb.Group("循环组")
	if err != nil || g.System != tournament.RoundRobin || g.Rounds != 7 {
		t.Errorf("group %+v %v", g, err)
	}
	s.groups[0].rounds.SetText("many")
	s.Save()
	if !s.problems.Visible() || !strings.Contains(s.problems.Text, "number of rounds") {
		t.Errorf("bad rounds: %q", s.problems.Text)
	}
}

func TestGroupRulesDialogOpens(t *testing.T) {
	a, _ := newTestApp(t, "en")
	if _, err := a.arb.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss}); err != nil {
		t.Fatal(err)
	}
	a.reloadScreens()
	g, _ := a.arb.Group("公开组")
	a.settings.groupRulesDialog(g.ID)
	if a.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no rules dialog")
	}
}

// TestFyneDialogsSpeakTheChosenLanguage: Fyne's own buttons (a
// confirmation's Yes and No, the file dialog's) follow the language the
// arbiter chose, not the system's.
func TestFyneDialogsSpeakTheChosenLanguage(t *testing.T) {
	test.NewTempApp(t)
	for _, tt := range []struct{ pref, yes, no, folder string }{{"zh", "是", "否", "新建文件夹"}, {"en", "Yes", "No", "Create Folder"}} {
		t.Run(tt.pref, func(t *testing.T) {
			SetupLanguage(tt.pref)
			if y, n, f := lang.L("Yes"), lang.L("No"), lang.L("Create Folder"); y != tt.yes || n != tt.no || f != tt.folder {
				t.Errorf("%s: %q %q %q", tt.pref, y, n, f)
			}
		})
	}
}

// TestBackupFailureShown: when the file being left cannot be backed up on
// closing (a file stands where the backups folder goes), opening another
// says so in a dialog instead of only on standard error.
func TestBackupFailureShown(t *testing.T) {
	a, path := newTestApp(t, "zh")
	os.WriteFile(storage.BackupDir(path), []byte("not a folder"), 0o644)
	if _, err := a.arb.AddPlayer(tournament.Player{NameZh: "张三"}); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(t.TempDir(), "other.wqa")
	if err := a.Create(other, "另一场比赛"); err != nil {
		t.Fatal(err)
	}
	top := a.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	if markup := test.RenderObjectToMarkup(top); !strings.Contains(markup, "备份无法写入") {
		t.Errorf("dialog says %s", markup)
	}
}

// TestGroupRulesRefusedInTheLanguage: the rules dialog leaves a group's
// rules to the domain (tournament.Group.Problems): a bar that is no rank is
// refused with the group's message in Chinese and nothing is saved; a
// 擂台赛 on one board, which the rules allow, is saved.
func TestGroupRulesRefusedInTheLanguage(t *testing.T) {
	a, _ := newTestApp(t, "zh")
	if _, err := a.arb.AddGroup(tournament.Group{Name: "公开组", System: tournament.McMahon, Rounds: 5}); err != nil {
		t.Fatal(err)
	}
	a.reloadScreens()
	g, _ := a.arb.Group("公开组")
	a.settings.groupRulesDialog(g.ID)
	for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
		if e, ok := o.(*entry); ok && e.PlaceHolder == tr("rules.bar.example", "3d", nil) {
			e.SetText("3x")
		}
	}
	press(t, a, fyne.KeyReturn)
	if got := a.settings.problems.Text; !strings.Contains(got, "3x 不是段级位") {
		t.Errorf("a bar that is no rank: %q", got)
	}
	a.win.Resize(fyne.NewSize(1024, 600))
	keepScreenshot(t, "group-rules-refused-zh-1024x600.png", a.win.Canvas().Capture())
	if saved, _ := a.arb.Group("公开组"); saved.Bar != "" {
		t.Errorf("saved a bar of %q", saved.Bar)
	}

	gid, err := a.arb.AddGroup(tournament.Group{Name: "擂台", System: tournament.LeiTai, TeamEvent: true, Boards: 1})
	if err != nil {
		t.Fatal(err)
	}
	a.reloadScreens()
	a.settings.groupRulesDialog(gid)
	press(t, a, fyne.KeyReturn)
	if a.win.Canvas().Overlays().Top() != nil {
		t.Errorf("the 擂台赛's rules were refused: %q", a.settings.problems.Text)
	}
}

// TestLanguageMenuChecksTheChoice: the Language menu marks the language
// chosen, and moves the mark when another is chosen.
func TestLanguageMenuChecksTheChoice(t *testing.T) {
	a, _ := newTestApp(t, "zh")
	var menu *fyne.Menu
	for _, m := range a.win.MainMenu().Items {
		if m.Label == tr("menu.language", "Language", nil) {
			menu = m
		}
	}
	checked := func() []bool {
		var out []bool
		for _, it := range menu.Items {
			out = append(out, it.Checked)
		}
		return out
	}
	if got := checked(); len(got) != 3 || !got[0] || got[1] || got[2] {
		t.Errorf("as the system by default: checked %v", got)
	}
	menu.Items[2].Action() // English
	closeOverlays(a)
	if got := checked(); got[0] || got[1] || !got[2] {
		t.Errorf("after English: checked %v", got)
	}
	if a.fa.Preferences().String(prefLanguage) != "en" {
		t.Error("the choice is not kept")
	}
}
