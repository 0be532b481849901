package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
)

// writeSGF writes a record into a temporary folder and returns its path.
func writeSGF(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.sgf")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// Full 19×19 positions for counting, written with SGF rectangles:
//   - b181: Black fills rows 1–9 and the first ten points of row 10
//     (171 + 10 = 181), White the other 180 points; no dame.
//   - dame6: Black 171 + 9 = 180 points, six empty points on row 10
//     touching both colours (dame), White 4 + 171 = 175.
const (
	b181  = "AB[aa:si][aj:jj]AW[kj:sj][ak:ss]"
	dame6 = "AB[aa:si][aj:ij]AW[pj:sj][ak:ss]"
)

func countJSON(t *testing.T, args ...string) (CountJSON, string) {
	t.Helper()
	code, out, errOut := run(i18n.English, append([]string{"sgf", "count", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("sgf count %v: %d %s", args, code, errOut)
	}
	var got CountJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	return got, errOut
}

// TestCountKomiOfARecord: the komi a record is counted with (SPEC §4.5,
// §4.6), worked out by hand on Black 181 / White 180 (no dame):
//   - HA[2] without KM: no komi, 181 − 180½ = ½: 黑胜1/2子, B+1;
//   - --komi 3.75 overrides: 181 − 184¼ = −3¼: W+6.5;
//   - KM[3.75] (stones): the same −3¼;
//   - KM that cannot be read: a warning, and the rules' 3¾ (2002): −3¼;
//     under 1988 (2¾): 181 − 183¼ = −2¼, W+4.5;
//   - HA[1] (让先) with --handicap-return half: no stone placed, nothing
//     returned: still B+1.
func TestCountKomiOfARecord(t *testing.T) {
	tests := []struct {
		name, sgf string
		args      []string
		sgfResult string
		komi      string
		from      string
		warned    bool
	}{
		{"HA[2] without KM", "(;SZ[19]HA[2]" + b181 + ")", nil, "B+1", "0", "handicap", false},
		{"--komi overrides", "(;SZ[19]HA[2]" + b181 + ")", []string{"--komi", "3.75"}, "W+6.5", "3.75", "option", false},
		{"KM in stones", "(;SZ[19]KM[3.75]" + b181 + ")", nil, "W+6.5", "3.75", "record", false},
		{"KM in points", "(;SZ[19]KM[7.5]" + b181 + ")", nil, "W+6.5", "3.75", "record", false},
		{"KM unreadable", "(;SZ[19]KM[seven]" + b181 + ")", nil, "W+6.5", "3.75", "rules", true},
		{"KM unreadable, 1988", "(;SZ[19]KM[seven]" + b181 + ")", []string{"--rules", "1988"}, "W+4.5", "2.75", "rules", true},
		{"HA[1] returns nothing", "(;SZ[19]HA[1]" + b181 + ")", []string{"--handicap-return", "half"}, "B+1", "0", "handicap", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, errOut := countJSON(t, append([]string{writeSGF(t, tt.sgf)}, tt.args...)...)
			if got.SGFResult != tt.sgfResult || string(got.Komi) != tt.komi || got.KomiFrom != tt.from {
				t.Errorf("result %s komi %s from %s; want %s %s %s", got.SGFResult, got.Komi, got.KomiFrom, tt.sgfResult, tt.komi, tt.from)
			}
			if warned := strings.Contains(errOut, "warning: the komi KM cannot be read"); warned != tt.warned {
				t.Errorf("warning %v: %q", warned, errOut)
			}
		})
	}
	got, _ := countJSON(t, writeSGF(t, "(;SZ[19]HA[2]"+b181+")"))
	if got.ResultZh != "黑胜1/2子" {
		t.Errorf("HA[2]: %s", got.ResultZh)
	}
}

// TestInfoAndCountAgreeOnKomi: sgf info shows the komi sgf count uses.
func TestInfoAndCountAgreeOnKomi(t *testing.T) {
	for _, rec := range []string{"(;SZ[19]HA[2])", "(;SZ[19])", "(;SZ[19]KM[3.75])", "(;SZ[19]KM[x])", "(;SZ[19]HA[2]KM[0.5])"} {
		for _, rules := range []string{"2002", "1988"} {
			path := writeSGF(t, rec)
			code, out, errOut := run(i18n.English, "sgf", "info", path, "--rules", rules, "--json")
			if code != 0 {
				t.Fatalf("%s: %d %s", rec, code, errOut)
			}
			var info InfoJSON
			json.Unmarshal([]byte(out), &info)
			count, _ := countJSON(t, path, "--rules", rules)
			if info.Komi != count.Komi || info.KomiFrom != count.KomiFrom {
				t.Errorf("%s under %s: info %s (%s), count %s (%s)", rec, rules, info.Komi, info.KomiFrom, count.Komi, count.KomiFrom)
			}
		}
	}
	// A KM that cannot be read never blocks sgf check or sgf info.
	path := writeSGF(t, "(;SZ[19]KM[seven];B[pd];W[dd])")
	if code, out, errOut := run(i18n.Chinese, "sgf", "check", path); code != 0 || !strings.Contains(out, "2") || !strings.Contains(errOut, "KM 无法读取") {
		t.Errorf("check: %d %q %q", code, out, errOut)
	}
	if code, out, _ := run(i18n.English, "sgf", "info", path); code != 0 || !strings.Contains(out, "Komi: 3 3/4 (the rules' komi)") {
		t.Errorf("info: %d %q", code, out)
	}
}

// TestCountWarningsAndDame: SPEC §4.7 and §5, worked on Black 180, White
// 175, six dame, 2002 komi 3¾ (no KM): shared dame, Black 183 − 184¼ =
// −1¼ (W+2.5); all dame to Black 186: +1¾ (B+3.5); all to White 180: −4¼
// (W+8.5). On Black 181 / White 180 with HA[2]: +½; a warning for Black
// makes it −½ (W+1) under 2002; 1988 deducts nothing (B+1).
func TestCountWarningsAndDame(t *testing.T) {
	even := writeSGF(t, "(;SZ[19]"+dame6+")")
	handicap := writeSGF(t, "(;SZ[19]HA[2]"+b181+")")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{even}, "W+2.5"},
		{[]string{even, "--dame-to", "black"}, "B+3.5"},
		{[]string{even, "--dame-to", "white"}, "W+8.5"},
		{[]string{handicap, "--warnings", "1,0"}, "W+1"},
		{[]string{handicap, "--warnings", "0,1"}, "B+3"},
		{[]string{handicap, "--warnings", "1,0", "--rules", "1988"}, "B+1"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			got, _ := countJSON(t, tt.args...)
			if got.SGFResult != tt.want {
				t.Errorf("%v: %s, want %s", tt.args[1:], got.SGFResult, tt.want)
			}
		})
	}
	got, _ := countJSON(t, even, "--dame-to", "black")
	if got.Black != "186" || got.White != "175" || got.DameTo != "black" {
		t.Errorf("dame to black: %+v", got)
	}
	code, out, _ := run(i18n.Chinese, "sgf", "count", even, "--dame-to", "white")
	if code != 0 || !strings.Contains(out, "公气归: 白方") || !strings.Contains(out, "白胜4又1/4子") {
		t.Errorf("zh: %d\n%s", code, out)
	}
	for _, bad := range [][]string{{"--warnings", "x"}, {"--warnings", "2,0"}, {"--dame-to", "red"}} {
		if code, _, errOut := run(i18n.English, append([]string{"sgf", "count", even}, bad...)...); code != 2 || errOut == "" {
			t.Errorf("%v: %d %q", bad, code, errOut)
		}
	}
}

// TestCheckRulingsByEdition: sgf check names the edition's ruling (SPEC §6):
// a double move loses under 1988; under 2002 the second move is void and a
// warning given. A move after two passes breaks only the 2002 rules (SPEC §3).
func TestCheckRulingsByEdition(t *testing.T) {
	double := writeSGF(t, "(;SZ[9];B[cc];B[gg])")
	code, out, _ := run(i18n.English, "sgf", "check", double)
	if code != 1 || !strings.Contains(out, "move 2 B[gg] same colour twice — the rules give: the second move is void, a warning") {
		t.Errorf("2002 (the default): %d %q", code, out)
	}
	code, out, _ = run(i18n.English, "sgf", "check", "--rules", "1988", double)
	if code != 1 || !strings.Contains(out, "the rules give: loss of the game") {
		t.Errorf("1988: %d %q", code, out)
	}
	code, out, _ = run(i18n.Chinese, "sgf", "check", "--rules", "1988", double)
	if code != 1 || !strings.Contains(out, "规则规定：判负") {
		t.Errorf("1988 in Chinese: %d %q", code, out)
	}
	after := writeSGF(t, "(;SZ[9];B[cc];W[];B[];W[gg])")
	code, out, _ = run(i18n.English, "sgf", "check", after)
	if code != 1 || !strings.Contains(out, "move 4 W[gg] after two passes ended the game") {
		t.Errorf("after the end, 2002: %d %q", code, out)
	}
	if code, out, _ = run(i18n.English, "sgf", "check", after, "--rules", "1988"); code != 0 || !strings.Contains(out, "4 moves, ok") {
		t.Errorf("after the end, 1988: %d %q", code, out)
	}
	if code, _, _ := run(i18n.English, "sgf", "check", after, "--superko", "both"); code != 2 {
		t.Errorf("bad --superko: %d", code)
	}
}

// TestCheckFalseLife: two kos taken in turn with a pass between bring back a
// position (the weiqi package's TestFalseLifeDoubleKo, as a record). It is
// false life (Art. 20.2): no draw or replay is offered, under either edition.
func TestCheckFalseLife(t *testing.T) {
	rec := writeSGF(t, `(;SZ[11:5]PL[W]
		AB[ba][ab][cb][bc][ia][jb][ic]AW[ca][db][cc][ha][gb][ib][hc]
		;W[bb];B[hb];W[];B[cb];W[ib];B[];W[bb])`)
	for _, rules := range []string{"2002", "1988"} {
		code, out, _ := run(i18n.English, "sgf", "check", "--rules", rules, rec)
		if code != 1 || !strings.Contains(out, "7 moves, irregular: move 7 W[bb] whole-board repetition (double ko) — the rules give: false life") ||
			strings.Contains(out, "move 5") || strings.Contains(out, "draw") || strings.Contains(out, "replay") {
			t.Errorf("%s: %d %q", rules, code, out)
		}
	}
	// Positional superko sees the repetition one move earlier: move 5
	// brings back the starting stones.
	code, out, _ := run(i18n.English, "sgf", "check", "--superko", "positional", rec)
	if code != 1 || !strings.Contains(out, "move 5 W[ib] whole-board repetition") || !strings.Contains(out, "move 7 W[bb]") {
		t.Errorf("positional: %d %q", code, out)
	}
}

// TestResultSetInStones: --result takes results in 子 (arbiter-conventions):
// 黑胜3/4子 is stored as B+1.5 (¾ stone = 1.5 points), 白超时胜 as W+T.
func TestResultSetInStones(t *testing.T) {
	f := filepath.Join(t.TempDir(), "open.wqa")
	must(t, "tournament", "new", f, "--name", "公开赛")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3", "--draw", "lots", "--seed", "7")
	for _, n := range []string{"张三", "李四", "王五", "赵六"} {
		must(t, "player", "add", f, "--name", n, "--rank", "3d")
	}
	must(t, "round", "pair", f, "--round", "1")
	must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "黑胜3/4子")
	must(t, "result", "set", f, "--round", "1", "--table", "2", "--result", "白超时胜")
	var r RoundJSON
	json.Unmarshal([]byte(must(t, "round", "show", f, "--round", "1", "--json")), &r)
	if r.Games[0].Result == nil || *r.Games[0].Result != "B+1.5" || r.Games[1].Result == nil || *r.Games[1].Result != "W+T" {
		t.Errorf("results %+v", r.Games)
	}
	if code, _, errOut := run(i18n.Chinese, "result", "set", f, "--round", "1", "--table", "1", "--result", "黑胜五子"); code != 2 || !strings.Contains(errOut, "不是结果") {
		t.Errorf("bad result: %d %q", code, errOut)
	}
}

// TestResultWarn: "result warn" records a warning as the window does (SPEC
// §6): a second warning loses the game, with the reason recorded; under 2002
// a counted result already entered loses the warned player one stone (§4.7):
// 黑胜3/4子 (B+1.5) with a warning for Black is ¾ − 1 = −¼, 白胜1/4子 (W+0.5).
func TestResultWarn(t *testing.T) {
	f := filepath.Join(t.TempDir(), "open.wqa")
	must(t, "tournament", "new", f, "--name", "公开赛")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3", "--draw", "lots", "--seed", "7")
	for _, n := range []string{"张三", "李四", "王五", "赵六"} {
		must(t, "player", "add", f, "--name", n, "--rank", "3d")
	}
	must(t, "round", "pair", f, "--round", "1")
	must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "黑胜3/4子")
	code, out, errOut := run(i18n.Chinese, "result", "warn", f, "--round", "1", "--table", "1", "--player", "black")
	if code != 0 || !strings.Contains(out, "本局第1次") || !strings.Contains(out, "数子结果改为白胜1/4子") {
		t.Errorf("first warning: %d %q %q", code, out, errOut)
	}
	out = must(t, "result", "warn", f, "--round", "1", "--table", "2", "--player", "white")
	if !strings.Contains(out, "warning for White recorded (1 in this game)") {
		t.Errorf("table 2: %q", out)
	}
	out = must(t, "result", "warn", f, "--round", "1", "--table", "2", "--player", "white")
	if !strings.Contains(out, "second warning for White: the game is lost (B+P)") {
		t.Errorf("second warning: %q", out)
	}
	var r RoundJSON
	json.Unmarshal([]byte(must(t, "round", "show", f, "--round", "1", "--json")), &r)
	if *r.Games[0].Result != "W+0.5" || *r.Games[1].Result != "B+P" { // B+P: White lost by warnings (白犯规负)
		t.Errorf("results %q %q", *r.Games[0].Result, *r.Games[1].Result)
	}
	if code, _, _ := run(i18n.English, "result", "warn", f, "--round", "1", "--table", "1", "--player", "red"); code != 2 {
		t.Errorf("--player red: %d", code)
	}
	if code, _, errOut := run(i18n.English, "result", "warn", f, "--round", "1", "--table", "9", "--player", "black"); code != 1 || errOut == "" {
		t.Errorf("table 9: %d %q", code, errOut)
	}
}
