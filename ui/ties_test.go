package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/tournament"
)

// cycleApp is a four-player round robin, every round played: P1 beat P2,
// P2 beat P3, P3 beat P1, and everyone beat P4. P1, P2 and P3 have 4
// points, SB 4 (a win over a 4-point player, one over 0), the mini-table
// 2 each: nothing separates them, they share first place.
func cycleApp(t *testing.T, lang string) (*App, tournament.Group) {
	t.Helper()
	a, _ := newTestApp(t, lang)
	if _, err := a.arb.AddGroup(tournament.Group{Name: "循环组", System: tournament.RoundRobin, Draw: tournament.DrawSeeded}); err != nil {
		t.Fatal(err)
	}
	g, _ := a.arb.Group("循环组")
	var ids []int64
	for _, n := range []string{"张三", "李四", "王五", "赵六"} {
		id, err := a.arb.AddPlayer(tournament.Player{NameZh: n, Rank: "3d", Club: "棋院", GroupID: g.ID, WithdrawnAfter: -1})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	winner := map[[2]int64]int64{{ids[0], ids[1]}: ids[0], {ids[1], ids[2]}: ids[1], {ids[0], ids[2]}: ids[2]}
	for n := 1; n <= 3; n++ {
		if _, err := a.arb.PairRound(g, n); err != nil {
			t.Fatal(err)
		}
		games, _ := a.arb.Games(g.ID, n)
		for _, game := range games {
			w, ok := winner[[2]int64{min(game.Black, game.White), max(game.Black, game.White)}]
			if !ok { // against 赵六, who loses every game
				w = min(game.Black, game.White)
			}
			r := tournament.Result("W+R")
			if w == game.Black {
				r = "B+R"
			}
			if err := a.arb.SetResult(game.ID, r); err != nil {
				t.Fatal(err)
			}
		}
	}
	a.reloadScreens()
	a.standing.group.SetSelected(g.Name)
	return a, g
}

// TestStandingsScreenSharesPlaces: the window shows the shared first place
// as 并列1 (1= in English) on all three rows and the direct-encounter
// column's 2; a play-off typed in the dialog (王五 won it, then 张三, then
// 李四, by their numbers 3 1 2) places them 1, 2, 3.
func TestStandingsScreenSharesPlaces(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		a, _ := cycleApp(t, lang)
		s := a.standing
		shared := map[string]string{"zh": "并列1", "en": "1="}[lang]
		direct := -1
		for c, h := range s.table.headers {
			if h == tiebreakName(tournament.Direct) {
				direct = c
			}
		}
		for i, row := range s.table.rows[:3] {
			if row[0].text != shared || direct < 0 || row[direct].text != "2" {
				t.Errorf("%s row %d: %v (direct column %d)", lang, i, row, direct)
			}
		}
		if got := s.table.rows[3][0].text; got != "4" {
			t.Errorf("%s: 赵六 placed %q, want 4", lang, got)
		}
		for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
			a.tabs.SelectIndex(standingsTab)
			a.win.Resize(size)
			keepScreenshot(t, fmt.Sprintf("standings-shared-%s-%.0fx%.0f.png", lang, size.Width, size.Height), a.win.Canvas().Capture())
		}
		a.win.Resize(fyne.NewSize(1024, 600))
		s.playoffDialog()
		top := a.win.Canvas().Overlays().Top()
		if top == nil {
			t.Fatalf("%s: no play-off dialog", lang)
		}
		keepScreenshot(t, "playoff-dialog-"+lang+"-1024x600.png", a.win.Canvas().Capture())
		order, ok := a.win.Canvas().Focused().(*entry)
		if !ok {
			t.Fatalf("%s: the play-off dialog does not start on the order", lang)
		}
		test.Type(order, "3 1 2")
		press(t, a, fyne.KeyReturn)
		var got []string
		for _, row := range s.table.rows {
			got = append(got, row[0].text+" "+row[1].text)
		}
		if want := "1 王五,2 张三,3 李四,4 赵六"; strings.Join(got, ",") != want {
			t.Errorf("%s after the play-off: %v, want %s", lang, got, want)
		}
		a.tabs.SelectIndex(standingsTab)
		keepScreenshot(t, "standings-playoff-"+lang+"-1024x600.png", a.win.Canvas().Capture())
	}
}

// TestResultOnAVoidGameRefusedInTheWindow: a round robin of four, the
// schedule paired, round 1 played; 赵六 withdraws after it (one game of
// three: void). Typing a result for his round-2 table on the Rounds screen
// is refused, the message saying to undo the withdrawal, and the game
// stays void.
func TestResultOnAVoidGameRefusedInTheWindow(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		a, _ := newTestApp(t, lang)
		a.arb.AddGroup(tournament.Group{Name: "循环组", System: tournament.RoundRobin, Draw: tournament.DrawSeeded})
		g, _ := a.arb.Group("循环组")
		var ids []int64
		for _, n := range []string{"张三", "李四", "王五", "赵六"} {
			id, _ := a.arb.AddPlayer(tournament.Player{NameZh: n, Rank: "3d", GroupID: g.ID, WithdrawnAfter: -1})
			ids = append(ids, id)
		}
		for n := 1; n <= 3; n++ {
			if _, err := a.arb.PairRound(g, n); err != nil {
				t.Fatal(err)
			}
		}
		games, _ := a.arb.Games(g.ID, 1)
		for _, game := range games {
			a.arb.SetResult(game.ID, "B+R")
		}
		if err := a.arb.Withdraw(ids[3], 1); err != nil {
			t.Fatal(err)
		}
		a.reloadScreens()
		a.win.Resize(fyne.NewSize(1024, 600))
		r := a.rounds
		r.round.SetSelected("2")
		var void tournament.Game
		for _, game := range r.games {
			if game.Black == ids[3] || game.White == ids[3] {
				void = game
			}
		}
		r.quickEntry(fmt.Sprintf("%d b", void.Table))
		shown := r.status.Text
		if top := a.win.Canvas().Overlays().Top(); top != nil {
			shown += test.RenderObjectToMarkup(top)
		}
		if !strings.Contains(shown, map[string]string{"zh": "请先撤销该退赛", "en": "undo the withdrawal first"}[lang]) {
			t.Errorf("%s: the refusal says %q", lang, shown)
		}
		a.tabs.SelectIndex(roundsTab)
		keepScreenshot(t, "result-held-"+lang+"-1024x600.png", a.win.Canvas().Capture())
		games, _ = a.arb.Games(g.ID, 2)
		for _, game := range games {
			if game.ID == void.ID && game.Result != tournament.Void {
				t.Errorf("%s: the game became %q", lang, game.Result)
			}
		}
	}
}

// TestMcMahonRoundsScreen: a McMahon group's Rounds screen heads its score
// columns 麦克马洪分 and shows the McMahon scores from round 1 (5d and 4d at
// the bar 3d, 32; 3d 32; 2d 31; 1d 30), and the explanation speaks of the
// McMahon difference.
func TestMcMahonRoundsScreen(t *testing.T) {
	a, _ := newTestApp(t, "zh")
	if _, err := a.arb.AddGroup(tournament.Group{Name: "公开组", System: tournament.McMahon, Rounds: 3, Bar: "3d"}); err != nil {
		t.Fatal(err)
	}
	g, _ := a.arb.Group("公开组")
	for i, n := range []string{"张三", "李四", "王五", "赵六", "孙七", "周八"} {
		a.arb.AddPlayer(tournament.Player{NameZh: n, Rank: []string{"5d", "4d", "3d", "2d", "1d", "1d"}[i], GroupID: g.ID, WithdrawnAfter: -1})
	}
	a.reloadScreens()
	a.win.Resize(fyne.NewSize(1024, 600))
	r := a.rounds
	r.pairNext()
	if h := r.table.headers[colBlackPoints]; h != "麦克马洪分" {
		t.Errorf("score column %q", h)
	}
	want := map[string]string{"张三": "32", "李四": "32", "王五": "32", "赵六": "31", "孙七": "30", "周八": "30"}
	for _, row := range r.table.rows {
		for _, side := range [][2]int{{colBlack, colBlackPoints}, {colWhite, colWhitePoints}} {
			name := strings.Fields(row[side[0]].text)
			if len(name) > 0 && want[name[0]] != row[side[1]].text {
				t.Errorf("%s: %q, want %s", name[0], row[side[1]].text, want[name[0]])
			}
		}
	}
	a.tabs.SelectIndex(roundsTab)
	keepScreenshot(t, "rounds-mcmahon-zh-1024x600.png", a.win.Canvas().Capture())
	r.explainDialog()
	top := a.win.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(test.RenderObjectToMarkup(top), "麦克马洪分差") {
		t.Error("the explanation does not speak of 麦克马洪分差")
	}
}

// TestDisplaySharesPlaces: the projector's standings show the cycle's
// shared first place as 并列1 on all three rows.
func TestDisplaySharesPlaces(t *testing.T) {
	a, _ := cycleApp(t, "zh")
	a.openDisplay()
	d := a.display
	d.standings = true
	d.refresh()
	rows := displayTexts(d)
	if len(rows) != 4 {
		t.Fatalf("display rows %v", rows)
	}
	for _, r := range rows[:3] {
		if !strings.HasPrefix(r, "并列1 | ") || !strings.HasSuffix(r, " | 4") {
			t.Errorf("display row %q", r)
		}
	}
	d.win.SetFullScreen(false)
	d.win.Resize(fyne.NewSize(1024, 600))
	keepScreenshot(t, "display-standings-shared-zh-1024x600.png", d.win.Canvas().Capture())
	d.win.Close()
}
