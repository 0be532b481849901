package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/tournament"
)

// TestGroupRulesColours: the rules dialog of a Swiss and of a McMahon group
// shows which criterion the pairing puts first, scores (同分相遇) as a new
// group has it; choosing colours first and pressing Enter stores it with
// the group's rules, and the dialog opened again shows it. The dialog fits
// 1024×600 and 1920×1080 in both languages (screenshots kept).
func TestGroupRulesColours(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		t.Run(lang, func(t *testing.T) {
			a, _ := newTestApp(t, lang)
			for _, sys := range []tournament.System{tournament.Swiss, tournament.McMahon} {
				id, err := a.arb.AddGroup(tournament.Group{Name: string(sys), System: sys, Rounds: 5})
				if err != nil {
					t.Fatal(err)
				}
				a.reloadScreens()
				colours := func() *selectField {
					for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
						if s, ok := o.(*selectField); ok && len(s.Options) == 2 && s.Options[1] == tr("rules.colours.first", "", nil) {
							return s
						}
					}
					return nil
				}
				a.settings.groupRulesDialog(id)
				c := colours()
				if c == nil {
					t.Fatalf("%s: no colours choice in the rules dialog", sys)
				}
				if c.SelectedIndex() != 0 {
					t.Errorf("%s: a new group shows %q, want scores first", sys, c.Selected)
				}
				c.SetSelectedIndex(1)
				for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
					a.win.Resize(size)
					if cut := cutObjects(a.win.Canvas().Overlays().Top(), size); len(cut) > 0 {
						t.Errorf("%s at %v: %v", sys, size, cut)
					}
					keepScreenshot(t, fmt.Sprintf("group-rules-colours-%s-%s-%.0fx%.0f.png", sys, lang, size.Width, size.Height), a.win.Canvas().Capture())
				}
				press(t, a, fyne.KeyReturn)
				if top := a.win.Canvas().Overlays().Top(); top != nil {
					t.Fatalf("%s: the dialog stayed open: %q", sys, a.settings.problems.Text)
				}
				g, err := a.arb.Group(string(sys))
				if err != nil || g.Colours != tournament.ColoursFirst {
					t.Fatalf("%s: saved colours %q (%v), want first", sys, g.Colours, err)
				}
				a.settings.groupRulesDialog(id)
				if c := colours(); c == nil || c.SelectedIndex() != 1 {
					t.Errorf("%s: opened again, the dialog does not show colours first", sys)
				}
				closeOverlays(a)
			}
		})
	}
}

// oneColourApp is a window on a Swiss event of eight players by rating,
// two rounds played: seeds 1, 2, 7 and 8 won twice with Black, the others
// lost twice with White (cli/testdata/one-colour.trf's event).
func oneColourApp(t *testing.T, lang string) *App {
	t.Helper()
	a, _ := newTestApp(t, lang)
	gid, err := a.arb.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 5, Draw: tournament.DrawSeeded})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := a.arb.Group("公开组")
	var ids []int64
	for i, name := range []string{"张一", "张二", "张三", "张四", "张五", "张六", "张七", "张八"} {
		id, err := a.arb.AddPlayer(tournament.Player{NameZh: name, Rank: "1d", Rating: 2400 - 100*i, GroupID: gid, JoinsRound: 1, WithdrawnAfter: -1})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	for n, pairs := range [][][2]int{{{1, 5}, {2, 6}, {7, 3}, {8, 4}}, {{1, 6}, {2, 5}, {7, 4}, {8, 3}}} {
		var games []tournament.Game
		for k, p := range pairs {
			games = append(games, tournament.Game{Round: n + 1, Table: k + 1, Black: ids[p[0]-1], White: ids[p[1]-1]})
		}
		if err := a.arb.SavePairing(g, n+1, games, nil); err != nil {
			t.Fatal(err)
		}
		saved, _, _ := a.arb.Round(gid, n+1)
		for _, game := range saved {
			if err := a.arb.SetResult(game.ID, "B+R"); err != nil {
				t.Fatal(err)
			}
		}
	}
	a.reloadScreens()
	return a
}

// TestExplainColourBreaks: before round 3 is published, the Explain dialog
// says how many players the pairing gives a third colour in a row (four,
// in a group that pairs scores first: see cli's TestTRFPairColoursFirst),
// names them and says why — no pairing without a rematch needs any, the
// four come from pairing equal scores first. With colours first nobody
// breaks; colours swapped by hand at a board then give both its players a
// third colour in a row, two more than the rules need. Screenshots in both
// languages at 1024×600.
func TestExplainColourBreaks(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		t.Run(lang, func(t *testing.T) {
			a := oneColourApp(t, lang)
			a.win.Resize(fyne.NewSize(1024, 600))
			a.tabs.SelectIndex(roundsTab)
			r := a.rounds
			r.pairNext()
			if r.roundNo() != 3 || len(r.games) != 4 {
				t.Fatalf("round %d, %d games", r.roundNo(), len(r.games))
			}
			text := func() string {
				r.explainDialog()
				top := a.win.Canvas().Overlays().Top()
				if top == nil {
					t.Fatal("no explanation shown")
				}
				markup := test.RenderObjectToMarkup(top)
				return markup
			}
			got := text()
			want := map[string][]string{
				"en": {"4 players get a third colour in a row or a colour difference of three: ", "Pairing equal scores first (同分相遇) gives 4"},
				"zh": {"4 名棋手将连执同色三局或黑白差达到三局：", "同分相遇优先的编排有 4 名"},
			}[lang]
			for _, w := range want {
				if !strings.Contains(got, w) {
					t.Errorf("the explanation lacks %q:\n%s", w, got)
				}
			}
			if strings.Contains(got, tr("explain.colour_unavoidable", "", map[string]any{"N": 0})[:10]) {
				t.Errorf("says some breaks are unavoidable:\n%s", got)
			}
			keepScreenshot(t, "explain-colours-"+lang+"-1024x600.png", a.win.Canvas().Capture())
			closeOverlays(a)
			// Colours first: nobody breaks; colours swapped by hand at a
			// board then give both its players a third colour in a row.
			g, _ := a.arb.Group("公开组")
			if err := a.arb.UnpairRound(g.ID, 3); err != nil {
				t.Fatal(err)
			}
			g.Colours = tournament.ColoursFirst
			if err := a.arb.SaveGroupRules(g); err != nil {
				t.Fatal(err)
			}
			a.reloadScreens()
			r.pairNext()
			if got := text(); !strings.Contains(got, tr("explain.colour_breaks", "", map[string]any{"N": 0})) {
				t.Errorf("colours first:\n%s", got)
			}
			closeOverlays(a)
			if err := a.arb.SwapColours(r.games[0].ID); err != nil {
				t.Fatal(err)
			}
			r.show()
			got = text()
			for _, w := range []string{strings.TrimRight(tr("explain.colour_breaks_named", "", map[string]any{"N": 2, "Names": ""}), ".。"), tr("explain.colour_by_hand", "", map[string]any{"N": 2})} {
				if !strings.Contains(got, w) {
					t.Errorf("after a swap by hand, lacks %q:\n%s", w, got)
				}
			}
			closeOverlays(a)
		})
	}
}
