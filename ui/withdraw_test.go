package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/tournament"
)

// TestWithdrawDialogPreview opens the withdrawal dialog of a triple round
// robin of four players (9 rounds) after two rounds played: 2 games of 9,
// fewer than half (SPEC §9.2), so the dialog must say the results are void,
// as storage then does; it keeps screenshots for a person to look at.
func TestWithdrawDialogPreview(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		a, _ := newTestApp(t, lang)
		if _, err := a.arb.AddGroup(tournament.Group{Name: "循环组", System: tournament.RoundRobin, Rounds: 9, Draw: tournament.DrawSeeded}); err != nil {
			t.Fatal(err)
		}
		g, _ := a.arb.Group("循环组")
		for _, n := range []string{"张三", "李四", "王五", "赵六"} {
			if _, err := a.arb.AddPlayer(tournament.Player{NameZh: n, Rank: "3d", GroupID: g.ID, WithdrawnAfter: -1}); err != nil {
				t.Fatal(err)
			}
		}
		for n := 1; n <= 9; n++ {
			if _, err := a.arb.PairRound(g, n); err != nil {
				t.Fatal(err)
			}
		}
		for n := 1; n <= 2; n++ {
			games, _ := a.arb.Games(g.ID, n)
			for _, game := range games {
				a.arb.SetResult(game.ID, tournament.WhiteResigns)
			}
		}
		a.reloadScreens()
		ps, _ := a.arb.Players()
		a.players.withdrawDialog(ps[0])
		top := a.win.Canvas().Overlays().Top()
		var after *entry
		var labels []string
		for _, o := range test.LaidOutObjects(top) {
			if e, ok := o.(*entry); ok && after == nil {
				after = e
			}
		}
		if after == nil {
			t.Fatal("no round field in the withdrawal dialog")
		}
		after.SetText("2")
		for _, o := range test.LaidOutObjects(top) {
			switch l := o.(type) {
			case *widget.Label:
				labels = append(labels, l.Text)
			case *wrapLabel: // the preview, broken into lines at the dialog's width
				labels = append(labels, l.Text)
			}
		}
		text := strings.Join(labels, "\n")
		want := map[string]string{"zh": "共9轮，已赛2局，不足一半", "en": "2 games played of the 9 rounds, fewer than half"}[lang]
		flat := func(s string) string { return strings.Join(strings.Fields(s), "") } // lines broken anywhere
		if !strings.Contains(flat(text), flat(want)) {
			t.Errorf("%s: the preview says %q; want %q", lang, text, want)
		}
		for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
			a.win.Resize(size)
			keepScreenshot(t, fmt.Sprintf("withdraw-%s-%.0fx%.0f.png", lang, size.Width, size.Height), a.win.Canvas().Capture())
		}
		a.closeStore()
	}
}
