package clock

import (
	"fmt"
	"time"
)

// Pause stops both clocks (the arbiter's pause; lunch, a ruling). Paused
// time is not counted.
func (c *Clock) Pause(reason string) error {
	now := c.now()
	c.advance(now)
	if !c.started || c.paused {
		return ErrNotRunning
	}
	if !c.held {
		c.used += now - c.since
	}
	c.paused = true
	c.emit(now, c.running, Paused, reason, reason)
	return nil
}

// Resume restarts the clock after a pause or an adjournment. After a sealed
// move the sealer's move is played at once and the opponent's clock runs.
func (c *Clock) Resume() error {
	now := c.now()
	if !c.paused {
		return ErrNotPaused
	}
	c.paused = false
	c.since, c.last = now, now
	c.emit(now, c.running, Resumed, "", "")
	if c.sealed {
		c.sealed = false
		p := c.running
		f := &c.faces[p]
		c.settle(f, c.used)
		f.Used += c.used
		f.Moves++
		c.log = append(c.log, MoveTime{Player: p, Used: c.used, Left: *f})
		c.running = p.Opponent()
		c.used, c.markFrom = 0, 0
	}
	return nil
}

// Seal adjourns the game (封棋): the player to move has written a sealed
// move; both times are recorded and the clock stops until Resume.
func (c *Clock) Seal() error {
	p := c.running
	if err := c.Pause("sealed move"); err != nil {
		return err
	}
	c.sealed = true
	c.emit(c.now(), p, Sealed, "封棋", fmt.Sprintf("sealed move; %v used on it", c.used.Round(time.Second)))
	return nil
}

// HoldCaptures stops the running player's clock while captured stones are
// removed during byo-yomi (that time is not counted, SPEC §5). Outside
// byo-yomi it does nothing and reports false.
func (c *Clock) HoldCaptures() bool {
	now := c.now()
	c.advance(now)
	if _, reading := c.ReadingSeconds(); !reading || c.held || c.paused || c.over() {
		return false
	}
	c.used += now - c.since
	c.held = true
	c.emit(now, c.running, CapturesHeld, "提子暂停计时", "clock held while captured stones are removed")
	return true
}

// ReleaseCaptures lets the clock run again after HoldCaptures.
func (c *Clock) ReleaseCaptures() {
	if c.held {
		c.held = false
		c.since = c.now()
		c.last = c.since
	}
}

// Set puts a player's face to given values (the arbiter's correction); the
// reason is logged with the event. reserveOrPeriods is the count beside
// the basic time (see SetCount).
func (c *Clock) Set(p Player, main time.Duration, reserveOrPeriods int, reason string) error {
	if main < 0 || reserveOrPeriods < 0 {
		return fmt.Errorf("set time: %w", ErrBadTimeControl)
	}
	now := c.now()
	c.advance(now)
	if p == c.running && c.started && !c.paused && !c.held {
		c.used += now - c.since
		c.since = now
	}
	f := &c.faces[p]
	// The current move's time so far is kept on top of the new reading.
	if p == c.running {
		main += c.used
		c.markFrom = 0
	}
	f.Main, f.Reading, f.LostOnTime = main, false, false
	switch c.tc.System {
	case Chinese:
		f.Reserve = reserveOrPeriods
	case ByoYomi:
		f.Periods = reserveOrPeriods
	case Canadian:
		f.MovesLeft = max(1, reserveOrPeriods)
	}
	c.emit(now, p, SetTime, "裁判调整时间："+reason, "time set by the arbiter: "+reason)
	return nil
}

// SetCount is the count beside the basic time that Set gives p's face,
// as the face stands now: its reserved minutes (Chinese byo-yomi), its
// periods (Japanese byo-yomi) or its moves to go in the block (Canadian);
// 0 in a system without one. Set with it changes the time alone.
func (c *Clock) SetCount(p Player) int {
	f := c.Face(p)
	switch c.tc.System {
	case Chinese:
		return f.Reserve
	case ByoYomi:
		return f.Periods
	case Canadian:
		return f.MovesLeft
	}
	return 0
}

// DriftTooLarge reports whether a clock that showed shown while real time
// was real has drifted by two minutes per hour or more: the 2002 rules then
// replace the clock and correct both times proportionally.
func DriftTooLarge(shown, real time.Duration) bool {
	if real <= 0 {
		return false
	}
	drift := shown - real
	if drift < 0 {
		drift = -drift
	}
	return drift*30 >= real // 2 min per 60 min
}

// Correct scales both players' used basic time by real/shown after a clock
// fault: the faulty clock showed shown in all where real time passed.
func (c *Clock) Correct(shown, real time.Duration) error {
	if shown <= 0 || real <= 0 {
		return fmt.Errorf("correction: %w", ErrBadTimeControl)
	}
	now := c.now()
	c.advance(now)
	for p := range c.faces {
		f := &c.faces[p]
		if f.Reading {
			continue // byo-yomi is read by the arbiter, not scaled
		}
		usedMain := c.startMain() - f.Main
		scaled := time.Duration(float64(usedMain) * float64(real) / float64(shown))
		f.Main = max(0, c.startMain()-scaled)
	}
	c.emit(now, c.running, Corrected, fmt.Sprintf("时钟故障，按比例校正（%v / %v）", real.Round(time.Second), shown.Round(time.Second)),
		fmt.Sprintf("clock fault: times corrected in proportion (%v real for %v shown)", real.Round(time.Second), shown.Round(time.Second)))
	return nil
}

func (c *Clock) startMain() time.Duration {
	if c.tc.System == Chinese {
		return c.tc.Main - time.Duration(c.tc.Reserve)*time.Minute
	}
	return c.tc.Main
}

// Lateness deducts a late arrival from a player's basic time: the late time
// under 1988, twice the late time under 2002 (Art. 23). Later than limit, the
// player loses by forfeit. It returns true for a forfeit.
func (c *Clock) Lateness(p Player, late, limit time.Duration, rules2002 bool) bool {
	now := c.now()
	if limit > 0 && late > limit {
		c.faces[p].Forfeit = true
		c.emit(now, p, Forfeited, "迟到超过规定时间，判负", "later than the limit: loss by forfeit")
		return true
	}
	deduct := late
	if rules2002 {
		deduct *= 2
	}
	f := &c.faces[p]
	f.Main -= deduct
	if f.Main < 0 {
		f.Main = 0
	}
	c.emit(now, p, Late, fmt.Sprintf("迟到%v，扣除%v", late.Round(time.Second), deduct.Round(time.Second)),
		fmt.Sprintf("late %v: %v deducted", late.Round(time.Second), deduct.Round(time.Second)))
	return false
}

// TimeoutAsPassOffered reports whether p's time-out may be turned into a
// pass on request (2002 Art. 12; SPEC §5): p ran out of time in the last
// minute of Chinese byo-yomi, and the 2002 rules apply. Under 1988 it is a
// loss, with nothing to offer; so is running out of basic time with no
// reserved minute at all.
func (c *Clock) TimeoutAsPassOffered(p Player, rules2002 bool) bool {
	return rules2002 && c.tc.System == Chinese && c.faces[p].LostOnTime && c.lastMinuteOut
}

// TimeoutAsPass turns a time-out in the last minute of Chinese byo-yomi into
// one pass on the player's request (2002): the loss is lifted, the player has
// passed, and the same reading goes on for the next move. Under 1988 it is
// refused with ErrTimeoutIsLoss.
func (c *Clock) TimeoutAsPass(p Player, rules2002 bool) error {
	if !c.TimeoutAsPassOffered(p, rules2002) {
		return ErrTimeoutIsLoss
	}
	f := &c.faces[p]
	now := c.now()
	f.LostOnTime = false
	f.Main, f.Reading = 0, true
	if f.Reserve < 1 {
		f.Reserve = 1
	}
	f.Moves++
	// The time of the move that timed out is already in f.Used.
	c.log = append(c.log, MoveTime{Player: p, Used: c.used, Left: *f})
	c.emit(now, p, TimeoutAsPass, "超时作弃权一次，继续读秒", "time-out taken as one pass; the reading goes on")
	c.running = p.Opponent()
	c.used, c.since, c.markFrom, c.last = 0, now, 0, now
	return nil
}

// UndoPress takes back the last press when the player pressed before the
// stone was on the board: the clock runs for that player again, and the time
// the opponent's clock ran since the press counts for them.
func (c *Clock) UndoPress() error {
	if c.undo == nil || c.over() {
		return ErrNothingToUndo
	}
	now := c.now()
	sinceThePress := c.moveUsed(now)
	s := c.undo
	c.faces, c.running, c.markFrom = s.faces, s.running, s.markFrom
	c.log = c.log[:s.logLen]
	c.used = s.moveUsed + sinceThePress
	c.since, c.last = now, now
	c.undo = nil
	c.emit(now, c.running, PressUndone, "撤销按钟", "press undone")
	c.advance(now)
	return nil
}

// SuspendGap is the default longest gap between two ticks that is still
// counted; a longer one means the computer slept, and is not charged.
const SuspendGap = 10 * time.Second

// SetSuspendGap changes the gap Tick treats as sleep; 0 turns the check off.
func (c *Clock) SetSuspendGap(d time.Duration) { c.gap = d }

// Tick is Update for the GUI's ticker: a gap longer than the suspend gap since the
// last tick (a laptop that slept) is not charged to the player; the arbiter is
// told so that the time can be set by hand if the clock really ran.
func (c *Clock) Tick() []Event {
	now := c.now()
	n := len(c.events)
	if c.gap > 0 && c.started && !c.paused && !c.held && !c.over() && now-c.last > c.gap {
		c.advance(c.last)
		gap := now - c.last
		c.used += c.last - c.since
		c.since = now
		c.emit(now, c.running, Suspended, fmt.Sprintf("电脑休眠%v，未计时", gap.Round(time.Second)),
			fmt.Sprintf("the computer slept %v; not charged", gap.Round(time.Second)))
	}
	c.advance(now)
	return c.events[n:]
}
