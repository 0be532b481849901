package cli

import (
	"errors"
	"flag"
	"fmt"
	"strings"
	"time"

	"weiqi-arbiter/domain/clock"
	"weiqi-arbiter/domain/tournament"
)

// parseDuration reads "61s", "2m", "1m30s", "1.5s" or a bare number of
// seconds (clock.ParseDuration).
func parseDuration(s string) (time.Duration, error) { return clock.ParseDuration(s, time.Second) }

// durationError is the usage error for a --flag value that is no duration
// or one out of range.
func durationError(e *Env, flag, value string, err error) error {
	if errors.Is(err, clock.ErrDurationRange) {
		return usageError{e.t("cli.error.duration_range", "--{{.Flag}}: {{.Value}} is longer than a day or negative",
			map[string]any{"Flag": flag, "Value": value})}
	}
	return usageError{e.t("cli.error.duration", "--{{.Flag}}: {{.Value}} is not a duration (61s, 2m, 1m30s)",
		map[string]any{"Flag": flag, "Value": value})}
}

// SimEventJSON is one event of "clock simulate --json".
type SimEventJSON struct {
	AtMS   int64  `json:"at_ms"`
	Player string `json:"player"`
	Kind   string `json:"kind"`
	Text   string `json:"text"`
	Zh     string `json:"zh"`
	En     string `json:"en"`
}

// SimFaceJSON is one player's final state.
type SimFaceJSON struct {
	MainMS     int64 `json:"main_ms"`
	Reserve    int   `json:"reserve"`
	Periods    int   `json:"periods"`
	LostOnTime bool  `json:"lost_on_time"`
	MovesLeft  int   `json:"moves_left,omitempty"`
	BlockMS    int64 `json:"block_ms,omitempty"`
	UsedMS     int64 `json:"used_ms"`
	Moves      int   `json:"moves"`
}

// SimTimeOutJSON is the move on which a player ran out of time.
type SimTimeOutJSON struct {
	Player string `json:"player"`
	Move   int    `json:"move"`    // the game's move number (1 = the first of --moves)
	UsedMS int64  `json:"used_ms"` // the time that move used before the time-out
	// PassOffered: under 2002 a time-out in the last minute of Chinese
	// byo-yomi may be turned into one pass on request; under 1988 never.
	PassOffered bool `json:"pass_offered"`
}

// SimJSON is the stable shape of "clock simulate --json". The final state
// includes the move on which time ran out: its time counted in used_ms, and
// no time left.
type SimJSON struct {
	Events  []SimEventJSON         `json:"events"`
	Final   map[string]SimFaceJSON `json:"final"`
	TimeOut *SimTimeOutJSON        `json:"time_out,omitempty"`
}

func runClockSimulate(e *Env, args []string) error {
	fs := flag.NewFlagSet("clock simulate", flag.ContinueOnError)
	system := fs.String("system", "chinese", "")
	mainText := fs.String("main", "0", "")
	reserve := fs.Int("reserve", 0, "")
	periodText := fs.String("period", "0", "")
	periods := fs.Int("periods", 0, "")
	block := fs.Int("block", 0, "")
	incText := fs.String("increment", "0", "")
	capText := fs.String("cap", "0", "")
	movesText := fs.String("moves", "", "")
	rules := fs.String("rules", "2002", "")
	asJSON := fs.Bool("json", false, "")
	if _, err := parse(e, fs, args, 0); err != nil {
		return err
	}
	rs, err := ruleSet(e, *rules)
	if err != nil {
		return err
	}
	durations := map[string]*time.Duration{}
	var tc clock.TimeControl
	for name, text := range map[string]string{"main": *mainText, "period": *periodText, "increment": *incText, "cap": *capText} {
		d, err := parseDuration(text)
		if err != nil {
			return durationError(e, name, text, err)
		}
		durations[name] = &d
	}
	tc = clock.TimeControl{System: clock.System(*system), Main: *durations["main"], Reserve: *reserve,
		Period: *durations["period"], Periods: *periods, Moves: *block,
		Increment: *durations["increment"], Cap: *durations["cap"]}
	var moves []time.Duration
	for _, m := range strings.Split(*movesText, ",") {
		if strings.TrimSpace(m) == "" {
			continue
		}
		d, err := parseDuration(m)
		if err == nil && d < 0 {
			err = clock.ErrDurationRange
		}
		if err != nil {
			return durationError(e, "moves", m, err)
		}
		moves = append(moves, d)
	}
	var now time.Duration
	c, err := clock.New(tc, func() time.Duration { return now })
	if err != nil {
		return err
	}
	if err := c.Start(clock.Black); err != nil {
		return err
	}
	var timeOut *SimTimeOutJSON
	for i, d := range moves {
		p := clock.Player(i % 2)
		usedBefore := c.Face(p).Used
		now += d
		c.Update()
		if c.Over() {
			f := c.Face(p)
			timeOut = &SimTimeOutJSON{Player: p.String(), Move: i + 1, UsedMS: (f.Used - usedBefore).Milliseconds(),
				PassOffered: c.TimeoutAsPassOffered(p, rs == tournament.Rules2002)}
			break
		}
		if err := c.Press(clock.Player(i % 2)); err != nil {
			return fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	out := SimJSON{Events: []SimEventJSON{}, Final: map[string]SimFaceJSON{}, TimeOut: timeOut}
	zh := e.Msg.Lang() == "zh"
	for _, ev := range c.Events() {
		if ev.Kind == clock.Press {
			continue
		}
		text := ev.En
		if zh {
			text = ev.Zh
		}
		out.Events = append(out.Events, SimEventJSON{AtMS: ev.At.Milliseconds(), Player: ev.Player.String(),
			Kind: string(ev.Kind), Text: text, Zh: ev.Zh, En: ev.En})
	}
	for _, p := range []clock.Player{clock.Black, clock.White} {
		f := c.Face(p)
		out.Final[p.String()] = SimFaceJSON{MainMS: f.Main.Milliseconds(), Reserve: f.Reserve, Periods: f.Periods,
			LostOnTime: f.LostOnTime, MovesLeft: f.MovesLeft, BlockMS: f.PeriodLeft.Milliseconds(),
			UsedMS: f.Used.Milliseconds(), Moves: f.Moves}
	}
	if *asJSON {
		return writeJSON(e.Stdout, out)
	}
	for _, ev := range out.Events {
		fmt.Fprintf(e.Stdout, "%10s  %s  %-15s %s\n", formatClock(time.Duration(ev.AtMS)*time.Millisecond), ev.Player, ev.Kind, ev.Text)
	}
	for _, p := range []string{"B", "W"} {
		f := out.Final[p]
		fmt.Fprintln(e.Stdout, e.t("cli.clock.final", "{{.Player}}: basic time left {{.Main}}, reserved minutes {{.Reserve}}, periods {{.Periods}}, lost on time: {{.Lost}}",
			map[string]any{"Player": p, "Main": formatClock(time.Duration(f.MainMS) * time.Millisecond), "Reserve": f.Reserve,
				"Periods": f.Periods, "Lost": f.LostOnTime}))
	}
	if timeOut != nil {
		args := map[string]any{"Player": timeOut.Player, "Move": timeOut.Move,
			"Used": formatClock(time.Duration(timeOut.UsedMS) * time.Millisecond), "Rules": string(rs)}
		fmt.Fprintln(e.Stdout, e.t("cli.clock.timeout_move", "{{.Player}} ran out of time on move {{.Move}} after {{.Used}} on it.", args))
		if timeOut.PassOffered {
			fmt.Fprintln(e.Stdout, e.t("cli.clock.timeout_pass_offered", "{{.Player}} ran out of time in the last byo-yomi minute: under the 2002 rules the player may ask for it to count as one pass, and the reading goes on.", args))
		} else {
			fmt.Fprintln(e.Stdout, e.t("cli.clock.timeout_is_loss", "{{.Player}} lost on time; under the {{.Rules}} rules a time-out is a loss.", args))
		}
	}
	return nil
}

// formatClock writes a duration as h:mm:ss.mmm.
func formatClock(d time.Duration) string {
	ms := d.Milliseconds()
	return fmt.Sprintf("%d:%02d:%02d.%03d", ms/3600000, ms/60000%60, ms/1000%60, ms%1000)
}
