package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/tournament"
)

// hallApp has two groups in one hall: 公开组, six players (three tables),
// and 循环组, four, registered in that order.
func hallApp(t *testing.T, lang string) *App {
	t.Helper()
	a, _ := newTestApp(t, lang)
	first, _ := a.arb.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	second, _ := a.arb.AddGroup(tournament.Group{Name: "循环组", System: tournament.RoundRobin})
	for i := range 10 {
		g := first
		if i >= 6 {
			g = second
		}
		if _, err := a.arb.AddPlayer(tournament.Player{NameZh: fmt.Sprintf("棋手%d", i+1), Rank: "1d", GroupID: g, CheckedIn: true, WithdrawnAfter: -1}); err != nil {
			t.Fatal(err)
		}
	}
	a.reloadScreens()
	a.win.Resize(fyne.NewSize(1024, 600))
	return a
}

// TestFirstTableFromTheRulesDialog: 循环组 pairs after 公开组's three
// tables by default (the rules dialog says where); typed into the dialog,
// its first table is where the Rounds screen and the next pairing put it.
func TestFirstTableFromTheRulesDialog(t *testing.T) {
	a := hallApp(t, "zh")
	r := a.rounds
	a.tabs.SelectIndex(roundsTab)
	r.group.SetSelected("循环组")
	r.pairNext()
	if tables := tableColumn(r); strings.Join(tables, " ") != "4 5" {
		t.Fatalf("循环组 after 公开组's three tables: %q", tables)
	}
	g, _ := a.arb.Group("循环组")
	a.settings.groupRulesDialog(g.ID)
	var field *entry
	for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
		if e, ok := o.(*entry); ok && strings.Contains(e.PlaceHolder, "紧接上一组别，第4台") {
			field = e
		}
	}
	if field == nil {
		t.Fatal("the rules dialog has no first table saying it follows at table 4")
	}
	keepScreenshot(t, "group-rules-first-table-zh-1024x600.png", a.win.Canvas().Capture())
	test.Type(field, "21")
	press(t, a, fyne.KeyReturn)
	if saved, _ := a.arb.Group("循环组"); saved.FirstTable != 21 {
		t.Fatalf("saved first table %d (%s)", saved.FirstTable, a.settings.problems.Text)
	}
	a.tabs.SelectIndex(roundsTab)
	r.group.SetSelected("循环组")
	r.repairShown()
	press(t, a, fyne.KeyReturn)
	if tables := tableColumn(r); strings.Join(tables, " ") != "21 22" {
		t.Errorf("after first table 21: %q", tables)
	}
	r.quickEntry("22 b")
	if !strings.Contains(r.status.Text, "第22台") {
		t.Errorf("quick entry at table 22: %q", r.status.Text)
	}
}

// TestSettledGameOnTheRoundsScreen: round 2 of 公开组 was paired, and a
// result entered in it, before a player withdrew after round 1; his game
// shows without a table, after the others and before no bye, and its
// table typed gets the reason its result stands.
func TestSettledGameOnTheRoundsScreen(t *testing.T) {
	a := hallApp(t, "zh")
	r := a.rounds
	a.tabs.SelectIndex(roundsTab)
	r.group.SetSelected("公开组")
	r.pairNext()
	for _, g := range r.games {
		r.quickEntry(fmt.Sprintf("%d b", g.Table))
	}
	r.pairNext()
	gone := r.games[0].White
	table := r.games[0].Table
	// A result is in at another table: the round stands (a round with no
	// result yet would be paired again without him, SPEC §9.2) and his
	// game is settled as a forfeit.
	r.quickEntry(fmt.Sprintf("%d b", r.games[1].Table))
	if err := a.arb.Withdraw(gone, 1); err != nil {
		t.Fatal(err)
	}
	r.show()
	tables := tableColumn(r)
	if tables[len(tables)-1] != "—" || strings.Count(strings.Join(tables, " "), "—") != 1 {
		t.Errorf("tables %q: the settled game last, without a table", tables)
	}
	last := r.table.rows[len(r.table.rows)-1]
	if last[colWhite].text != a.playersByID()[gone].Name() || last[colResult].text != "白弃权" {
		t.Errorf("the settled row: %v", last)
	}
	r.quickEntry(fmt.Sprintf("%d w", table))
	if !strings.Contains(r.status.Text, "请先撤销该退赛") {
		t.Errorf("typing the settled game's table: %q", r.status.Text)
	}
	keepScreenshot(t, "rounds-settled-zh-1024x600.png", a.win.Canvas().Capture())
}

// tableColumn is the table column of the Rounds screen's rows.
func tableColumn(r *roundsScreen) []string {
	var out []string
	for _, row := range r.table.rows {
		out = append(out, row[colTable].text)
	}
	return out
}
