package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
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

// TestResultSetTableNeedsOverwrite: one overwrite policy for the window,
// the desks and the command line. "result set --table" over another
// result changes nothing and says how to replace it, in the user's
// language; with --overwrite it replaces it; the same result again is no
// overwrite. An edit in round 1 once round 2 is paired says whether round
// 2 would now be paired differently.
func TestResultSetTableNeedsOverwrite(t *testing.T) {
	f := filepath.Join(t.TempDir(), "open.wqa")
	must(t, "tournament", "new", f, "--name", "公开赛")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3")
	for _, n := range []string{"张三", "李四", "王五", "赵六"} {
		must(t, "player", "add", f, "--name", n, "--rank", "1d")
	}
	must(t, "round", "pair", f, "--round", "1")
	must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "B+R")
	must(t, "result", "set", f, "--round", "1", "--table", "2", "--result", "B+R")
	must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "B+R") // the same again
	for _, tt := range []struct {
		name string
		lang i18n.Lang
		want string
	}{
		{"zh", i18n.Chinese, "第1台已有结果 黑中盘胜：未录入；要替换请加上 --overwrite"},
		{"en", i18n.English, "table 1 already has B+R: nothing entered; add --overwrite to replace it"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errOut := run(tt.lang, "result", "set", f, "--round", "1", "--table", "1", "--result", "W+R")
			if code == 0 || !strings.Contains(errOut, tt.want) {
				t.Errorf("over B+R: exit %d, %q; want %q", code, errOut, tt.want)
			}
		})
	}
	if got := roundResults(t, f, "1"); got[1] != "B+R" {
		t.Fatalf("a refused entry wrote %q", got[1])
	}
	must(t, "round", "pair", f, "--round", "2")
	out := must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "W+R", "--overwrite")
	if got := roundResults(t, f, "1"); got[1] != "W+R" {
		t.Errorf("with --overwrite: %q", got[1])
	}
	// Round 2 paired the two winners; now the winners are others.
	if !strings.Contains(out, "Round 2 would now be paired differently") {
		t.Errorf("the edit does not say round 2 would be paired differently: %q", out)
	}
}

// TestCommandLineEntrySettlesTheReport: a report from a table's phone
// waits for the arbiter; once the command line gives the game its result
// — "result set --table", a list with "--from", a second "result warn" —
// the report is set aside, as when the result is typed in the window or
// at a second desk (arbiter.EnterResult, one policy for all). The other
// table's report still waits.
func TestCommandLineEntrySettlesTheReport(t *testing.T) {
	for _, tt := range []struct {
		name  string
		want  string // table 1's result
		enter func(t *testing.T, f string)
	}{
		{"--table", "W+R", func(t *testing.T, f string) {
			must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "W+R")
		}},
		{"--from", "W+R", func(t *testing.T, f string) {
			list := filepath.Join(filepath.Dir(f), "results.csv")
			if err := os.WriteFile(list, []byte("table,result\n1,W+R\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			must(t, "result", "set", f, "--round", "1", "--from", list)
		}},
		// A second warning is a loss by penalty (SPEC §6): W+P.
		{"second warning", "W+P", func(t *testing.T, f string) {
			for range 2 {
				must(t, "result", "warn", f, "--round", "1", "--table", "1", "--player", "black")
			}
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := filepath.Join(t.TempDir(), "open.wqa")
			must(t, "tournament", "new", f, "--name", "公开赛")
			must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3")
			for _, n := range []string{"张三", "李四", "王五", "赵六"} {
				must(t, "player", "add", f, "--name", n, "--rank", "1d")
			}
			must(t, "round", "pair", f, "--round", "1")
			a, err := openEvent(f, storage.Options{})
			if err != nil {
				t.Fatal(err)
			}
			g, _ := a.Group("公开组")
			games, _ := a.Games(g.ID, 1)
			if err := a.SetReporting(true, false); err != nil {
				t.Fatal(err)
			}
			if err := a.PublishRound(g.ID, 1); err != nil {
				t.Fatal(err)
			}
			for _, game := range games {
				if rep, err := a.ReportResult(game.ID, "B+R", "phone"); err != nil || rep.State != tournament.ReportPending {
					t.Fatalf("report: %+v %v", rep, err)
				}
			}
			a.Close()

			tt.enter(t, f)

			if got := roundResults(t, f, "1"); got[1] != tt.want {
				t.Fatalf("table 1: %q, want %s", got[1], tt.want)
			}
			a, err = openEvent(f, storage.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer a.Close()
			reps, _ := a.Reports()
			open := map[int64]bool{}
			for _, r := range reps {
				if r.Open() {
					open[r.GameID] = true
				}
			}
			if open[games[0].ID] || !open[games[1].ID] {
				t.Errorf("reports open on table 1: %v, table 2: %v; want only table 2's", open[games[0].ID], open[games[1].ID])
			}
		})
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
