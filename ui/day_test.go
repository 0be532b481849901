package ui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/xuri/excelize/v2"

	"weiqi-arbiter/cli"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/reports/sheet"
)

// registrationList is the made-up registration list of a 40-player
// children's Swiss (testdata/README.md).
var registrationList = filepath.Join("..", "testdata", "registration", "少儿赛报名表.csv")

// arbiterDay drives the main window as an arbiter does on the day: taps,
// typed text and keys, menus; it reads the program only to compare.
type arbiterDay struct {
	t    *testing.T
	a    *App
	lang string
	dir  string // where the tournament file and the documents go
	shot int    // screenshots taken, for their names
	// byName is the registered players by Chinese name.
	byName map[string]tournament.Player
	// points is the test's own score sheet, from the results it typed.
	points map[int64]int
	// won is each player's rounds won (a bye included).
	won map[int64]map[int]bool
	// met is the pairs that have played (both ways).
	met map[[2]int64]bool
	// opponents is each player's opponents, round by round.
	opponents map[int64][]int64
	// forfeit marks the players of a game lost by forfeit.
	forfeit map[int64]bool
	// hadBye marks the players who have had a bye.
	hadBye map[int64]bool
}

// label is a message in the language of the day (as the screens show it).
func (d *arbiterDay) label(key string) string { return tr(key, key, nil) }

// menu runs the main menu's item whose label starts with text, as a tap on
// it does.
func (d *arbiterDay) menu(text string) {
	d.t.Helper()
	for _, m := range d.a.win.MainMenu().Items {
		for _, it := range m.Items {
			if strings.HasPrefix(it.Label, text) && it.Action != nil && !it.Disabled {
				it.Action()
				return
			}
		}
	}
	d.t.Fatalf("no menu item %q", text)
}

// tap taps the button labelled text on root (the top dialog when root is nil).
func (d *arbiterDay) tap(root fyne.CanvasObject, text string) {
	d.t.Helper()
	if root == nil {
		root = d.top()
	}
	test.Tap(findButton(d.t, root, text))
}

// top is the dialog on top of the window; the test fails when there is none.
func (d *arbiterDay) top() fyne.CanvasObject {
	d.t.Helper()
	o := d.a.win.Canvas().Overlays().Top()
	if o == nil {
		d.t.Fatal("no dialog open")
	}
	return o
}

// noDialog fails when a dialog is still open (an error the arbiter must read).
func (d *arbiterDay) noDialog(step string) {
	d.t.Helper()
	if o := d.a.win.Canvas().Overlays().Top(); o != nil {
		d.t.Fatalf("%s: a dialog is open: %s", step, strings.Join(shownTexts(o), " | "))
	}
}

// focused is the widget with the keyboard focus.
func (d *arbiterDay) focused() fyne.Focusable {
	d.t.Helper()
	f := d.a.win.Canvas().Focused()
	if f == nil {
		d.t.Fatal("nothing has the focus")
	}
	return f
}

// typeIn clicks into a field and types text.
func (d *arbiterDay) typeIn(f fyne.Focusable, text string) {
	d.a.win.Canvas().Focus(f)
	test.Type(f, text)
}

// key presses a key on the focused widget.
func (d *arbiterDay) key(k fyne.KeyName) { d.t.Helper(); press(d.t, d.a, k) }

// enter types text into the focused widget and presses Enter.
func (d *arbiterDay) enter(text string) {
	d.t.Helper()
	test.Type(d.focused(), text)
	d.key(fyne.KeyReturn)
}

// snap keeps a screenshot of the window at the two sizes of the issue.
func (d *arbiterDay) snap(step string) {
	d.shot++
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1600, Height: 1000}} {
		d.a.win.Resize(size)
		keepScreenshot(d.t, fmt.Sprintf("day-%s-%02d-%s-%.0fx%.0f.png", d.lang, d.shot, step, size.Width, size.Height), d.a.win.Canvas().Capture())
	}
	d.a.win.Resize(fyne.NewSize(1100, 720))
}

// tableRows is the text of every row of a data table.
func tableRows(dt *dataTable) [][]string {
	out := make([][]string, len(dt.rows))
	for i := range dt.rows {
		out[i] = rowTexts(dt, i)
	}
	return out
}

// TestWholeDay runs the day of a 40-player children's Swiss of five rounds
// through the window, in Chinese and in English, as an arbiter does it.
func TestWholeDay(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		t.Run(lang, func(t *testing.T) { runDay(t, lang) })
	}
}

func runDay(t *testing.T, lang string) {
	fa := &viewerApp{App: test.NewTempApp(t)}
	SetupLanguage(lang)
	a := New(fa, "test")
	clock := time.Date(2026, 12, 5, 8, 0, 0, 0, time.UTC)
	a.now = func() time.Time { clock = clock.Add(time.Second); return clock }
	d := &arbiterDay{t: t, a: a, lang: lang, dir: t.TempDir(), points: map[int64]int{}, won: map[int64]map[int]bool{}, met: map[[2]int64]bool{}, opponents: map[int64][]int64{}, forfeit: map[int64]bool{}, hadBye: map[int64]bool{}}
	t.Cleanup(func() { a.closeStore() })
	// The file dialogs open where the arbiter saved last time.
	fa.Preferences().SetString("fyne:fileDialogLastFolder", fynestorage.NewFileURI(d.dir).String())
	a.win.Resize(fyne.NewSize(1100, 720))

	// 1. File → New tournament…: the name, then where to save it.
	const name = "2026年市少儿围棋积分赛"
	d.menu(d.label("menu.new"))
	d.enter(name)
	d.key(fyne.KeyReturn) // the save dialog offers the name as the file name
	d.noDialog("new tournament")
	if a.arb == nil {
		t.Fatal("no tournament open after File → New")
	}
	path := filepath.Join(d.dir, name+".wqa")
	if a.arb.Path() != path || !strings.HasPrefix(a.win.Title(), name) {
		t.Fatalf("new tournament at %q titled %q; want %q", a.arb.Path(), a.win.Title(), path)
	}
	d.snap("new")

	// 2. The tournament screen: dates, the group, its system and rounds, Save.
	st := a.settings
	d.typeIn(st.start, "2026-12-05")
	d.typeIn(st.venue, "市青少年活动中心")
	d.tap(st.object, d.label("settings.group.add"))
	d.typeIn(st.groups[0].entry, "少儿组")
	st.groups[0].system.SetSelected(tr("system.swiss", "", nil)) // as choosing it from the list
	d.typeIn(st.groups[0].rounds, "5")
	d.tap(st.object, d.label("settings.save"))
	if st.problems.Visible() {
		t.Fatalf("settings refused: %s", st.problems.Text)
	}
	g, err := a.arb.Group("少儿组")
	if err != nil || g.System != tournament.Swiss || g.Rounds != 5 {
		t.Fatalf("group saved as %+v (%v)", g, err)
	}
	d.snap("settings")

	// 3. Players → Import list…: the registration list, its columns found
	// by their titles, the preview, Import.
	a.tabs.SelectIndex(playersTab)
	d.openFile(func() { d.tap(a.players.object, d.label("players.import")) }, registrationList)
	preview := strings.Join(shownTexts(d.top()), "\n")
	if want := tr("import.summary", "", map[string]any{"N": 40, "Bad": 0}); !strings.Contains(preview, want) {
		t.Fatalf("import preview lacks %q:\n%s", want, preview)
	}
	d.snap("import")
	d.a.win.Canvas().FocusNext() // Tab to the group: Enter still imports
	if _, ok := d.focused().(*selectField); !ok {
		t.Errorf("Tab in the import dialog reaches %T, not the group", d.focused())
	}
	d.key(fyne.KeyReturn) // Import
	d.noDialog("import")
	players, _ := a.arb.Players()
	if len(players) != 40 {
		t.Fatalf("%d players imported", len(players))
	}
	d.byName = map[string]tournament.Player{}
	for _, p := range players {
		d.byName[p.NameZh] = p
	}
	// Ranks as the forms wrote them, stored one way and shown in the
	// arbiter's language.
	for _, c := range []struct{ name, stored, zh, en string }{
		{"王子涵", "3d", "3段", "3d"}, // 业余3段
		{"李雨桐", "2d", "2段", "2d"}, // 2D
		{"杨梓萱", "1d", "1段", "1d"}, // 初段
		{"吴欣怡", "2k", "2级", "2k"}, // 2K
		{"林沐阳", "4k", "4级", "4k"}, // 四级
		{"吕思彤", "20k", "20级", "20k"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := d.byName[c.name]
			row := d.playerRow(c.name)
			if want := map[string]string{"zh": c.zh, "en": c.en}[lang]; p.Rank != c.stored || row[3] != want {
				t.Errorf("%s: rank stored %q shown %q; want %q and %q", c.name, p.Rank, row[3], c.stored, want)
			}
		})
	}

	// 4. Check-in at the desk: numbers and names typed, Enter; a typo is
	// named and kept. 周子墨 (9) and 冯俊杰 (27) have not come.
	pl := a.players
	d.typeIn(pl.checkIn, "王子函")
	d.key(fyne.KeyReturn)
	if pl.checkIn.Text != "王子函" || !strings.Contains(pl.status.Text, "王子函") {
		t.Errorf("a typo: field %q, status %q", pl.checkIn.Text, pl.status.Text)
	}
	d.key(fyne.KeyEscape) // clears the field
	if pl.checkIn.Text != "" {
		t.Errorf("Escape left %q in the check-in field", pl.checkIn.Text)
	}
	for i := 1; i <= 40; i++ {
		p := players[i-1]
		if p.NameZh == "周子墨" || p.NameZh == "冯俊杰" {
			continue
		}
		typed := strconv.Itoa(i) // the number on the registration list
		if i > 20 {
			typed = p.NameZh
		}
		d.typeIn(pl.checkIn, typed)
		d.key(fyne.KeyReturn)
		if !strings.Contains(pl.status.Text, p.NameZh) || pl.checkIn.Text != "" {
			t.Fatalf("check-in of %s by %q: status %q, field %q", p.NameZh, typed, pl.status.Text, pl.checkIn.Text)
		}
	}
	if want := tr("checkin.count", "", map[string]any{"In": 38, "Out": 2}); pl.counter.Text != want {
		t.Errorf("counter %q; want %q", pl.counter.Text, want)
	}
	d.snap("checkin")

	// 5. Round 1: the two who have not come are named and left out (Enter).
	r := a.rounds
	a.tabs.SelectIndex(roundsTab)
	d.pair(1, "周子墨", "冯俊杰")
	if len(r.games) != 19 || len(r.view.Byes) != 0 {
		t.Fatalf("round 1: %d games, byes %v; want 19 games for 38 players", len(r.games), r.view.Byes)
	}
	d.notPaired(1, "周子墨", "冯俊杰")
	// Seeding by rank: the only 3 dan is the first seed, at table 1.
	if row := rowTexts(r.table, 0); row[colBlack] != "王子涵" && row[colWhite] != "王子涵" {
		t.Errorf("table 1 of round 1: %q; want 王子涵 there", row)
	}
	test.Type(d.focused(), "7 x")
	d.key(fyne.KeyReturn) // not a result: the field says how, keeps the text
	if r.quick.Text != "7 x" || r.status.Text != tr("rounds.quick.help", "", nil) {
		t.Errorf("a bad result: field %q, status %q", r.quick.Text, r.status.Text)
	}
	d.key(fyne.KeyEscape)
	if r.quick.Text != "" {
		t.Errorf("Escape left %q in the quick-entry field", r.quick.Text)
	}
	d.enterResults(nil)
	d.snap("round1")

	// 6. 周子墨 arrives for round 2, and a late entry, 邱子轩, is added at
	// the desk by the keyboard (Tab from field to field): checked in, he
	// plays from round 2. 冯俊杰 is left out again. Table 3's Black does
	// not come to the board: a forfeit (fb).
	a.tabs.SelectIndex(playersTab)
	d.typeIn(pl.checkIn, "周子墨")
	d.key(fyne.KeyReturn)
	d.tap(pl.object, d.label("players.add"))
	test.Type(d.focused(), "邱子轩") // the name
	for _, field := range []struct {
		tabs int
		text string
	}{{2, "3级"}, {1, "弈友围棋"}, {4, "2"}} { // rank, club, joins in round
		for range field.tabs {
			a.win.Canvas().FocusNext()
		}
		test.Type(d.focused(), field.text)
	}
	d.key(fyne.KeyReturn)
	d.noDialog("late entry")
	late, _ := a.arb.Players()
	for _, p := range late {
		d.byName[p.NameZh] = p
	}
	if p := d.byName["邱子轩"]; p.Rank != "3k" || p.Club != "弈友围棋" || p.JoinsRound != 2 || !p.CheckedIn {
		t.Fatalf("the late entry was saved as %+v", p)
	}
	if want := tr("checkin.count", "", map[string]any{"In": 40, "Out": 1}); pl.counter.Text != want {
		t.Errorf("counter with the late entry %q; want %q", pl.counter.Text, want)
	}
	if row := d.playerRow("邱子轩"); row[8] != tr("players.plays", "", nil) {
		t.Errorf("the late entry's next round: %q", row)
	}
	a.tabs.SelectIndex(roundsTab)
	d.pair(2, "冯俊杰")
	if len(r.games) != 20 || len(r.view.Byes) != 0 {
		t.Fatalf("round 2: %d games, byes %v; want 20 games for 40 players", len(r.games), r.view.Byes)
	}
	d.notPaired(2, "冯俊杰")
	forfeited := r.games[2].Black
	d.enterResults(map[int]string{3: "fb"})
	if got := rowTexts(r.table, 2)[colResult]; got != sheet.ResultText(tournament.WhiteByForf, tr) { // as the sheet writes it
		t.Errorf("table 3 after fb: %q", got)
	}
	d.snap("round2")

	// 7. Round 3: table 5's White is warned twice and loses (犯规负).
	d.pair(3, "冯俊杰")
	warned := r.games[4].White
	for range 2 {
		r.table.table.Select(widget.TableCellID{Row: 4, Col: colWhite})
		cv := d.a.win.Canvas()
		cv.FocusNext()        // Tab: the player's first action, a swap
		cv.FocusNext()        // Tab: the second, a warning (never Enter's)
		d.key(fyne.KeySpace)  // takes it
		d.key(fyne.KeyReturn) // yes, a warning
	}
	row := rowTexts(r.table, 4)
	if want := map[string]string{"zh": "犯规负", "en": "B+P"}[lang]; !strings.Contains(row[colResult], want) || !strings.HasSuffix(row[colWhite], "⚠2") {
		t.Errorf("table 5 after two warnings: %q", row)
	}
	d.win(r.games[4].Black)
	d.enterResults(map[int]string{5: ""})
	d.snap("round3")

	// 8. 高博文 leaves after round 3: the dialog starts on round 3 and says
	// what happens; Enter withdraws.
	a.tabs.SelectIndex(playersTab)
	d.typeIn(pl.search, "高博文")
	pl.table.table.Select(widget.TableCellID{Row: 0, Col: 7})
	if e, ok := d.focused().(*entry); !ok || e.Text != "3" {
		t.Fatalf("the withdrawal dialog starts on %v; want round 3", d.focused())
	}
	d.snap("withdraw")
	d.key(fyne.KeyReturn)
	d.noDialog("withdrawal")
	if got := pl.table.rows[0][7].text; got != tr("players.withdrawn", "", map[string]any{"N": 3}) {
		t.Errorf("state after the withdrawal: %q", got)
	}
	pl.search.SetText("")

	// 9. Round 4, with undo and redo of a result: Ctrl+Z / Ctrl+Y in the
	// quick field, then the Edit menu.
	a.tabs.SelectIndex(roundsTab)
	d.pair(4, "冯俊杰")
	if len(r.games) != 19 || len(r.view.Byes) != 1 {
		t.Fatalf("round 4: %d games, byes %v; want 19 games and a bye for 39 players", len(r.games), r.view.Byes)
	}
	d.notPaired(4, "冯俊杰", "高博文")
	d.typeIn(r.quick, "1 b")
	d.key(fyne.KeyReturn)
	typeShortcut(a, &fyne.ShortcutUndo{})
	if r.games[0].Result != tournament.NoResult || !strings.Contains(a.status.Text, tr("status.undone", "", map[string]any{"What": ""})) {
		t.Errorf("Ctrl+Z: table 1 %q, status %q", r.games[0].Result, a.status.Text)
	}
	typeShortcut(a, &fyne.ShortcutRedo{})
	if r.games[0].Result != tournament.Result("B+") {
		t.Errorf("Ctrl+Y: table 1 %q", r.games[0].Result)
	}
	d.menu(d.label("menu.undo"))
	if r.games[0].Result != tournament.NoResult {
		t.Errorf("Edit → Undo: table 1 %q", r.games[0].Result)
	}
	d.menu(d.label("menu.redo"))
	if r.games[0].Result != tournament.Result("B+") {
		t.Errorf("Edit → Redo: table 1 %q", r.games[0].Result)
	}
	d.win(r.games[0].Black)
	d.enterResults(map[int]string{1: ""})
	d.snap("round4")

	// 10. Round 5.
	d.pair(5, "冯俊杰")
	d.notPaired(5, "冯俊杰", "高博文")
	d.enterResults(nil)
	d.snap("round5")
	for _, row := range tableRows(r.table) {
		if strings.ContainsAny(strings.Join(row, " "), "¼½¾") {
			t.Errorf("the round table writes a fraction glyph the bundled font cannot draw: %q", row)
		}
	}

	// 11. The standings after round 5, read from the screen, against facts
	// worked out from the rules: 2 points a win (a forfeit win and a bye
	// too), 0 a loss, a loss by warnings and an absent round.
	a.tabs.SelectIndex(standingsTab)
	d.snap("standings")
	shown := tableRows(a.standing.table)
	if len(shown) != 41 {
		t.Fatalf("standings: %d rows; want 41", len(shown))
	}
	total, onScreen := 0, map[int64]int{}
	for _, row := range shown {
		p := d.player(row[1])
		pts, err := strconv.Atoi(row[4])
		if err != nil || pts != d.points[p.ID] {
			t.Errorf("%s: %s points on the screen; the results typed give %d", row[1], row[4], d.points[p.ID])
		}
		total += pts
		onScreen[p.ID] = pts
	}
	// Every game has a winner: 19 games in round 1, 20 in rounds 2 and 3
	// (40 players), 19 and a bye in rounds 4 and 5 (39 players).
	if want := (19+20+20+19+19)*2 + 2*2; total != want {
		t.Errorf("the points add up to %d; want %d", total, want)
	}
	for _, c := range []struct {
		who  string
		id   int64
		want int
	}{
		{"冯俊杰, who never came", d.byName["冯俊杰"].ID, 0},
		{"the forfeit's loser", forfeited, d.winsOutside(forfeited, 2)},
		{"the loser by warnings", warned, d.winsOutside(warned, 3)},
		{"高博文, gone after round 3", d.byName["高博文"].ID, d.winsOutside(d.byName["高博文"].ID, 4, 5)},
		{"周子墨, absent in round 1", d.byName["周子墨"].ID, d.winsOutside(d.byName["周子墨"].ID, 1)},
		{"邱子轩, from round 2", d.byName["邱子轩"].ID, d.winsOutside(d.byName["邱子轩"].ID, 1)},
	} {
		t.Run(c.who, func(t *testing.T) {
			if got := onScreen[c.id]; got != c.want {
				t.Errorf("%s: %d points on the screen; want %d", c.who, got, c.want)
			}
		})
	}
	d.checkSOS(shown, g, d.byName["高博文"].ID)
	withdrawn := tr("report.withdrawn_name", "", map[string]any{"Name": "高博文"})
	if !slicesContainsRow(shown, 1, withdrawn) {
		t.Errorf("高博文 not marked %q in the standings", withdrawn)
	}

	// 12. Print every form of round 5 from the Rounds screen, and export
	// the crosstable (Excel and PDF) and the standings from the Standings
	// screen.
	a.tabs.SelectIndex(roundsTab)
	pairings := d.print("rounds.print_pairings", "2026-12-05 15:30")
	index := d.print("rounds.print_index", "")
	slips := d.print("rounds.print_slips", "")
	cards := d.print("rounds.print_cards", "")
	a.tabs.SelectIndex(standingsTab)
	crossXLSX := d.export("crosstable", ".xlsx")
	crossPDF := d.export("crosstable", ".pdf")
	standPDF := d.export("standings", ".pdf")
	first := shown[0][1]
	for _, c := range []struct {
		path string
		want []string
	}{
		{pairings, []string{name, "少儿组", "15:30", rowTexts(r.table, 0)[colBlack], rowTexts(r.table, 18)[colWhite]}},
		{index, []string{"王子涵", "吕思彤"}},
		{slips, []string{rowTexts(r.table, 0)[colBlack], rowTexts(r.table, 18)[colWhite]}},
		{cards, []string{"19"}},
		{crossPDF, []string{name, "冯俊杰", "高博文", "吕思彤", first}},
		{standPDF, []string{name, first}},
	} {
		d.checkPDF(c.path, c.want...)
	}
	x, err := excelize.OpenFile(crossXLSX)
	if err != nil {
		t.Fatalf("crosstable workbook: %v", err)
	}
	sheetRows, err := x.GetRows("少儿组")
	// Points and tiebreaks are numbers Excel sums (thirds included).
	for row := 3; row <= 43; row++ {
		for _, col := range []string{"K", "L", "M", "N", "O"} {
			if typ, _ := x.GetCellType("少儿组", fmt.Sprintf("%s%d", col, row)); typ != excelize.CellTypeUnset && typ != excelize.CellTypeNumber {
				t.Errorf("crosstable %s%d is not a number (%v)", col, row, typ)
			}
		}
	}
	x.Close()
	if err != nil || len(sheetRows) != 43 {
		t.Fatalf("crosstable sheet: %d rows (%v); want a title, a header and 41 players", len(sheetRows), err)
	}
	cells := map[int64][]string{} // a player's five round cells
	for i, row := range sheetRows[2:] {
		if len(row) < 11 || !strings.HasPrefix(shown[i][1], row[2]) || row[10] != shown[i][4] {
			t.Errorf("crosstable row %d %q; the standings say %q", i+1, row, shown[i])
			continue
		}
		cells[d.player(shown[i][1]).ID] = row[5:10]
	}
	// Each round's cell as docs/cli.md gives it: — when not paired, 弃 (F)
	// for a forfeit, 犯 (P) for a loss by warnings.
	forfeitMark, warningMark := map[string]string{"zh": "−弃", "en": "−F"}[lang], map[string]string{"zh": "−犯", "en": "−P"}[lang]
	for _, c := range []struct {
		who   string
		id    int64
		round int
		want  func(string) bool
	}{
		{"the forfeit's loser", forfeited, 2, func(s string) bool { return strings.HasSuffix(s, forfeitMark) }},
		{"the loser by warnings", warned, 3, func(s string) bool { return strings.HasSuffix(s, warningMark) }},
		{"周子墨", d.byName["周子墨"].ID, 1, func(s string) bool { return s == "—" }},
		{"邱子轩", d.byName["邱子轩"].ID, 1, func(s string) bool { return s == "—" }},
		{"高博文", d.byName["高博文"].ID, 4, func(s string) bool { return s == "—" }},
		{"高博文", d.byName["高博文"].ID, 5, func(s string) bool { return s == "—" }},
		{"冯俊杰", d.byName["冯俊杰"].ID, 3, func(s string) bool { return s == "—" }},
	} {
		t.Run(c.who, func(t *testing.T) {
			if got := cells[c.id]; len(got) != 5 || !c.want(got[c.round-1]) {
				t.Errorf("crosstable: %s in round %d: %q", c.who, c.round, got)
			}
		})
	}

	// 13. The command line's standings of the same file agree row by row.
	a.closeStore()
	var out, errOut bytes.Buffer
	env := &cli.Env{Stdout: &out, Stderr: &errOut, Version: "test", Msg: i18n.MustLoad(i18n.Lang(lang))}
	if code := cli.Run(env, []string{"standings", path, "--group", "少儿组", "--json"}); code != 0 {
		t.Fatalf("standings --json: exit %d: %s", code, errOut.String())
	}
	var got cli.StandingsJSON
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("standings --json: %v\n%s", err, out.String())
	}
	if got.Round != 5 || len(got.Rows) != len(shown) {
		t.Fatalf("the command line: round %d, %d rows; the window: 5, %d", got.Round, len(got.Rows), len(shown))
	}
	for i, j := range got.Rows {
		row := shown[i]
		place := strconv.Itoa(j.Place)
		switch {
		case j.NoShow: // 冯俊杰 never came: listed apart, not ranked
			place = tr("report.no_show", "", nil)
		case j.Place == 0:
			place = tr("report.withdrawn", "", nil)
		case j.Shared:
			place = tr("report.place_shared", "", map[string]any{"N": j.Place})
		}
		if row[0] != place || !strings.HasPrefix(row[1], j.Name) || !sameNumber(row[4], string(j.Points)) {
			t.Errorf("row %d: window %q, command line %+v", i+1, row[:5], j)
			continue
		}
		for k, tb := range g.Tiebreaks {
			if !sameNumber(row[5+k], string(j.Tiebreaks[string(tb)])) {
				t.Errorf("row %d (%s) %s: window %s, command line %s", i+1, j.Name, tb, row[5+k], j.Tiebreaks[string(tb)])
			}
		}
	}
}

// checkSOS works out by hand the SOS (对手分: the sum of the opponents'
// points, SPEC §8) of every player who played all five rounds against
// opponents who did too, or against the player who withdrew after round
// 3, whose points count for the opponents' SOS as points + A for each
// unplayed round, A = points ÷ games played at most 1 (SPEC §9.3); and
// compares it with the standings on the screen. Players with a bye, an
// absence or a forfeit are left out, their SOS depending on conventions
// the SPEC does not fix.
func (d *arbiterDay) checkSOS(shown [][]string, g tournament.Group, withdrawn int64) {
	d.t.Helper()
	col := -1
	for k, tb := range g.Tiebreaks {
		if tb == tournament.SOS {
			col = 5 + k
		}
	}
	if col < 0 {
		d.t.Fatalf("the group's tiebreaks %v have no SOS", g.Tiebreaks)
	}
	regular := func(id int64) bool { return len(d.opponents[id]) == 5 && !d.forfeit[id] }
	gone := new(big.Rat).SetInt64(int64(d.points[withdrawn]))
	a := new(big.Rat).SetFrac64(int64(d.points[withdrawn]), int64(len(d.opponents[withdrawn])))
	if a.Cmp(big.NewRat(1, 1)) > 0 {
		a = big.NewRat(1, 1)
	}
	gone.Add(gone, new(big.Rat).Mul(a, big.NewRat(int64(5-len(d.opponents[withdrawn])), 1)))
	checked, withWithdrawn := 0, 0
	for _, row := range shown {
		p := d.player(row[1])
		if !regular(p.ID) {
			continue
		}
		sos, ok := new(big.Rat), true
		for _, o := range d.opponents[p.ID] {
			switch {
			case o == withdrawn:
				sos.Add(sos, gone)
			case regular(o):
				sos.Add(sos, big.NewRat(int64(d.points[o]), 1))
			default:
				ok = false
			}
		}
		if !ok {
			continue
		}
		checked++
		if slices.Contains(d.opponents[p.ID], withdrawn) {
			withWithdrawn++
		}
		if !sameNumber(row[col], sos.RatString()) {
			d.t.Errorf("%s: SOS %s on the screen; by hand %s (opponents %v)", row[1], row[col], sos.RatString(), d.opponents[p.ID])
		}
	}
	if checked == 0 || withWithdrawn == 0 {
		d.t.Errorf("SOS checked by hand for %d players, %d of them against the withdrawn player; choose other results", checked, withWithdrawn)
	}
	d.t.Logf("SOS checked by hand for %d players, %d against the withdrawn player", checked, withWithdrawn)
}

// player is the registered player whose name (perhaps marked withdrawn)
// a screen shows.
func (d *arbiterDay) player(shown string) tournament.Player {
	d.t.Helper()
	for name, p := range d.byName {
		if shown == name || shown == tr("report.withdrawn_name", "", map[string]any{"Name": name}) {
			return p
		}
	}
	d.t.Fatalf("no player shown as %q", shown)
	return tournament.Player{}
}

// winsOutside is 2 points for each round the player won, from the score
// sheet kept round by round, leaving out the rounds given (in which the
// player lost, or did not play, and so scores nothing).
func (d *arbiterDay) winsOutside(id int64, rounds ...int) int {
	total := 0
	for round, won := range d.won[id] {
		if won && !slices.Contains(rounds, round) {
			total += 2
		}
	}
	return total
}

func slicesContainsRow(rows [][]string, col int, text string) bool {
	for _, r := range rows {
		if r[col] == text {
			return true
		}
	}
	return false
}

// sameNumber tells whether two numbers as the window and the command line
// write them (12, 3.75, 10/3, 3.3333) are the same, to four places.
func sameNumber(a, b string) bool {
	// The window writes 135 1/3: a whole number and a fraction.
	if whole, frac, mixed := strings.Cut(a, " "); mixed {
		w, okW := new(big.Rat).SetString(whole)
		f, okF := new(big.Rat).SetString(frac)
		if !okW || !okF {
			return false
		}
		if w.Sign() < 0 {
			f.Neg(f)
		}
		a = w.Add(w, f).RatString()
	}
	x, okA := new(big.Rat).SetString(a)
	y, okB := new(big.Rat).SetString(b)
	if !okA || !okB {
		return false
	}
	diff, _ := new(big.Rat).Sub(x, y).Float64()
	return math.Abs(diff) < 1e-4
}

// print opens Print… on the Rounds screen and chooses a form: the pairing
// sheet by Enter in the start field (typing the start first), the others
// by their button. It returns the PDF written and sent to the viewer.
func (d *arbiterDay) print(form, start string) string {
	d.t.Helper()
	d.tap(d.a.rounds.object, d.label("rounds.print"))
	if form == "rounds.print_pairings" {
		d.enter(start)
	} else {
		d.tap(nil, d.label(form))
	}
	d.noDialog(form)
	opened := d.a.fa.(*viewerApp).opened
	if len(opened) == 0 {
		d.t.Fatalf("%s: nothing sent to the viewer: %s", form, d.a.rounds.status.Text)
	}
	return opened[len(opened)-1]
}

// export opens Export… on the Standings screen, chooses the document, and
// saves it under its own name with the extension given.
func (d *arbiterDay) export(kind, ext string) string {
	d.t.Helper()
	d.tap(d.a.standing.object, d.label("export.button"))
	// By the keyboard: Tab to the document, → until it is the one wanted,
	// Enter.
	docName := tr("document.name."+kind, kind, nil)
	var sel *selectField
	for range 5 {
		d.a.win.Canvas().FocusNext()
		if s, ok := d.focused().(*selectField); ok && slices.Contains(s.Options, docName) {
			sel = s
			break
		}
	}
	if sel == nil {
		d.t.Fatalf("Tab does not reach a choice of %q in the export dialog", docName)
	}
	for range len(sel.Options) {
		if sel.Selected == docName {
			break
		}
		d.key(fyne.KeyRight)
	}
	if sel.Selected != docName {
		d.t.Fatalf("→ does not reach %q: %q", docName, sel.Selected)
	}
	d.key(fyne.KeyReturn) // Save as…
	field, ok := d.focused().(*entry)
	if !ok {
		d.t.Fatalf("the save dialog has no file name field in focus: %T", d.focused())
	}
	file := strings.TrimSuffix(field.Text, filepath.Ext(field.Text)) + ext
	field.SetText("")
	d.enter(file)
	d.noDialog("export " + kind)
	path := filepath.Join(d.dir, file)
	if info, err := os.Stat(path); err != nil || info.Size() == 0 {
		d.t.Fatalf("export %s: %v (status %q)", file, err, d.a.status.Text)
	}
	return path
}

// checkPDF checks that a PDF was written whole, and, when pdftotext is
// installed, that its text holds the words given.
func (d *arbiterDay) checkPDF(path string, words ...string) {
	d.t.Helper()
	data, err := os.ReadFile(path)
	if err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) || !bytes.Contains(data[max(0, len(data)-1024):], []byte("%%EOF")) {
		d.t.Errorf("%s: not a whole PDF (%v)", filepath.Base(path), err)
		return
	}
	d.keep(path, data)
	if _, err := exec.LookPath("pdftotext"); err != nil {
		d.t.Logf("pdftotext not installed: the text of %s is not checked", filepath.Base(path))
		return
	}
	text, err := exec.Command("pdftotext", path, "-").Output()
	if err != nil {
		d.t.Errorf("%s: pdftotext: %v", filepath.Base(path), err)
		return
	}
	if strings.ContainsAny(string(text), "¼½¾") {
		d.t.Errorf("%s writes a fraction glyph the bundled font cannot draw", filepath.Base(path))
	}
	flat := strings.Join(strings.Fields(string(text)), "")
	for _, w := range words {
		if !strings.Contains(flat, strings.Join(strings.Fields(w), "")) {
			d.t.Errorf("%s does not say %q", filepath.Base(path), w)
		}
	}
}

// keep copies a document into build/screenshots for a person to look at.
func (d *arbiterDay) keep(path string, data []byte) {
	dir := filepath.Join("..", "build", "screenshots")
	if os.MkdirAll(dir, 0o755) == nil {
		os.WriteFile(filepath.Join(dir, "day-"+d.lang+"-"+filepath.Base(path)), data, 0o644)
	}
}

// viewerApp is the test app with a system viewer that records what it is
// asked to open.
type viewerApp struct {
	fyne.App
	opened []string
}

func (v *viewerApp) OpenURL(u *url.URL) error {
	v.opened = append(v.opened, u.Path)
	return nil
}

// playerRow is the Players screen's row of the player called name.
func (d *arbiterDay) playerRow(name string) []string {
	d.t.Helper()
	for i, p := range d.a.players.shown {
		if p.NameZh == name {
			return rowTexts(d.a.players.table, i)
		}
	}
	d.t.Fatalf("%s not on the Players screen", name)
	return nil
}

// pair taps "Pair next round" and answers the check-in question, which
// must name exactly the players given, by Enter (leave them out).
func (d *arbiterDay) pair(n int, missing ...string) {
	d.t.Helper()
	d.tap(d.a.rounds.object, d.label("rounds.pair"))
	if len(missing) > 0 {
		q := strings.Join(shownTexts(d.top()), " ")
		for _, name := range missing {
			if !strings.Contains(q, name) {
				d.t.Errorf("round %d: the check-in question does not name %s: %s", n, name, q)
			}
		}
		if want := tr("rounds.checkin.question", "", map[string]any{"Count": len(missing), "Group": "少儿组", "N": n, "Names": strings.Join(missing, tr("list.sep", ", ", nil))}); !strings.Contains(q, want) {
			d.t.Errorf("round %d: the question %q; want %q", n, q, want)
		}
		if n == 1 {
			d.snap("checkin-question")
		}
		d.key(fyne.KeyReturn)
	}
	d.noDialog(fmt.Sprintf("pairing round %d", n))
	if d.a.win.Canvas().Focused() != d.a.rounds.quick {
		d.t.Errorf("round %d: after pairing the focus is on %v, not the quick-entry field", n, d.a.win.Canvas().Focused())
	}
	if d.a.rounds.roundNo() != n {
		d.t.Fatalf("round %d not shown after pairing: %s", n, d.a.rounds.status.Text)
	}
	for _, id := range d.a.rounds.view.Byes {
		if d.hadBye[id] {
			d.t.Errorf("round %d: a second bye for %s", n, d.a.rounds.byID[id].Name())
		}
		d.hadBye[id] = true
		d.win(id) // a bye scores as a win
	}
	for _, g := range d.a.rounds.games {
		d.opponents[g.Black] = append(d.opponents[g.Black], g.White)
		d.opponents[g.White] = append(d.opponents[g.White], g.Black)
		for _, id := range []int64{g.Black, g.White} {
			if d.met[[2]int64{id, g.Black + g.White - id}] {
				d.t.Errorf("round %d: %s meets %s again", n, d.a.rounds.byID[id].Name(), d.a.rounds.byID[g.Black+g.White-id].Name())
			}
		}
		d.met[[2]int64{g.Black, g.White}], d.met[[2]int64{g.White, g.Black}] = true, true
	}
}

// notPaired fails when one of the named players has a game or the bye in
// the round shown.
func (d *arbiterDay) notPaired(n int, names ...string) {
	d.t.Helper()
	for _, row := range tableRows(d.a.rounds.table) {
		for _, name := range names {
			if strings.HasPrefix(row[colBlack], name) || strings.HasPrefix(row[colWhite], name) {
				d.t.Errorf("round %d: %s is paired: %q", n, name, row)
			}
		}
	}
}

// win counts a win of the player in the shown round in the test's own
// score sheet.
func (d *arbiterDay) win(id int64) {
	d.points[id] += 2
	if d.won[id] == nil {
		d.won[id] = map[int]bool{}
	}
	d.won[id][d.a.rounds.roundNo()] = true
}

// winForms are the ways the arbiter types a win into the quick field:
// Black's at odd tables, White's at even ones, every form in turn.
var winForms = [2][]string{
	{"b", "1", "黑中盘胜", "B+R", "黑胜3/4子"},
	{"w", "2", "白中盘胜", "W+R", "W+1.5"},
}

// enterResults types the result of every game of the shown round into the
// quick field, table by table, and Enter: Black wins at odd tables, White
// at even ones, except the tables given ("fb": Black forfeits, "": the
// result is already in). It keeps the score sheet.
func (d *arbiterDay) enterResults(special map[int]string) {
	d.t.Helper()
	r := d.a.rounds
	for i, g := range r.games {
		typed, ok := special[g.Table]
		switch {
		case ok && typed == "":
			continue
		case typed == "fb":
			d.win(g.White)
			d.forfeit[g.Black], d.forfeit[g.White] = true, true
		case g.Table%2 == 1:
			typed = winForms[0][i%len(winForms[0])]
			d.win(g.Black)
		default:
			typed = winForms[1][i%len(winForms[1])]
			d.win(g.White)
		}
		d.enter(fmt.Sprintf("%d %s", g.Table, typed)) // the field keeps the focus
		if d.focused() != r.quick {
			d.t.Fatalf("table %d: the focus left the quick-entry field", g.Table)
		}
		d.noDialog(fmt.Sprintf("table %d: %s", g.Table, typed))
		if r.games[i].Result == tournament.NoResult || r.quick.Text != "" {
			d.t.Fatalf("table %d: %q not saved: %s", g.Table, typed, r.status.Text)
		}
	}
	if want := tr("rounds.summary", "", map[string]any{"N": r.roundNo(), "Games": len(r.games), "Missing": 0}); !strings.Contains(r.status.Text, want) {
		d.t.Errorf("after the results: %q; want %q", r.status.Text, want)
	}
}

// openFile opens a file through the open dialog that show brings up: its
// path typed into the dialog's field (which has the focus), then Enter.
func (d *arbiterDay) openFile(show func(), path string) {
	d.t.Helper()
	abs, err := filepath.Abs(path)
	if err != nil {
		d.t.Fatal(err)
	}
	show()
	d.enter(abs)
}
