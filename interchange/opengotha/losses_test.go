package opengotha

import (
	"bytes"
	"encoding/xml"
	"io"
	"slices"
	"testing"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
)

// TestLosses: what a group holds that OpenGotha cannot is named, so that
// the arbiter is told. Of six games, the one lost on time (table 3) and
// the one lost by warnings (table 4) are named, their win written bare;
// the win by resignation (table 1) and the counted win (table 2, 白胜1又
// 3/4子) are counted, as every such game loses its margin or how it was
// won; the forfeit (table 5, RESULT_BLACKWINS_BYDEF) and the bare win
// (table 6) lose nothing. 李四 withdrew after round 1; 王五 has no rank
// (30K); 张三 has both names and is written as Zhang San alone. Three
// players have what OpenGotha has no place for (张三 a gender, 李四 a
// birth date and notes, Ann Ash a fixed table); 王五's notes are blank.
func TestLosses(t *testing.T) {
	f := pairing.Field{
		Players: []tournament.Player{
			{ID: 1, NameZh: "张三", NameLatin: "Zhang San", Rank: "1D", WithdrawnAfter: -1, Gender: "男"},
			{ID: 2, NameZh: "李四", Rank: "2K", WithdrawnAfter: 1, Birth: "2014-05-01", Notes: "轮椅"},
			{ID: 3, NameZh: "王五", WithdrawnAfter: -1, Notes: " "},
			{ID: 4, NameLatin: "Ann Ash", Rank: "30K", WithdrawnAfter: -1, FixedTable: 1},
		},
		Games: []tournament.Game{
			{Round: 1, Table: 1, Black: 1, White: 2, Result: tournament.WhiteResigns},
			{Round: 1, Table: 2, Black: 3, White: 4, Result: "W+3.5"},
			{Round: 2, Table: 3, Black: 1, White: 3, Result: tournament.WhiteOnTime},
			{Round: 3, Table: 4, Black: 4, White: 1, Result: "W+P"},
			{Round: 3, Table: 5, Black: 3, White: 2, Result: tournament.BlackByForf},
			{Round: 3, Table: 6, Black: 1, White: 4, Result: "B+"},
		},
	}
	l, err := write(io.Discard, "Open", f, 3, Teams{})
	if err != nil {
		t.Fatal(err)
	}
	tables := func(gs []tournament.Game) []int {
		var out []int
		for _, g := range gs {
			out = append(out, g.Table)
		}
		return out
	}
	ids := func(ps []tournament.Player) []int64 {
		var out []int64
		for _, p := range ps {
			out = append(out, p.ID)
		}
		return out
	}
	if got := tables(l.HowWon); !slices.Equal(got, []int{3, 4}) {
		t.Errorf("written without how they were won: tables %v, want 3 (on time) and 4 (by warnings)", got)
	}
	if l.BareWins != 2 {
		t.Errorf("%d wins written without their margin or resignation, want 2 (tables 1 and 2)", l.BareWins)
	}
	if len(l.NoResult) != 0 {
		t.Errorf("written without a result: %v, want none", l.NoResult)
	}
	if l.Unkept != 3 {
		t.Errorf("%d players with details the file leaves out, want 3", l.Unkept)
	}
	for _, c := range []struct {
		what      string
		got, want []int64
	}{
		{"withdrawn", ids(l.Withdrawn), []int64{2}},
		{"without a rank", ids(l.Unranked), []int64{3}},
		{"Chinese name lost", ids(l.LatinOnly), []int64{1}},
	} {
		if !slices.Equal(c.got, c.want) {
			t.Errorf("%s: players %v, want %v", c.what, c.got, c.want)
		}
	}
}

// TestWithdrawnTeam: a team that withdrew after round 1 of 3 (退赛) is
// written with its players on boards in round 1 only and its players as
// not taking part in rounds 2 and 3, so that OpenGotha pairs it no more;
// the losses name it, OpenGotha having no withdrawal. A team still in the
// event has its declared line-up in the rounds not yet paired.
func TestWithdrawnTeam(t *testing.T) {
	var players []tournament.Player
	for i, n := range []string{"Ann Ash", "Bo Birch", "Cy Cedar", "Di Dogwood"} {
		players = append(players, tournament.Player{ID: int64(i + 1), NameLatin: n, Rank: "1D", WithdrawnAfter: -1})
	}
	teams := Teams{
		Teams: []team.Team{{ID: 1, Name: "A", Members: []int64{1, 2}, WithdrawnAfter: -1},
			{ID: 2, Name: "B", Members: []int64{3}, Reserves: []int64{4}, WithdrawnAfter: 1, Withdrawn: true}},
		Matches: []team.Match{{Round: 1, Number: 1, A: 1, B: 2, Boards: []team.BoardGame{
			{Board: 1, Black: 1, White: 3, HomeBlack: true, Result: "B+R"}, {Board: 2, Black: 4, White: 2, Result: "W+R"}}}},
	}
	f := pairing.Field{Players: players, Group: tournament.Group{TeamEvent: true, Boards: 2}}
	var buf bytes.Buffer
	l, err := write(&buf, "Team Cup", f, 3, teams)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.WithdrawnTeams) != 1 || l.WithdrawnTeams[0].Name != "B" {
		t.Errorf("withdrawn teams %+v, want B", l.WithdrawnTeams)
	}
	var file struct {
		Players []struct {
			Name          string `xml:"name,attr"`
			Participating string `xml:"participating,attr"`
		} `xml:"Players>Player"`
		Teams []struct {
			Name   string `xml:"teamName,attr"`
			Boards []struct {
				Round int `xml:"roundNumber,attr"`
			} `xml:"Board"`
		} `xml:"Teams>Team"`
	}
	if err := xml.Unmarshal(buf.Bytes(), &file); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"Ann": "111", "Bo": "111", "Cy": "100", "Di": "100"} // the file's name is the first word (NameParts)
	for _, p := range file.Players {
		if p.Participating != want[p.Name] {
			t.Errorf("%s takes part %q, want %q", p.Name, p.Participating, want[p.Name])
		}
	}
	rounds := map[string][]int{}
	for _, tm := range file.Teams {
		for _, b := range tm.Boards {
			rounds[tm.Name] = append(rounds[tm.Name], b.Round)
		}
	}
	if got := rounds["A"]; !slices.Equal(got, []int{1, 1, 2, 2, 3, 3}) {
		t.Errorf("team A on boards in rounds %v, want 1 1 2 2 3 3", got)
	}
	if got := rounds["B"]; !slices.Equal(got, []int{1, 1}) {
		t.Errorf("team B on boards in rounds %v, want 1 1 (withdrew after 1)", got)
	}
}
