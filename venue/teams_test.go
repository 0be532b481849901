package venue

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
)

// TestTeamMatchesWithTheirBoards: a team group's round page lists each
// match with its boards, find gives a player's table and board, and the
// desk enters a board's result as "table.board keys". The match is at
// table 5 of the hall: 少年组's eight players sit at tables 1–4 before it
// (tournament.HallTables).
func TestTeamMatchesWithTheirBoards(t *testing.T) {
	e := newEvent(t)
	s := e.store
	gid, err := s.AddGroup(tournament.Group{Name: "团体组", System: tournament.Swiss, Rounds: 3, TeamEvent: true, Boards: 2, TeamFormat: string(team.FixedOrder)})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := s.Group("团体组")
	for _, name := range []string{"北京", "上海"} {
		var ids []int64
		for _, who := range []string{"一", "二"} {
			id, err := s.AddPlayer(tournament.Player{NameZh: name + who, GroupID: gid, Rank: "1d"})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, id)
		}
		if _, err := s.AddTeam(gid, team.Team{Name: name, Members: ids}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.PairTeamRound(g, 1); err != nil {
		t.Fatal(err)
	}
	if err := s.PublishRound(gid, 1); err != nil {
		t.Fatal(err)
	}
	srv, ts := e.server(t, Options{DeskPassword: "pw"})
	c := newClient(t, ts, "zh")
	status, body := c.get("/round/" + url.PathEscape("团体组") + "/1.json")
	if status != http.StatusOK {
		t.Fatalf("team round: %d", status)
	}
	var d tableData
	json.Unmarshal([]byte(body), &d)
	// One match of two boards: the match line, then board 1 and board 2.
	if len(d.Rows) != 3 || !strings.Contains(strings.Join(d.Rows[0], " "), "北京") || !strings.Contains(strings.Join(d.Rows[0], " "), "上海") ||
		d.Rows[1][1] != "1" || d.Rows[2][1] != "2" {
		t.Fatalf("rows %v", d.Rows)
	}
	_, body = c.get("/find.json?q=" + url.QueryEscape("上海二"))
	var f findData
	json.Unmarshal([]byte(body), &f)
	if len(f.Players) != 1 || f.Players[0].Table != 5 || f.Players[0].Board != 2 {
		t.Fatalf("find 上海二: %+v", f.Players)
	}
	c.signIn("第二台", "pw")
	_, page := c.get("/desk?group=" + url.QueryEscape("团体组") + "&round=1")
	st, _, _ := c.do("POST", "/desk/result", url.Values{"csrf": {csrf(t, page)}, "group": {"团体组"}, "round": {"1"}, "entry": {"5.2 w"}})
	if st != http.StatusOK {
		t.Fatalf("board entry: %d", st)
	}
	matches, _ := s.TeamMatches(gid)
	if r := matches[0].Boards[1].Result; r != "W+" {
		t.Errorf("board 2: %q", r)
	}
	if r := matches[0].Boards[0].Result; r != tournament.NoResult {
		t.Errorf("board 1 changed: %q", r)
	}
	// With board 1 in too, round 1 is complete. The first team has Black
	// on board 1 and White on board 2, so White winning both boards is one
	// board won each: 1 : 1 in boards won, as the match screen writes it.
	if err := s.SetBoardResult(gid, 1, 5, 1, "W+R"); err != nil {
		t.Fatal(err)
	}
	srv.Refresh()
	_, body = c.get("/standings/" + url.PathEscape("团体组") + ".json")
	json.Unmarshal([]byte(body), &d)
	if len(d.Rows) != 2 || d.Round != 1 {
		t.Fatalf("team standings %+v", d)
	}
	if status, body := c.get("/crosstable/" + url.PathEscape("团体组")); status != http.StatusOK || !strings.Contains(body, "1 : 1") {
		t.Errorf("team crosstable: %d\n%s", status, body[strings.Index(body, "<main>"):])
	}
}
