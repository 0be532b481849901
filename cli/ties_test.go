package cli

import (
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

// playAll sets the result of every game of the group's rounds 1…rounds:
// winner names, for each pair of player ids, who wins; a pair it does not
// name is drawn.
func playAll(t *testing.T, path, group string, rounds int, winner func(a, b int64) int64) {
	t.Helper()
	s, err := openEvent(path, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	g, err := s.Group(group)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= rounds; n++ {
		games, _, err := s.Round(g.ID, n)
		if err != nil {
			t.Fatal(err)
		}
		for _, game := range games {
			r := tournament.Draw
			switch winner(game.Black, game.White) {
			case game.Black:
				r = "B+R"
			case game.White:
				r = "W+R"
			}
			if err := s.SetResult(game.ID, r); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestCycleSharesFirstPlace is the three-player round robin, from
// the command line: P2 beats P3, P1 beats P2, P3 beats P1. Points 2 each,
// SB 2 each, no warnings, the mini-table 2 each (SPEC §8 RR: then a tie):
// all three share first place, "1=" in English, "并列1" in Chinese, shared
// in the JSON, the direct-encounter column showing 2.
func TestCycleSharesFirstPlace(t *testing.T) {
	f := filepath.Join(t.TempDir(), "cycle.wqa")
	must(t, "tournament", "new", f, "--name", "循环赛")
	must(t, "group", "add", f, "--name", "A组", "--system", "roundrobin")
	for _, n := range []string{"P1", "P2", "P3"} {
		must(t, "player", "add", f, "--name", n)
	}
	for n := 1; n <= 3; n++ {
		must(t, "round", "pair", f, "--round", string(rune('0'+n)))
	}
	// Player ids are 1, 2, 3 in registration order.
	beats := map[[2]int64]int64{{1, 2}: 1, {2, 3}: 2, {1, 3}: 3}
	playAll(t, f, "A组", 3, func(a, b int64) int64 { return beats[[2]int64{min(a, b), max(a, b)}] })
	var st StandingsJSON
	if err := json.Unmarshal([]byte(must(t, "standings", f, "--json")), &st); err != nil {
		t.Fatal(err)
	}
	for _, r := range st.Rows {
		if r.Place != 1 || !r.Shared || r.Tiebreaks["DIRECT"].String() != "2" || r.Tiebreaks["SB"].String() != "2" {
			t.Errorf("row %+v", r)
		}
	}
	if out := must(t, "standings", f); strings.Count(out, "  1=  ") != 3 {
		t.Errorf("standings text:\n%s", out)
	}
	if code, out, errOut := run(i18n.Chinese, "standings", f); code != 0 || strings.Count(out, "并列1") != 3 {
		t.Errorf("standings in Chinese: %d %s\n%s", code, errOut, out)
	}
	// The workbook: the place column holds 并列1 as text on the three rows.
	out := filepath.Join(filepath.Dir(f), "standings.xlsx")
	if code, _, errOut := run(i18n.Chinese, "export", "standings", f, out); code != 0 {
		t.Fatal(errOut)
	}
	x, err := excelize.OpenFile(out)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	rows, _ := x.GetRows(x.GetSheetName(0))
	for _, r := range rows[2:5] {
		if r[0] != "并列1" {
			t.Errorf("workbook row %v", r)
		}
	}
}

// TestRoundThatDoesNotExist: standings and the round's documents of a
// round beyond the group's are refused, as round pair refuses them, and a
// round's sheets of a round not paired yet; nothing is written. (Standings
// as of a round of the group not played yet count it as missed, as
// OpenGotha does.)
func TestRoundThatDoesNotExist(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "swiss.wqa")
	must(t, "tournament", "new", f, "--name", "x")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "5")
	for _, n := range []string{"张三", "李四", "王五", "赵六"} {
		must(t, "player", "add", f, "--name", n)
	}
	must(t, "round", "pair", f, "--round", "1")
	out := filepath.Join(dir, "out.xlsx")
	for _, tc := range []struct {
		args []string
		lang i18n.Lang
		want string
	}{
		{[]string{"standings", f, "--round", "9"}, i18n.English, "There is no round 9 in this group: its rounds are 1 to 5."},
		{[]string{"standings", f, "--round", "9", "--json"}, i18n.Chinese, "本组没有第9轮"},
		{[]string{"export", "crosstable", f, out, "--round", "9"}, i18n.English, "There is no round 9"},
		{[]string{"export", "standings", f, out, "--round", "6"}, i18n.Chinese, "本组没有第6轮"},
		{[]string{"export", "pairings", f, out, "--round", "2"}, i18n.Chinese, "第2轮尚未编排：本组已编排到第1轮。"},
		{[]string{"export", "pairings", f, out, "--round", "9"}, i18n.English, "There is no round 9"},
		{[]string{"export", "slips", f, filepath.Join(dir, "s.pdf"), "--round", "2"}, i18n.English, "Round 2 has not been paired"},
	} {
		code, _, errOut := run(tc.lang, tc.args...)
		if code != 1 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, %q; want 1 and %q", tc.args, code, errOut, tc.want)
		}
	}
	if matches, _ := filepath.Glob(filepath.Join(dir, "out*")); len(matches) != 0 {
		t.Errorf("files written: %v", matches)
	}
	must(t, "standings", f, "--round", "1")
	must(t, "export", "pairings", f, out, "--round", "1")
}

// TestPlayoffFromTheCommandLine: the cycle's three players share first
// place; a play-off won by P3, then P1, then P2, recorded by their ids,
// places them 1, 2, 3 and shows in the play-off column; recording it
// again (a mistake put right) replaces it; --clear brings the tie back.
// A player who does not share the place is refused.
func TestPlayoffFromTheCommandLine(t *testing.T) {
	f := filepath.Join(t.TempDir(), "cycle.wqa")
	must(t, "tournament", "new", f, "--name", "循环赛")
	must(t, "group", "add", f, "--name", "A组", "--system", "roundrobin")
	for _, n := range []string{"P1", "P2", "P3", "P4"} {
		must(t, "player", "add", f, "--name", n)
	}
	for n := 1; n <= 3; n++ {
		must(t, "round", "pair", f, "--round", string(rune('0'+n)))
	}
	// P4 loses every game; P1, P2, P3 beat each other in a cycle.
	beats := map[[2]int64]int64{{1, 2}: 1, {2, 3}: 2, {1, 3}: 3, {1, 4}: 1, {2, 4}: 2, {3, 4}: 3}
	playAll(t, f, "A组", 3, func(a, b int64) int64 { return beats[[2]int64{min(a, b), max(a, b)}] })
	places := func() string {
		var st StandingsJSON
		json.Unmarshal([]byte(must(t, "standings", f, "--json")), &st)
		var out []string
		for _, r := range st.Rows {
			s := r.Name + ":" + string(rune('0'+r.Place))
			if r.Shared {
				s += "="
			}
			if v, ok := r.Tiebreaks["PLAYOFF"]; ok {
				s += "(" + v.String() + ")"
			}
			out = append(out, s)
		}
		return strings.Join(out, " ")
	}
	if got, want := places(), "P1:1= P2:1= P3:1= P4:4"; got != want {
		t.Fatalf("before: %s, want %s", got, want)
	}
	must(t, "standings", "playoff", f, "--order", "3,2,1")
	must(t, "standings", "playoff", f, "--order", "3,1,2")
	if got, want := places(), "P3:1(1) P1:2(2) P2:3(3) P4:4"; got != want {
		t.Errorf("after the play-off: %s, want %s", got, want)
	}
	if out := must(t, "standings", f); !strings.Contains(out, "Play-off") {
		t.Errorf("no play-off column:\n%s", out)
	}
	if code, _, errOut := run(i18n.Chinese, "standings", "playoff", f, "--order", "1,4"); code != 1 || !strings.Contains(errOut, "4号棋手与其他人名次不同") {
		t.Errorf("P4 in the play-off: %d %s", code, errOut)
	}
	must(t, "standings", "playoff", f, "--clear", "1,2,3")
	if got, want := places(), "P1:1= P2:1= P3:1= P4:4"; got != want {
		t.Errorf("cleared: %s, want %s", got, want)
	}
}

// TestTeamStandingsRoundAndBoardPrizes: three teams of two boards in a
// round robin (one match and a bye each round). Round 1 is played; the
// team that had the bye withdraws after it, so round 2's match, paired
// next, is all its forfeits. The standings are still after round 1 by
// default (round 2 holds only a withdrawal's forfeits), and the board
// prizes of round 1 count round 1 only: on each board the player who won
// his game, 2 points in 1 game. After round 2, board 1's winner (whose
// team had the forfeit) has 4 points in 2 games.
func TestTeamStandingsRoundAndBoardPrizes(t *testing.T) {
	f := threeTeams(t)
	must(t, "round", "pair", f, "--round", "1")
	for board := 1; board <= 2; board++ {
		must(t, "result", "set", f, "--round", "1", "--match", "1", "--board", string(rune('0'+board)), "--result", "B+R")
	}
	s, err := openEvent(f, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := s.Group("团体组")
	matches, _ := s.TeamMatches(g.ID)
	s.Close()
	bye := ""
	for _, m := range matches {
		if m.B == 0 { // the bye is a match without a second team
			bye = strconv.FormatInt(m.A, 10)
		}
	}
	must(t, "team", "withdraw", f, "--team", bye, "--after-round", "1")
	must(t, "round", "pair", f, "--round", "2")
	var st TeamStandingsJSON
	json.Unmarshal([]byte(must(t, "standings", f, "--teams", "--json")), &st)
	if st.Round != 1 || len(st.Prizes) != 2 {
		t.Errorf("default: after round %d, prizes %+v; want round 1, one per board", st.Round, st.Prizes)
	}
	json.Unmarshal([]byte(must(t, "standings", f, "--teams", "--json", "--round", "2")), &st)
	if st.Round != 2 || len(st.Prizes) != 2 || st.Prizes[0].Games != 2 || st.Prizes[0].Points != 4 {
		t.Errorf("after round 2: round %d, prizes %+v; want board 1's round-1 winner with the forfeit too, 4 points in 2 games", st.Round, st.Prizes)
	}
	json.Unmarshal([]byte(must(t, "standings", f, "--teams", "--json", "--round", "1")), &st)
	for _, p := range st.Prizes {
		if p.Games != 1 || p.Points != 2 || len(st.Prizes) != 2 {
			t.Errorf("--round 1 prizes %+v", st.Prizes)
			break
		}
	}
}
