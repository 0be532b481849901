package clock

import (
	"fmt"
	"strconv"
	"time"
)

// mark is the next thing due on the current move, at u of move time.
type mark struct {
	u    time.Duration
	fire func(at time.Duration)
}

// advance fires every mark of the running player due up to now, each once
// and in order. Every mark found lies at or after markFrom, and firing it
// moves markFrom past it: the loop ends, at any instant, after no more
// turns than there are marks up to now.
func (c *Clock) advance(now time.Duration) {
	if !c.started || c.paused || c.held || c.over() {
		c.last = now
		return
	}
	if c.due.valid && c.due.key == c.dueKey() && now < c.due.at {
		c.last = now // nothing is due before c.due.at: a tick costs no reckoning
		return
	}
	c.due.valid = false
	for {
		m, ok := c.nextMark()
		if !ok {
			break
		}
		at := c.since + (m.u - c.used)
		if at > now {
			c.due = due{valid: true, at: at, key: c.dueKey()}
			break
		}
		// A mark passed while the clock could not say so (a press taken
		// back) is said now, after what was said meanwhile.
		at = max(at, c.last)
		c.markFrom = m.u + 1
		m.fire(at)
		if c.over() {
			// Time stops at the time-out; the move it ended is part of the
			// player's time: all of it used, none left.
			c.used, c.since = m.u, at
			c.timedOut(&c.faces[c.running], m.u)
			break
		}
	}
	c.last = now
}

func (c *Clock) dueKey() dueKey {
	return dueKey{running: c.running, markFrom: c.markFrom, used: c.used, since: c.since, face: c.faces[c.running]}
}

// due remembers when the next mark falls, for the state it was worked out
// from: until then, or until the state changes (a press, a pause, a time
// set), advance has nothing to do. A clock that finds no mark at all (no
// time-out in its system) reckons again on each call.
type due struct {
	valid bool
	at    time.Duration
	key   dueKey
}

// dueKey is the state the next mark depends on.
type dueKey struct {
	running     Player
	markFrom    time.Duration
	used, since time.Duration
	face        Face
}

// timedOut leaves a face as the time-out leaves it: the move's time u
// counted as used, and no time left (basic time, reserved minutes, periods
// or block all gone).
func (c *Clock) timedOut(f *Face, u time.Duration) {
	f.Used += u
	f.Main = 0
	switch c.tc.System {
	case Chinese:
		f.Reserve, f.Reading = 0, true
	case ByoYomi:
		f.Periods, f.Reading = 0, true
	case Canadian:
		f.PeriodLeft, f.Reading = 0, true
	}
}

func seconds(n int) (zh, en string) {
	return fmt.Sprintf("%d秒", n), fmt.Sprintf("%d seconds", n)
}

// nextMark finds the first mark of the running player at or after markFrom.
func (c *Clock) nextMark() (mark, bool) {
	p := c.running
	f := &c.faces[p]
	after := c.markFrom - 1 // marks are due strictly after this move time
	timeOut := func(zh, en string) func(time.Duration) {
		cue := "timeout"
		if zh != "超时负" {
			cue = "ten_timeout" // "10" said at the end of the last minute or period
		}
		return func(at time.Duration) {
			f.LostOnTime = true
			c.lastMinuteOut = cue == "ten_timeout"
			c.say(at, p, TimeOut, cue, zh, en)
		}
	}
	switch c.tc.System {
	case Sudden, Fischer:
		return first([]mark{{u: f.Main, fire: timeOut("超时负", "loss on time")}}, after)
	case Canadian:
		var marks []mark
		base := time.Duration(0)
		if !f.Reading {
			base = f.Main
		}
		if !f.Reading && base > 0 {
			marks = append(marks, mark{u: base, fire: func(at time.Duration) {
				c.say(at, p, ReadingStarted, "reading", fmt.Sprintf("开始读秒：%v内下%d手", c.tc.Period, c.tc.Moves),
					fmt.Sprintf("byo-yomi: %d moves in %v", c.tc.Moves, c.tc.Period))
			}})
		}
		marks = append(marks, mark{u: base + f.PeriodLeft, fire: timeOut("超时负", "loss on time")})
		return first(marks, after)
	case Chinese:
		return c.chineseMark(f, p, after, timeOut)
	case ByoYomi:
		return c.byoyomiMark(f, p, after, timeOut)
	}
	return mark{}, false
}

// chineseMark schedules the reserved-minute reading (SPEC §5): in each
// minute 30, 40, 50, 55 and 58 seconds, then "1 minute" and "N minutes left"
// as a reserved minute is used; in the last minute 30, 40, 50 seconds, then
// 1 … 9 each second and "10": loss on time.
func (c *Clock) chineseMark(f *Face, p Player, after time.Duration, timeOut func(string, string) func(time.Duration)) (mark, bool) {
	base := f.Main // reading starts when the basic time left at the start of the move is used
	if f.Reserve <= 0 {
		// No reserved minute (none in the time control, or the arbiter set
		// none): the basic time is all there is, even when it is already gone.
		return mark{u: base, fire: timeOut("超时负", "loss on time")}, base > after
	}
	var marks []mark
	if base > 0 {
		marks = append(marks, mark{u: base, fire: func(at time.Duration) {
			f.Reading = true
			c.say(at, p, ReadingStarted, "reading", fmt.Sprintf("开始读秒，保留%d分", f.Reserve),
				fmt.Sprintf("byo-yomi begins: %d reserved minutes", f.Reserve))
		}})
	}
	// The minute now being read: minutes already used on this move are
	// those between base and after.
	k := time.Duration(0)
	if after >= base {
		k = (after - base) / time.Minute
	}
	start := base + k*time.Minute
	last := f.Reserve == 1
	offsets := []int{30, 40, 50, 55, 58}
	if last {
		offsets = []int{30, 40, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59}
	}
	for _, off := range offsets {
		zh, en := seconds(off)
		cue := "s" + strconv.Itoa(off)
		if last && off > 50 {
			zh, en = strconv.Itoa(off-50), strconv.Itoa(off-50)
			cue = "n" + zh
		}
		marks = append(marks, mark{u: start + time.Duration(off)*time.Second, fire: func(at time.Duration) {
			c.say(at, p, Announce, cue, zh, en)
		}})
	}
	end := start + time.Minute
	if last {
		marks = append(marks, mark{u: end, fire: timeOut("10，超时负", "10 — loss on time")})
	} else {
		marks = append(marks, mark{u: end, fire: func(at time.Duration) {
			f.Reserve--
			c.say(at, p, Announce, "minute", "1分钟", "1 minute")
			c.say(at, p, MinuteUsed, fmt.Sprintf("minutes_left_%d", f.Reserve), fmt.Sprintf("还剩%d分", f.Reserve), minutesLeft(f.Reserve))
		}})
	}
	return first(marks, after)
}

func minutesLeft(n int) string {
	if n == 1 {
		return "1 minute left"
	}
	return fmt.Sprintf("%d minutes left", n)
}

func first(marks []mark, after time.Duration) (mark, bool) {
	for _, m := range marks {
		if m.u > after {
			return m, true
		}
	}
	return mark{}, false
}

// byoyomiMark schedules Japanese byo-yomi: every ten seconds of a period,
// then in the last period a count of the last seconds, and at the end of a
// period one period used, or in the last one loss on time.
func (c *Clock) byoyomiMark(f *Face, p Player, after time.Duration, timeOut func(string, string) func(time.Duration)) (mark, bool) {
	base := f.Main
	if f.Periods <= 0 {
		// No period left (the arbiter set none): the basic time is all there is.
		return mark{u: base, fire: timeOut("超时负", "loss on time")}, base > after
	}
	var marks []mark
	if base > 0 {
		marks = append(marks, mark{u: base, fire: func(at time.Duration) {
			f.Reading = true
			c.say(at, p, ReadingStarted, "reading", fmt.Sprintf("开始读秒：%d次%d秒", f.Periods, int(c.tc.Period/time.Second)),
				fmt.Sprintf("byo-yomi begins: %d × %d seconds", f.Periods, int(c.tc.Period/time.Second)))
		}})
	}
	period := c.tc.Period
	k := time.Duration(0)
	if after >= base {
		k = (after - base) / period
	}
	start := base + k*period
	last := f.Periods == 1
	secs := int(period / time.Second)
	countFrom := secs - 9
	if countFrom < 1 {
		countFrom = 1
	}
	for s := 10; s < secs; s += 10 {
		if last && s >= countFrom {
			break
		}
		zh, en := seconds(s)
		cue := "s" + strconv.Itoa(s)
		marks = append(marks, mark{u: start + time.Duration(s)*time.Second, fire: func(at time.Duration) {
			c.say(at, p, Announce, cue, zh, en)
		}})
	}
	if last {
		for s := countFrom; s < secs; s++ {
			n := strconv.Itoa(s - countFrom + 1 + (10 - (secs - countFrom + 1)))
			marks = append(marks, mark{u: start + time.Duration(s)*time.Second, fire: func(at time.Duration) {
				c.say(at, p, Announce, "n"+n, n, n)
			}})
		}
		marks = append(marks, mark{u: start + period, fire: timeOut("10，超时负", "10 — loss on time")})
	} else {
		marks = append(marks, mark{u: start + period, fire: func(at time.Duration) {
			f.Periods--
			c.say(at, p, PeriodUsed, fmt.Sprintf("periods_left_%d", f.Periods), fmt.Sprintf("还剩%d次", f.Periods), periodsLeft(f.Periods))
		}})
	}
	return first(marks, after)
}

func periodsLeft(n int) string {
	if n == 1 {
		return "last period"
	}
	return fmt.Sprintf("%d periods left", n)
}
