package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/tournament"
)

// rowButtons are the up, down and remove buttons of the picker's row i.
func rowButtons(t *testing.T, p *tiebreakPicker, i int) (up, down, remove *widget.Button) {
	t.Helper()
	row := p.rows.Objects[i].(*fyne.Container)
	for _, o := range row.Objects {
		if box, ok := o.(*fyne.Container); ok && len(box.Objects) == 3 {
			return box.Objects[0].(*widget.Button), box.Objects[1].(*widget.Button), box.Objects[2].(*widget.Button)
		}
	}
	t.Fatalf("row %d has no buttons", i)
	return nil, nil, nil
}

func TestTiebreakPicker(t *testing.T) {
	test.NewTempApp(t)
	SetupLanguage("zh")
	p := newTiebreakPicker([]tournament.Tiebreak{tournament.SOS, tournament.CUSS, tournament.SOSOS})
	w := test.NewWindow(container.NewVBox(p.Object()))
	defer w.Close()

	if up, _, _ := rowButtons(t, p, 0); !up.Disabled() {
		t.Error("the first tiebreak can be moved up")
	}
	if _, down, _ := rowButtons(t, p, 2); !down.Disabled() {
		t.Error("the last tiebreak can be moved down")
	}
	_, down, _ := rowButtons(t, p, 0)
	test.Tap(down) // SOS below CUSS
	want := []tournament.Tiebreak{tournament.CUSS, tournament.SOS, tournament.SOSOS}
	if got := p.Tiebreaks(); !slices.Equal(got, want) {
		t.Fatalf("after moving SOS down: %v; want %v", got, want)
	}
	up, _, _ := rowButtons(t, p, 2)
	test.Tap(up) // SOSOS above SOS
	want = []tournament.Tiebreak{tournament.CUSS, tournament.SOSOS, tournament.SOS}
	if got := p.Tiebreaks(); !slices.Equal(got, want) {
		t.Fatalf("after moving SOSOS up: %v; want %v", got, want)
	}
	// The list to add from names the others in Chinese, without the chosen ones.
	if slices.Contains(p.add.Options, "累进分（每轮累计积分之和）") || !slices.Contains(p.add.Options, "胜者小分（所胜对手积分，和棋对手半计）") {
		t.Fatalf("options %v", p.add.Options)
	}
	p.add.SetSelected("胜者小分（所胜对手积分，和棋对手半计）")
	_, _, remove := rowButtons(t, p, 0)
	test.Tap(remove)
	want = []tournament.Tiebreak{tournament.SOSOS, tournament.SOS, tournament.SB}
	if got := p.Tiebreaks(); !slices.Equal(got, want) {
		t.Fatalf("after adding SB and removing CUSS: %v; want %v", got, want)
	}
	if p.add.Selected != "" || len(p.add.Options) != len(tournament.KnownTiebreaks())-3 {
		t.Errorf("the add list was not reset: %q, %d options", p.add.Selected, len(p.add.Options))
	}
	markup := test.RenderObjectToMarkup(p.Object())
	for _, word := range []string{"SOS", "CUSS", "SB"} {
		if strings.Contains(markup, ">"+word) || strings.Contains(markup, word+"<") {
			t.Errorf("the Chinese picker shows the code %s", word)
		}
	}
}

// TestGroupRulesShowWhatApplies: McMahon's bar and floor appear for a
// McMahon group only, keeping club mates apart for the Swiss systems only.
func TestGroupRulesShowWhatApplies(t *testing.T) {
	for _, tt := range []struct {
		system         tournament.System
		mcmahon, clubs bool
	}{
		{tournament.Swiss, false, true},
		{tournament.McMahon, true, true},
		{tournament.RoundRobin, false, false},
	} {
		t.Run(fmt.Sprint(tt.system), func(t *testing.T) {
			a, _ := newTestApp(t, "en")
			if _, err := a.arb.AddGroup(tournament.Group{Name: "A", System: tt.system, Rounds: 5}); err != nil {
				t.Fatal(err)
			}
			a.reloadScreens()
			g, _ := a.arb.Group("A")
			a.settings.groupRulesDialog(g.ID)
			markup := test.RenderObjectToMarkup(a.win.Canvas().Overlays().Top())
			if got := strings.Contains(markup, "McMahon bar"); got != tt.mcmahon {
				t.Errorf("%s: McMahon bar shown %v; want %v", tt.system, got, tt.mcmahon)
			}
			if got := strings.Contains(markup, "Keep club mates apart"); got != tt.clubs {
				t.Errorf("%s: club rule shown %v; want %v", tt.system, got, tt.clubs)
			}
			a.win.Canvas().Overlays().Top().Hide()
		})
	}
}

// TestRenderGroupRules keeps pictures of a McMahon group's rules dialog in
// both languages at a netbook's size and a desktop's, for a person to look at.
func TestRenderGroupRules(t *testing.T) {
	for _, l := range []string{"zh", "en"} {
		for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
			a, _ := newTestApp(t, l)
			if _, err := a.arb.AddGroup(tournament.Group{Name: "公开组", System: tournament.McMahon, Rounds: 5}); err != nil {
				t.Fatal(err)
			}
			a.reloadScreens()
			a.win.Resize(size)
			g, _ := a.arb.Group("公开组")
			a.settings.groupRulesDialog(g.ID)
			img := a.win.Canvas().Capture()
			if distinctColours(img) < 10 {
				t.Errorf("%s %v: the dialog is nearly blank", l, size)
			}
			keepScreenshot(t, fmt.Sprintf("group-rules-%s-%.0fx%.0f.png", l, size.Width, size.Height), img)
		}
	}
}
