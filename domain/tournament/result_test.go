package tournament

import "testing"

func TestParseResult(t *testing.T) {
	good := map[string]Result{
		"B+R": "B+R", "w+t": "W+T", "B+1.5": "B+1.5", "W+0.5": "W+0.5", "B+7": "B+7",
		"0": Draw, "=": Draw, "BL": DoubleLoss, "ff": BothForfeit, "void": Void,
		"replay": Replay, "B+F": BlackByForf, "W+": "W+", "B+3.0": "B+3",
	}
	for in, want := range good {
		got, err := ParseResult(in)
		if err != nil || got != want {
			t.Errorf("ParseResult(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"", "X+R", "B+Q", "B+-1", "B+0", "B+1.25", "B", "1-0"} {
		if got, err := ParseResult(in); err == nil {
			t.Errorf("ParseResult(%q) = %q, want error", in, got)
		}
	}
	if Result("B+1.5").Winner() != 'B' || Draw.Winner() != 0 || Result("W+F").Winner() != 'W' {
		t.Error("Winner wrong")
	}
}
