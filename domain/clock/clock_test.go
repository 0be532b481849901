package clock

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// fakeTime is an injected time source the test moves by hand.
type fakeTime struct{ t time.Duration }

func (f *fakeTime) now() time.Duration   { return f.t }
func (f *fakeTime) wait(d time.Duration) { f.t += d }
func sec(s float64) time.Duration        { return time.Duration(s * float64(time.Second)) }
func newClock(t *testing.T, tc TimeControl) (*Clock, *fakeTime) {
	t.Helper()
	ft := &fakeTime{}
	c, err := New(tc, ft.now)
	if err != nil {
		t.Fatal(err)
	}
	return c, ft
}

// texts lists the Chinese texts of events of the given kinds after index from.
func texts(c *Clock, from int, kinds ...Kind) []string {
	var out []string
	for _, e := range c.Events()[from:] {
		if slices.Contains(kinds, e.Kind) {
			out = append(out, e.Zh)
		}
	}
	return out
}

// readingClock is a Chinese clock whose Black is already in reading with the
// given reserved minutes, at the start of a Black move.
func readingClock(t *testing.T, reserve int) (*Clock, *fakeTime) {
	t.Helper()
	c, ft := newClock(t, TimeControl{System: Chinese, Main: time.Duration(reserve) * time.Minute, Reserve: reserve})
	c.Start(Black)
	return c, ft
}

func TestChineseMinuteBoundary(t *testing.T) {
	tests := []struct {
		move        time.Duration
		reserveLeft int
	}{
		{sec(59.999), 5},
		{sec(60), 4}, // "10" said as the player moves still uses the minute (2002)
		{sec(119.999), 4},
		{sec(120), 3},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.move), func(t *testing.T) {
			c, ft := readingClock(t, 5)
			ft.wait(tt.move)
			if err := c.Press(Black); err != nil {
				t.Fatal(err)
			}
			if f := c.Face(Black); f.Reserve != tt.reserveLeft || f.LostOnTime {
				t.Errorf("move of %v: reserve %d (lost %v), want %d", tt.move, f.Reserve, f.LostOnTime, tt.reserveLeft)
			}
		})
	}
}

func TestChineseReadingScript(t *testing.T) {
	c, ft := readingClock(t, 3)
	ft.wait(sec(125))
	c.Press(Black)
	want := []string{"30秒", "40秒", "50秒", "55秒", "58秒", "1分钟", "还剩2分",
		"30秒", "40秒", "50秒", "55秒", "58秒", "1分钟", "还剩1分"}
	if got := texts(c, 0, Announce, MinuteUsed); !slices.Equal(got, want) {
		t.Errorf("script\n got  %v\n want %v", got, want)
	}
	// White moves quickly; Black is now in the last minute.
	ft.wait(sec(3))
	c.Press(White)
	n := len(c.Events())
	ft.wait(sec(70))
	c.Update()
	want = []string{"30秒", "40秒", "50秒", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10，超时负"}
	if got := texts(c, n, Announce, TimeOut); !slices.Equal(got, want) {
		t.Errorf("last minute\n got  %v\n want %v", got, want)
	}
	if !c.Face(Black).LostOnTime || !c.Over() {
		t.Error("no loss on time")
	}
	// The time-out happened at exactly 60 s into the last minute.
	evs := c.Events()
	last := evs[len(evs)-1]
	if last.Kind != TimeOut || last.At != sec(125+3+60) {
		t.Errorf("time-out event %+v", last)
	}
	if err := c.Press(Black); err != ErrOver {
		t.Errorf("press after the time-out: %v", err)
	}
}

func TestChineseBasicTimeThenReading(t *testing.T) {
	// 60 minutes with 5 reserved: reading starts after 55 minutes.
	c, ft := newClock(t, TimeControl{System: Chinese, Main: 60 * time.Minute, Reserve: 5})
	c.Start(Black)
	ft.wait(54 * time.Minute)
	c.Press(Black)
	ft.wait(time.Minute)
	c.Press(White)
	if f := c.Face(Black); f.Main != time.Minute || f.Reading {
		t.Fatalf("Black after 54 min: %+v", f)
	}
	n := len(c.Events())
	ft.wait(sec(90)) // 60 s of basic time, then 30 s of reading
	c.Press(Black)
	got := texts(c, n, ReadingStarted, Announce)
	if !slices.Equal(got, []string{"开始读秒，保留5分", "30秒"}) {
		t.Errorf("events %v", got)
	}
	if f := c.Face(Black); f.Main != 0 || !f.Reading || f.Reserve != 5 {
		t.Errorf("face %+v", f)
	}
}

func TestPauseIsNotCounted(t *testing.T) {
	c, ft := readingClock(t, 2)
	ft.wait(sec(35))
	c.Pause("lunch")
	ft.wait(time.Hour)
	if got := texts(c, 0, Announce); !slices.Equal(got, []string{"30秒"}) {
		t.Errorf("announced during the pause: %v", got)
	}
	c.Resume()
	ft.wait(sec(5))
	c.Update()
	evs := texts(c, 0, Announce)
	if !slices.Equal(evs, []string{"30秒", "40秒"}) {
		t.Errorf("after resume %v", evs)
	}
	if ev := c.Events()[len(c.Events())-1]; ev.At != time.Hour+sec(40) {
		t.Errorf("40 s announced at %v", ev.At)
	}
	if used := c.MoveUsed(); used != sec(40) {
		t.Errorf("move used %v", used)
	}
}

// TestPausedFaceKeepsTheMoveUsed: a pause stops the time; the face still
// shows what the move under way has used (60 min - 10 min = 50 min, and
// 2 min basic - 1 min 35 s into the move = 25 s).
func TestPausedFaceKeepsTheMoveUsed(t *testing.T) {
	tests := []struct {
		name  string
		tc    TimeControl
		think time.Duration
		stop  func(c *Clock)
		want  time.Duration
	}{
		{"pause, sudden death", TimeControl{System: Sudden, Main: time.Hour}, 10 * time.Minute,
			func(c *Clock) { c.Pause("lunch") }, 50 * time.Minute},
		{"pause, Chinese byo-yomi", TimeControl{System: Chinese, Main: 3 * time.Minute, Reserve: 1}, sec(95),
			func(c *Clock) { c.Pause("ruling") }, sec(25)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, ft := newClock(t, tt.tc)
			c.Start(Black)
			ft.wait(tt.think)
			tt.stop(c)
			ft.wait(time.Hour)
			if got := c.Face(Black).Main; got != tt.want {
				t.Errorf("%s: Black's face shows %v; want %v", tt.name, got, tt.want)
			}
		})
	}
}

func TestSuddenDeath(t *testing.T) {
	c, ft := newClock(t, TimeControl{System: Sudden, Main: 10 * time.Minute})
	c.Start(Black)
	ft.wait(4 * time.Minute)
	c.Press(Black)
	ft.wait(9 * time.Minute)
	c.Press(White)
	ft.wait(6*time.Minute + time.Millisecond)
	c.Update()
	if !c.Face(Black).LostOnTime || c.Face(White).LostOnTime {
		t.Errorf("faces %+v %+v", c.Face(Black), c.Face(White))
	}
	if e := c.Events()[len(c.Events())-1]; e.At != 19*time.Minute {
		t.Errorf("time-out at %v", e.At)
	}
}

func TestJapaneseByoYomi(t *testing.T) {
	c, ft := newClock(t, TimeControl{System: ByoYomi, Main: time.Minute, Period: 30 * time.Second, Periods: 3})
	c.Start(Black)
	ft.wait(sec(60 + 65)) // basic time, then two periods used and 5 s into the third
	c.Press(Black)
	got := texts(c, 0, ReadingStarted, Announce, PeriodUsed)
	want := []string{"开始读秒：3次30秒", "10秒", "20秒", "还剩2次", "10秒", "20秒", "还剩1次"}
	if !slices.Equal(got, want) {
		t.Errorf("got %v\nwant %v", got, want)
	}
	if f := c.Face(Black); f.Periods != 1 || !f.Reading {
		t.Errorf("face %+v", f)
	}
	c.Press(White)
	n := len(c.Events())
	ft.wait(sec(29.5)) // a move in the last period, in time
	c.Press(Black)
	if got := texts(c, n, Announce); !slices.Equal(got, []string{"10秒", "20秒", "1", "2", "3", "4", "5", "6", "7", "8", "9"}) {
		t.Errorf("last period %v", got)
	}
	if c.Face(Black).LostOnTime {
		t.Error("lost in time")
	}
	c.Press(White)
	ft.wait(sec(30))
	c.Update()
	if !c.Face(Black).LostOnTime {
		t.Error("30 s in the last period is a loss")
	}
}

func TestQuickByoYomi(t *testing.T) {
	c, ft := newClock(t, TimeControl{System: ByoYomi, Period: 10 * time.Second, Periods: 1})
	c.Start(Black)
	ft.wait(sec(10))
	c.Update()
	got := texts(c, 0, Announce, TimeOut)
	want := []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10，超时负"}
	if !slices.Equal(got, want) {
		t.Errorf("10-second reading %v", got)
	}
}

func TestCanadian(t *testing.T) {
	c, ft := newClock(t, TimeControl{System: Canadian, Main: time.Minute, Period: time.Minute, Moves: 3})
	c.Start(Black)
	move := func(p Player, d time.Duration) {
		ft.wait(d)
		if err := c.Press(p); err != nil {
			t.Fatal(err)
		}
	}
	move(Black, sec(70)) // 60 s basic + 10 s of the block
	move(White, sec(1))
	move(Black, sec(10))
	move(White, sec(1))
	move(Black, sec(10)) // three moves in the block: 30 s used, 30 s carried over
	if f := c.Face(Black); f.PeriodLeft != sec(90) || f.MovesLeft != 3 {
		t.Errorf("after a block: %+v", f)
	}
	move(White, sec(1))
	ft.wait(sec(90))
	c.Update()
	if !c.Face(Black).LostOnTime {
		t.Error("block time ran out without a loss")
	}
}

func TestFischer(t *testing.T) {
	c, ft := newClock(t, TimeControl{System: Fischer, Main: time.Minute, Increment: sec(10), Cap: sec(65)})
	c.Start(Black)
	ft.wait(sec(2))
	c.Press(Black)
	if f := c.Face(Black); f.Main != sec(65) {
		t.Errorf("capped at %v", f.Main)
	}
	ft.wait(sec(30))
	c.Press(White)
	if f := c.Face(White); f.Main != sec(40) {
		t.Errorf("White %v", f.Main)
	}
}

func TestLateness(t *testing.T) {
	for _, tt := range []struct {
		rules2002 bool
		want      time.Duration
	}{{true, 50 * time.Minute}, {false, 55 * time.Minute}} {
		t.Run(fmt.Sprint(tt.rules2002), func(t *testing.T) {
			c, _ := newClock(t, TimeControl{System: Sudden, Main: time.Hour})
			if c.Lateness(Black, 5*time.Minute, 15*time.Minute, tt.rules2002) {
				t.Fatal("forfeit within the limit")
			}
			if f := c.Face(Black); f.Main != tt.want {
				t.Errorf("2002=%v: %v left, want %v", tt.rules2002, f.Main, tt.want)
			}
		})
	}
	c, _ := newClock(t, TimeControl{System: Sudden, Main: time.Hour})
	if !c.Lateness(White, 16*time.Minute, 15*time.Minute, true) || !c.Face(White).Forfeit || !c.Over() {
		t.Error("16 minutes late with a 15-minute limit is a forfeit")
	}
}

func TestTimeoutAsPass(t *testing.T) {
	c, ft := readingClock(t, 1)
	ft.wait(time.Minute)
	c.Update()
	if !c.Face(Black).LostOnTime {
		t.Fatal("no time-out")
	}
	if err := c.TimeoutAsPass(Black, false); !errors.Is(err, ErrTimeoutIsLoss) {
		t.Errorf("1988: %v, want a loss", err)
	}
	if err := c.TimeoutAsPass(Black, true); err != nil {
		t.Fatal(err)
	}
	if p, running := c.Running(); !running || p != White {
		t.Fatalf("after the pass: %v %v", p, running)
	}
	ft.wait(sec(5))
	c.Press(White)
	n := len(c.Events())
	ft.wait(sec(52))
	c.Update()
	if got := texts(c, n, Announce); !slices.Equal(got, []string{"30秒", "40秒", "50秒", "1", "2"}) {
		t.Errorf("the same reading goes on: %v", got)
	}
}

func TestUndoPress(t *testing.T) {
	c, ft := newClock(t, TimeControl{System: Sudden, Main: 10 * time.Minute})
	c.Start(Black)
	ft.wait(sec(20))
	c.Press(Black) // pressed before placing the stone
	ft.wait(sec(3))
	if err := c.UndoPress(); err != nil {
		t.Fatal(err)
	}
	ft.wait(sec(2))
	c.Press(Black)
	if f := c.Face(Black); f.Main != 10*time.Minute-sec(25) || f.Moves != 1 {
		t.Errorf("Black %+v", f)
	}
	if f := c.Face(White); f.Main != 10*time.Minute {
		t.Errorf("White charged: %+v", f)
	}
	if len(c.Log()) != 1 || c.Log()[0].Used != sec(25) {
		t.Errorf("log %+v", c.Log())
	}
}

func TestSuspendGapNotCharged(t *testing.T) {
	c, ft := newClock(t, TimeControl{System: Sudden, Main: 10 * time.Minute})
	c.Start(Black)
	for range 10 {
		ft.wait(100 * time.Millisecond)
		c.Tick()
	}
	ft.wait(2 * time.Hour) // the laptop slept
	evs := c.Tick()
	if len(evs) != 1 || evs[0].Kind != Suspended {
		t.Fatalf("events %+v", evs)
	}
	if f := c.Face(Black); f.Main != 10*time.Minute-time.Second || f.LostOnTime {
		t.Errorf("face %+v", f)
	}
}

func TestCorrectionAndDrift(t *testing.T) {
	if !DriftTooLarge(62*time.Minute, time.Hour) || DriftTooLarge(61*time.Minute, time.Hour) {
		t.Error("DriftTooLarge")
	}
	c, ft := newClock(t, TimeControl{System: Sudden, Main: time.Hour})
	c.Start(Black)
	ft.wait(20 * time.Minute)
	c.Press(Black)
	ft.wait(10 * time.Minute)
	c.Press(White)
	// The clock ran fast: it showed 30 minutes used where 27 passed.
	c.Correct(30*time.Minute, 27*time.Minute)
	if b, w := c.Face(Black).Main, c.Face(White).Main; b != 42*time.Minute || w != 51*time.Minute {
		t.Errorf("corrected to %v and %v", b, w)
	}
	if !strings.Contains(c.Events()[len(c.Events())-1].En, "corrected in proportion") {
		t.Error("correction not logged")
	}
}

func TestCapturesHeldInReading(t *testing.T) {
	c, ft := readingClock(t, 2)
	ft.wait(sec(20))
	if !c.HoldCaptures() {
		t.Fatal("hold refused in reading")
	}
	ft.wait(sec(30))
	c.ReleaseCaptures()
	ft.wait(sec(5))
	if used := c.MoveUsed(); used != sec(25) {
		t.Errorf("move used %v, want 25 s", used)
	}
	c2, ft2 := newClock(t, TimeControl{System: Sudden, Main: time.Hour})
	c2.Start(Black)
	ft2.wait(sec(1))
	if c2.HoldCaptures() {
		t.Error("hold accepted outside byo-yomi")
	}
}

func TestSealedMove(t *testing.T) {
	c, ft := newClock(t, TimeControl{System: Sudden, Main: time.Hour})
	c.Start(Black)
	ft.wait(5 * time.Minute)
	c.Press(Black)
	ft.wait(7 * time.Minute)
	if err := c.Seal(); err != nil {
		t.Fatal(err)
	}
	ft.wait(12 * time.Hour)
	c.Resume()
	if p, _ := c.Running(); p != Black {
		t.Errorf("after the sealed move %s to play", p)
	}
	if w := c.Face(White).Main; w != 53*time.Minute {
		t.Errorf("White %v", w)
	}
}

func TestValidate(t *testing.T) {
	bad := []TimeControl{
		{System: Chinese, Main: time.Minute, Reserve: 5},
		{System: ByoYomi, Periods: 0, Period: time.Minute},
		{System: Canadian, Period: time.Minute},
		{System: Fischer, Main: time.Minute, Cap: sec(30)},
		{System: "hourglass", Main: time.Minute},
		{System: Sudden},
	}
	for _, tc := range bad {
		if _, err := New(tc, nil); err == nil {
			t.Errorf("%+v accepted", tc)
		}
	}
}

func TestMoveLogAsSGF(t *testing.T) {
	tc := TimeControl{System: Chinese, Main: 6 * time.Minute, Reserve: 5}
	c, ft := newClock(t, tc)
	c.Start(Black)
	ft.wait(sec(30.5))
	c.Press(Black)
	ft.wait(sec(90))
	c.Press(White) // 60 s of basic time, then 30 s of reading
	log := c.Log()
	if got := log[0].SGF(tc); got["BL"] != "329.5" || got["OB"] != "" {
		t.Errorf("Black %v", got)
	}
	if got := log[1].SGF(tc); got["WL"] != "60" || got["OW"] != "5" {
		t.Errorf("White %v", got)
	}
}

// TestTimedOutFace: the move on which time runs out is part of the final
// state: its time counted as used, and no time left (SPEC §5). Chinese
// byo-yomi with two reserved minutes and no other basic time: Black's move
// 1 takes 20 s (under a minute: free); move 2 (White) 5 s; Black's move 3
// uses one reserved minute at 60 s ("还剩1分") and runs out at 120 s in the
// last minute. Black used 20 + 120 = 140 s; nothing is left. Japanese
// byo-yomi, 3 × 30 s: one move of 95 s runs out at 90 s.
func TestTimedOutFace(t *testing.T) {
	c, ft := readingClock(t, 2)
	ft.wait(sec(20))
	c.Press(Black)
	ft.wait(sec(5))
	c.Press(White)
	ft.wait(sec(130))
	f := c.Face(Black)
	if !f.LostOnTime || f.Used != sec(140) || f.Main != 0 || f.Reserve != 0 || f.Moves != 1 {
		t.Errorf("Chinese: %+v", f)
	}
	if !c.TimeoutAsPassOffered(Black, true) || c.TimeoutAsPassOffered(Black, false) {
		t.Error("the pass is offered under 2002 only")
	}
	// The pass lifts the loss; the move's time is not counted twice.
	if err := c.TimeoutAsPass(Black, true); err != nil {
		t.Fatal(err)
	}
	if f := c.Face(Black); f.Used != sec(140) || f.Reserve != 1 || f.LostOnTime || f.Moves != 2 {
		t.Errorf("after the pass: %+v", f)
	}

	c, ft = newClock(t, TimeControl{System: ByoYomi, Period: sec(30), Periods: 3})
	c.Start(Black)
	ft.wait(sec(95))
	if f := c.Face(Black); !f.LostOnTime || f.Used != sec(90) || f.Periods != 0 {
		t.Errorf("byo-yomi: %+v", f)
	}
	if c.TimeoutAsPassOffered(Black, true) {
		t.Error("a Japanese byo-yomi time-out is a loss")
	}
}

// TestTimeControlBounds: durations and counts that would overflow the
// clock's arithmetic are refused (issue 14).
func TestTimeControlBounds(t *testing.T) {
	for _, tc := range []TimeControl{
		{System: Sudden, Main: 25 * time.Hour},
		{System: Fischer, Main: time.Hour, Increment: 48 * time.Hour},
		{System: Chinese, Main: time.Hour, Reserve: 1 << 40},
		{System: ByoYomi, Period: sec(30), Periods: 5000},
		{System: Canadian, Period: time.Minute, Moves: 1 << 30},
	} {
		if err := tc.Validate(); !errors.Is(err, ErrBadTimeControl) {
			t.Errorf("%+v accepted: %v", tc, err)
		}
	}
	if err := (TimeControl{System: Sudden, Main: MaxTime}).Validate(); err != nil {
		t.Errorf("a day of basic time: %v", err)
	}
}

// TestFirstToMove: White moves first once handicap stones are placed (two
// or more); with none, or 让先 (one: Black without komi), Black does.
func TestFirstToMove(t *testing.T) {
	for _, tt := range []struct {
		handicap int
		want     Player
	}{{0, Black}, {1, Black}, {2, White}, {9, White}} {
		t.Run(fmt.Sprint(tt.handicap), func(t *testing.T) {
			if got := FirstToMove(tt.handicap); got != tt.want {
				t.Errorf("handicap %d: %v first; want %v", tt.handicap, got, tt.want)
			}
		})
	}
}

// TestFlag: no flag has fallen while both have time; White's falls when
// her 10 minutes run out, 6 minutes into her move that began at 13 minutes
// (worked out: Black used 4 and 9, White 4 before), so at 19 minutes; a
// forfeit for lateness is Black's flag at the moment it is given.
func TestFlag(t *testing.T) {
	c, ft := newClock(t, TimeControl{System: Sudden, Main: 10 * time.Minute})
	c.Start(Black)
	ft.wait(4 * time.Minute)
	c.Press(Black) // White from 4:00
	ft.wait(4 * time.Minute)
	c.Press(White) // Black from 8:00, 6 minutes left
	ft.wait(5 * time.Minute)
	c.Press(Black) // White from 13:00, 6 minutes left
	if _, _, fell := c.Flag(); fell {
		t.Fatal("a flag fell with time on both clocks")
	}
	ft.wait(7 * time.Minute)
	if p, at, fell := c.Flag(); !fell || p != White || at != 19*time.Minute {
		t.Errorf("flag %v %v %v, want White's at 19m", p, at, fell)
	}

	c, ft = newClock(t, TimeControl{System: Sudden, Main: time.Hour})
	ft.wait(20 * time.Minute)
	c.Lateness(Black, 20*time.Minute, 15*time.Minute, true)
	if p, at, fell := c.Flag(); !fell || p != Black || at != 20*time.Minute {
		t.Errorf("forfeit: flag %v %v %v, want Black's at 20m", p, at, fell)
	}
}

// TestRefusalsAreMessages: every refusal of the clock names a message the
// front ends translate, and is told apart by errors.Is.
func TestRefusalsAreMessages(t *testing.T) {
	c, _ := newClock(t, TimeControl{System: Sudden, Main: time.Minute})
	if err := c.Resume(); !errors.Is(err, ErrNotPaused) {
		t.Errorf("resume before a pause: %v", err)
	}
	c.Start(Black)
	err := c.Start(Black)
	var m interface {
		MessageKey() (string, string, map[string]any)
	}
	if !errors.Is(err, ErrRunning) || !errors.As(err, &m) {
		t.Fatalf("start twice: %v", err)
	}
	if key, english, _ := m.MessageKey(); key != "clock.error.running" || english != err.Error() {
		t.Errorf("message %q %q", key, english)
	}
}

// TestSetCountKeepsTheCount: the arbiter sets a player's basic time and
// gives the count beside it as SetCount reads it: the count is what the
// face had (SPEC §5: a minute of reading used up costs a reserved minute,
// a period a period, and a move made in the Canadian block is one fewer
// to go), and only the time changes.
func TestSetCountKeepsTheCount(t *testing.T) {
	tests := []struct {
		name  string
		tc    TimeControl
		moves []time.Duration // alternate presses, Black first
		think time.Duration   // then Black thinks this long before the Set
		want  int
		count func(Face) int
	}{
		{"chinese: 30 s free, then a reserved minute used and 10 s",
			TimeControl{System: Chinese, Main: 3*time.Minute + 30*time.Second, Reserve: 3}, nil, 100 * time.Second, 2,
			func(f Face) int { return f.Reserve }},
		{"japanese: 10 s basic, a period of 30 s used and 5 s",
			TimeControl{System: ByoYomi, Main: 10 * time.Second, Period: 30 * time.Second, Periods: 3}, nil, 45 * time.Second, 2,
			func(f Face) int { return f.Periods }},
		{"canadian: one move of five made in the block",
			TimeControl{System: Canadian, Main: 10 * time.Second, Period: time.Minute, Moves: 5}, []time.Duration{15 * time.Second, time.Second}, time.Second, 4,
			func(f Face) int { return f.MovesLeft }},
		{"fischer: no count",
			TimeControl{System: Fischer, Main: time.Minute, Increment: 5 * time.Second}, nil, time.Second, 0,
			func(Face) int { return 0 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, ft := newClock(t, tt.tc)
			c.Start(Black)
			p := Black
			for _, d := range tt.moves {
				ft.wait(d)
				if err := c.Press(p); err != nil {
					t.Fatal(err)
				}
				p = p.Opponent()
			}
			ft.wait(tt.think)
			if got := c.SetCount(Black); got != tt.want {
				t.Fatalf("SetCount = %d, want %d", got, tt.want)
			}
			if err := c.Set(Black, 5*time.Minute, c.SetCount(Black), "test"); err != nil {
				t.Fatal(err)
			}
			if got := tt.count(c.Face(Black)); got != tt.want {
				t.Errorf("after Set: count %d, want %d kept", got, tt.want)
			}
		})
	}
}
