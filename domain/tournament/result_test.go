package tournament

import (
	"fmt"
	"testing"
)

func TestParseResult(t *testing.T) {
	good := map[string]Result{
		"B+R": "B+R", "w+t": "W+T", "B+1.5": "B+1.5", "W+0.5": "W+0.5", "B+7": "B+7",
		"0": Draw, "=": Draw, "BL": DoubleLoss, "ff": BothForfeit, "void": Void,
		"replay": Replay, "B+F": BlackByForf, "W+": "W+", "B+3.0": "B+3", "w+p": "W+P",
	}
	for in, want := range good {
		t.Run(in, func(t *testing.T) {
			got, err := ParseResult(in)
			if err != nil || got != want {
				t.Errorf("ParseResult(%q) = %q, %v; want %q", in, got, err, want)
			}
		})
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

// TestParseChineseResults: results typed as Chinese arbiters write them
// (arbiter-conventions, SPEC §4.8). A margin in stones becomes points at two
// points a stone: 3/4 子 = 1.5, 1又1/4子 = 2.5, 3.75子 = 7.5.
func TestParseChineseResults(t *testing.T) {
	good := []struct{ in, want string }{
		{"黑胜3/4子", "B+1.5"},
		{"白胜1又1/4子", "W+2.5"},
		// An input method in full-width mode: the same results.
		{"黑胜３／４子", "B+1.5"},   // ¾ stone: 1.5 points
		{"白胜２又１／４子", "W+4.5"}, // 2¼ stones: 4.5 points
		{"Ｂ＋Ｒ", "B+R"},
		{"ｗ＋１.５", "W+1.5"},
		{"黑胜 3/4 子", "B+1.5"},
		{"白胜2又1/4子", "W+4.5"},
		{"黑胜3.75子", "B+7.5"},
		{"黑胜1/2子", "B+1"},
		{"黑负1/4子", "W+0.5"}, // Black loses by ¼: White wins by ¼
		{"黑中盘胜", "B+R"},
		{"白中盘胜", "W+R"},
		{"白超时胜", "W+T"},
		{"黑超时负", "W+T"}, // Black loses on time
		{"黑弃权", "W+F"},  // Black forfeits: White wins
		{"白弃权", "B+F"},
		{"双方弃权", "FF"},
		{"双方负", "BL"},
		{"和棋", "0"},
		{"和", "0"},
		{"重下", "replay"},
		{"无效", "void"},
		{"黑胜", "B+"},
		{"白+", "W+"},
		{"Black wins by resignation", "B+R"},
		{"White wins on time", "W+T"},
		{"Black forfeits", "W+F"},
		{"double forfeit", "FF"},
		{"B+Resign", "B+R"},
		{"W+Time", "W+T"},
	}
	for _, tt := range good {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseResult(tt.in)
			if err != nil || string(got) != tt.want {
				t.Errorf("ParseResult(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
			}
			// The quick-entry field reads the same.
			if q, err := ParseQuick(tt.in); err != nil || q != got {
				t.Errorf("ParseQuick(%q) = %q, %v", tt.in, q, err)
			}
		})
	}
	for _, in := range []string{"黑胜0子", "黑胜1/3子", "黑胜abc", "红胜", "黑胜-1子", "黑", "白胜3/4子子", "黑胜99999999999子"} {
		if got, err := ParseResult(in); err == nil {
			t.Errorf("ParseResult(%q) = %q, want error", in, got)
		}
	}
}

// TestChineseRoundTrip: every result the program writes in Chinese reads
// back as itself.
func TestChineseRoundTrip(t *testing.T) {
	for _, r := range []Result{"B+", "W+", "B+R", "W+R", "B+T", "W+T", "B+F", "W+F", "B+1.5", "W+0.5", "B+7", "W+4.5",
		Draw, DoubleLoss, BothForfeit, Void, Replay} {
		if got, err := ParseResult(r.Chinese()); err != nil || got != r {
			t.Errorf("%q → %q → %q, %v", r, r.Chinese(), got, err)
		}
	}
}

func TestQuickAndChinese(t *testing.T) {
	tests := []struct{ keys, result, zh string }{
		{"1", "B+", "黑胜"}, {"w", "W+", "白胜"}, {"=", "0", "和棋"}, {"fb", "W+F", "黑弃权"},
		{"fw", "B+F", "白弃权"}, {"ff", "FF", "双方弃权"}, {"d", "BL", "双方负"}, {"r", "replay", "重下"},
		{"B+R", "B+R", "黑中盘胜"}, {"W+T", "W+T", "黑超时负"}, {"B+1.5", "B+1.5", "黑胜3/4子"},
		{"W+4.5", "W+4.5", "白胜2又1/4子"}, {"W+P", "W+P", "黑犯规负"}, {"B+P", "B+P", "白犯规负"},
	}
	for _, tt := range tests {
		t.Run(tt.keys, func(t *testing.T) {
			r, err := ParseQuick(tt.keys)
			if err != nil || string(r) != tt.result || r.Chinese() != tt.zh {
				t.Errorf("ParseQuick(%q) = %q %q, %v; want %q %q", tt.keys, r, r.Chinese(), err, tt.result, tt.zh)
			}
		})
	}
	if _, err := ParseQuick("x"); err == nil {
		t.Error("x accepted")
	}
}

func TestWarned(t *testing.T) {
	if n, r, lost := Warned(NoResult, 0, true); n != 1 || lost || r != NoResult {
		t.Errorf("first warning: %d %q %v", n, r, lost)
	}
	if n, r, lost := Warned(NoResult, 1, true); n != 2 || !lost || r != "W+P" {
		t.Errorf("second warning to Black: %d %q %v", n, r, lost)
	}
	if _, r, lost := Warned("W+R", 1, false); !lost || r != "B+P" || !r.ByWarnings() {
		t.Errorf("second warning to White: %q %v", r, lost)
	}
}

// TestEnglishAndNamed: the English words of each result (the conventions'
// wording) and whose name goes with them.
func TestEnglishAndNamed(t *testing.T) {
	tests := []struct {
		r        Result
		en       string
		zh, enOf byte
	}{
		{"B+", "Black wins", 'B', 'B'},
		{"W+R", "White wins by resignation", 'W', 'W'},
		{"B+1.5", "Black wins by 3/4 stone", 'B', 'B'},
		{"B+2", "Black wins by 1 stone", 'B', 'B'},
		{"W+4.5", "White wins by 2 1/4 stones", 'W', 'W'},
		{"W+T", "White wins on time", 'B', 'W'}, // 黑超时负 names Black
		{"W+P", "Black: loss by warnings", 'B', 'B'},
		{"B+P", "White: loss by warnings", 'W', 'W'},
		{BlackByForf, "White forfeits", 'W', 'W'},
		{WhiteByForf, "Black forfeits", 'B', 'B'},
		{Draw, "draw", 0, 0},
		{DoubleLoss, "double loss", 0, 0},
		{BothForfeit, "double forfeit", 0, 0},
		{Replay, "replay", 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.en, func(t *testing.T) {
			if got := tt.r.English(); got != tt.en {
				t.Errorf("%q in English: %q, want %q", tt.r, got, tt.en)
			}
			if got := tt.r.Named(true); got != tt.zh {
				t.Errorf("%q named in Chinese: %c, want %c", tt.r, got, tt.zh)
			}
			if got := tt.r.Named(false); got != tt.enOf {
				t.Errorf("%q named in English: %c, want %c", tt.r, got, tt.enOf)
			}
		})
	}
	for _, in := range []string{"黑犯规负", "Black: loss by warnings", "W+P", "w+p"} {
		if r, err := ParseResult(in); err != nil || r != "W+P" {
			t.Errorf("ParseResult(%q) = %q, %v; want W+P", in, r, err)
		}
	}
	if Result("W+").ByWarnings() || !Result("W+P").ByWarnings() || Draw.ByWarnings() {
		t.Error("ByWarnings wrong")
	}
}

// TestPenalised: under 2002 a warning costs its player one stone at the
// count (SPEC §4.7). B+1.5 is ¾ stone: a Black warning makes it ¾ − 1 = −¼,
// W+0.5; B+2 (1 stone) becomes a draw; a White warning on W+0.5 (¼) makes it
// ¾ for Black, B+1.5. 1988 has no such penalty; a resignation never changes.
func TestPenalised(t *testing.T) {
	tests := []struct {
		r      Result
		rules  RuleSet
		bw, ww int
		want   Result
	}{
		{"B+1.5", Rules2002, 1, 0, "W+0.5"},
		{"B+2", Rules2002, 1, 0, Draw},
		{"W+0.5", Rules2002, 0, 1, "B+1.5"},
		{"B+1.5", Rules2002, 1, 1, "B+1.5"},
		{"B+1.5", Rules1988, 1, 0, "B+1.5"},
		{"B+R", Rules2002, 1, 0, "B+R"},
		{"W+T", Rules2002, 0, 1, "W+T"},
		{Draw, Rules2002, 1, 0, Draw},
		{"B+", Rules2002, 1, 0, "B+"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.r), func(t *testing.T) {
			if got := tt.r.Penalised(tt.rules, tt.bw, tt.ww); got != tt.want {
				t.Errorf("%q under %s, warnings %d/%d: %q, want %q", tt.r, tt.rules, tt.bw, tt.ww, got, tt.want)
			}
		})
	}
}
