package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

// TestFilePickerInTheLanguage: the file dialog names its places in the
// window's language (Fyne's said Home and Computer in a Chinese window),
// lists the folder's subfolders and files of the type, opens a folder
// tapped, takes a typed name and Enter, adds the type's extension, and
// asks before replacing a file.
func TestFilePickerInTheLanguage(t *testing.T) {
	for _, c := range []struct{ lang, home, computer, save string }{
		{"zh", "主文件夹", "计算机", "保存"}, {"en", "Home", "Computer", "Save"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			a, _ := newTestApp(t, c.lang)
			dir := t.TempDir()
			os.Mkdir(filepath.Join(dir, "第一轮"), 0o755)
			os.WriteFile(filepath.Join(dir, "旧.sgf"), []byte("(;)"), 0o644)
			os.WriteFile(filepath.Join(dir, "名单.csv"), nil, 0o644)
			a.fa.Preferences().SetString(lastFolderPref, fynestorage.NewFileURI(dir).String())
			a.win.Resize(fyne.NewSize(1024, 600))
			var got []string
			pickFile(a.win, true, "保存棋谱…", "新.sgf", []string{".sgf"}, func(p string) { got = append(got, p) })
			texts := strings.Join(shownTexts(a.win.Canvas().Overlays().Top()), "|")
			for _, w := range []string{c.home, c.computer, c.save, "第一轮", "旧.sgf", "保存棋谱"} {
				if !strings.Contains(texts, w) {
					t.Errorf("the dialog does not show %q: %s", w, texts)
				}
			}
			if c.lang == "zh" && (strings.Contains(texts, "Home") || strings.Contains(texts, "Computer")) {
				t.Errorf("English places in the Chinese window: %s", texts)
			}
			if strings.Contains(texts, "名单.csv") || strings.Contains(texts, "保存棋谱…") {
				t.Errorf("a file of another type, or the title's ellipsis: %s", texts)
			}
			keepScreenshot(t, "file-picker-"+c.lang+"-1024x600.png", a.win.Canvas().Capture())
			// A typed name without the extension, Enter.
			field := a.win.Canvas().Focused().(*entry)
			field.SetText("")
			test.Type(field, "第三轮")
			press(t, a, fyne.KeyReturn)
			if len(got) != 1 || got[0] != filepath.Join(dir, "第三轮.sgf") {
				t.Errorf("chosen %q", got)
			}
			// An existing file: replaced only when the arbiter says so.
			pickFile(a.win, true, "保存棋谱", "旧", []string{".sgf"}, func(p string) { got = append(got, p) })
			press(t, a, fyne.KeyReturn)
			press(t, a, fyne.KeyEscape) // No
			if len(got) != 1 {
				t.Errorf("replaced without asking: %q", got)
			}
			closeOverlays(a)
			pickFile(a.win, true, "保存棋谱", "旧", []string{".sgf"}, func(p string) { got = append(got, p) })
			press(t, a, fyne.KeyReturn)
			press(t, a, fyne.KeyReturn) // Yes
			if len(got) != 2 || got[1] != filepath.Join(dir, "旧.sgf") {
				t.Errorf("after Yes: %q", got)
			}
			closeOverlays(a)
		})
	}
}
