package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestOpenByTypedPath: File → Open takes a typed path; a file of another
// type is refused in words with the path kept; Browse… opens the picker.
func TestOpenByTypedPath(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		t.Run(lang, func(t *testing.T) {
			a, first := newTestApp(t, lang)
			second := filepath.Join(t.TempDir(), "second.wqa")
			if err := a.Create(second, "第二个比赛"); err != nil {
				t.Fatal(err)
			}
			a.openDialog()
			form := a.win.Canvas().Overlays().Top()
			field := a.win.Canvas().Focused().(*entry)
			bad := filepath.Join(t.TempDir(), "list.txt")
			test.Type(field, bad)
			press(t, a, fyne.KeyReturn)
			msg := strings.Join(shownTexts(a.win.Canvas().Overlays().Top()), " ")
			want := map[string]string{"zh": "文件 list.txt 不是 .wqa 类型", "en": "The file list.txt is not of type .wqa"}[lang]
			if !strings.Contains(msg, want) {
				t.Errorf("wrong type: %q, want %q", msg, want)
			}
			test.Tap(findButton(t, a.win.Canvas().Overlays().Top(), map[string]string{"zh": "确定", "en": "OK"}[lang]))
			if a.win.Canvas().Overlays().Top() != form || field.Text != bad {
				t.Fatalf("the form did not come back with the path: %q", field.Text)
			}
			test.Tap(findButton(t, form, map[string]string{"zh": "浏览", "en": "Browse"}[lang]))
			if top := a.win.Canvas().Overlays().Top(); top == form || top == nil {
				t.Error("Browse… opened no file dialog")
			}
			a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
			setText(field, `"`+first+`"`) // as Windows copies a path
			a.win.Canvas().Focus(field)
			press(t, a, fyne.KeyReturn)
			if st, err := a.arb.Settings(); err != nil || st.Name != "市围棋赛" {
				t.Errorf("after opening %s: %q, %v", first, st.Name, err)
			}
		})
	}
}
