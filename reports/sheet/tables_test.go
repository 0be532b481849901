package sheet

import (
	"slices"
	"testing"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

// settledField is a Swiss group of five whose round 2 was paired before
// 丁一 (4) withdrew after round 1: table 2 of round 2, 丁一 against 陈晨
// (3), is settled by the withdrawal (黑弃权: White wins by forfeit, SPEC §9.3), and 鄂尔 (5)
// has the bye.
func settledField() pairing.Field {
	f := pairing.Field{Group: tournament.Group{Name: "少年组", System: tournament.Swiss, Rounds: 3},
		Points: tournament.DefaultPoints, Byes: map[int][]int64{2: {5}}}
	for i, name := range []string{"安然", "白雪", "陈晨", "丁一", "鄂尔"} {
		f.Players = append(f.Players, tournament.Player{ID: int64(i + 1), NameZh: name, WithdrawnAfter: -1})
	}
	f.Players[3].WithdrawnAfter = 1
	f.Games = []tournament.Game{
		{ID: 1, Round: 2, Table: 1, Black: 1, White: 2},
		{ID: 2, Round: 2, Table: 2, Black: 4, White: 3, Result: tournament.WhiteByForf},
	}
	return f
}

// TestSettledGamesHaveNoTable: the game a withdrawal settled has no table
// number on the pairing sheet (it comes after the games at the tables,
// before the bye), no result slip or table card, and the find-your-table
// list tells the player left that the opponent withdrew.
func TestSettledGamesHaveNoTable(t *testing.T) {
	f := settledField()
	tr := i18n.MustLoad(i18n.Chinese).T
	p := Pairings("市赛", "", f, 2, nil, tr)
	var tables, names []string
	for _, r := range p.Rows {
		tables = append(tables, r[0])
		names = append(names, r[2])
	}
	if !slices.Equal(tables, []string{"1", "", ""}) || !slices.Equal(names, []string{"安然", "丁一", "鄂尔"}) {
		t.Errorf("pairing sheet: tables %q, Black %q; want 1, –, – and 安然, 丁一, 鄂尔 (bye)", tables, names)
	}
	if r := p.Rows[1]; !slices.Contains(r, "黑弃权") || !slices.Contains(r, "陈晨") {
		t.Errorf("the settled game's row: %q", r)
	}
	slips := Slips("市赛", f, 2, tr)
	if len(slips) != 1 || slips[0].Table != 1 {
		t.Errorf("slips: %+v; want table 1 only", slips)
	}
	idx := TableIndex("市赛", f, 2, tr)
	found := map[string][]string{}
	for _, r := range idx.Rows {
		found[r[0]] = r
	}
	if _, listed := found["丁一"]; listed {
		t.Errorf("find-your-table lists the player who withdrew: %q", found["丁一"])
	}
	if r := found["陈晨"]; len(r) < 4 || r[2] != "—" || r[3] != "对手退赛" {
		t.Errorf("find-your-table for 陈晨: %q; want no table, 对手退赛", r)
	}
	if r := found["安然"]; len(r) < 4 || r[2] != "1" {
		t.Errorf("find-your-table for 安然: %q", r)
	}
}

// TestTeamSheetsAsTheScreen: a team Swiss ranks by the total score
// (总得分), so its crosstable and standings show that column; each meeting
// is written in boards won as the match screen writes it ("2 : 0"), not
// in board points; the match details number matches as stored (第N场, the
// group's tables in the hall).
func TestTeamSheetsAsTheScreen(t *testing.T) {
	tr := i18n.MustLoad(i18n.Chinese).T
	win := tournament.Result("B+R")
	ev := TeamEvent{Event: "市赛", Group: tournament.Group{Name: "团体组", System: tournament.Swiss, TeamEvent: true, Boards: 2},
		Teams:  []team.Team{{ID: 1, Name: "北京"}, {ID: 2, Name: "上海"}},
		Points: tournament.DefaultPoints, AsOf: 1,
		Matches: []team.Match{{Round: 1, Number: 7, A: 1, B: 2, Boards: []team.BoardGame{
			{Board: 1, Black: 11, White: 21, HomeBlack: true, Result: win},
			{Board: 2, Black: 22, White: 12, HomeBlack: false, Result: "W+R"}}}},
		Rows: []team.Row{{Place: 1, Team: 1, MatchPoints: 2, BoardPoints: 4, Total: tournament.F(3)}, {Place: 2, Team: 2, Total: tournament.F(1)}},
	}
	ct := TeamCrosstable(ev, tr)
	if !slices.Contains(ct.Headers, "总得分") || ct.Rows[0][3] != "2 : 0" || ct.Rows[1][2] != "0 : 2" || ct.Rows[0][len(ct.Rows[0])-1] != "3" {
		t.Errorf("team crosstable %q %q", ct.Headers, ct.Rows)
	}
	st := TeamStandings(ev, tr)
	if !slices.Contains(st.Headers, "总得分") || !slices.Contains(st.Rows[0], "3") {
		t.Errorf("team standings %q %q", st.Headers, st.Rows)
	}
	if m := TeamMatches(ev, 1, tr); m.Rows[0][0] != "7" || m.Rows[0][3] != "2 : 0" {
		t.Errorf("match details %q", m.Rows)
	}
	if s := MatchSheets("市赛", ev, 1); len(s) != 1 || s[0].Table != 7 {
		t.Errorf("match sheets %+v", s)
	}
	ev.Group.System = tournament.RoundRobin // ranked by match points: no total column
	if ct := TeamCrosstable(ev, tr); slices.Contains(ct.Headers, "总得分") {
		t.Errorf("a team round robin's crosstable shows the total: %q", ct.Headers)
	}
}
