package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestStartReopensLastFile: started with no file (the desktop icon), the
// window opens the tournament used last, as a restart mid-round needs; a
// file used last that is gone (a stick not plugged in) is passed over; with
// none it makes and opens the default file; a file given is the one opened.
func TestStartReopensLastFile(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		t.Run(lang, func(t *testing.T) {
			dir := t.TempDir()
			def := filepath.Join(dir, "data", "default.wqa")
			event := filepath.Join(dir, "市少儿赛 第二天.wqa")
			other := filepath.Join(dir, "other.wqa")

			// The first start: no file used yet, the default one is made.
			fa := test.NewTempApp(t)
			SetupLanguage(lang)
			a := New(fa, "test")
			got, err := a.startFile("", def)
			if err != nil || got != def || a.arb == nil || a.arb.Path() != def {
				t.Fatalf("first start: %q, %v", got, err)
			}
			a.closeStore()
			// The arbiter makes the event, then another file, and goes back
			// to the event; the window is killed mid-round.
			for _, p := range []string{event, other} {
				if err := a.Create(p, "市少儿围棋赛"); err != nil {
					t.Fatal(err)
				}
			}
			if err := a.Open(event); err != nil {
				t.Fatal(err)
			}
			a.closeStore()

			// The restart, with the same settings.
			b := New(fa, "test")
			got, err = b.startFile("", def)
			if err != nil || got != event {
				t.Fatalf("restart opens %q (%v); want the event %q", got, err, event)
			}
			if err := b.Open(got); err != nil {
				t.Fatal(err)
			}
			if title := b.win.Title(); !strings.HasPrefix(title, "市少儿围棋赛 — ") {
				t.Errorf("title %q", title)
			}
			b.closeStore()

			// The event's file is gone: the one used before it opens.
			if err := os.Rename(event, event+".moved"); err != nil {
				t.Fatal(err)
			}
			if got, _ := New(fa, "test").startFile("", def); got != other {
				t.Errorf("with the last file gone, %q opens; want %q", got, other)
			}
			// A file given on the command line wins.
			if got, _ := New(fa, "test").startFile(def, ""); got != def {
				t.Errorf("the file given is not opened: %q", got)
			}
		})
	}
}
