package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/clock"
	"weiqi-arbiter/domain/tournament"
)

// resultOf is the stored result of table n of round 1.
func resultOf(t *testing.T, a *App, g tournament.Group, table int) tournament.Result {
	t.Helper()
	games, err := a.arb.Games(g.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, game := range games {
		if game.Table == table {
			return game.Result
		}
	}
	t.Fatalf("no table %d", table)
	return ""
}

// queueButton is the button of the queue's item i whose text starts with label.
func queueButton(t *testing.T, q *flagQueue, i int, label string) *widget.Button {
	t.Helper()
	for _, o := range test.LaidOutObjects(q.box.Objects[i]) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && strings.HasPrefix(b.Text, label) {
			return b
		}
	}
	t.Fatalf("item %d has no button %q", i, label)
	return nil
}

// TestTwentyFlagFallsQueueWithoutDialogs: 20 flags falling at once make one
// queue of 20 beside the clocks, no dialog; each is answered by one key or
// click, and a yes is one action of the file, undone in one step.
func TestTwentyFlagFallsQueueWithoutDialogs(t *testing.T) {
	a, ft, g := panelWith(t, "zh", 20)
	s, p, cv := a.clocks, a.clocks.panel, a.win.Canvas()
	p.startAll()
	ft.wait(61 * time.Second)
	s.tick()
	q := p.queue
	if len(q.items) != 20 || len(q.box.Objects) != 20 {
		t.Fatalf("%d flag falls queued (%d shown); want 20", len(q.items), len(q.box.Objects))
	}
	if n := len(cv.Overlays().List()); n != 0 {
		t.Fatalf("%d dialogs opened", n)
	}
	f := q.items[18]
	if got, want := f.question(), "第19台：黑（覃芷若）超时负，记录为白胜？"; got != want {
		t.Errorf("question %q; want %q", got, want)
	}
	if got := f.at.Format("15:04:05"); got != "09:01:00" {
		t.Errorf("flag fell at %s; want 09:01:00 (a minute after the start at 9:00)", got)
	}
	if q.title.Text != "待确认的超时：20" {
		t.Errorf("queue title %q", q.title.Text)
	}
	steps := []struct {
		name   string
		answer func()
		table  int
		want   tournament.Result
	}{
		{"Y with no field focused", func() { pressKey(cv, fyne.KeyY, 'y') }, 1, "W+T"},
		{"N with no field focused", func() { pressKey(cv, fyne.KeyN, 'n') }, 2, ""},
		{"Y with the focus in the table finder", func() { cv.Focus(p.find); pressKey(cv, fyne.KeyY, 'y'); cv.Unfocus() }, 3, "W+T"},
		{"a click on table 19's yes", func() { test.Tap(queueButton(t, q, 15, "是")) }, 19, "W+T"},
		{"a click on table 20's no", func() { test.Tap(queueButton(t, q, 15, "否")) }, 20, ""},
	}
	for i, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			st.answer()
			if got := resultOf(t, a, g, st.table); got != st.want {
				t.Errorf("%s: table %d has %q; want %q", st.name, st.table, got, st.want)
			}
			if len(q.items) != 20-i-1 {
				t.Errorf("%s: %d left in the queue", st.name, len(q.items))
			}
		})
	}
	if p.find.Text != "" {
		t.Errorf("Y typed %q into the table finder", p.find.Text)
	}
	if !strings.Contains(s.status.Text, "第20台：未记录") {
		t.Errorf("status %q", s.status.Text)
	}
	// One undo takes back table 19's result, and only it.
	act, err := a.arb.Undo()
	if err != nil || act.What != "action.result_set" {
		t.Fatalf("undo: %+v, %v", act, err)
	}
	if resultOf(t, a, g, 19) != "" || resultOf(t, a, g, 3) != "W+T" {
		t.Errorf("after one undo: table 19 %q, table 3 %q", resultOf(t, a, g, 19), resultOf(t, a, g, 3))
	}
}

// TestFlagQuestionInWords: the question names the table, the colour and the
// player who lost on time, and the result in words, never a code like W+T.
func TestFlagQuestionInWords(t *testing.T) {
	tests := []struct {
		lang        string
		whiteLoses  bool
		want        string
		savedStatus string
	}{
		{"zh", false, "第19台：黑（覃芷若）超时负，记录为白胜？", "第19台已保存结果：黑超时负。"},
		{"zh", true, "第19台：白（白棋手19）超时负，记录为黑胜？", "第19台已保存结果：白超时负。"},
		{"en", false, "Table 19: Black (覃芷若) lost on time. Record a win for White?", "Table 19: result White wins on time saved."},
		{"en", true, "Table 19: White (白棋手19) lost on time. Record a win for Black?", "Table 19: result Black wins on time saved."},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			a, ft, _ := panelWith(t, tt.lang, 19)
			s, p := a.clocks, a.clocks.panel
			g := p.tables[18]
			g.clock.Start(clock.Black)
			if tt.whiteLoses {
				ft.wait(time.Second)
				s.press(g, clock.Black)
			}
			ft.wait(61 * time.Second)
			s.tick()
			if len(p.queue.items) != 1 {
				t.Fatalf("%s: %d in the queue", tt.lang, len(p.queue.items))
			}
			q := p.queue.items[0].question()
			if q != tt.want || strings.Contains(q, "+T") {
				t.Errorf("%s: %q; want %q", tt.lang, q, tt.want)
			}
			p.queue.answer(0, true)
			if s.status.Text != tt.savedStatus {
				t.Errorf("%s: status %q; want %q", tt.lang, s.status.Text, tt.savedStatus)
			}
		})
	}
}

// TestFlagFallAfterAResultStands: a result entered meanwhile (the player
// resigned and it was entered on the Rounds screen) is not overwritten.
func TestFlagFallAfterAResultStands(t *testing.T) {
	a, ft, g := panelWith(t, "zh", 2)
	s, p := a.clocks, a.clocks.panel
	p.startAll()
	ft.wait(61 * time.Second)
	s.tick()
	if err := a.arb.SetResult(p.tables[0].gameID, "B+R"); err != nil {
		t.Fatal(err)
	}
	p.queue.answer(0, true)
	if got := resultOf(t, a, g, 1); got != "B+R" {
		t.Errorf("table 1 has %q; the resignation should stand", got)
	}
	if !strings.Contains(s.status.Text, "第1台已有结果 黑中盘胜") {
		t.Errorf("status %q", s.status.Text)
	}
}

// TestFlagKeysOnlyOnTheClockScreen: the panel's finder had the focus when
// the arbiter went to the Players screen; Y typed there answers no flag
// fall and presses no clock.
func TestFlagKeysOnlyOnTheClockScreen(t *testing.T) {
	a, ft, g := panelWith(t, "en", 2)
	s, p, cv := a.clocks, a.clocks.panel, a.win.Canvas()
	p.startAll()
	ft.wait(61 * time.Second)
	s.tick()
	if len(p.queue.items) != 2 {
		t.Fatalf("%d flag falls queued; want 2", len(p.queue.items))
	}
	cv.Focus(p.find)
	a.tabs.SelectIndex(playersTab)
	pressKey(cv, fyne.KeyY, 'y')
	if len(p.queue.items) != 2 {
		t.Errorf("Y on the Players screen answered a flag fall: %d left", len(p.queue.items))
	}
	for table := 1; table <= 2; table++ {
		if r := resultOf(t, a, g, table); r != tournament.NoResult {
			t.Errorf("table %d: result %q recorded from another screen", table, r)
		}
	}
	if p.find.Text != "" {
		t.Errorf("the hidden finder took %q", p.find.Text)
	}
}

// TestFlagFallInTheLastMinuteMayPass: under the 2002 rules a time-out in
// the last minute of Chinese byo-yomi counts as a pass when the player
// asks (SPEC §5): the queue offers it (P), nothing is recorded, and the
// table's clock goes on; a sudden-death time-out offers no pass.
func TestFlagFallInTheLastMinuteMayPass(t *testing.T) {
	a, ft := newClockApp(t, "zh")
	g, _ := pairTables(t, a, 2)
	p := a.clocks.panel
	p.form.system.SetSelected(tr("clock.system.chinese", "Chinese byo-yomi (reserved minutes)", nil))
	p.form.main.SetText("1m")
	p.form.reserve.SetText("1")
	a.clocks.tabs.SelectIndex(panelTab)
	if err := p.loadRound(); err != nil {
		t.Fatal(err)
	}
	p.startAll()
	ft.wait(2*time.Minute + time.Second) // the basic minute and the one reserved minute
	a.clocks.tick()
	q := p.queue
	if len(q.items) != 2 {
		t.Fatalf("%d flag falls queued; want 2", len(q.items))
	}
	if !q.passOffered(q.items[0]) {
		t.Fatal("a time-out in the last byo-yomi minute under 2002 offers no pass")
	}
	a.win.Resize(fyne.NewSize(1024, 600))
	for _, cut := range cutObjects(a.win.Content(), fyne.NewSize(1024, 600)) {
		t.Errorf("panel with a pass offered, 1024×600: %s", cut)
	}
	keepScreenshot(t, "panel-pass-zh-1024x600.png", a.win.Canvas().Capture())
	table := q.items[0].g
	pressKey(a.win.Canvas(), fyne.KeyP, 'p')
	if len(q.items) != 1 {
		t.Fatalf("P left %d flag falls; want 1", len(q.items))
	}
	if table.clock.Over() || table.clock.Face(q.items[0].loser).LostOnTime {
		t.Error("after the pass the table's clock is still over")
	}
	if r := resultOf(t, a, g, table.table); r != tournament.NoResult {
		t.Errorf("a pass recorded %q", r)
	}
	if !strings.Contains(a.clocks.status.Text, "虚着") {
		t.Errorf("status %q", a.clocks.status.Text)
	}

	sudden, ft2, _ := panelWith(t, "zh", 1)
	sudden.clocks.panel.startAll()
	ft2.wait(61 * time.Second)
	sudden.clocks.tick()
	if sq := sudden.clocks.panel.queue; len(sq.items) != 1 || sq.passOffered(sq.items[0]) {
		t.Errorf("sudden death: %d flag falls, a pass offered", len(sq.items))
	}
}

// TestFlagFallOfAnotherFile: the panel's tables were loaded from one
// tournament file and the arbiter opened another, whose games have the
// same numbers: a yes to a flag fall records nothing there and says why.
func TestFlagFallOfAnotherFile(t *testing.T) {
	a, ft, _ := panelWith(t, "en", 3)
	s, p := a.clocks, a.clocks.panel
	p.startAll()
	ft.wait(61 * time.Second)
	s.tick()
	if len(p.queue.items) != 3 {
		t.Fatalf("%d flag falls queued", len(p.queue.items))
	}
	if err := a.Create(t.TempDir()+"/other.wqa", "另一个比赛"); err != nil {
		t.Fatal(err)
	}
	g, _ := pairTables(t, a, 3)
	p.queue.answer(0, true)
	if got := resultOf(t, a, g, 1); got != "" {
		t.Errorf("table 1 of the other file has %q", got)
	}
	if !strings.Contains(s.status.Text, "another tournament file") {
		t.Errorf("status %q", s.status.Text)
	}
}
