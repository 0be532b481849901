package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestCheckInDesk: the counter, check-in by a typed number or name and
// Enter, "check in all" as one undo step, and the state shown in words.
func TestCheckInDesk(t *testing.T) {
	a := eventApp(t, "zh") // 张三 李四 王五 赵六 孙七
	s := a.players
	if s.counter.Text != "已到 0 / 未到 5" {
		t.Fatalf("counter %q", s.counter.Text)
	}
	test.Type(s.checkIn, "李四")
	s.checkIn.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if s.counter.Text != "已到 1 / 未到 4" || s.checkIn.Text != "" || !strings.Contains(s.status.Text, "已签到：李四") {
		t.Fatalf("after 李四: counter %q, field %q, status %q", s.counter.Text, s.checkIn.Text, s.status.Text)
	}
	ps, _ := a.arb.Players()
	test.Type(s.checkIn, fmt.Sprint(ps[4].ID))
	s.checkIn.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if s.counter.Text != "已到 2 / 未到 3" {
		t.Fatalf("after a number: %q (%s)", s.counter.Text, s.status.Text)
	}
	// Ctrl+Z and Ctrl+Y in the check-in field (it always has the focus)
	// undo and redo the check-in, as the Edit menu does; so do they in
	// the search field.
	a.win.Canvas().Focus(s.checkIn)
	typeShortcut(a, &fyne.ShortcutUndo{})
	if s.counter.Text != "已到 1 / 未到 4" {
		t.Errorf("Ctrl+Z in the check-in field: %q", s.counter.Text)
	}
	typeShortcut(a, &fyne.ShortcutRedo{})
	if s.counter.Text != "已到 2 / 未到 3" {
		t.Errorf("Ctrl+Y in the check-in field: %q", s.counter.Text)
	}
	a.win.Canvas().Focus(s.search)
	typeShortcut(a, &fyne.ShortcutUndo{})
	if s.counter.Text != "已到 1 / 未到 4" {
		t.Errorf("Ctrl+Z in the search field: %q (focus %T)", s.counter.Text, a.win.Canvas().Focused())
	}
	typeShortcut(a, &fyne.ShortcutRedo{})
	if s.counter.Text != "已到 2 / 未到 3" {
		t.Errorf("Ctrl+Y in the search field: %q", s.counter.Text)
	}
	a.win.Canvas().Focus(s.checkIn)
	test.Type(s.checkIn, "钱八")
	s.checkIn.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !strings.Contains(s.status.Text, "没有编号或姓名为“钱八”的选手") || s.checkIn.Text != "钱八" {
		t.Errorf("unknown name: status %q, field %q", s.status.Text, s.checkIn.Text)
	}
	var here, away int
	for _, row := range s.table.rows {
		switch row[6].text {
		case "✔ 已到":
			here++
		case "□ 未到":
			away++
		}
	}
	if here != 2 || away != 3 {
		t.Errorf("check-in column: %d 已到, %d 未到", here, away)
	}
	s.checkInAll()
	press(t, a, fyne.KeyReturn)
	if s.counter.Text != "已到 5 / 未到 0" {
		t.Fatalf("after check in all: %q", s.counter.Text)
	}
	a.Undo()
	if s.counter.Text != "已到 2 / 未到 3" {
		t.Errorf("one undo after check in all: %q", s.counter.Text)
	}
	for _, l := range []string{"zh", "en"} {
		for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
			b := eventApp(t, l)
			b.tabs.SelectIndex(playersTab)
			b.players.checkInTyped("张三")
			b.win.Resize(size)
			img := b.win.Canvas().Capture()
			keepScreenshot(t, fmt.Sprintf("players-%s-%.0fx%.0f.png", l, size.Width, size.Height), img)
		}
	}
}

// TestWithdrawDialogStartsOnTheLastCompleteRound: after round 1 is complete
// the dialog offers round 1, and round 0 (before games the player played)
// is refused with the form kept.
func TestWithdrawDialogStartsOnTheLastCompleteRound(t *testing.T) {
	a := eventApp(t, "en")
	r := a.rounds
	r.pairNext()
	r.quickEntry("1 b")
	r.quickEntry("2 w")
	game := r.games[0]
	ps, _ := a.arb.Players()
	var black = ps[0]
	for _, p := range ps {
		if p.ID == game.Black {
			black = p
		}
	}
	a.players.withdrawDialog(black)
	after, ok := a.win.Canvas().Focused().(*entry)
	if !ok || after.Text != "1" {
		t.Fatalf("the dialog starts on %q; want 1", after.Text)
	}
	after.SetText("0")
	press(t, a, fyne.KeyReturn)
	errDialog := a.win.Canvas().Overlays().Top()
	if errDialog == nil || !strings.Contains(test.RenderObjectToMarkup(errDialog), "result in round 1") {
		t.Fatal("withdrawing before a round the player played was not refused")
	}
	test.Tap(findButton(t, errDialog, "OK"))
	if a.win.Canvas().Focused() != after || after.Text != "0" {
		t.Fatal("the form did not come back with what was typed")
	}
	after.SetText("1")
	press(t, a, fyne.KeyReturn)
	ps, _ = a.arb.Players()
	for _, p := range ps {
		if p.ID == black.ID && p.WithdrawnAfter != 1 {
			t.Errorf("withdrawn after %d; want 1", p.WithdrawnAfter)
		}
	}
}
