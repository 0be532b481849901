package ui

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
	"github.com/xuri/excelize/v2"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/interchange/opengotha"
	"weiqi-arbiter/internal/corpus"
	"weiqi-arbiter/reports/document"
	"weiqi-arbiter/reports/pdf"
)

// eventApp is an app on a file with a Swiss group of five players.
func eventApp(t *testing.T, lang string) *App {
	t.Helper()
	a, _ := newTestApp(t, lang)
	if _, err := a.arb.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3}); err != nil {
		t.Fatal(err)
	}
	g, _ := a.arb.Group("公开组")
	for i, n := range []string{"张三", "李四", "王五", "赵六", "孙七"} {
		a.arb.AddPlayer(tournament.Player{NameZh: n, Rank: []string{"5d", "4d", "3d", "2d", "1d"}[i], Club: "棋院", GroupID: g.ID})
	}
	a.reloadScreens()
	a.win.Resize(fyne.NewSize(1100, 700))
	return a
}

func TestPlayersScreen(t *testing.T) {
	a := eventApp(t, "en")
	s := a.players
	if len(s.shown) != 5 || !strings.Contains(s.status.Text, "5 players shown of 5") {
		t.Fatalf("shown %d: %q", len(s.shown), s.status.Text)
	}
	s.search.SetText("王")
	if len(s.shown) != 1 || s.shown[0].NameZh != "王五" {
		t.Errorf("search: %+v", s.shown)
	}
	s.search.SetText("")
	s.table.onHeader(3) // sort by rank: 5d first
	if s.shown[0].Rank != "5d" {
		t.Errorf("sorted by rank: %+v", s.shown[0])
	}
	s.cellTapped(0, 6) // check in
	ps, _ := a.arb.Players()
	if !ps[0].CheckedIn {
		t.Error("check-in not saved")
	}
	// The add dialog's validation.
	e := newEntryWith
	if _, err := playerForm(e(""), e(""), e(""), e(""), e(""), e("")); err == nil {
		t.Error("a player without a name accepted")
	}
	if _, err := playerForm(e("钱八"), e(""), e("12d"), e(""), e(""), e("")); err == nil || !strings.Contains(err.Error(), "not a rank") {
		t.Errorf("bad rank: %v", err)
	}
	if p, err := playerForm(e("钱八"), e("Qian Ba"), e("业余2段"), e("少年宫"), e(""), e("1850")); err != nil || p.Rating != 1850 || p.Rank != "2d" {
		t.Errorf("good player: %+v %v", p, err)
	}
}

func TestRoundsAndStandingsScreens(t *testing.T) {
	a := eventApp(t, "zh")
	r := a.rounds
	r.pairNext()
	if len(r.games) != 2 || !strings.Contains(r.status.Text, "缺 2 个结果") {
		t.Fatalf("round 1: %v %q", r.games, r.status.Text)
	}
	r.pairNext() // round 2 before results: refused
	if !strings.Contains(r.status.Text, "上一轮还有对局没有结果") {
		t.Errorf("pairing before results: %q", r.status.Text)
	}
	r.quickEntry("1 b")
	r.quickEntry("2w")
	if r.games[0].Result != "B+" || r.games[1].Result != "W+" {
		t.Fatalf("results %+v", r.games)
	}
	r.quickEntry("9 b")
	if !strings.Contains(r.status.Text, "没有第9台") {
		t.Errorf("table 9: %q", r.status.Text)
	}
	r.quickEntry("1 =") // overwriting asks first
	if a.win.Canvas().Overlays().Top() == nil || r.games[0].Result != "B+" {
		t.Errorf("overwrite without asking: %+v", r.games[0])
	}
	a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
	r.pairNext()
	if r.roundNo() != 2 || len(r.games) != 2 {
		t.Errorf("round 2: %d %v", r.roundNo(), r.games)
	}
	st := a.standing
	st.reload()
	if len(st.table.rows) != 5 || st.table.rows[0][4].text != "2" {
		t.Errorf("standings rows %v", st.table.rows)
	}
	if !strings.Contains(st.status.Text, "第1轮后名次") {
		t.Errorf("standings title %q", st.status.Text)
	}
	xlsx := filepath.Join(t.TempDir(), "成绩表.xlsx")
	st.exportCrosstable(xlsx)
	if x, err := excelize.OpenFile(xlsx); err != nil || !strings.Contains(st.status.Text, "已写出") {
		t.Errorf("export: %v / %q", err, st.status.Text)
	} else {
		rows, _ := x.GetRows("公开组")
		// After round 1 王五 and 赵六 won against players who lost: equal on
		// points, SOS 0, CUSS 2 and SOSOS 2, they share first place.
		if len(rows) != 7 || rows[2][0] != "并列1" || rows[3][0] != "并列1" || rows[1][5] != "第1轮" {
			t.Errorf("exported crosstable %q", rows)
		}
		x.Close()
	}
	printable := filepath.Join(t.TempDir(), "成绩表.pdf")
	st.exportCrosstable(printable)
	if data, err := os.ReadFile(printable); err != nil || !strings.HasPrefix(string(data), "%PDF-") {
		t.Errorf("crosstable PDF: %v", err)
	}
	st.exportDialog()
	if a.win.Canvas().Overlays().Top() == nil {
		t.Error("no save dialog")
	}
	a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
	a.tabs.SelectIndex(roundsTab)
	img := a.win.Canvas().Capture()
	keepScreenshot(t, "rounds-headless.png", img)
}

func TestAbsenceAndWarningFromScreens(t *testing.T) {
	a := eventApp(t, "en")
	p := a.players
	p.cellTapped(0, 8) // absent next round
	if p.table.rows[0][8].text != "absent" {
		t.Fatalf("absence not shown: %v", p.table.rows[0])
	}
	r := a.rounds
	r.pairNext()
	for _, g := range r.games {
		if g.Black == p.shown[0].ID || g.White == p.shown[0].ID {
			t.Error("the absent player was paired")
		}
	}
	r.cellTapped(0, 1)
	if a.win.Canvas().Overlays().Top() == nil {
		t.Error("no confirmation for a warning")
	}
}

// displayTexts is the text of each row of the display's page, block by
// block, cells joined by " | ".
func displayTexts(d *publicDisplay) []string {
	var out []string
	for _, row := range displayRows(d) {
		var cells []string
		for _, c := range row.Objects {
			cells = append(cells, c.(*canvas.Text).Text)
		}
		out = append(out, strings.Join(cells, " | "))
	}
	return out
}

// displayRows are the rows of the display's page, block by block.
func displayRows(d *publicDisplay) []*fyne.Container {
	var out []*fyne.Container
	for _, row := range d.body.Objects {
		if row.Visible() {
			out = append(out, row.(*fyne.Container))
		}
	}
	return out
}

// TestPublicDisplay: the display opens full screen with the round's
// heading above the rows, its columns aligned on a grid, the results in
// their column; rows that need more than the screen come in pages, none
// cut under the heading; Escape closes it.
func TestPublicDisplay(t *testing.T) {
	a := eventApp(t, "zh")
	a.rounds.pairNext()
	a.rounds.quickEntry("1 b")
	a.openDisplay()
	d := a.display
	if d == nil || len(displayTexts(d)) < 3 {
		t.Fatalf("display rows %v", d)
	}
	if !d.win.FullScreen() {
		t.Error("the display did not open full screen")
	}
	text := strings.Join(displayTexts(d), "\n")
	if !strings.Contains(d.heading.Text, "第1轮") || !strings.Contains(text, "第1台") || !strings.Contains(text, "轮空") || !strings.Contains(text, "| 黑胜 |") {
		t.Errorf("pairings on the display: %q\n%s", d.heading.Text, text)
	}
	// Aligned: each column starts at the same x on every row.
	rows := displayRows(d)
	for _, row := range rows[1:] {
		if len(row.Objects) == 1 {
			continue // a bye
		}
		for j := range min(len(row.Objects), len(rows[0].Objects)) {
			if row.Objects[j].Position().X != rows[0].Objects[j].Position().X {
				t.Errorf("column %d starts at %v and %v", j, rows[0].Objects[j].Position().X, row.Objects[j].Position().X)
			}
		}
	}
	for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
		d.win.Resize(size)
		d.step()
		keepScreenshot(t, fmt.Sprintf("display-zh-%.0fx%.0f.png", size.Width, size.Height), d.win.Canvas().Capture())
	}
	d.standings = true
	d.refresh()
	if !strings.Contains(d.heading.Text, "名次") {
		t.Errorf("standings heading %q", d.heading.Text)
	}
	// A small window: the standings of five need two pages; every row of a
	// page is whole under the heading.
	d.win.SetFullScreen(false)
	d.win.Resize(fyne.NewSize(300, 260))
	d.step()
	if d.pages < 2 || !strings.Contains(d.heading.Text, "(1/") {
		t.Fatalf("%d pages, heading %q", d.pages, d.heading.Text)
	}
	for _, row := range displayRows(d) {
		if y := row.Position().Y; y < 0 || y+row.Size().Height > d.body.Size().Height+1 {
			t.Errorf("a row at %.0f–%.0f outside the page 0–%.0f", y, y+row.Size().Height, d.body.Size().Height)
		}
	}
	first := displayTexts(d)
	for range displayPageTicks {
		d.step()
	}
	if !strings.Contains(d.heading.Text, "(2/") || slices.Equal(first, displayTexts(d)) {
		t.Errorf("the display did not turn the page: %q", d.heading.Text)
	}
	d.typedKey(&fyne.KeyEvent{Name: fyne.KeyF11})
	if !d.win.FullScreen() {
		t.Error("F11 did not go back to full screen")
	}
	d.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if a.display != nil {
		t.Error("Escape did not close the display")
	}
}

func TestManualEditsFromRounds(t *testing.T) {
	a := eventApp(t, "en")
	r := a.rounds
	r.pairNext()
	g0 := r.games[0]
	r.cellTapped(0, 0)
	if a.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no confirmation to swap colours")
	}
	a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
	if err := a.arb.SwapColours(g0.ID); err != nil {
		t.Fatal(err)
	}
	r.show()
	if r.games[0].Black != g0.White {
		t.Errorf("colours %+v", r.games[0])
	}
	// A swap that makes no rematch goes through without asking.
	oldWhite1 := r.games[1].White
	r.confirmSwap(seat{r.games[0], true}, seat{r.games[1], false}, map[int64]string{})
	if r.games[0].Black != oldWhite1 || r.games[1].White != g0.White {
		t.Errorf("swap %+v", r.games)
	}
}

func TestExplainAndRepair(t *testing.T) {
	a := eventApp(t, "en")
	r := a.rounds
	r.pairNext()
	r.explainDialog()
	if a.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no explanation shown")
	}
	a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
	r.repairShown()
	if a.win.Canvas().Overlays().Top() == nil {
		t.Fatal("re-pairing without confirmation")
	}
}

func TestFixedTableAndUnpair(t *testing.T) {
	a := eventApp(t, "en")
	ps, _ := a.arb.Players()
	if err := a.arb.SetFixedTable(ps[4].ID, 7); err != nil {
		t.Fatal(err)
	}
	a.players.reload()
	r := a.rounds
	r.pairNext()
	g, _ := a.arb.Group("公开组")
	_, byes, _ := a.arb.Round(g.ID, 1)
	played := false
	for _, game := range r.games {
		if game.Black == ps[4].ID || game.White == ps[4].ID {
			played = true
			if game.Table != 7 {
				t.Errorf("fixed table not kept: %+v", r.games)
			}
		}
	}
	if !played && (len(byes) != 1 || byes[0] != ps[4].ID) {
		t.Errorf("player neither at table 7 nor on a bye: %+v %v", r.games, byes)
	}
	r.unpairShown()
	if a.win.Canvas().Overlays().Top() == nil {
		t.Error("unpair without confirmation")
	}
}

func TestNigiriAndBracket(t *testing.T) {
	a, _ := newTestApp(t, "en")
	a.arb.AddGroup(tournament.Group{Name: "淘汰组", System: tournament.Knockout})
	g, _ := a.arb.Group("淘汰组")
	for i, n := range []string{"一", "二", "三", "四"} {
		a.arb.AddPlayer(tournament.Player{NameZh: n, Rank: []string{"4d", "3d", "2d", "1d"}[i], GroupID: g.ID})
	}
	a.reloadScreens()
	r := a.rounds
	r.pairNext()
	r.gameActions(r.games[0])
	if a.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no colour choices")
	}
	a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
	a.arb.SetResult(r.games[0].ID, "B+R")
	text := r.bracketText(g)
	if !strings.Contains(text, "round 1") || !strings.Contains(text, "→") {
		t.Errorf("bracket:\n%s", text)
	}
}

func TestScheduleAndPublish(t *testing.T) {
	a, _ := newTestApp(t, "en")
	a.arb.AddGroup(tournament.Group{Name: "循环组", System: tournament.RoundRobin})
	g, _ := a.arb.Group("循环组")
	for _, n := range []string{"一", "二", "三", "四"} {
		a.arb.AddPlayer(tournament.Player{NameZh: n, GroupID: g.ID, WithdrawnAfter: -1})
	}
	a.reloadScreens()
	text := a.rounds.bracketText(g)
	if strings.Count(text, "round") != 3 || strings.Count(text, "●") != 6 {
		t.Errorf("schedule of a 4-player round robin:\n%s", text)
	}
	a.rounds.pairNext()
	a.rounds.publishShown()
	if st, _ := a.arb.RoundStatus(g.ID, 1); st != "published" || a.display == nil {
		t.Errorf("publish: %q, display %v", st, a.display != nil)
	}
	for kind, name := range map[document.Kind]string{document.Pairings: "Pairings", document.Index: "Find your table",
		document.Slips: "Result slips", document.Cards: "Table cards"} {
		sheetPath := a.rounds.printShown(kind)
		if data, err := os.ReadFile(sheetPath); err != nil || !strings.HasPrefix(string(data), "%PDF-") ||
			!strings.HasSuffix(sheetPath, "-循环组 "+name+" round 1.pdf") || !strings.Contains(a.rounds.status.Text, "opened for printing") {
			t.Errorf("print %s: %q %v / %q", kind, sheetPath, err, a.rounds.status.Text)
		}
	}
	a.rounds.printDialog()
	if a.win.Canvas().Overlays().Top() == nil {
		t.Error("no print dialog")
	}
}

func TestTeamsScreen(t *testing.T) {
	a, _ := newTestApp(t, "zh")
	gid, _ := a.arb.AddGroup(tournament.Group{Name: "团体组", System: tournament.RoundRobin, TeamEvent: true, Boards: 2})
	for _, n := range []string{"北京", "上海"} {
		var ids []int64
		for _, m := range []string{"甲", "乙"} {
			id, _ := a.arb.AddPlayer(tournament.Player{NameZh: n + m, GroupID: gid, WithdrawnAfter: -1})
			ids = append(ids, id)
		}
		if _, err := a.arb.AddTeam(gid, team.Team{Name: n, Members: ids}); err != nil {
			t.Fatal(err)
		}
	}
	a.reloadScreens()
	s := a.teams
	if len(s.teams.rows) != 2 || !strings.Contains(s.teams.rows[0][2].text, "1.北京甲") {
		t.Fatalf("teams %v", s.teams.rows)
	}
	s.orderDialog(0)
	if a.win.Canvas().Overlays().Top() == nil {
		t.Error("no board-order dialog before the start")
	}
	a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
	s.pairNext()
	s.orderDialog(0)
	if !strings.Contains(s.status.Text, "北京的台次顺序已确定") || a.win.Canvas().Overlays().Top() != nil {
		t.Errorf("board order after round 1: %q", s.status.Text)
	}
	if len(s.matches.Objects) != 3 { // the match head and two boards
		t.Fatalf("match view has %d lines", len(s.matches.Objects))
	}
	matches, _ := a.arb.TeamMatches(gid)
	a.arb.SetBoardResult(gid, 1, 1, 1, "B+R")
	a.arb.SetBoardResult(gid, 1, 1, 2, "B+R")
	s.show()
	if len(s.table.rows) != 2 || s.table.rows[0][2].text != "1" || !strings.Contains(s.prizes.Text, "第1台") {
		t.Errorf("team standings %v / %q (matches %+v)", s.table.rows, s.prizes.Text, matches)
	}
	// One board won each (colours alternate): 1 : 1 both ways, as the match
	// screen writes it, the diagonal crossed out.
	if len(s.cross.rows) != 2 || s.cross.rows[0][2].text != "×" || s.cross.rows[0][3].text != "1 : 1" || s.cross.rows[1][2].text != "1 : 1" {
		t.Errorf("crosstable %v", s.cross.rows)
	}
	s.lineupDialog(0)
	if a.win.Canvas().Overlays().Top() == nil {
		t.Error("no line-up dialog")
	}
	a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
	s.withdrawDialog()
	if a.win.Canvas().Overlays().Top() == nil {
		t.Error("no withdrawal dialog")
	}
	teams, _ := a.arb.Teams(gid)
	s.withdraw(teams[1], 1)
	if !strings.Contains(s.teams.rows[1][0].text, "第1轮后退赛") || !strings.Contains(s.status.Text, "上海") {
		t.Errorf("after withdrawal: %q / %q", s.teams.rows[1][0].text, s.status.Text)
	}
}

func TestOrderEditor(t *testing.T) {
	names := map[int64]string{1: "甲", 2: "乙", 3: "丙"}
	o := newOrderEditor([]int64{1, 2, 3}, []int64{1}, names)
	o.adder.SetSelected("丙")
	o.adder.SetSelected("乙")
	if !slices.Equal(o.order, []int64{1, 3, 2}) {
		t.Fatalf("order %v", o.order)
	}
	// Move the last one up: 1, 2, 3.
	row := o.rows.Objects[2].(*fyne.Container)
	for _, obj := range row.Objects {
		if box, ok := obj.(*fyne.Container); ok {
			box.Objects[0].(*widget.Button).OnTapped()
		}
	}
	if !slices.Equal(o.order, []int64{1, 2, 3}) {
		t.Errorf("after moving up: %v", o.order)
	}
	if len(o.adder.Options) != 0 {
		t.Errorf("everyone placed, options left: %v", o.adder.Options)
	}
}

func TestLeiTaiShowsWhoPlaysNext(t *testing.T) {
	a, _ := newTestApp(t, "zh")
	gid, err := a.arb.AddGroup(tournament.Group{Name: "擂台", System: tournament.LeiTai, TeamEvent: true, Boards: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"甲", "乙"} {
		var ids []int64
		for _, m := range []string{"1", "2"} {
			id, _ := a.arb.AddPlayer(tournament.Player{NameZh: n + m, GroupID: gid, WithdrawnAfter: -1})
			ids = append(ids, id)
		}
		a.arb.AddTeam(gid, team.Team{Name: n + "队", Members: ids})
	}
	a.reloadScreens()
	s := a.teams
	label := func() string { return s.matches.Objects[0].(*widget.Label).Text }
	if !strings.Contains(label(), "甲1（甲队）对 乙1（乙队）") {
		t.Errorf("before game 1: %q", label())
	}
	s.pairNext()
	a.arb.SetBoardResult(gid, 1, 1, 1, "B+R") // 甲1 (Black) wins
	s.show()
	if !strings.Contains(label(), "甲1（甲队）对 乙2（乙队）") {
		t.Errorf("after game 1: %q", label())
	}
	s.pairNext()
	a.arb.SetBoardResult(gid, 2, 1, 1, "W+R") // 甲1 stayed on with White and wins
	s.show()
	if !strings.Contains(label(), "擂台赛结束：甲队获胜") {
		t.Errorf("after game 2: %q", label())
	}
}

func TestImportListDialog(t *testing.T) {
	a := eventApp(t, "zh")
	before, _ := a.arb.Players()
	list := filepath.Join(t.TempDir(), "报名表.csv")
	os.WriteFile(list, []byte("序号,姓名,单位,段位\n1,欧阳明,北京棋院,3d\n2,,上海,2d\n3,司马光,洛阳,十段\n4,林海,杭州棋院,1k\n"), 0o644)
	s := a.players
	f := s.importPreview(list)
	if f == nil || a.win.Canvas().Overlays().Top() == nil {
		t.Fatalf("no import dialog: %q", s.status.Text)
	}
	if !strings.Contains(f.summary.Text, "可导入 2 名选手，2 行有问题") || !strings.Contains(f.problems.Text, "第3行：没有姓名") ||
		!strings.Contains(f.preview.Text, "欧阳明  北京棋院  3段") {
		t.Errorf("preview %q / %q / %q", f.summary.Text, f.preview.Text, f.problems.Text)
	}
	img := a.win.Canvas().Capture()
	if distinctColours(img) < 10 {
		t.Error("the import dialog is blank")
	}
	keepScreenshot(t, "import-dialog.png", img)
	// Without a rank column the bad rank is no longer a problem.
	f.columns["rank"].SetSelected(f.columns["rank"].Options[0])
	if !strings.Contains(f.summary.Text, "可导入 3 名选手，1 行有问题") {
		t.Errorf("after unmapping the rank: %q", f.summary.Text)
	}
	s.importPlayers(f)
	if after, _ := a.arb.Players(); len(after) != len(before)+3 || !strings.Contains(s.status.Text, "已向公开组导入 3 名选手") {
		t.Errorf("imported %d, status %q", len(after)-len(before), s.status.Text)
	}
	// A file that is no list changes nothing.
	broken := filepath.Join(t.TempDir(), "x.xlsx")
	os.WriteFile(broken, []byte("no"), 0o644)
	if s.importPreview(broken) != nil || !strings.Contains(s.status.Text, "无法将该文件读作电子表格") {
		t.Errorf("broken list: %q", s.status.Text)
	}
}

func TestFileMenuReportItems(t *testing.T) {
	a := eventApp(t, "en")
	a.reloadScreens()
	a.rounds.pairNext()
	item := func(label string) *fyne.MenuItem {
		for _, it := range a.win.MainMenu().Items[0].Items {
			if it.Label == label {
				return it
			}
		}
		t.Fatalf("no %q in the File menu", label)
		return nil
	}
	for _, c := range []struct {
		label string
		tab   int
	}{{"Print round…", roundsTab}, {"Export…", standingsTab}, {"Import list…", playersTab}, {"Import OpenGotha file…", standingsTab}} {
		t.Run(c.label, func(t *testing.T) {
			item(c.label).Action()
			if a.tabs.SelectedIndex() != c.tab || a.win.Canvas().Overlays().Top() == nil {
				t.Errorf("%s: tab %d, dialog %v", c.label, a.tabs.SelectedIndex(), a.win.Canvas().Overlays().Top() != nil)
			}
			a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
		})
	}
}

// TestGameRecordFromRounds attaches a record to a game, sees it marked in
// the round, and opens it on the analysis board from the table's actions.
func TestGameRecordFromRounds(t *testing.T) {
	a := eventApp(t, "en")
	r := a.rounds
	r.pairNext()
	game := r.games[0]
	if err := a.arb.AttachRecord(game.ID, []byte("(;GM[1]FF[4]SZ[19];B[pd];W[dp];B[pp])")); err != nil {
		t.Fatal(err)
	}
	r.show()
	if !strings.HasSuffix(r.table.rows[0][0].text, "· SGF") {
		t.Errorf("table cell %q does not show the record", r.table.rows[0][0].text)
	}
	r.cellTapped(0, 0)
	if a.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no game actions")
	}
	a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
	r.showRecord(game)
	if a.tabs.SelectedIndex() != boardTab || a.board.cursor.MoveNumber() != 3 {
		t.Errorf("board tab %d, move %d", a.tabs.SelectedIndex(), a.board.cursor.MoveNumber())
	}
}

// TestPaperAndDocuments chooses Letter paper from the File menu and writes
// documents from the window: the PDF comes out on Letter pages, a team-less
// group refuses match sheets with a message, and an OpenGotha file imports
// as a new group whose standings are OpenGotha's.
func TestPaperAndDocuments(t *testing.T) {
	a := eventApp(t, "en")
	a.rounds.pairNext()
	var paper *fyne.MenuItem
	for _, it := range a.win.MainMenu().Items[0].Items {
		if it.Label == "Paper size" {
			paper = it
		}
	}
	if paper == nil || len(paper.ChildMenu.Items) != 2 || !paper.ChildMenu.Items[0].Checked {
		t.Fatalf("paper menu %+v", paper)
	}
	paper.ChildMenu.Items[1].Action()
	if a.paper() != pdf.Letter || !paper.ChildMenu.Items[1].Checked || paper.ChildMenu.Items[0].Checked {
		t.Error("Letter not chosen")
	}
	g, _ := a.arb.Group(a.rounds.group.Selected)
	path := filepath.Join(t.TempDir(), "standings.pdf")
	if !a.writeDocument(document.Request{Kind: document.Standings, Group: g, Path: path}) {
		t.Fatal("standings not written")
	}
	if data, _ := os.ReadFile(path); !bytes.Contains(data, []byte("612.00 792.00")) && !bytes.Contains(data, []byte("792.00 612.00")) {
		t.Error("the PDF is not on Letter paper")
	}
	if a.writeDocument(document.Request{Kind: document.MatchSheets, Group: g, Round: 1, Path: filepath.Join(t.TempDir(), "m.pdf")}) ||
		a.win.Canvas().Overlays().Top() == nil {
		t.Error("match sheets of an individual group were not refused")
	}
	a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
	// The form: a round's document starts on the latest round, a standings
	// document on the latest complete one.
	groups, _ := a.arb.Groups()
	f := a.newExportForm(groups, document.Pairings)
	if r := f.request(); r.Kind != document.Pairings || r.Round != 1 || r.Group.Name != "公开组" {
		t.Errorf("export form for pairings: %+v", r)
	}
	f.kind.SetSelected("Crosstable")
	if r := f.request(); r.Kind != document.Crosstable || r.Round != 0 {
		t.Errorf("export form for the crosstable: %+v", r)
	}
	a.exportDialog(document.PlayerList)
	if a.win.Canvas().Overlays().Top() == nil {
		t.Error("no export dialog")
	}
	keepScreenshot(t, "export-dialog.png", a.win.Canvas().Capture())
	a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())

	src, err := os.Open(corpus.Fixture("opengotha", "tournamentfiles", "Tournoi de Juvisy.xml"))
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	ev, err := opengotha.Read(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.addImported(ev, "Juvisy"); err != nil {
		t.Fatal(err)
	}
	jg, err := a.arb.Group("Tournoi de Juvisy")
	if err != nil || jg.System != tournament.McMahon || jg.Bar != "4D" || !jg.RoundDownMMS {
		t.Fatalf("imported group %+v %v", jg, err)
	}
	rows, _, _ := a.arb.Standings(jg, 0)
	if mms := rows[0].Tiebreaks[tournament.MMS]; mms.Cmp(tournament.F(36)) != 0 || !strings.Contains(a.status.Text, "19 players") {
		t.Errorf("first MMS %s, status %q", mms, a.status.Text)
	}
}

// TestPublicDisplayTeams: for a team group the display shows each match
// under its number with the teams and the score, its boards 第1台 … 第3台
// with their players and results, and the team standings; every page of
// the 40-player Swiss is whole, at 1024×600 and 1920×1080.
func TestPublicDisplayTeams(t *testing.T) {
	a := realisticApp(t, "zh")
	a.openDisplay()
	d := a.display
	for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
		d.win.SetFullScreen(false)
		d.win.Resize(size)
		d.group, d.standings = 0, false
		d.refresh()
		seen := 0
		for p := range d.pages {
			d.page = p
			d.body.Refresh()
			for _, row := range displayRows(d) {
				seen++
				if y := row.Position().Y; y < 0 || y+row.Size().Height > d.body.Size().Height+1 {
					t.Errorf("%v, page %d: a row at %.0f–%.0f outside 0–%.0f", size, p+1, y, y+row.Size().Height, d.body.Size().Height)
				}
			}
		}
		if seen != len(d.rows) {
			t.Errorf("%v: the pages show %d of %d rows", size, seen, len(d.rows))
		}
		keepScreenshot(t, fmt.Sprintf("display-swiss-zh-%.0fx%.0f.png", size.Width, size.Height), d.win.Canvas().Capture())
		d.group = 1 // the team group
		d.refresh()
		text := strings.Join(displayTexts(d), "\n")
		for _, w := range []string{"第21场：", "北京市少年宫", "第1台", "第3台", "黑胜"} {
			if !strings.Contains(text, w) {
				t.Errorf("%v: the team round lacks %q:\n%s", size, w, text)
			}
		}
		if strings.Count(text, "第1台") < 2 {
			t.Errorf("%v: board 1 of one match only:\n%s", size, text)
		}
		keepScreenshot(t, fmt.Sprintf("display-teams-zh-%.0fx%.0f.png", size.Width, size.Height), d.win.Canvas().Capture())
		d.standings = true
		d.refresh()
		text = strings.Join(displayTexts(d), "\n")
		if !strings.Contains(text, "上海棋院") || !strings.Contains(text, "场分") || strings.Contains(text, "欧阳沐阳") {
			t.Errorf("%v: team standings:\n%s", size, text)
		}
		keepScreenshot(t, fmt.Sprintf("display-team-standings-zh-%.0fx%.0f.png", size.Width, size.Height), d.win.Canvas().Capture())
	}
}

// TestPlayersSearchFolded: the players list finds a name as check-in and
// the find-your-table page do (tournament.FoldName): accents, full-width
// letters, hyphens and doubled spaces aside, Ext-B characters as they are.
func TestPlayersSearchFolded(t *testing.T) {
	a := eventApp(t, "en")
	g, _ := a.arb.Groups()
	for _, p := range []tournament.Player{{NameLatin: "Tomás Müller", Rank: "1k"}, {NameZh: "𠮷田", NameLatin: "Jean-Pierre O'Brien", Rank: "2k"}} {
		p.GroupID = g[0].ID
		if _, err := a.arb.AddPlayer(p); err != nil {
			t.Fatal(err)
		}
	}
	a.reloadScreens()
	s := a.players
	for _, c := range []struct{ query, want string }{
		{"muller", "Tomás Müller"},
		{"ＴＯＭＡＳ", "Tomás Müller"},
		{"jean pierre  o brien", "Jean-Pierre O'Brien"},
		{"𠮷", "Jean-Pierre O'Brien"},
	} {
		s.search.SetText(c.query)
		if len(s.shown) != 1 || s.shown[0].NameLatin != c.want {
			t.Errorf("%q: %+v, want %s", c.query, s.shown, c.want)
		}
	}
	s.search.SetText("吉")
	if len(s.shown) != 0 {
		t.Errorf("吉 finds %+v (𠮷 is another character)", s.shown)
	}
	// The hard names as the list shows them, found and in full.
	for _, lang := range []string{"zh", "en"} {
		b := eventApp(t, lang)
		for _, p := range []tournament.Player{{NameZh: "𠮷田", NameLatin: "Jean-Pierre O'Brien", Rank: "2k"}, {NameZh: "欧阳𪚥", NameLatin: "van der Berg-Ó Briain Seán", Rank: "1d"}} {
			p.GroupID = g[0].ID
			if _, err := b.arb.AddPlayer(p); err != nil {
				t.Fatal(err)
			}
		}
		b.reloadScreens()
		b.tabs.SelectIndex(playersTab)
		b.players.search.SetText("𠮷")
		shot(t, b.win, "players-search-extb-"+lang)
		b.players.search.SetText("")
		shot(t, b.win, "players-hard-names-"+lang)
	}
}
