package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
)

func TestClockSimulate(t *testing.T) {
	code, out, errOut := run(i18n.English, "clock", "simulate", "--system", "chinese", "--main", "1m",
		"--reserve", "1", "--moves", "10s,5s,62s,1s", "--json")
	if code != 0 {
		t.Fatalf("%d %s", code, errOut)
	}
	var got SimJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, e := range got.Events {
		texts = append(texts, e.Zh)
	}
	want := "30秒 40秒 50秒 1 2 3 4 5 6 7 8 9 10，超时负"
	if strings.Join(texts, " ") != want {
		t.Errorf("texts %v", texts)
	}
	last := got.Events[len(got.Events)-1]
	if last.Kind != "time_out" || last.AtMS != 75000 || last.Player != "B" {
		t.Errorf("time-out %+v", last)
	}
	if !got.Final["B"].LostOnTime || got.Final["W"].LostOnTime || got.Final["W"].Reserve != 1 {
		t.Errorf("final %+v", got.Final)
	}
	// The fourth move is never reached: the time-out ended the simulation.
	if got.Final["B"].Moves != 1 {
		t.Errorf("B moves %d", got.Final["B"].Moves)
	}
	// The final state includes the move on which time ran out (move 3,
	// Black's second): all of the reserved minute read, 60 s, counted with
	// the 10 s of move 1; nothing left. Under 2002 the time-out in the last
	// minute may become a pass on request.
	b := got.Final["B"]
	if b.UsedMS != 70000 || b.MainMS != 0 || b.Reserve != 0 {
		t.Errorf("B final %+v, want 70 s used and nothing left", b)
	}
	if to := got.TimeOut; to == nil || to.Player != "B" || to.Move != 3 || to.UsedMS != 60000 || !to.PassOffered {
		t.Errorf("time-out %+v", got.TimeOut)
	}
}

// TestClockSimulateTimeOutByEdition: turning a last-minute time-out into a
// pass is offered under 2002 only (SPEC §5); under 1988 it is a loss. A
// sudden-death time-out is a loss under both.
func TestClockSimulateTimeOutByEdition(t *testing.T) {
	args := []string{"clock", "simulate", "--system", "chinese", "--main", "1m", "--reserve", "1", "--moves", "10s,5s,62s"}
	code, out, _ := run(i18n.English, args...)
	if code != 0 || !strings.Contains(out, "B ran out of time on move 3 after 0:01:00.000 on it.") ||
		!strings.Contains(out, "may ask for it to count as one pass") {
		t.Errorf("2002: %d\n%s", code, out)
	}
	code, out, _ = run(i18n.Chinese, append(args, "--rules", "1988")...)
	if code != 0 || !strings.Contains(out, "B超时负；按1988年规则超时即判负。") || strings.Contains(out, "弃权一次") {
		t.Errorf("1988: %d\n%s", code, out)
	}
	// Sudden death, 1 minute: 30 s, 10 s, then Black's second move runs
	// out after 30 s (60 s used, none left); no pass is offered.
	code, out, _ = run(i18n.English, "clock", "simulate", "--json", "--system", "sudden", "--main", "1m", "--moves", "30s,10s,31s")
	var got SimJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
		t.Fatalf("%d %v", code, err)
	}
	if b := got.Final["B"]; b.UsedMS != 60000 || b.MainMS != 0 || got.TimeOut == nil || got.TimeOut.PassOffered || got.TimeOut.Move != 3 {
		t.Errorf("sudden death: %+v %+v", b, got.TimeOut)
	}
}

// TestClockSimulateRefusesOverflow: a duration that would overflow the
// clock is refused with a message, not wrapped round (issue 14).
func TestClockSimulateRefusesOverflow(t *testing.T) {
	for _, bad := range [][]string{
		{"--system", "sudden", "--main", "1e300", "--moves", "1s"},
		{"--system", "sudden", "--main", "9999999999h", "--moves", "1s"},
		{"--system", "sudden", "--main", "25h", "--moves", "1s"},
		{"--system", "sudden", "--main", "NaN", "--moves", "1s"},
		{"--system", "sudden", "--main", "1h", "--moves", "1s,1e19"},
		{"--system", "fischer", "--main", "1h", "--increment", "-1e300", "--moves", "1s"},
	} {
		code, _, errOut := run(i18n.English, append([]string{"clock", "simulate"}, bad...)...)
		if code != 2 || !strings.Contains(errOut, "is longer than a day or negative") {
			t.Errorf("%v: %d %q", bad, code, errOut)
		}
	}
	code, _, errOut := run(i18n.Chinese, "clock", "simulate", "--system", "byoyomi", "--period", "30s", "--periods", "5000000000", "--moves", "1s")
	if code != 1 || !strings.Contains(errOut, "超过1000") {
		t.Errorf("periods: %d %q", code, errOut)
	}
}

func TestClockSimulateSystems(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--system", "sudden", "--main", "1m", "--moves", "30s,10s,31s"}, `"lost_on_time": true`},
		{[]string{"--system", "byoyomi", "--main", "0", "--period", "30s", "--periods", "2", "--moves", "31s"}, `"kind": "period_used"`},
		{[]string{"--system", "canadian", "--main", "0", "--period", "1m", "--block", "2", "--moves", "20,1,20,1"}, `"block_ms": 80000`},
		{[]string{"--system", "fischer", "--main", "1m", "--increment", "10s", "--moves", "5s"}, `"main_ms": 65000`},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			code, out, errOut := run(i18n.English, append([]string{"clock", "simulate", "--json"}, tt.args...)...)
			if code != 0 || !strings.Contains(out, tt.want) {
				t.Errorf("%v: %d %s\n%s", tt.args, code, errOut, out)
			}
		})
	}
	if code, _, errOut := run(i18n.English, "clock", "simulate", "--system", "chinese", "--main", "1m", "--reserve", "5", "--moves", "1s"); code != 1 || !strings.Contains(errOut, "cannot be played") {
		t.Errorf("reserve beyond basic time: %d %q", code, errOut)
	}
	if code, _, _ := run(i18n.English, "clock", "simulate", "--moves", "abc"); code != 2 {
		t.Errorf("bad move time: %d", code)
	}
}

// TestClockSimulateSubMillisecond: move times of any nanosecond run on
// through every reading mark to the time-out (issue 21's game: 3 min 30 s
// with 3 reserved minutes; Black's third move of 250 s times out after his
// 29.999876543 s of free time and 3 minutes).
func TestClockSimulateSubMillisecond(t *testing.T) {
	code, out, errOut := run(i18n.English, "clock", "simulate", "--json", "--system", "chinese", "--main", "3m30s", "--reserve", "3",
		"--moves", "0.000123457s,1.5000005s,250s")
	if code != 0 {
		t.Fatalf("%d %s", code, errOut)
	}
	var sim SimJSON
	if err := json.Unmarshal([]byte(out), &sim); err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, ev := range sim.Events {
		kinds = append(kinds, ev.Kind)
	}
	// reading, 5 marks + "1 minute" + "N left" twice, 3 + 9 in the last minute, the time-out
	if len(kinds) != 1+2*7+12+1 || kinds[0] != "reading_started" || kinds[len(kinds)-1] != "time_out" {
		t.Errorf("events %v", kinds)
	}
	if sim.TimeOut == nil || sim.TimeOut.Move != 3 || sim.TimeOut.UsedMS != 209999 || !sim.TimeOut.PassOffered {
		t.Errorf("time-out %+v", sim.TimeOut)
	}
	if b := sim.Final["B"]; !b.LostOnTime || b.Reserve != 0 {
		t.Errorf("Black %+v", b)
	}
}
