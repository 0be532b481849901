package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/tournament"
)

// TestHelpPages: the manual and the shortcuts exist in both languages, and
// every quick-entry key the shortcuts page teaches is one the Rounds screen
// reads.
func TestHelpPages(t *testing.T) {
	test.NewTempApp(t)
	for _, l := range []string{"zh", "en"} {
		SetupLanguage(l)
		manual, keys := helpText(helpManual), helpText(helpShortcuts)
		if len(manual) < 500 || len(keys) < 300 {
			t.Fatalf("%s: pages too short (%d, %d bytes)", l, len(manual), len(keys))
		}
		if chinese := strings.Contains(manual, "比赛"); chinese != (l == "zh") {
			t.Errorf("%s: the manual is in the wrong language", l)
		}
		for _, k := range []string{"b", "1", "w", "2", "=", "fb", "fw", "ff", "d", "r", "v"} {
			if _, err := tournament.ParseQuick(k); err != nil {
				t.Errorf("the shortcuts teach %q, which quick entry refuses: %v", k, err)
			}
			if !strings.Contains(keys, "`"+k+"`") {
				t.Errorf("%s: the shortcuts page does not list quick-entry key %q", l, k)
			}
		}
		for _, k := range []string{"Ctrl+Z", "Ctrl+Y", "Ctrl+O", "Ctrl+S", "Esc"} {
			if !strings.Contains(keys, k) {
				t.Errorf("%s: the shortcuts page does not list %s", l, k)
			}
		}
	}
}

// TestRenderHelp keeps pictures of the manual in both languages at a
// netbook's size for a person to look at.
func TestRenderHelp(t *testing.T) {
	for _, l := range []string{"zh", "en"} {
		a, _ := newTestApp(t, l)
		a.win.Resize(fyne.NewSize(1024, 600))
		a.showHelp(helpManual, "manual")
		img := a.win.Canvas().Capture()
		if distinctColours(img) < 10 {
			t.Errorf("%s: the manual is nearly blank", l)
		}
		keepScreenshot(t, fmt.Sprintf("manual-%s-1024x600.png", l), img)
	}
}
