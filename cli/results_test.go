package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
)

// roundResults is the result at each table of a round, "" for none.
func roundResults(t *testing.T, f string, round string) map[int]string {
	t.Helper()
	var r RoundJSON
	if err := json.Unmarshal([]byte(must(t, "round", "show", f, "--round", round, "--json")), &r); err != nil {
		t.Fatal(err)
	}
	out := map[int]string{}
	for _, g := range r.Games {
		out[g.Table] = ""
		if g.Result != nil {
			out[g.Table] = *g.Result
		}
	}
	return out
}

// TestResultSetFromList enters a round's results from the hand-made lists
// in testdata/results: a bad list is refused whole with every bad line
// named, a good one (UTF-8 with a byte-order mark, a Chinese header) is
// one action, a GB18030 list may replace results only with --overwrite,
// and one undo takes a list back.
func TestResultSetFromList(t *testing.T) {
	f := filepath.Join(t.TempDir(), "open.wqa")
	must(t, "tournament", "new", f, "--name", "公开赛")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3")
	for _, n := range []string{"张三", "李四", "王五", "赵六", "钱七", "孙八", "周九", "吴十"} {
		must(t, "player", "add", f, "--name", n, "--rank", "1d")
	}
	must(t, "round", "pair", f, "--round", "1")
	list := func(name string) string { return filepath.Join("testdata", "results", name) }
	none := map[int]string{1: "", 2: "", 3: "", 4: ""}
	same := func(got, want map[int]string) bool {
		for k, v := range want {
			if got[k] != v {
				return false
			}
		}
		return len(got) == len(want)
	}

	code, _, errOut := run(i18n.Chinese, "result", "set", f, "--round", "1", "--from", list("round1-bad.csv"))
	for _, want := range []string{
		"第3行：第1轮没有第5台",
		"第4行：“黑赢”不是比赛结果",
		"第5行：第1台已在第2行出现",
		"第6行：“x”不是台号",
		"未录入任何结果：请改正以上各行",
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("bad list: stderr lacks %q:\n%s", want, errOut)
		}
	}
	if code != 1 || strings.Contains(errOut, "第2行：") {
		t.Errorf("bad list: exit %d, and line 2 (good) must not be named:\n%s", code, errOut)
	}
	if got := roundResults(t, f, "1"); !same(got, none) {
		t.Fatalf("a refused list entered results: %v", got)
	}

	out := must(t, "result", "set", f, "--round", "1", "--from", list("round1.csv"))
	if !strings.Contains(out, "4 results entered in round 1 of 公开组") {
		t.Errorf("good list: %q", out)
	}
	entered := map[int]string{1: "B+R", 2: "W+", 3: "W+T", 4: "B+1.5"}
	if got := roundResults(t, f, "1"); !same(got, entered) {
		t.Fatalf("after the list: %v, want %v", got, entered)
	}

	code, _, errOut = run(i18n.English, "result", "set", f, "--round", "1", "--from", list("round1-gb18030.csv"))
	if code != 1 || !strings.Contains(errOut, "line 1: table 1 already has the result B+R") ||
		!strings.Contains(errOut, "line 2: table 2 already has the result W+") || !strings.Contains(errOut, "--overwrite") {
		t.Errorf("replacing without --overwrite: exit %d\n%s", code, errOut)
	}
	out = must(t, "result", "set", f, "--round", "1", "--from", list("round1-gb18030.csv"), "--overwrite")
	if !strings.Contains(out, "2 results entered") {
		t.Errorf("overwrite: %q", out)
	}
	if got := roundResults(t, f, "1"); !same(got, map[int]string{1: "W+R", 2: "B+1.5", 3: "W+T", 4: "B+1.5"}) {
		t.Errorf("after overwrite: %v", got)
	}
	if out := must(t, "undo", f); !strings.Contains(out, "undone: enter results (2)") {
		t.Errorf("undo: %q", out)
	}
	if got := roundResults(t, f, "1"); !same(got, entered) {
		t.Errorf("after one undo: %v, want %v", got, entered)
	}
	must(t, "undo", f)
	if got := roundResults(t, f, "1"); !same(got, none) {
		t.Errorf("after the second undo: %v, want none", got)
	}

	code, _, errOut = run(i18n.Chinese, "result", "set", f, "--round", "1", "--table", "1", "--from", list("round1.csv"))
	if code != 2 || !strings.Contains(errOut, "--from 从文件读取台号和结果") {
		t.Errorf("--from with --table: exit %d %q", code, errOut)
	}
	code, _, errOut = run(i18n.Chinese, "result", "set", f, "--round", "2", "--from", list("round1.csv"))
	if code != 1 || !strings.Contains(errOut, "第2轮还没有对局") {
		t.Errorf("unpaired round: exit %d %q", code, errOut)
	}
}

// TestResultListOfManyBadLines: a list of 100,000 lines naming tables the
// round does not have is told as its first 50 lines and how many more
// there are, not 100,000 messages; nothing is entered.
func TestResultListOfManyBadLines(t *testing.T) {
	f := smallEvent(t, t.TempDir()) // one table
	must(t, "round", "pair", f, "--round", "1")
	var b strings.Builder
	b.WriteString("1,B+R\n")
	for i := range 99999 {
		fmt.Fprintf(&b, "%d,W+R\n", i+3)
	}
	list := filepath.Join(t.TempDir(), "many.csv")
	os.WriteFile(list, []byte(b.String()), 0o644)
	for lang, more := range map[i18n.Lang]string{i18n.English: "… and 99949 more lines that cannot be entered (99999 in all).", i18n.Chinese: "……另有 99949 行无法录入（共 99999 行）。"} {
		code, _, errOut := run(lang, "result", "set", f, "--round", "1", "--from", list)
		lines := strings.Split(strings.TrimSpace(errOut), "\n")
		if code != 1 || len(lines) != 52 || lines[50] != more {
			t.Errorf("%s: exit %d, %d lines, line 51 %q", lang, code, len(lines), lines[min(50, len(lines)-1)])
		}
	}
	if got := roundResults(t, f, "1"); got[1] != "" {
		t.Errorf("a refused list entered results: %v", got)
	}
}
