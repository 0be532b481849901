package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestKeyEntryHandsTakenKeysOn: a key the screen takes does not reach the
// entry, nor does the character the same key types; other keys type as usual.
func TestKeyEntryHandsTakenKeysOn(t *testing.T) {
	test.NewTempApp(t)
	var taken []fyne.KeyName
	e := newKeyEntry(func(ev *fyne.KeyEvent) bool {
		if ev.Name == fyne.KeyA || ev.Name == fyne.KeySpace {
			taken = append(taken, ev.Name)
			return true
		}
		return false
	})
	w := test.NewWindow(e)
	defer w.Close()
	w.Canvas().Focus(e)
	for _, k := range []struct {
		name fyne.KeyName
		char rune
	}{{fyne.KeyA, 'a'}, {fyne.Key5, '5'}, {fyne.KeySpace, ' '}, {fyne.KeyM, 'm'}} {
		pressKey(w.Canvas(), k.name, k.char)
	}
	if e.Text != "5m" {
		t.Errorf("entry %q; want 5m (A and space taken)", e.Text)
	}
	if len(taken) != 2 {
		t.Errorf("taken %v", taken)
	}
}
