package clock

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

// TestReadingAtSubMillisecondInstants is the game of issue 21, worked by
// hand: Chinese byo-yomi of 3 min 30 s with 3 reserved minutes (30 s of
// free time), Black presses after 123,457 ns, White after 1.5000005 s, and
// Black then thinks to his time-out, the clock ticked every 100 ms and a
// few nanoseconds as a real ticker does. Black's free time left is
// 29.999876543 s, so his reading starts at 1.500123957 s + 29.999876543 s
// = 31.5000005 s, and every mark falls 0.5000005 s past a whole second.
func TestReadingAtSubMillisecondInstants(t *testing.T) {
	c, ft := newClock(t, TimeControl{System: Chinese, Main: 3*time.Minute + 30*time.Second, Reserve: 3})
	c.Start(Black)
	ft.wait(123457)
	if err := c.Press(Black); err != nil {
		t.Fatal(err)
	}
	ft.wait(1500000500)
	if err := c.Press(White); err != nil {
		t.Fatal(err)
	}
	from := len(c.Events())
	err := bounded(5*time.Second, func() error {
		for i := 0; !c.Over() && i < 10000; i++ {
			ft.wait(100*time.Millisecond + time.Duration(i%97))
			c.Tick()
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	type said struct {
		at time.Duration
		zh string
	}
	at := func(s int) time.Duration { return time.Duration(s)*time.Second + 500000500 } // s + 0.5000005 s
	want := []said{{at(31), "开始读秒，保留3分"}}
	for minute, left := range []int{3, 2} { // two minutes used, then the last
		base := 31 + 60*minute
		for _, s := range []int{30, 40, 50, 55, 58} {
			want = append(want, said{at(base + s), fmt.Sprintf("%d秒", s)})
		}
		want = append(want, said{at(base + 60), "1分钟"}, said{at(base + 60), fmt.Sprintf("还剩%d分", left-1)})
	}
	for _, s := range []int{30, 40, 50} {
		want = append(want, said{at(151 + s), fmt.Sprintf("%d秒", s)})
	}
	for n := 1; n <= 9; n++ {
		want = append(want, said{at(201 + n), fmt.Sprint(n)})
	}
	want = append(want, said{at(211), "10，超时负"})
	got := c.Events()[from:]
	if len(got) != len(want) {
		t.Fatalf("%d events, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		if got[i].At != w.at || got[i].Zh != w.zh || got[i].Player != Black {
			t.Errorf("event %d: %v %s %q, want %v %q", i, got[i].At, got[i].Player, got[i].Zh, w.at, w.zh)
		}
	}
	if f := c.Face(Black); !f.LostOnTime || f.Reserve != 0 || f.Used != 123457+3*time.Minute+29999876543 {
		t.Errorf("Black's face %+v", f)
	}
}

// TestNoTimeLeftWithoutByoYomiIsALoss: a face with no basic time and no
// byo-yomi left (lateness took it all, or the arbiter set it so) loses at
// once when its clock runs, in every system that has such a face.
func TestNoTimeLeftWithoutByoYomiIsALoss(t *testing.T) {
	for _, tt := range []struct {
		name string
		tc   TimeControl
	}{
		{"chinese without reserved minutes", TimeControl{System: Chinese, Main: 10 * time.Minute}},
		{"sudden death", TimeControl{System: Sudden, Main: 10 * time.Minute}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c, ft := newClock(t, tt.tc)
			c.Lateness(Black, 6*time.Minute, time.Hour, true) // twice 6 minutes: more than the 10
			c.Start(Black)
			ft.wait(1)
			if loser, at, fell := c.Flag(); !fell || loser != Black || at != 0 {
				t.Errorf("flag %v %v %v, want Black's at 0", loser, at, fell)
			}
		})
	}
	c, ft := newClock(t, TimeControl{System: ByoYomi, Main: 10 * time.Minute, Period: 30 * time.Second, Periods: 3})
	c.Start(Black)
	if err := c.Set(Black, 5*time.Second, 0, "no period left"); err != nil {
		t.Fatal(err)
	}
	ft.wait(5*time.Second - 1)
	if c.Over() {
		t.Fatal("lost before the 5 s set ran out")
	}
	ft.wait(1)
	if !c.Over() || c.TimeoutAsPassOffered(Black, true) {
		t.Errorf("5 s and no period: over %v", c.Over())
	}
}

// TestTimeNeverRunsBackwards: a time source that steps back (it should not)
// is held at the latest time read: no face gains time, no event is dated
// before one already given.
func TestTimeNeverRunsBackwards(t *testing.T) {
	c, ft := newClock(t, TimeControl{System: Chinese, Main: 2 * time.Minute, Reserve: 1})
	c.Start(Black)
	ft.wait(70 * time.Second)
	c.Update()
	before := c.Face(Black)
	ft.t -= 30 * time.Second
	if f := c.Face(Black); f.Main > before.Main || f.Reserve > before.Reserve {
		t.Errorf("after the source stepped back: %+v, was %+v", f, before)
	}
	if err := c.Press(Black); err != nil {
		t.Fatal(err)
	}
	if u := c.Log()[0].Used; u != 70*time.Second {
		t.Errorf("move time %v, want 70 s", u)
	}
	events := c.Events()
	if !slices.IsSortedFunc(events, func(a, b Event) int { return int(a.At - b.At) }) {
		t.Errorf("events out of order: %+v", events)
	}
}

// TestMarkPassedDuringAWrongPressIsSaidAfter: the clock ran for the wrong
// player (pressed before the stone was placed) across Black's reading
// mark; when the press is taken back the mark is said then, after what
// was said meanwhile, not dated in the past.
func TestMarkPassedDuringAWrongPressIsSaidAfter(t *testing.T) {
	c, ft := readingClock(t, 2)
	ft.wait(25 * time.Second)
	c.Press(Black)
	ft.wait(7 * time.Second) // Black's 30 s mark passes on White's clock
	if err := c.UndoPress(); err != nil {
		t.Fatal(err)
	}
	got := texts(c, 0, Announce)
	if !slices.Equal(got, []string{"30秒"}) {
		t.Fatalf("said %v, want 30秒 once", got)
	}
	events := c.Events()
	if last := events[len(events)-1]; last.Zh != "30秒" || last.At != 32*time.Second {
		t.Errorf("30秒 said at %v, want at the undo (32 s)", last.At)
	}
}

// TestPressEndsCaptureHold: the player removes the captured stones with
// the clock held and then presses: the opponent's clock runs at once (it
// stayed stopped until someone released the hold), and the capture time
// did not count for the player who captured.
func TestPressEndsCaptureHold(t *testing.T) {
	c, ft := readingClock(t, 2)
	ft.wait(20*time.Second + 1234)
	if !c.HoldCaptures() || !c.Held() {
		t.Fatal("hold refused in reading")
	}
	ft.wait(40 * time.Second) // a big capture
	if err := c.Press(Black); err != nil {
		t.Fatal(err)
	}
	if c.Held() {
		t.Error("still held after the press")
	}
	if u := c.Log()[0].Used; u != 20*time.Second+1234 {
		t.Errorf("Black's move %v, want 20.000001234 s", u)
	}
	ft.wait(3 * time.Second)
	if u := c.MoveUsed(); u != 3*time.Second {
		t.Errorf("White's clock has run %v, want 3 s", u)
	}
}
