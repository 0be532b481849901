package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
	"weiqi-arbiter/internal/corpus"
)

func TestSGFCheck(t *testing.T) {
	irregular := corpus.Fixture("sgf/irregular/AI/Li Long/2016.11.10 骊龙 vs marny (34675775).SGF")
	clean := corpus.Fixture("sgf/replay/KGS2001/2000-10-10-1.sgf")
	code, out, _ := run(i18n.English, "sgf", "check", clean)
	if code != 0 || out != clean+": 153 moves, ok\n" {
		t.Errorf("clean: %d %q", code, out)
	}
	// White plays twice (move 251) and that move retakes a ko: under 2002
	// the second move is void with a warning, and the retake is invalid (one
	// pass) with a warning.
	code, out, _ = run(i18n.English, "sgf", "check", clean, irregular)
	if code != 1 || !strings.Contains(out, "move 251 W[sn] same colour twice — the rules give: the second move is void, a warning; "+
		"move 251 W[sn] immediate ko retake — the rules give: invalid move, counts as one pass, a warning") {
		t.Errorf("irregular: %d %q", code, out)
	}
	code, out, _ = run(i18n.Chinese, "sgf", "check", irregular)
	if code != 1 || !strings.Contains(out, "第251手 W[sn] 同一方连下两手") {
		t.Errorf("irregular in Chinese: %d %q", code, out)
	}
	broken := filepath.Join(t.TempDir(), "broken.sgf")
	os.WriteFile(broken, []byte("(;GM[1]SZ[19];B[pd"), 0o644)
	code, out, _ = run(i18n.English, "sgf", "check", broken)
	if code != 1 || !strings.Contains(out, "not a readable SGF game record") {
		t.Errorf("broken: %d %q", code, out)
	}
}

func TestSGFCount(t *testing.T) {
	file := corpus.Fixture("sgf/chinese-scored/kgs-19-2016-08-new/2016-08-02-5.sgf")
	code, out, errOut := run(i18n.English, "sgf", "count", file, "--use-marks", "--handicap-return", "half", "--json")
	if code != 0 {
		t.Fatalf("%d %s", code, errOut)
	}
	var got map[string]any
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"black": 179.0, "white": 182.0, "dame": 16.0, "komi": 0.25,
		"result": "W+1.75", "sgf_result": "W+3.5", "result_zh": "白胜1又3/4子"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	// --komi overrides KM; --dead marks whole groups.
	code, out, _ = run(i18n.Chinese, "sgf", "count", file, "--use-marks", "--komi", "3又3/4")
	if code != 0 || !strings.Contains(out, "白胜5又1/4子 (W+10.5)") {
		t.Errorf("komi override: %d\n%s", code, out)
	}
	code, _, errOut = run(i18n.English, "sgf", "count", file, "--dead", "aa")
	if code != 2 || !strings.Contains(errOut, "--dead: aa is not a stone") {
		t.Errorf("dead on empty point: %d %q", code, errOut)
	}
	code, _, errOut = run(i18n.English, "sgf", "count", file, "--handicap-return", "all")
	if code != 2 {
		t.Errorf("bad handicap return: %d %q", code, errOut)
	}
}

func TestSGFCountDeadGroups(t *testing.T) {
	// A 5×5 game: White's two stones in Black's area are marked dead by one point.
	path := filepath.Join(t.TempDir(), "small.sgf")
	os.WriteFile(path, []byte(`(;GM[1]FF[4]SZ[5]KM[0]
		AB[ba][bb][bc][bd][be][ab]AW[da][db][dc][dd][de][ac][ad]
		;B[];W[])`), 0o644)
	code, out, errOut := run(i18n.English, "sgf", "count", path, "--dead", "ac", "--json")
	if code != 0 {
		t.Fatalf("%d %s", code, errOut)
	}
	var got CountJSON
	json.Unmarshal([]byte(out), &got)
	if got.DeadWhite != 2 || got.BlackArea != 10 || got.WhiteArea != 10 || got.Dame != 5 || got.Result != "0" {
		t.Errorf("count %+v", got)
	}
}

func TestSGFInfo(t *testing.T) {
	file := corpus.Fixture("sgf/replay/KGS2001/2000-10-10-1.sgf")
	code, out, _ := run(i18n.English, "sgf", "info", file, "--json")
	var got InfoJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
		t.Fatalf("%d %v", code, err)
	}
	if got.Moves != 153 || got.Handicap != 9 || got.Result != "W+Time" || got.White != "guojuan" {
		t.Errorf("info %+v", got)
	}
}
