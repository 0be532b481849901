package cli

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
)

// roundOf reads a round's pairing as round show --json prints it.
func roundOf(t *testing.T, f string, n string, extra ...string) RoundJSON {
	t.Helper()
	var r RoundJSON
	if err := json.Unmarshal([]byte(must(t, append([]string{"round", "show", f, "--round", n, "--json"}, extra...)...)), &r); err != nil {
		t.Fatal(err)
	}
	return r
}

func standingsOf(t *testing.T, f string, extra ...string) StandingsJSON {
	t.Helper()
	var st StandingsJSON
	if err := json.Unmarshal([]byte(must(t, append([]string{"standings", f, "--json"}, extra...)...)), &st); err != nil {
		t.Fatal(err)
	}
	return st
}

func pointsOf(st StandingsJSON) map[int64]string {
	out := map[int64]string{}
	for _, r := range st.Rows {
		out[r.ID] = string(r.Points)
	}
	return out
}

// TestRoundRobinBye: in a round robin of three, the player with the bye
// has no game that round and scores nothing; regulations that give a bye
// points are a group setting, and changing it rescores the byes already
// given; "default" goes back to the system's rule. A Swiss bye scores a win.
func TestRoundRobinBye(t *testing.T) {
	f := filepath.Join(t.TempDir(), "rr.wqa")
	must(t, "tournament", "new", f, "--name", "循环赛")
	must(t, "group", "add", f, "--name", "A", "--system", "roundrobin")
	for _, n := range []string{"张三", "李四", "王五"} {
		must(t, "player", "add", f, "--name", n, "--rank", "1d")
	}
	must(t, "round", "pair", f, "--round", "1")
	r := roundOf(t, f, "1")
	if len(r.Byes) != 1 {
		t.Fatalf("round 1 of three: %+v", r)
	}
	bye := r.Byes[0]
	must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "B+R")
	if p := pointsOf(standingsOf(t, f))[bye]; p != "0" {
		t.Errorf("round robin bye: %s points, want 0", p)
	}
	out := must(t, "group", "rules", f, "--bye-points", "2")
	if !strings.Contains(out, "a bye scores 2") {
		t.Errorf("group rules said %q", out)
	}
	if p := pointsOf(standingsOf(t, f))[bye]; p != "2" {
		t.Errorf("bye worth 2 by the regulations: %s points", p)
	}
	must(t, "group", "rules", f, "--bye-points", "default")
	if p := pointsOf(standingsOf(t, f))[bye]; p != "0" {
		t.Errorf("back to the default: %s points", p)
	}
	if code, _, errOut := run(i18n.Chinese, "group", "rules", f, "--bye-points", "-3"); code != 2 || !strings.Contains(errOut, "轮空") {
		t.Errorf("--bye-points -3: exit %d %q", code, errOut)
	}

	// Swiss keeps a win for a bye.
	must(t, "group", "add", f, "--name", "B", "--system", "swiss", "--rounds", "2")
	for _, n := range []string{"甲", "乙", "丙"} {
		must(t, "player", "add", f, "--name", n, "--group", "B")
	}
	must(t, "round", "pair", f, "--group", "B", "--round", "1")
	r = roundOf(t, f, "1", "--group", "B")
	// B's tables follow A's in the hall (tournament.HallTables).
	must(t, "result", "set", f, "--group", "B", "--round", "1", "--table", strconv.Itoa(r.Games[0].Table), "--result", "W+R")
	if p := pointsOf(standingsOf(t, f, "--group", "B"))[r.Byes[0]]; p != "2" {
		t.Errorf("Swiss bye: %s points, want 2", p)
	}
}

// threeTeams is a file with a team round robin of two boards (团体组) and
// three teams, 北京, 上海 and 广东, of two players each.
func threeTeams(t *testing.T) string {
	t.Helper()
	f := filepath.Join(t.TempDir(), "teams.wqa")
	must(t, "tournament", "new", f, "--name", "团体赛")
	must(t, "group", "add", f, "--name", "团体组", "--system", "roundrobin", "--teams", "--boards", "2")
	for _, team := range []string{"北京", "上海", "广东"} {
		a := strings.TrimSpace(must(t, "player", "add", f, "--name", team+"甲"))
		b := strings.TrimSpace(must(t, "player", "add", f, "--name", team+"乙"))
		must(t, "team", "add", f, "--name", team, "--members", a+","+b)
	}
	return f
}

// TestTeamRoundRobinBye: three teams in a round robin; the team with the
// bye gets no match points for it.
func TestTeamRoundRobinBye(t *testing.T) {
	f := threeTeams(t)
	must(t, "round", "pair", f, "--round", "1")
	// The first-named team has Black on board 1 and White on board 2.
	must(t, "result", "set", f, "--round", "1", "--match", "1", "--board", "1", "--result", "B+R")
	must(t, "result", "set", f, "--round", "1", "--match", "1", "--board", "2", "--result", "W+R")
	var st TeamStandingsJSON
	if err := json.Unmarshal([]byte(must(t, "standings", f, "--teams", "--json")), &st); err != nil {
		t.Fatal(err)
	}
	// One match won (2 match points), one lost (0), one bye (0).
	var mps []int
	for _, r := range st.Rows {
		mps = append(mps, r.MatchPoints)
	}
	if !slices.Equal(mps, []int{2, 0, 0}) {
		t.Errorf("match points %v, want [2 0 0]", mps)
	}
	// A team that withdraws is marked in the team standings.
	must(t, "team", "withdraw", f, "--team", "3", "--after-round", "1")
	json.Unmarshal([]byte(must(t, "standings", f, "--teams", "--json")), &st)
	for _, r := range st.Rows {
		if r.Withdrawn != (r.Name == "广东") {
			t.Errorf("row %+v: withdrawn %v", r, r.Withdrawn)
		}
	}
	if _, out, _ := run(i18n.Chinese, "standings", f, "--teams"); !strings.Contains(out, "广东（退赛）") {
		t.Errorf("team standings text:\n%s", out)
	}
}

// TestRoundRobinVoidedListedApart: four players, three rounds. The winner
// of table 1 withdraws after round 1 having played one game of three
// (fewer than half, SPEC §9.2): the result is void, the opponent's loss
// too; the player is listed after everyone, without a place, as 退赛.
func TestRoundRobinVoidedListedApart(t *testing.T) {
	f := filepath.Join(t.TempDir(), "rr.wqa")
	must(t, "tournament", "new", f, "--name", "循环赛")
	must(t, "group", "add", f, "--name", "A", "--system", "roundrobin")
	for _, n := range []string{"张三", "李四", "王五", "赵六"} {
		must(t, "player", "add", f, "--name", n)
	}
	must(t, "round", "pair", f, "--round", "1")
	r := roundOf(t, f, "1")
	must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "B+R")
	must(t, "result", "set", f, "--round", "1", "--table", "2", "--result", "B+R")
	gone := r.Games[0].Black
	must(t, "player", "withdraw", f, "--player", string(rune('0'+gone)), "--after-round", "1")
	st := standingsOf(t, f)
	last := st.Rows[len(st.Rows)-1]
	if last.ID != gone || last.Place != 0 || !last.Withdrawn || last.Points != "0" {
		t.Errorf("the voided player's row %+v", last)
	}
	if first := st.Rows[0]; first.ID != r.Games[1].Black || first.Place != 1 || first.Points != "2" || first.Withdrawn {
		t.Errorf("first %+v", first)
	}
	for _, row := range st.Rows[1:3] {
		if row.Place != 2 || row.Points != "0" {
			t.Errorf("row %+v: want place 2 on 0 points", row)
		}
	}
	_, out, _ := run(i18n.Chinese, "standings", f)
	if !strings.Contains(out, "退赛") {
		t.Errorf("the text standings do not mark the withdrawal:\n%s", out)
	}
}

// TestRankByTotalCLI: a 1988 tournament's Swiss group ranks by the total
// score, then warnings, by default (SPEC §8: the only Swiss method of
// 1988); a 2002 group ranks by points until --rank-by total, which puts the
// total in the first column. (The ranking itself is worked by hand in
// tournament.TestRankByTotal and storage.TestRankByTotalUnder1988.)
func TestRankByTotalCLI(t *testing.T) {
	dir := t.TempDir()
	f88 := filepath.Join(dir, "1988.wqa")
	must(t, "tournament", "new", f88, "--name", "1988", "--rules", "1988")
	must(t, "group", "add", f88, "--name", "A", "--system", "swiss", "--rounds", "5")
	out := must(t, "group", "rules", f88)
	if !strings.Contains(out, "tiebreaks TOTAL, WARNINGS") || !strings.Contains(out, "ranks by the total score") {
		t.Errorf("1988 Swiss defaults: %q", out)
	}
	f02 := filepath.Join(dir, "2002.wqa")
	must(t, "tournament", "new", f02, "--name", "2002")
	must(t, "group", "add", f02, "--name", "A", "--system", "swiss", "--rounds", "5")
	if out := must(t, "group", "rules", f02); !strings.Contains(out, "ranks by points") || strings.Contains(out, "TOTAL") {
		t.Errorf("2002 Swiss defaults: %q", out)
	}
	out = must(t, "group", "rules", f02, "--rank-by", "total")
	if !strings.Contains(out, "tiebreaks TOTAL, SOS") || !strings.Contains(out, "ranks by the total score") {
		t.Errorf("--rank-by total: %q", out)
	}
	if code, _, errOut := run(i18n.Chinese, "group", "rules", f02, "--rank-by", "sos"); code != 2 || !strings.Contains(errOut, "总得分") {
		t.Errorf("--rank-by sos: exit %d %q", code, errOut)
	}
}
