package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/sheet"
)

// rowTexts is the text of one row of a data table.
func rowTexts(d *dataTable, row int) []string {
	var out []string
	for _, c := range d.rows[row] {
		out = append(out, c.text)
	}
	return out
}

// typeShortcut delivers a keyboard shortcut the way the desktop driver
// does (internal/driver/glfw): Ctrl+Z and Ctrl+Y as fyne.ShortcutUndo and
// fyne.ShortcutRedo, first to a main-menu item with a shortcut of that name,
// then to the focused widget if it takes shortcuts, else to the canvas.
func typeShortcut(a *App, sc fyne.Shortcut) {
	for _, m := range a.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == sc.ShortcutName() && it.Action != nil {
				it.Action()
				return
			}
		}
	}
	if f, ok := a.win.Canvas().Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(sc)
		return
	}
	a.win.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(sc)
}

// TestRoundTableLikeThePairingSheet: the round table shows each player's
// number in the group, club, rank and score before the round, the game's
// terms and the bye as a row. Five players 5d … 1d registered in that
// order: round 1 pairs the top half (1, 2) with the bottom half (3, 4)
// and gives the bye to the lowest, 孙七 (5).
func TestRoundTableLikeThePairingSheet(t *testing.T) {
	a := eventApp(t, "zh")
	r := a.rounds
	r.pairNext()
	if len(r.games) != 2 || len(r.table.rows) != 3 {
		t.Fatalf("round 1: %d games, %d rows; want 2 games and the bye", len(r.games), len(r.table.rows))
	}
	number := map[string]string{"张三": "1", "李四": "2", "王五": "3", "赵六": "4", "孙七": "5"}
	rank := map[string]string{"张三": "5段", "李四": "4段", "王五": "3段", "赵六": "2段", "孙七": "1段"}
	pairs := map[string]string{}
	for i := range r.games {
		row := rowTexts(r.table, i)
		b, w := row[colBlack], row[colWhite]
		pairs[b], pairs[w] = w, b
		for _, side := range []struct{ name, no, club, rank, pts string }{
			{b, row[colBlackNumber], row[colBlackClub], row[colBlackRank], row[colBlackPoints]},
			{w, row[colWhiteNumber], row[colWhiteClub], row[colWhiteRank], row[colWhitePoints]},
		} {
			t.Run(side.name, func(t *testing.T) {
				if side.no != number[side.name] || side.club != "棋院" || side.rank != rank[side.name] || side.pts != "0" {
					t.Errorf("table %s: %s shown as No. %s, %s, %s, %s points; want No. %s, 棋院, %s, 0",
						row[colTable], side.name, side.no, side.club, side.rank, side.pts, number[side.name], rank[side.name])
				}
			})
		}
		if row[colTerms] != "3又3/4" || row[colResult] != tr("rounds.missing", "", nil) { // the 2002 rules' komi
			t.Errorf("table %s: terms %q, result %q", row[colTable], row[colTerms], row[colResult])
		}
	}
	if pairs["张三"] != "王五" || pairs["李四"] != "赵六" {
		t.Errorf("round 1 pairs %v; want 张三–王五 and 李四–赵六", pairs)
	}
	bye := rowTexts(r.table, 2)
	if bye[colBlackNumber] != "5" || bye[colBlack] != "孙七" || bye[colResult] != "轮空" {
		t.Errorf("bye row %q", bye)
	}
	r.cellTapped(2, colBlack) // a bye has no actions
	if a.win.Canvas().Overlays().Top() != nil {
		t.Error("tapping the bye opened a dialog")
	}
	// Round 2 shows the scores before it: 2 for a win (SPEC §8) and for the bye.
	r.quickEntry("1 b")
	r.quickEntry("2 b")
	r.pairNext()
	if r.roundNo() != 2 {
		t.Fatalf("round 2 not shown: %q", r.status.Text)
	}
	points := map[string]string{}
	for i := range r.table.rows {
		row := rowTexts(r.table, i)
		points[row[colBlack]] = row[colBlackPoints]
		if row[colWhite] != "" {
			points[row[colWhite]] = row[colWhitePoints]
		}
	}
	// Black won both games of round 1: the winners are the players who had Black.
	g, _ := a.arb.Group("公开组")
	r1, _ := a.arb.Games(g.ID, 1)
	byID := a.playersByID()
	for _, game := range r1 {
		if b, w := byID[game.Black].Name(), byID[game.White].Name(); points[b] != "2" || points[w] != "0" {
			t.Errorf("before round 2: %s %s, %s %s; want 2 and 0 (a win is 2 points)", b, points[b], w, points[w])
		}
	}
	if points["孙七"] != "2" {
		t.Errorf("孙七 had the bye: %s points before round 2, want 2 (a bye is a win)", points["孙七"])
	}
}

// TestPairingLeavesOutPlayersNotCheckedIn: with three of five checked in,
// pairing names the other two and leaves them out on Enter (one undo step),
// or pairs them anyway.
func TestPairingLeavesOutPlayersNotCheckedIn(t *testing.T) {
	a := eventApp(t, "zh")
	g, _ := a.arb.Group("公开组")
	players, _ := a.arb.GroupPlayers(g.ID)
	for _, p := range players[:3] { // 张三, 李四, 王五
		if err := a.arb.SetCheckedIn(p.ID, true); err != nil {
			t.Fatal(err)
		}
	}
	r := a.rounds
	r.pairNext()
	ask := a.win.Canvas().Overlays().Top()
	if ask == nil {
		t.Fatal("no question about the players not checked in")
	}
	text := strings.Join(shownTexts(ask), " ")
	for _, want := range []string{"赵六", "孙七", "未签到", "仍然编排他们"} {
		if !strings.Contains(text, want) {
			t.Errorf("the question does not say %q: %s", want, text)
		}
	}
	if strings.Contains(text, "张三") {
		t.Errorf("the question names a player who checked in: %s", text)
	}
	press(t, a, fyne.KeyReturn)
	games, byes, _ := a.arb.Round(g.ID, 1)
	if len(games) != 1 || len(byes) != 1 {
		t.Fatalf("three players checked in: %d games, byes %v; want one game and a bye", len(games), byes)
	}
	absent, _ := a.arb.Absent(g.ID, 1)
	if len(absent) != 2 || !absent[players[3].ID] || !absent[players[4].ID] {
		t.Errorf("absent for round 1: %v; want 赵六 and 孙七", absent)
	}
	if !strings.Contains(r.status.Text, "赵六") {
		t.Errorf("status does not say who was left out: %q", r.status.Text)
	}
	a.Undo()
	if latest, _ := a.arb.LatestRound(g.ID); latest != 0 {
		t.Fatalf("one undo left round %d paired", latest)
	}
	if absent, _ := a.arb.Absent(g.ID, 1); len(absent) != 0 {
		t.Errorf("one undo left the absences %v", absent)
	}
	r.pairNext()
	ask = a.win.Canvas().Overlays().Top()
	if ask == nil {
		t.Fatal("no question the second time")
	}
	a.win.Canvas().FocusNext() // Tab, then Space: pair them anyway
	press(t, a, fyne.KeySpace)
	games, byes, _ = a.arb.Round(g.ID, 1)
	if len(games) != 2 || len(byes) != 1 {
		t.Errorf("paired anyway: %d games, byes %v; want everyone: 2 games and a bye", len(games), byes)
	}
}

// TestWarningsOnTheRoundTable: a warning shows next to the player (⚠1); a
// second loses the game, which reads 黑犯规负 / "Black: loss by warnings",
// also in the crosstable (−犯).
func TestWarningsOnTheRoundTable(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		a := eventApp(t, lang)
		r := a.rounds
		r.pairNext()
		game := r.games[0]
		black := a.playersByID()[game.Black].Name()
		if _, err := a.arb.Warn(game.ID, true); err != nil {
			t.Fatal(err)
		}
		r.show()
		if got := rowTexts(r.table, 0)[colBlack]; got != black+" ⚠1" {
			t.Errorf("%s: after one warning the name reads %q", lang, got)
		}
		lost, err := a.arb.Warn(game.ID, true)
		if err != nil || !lost {
			t.Fatalf("second warning: %v %v", lost, err)
		}
		r.show()
		row := rowTexts(r.table, 0)
		// The column writes results as the printed sheet does (W+P in
		// English, the words in Chinese).
		want := map[string]string{"zh": "黑犯规负", "en": "W+P"}[lang]
		if row[colBlack] != black+" ⚠2" || row[colResult] != want {
			t.Errorf("%s: after two warnings %q, result %q; want ⚠2 and %q", lang, row[colBlack], row[colResult], want)
		}
		g, _ := a.arb.Group("公开组")
		f, _ := a.arb.Field(g)
		rows, _, _ := a.arb.Standings(g, 1)
		cross := sheet.Crosstable("", f, rows, 1, tr)
		mark := map[string]string{"zh": "−犯", "en": "−P"}[lang]
		found := false
		for _, line := range cross.Rows {
			if line[2] == black {
				found = strings.HasSuffix(line[5], mark)
			}
		}
		if !found {
			t.Errorf("%s: the crosstable does not mark the loss by warnings (%s): %q", lang, mark, cross.Rows)
		}
	}
}

// TestQuickEntryNamesTheWinnerAndUndoes: the saved result names the player
// its words name, in the user's language; Ctrl+Z and Ctrl+Y from the quick
// field undo and redo it, while a dialog's text field keeps its own undo.
func TestQuickEntryNamesTheWinnerAndUndoes(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		a := eventApp(t, lang)
		r := a.rounds
		a.tabs.SelectIndex(roundsTab)
		r.pairNext()
		white := a.playersByID()[r.games[0].White].Name()
		a.win.Canvas().Focus(r.quick)
		test.Type(r.quick, "1 w")
		press(t, a, fyne.KeyReturn)
		want := map[string]string{"zh": "第1台：白胜（" + white + "）", "en": "Table 1: White wins (" + white + ")"}[lang]
		if !strings.Contains(r.status.Text, want) {
			t.Errorf("%s: saved message %q; want %q", lang, r.status.Text, want)
		}
		if r.games[0].Result != "W+" {
			t.Fatalf("%s: result %q", lang, r.games[0].Result)
		}
		typeShortcut(a, &fyne.ShortcutUndo{})
		if r.games[0].Result != tournament.NoResult {
			t.Errorf("%s: Ctrl+Z in the quick field left %q", lang, r.games[0].Result)
		}
		typeShortcut(a, &fyne.ShortcutRedo{})
		if r.games[0].Result != "W+" {
			t.Errorf("%s: Ctrl+Y in the quick field left %q", lang, r.games[0].Result)
		}
		typeShortcut(a, &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
		if r.games[0].Result != "W+" {
			t.Errorf("%s: Ctrl+Shift+Z with nothing to redo changed %q", lang, r.games[0].Result)
		}
		// The overwrite question speaks the user's language.
		r.quickEntry("1 b")
		q := strings.Join(shownTexts(a.win.Canvas().Overlays().Top()), " ")
		if lang == "en" && (!strings.Contains(q, "White wins") || !strings.Contains(q, "Black wins") || strings.Contains(q, "白胜")) {
			t.Errorf("English overwrite question: %s", q)
		}
		if lang == "zh" && (!strings.Contains(q, "白胜") || !strings.Contains(q, "黑胜")) {
			t.Errorf("Chinese overwrite question: %s", q)
		}
		press(t, a, fyne.KeyEscape)
		// A dialog's field undoes its own typing, not the tournament.
		a.players.addDialog()
		field := a.win.Canvas().Focused().(*entry)
		test.Type(field, "钱八")
		typeShortcut(a, &fyne.ShortcutUndo{})
		if r.games[0].Result != "W+" {
			t.Errorf("%s: Ctrl+Z in a dialog field undid the result", lang)
		}
		if field.Text == "钱八" {
			t.Errorf("%s: Ctrl+Z in a dialog field did not undo its typing", lang)
		}
		press(t, a, fyne.KeyEscape)
	}
}

// TestUndoWithNothingFocused: Ctrl+Z reaches the app from the canvas too.
func TestUndoWithNothingFocused(t *testing.T) {
	a := eventApp(t, "en")
	r := a.rounds
	r.pairNext()
	r.quickEntry("2 b")
	a.win.Canvas().Unfocus()
	typeShortcut(a, &fyne.ShortcutUndo{})
	if r.games[1].Result != tournament.NoResult {
		t.Errorf("Ctrl+Z with nothing focused left %q", r.games[1].Result)
	}
	if !slices.Contains([]string{"", "W+"}, string(r.games[0].Result)) {
		t.Errorf("table 1 %q", r.games[0].Result)
	}
}

// TestRenderRoundsScreen renders the Rounds screen of a 40-player Swiss in
// round 2 (results, a warning, a loss by warnings, the bye) in both
// languages at 1024×600 and 1920×1080 and keeps the images in
// build/screenshots for a person to look at; it checks that the table's
// first rows are drawn and that the names are not cut at the larger size.
func TestRenderRoundsScreen(t *testing.T) {
	names := []string{"梁沐阳", "王子涵", "李思远", "张一诺", "陈浩然", "刘欣怡", "杨梓萱", "赵宇轩", "黄诗琪", "周俊杰",
		"吴雨桐", "徐子墨", "孙佳怡", "马睿哲", "朱可馨", "胡天佑", "郭雅琪", "何明轩", "高梓涵", "林书瑶",
		"罗浩宇", "郑欣然", "梁若曦", "谢嘉怡", "宋子豪", "唐艺涵", "许博文", "韩雨欣", "冯奕辰", "邓诗涵",
		"曹一鸣", "彭梓琪", "曾宇航", "肖雨萱", "田子睿", "董欣妍", "袁浩轩", "潘思琪", "于泽宇"}
	clubs := []string{"北京棋院", "上海少年宫", "杭州棋院", "成都围棋学校", "深圳棋协"}
	ranks := []string{"5d", "3d", "1d", "2k", "5k", "10k"}
	for _, lang := range []string{"zh", "en"} {
		a, _ := newTestApp(t, lang)
		if _, err := a.arb.AddGroup(tournament.Group{Name: "少年组", System: tournament.Swiss, Rounds: 5}); err != nil {
			t.Fatal(err)
		}
		g, _ := a.arb.Group("少年组")
		for i, n := range names {
			latin := "Player " + string(rune('A'+i%26))
			if _, err := a.arb.AddPlayer(tournament.Player{NameZh: n, NameLatin: latin, Rank: ranks[i%len(ranks)],
				Club: clubs[i%len(clubs)], GroupID: g.ID, WithdrawnAfter: -1}); err != nil {
				t.Fatal(err)
			}
		}
		a.reloadScreens()
		a.tabs.SelectIndex(roundsTab)
		r := a.rounds
		r.pairNext()
		for table := 1; table <= 19; table++ {
			r.quickEntry(fmt.Sprintf("%d %s", table, []string{"b", "w", "B+R", "W+T", "B+3.5"}[table%5]))
		}
		r.pairNext()
		r.quickEntry("1 w")
		r.quickEntry("2 B+R")
		a.arb.Warn(r.games[3].ID, false)
		a.arb.Warn(r.games[4].ID, true)
		a.arb.Warn(r.games[4].ID, true)
		r.show()
		for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
			a.win.Resize(size)
			img := a.win.Canvas().Capture()
			if distinctColours(img) < 10 {
				t.Errorf("%s %v: the rendered screen is nearly blank", lang, size)
			}
			drawn := drawnTexts(r.table.table)
			if !slices.Contains(drawn, "1") || !slices.Contains(drawn, "2") {
				t.Errorf("%s %v: the first tables are not drawn: %q", lang, size, drawn)
			}
			if size.Width > 1900 {
				for _, s := range drawn {
					if strings.HasSuffix(s, "…") {
						t.Errorf("%s %v: %q is cut", lang, size, s)
					}
				}
			}
			keepScreenshot(t, fmt.Sprintf("rounds-%s-%dx%d.png", lang, int(size.Width), int(size.Height)), img)
		}
	}
}
