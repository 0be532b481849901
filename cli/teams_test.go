package cli

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"weiqi-arbiter/i18n"
)

func TestTeamEventFlow(t *testing.T) {
	f := filepath.Join(t.TempDir(), "teams.wqa")
	must(t, "tournament", "new", f, "--name", "团体赛")
	must(t, "group", "add", f, "--name", "团体组", "--system", "roundrobin", "--teams", "--boards", "2")
	var teamIDs []string
	for _, team := range []string{"北京", "上海", "广东", "四川"} {
		a := strings.TrimSpace(must(t, "player", "add", f, "--name", team+"甲"))
		b := strings.TrimSpace(must(t, "player", "add", f, "--name", team+"乙"))
		teamIDs = append(teamIDs, strings.TrimSpace(must(t, "team", "add", f, "--name", team, "--members", a+","+b)))
	}
	if code, _, errOut := run(i18n.English, "team", "lineup", f, "--team", teamIDs[0], "--round", "1", "--members", "2,1"); code != 1 || !strings.Contains(errOut, "board order") {
		t.Errorf("line-up against the order: %d %q", code, errOut)
	}
	must(t, "team", "order", f, "--team", teamIDs[3], "--members", "8,7")
	must(t, "round", "pair", f, "--round", "1")
	if code, _, errOut := run(i18n.Chinese, "team", "order", f, "--team", teamIDs[3], "--members", "7,8"); code != 1 || !strings.Contains(errOut, "四川的台次顺序已确定") {
		t.Errorf("order changed after round 1: %d %q", code, errOut)
	}
	for board := 1; board <= 2; board++ {
		must(t, "result", "set", f, "--round", "1", "--match", "1", "--board", string(rune('0'+board)), "--result", "B+R")
		must(t, "result", "set", f, "--round", "1", "--match", "2", "--board", string(rune('0'+board)), "--result", "0")
	}
	var st TeamStandingsJSON
	if err := json.Unmarshal([]byte(must(t, "standings", f, "--teams", "--json")), &st); err != nil {
		t.Fatal(err)
	}
	if st.Round != 1 || len(st.Rows) != 4 || st.Rows[0].MatchPoints != 1 && st.Rows[0].MatchPoints != 2 || len(st.Prizes) != 2 {
		t.Errorf("team standings %+v", st)
	}
	// One board won each way in match 1 (colours alternate): a drawn match.
	if st.Rows[0].BoardPoints != 2 {
		t.Errorf("board points %+v", st.Rows)
	}
	// The team sheets: crosstable, standings with board prizes, match details.
	dir := filepath.Dir(f)
	open := func(name string) *excelize.File {
		t.Helper()
		x, err := excelize.OpenFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { x.Close() })
		return x
	}
	must(t, "export", "crosstable", f, filepath.Join(dir, "ct.xlsx"))
	ct, _ := open("ct.xlsx").GetRows("团体组")
	if len(ct) != 6 || ct[2][2] != "×" || ct[2][1] != st.Rows[0].Name {
		t.Errorf("team crosstable %q", ct)
	}
	must(t, "export", "standings", f, filepath.Join(dir, "st.xlsx"))
	x := open("st.xlsx")
	sr, _ := x.GetRows("团体组")
	pr, _ := x.GetRows(x.GetSheetName(1))
	if len(sr) != 6 || sr[2][2] != strconv.Itoa(st.Rows[0].MatchPoints) || len(pr) != 4 || pr[2][0] != "1" {
		t.Errorf("team standings %q / prizes %q", sr, pr)
	}
	must(t, "export", "pairings", f, filepath.Join(dir, "m.xlsx"), "--round", "1")
	mr, _ := open("m.xlsx").GetRows("团体组")
	// Two matches, each a head line and two boards; the score in boards
	// won: 北京甲 wins board 1 with Black, 四川甲 board 2 with Black, 1 : 1.
	if len(mr) != 8 || mr[2][3] != "1 : 1" || mr[3][1] != "1" || mr[3][3] != "B+R" {
		t.Errorf("match details %q", mr)
	}
	// The match sheets to sign: one per match, both teams named.
	sheets := filepath.Join(dir, "对阵记录表.pdf")
	must(t, "export", "matchsheets", f, sheets, "--round", "1")
	if _, err := exec.LookPath("pdftotext"); err == nil {
		out, _ := exec.Command("pdftotext", sheets, "-").Output()
		if text := string(out); strings.Count(text, "Captain of") != 4 || !strings.Contains(text, "Match 1") || !strings.Contains(text, "Match 2") {
			t.Errorf("match sheets:\n%s", text)
		}
	}
	if code, _, errOut := run(i18n.Chinese, "export", "matchsheets", f, filepath.Join(dir, "m.xlsx"), "--round", "1"); code != 2 || !strings.Contains(errOut, ".pdf") {
		t.Errorf("match sheets as a workbook: %d %q", code, errOut)
	}
	if code, _, _ := run(i18n.English, "group", "add", f, "--name", "x", "--teams", "--boards", "1"); code != 2 {
		t.Errorf("one-board team event accepted: %d", code)
	}
}
