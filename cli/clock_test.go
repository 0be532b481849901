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
		code, out, errOut := run(i18n.English, append([]string{"clock", "simulate", "--json"}, tt.args...)...)
		if code != 0 || !strings.Contains(out, tt.want) {
			t.Errorf("%v: %d %s\n%s", tt.args, code, errOut, out)
		}
	}
	if code, _, errOut := run(i18n.English, "clock", "simulate", "--system", "chinese", "--main", "1m", "--reserve", "5", "--moves", "1s"); code != 1 || !strings.Contains(errOut, "cannot be played") {
		t.Errorf("reserve beyond basic time: %d %q", code, errOut)
	}
	if code, _, _ := run(i18n.English, "clock", "simulate", "--moves", "abc"); code != 2 {
		t.Errorf("bad move time: %d", code)
	}
}
