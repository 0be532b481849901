package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/interchange/opengotha"
	"weiqi-arbiter/reports/document"
)

// exportByKeyboard exports the document kind of the group chosen from the
// export dialog, by keyboard: Enter on the choices, the path typed into
// the file dialog, Enter.
func exportByKeyboard(t *testing.T, a *App, kind document.Kind, path string) {
	t.Helper()
	a.exportDialog(kind)
	press(t, a, fyne.KeyReturn)
	name, ok := a.win.Canvas().Focused().(*entry)
	if !ok {
		t.Fatalf("the file dialog has no name field in focus: %T", a.win.Canvas().Focused())
	}
	name.SetText(path)
	press(t, a, fyne.KeyReturn)
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("not written: %v", err)
	}
}

// TestExportNotes: after an EGF file is written from the window, a dialog
// in the user's language names the players written "? ?" for want of a
// Latin name (the first fifty, then how many more), a player of one Latin
// name (Pelé) whose given name is written "-", every name written
// otherwise in ASCII letters ("André" → "Andre") and a text left out for
// want of any Latin letter (the event's Chinese name), as the file has
// them; a PDF with a character no font has names it. Pictures in both
// languages at 1024×600 and 1920×1080.
func TestExportNotes(t *testing.T) {
	for _, c := range []struct{ lang, noLatin, translit, more, leftOut, oneName string }{
		{"zh", "写作 ? ?", "已转写", "另有 10 项", "“市围棋赛”：没有拉丁字母，未写入", "名写为“-”（EGF 成绩格式须有姓和名）：Pelé"},
		{"en", "written ? ?", "Written in ASCII letters", "and 10 more", "“市围棋赛”: left out, no Latin letters", "its given name written “-” as the EGF results format has a surname and a given name: Pelé"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			a := eventApp(t, c.lang) // five players without Latin names
			g, _ := a.arb.Group("公开组")
			for i := range 55 {
				if _, err := a.arb.AddPlayer(tournament.Player{NameZh: fmt.Sprintf("选手%02d", i+1), Rank: "1k", GroupID: g.ID}); err != nil {
					t.Fatal(err)
				}
			}
			for _, p := range []tournament.Player{
				{NameLatin: "Nemo André", Rank: "2k"},
				{NameLatin: "Łukasz Wójcik", Rank: "3k"},
				{NameZh: "徐易则", NameLatin: "Xu Yize", Rank: "4d"},
				{NameLatin: "Pelé", Rank: "5k"},
			} {
				p.GroupID = g.ID
				if _, err := a.arb.AddPlayer(p); err != nil {
					t.Fatal(err)
				}
			}
			a.reloadScreens()
			a.tabs.SelectIndex(standingsTab)
			a.standing.group.SetSelected("公开组")

			path := filepath.Join(t.TempDir(), "results.h9")
			exportByKeyboard(t, a, document.EGF, path)
			top := a.win.Canvas().Overlays().Top()
			if top == nil {
				t.Fatal("no notes after the EGF export")
			}
			text := strings.Join(shownTexts(top), " ")
			// Each part of a name is a word of the file, said as it is
			// written; the event's Chinese name is left out.
			for _, w := range []string{path, c.noLatin, "张三", "选手45", c.more, c.translit, "André → Andre", "Łukasz → Lukasz", "Wójcik → Wojcik", c.leftOut, c.oneName} {
				if !says(text, w) {
					t.Errorf("the notes lack %q: %s", w, text)
				}
			}
			if says(text, "选手46") || says(text, "Xu Yize →") {
				t.Errorf("the notes list more than fifty names, or a name written as it is: %s", text)
			}
			data, _ := os.ReadFile(path)
			if !strings.Contains(string(data), "Andre") || strings.Count(string(data), "? ?") != 60 {
				t.Errorf("the file does not hold what the notes say: %d × ? ?", strings.Count(string(data), "? ?"))
			}
			for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
				a.win.Resize(size)
				closeOverlays(a)
				exportByKeyboard(t, a, document.EGF, path)
				press(t, a, fyne.KeyReturn) // replace the file written before
				for _, cut := range cutObjects(a.win.Canvas().Overlays().Top(), size) {
					t.Errorf("%.0fx%.0f: %s", size.Width, size.Height, cut)
				}
				keepScreenshot(t, fmt.Sprintf("export-notes-%s-%.0fx%.0f.png", c.lang, size.Width, size.Height), a.win.Canvas().Capture())
			}
			press(t, a, fyne.KeyReturn) // OK closes the notes
			if a.win.Canvas().Overlays().Top() != nil {
				t.Error("the notes stay open after Enter")
			}
		})
	}
}

// TestExportNotesRareCharacter: a PDF of a name with a character no
// bundled font has says so after it is written, naming the character;
// a document with nothing to note shows no dialog.
func TestExportNotesRareCharacter(t *testing.T) {
	a := eventApp(t, "zh")
	g, _ := a.arb.Group("公开组")
	if _, err := a.arb.AddPlayer(tournament.Player{NameZh: "李\U00030000", Rank: "1d", GroupID: g.ID}); err != nil {
		t.Fatal(err)
	}
	a.reloadScreens()
	if !a.writeDocument(document.Request{Kind: document.PlayerList, Group: g, Path: filepath.Join(t.TempDir(), "players.pdf")}) {
		t.Fatal("not written")
	}
	top := a.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no note of the character not printed")
	}
	if text := strings.Join(shownTexts(top), " "); !says(text, "有字未能打印") || !says(text, "U+30000") {
		t.Errorf("notes %s", text)
	}
	closeOverlays(a)
	if !a.writeDocument(document.Request{Kind: document.Standings, Group: g, Path: filepath.Join(t.TempDir(), "standings.xlsx")}) ||
		a.win.Canvas().Overlays().Top() != nil {
		t.Error("a document with nothing to note shows a dialog")
	}
}

// TestExportNotesManyCharacters: a list with more characters no font has
// than a note lists names the first 50 of them, each with its code point,
// and how many more there are.
func TestExportNotesManyCharacters(t *testing.T) {
	a := eventApp(t, "zh")
	var rs []rune
	for r := rune(0x30000); r < 0x30000+60; r++ {
		rs = append(rs, r)
	}
	a.win.Resize(fyne.NewSize(1024, 600))
	a.showNotes("written", document.Notes{NoGlyph: rs})
	keepScreenshot(t, "export-notes-many-characters-zh-1024x600.png", a.win.Canvas().Capture())
	top := a.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no note of the characters not printed")
	}
	text := strings.Join(shownTexts(top), " ")
	if !says(text, "U+30031") || says(text, "U+30032") || !says(text, "另有 10 项") {
		t.Errorf("notes %s", text)
	}
	closeOverlays(a)
}

// TestExportNotesNoOpenGothaResult: what the OpenGotha file could not
// hold is named to the arbiter in the user's language when the file is
// written: a game whose result it has no word for (void) and one won on
// time, by round and table with the result; how many wins lose their
// margin or resignation; the teams and players withdrawn (after which
// round), the players without a rank, or written by their Latin name alone.
func TestExportNotesNoOpenGothaResult(t *testing.T) {
	losses := opengotha.Losses{
		NoResult:       []tournament.Game{{Round: 3, Table: 12, Result: tournament.Void}},
		HowWon:         []tournament.Game{{Round: 2, Table: 4, Result: tournament.BlackOnTime}},
		BareWins:       37,
		Unkept:         412,
		WithdrawnTeams: []team.Team{{Name: "𠮷林队", WithdrawnAfter: 3, Withdrawn: true}},
		Withdrawn:      []tournament.Player{{NameZh: "欧阳明", WithdrawnAfter: 2}, {NameLatin: "Ann Ash", WithdrawnAfter: 0}},
		Unranked:       []tournament.Player{{NameZh: "𠮷田翔"}},
		LatinOnly:      []tournament.Player{{NameZh: "徐易则", NameLatin: "Xu Yize"}},
	}
	for _, c := range []struct {
		lang string
		want []string
	}{
		{"zh", []string{"OpenGotha 没有对应的结果", "第 3 轮 第 12 台：无效", "第 2 轮 第 4 台：黑超时负", "：37 局",
			"欧阳明（第 2 轮后）、Ann Ash（第一轮前）", "退赛队伍的队员写为此后各轮不参赛，因为 OpenGotha 没有退赛：𠮷林队（第 3 轮后）", "写为 30K（OpenGotha 的最低级位）：𠮷田翔", "412 名选手的性别、出生日期、注册号、固定台次或备注", "徐易则 → Xu Yize"}},
		{"en", []string{"OpenGotha has no word for it", "round 3, table 12: void", "round 2, table 4: W+T", "resignation: 37",
			"欧阳明 (after round 2), Ann Ash (before the first round)", "Teams withdrawn, their players written as not taking part in the rounds after, as OpenGotha has no withdrawal: 𠮷林队 (after round 3)", "(OpenGotha's lowest): 𠮷田翔", "as OpenGotha has no place for them: 412", "徐易则 → Xu Yize"}},
	} {
		t.Run(c.lang, func(t *testing.T) {
			a := eventApp(t, c.lang)
			a.win.Resize(fyne.NewSize(1024, 600))
			a.showNotes("written", document.Notes{OpenGotha: losses})
			keepScreenshot(t, "export-notes-opengotha-"+c.lang+"-1024x600.png", a.win.Canvas().Capture())
			top := a.win.Canvas().Overlays().Top()
			if top == nil {
				t.Fatal("no note of what the file could not hold")
			}
			text := strings.Join(shownTexts(top), " ")
			for _, w := range c.want {
				if !says(text, w) {
					t.Errorf("no %q in the notes %s", w, text)
				}
			}
			closeOverlays(a)
		})
	}
}
