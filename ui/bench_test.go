package ui

import (
	"fmt"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// bigSwissApp is the window on a Swiss group of 2,000 players after round
// 3 (every game with a result), with round 4 paired and no result in yet:
// the largest field the desk is asked to run.
func bigSwissApp(b *testing.B) *App {
	b.Helper()
	fa := test.NewTempApp(b)
	SetupLanguage("zh")
	a := New(fa, "bench")
	path := filepath.Join(b.TempDir(), "big.wqa")
	if err := a.Create(path, "全国少儿围棋大赛"); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { a.closeStore() })
	if _, err := a.arb.AddGroup(tournament.Group{Name: "少年组", System: tournament.Swiss, Rounds: 7,
		Tiebreaks: []tournament.Tiebreak{tournament.SOS, tournament.SOSOS, tournament.CUSS}}); err != nil {
		b.Fatal(err)
	}
	g, _ := a.arb.Group("少年组")
	ranks := []string{"5d", "3d", "1d", "2k", "5k", "10k"}
	players := make([]tournament.Player, 2000)
	for i := range players {
		players[i] = tournament.Player{GroupID: g.ID, NameZh: fmt.Sprintf("选手%04d", i+1), NameLatin: fmt.Sprintf("Player %04d", i+1),
			Club: fmt.Sprintf("第%d棋院", i%97+1), Rank: ranks[i%len(ranks)], WithdrawnAfter: -1, CheckedIn: true}
	}
	if err := a.arb.ImportPlayers(players); err != nil {
		b.Fatal(err)
	}
	results := []tournament.Result{"B+R", "W+R", "B+1.5", "W+T", "B+", "W+P"}
	for n := 1; n <= 3; n++ {
		f, err := a.arb.Field(g)
		if err != nil {
			b.Fatal(err)
		}
		games, byes, _, err := pairing.Pair(f, n)
		if err != nil {
			b.Fatal(err)
		}
		for i := range games {
			games[i].Result = results[(i+n)%len(results)]
		}
		if err := a.arb.SavePairing(g, n, games, byes); err != nil {
			b.Fatal(err)
		}
	}
	if _, err := a.arb.PairRound(g, 4); err != nil {
		b.Fatal(err)
	}
	a.reloadScreens()
	a.win.Resize(fyne.NewSize(1600, 1000))
	return a
}

// BenchmarkOpenRoundsScreen2000: selecting the Rounds tab (what the
// arbiter waits for: the round's 1,000 tables filled in).
func BenchmarkOpenRoundsScreen2000(b *testing.B) {
	a := bigSwissApp(b)
	a.tabs.SelectIndex(roundsTab)
	for b.Loop() {
		a.tabs.OnSelected(a.tabs.Items[roundsTab])
	}
	if len(a.rounds.table.rows) != 1000 {
		b.Fatalf("%d rows shown", len(a.rounds.table.rows))
	}
}

// BenchmarkOpenStandingsScreen2000: selecting the Standings tab (2,000
// players with three tiebreaks after round 3).
func BenchmarkOpenStandingsScreen2000(b *testing.B) {
	a := bigSwissApp(b)
	a.tabs.SelectIndex(standingsTab)
	for b.Loop() {
		a.tabs.OnSelected(a.tabs.Items[standingsTab])
	}
	if len(a.standing.table.rows) != 2000 {
		b.Fatalf("%d rows shown", len(a.standing.table.rows))
	}
}

// BenchmarkQuickEntrySave2000: one result typed in the quick field and
// saved (the file written, the round table and the menus brought up to
// date).
func BenchmarkQuickEntrySave2000(b *testing.B) {
	a := bigSwissApp(b)
	a.tabs.SelectIndex(roundsTab)
	r := a.rounds
	i := 0
	for b.Loop() {
		// A table already saved gets the same result again: no question.
		r.quickEntry(fmt.Sprintf("%d b", i%1000+1))
		i++
	}
	if a.win.Canvas().Overlays().Top() != nil || r.games[0].Result != "B+" {
		b.Fatalf("not saved: %q, %q", r.games[0].Result, r.status.Text)
	}
}

// BenchmarkSwitchRound2000: the Rounds screen switching between rounds 3
// and 4, every cell in view filled anew (the cold case of opening it).
func BenchmarkSwitchRound2000(b *testing.B) {
	a := bigSwissApp(b)
	a.tabs.SelectIndex(roundsTab)
	r := a.rounds
	i := 0
	for b.Loop() {
		r.round.SetSelected([]string{"3", "4"}[i%2])
		i++
	}
	if len(r.table.rows) != 1000 {
		b.Fatalf("%d rows shown", len(r.table.rows))
	}
}
