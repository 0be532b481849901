package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

type fakeNow struct{ t time.Duration }

func (f *fakeNow) now() time.Duration   { return f.t }
func (f *fakeNow) wait(d time.Duration) { f.t += d }

// clockEpoch is the hall's time when the tests' clocks start.
var clockEpoch = time.Date(2026, 12, 5, 9, 0, 0, 0, time.Local)

func newClockApp(t testing.TB, lang string) (*App, *fakeNow) {
	t.Helper()
	fa := test.NewTempApp(t)
	SetupLanguage(lang)
	a := New(fa, "test")
	if err := a.Create(t.TempDir()+"/clock.wqa", "市围棋赛"); err != nil {
		t.Fatalf("Create: %v", err)
	}
	t.Cleanup(func() { a.closeStore() })
	ft := &fakeNow{}
	a.clocks.now = ft.now
	a.clocks.epoch = clockEpoch
	a.clocks.gap = 0 // the test jumps time; the real ticker runs every 100 ms
	a.tabs.SelectIndex(clockTab)
	a.win.Resize(fyne.NewSize(1200, 760))
	return a, ft
}

// pressKey delivers a key as the desktop driver does: to the focused
// widget if any (the key, then the character it types), else to the
// window's canvas.
func pressKey(c fyne.Canvas, name fyne.KeyName, char rune) {
	ev := &fyne.KeyEvent{Name: name}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		if char != 0 {
			f.TypedRune(char)
		}
		return
	}
	if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
	if h := c.OnTypedRune(); h != nil && char != 0 {
		h(char)
	}
}
