package clock

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
	"time"
)

// This file drives clocks as a hall does: presses, ticks and pauses at
// any nanosecond, through the basic time, every reading mark and the
// time-out, in every system. What the clock must say and show is worked
// out by a small model written from SPEC §5 (refMarks, refLive, refPress),
// which shares no code with the clock's.

// refFace is one player's face in the model.
type refFace struct {
	main             time.Duration // basic time left (Chinese: before the reserved minutes)
	reserve, periods int
	block            time.Duration // Canadian: time left in the block
	movesLeft        int
	reading, lost    bool
	used             time.Duration
	moves            int
}

func (f refFace) face() Face {
	return Face{Main: f.main, Reserve: f.reserve, Reading: f.reading, Periods: f.periods, PeriodLeft: f.block,
		MovesLeft: f.movesLeft, LostOnTime: f.lost, Used: f.used, Moves: f.moves}
}

func refStart(tc TimeControl) refFace {
	switch tc.System {
	case Chinese:
		return refFace{main: tc.Main - time.Duration(tc.Reserve)*time.Minute, reserve: tc.Reserve}
	case ByoYomi:
		return refFace{main: tc.Main, periods: tc.Periods}
	case Canadian:
		return refFace{main: tc.Main, block: tc.Period, movesLeft: tc.Moves}
	}
	return refFace{main: tc.Main}
}

// refSaid is something the rules have the clock say during a move, at u
// of the move's time.
type refSaid struct {
	u       time.Duration
	kind    Kind
	cue, zh string
}

// refMarks is everything said on a move that starts from face f, if the
// player never presses: it ends with the time-out.
func refMarks(tc TimeControl, f refFace) []refSaid {
	var out []refSaid
	say := func(u time.Duration, k Kind, cue, zh string) { out = append(out, refSaid{u, k, cue, zh}) }
	lossOnTime := func(u time.Duration) { say(u, TimeOut, "timeout", "超时负") }
	secs := func(n int) time.Duration { return time.Duration(n) * time.Second }
	switch tc.System {
	case Sudden, Fischer:
		lossOnTime(f.main)
	case Chinese:
		// SPEC §5: 30, 40, 50, 55, 58 s, "1 minute" and "N minutes left" in
		// each minute; in the last, 30, 40, 50 s, then 1 … 9 and "10": loss.
		if f.reserve == 0 {
			lossOnTime(f.main)
			break
		}
		if f.main > 0 {
			say(f.main, ReadingStarted, "reading", "")
		}
		for left := f.reserve; left >= 1; left-- {
			start := f.main + time.Duration(f.reserve-left)*time.Minute
			if left > 1 {
				for _, s := range []int{30, 40, 50, 55, 58} {
					say(start+secs(s), Announce, "s"+strconv.Itoa(s), strconv.Itoa(s)+"秒")
				}
				say(start+time.Minute, Announce, "minute", "1分钟")
				say(start+time.Minute, MinuteUsed, "minutes_left_"+strconv.Itoa(left-1), "还剩"+strconv.Itoa(left-1)+"分")
				continue
			}
			for _, s := range []int{30, 40, 50} {
				say(start+secs(s), Announce, "s"+strconv.Itoa(s), strconv.Itoa(s)+"秒")
			}
			for n := 1; n <= 9; n++ {
				say(start+secs(50+n), Announce, "n"+strconv.Itoa(n), strconv.Itoa(n))
			}
			say(start+time.Minute, TimeOut, "ten_timeout", "10，超时负")
		}
	case ByoYomi:
		// Every ten seconds of a period; in the last, a count from 1 to 9
		// over its last seconds, and "10": loss.
		if f.periods == 0 {
			lossOnTime(f.main)
			break
		}
		if f.main > 0 {
			say(f.main, ReadingStarted, "reading", "")
		}
		period, n := tc.Period, int(tc.Period/time.Second)
		for left := f.periods; left >= 1; left-- {
			start := f.main + time.Duration(f.periods-left)*period
			tens := n
			if left == 1 {
				tens = n - 9
			}
			for s := 10; s < tens; s += 10 {
				say(start+secs(s), Announce, "s"+strconv.Itoa(s), strconv.Itoa(s)+"秒")
			}
			if left > 1 {
				say(start+period, PeriodUsed, "periods_left_"+strconv.Itoa(left-1), "还剩"+strconv.Itoa(left-1)+"次")
				continue
			}
			for k := 1; k <= 9; k++ {
				if s := n - 10 + k; s >= 1 {
					say(start+secs(s), Announce, "n"+strconv.Itoa(k), strconv.Itoa(k))
				}
			}
			say(start+period, TimeOut, "ten_timeout", "10，超时负")
		}
	case Canadian:
		// The block starts when the basic time is gone; nothing is read.
		free := f.main
		if f.reading {
			free = 0
		}
		if free > 0 {
			say(free, ReadingStarted, "reading", "")
		}
		lossOnTime(free + f.block)
	}
	return out
}

// refLive is face f at move time u of a move not yet timed out.
func refLive(tc TimeControl, f refFace, u time.Duration) refFace {
	switch tc.System {
	case Sudden, Fischer:
		f.main -= u
	case Chinese, ByoYomi:
		if u < f.main {
			f.main -= u
			break
		}
		r := u - f.main
		f.main, f.reading = 0, true
		if tc.System == Chinese {
			f.reserve -= int(r / time.Minute) // each full minute of one move uses a reserved minute
		} else {
			f.periods -= int(r / tc.Period)
		}
	case Canadian:
		if !f.reading && u < f.main {
			f.main -= u
			break
		}
		if !f.reading {
			u -= f.main
		}
		f.main, f.reading = 0, true
		f.block -= u
	}
	return f
}

// refPress is face f after a move of d, pressed in time.
func refPress(tc TimeControl, f refFace, d time.Duration) refFace {
	wasReading := f.reading
	g := refLive(tc, f, d)
	g.used += d
	g.moves++
	switch tc.System {
	case Fischer:
		g.main += tc.Increment
		if tc.Cap > 0 && g.main > tc.Cap {
			g.main = tc.Cap
		}
	case Canadian:
		if g.reading && (wasReading || d >= f.main) {
			g.movesLeft--
			if g.movesLeft == 0 { // the block's moves made: a new block, the time left carried over
				g.block += tc.Period
				g.movesLeft = tc.Moves
			}
		}
	}
	return g
}

// refTimedOut is face f after its flag fell at move time u: all of that
// move's time used, nothing left.
func refTimedOut(tc TimeControl, f refFace, u time.Duration) refFace {
	f.used += u
	f.main, f.lost = 0, true
	switch tc.System {
	case Chinese:
		f.reserve, f.reading = 0, true
	case ByoYomi:
		f.periods, f.reading = 0, true
	case Canadian:
		f.block, f.reading = 0, true
	}
	return f
}

// source is where a trial takes its choices: a seeded generator, or a
// fuzzer's bytes.
type source interface {
	Int64N(n int64) int64
}

// byteSource reads choices from bytes, as few as each needs; once they
// run out every choice is 0.
type byteSource struct{ b []byte }

func (s *byteSource) Int64N(n int64) int64 {
	var v uint64
	for m := uint64(n - 1); m > 0 && len(s.b) > 0; m >>= 8 {
		v = v<<8 | uint64(s.b[0])
		s.b = s.b[1:]
	}
	if n <= 1 {
		return 0
	}
	return int64(v % uint64(n))
}

func pick(src source, n int) int { return int(src.Int64N(int64(n))) }

// anyTime is a time up to d, to the nanosecond.
func anyTime(src source, d time.Duration) time.Duration {
	return time.Duration(src.Int64N(int64(d) + 1))
}

// randomControl is a time control of the system, with times of any
// nanosecond where the system allows it (a face's times are such after the
// first move anyway).
func randomControl(src source, system System) TimeControl {
	wholeSeconds := func(d time.Duration) time.Duration { return d.Truncate(time.Second) }
	switch system {
	case Sudden:
		return TimeControl{System: Sudden, Main: time.Nanosecond + anyTime(src, 6*time.Minute)}
	case Fischer:
		tc := TimeControl{System: Fischer, Main: time.Second + anyTime(src, 4*time.Minute), Increment: anyTime(src, 20*time.Second)}
		if pick(src, 2) == 0 {
			tc.Cap = tc.Main + anyTime(src, time.Minute)
		}
		return tc
	case Chinese:
		reserve := pick(src, 6)
		free := anyTime(src, 3*time.Minute)
		if pick(src, 2) == 0 {
			free = wholeSeconds(free)
		}
		if reserve == 0 && free == 0 {
			free = time.Second
		}
		return TimeControl{System: Chinese, Main: free + time.Duration(reserve)*time.Minute, Reserve: reserve}
	case ByoYomi:
		period := []time.Duration{5, 10, 20, 30, 60}[pick(src, 5)] * time.Second
		if pick(src, 3) == 0 {
			period = time.Duration(1+pick(src, 90)) * time.Second
		}
		return TimeControl{System: ByoYomi, Main: anyTime(src, 2*time.Minute), Period: period, Periods: 1 + pick(src, 5)}
	default:
		return TimeControl{System: Canadian, Main: anyTime(src, 2*time.Minute), Period: time.Second + anyTime(src, 90*time.Second), Moves: 1 + pick(src, 5)}
	}
}

// moveTime chooses how long a move with these marks thinks: often right on
// a mark or a nanosecond beside it, else anything up to past the time-out.
func moveTime(src source, marks []refSaid) time.Duration {
	out := marks[len(marks)-1].u
	switch pick(src, 10) {
	case 0, 1, 2, 3:
		m := marks[pick(src, len(marks))].u
		switch pick(src, 4) {
		case 0:
			return max(0, m-time.Nanosecond)
		case 1:
			return m
		case 2:
			return m + time.Nanosecond
		}
		return max(0, m-time.Millisecond+anyTime(src, 2*time.Millisecond))
	case 4, 5, 6:
		return anyTime(src, 3*time.Second)
	}
	return anyTime(src, out+10*time.Second)
}

// sameEvent reports whether got is the event want says: the same instant,
// player, kind and cue, and the same words where want has them.
func sameEvent(got Event, want Event) bool {
	if got.At != want.At || got.Player != want.Player || got.Kind != want.Kind || got.Cue != want.Cue {
		return false
	}
	return want.Zh == "" && got.Kind == ReadingStarted || got.Zh == want.Zh
}

// playTrial plays one game on a clock of tc with choices from src, at most
// moves moves, and compares everything the clock says and shows with the
// model. 2002 rules let a time-out in the last reserved minute become a pass.
func playTrial(src source, tc TimeControl, rules2002 bool, moves int) error {
	ft := &fakeTime{t: anyTime(src, time.Hour)}
	c, err := New(tc, ft.now)
	if err != nil {
		return fmt.Errorf("New: %w", err)
	}
	c.SetSuspendGap(0) // ticks here may be minutes apart
	faces := [2]refFace{refStart(tc), refStart(tc)}
	var want []Event
	var log []MoveTime
	if err := c.Start(Black); err != nil {
		return err
	}
	p := Black
	for move := 1; move <= moves; move++ {
		f := faces[p]
		marks := refMarks(tc, f)
		out := marks[len(marks)-1].u // the move time the flag falls at
		d := moveTime(src, marks)
		timedOut := d >= out
		end := min(d, out)

		// Pauses (each at a move time before the move ends) and ticks at
		// any move time up to the press.
		type pause struct{ u, length time.Duration }
		var pauses []pause
		for range pick(src, 3) {
			if pick(src, 3) == 0 && end > 0 {
				pauses = append(pauses, pause{anyTime(src, end-1), time.Nanosecond + anyTime(src, 10*time.Minute)})
			}
		}
		slices.SortFunc(pauses, func(a, b pause) int { return int(a.u - b.u) })
		pauses = slices.CompactFunc(pauses, func(a, b pause) bool { return a.u == b.u })
		var ticks []time.Duration
		for range pick(src, 8) {
			ticks = append(ticks, anyTime(src, d))
		}
		if pick(src, 4) == 0 {
			for _, m := range marks {
				if m.u <= d {
					ticks = append(ticks, m.u) // a tick right on each mark
				}
			}
		}
		slices.Sort(ticks)
		start := ft.t
		// wall is the instant of move time u: a mark at a pause's move time
		// falls before the pause, one after it falls after its length.
		wall := func(u time.Duration) time.Duration {
			w := start + u
			for _, ps := range pauses {
				if ps.u < u {
					w += ps.length
				}
			}
			return w
		}
		for _, m := range marks {
			if m.u <= end {
				want = append(want, Event{At: wall(m.u), Player: p, Kind: m.kind, Cue: m.cue, Zh: m.zh})
			}
		}
		for _, ps := range pauses {
			want = append(want, Event{At: wall(ps.u), Player: p, Kind: Paused, Zh: "test"},
				Event{At: wall(ps.u) + ps.length, Player: p, Kind: Resumed})
		}
		// Said at the same instant: the marks first (a pause or a press
		// makes the clock say what is due first), then the pause.
		slices.SortStableFunc(want, func(a, b Event) int { return int(a.At - b.At) })

		lastLeft := time.Duration(1<<63 - 1)
		tick := func(u time.Duration, paused bool) error {
			used := min(u, out)
			op := pick(src, 6)
			switch op {
			case 0:
				c.Update()
			case 1:
				c.Tick()
			case 2:
				if got := c.MoveUsed(); got != used {
					return fmt.Errorf("move %d at %v: move time %v, want %v", move, u, got, used)
				}
			case 3:
				got, reading := c.ReadingSeconds()
				wantReading := (tc.System == Chinese || tc.System == ByoYomi) && used >= f.main && u < out
				if reading != wantReading {
					return fmt.Errorf("move %d at %v: in reading %v, want %v", move, u, reading, wantReading)
				}
				if n := readingUnit(tc); reading && got != (used-f.main)%n {
					return fmt.Errorf("move %d at %v: %v read, want %v", move, u, got, (used-f.main)%n)
				}
			case 4:
				c.Events()
			}
			live := refLive(tc, f, used)
			if u >= out {
				live = refTimedOut(tc, f, out)
			}
			if got := c.Face(p); got != live.face() {
				return fmt.Errorf("move %d at move time %v (flag at %v): face\n%+v, want\n%+v", move, u, out, got, live.face())
			}
			if got := c.Face(p.Opponent()); got != faces[p.Opponent()].face() {
				return fmt.Errorf("move %d: the waiting face %+v, want %+v", move, got, faces[p.Opponent()].face())
			}
			if left := timeLeft(tc, c.Face(p)); left > lastLeft {
				return fmt.Errorf("move %d at %v: time left went up from %v to %v", move, u, lastLeft, left)
			} else {
				lastLeft = left
			}
			if _, on := c.Running(); on != (!paused && u < out) {
				return fmt.Errorf("move %d at %v: running %v", move, u, on)
			}
			return nil
		}
		pi := 0
		for _, u := range ticks {
			for ; pi < len(pauses) && pauses[pi].u < u; pi++ {
				ps := pauses[pi]
				ft.t = wall(ps.u)
				if err := c.Pause("test"); err != nil {
					return fmt.Errorf("move %d: pause: %w", move, err)
				}
				ft.t += anyTime(src, ps.length)
				if err := tick(ps.u, true); err != nil {
					return err
				}
				ft.t = wall(ps.u) + ps.length
				if err := c.Resume(); err != nil {
					return fmt.Errorf("move %d: resume: %w", move, err)
				}
			}
			ft.t = wall(u)
			if err := tick(u, false); err != nil {
				return err
			}
		}
		for ; pi < len(pauses); pi++ {
			ps := pauses[pi]
			ft.t = wall(ps.u)
			if err := c.Pause("test"); err != nil {
				return fmt.Errorf("move %d: pause: %w", move, err)
			}
			ft.t = wall(ps.u) + ps.length
			if err := c.Resume(); err != nil {
				return fmt.Errorf("move %d: resume: %w", move, err)
			}
		}
		ft.t = wall(d)
		err := c.Press(p)
		if !timedOut {
			if err != nil {
				return fmt.Errorf("move %d of %v (flag at %v): press: %w", move, d, out, err)
			}
			want = append(want, Event{At: ft.t, Player: p, Kind: Press})
			faces[p] = refPress(tc, f, d)
			log = append(log, MoveTime{Player: p, Used: d, Left: faces[p].face()})
			p = p.Opponent()
			if err := compare(c, want, log); err != nil {
				return fmt.Errorf("move %d: %w", move, err)
			}
			continue
		}
		// The flag fell.
		if !errors.Is(err, ErrOver) {
			return fmt.Errorf("move %d: a press after the time-out: %v", move, err)
		}
		faces[p] = refTimedOut(tc, f, out)
		if loser, at, fell := c.Flag(); !fell || loser != p || at != wall(out) {
			return fmt.Errorf("move %d: flag %v %v %v, want %v at %v", move, loser, at, fell, p, wall(out))
		}
		if err := compare(c, want, log); err != nil {
			return fmt.Errorf("move %d (timed out): %w", move, err)
		}
		lastMinute := tc.System == Chinese && f.reserve > 0
		if offered := c.TimeoutAsPassOffered(p, rules2002); offered != (rules2002 && lastMinute) {
			return fmt.Errorf("move %d: time-out as a pass offered: %v", move, offered)
		}
		if !rules2002 || !lastMinute {
			if err := c.TimeoutAsPass(p, rules2002); !errors.Is(err, ErrTimeoutIsLoss) {
				return fmt.Errorf("move %d: time-out as a pass: %v, want a loss", move, err)
			}
			return compare(c, want, log)
		}
		if pick(src, 3) == 0 {
			return nil // the player does not ask: the loss stands
		}
		// 2002: the player asks for the time-out to count as a pass; the
		// same (last) reserved minute goes on.
		ft.t += anyTime(src, time.Minute)
		if err := c.TimeoutAsPass(p, true); err != nil {
			return fmt.Errorf("move %d: %w", move, err)
		}
		g := faces[p]
		g.lost, g.reserve, g.moves = false, 1, g.moves+1
		faces[p] = g
		want = append(want, Event{At: ft.t, Player: p, Kind: TimeoutAsPass, Zh: "超时作弃权一次，继续读秒"})
		log = append(log, MoveTime{Player: p, Used: out, Left: g.face()})
		p = p.Opponent()
		if err := compare(c, want, log); err != nil {
			return fmt.Errorf("move %d (a pass): %w", move, err)
		}
	}
	return nil
}

// readingUnit is what the arbiter counts in byo-yomi: a minute, or a period.
func readingUnit(tc TimeControl) time.Duration {
	if tc.System == ByoYomi {
		return tc.Period
	}
	return time.Minute
}

// timeLeft is all the time a face has left.
func timeLeft(tc TimeControl, f Face) time.Duration {
	switch tc.System {
	case Chinese:
		return f.Main + time.Duration(f.Reserve)*time.Minute
	case ByoYomi:
		return f.Main + time.Duration(f.Periods)*tc.Period
	case Canadian:
		return f.Main + f.PeriodLeft
	}
	return f.Main
}

// compare checks the clock's events and move log against the model's.
func compare(c *Clock, want []Event, log []MoveTime) error {
	got := c.Events()
	for i := range max(len(got), len(want)) {
		switch {
		case i >= len(got):
			return fmt.Errorf("event %d missing: %+v", i, want[i])
		case i >= len(want):
			return fmt.Errorf("event %d more than the rules say: %+v", i, got[i])
		case !sameEvent(got[i], want[i]):
			return fmt.Errorf("event %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if !slices.Equal(c.Log(), log) {
		return fmt.Errorf("move log\n%+v, want\n%+v", c.Log(), log)
	}
	return nil
}

// bounded runs f and reports an error if it does not return within d: a
// clock that loops would hang the window.
func bounded(d time.Duration, f func() error) error {
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		return err
	case <-time.After(d):
		return fmt.Errorf("did not return within %v", d)
	}
}

var propertySystems = []struct {
	system    System
	rules2002 bool
}{
	{Sudden, true}, {Fischer, true}, {ByoYomi, true}, {Canadian, true}, {Chinese, false}, {Chinese, true},
}

// TestClockAtAnyInstant plays random games at nanosecond instants in every
// system (Chinese reserved minutes under both editions) and checks each
// against the rules' model: every press, tick and pause returns at once;
// each announcement comes once, in order, at its instant; the faces and
// the move log are those the presses imply.
func TestClockAtAnyInstant(t *testing.T) {
	trials := 300
	if testing.Short() {
		trials = 60
	}
	for _, sys := range propertySystems {
		name := string(sys.system)
		if sys.system == Chinese {
			name += map[bool]string{false: "-1988", true: "-2002"}[sys.rules2002]
		}
		t.Run(name, func(t *testing.T) {
			for seed := range uint64(trials) {
				src := rand.New(rand.NewPCG(seed, 21))
				tc := randomControl(src, sys.system)
				err := bounded(10*time.Second, func() error { return playTrial(src, tc, sys.rules2002, 200) })
				if err != nil {
					t.Fatalf("seed %d, %+v: %v", seed, tc, err)
				}
			}
		})
	}
}

// FuzzClock plays the game a fuzzer's bytes describe (system, time
// control, move times, ticks, pauses) against the rules' model.
func FuzzClock(f *testing.F) {
	f.Add([]byte{0})
	f.Add([]byte{5, 3, 0, 0, 0, 200, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
	f.Add([]byte("Chinese byo-yomi: 3 min 30 s, 3 reserved minutes, pressed at real instants"))
	f.Add([]byte{2, 255, 255, 255, 255, 0, 0, 0, 1, 128, 64, 32, 16, 8, 4, 2, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		src := &byteSource{b: data}
		sys := propertySystems[pick(src, len(propertySystems))]
		tc := randomControl(src, sys.system)
		if err := bounded(10*time.Second, func() error { return playTrial(src, tc, sys.rules2002, 1+len(data)/4) }); err != nil {
			t.Fatalf("%+v: %v", tc, err)
		}
	})
}
