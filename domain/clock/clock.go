// Package clock holds the time systems of Go games under the Chinese rules
// (SPEC §5): sudden death (包干), the Chinese reserved-minute byo-yomi (读秒)
// with the arbiter's reading script, Japanese and Canadian byo-yomi and
// Fischer increment, with pauses, corrections, lateness and the move log.
// It has no clock of its own: time comes from an injected monotonic source.
package clock

import (
	"errors"
	"strconv"
	"strings"
	"time"
)

// Now is a monotonic time source: the time elapsed since some fixed start.
// The GUI passes time.Since of its start; tests pass a fake.
type Now func() time.Duration

// Player is the side a clock face belongs to.
type Player int

// The two players.
const (
	Black Player = iota
	White
)

// Opponent is the other player.
func (p Player) Opponent() Player { return 1 - p }

// String is "B" or "W".
func (p Player) String() string {
	if p == White {
		return "W"
	}
	return "B"
}

// System is a time system.
type System string

// Time systems.
const (
	Sudden   System = "sudden"   // 包干: the basic time only
	Chinese  System = "chinese"  // reserved-minute byo-yomi (读秒)
	ByoYomi  System = "byoyomi"  // Japanese byo-yomi: N periods of S seconds (N = 1: quick byo-yomi)
	Canadian System = "canadian" // N moves in M minutes, unused time carried over
	Fischer  System = "fischer"  // increment per move, optional cap
)

// TimeControl is the time a game is played with.
type TimeControl struct {
	System System
	// Main is the basic time. Under Chinese byo-yomi it includes the
	// reserved minutes: reading starts once Main − Reserve minutes are used.
	Main      time.Duration
	Reserve   int           // Chinese: reserved minutes
	Period    time.Duration // ByoYomi: seconds per period; Canadian: time per block
	Periods   int           // ByoYomi: number of periods
	Moves     int           // Canadian: moves per block
	Increment time.Duration // Fischer
	Cap       time.Duration // Fischer: most time a player may hold (0 = none)
}

// ErrBadTimeControl is a time control that cannot be played.
var ErrBadTimeControl = errors.New("impossible time control")

// TimeControlError says why a time control cannot be played; it unwraps to
// ErrBadTimeControl.
type TimeControlError struct {
	Code string // names the reason for translation
	Why  string // the reason in English
}

func (e *TimeControlError) Error() string { return e.Why + ": " + ErrBadTimeControl.Error() }

func (e *TimeControlError) Unwrap() error { return ErrBadTimeControl }

// MessageKey names the reason's message for translation.
func (e *TimeControlError) MessageKey() (key, english string, args map[string]any) {
	return "error.time_control." + e.Code, "This time control cannot be played: " + e.Why + ".", nil
}

// MaxTime is the longest time any part of a time control may be: a day
// (national events finish within a day, SPEC §5). Longer values are refused
// rather than overflowing the clock's arithmetic.
const MaxTime = 24 * time.Hour

// MaxCount is the most periods, moves per block or reserved minutes a time
// control may have.
const MaxCount = 1000

// Validate checks the time control.
func (tc TimeControl) Validate() error {
	bad := func(code, why string) error { return &TimeControlError{Code: code, Why: why} }
	if tc.Main < 0 {
		return bad("negative_main", "negative basic time")
	}
	for _, d := range []time.Duration{tc.Main, tc.Period, tc.Increment, tc.Cap} {
		if d > MaxTime || d < -MaxTime {
			return bad("too_long", "a time longer than a day")
		}
	}
	if tc.Reserve > MaxCount || tc.Periods > MaxCount || tc.Moves > MaxCount {
		return bad("too_many", "more than 1000 periods, moves or reserved minutes")
	}
	switch tc.System {
	case Sudden:
		if tc.Main == 0 {
			return bad("sudden_main", "sudden death needs a basic time")
		}
	case Chinese:
		if tc.Reserve < 0 || time.Duration(tc.Reserve)*time.Minute > tc.Main {
			return bad("reserve_beyond_main", "the reserved minutes must be part of the basic time")
		}
		if tc.Reserve == 0 && tc.Main == 0 {
			return bad("no_time", "no time at all")
		}
	case ByoYomi:
		if tc.Periods < 1 || tc.Period < time.Second {
			return bad("byoyomi_periods", "byo-yomi needs at least one period of at least a second")
		}
	case Canadian:
		if tc.Moves < 1 || tc.Period < time.Second {
			return bad("canadian_block", "Canadian byo-yomi needs a number of moves and a time")
		}
	case Fischer:
		if tc.Increment < 0 || tc.Main == 0 || (tc.Cap != 0 && tc.Cap < tc.Main) {
			return bad("fischer", "Fischer needs a basic time, an increment and a cap not below the basic time")
		}
	default:
		return &TimeControlError{Code: "unknown_system", Why: "unknown system " + string(tc.System)}
	}
	return nil
}

// Face is one player's side of the clock.
type Face struct {
	Main       time.Duration // basic time left (Chinese: before the reserved minutes)
	Reserve    int           // Chinese: reserved minutes left
	Reading    bool          // in byo-yomi
	Periods    int           // ByoYomi: periods left
	PeriodLeft time.Duration // Canadian: time left in the block
	MovesLeft  int           // Canadian: moves left in the block
	LostOnTime bool
	Forfeit    bool          // lost by forfeit (lateness beyond the limit)
	Used       time.Duration // total thinking time used
	Moves      int           // moves made
}

// Kind names an event of the clock.
type Kind string

// Kinds of event.
const (
	Announce       Kind = "announce"        // a reading announcement, to be shown and spoken
	ReadingStarted Kind = "reading_started" // the basic time ran out; byo-yomi begins
	MinuteUsed     Kind = "minute_used"     // Chinese: one reserved minute used up
	PeriodUsed     Kind = "period_used"     // Japanese: one period used up
	BlockDone      Kind = "block_done"      // Canadian: the moves of a block made, time carried over
	TimeOut        Kind = "time_out"        // loss on time (超时负)
	Press          Kind = "press"           // a player pressed after moving
	Paused         Kind = "pause"
	Resumed        Kind = "resume"
	SetTime        Kind = "set_time"   // the arbiter set a player's time
	Corrected      Kind = "correction" // proportional correction after a clock fault
	Late           Kind = "lateness"   // late time deducted
	Forfeited      Kind = "forfeit"    // later than the limit: loss by forfeit
	TimeoutAsPass  Kind = "timeout_as_pass"
	Sealed         Kind = "sealed"       // adjournment with a sealed move
	PressUndone    Kind = "undo_press"   // a press made before the stone was placed, undone
	Suspended      Kind = "suspended"    // the computer slept; the gap was not charged
	CapturesHeld   Kind = "capture_hold" // time for removing captured stones not counted
)

// Event is something the clock did or says, at a time of the injected source.
type Event struct {
	At     time.Duration
	Player Player
	Kind   Kind
	Zh, En string // what is said or shown, in Chinese and English
	// Cue names the spoken clip for the event ("s30", "n7", "minute",
	// "minutes_left_4", "periods_left_2", "reading", "timeout"), or "".
	Cue string
}

// Clock is a two-faced game clock.
type Clock struct {
	tc      TimeControl
	src     Now           // the injected time source; read through now
	seen    time.Duration // the latest time read from src
	faces   [2]Face
	started bool
	running Player
	paused  bool
	held    bool          // captured stones being removed during byo-yomi
	since   time.Duration // start of the current running stretch
	used    time.Duration // time used on the current move before that stretch
	// markFrom is the move time from which the current move's marks are
	// still to fire: one nanosecond (time's own resolution) after the last
	// mark fired, 0 before the first.
	markFrom time.Duration
	events   []Event
	last     time.Duration // events have been produced up to this time
	undo     *snapshot     // the state before the last press
	sealed   bool
	log      []MoveTime
	gap      time.Duration // see SetSuspendGap
	// lastMinuteOut: the flag fell at the end of the last byo-yomi minute
	// or period ("10"), not when basic time ran out with no byo-yomi left.
	lastMinuteOut bool
	due           due // when the next mark falls (see advance)
}

// MoveTime is the time one move took, for the move log and SGF BL/WL.
type MoveTime struct {
	Player Player
	Used   time.Duration
	Left   Face // the player's face after the move
}

type snapshot struct {
	faces    [2]Face
	running  Player
	moveUsed time.Duration // the time of the move the press ended
	markFrom time.Duration
	logLen   int
}

// New returns a stopped clock for tc, reading time from now.
func New(tc TimeControl, now Now) (*Clock, error) {
	if err := tc.Validate(); err != nil {
		return nil, err
	}
	c := &Clock{tc: tc, src: now, gap: SuspendGap}
	for p := range c.faces {
		f := &c.faces[p]
		f.Main = tc.Main
		switch tc.System {
		case Chinese:
			f.Main = tc.Main - time.Duration(tc.Reserve)*time.Minute
			f.Reserve = tc.Reserve
		case ByoYomi:
			f.Periods = tc.Periods
		case Canadian:
			f.PeriodLeft, f.MovesLeft = tc.Period, tc.Moves
		}
	}
	return c, nil
}

// TimeControl is the clock's time control.
func (c *Clock) TimeControl() TimeControl { return c.tc }

// Face returns a player's face as it stands now.
func (c *Clock) Face(p Player) Face {
	now := c.now()
	c.advance(now)
	f := c.faces[p]
	// The move under way counts, paused or not: a pause stops the time, it
	// does not give back what the move had used.
	if c.started && p == c.running && !c.over() {
		c.liveFace(&f, c.moveUsed(now))
	}
	return f
}

// now reads the time source. A source that stepped back (a monotonic one
// does not) is held at the latest time read, so that no face gains time
// and no event is dated before one already given.
func (c *Clock) now() time.Duration {
	if t := c.src(); t > c.seen {
		c.seen = t
	}
	return c.seen
}

// Running reports who is thinking, and whether the clock runs at all.
func (c *Clock) Running() (Player, bool) {
	c.Update()
	return c.running, c.started && !c.paused && !c.over()
}

// Paused reports whether the arbiter has stopped the clock.
func (c *Clock) Paused() bool { return c.paused }

// Held reports whether the clock is held while captured stones are
// removed (HoldCaptures); the player's press or ReleaseCaptures ends it.
func (c *Clock) Held() bool { return c.held }

// MoveUsed is the time used on the current move so far.
func (c *Clock) MoveUsed() time.Duration {
	now := c.now()
	c.advance(now)
	return c.moveUsed(now)
}

// Over reports whether a player has lost on time or by forfeit.
func (c *Clock) Over() bool {
	c.Update()
	return c.over()
}

func (c *Clock) over() bool {
	for _, f := range c.faces {
		if f.LostOnTime || f.Forfeit {
			return true
		}
	}
	return false
}

// Flag reports whose flag fell, by time or by forfeit for lateness, and
// when on the clock's own scale (the time of its event); false while
// nobody has lost.
func (c *Clock) Flag() (loser Player, at time.Duration, fell bool) {
	c.Update()
	for _, p := range []Player{Black, White} {
		if f := c.faces[p]; f.LostOnTime || f.Forfeit {
			loser, fell = p, true
		}
	}
	if !fell {
		return 0, 0, false
	}
	for i := len(c.events) - 1; i >= 0; i-- {
		if k := c.events[i].Kind; (k == TimeOut || k == Forfeited) && c.events[i].Player == loser {
			return loser, c.events[i].At, true
		}
	}
	return loser, c.now(), true
}

// Events returns every event so far.
func (c *Clock) Events() []Event {
	c.Update()
	return c.events
}

// Log returns the time each move took.
func (c *Clock) Log() []MoveTime { return c.log }

func (c *Clock) emit(at time.Duration, p Player, k Kind, zh, en string) {
	c.events = append(c.events, Event{At: at, Player: p, Kind: k, Zh: zh, En: en})
}

// say emits an event that is spoken, with its cue.
func (c *Clock) say(at time.Duration, p Player, k Kind, cue, zh, en string) {
	c.events = append(c.events, Event{At: at, Player: p, Kind: k, Zh: zh, En: en, Cue: cue})
}

// moveUsed is the current move's time at now; it stops at a time-out.
func (c *Clock) moveUsed(now time.Duration) time.Duration {
	if !c.started || c.paused || c.held || c.over() {
		return c.used
	}
	return c.used + now - c.since
}

// FirstToMove is the player whose clock starts a game: Black, unless
// handicap stones were placed (two or more), when White moves first. A
// handicap of one (让先) places no stone: Black moves first.
func FirstToMove(handicap int) Player {
	if handicap >= 2 {
		return White
	}
	return Black
}

// Start starts the clock for first (Black, unless the handicap gives White
// the first move).
func (c *Clock) Start(first Player) error {
	if c.started {
		return ErrRunning
	}
	c.started, c.running = true, first
	c.since = c.now()
	c.last = c.since
	return nil
}

// Refusal is why the clock refused a press or a command, with a message
// the front ends translate.
type Refusal struct{ key, english string }

func (r *Refusal) Error() string { return r.english }

// MessageKey names the refusal's message for translation.
func (r *Refusal) MessageKey() (key, english string, args map[string]any) {
	return r.key, r.english, nil
}

// The clock's refusals: presses and commands that make no sense now.
var (
	ErrRunning       = &Refusal{"clock.error.running", "The clock is already running."}
	ErrNotRunning    = &Refusal{"clock.error.not_running", "The clock is not running."}
	ErrWrongPlayer   = &Refusal{"clock.error.wrong_player", "It is the other player's clock that runs."}
	ErrOver          = &Refusal{"clock.error.over", "The game is already decided on time."}
	ErrNotPaused     = &Refusal{"clock.error.not_paused", "The clock is not paused."}
	ErrNothingToUndo = &Refusal{"clock.error.no_undo", "There is no press to take back."}
	// ErrTimeoutIsLoss refuses to turn a time-out into a pass where the
	// rules do not allow it: under 1988 a time-out is a loss, and under
	// 2002 only a time-out in the last minute of Chinese byo-yomi may
	// become a pass.
	ErrTimeoutIsLoss = &Refusal{"clock.timeout_is_loss", "This time-out is a loss: only a time-out in the last byo-yomi minute under the 2002 rules may count as a pass."}
)

// Press ends the move of p (who must be the one thinking) and starts the
// opponent's clock.
func (c *Clock) Press(p Player) error {
	now := c.now()
	c.advance(now)
	switch {
	case c.over():
		return ErrOver
	case !c.started || c.paused:
		return ErrNotRunning
	case p != c.running:
		return ErrWrongPlayer
	}
	u := c.moveUsed(now)
	c.undo = &snapshot{faces: c.faces, running: c.running, moveUsed: u, markFrom: c.markFrom, logLen: len(c.log)}
	f := &c.faces[p]
	c.settle(f, u)
	f.Used += u
	f.Moves++
	c.log = append(c.log, MoveTime{Player: p, Used: u, Left: *f})
	c.emit(now, p, Press, "", "")
	c.running = p.Opponent()
	c.used, c.since, c.markFrom = 0, now, 0
	c.held = false // the stones are off the board: the press ends the hold
	return nil
}

// settle applies a finished move of u to the face (what advance has not
// already applied live).
func (c *Clock) settle(f *Face, u time.Duration) {
	switch c.tc.System {
	case Sudden:
		f.Main -= u
	case Fischer:
		f.Main -= u
		f.Main += c.tc.Increment
		if c.tc.Cap > 0 && f.Main > c.tc.Cap {
			f.Main = c.tc.Cap
		}
	case Chinese, ByoYomi:
		// Minutes and periods were used live; what is left of the basic time goes.
		if u >= f.Main {
			f.Main = 0
			f.Reading = true
		} else {
			f.Main -= u
		}
	case Canadian:
		if !f.Reading {
			if u < f.Main {
				f.Main -= u
				return
			}
			u -= f.Main
			f.Main, f.Reading = 0, true
		}
		f.PeriodLeft -= u
		f.MovesLeft--
		if f.MovesLeft == 0 {
			f.PeriodLeft += c.tc.Period
			f.MovesLeft = c.tc.Moves
		}
	}
}

// liveFace shows what a face would read if the move ended now.
func (c *Clock) liveFace(f *Face, u time.Duration) {
	switch c.tc.System {
	case Sudden, Fischer:
		f.Main -= u
	case Chinese, ByoYomi:
		if u >= f.Main {
			f.Main, f.Reading = 0, true
		} else {
			f.Main -= u
		}
	case Canadian:
		if !f.Reading && u < f.Main {
			f.Main -= u
			return
		}
		if !f.Reading {
			u -= f.Main
			f.Main, f.Reading = 0, true
		}
		f.PeriodLeft -= u
	}
}

// ReadingSeconds is, in byo-yomi, how far the current move is into its
// current minute or period (what the arbiter is counting), and false outside it.
func (c *Clock) ReadingSeconds() (time.Duration, bool) {
	now := c.now()
	c.advance(now)
	if !c.started || c.over() {
		return 0, false
	}
	u := c.moveUsed(now)
	f := c.faces[c.running]
	switch c.tc.System {
	case Chinese:
		if u < f.Main {
			return 0, false
		}
		return (u - f.Main) % time.Minute, true
	case ByoYomi:
		if u < f.Main {
			return 0, false
		}
		return (u - f.Main) % c.tc.Period, true
	}
	return 0, false
}

// Update produces every event due up to now (announcements, minutes used,
// time-outs). The GUI calls it on each tick; every other method calls it too.
func (c *Clock) Update() { c.advance(c.now()) }

// SGF gives the move-log entry as SGF time properties: BL or WL (time left,
// in seconds) and OB or OW (periods, moves or reserved minutes left in
// byo-yomi), for the analysis board's records.
func (m MoveTime) SGF(tc TimeControl) map[string]string {
	left, over := "BL", "OB"
	if m.Player == White {
		left, over = "WL", "OW"
	}
	f := m.Left
	secs := func(d time.Duration) string {
		s := strconv.FormatFloat(d.Seconds(), 'f', 3, 64)
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
		return s
	}
	out := map[string]string{}
	switch {
	case tc.System == Chinese && f.Reading:
		out[left], out[over] = "60", strconv.Itoa(f.Reserve)
	case tc.System == Chinese:
		out[left] = secs(f.Main + time.Duration(f.Reserve)*time.Minute)
	case tc.System == ByoYomi && f.Reading:
		out[left], out[over] = secs(tc.Period), strconv.Itoa(f.Periods)
	case tc.System == Canadian && f.Reading:
		out[left], out[over] = secs(f.PeriodLeft), strconv.Itoa(f.MovesLeft)
	default:
		out[left] = secs(f.Main)
	}
	return out
}
