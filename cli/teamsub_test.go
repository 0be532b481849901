package cli

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

// TestTeamRepairAndSubstitution: a team round robin of four teams on two
// boards. 北京 declares 甲 (1d) on board 1 and 乙 (3d) on board 2, with 丙
// as reserve: the order is not by rank, which is a warning, not a refusal.
// Round 2 is paired (published) before 甲 withdraws after round 1; round 2
// has no result yet, so it is paired again and the reserve plays instead
// of a forfeit: by default everyone below moves up (乙 board 1, 丙 board
// 2); under the "reserve" rule 丙 takes 甲's board 1 and 乙 keeps board 2.
// A line-up entered since (上海's reserve 上海三 on board 2) applies too. Once a result is in, the round is
// refused. The team standings default to round 1, the latest complete.
func TestTeamRepairAndSubstitution(t *testing.T) {
	f := filepath.Join(t.TempDir(), "teams.wqa")
	must(t, "tournament", "new", f, "--name", "团体赛")
	must(t, "group", "add", f, "--name", "团体组", "--system", "roundrobin", "--teams", "--boards", "2")
	player := func(name, rank string) string {
		return strings.TrimSpace(must(t, "player", "add", f, "--name", name, "--rank", rank))
	}
	jia, yi, bing := player("甲", "1d"), player("乙", "3d"), player("丙", "1k")
	code, out, errOut := run(i18n.English, "team", "add", f, "--name", "北京", "--members", jia+","+yi, "--reserves", bing)
	if code != 0 || !strings.Contains(errOut, "board 2 (乙, 3d) is ranked above board 1 (甲, 1d)") {
		t.Fatalf("team add: exit %d, %q %q", code, out, errOut)
	}
	beijing, _ := strconv.ParseInt(strings.TrimSpace(out), 10, 64)
	var shanghai []string
	for _, name := range []string{"上海", "广东", "四川"} {
		a, b := player(name+"一", "2d"), player(name+"二", "2d")
		if name != "上海" {
			must(t, "team", "add", f, "--name", name, "--members", a+","+b)
			continue
		}
		c := player(name+"三", "2d")
		shanghai = []string{a, c}
		must(t, "team", "add", f, "--name", name, "--members", a+","+b, "--reserves", c)
	}
	must(t, "round", "pair", f, "--round", "1")
	for m := 1; m <= 2; m++ {
		for b := 1; b <= 2; b++ {
			must(t, "result", "set", f, "--round", "1", "--match", fmt.Sprint(m), "--board", fmt.Sprint(b), "--result", "B+R")
		}
	}
	must(t, "round", "pair", f, "--round", "2")
	var st TeamStandingsJSON
	json.Unmarshal([]byte(must(t, "standings", f, "--teams", "--json")), &st)
	if st.Round != 1 {
		t.Errorf("team standings as of round %d, want 1 (round 2 has no results)", st.Round)
	}
	must(t, "player", "withdraw", f, "--player", jia, "--after-round", "1")

	// lineupOf is the players a team sits on boards 1 and 2 of round 2.
	lineupOf := func(teamID int64) string {
		t.Helper()
		s, err := openEvent(f, storage.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		g, _ := s.Group("")
		ms, _ := s.TeamMatches(g.ID)
		var seats []string
		for _, m := range ms {
			if m.Round != 2 || (m.A != teamID && m.B != teamID) {
				continue
			}
			for _, b := range m.Boards {
				ours := b.Black
				if b.HomeBlack != (m.A == teamID) {
					ours = b.White
				}
				seats = append(seats, fmt.Sprintf("%d:%d/%s", b.Board, ours, b.Result))
			}
		}
		return strings.Join(seats, " ")
	}
	if got := lineupOf(beijing); !strings.Contains(got, "1:"+jia+"/") {
		t.Fatalf("round 2 as first paired: %s", got)
	}
	must(t, "round", "pair", f, "--round", "2")
	if got, want := lineupOf(beijing), "1:"+yi+"/ 2:"+bing+"/"; got != want {
		t.Errorf("paired again, members move up: %s, want %s", got, want)
	}
	must(t, "group", "rules", f, "--substitution", "reserve")
	must(t, "team", "lineup", f, "--team", fmt.Sprint(beijing+1), "--round", "2", "--members", shanghai[0]+","+shanghai[1])
	must(t, "round", "pair", f, "--round", "2")
	if got, want := lineupOf(beijing), "1:"+bing+"/ 2:"+yi+"/"; got != want {
		t.Errorf("paired again, the reserve takes the board: %s, want %s", got, want)
	}
	if got, want := lineupOf(beijing+1), "1:"+shanghai[0]+"/ 2:"+shanghai[1]+"/"; got != want {
		t.Errorf("上海's line-up entered after the first pairing: %s, want %s", got, want)
	}
	must(t, "result", "set", f, "--round", "2", "--match", "1", "--board", "1", "--result", "W+R")
	if code, _, errOut := run(i18n.English, "round", "pair", f, "--round", "2"); code != 1 || !strings.Contains(errOut, "already has results") {
		t.Errorf("round 2 with a result paired again: exit %d %q", code, errOut)
	}
	if code, _, errOut := run(i18n.English, "group", "rules", f, "--substitution", "sideways"); code != 2 || !strings.Contains(errOut, "move-up") {
		t.Errorf("--substitution sideways: exit %d %q", code, errOut)
	}
}
