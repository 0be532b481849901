package cli

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
)

// TestGroupsShareTheHall: two groups in one hall — five players (three
// tables' worth) in 公开组, four in 循环组 — number their tables one after
// the other: 公开组 at 1–2 (table 3 kept for its bye's partner, were one
// to come), 循环组 from 4; `group rules --first-table 11` moves 循环组 to
// 11 and the round is paired there again, on the printed sheet too;
// `--first-table after` brings the default back; a bad number is refused.
func TestGroupsShareTheHall(t *testing.T) {
	f := filepath.Join(t.TempDir(), "hall.wqa")
	must(t, "tournament", "new", f, "--name", "市赛")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3")
	must(t, "group", "add", f, "--name", "循环组", "--system", "roundrobin")
	for _, n := range []string{"张一", "张二", "张三", "张四", "张五"} {
		must(t, "player", "add", f, "--name", n, "--group", "公开组")
	}
	for _, n := range []string{"李一", "李二", "李三", "李四"} {
		must(t, "player", "add", f, "--name", n, "--group", "循环组")
	}
	tables := func(group string) []int {
		var r RoundJSON
		if err := json.Unmarshal([]byte(must(t, "round", "show", f, "--group", group, "--round", "1", "--json")), &r); err != nil {
			t.Fatal(err)
		}
		var out []int
		for _, g := range r.Games {
			out = append(out, g.Table)
		}
		return out
	}
	must(t, "round", "pair", f, "--group", "公开组", "--round", "1")
	must(t, "round", "pair", f, "--group", "循环组", "--round", "1")
	if a, b := tables("公开组"), tables("循环组"); !slices.Equal(a, []int{1, 2}) || !slices.Equal(b, []int{4, 5}) {
		t.Errorf("tables %v and %v; want 1, 2 and 4, 5", a, b)
	}
	out := must(t, "group", "rules", f, "--group", "循环组", "--first-table", "11")
	if !strings.Contains(out, "循环组's tables start at table 11") {
		t.Errorf("group rules said %q", out)
	}
	must(t, "round", "pair", f, "--group", "循环组", "--round", "1") // again, no result yet
	if b := tables("循环组"); !slices.Equal(b, []int{11, 12}) {
		t.Errorf("after --first-table 11: %v", b)
	}
	must(t, "result", "set", f, "--group", "循环组", "--round", "1", "--table", "12", "--result", "B+R")
	sheet := filepath.Join(t.TempDir(), "pairings.pdf")
	must(t, "export", "pairings", f, "--group", "循环组", "--round", "1", sheet)
	if _, err := exec.LookPath("pdftotext"); err == nil {
		text, err := exec.Command("pdftotext", "-layout", sheet, "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		var first []string
		for _, line := range strings.Split(string(text), "\n") {
			if w := strings.Fields(line); len(w) > 0 && (strings.Contains(line, "李")) {
				first = append(first, w[0])
			}
		}
		if !slices.Equal(first, []string{"11", "12"}) {
			t.Errorf("the printed sheet's tables %q; want 11, 12:\n%s", first, text)
		}
	}
	out = must(t, "group", "rules", f, "--group", "循环组", "--first-table", "after")
	if !strings.Contains(out, "start at table 4") {
		t.Errorf("--first-table after: %q", out)
	}
	for _, bad := range []string{"0", "-3", "10000", "x"} {
		code, _, errOut := run(i18n.Chinese, "group", "rules", f, "--group", "循环组", "--first-table", bad)
		if code == 0 || !strings.Contains(errOut, "--first-table 应为 1 至 9999 的台号") {
			t.Errorf("--first-table %s: exit %d, %q", bad, code, errOut)
		}
	}
}
