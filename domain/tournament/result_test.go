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

func TestQuickAndChinese(t *testing.T) {
	tests := []struct{ keys, result, zh string }{
		{"1", "B+", "黑胜"}, {"w", "W+", "白胜"}, {"=", "0", "和棋"}, {"fb", "W+F", "黑弃权"},
		{"fw", "B+F", "白弃权"}, {"ff", "FF", "双方弃权"}, {"d", "BL", "双方负"}, {"r", "replay", "重下"},
		{"B+R", "B+R", "黑中盘胜"}, {"W+T", "W+T", "黑超时负"}, {"B+1.5", "B+1.5", "黑胜3/4子"},
		{"W+4.5", "W+4.5", "白胜2又1/4子"},
	}
	for _, tt := range tests {
		r, err := ParseQuick(tt.keys)
		if err != nil || string(r) != tt.result || r.Chinese() != tt.zh {
			t.Errorf("ParseQuick(%q) = %q %q, %v; want %q %q", tt.keys, r, r.Chinese(), err, tt.result, tt.zh)
		}
	}
	if _, err := ParseQuick("x"); err == nil {
		t.Error("x accepted")
	}
}

func TestWarned(t *testing.T) {
	if n, r, lost := Warned(NoResult, 0, true); n != 1 || lost || r != NoResult {
		t.Errorf("first warning: %d %q %v", n, r, lost)
	}
	if n, r, lost := Warned(NoResult, 1, true); n != 2 || !lost || r != "W+" {
		t.Errorf("second warning to Black: %d %q %v", n, r, lost)
	}
	if _, r, lost := Warned("W+R", 1, false); !lost || r != "B+" {
		t.Errorf("second warning to White: %q %v", r, lost)
	}
}
