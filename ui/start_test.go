package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestFileNameFor(t *testing.T) {
	tests := map[string]string{
		"2026年市少儿围棋锦标赛":         "2026年市少儿围棋锦标赛",
		"A/B: 决赛?":              "A_B_ 决赛_",
		" 公开赛. ":                "公开赛",
		"a\x1b[31mb":            "a_[31mb",
		`C:\temp\x`:             "C__temp_x",
		string(make([]rune, 0)): "",
	}
	for in, want := range tests {
		if got := fileNameFor(in); got != want {
			t.Errorf("fileNameFor(%q) = %q; want %q", in, got, want)
		}
	}
	long := ""
	for range 100 {
		long += "棋"
	}
	if got := []rune(fileNameFor(long)); len(got) != 80 {
		t.Errorf("a 100-character name gives a %d-character file name", len(got))
	}
}

// TestNewTournamentAsksForItsName: File → New asks for the name first; an
// empty name is refused and the form comes back.
func TestNewTournamentAsksForItsName(t *testing.T) {
	a, _ := newTestApp(t, "zh")
	a.newDialog()
	name, ok := a.win.Canvas().Focused().(*entry)
	if !ok {
		t.Fatalf("the focus is on %T, not the name", a.win.Canvas().Focused())
	}
	press(t, a, fyne.KeyReturn)
	test.Tap(findButton(t, a.win.Canvas().Overlays().Top(), "确定"))
	if a.win.Canvas().Focused() != name {
		t.Fatal("after an empty name, the name form did not come back")
	}
	test.Type(name, "2026年市少儿围棋锦标赛")
	press(t, a, fyne.KeyReturn)
	if top := a.win.Canvas().Overlays().Top(); top == nil || a.win.Canvas().Focused() == name {
		t.Fatal("no file dialog after the name")
	}
}

// TestFirstSteps: a new tournament shows where to start until a round is
// paired.
func TestFirstSteps(t *testing.T) {
	a := eventApp(t, "zh")
	a.reloadScreens()
	if !a.settings.steps.object.Visible() {
		t.Fatal("a new tournament does not say where to start")
	}
	a.rounds.pairNext()
	a.reloadScreens()
	if a.settings.steps.object.Visible() {
		t.Error("the first steps still show after round 1 was paired")
	}
}
