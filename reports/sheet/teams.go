package sheet

import (
	"fmt"
	"iter"
	"strconv"
	"strings"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

// TeamEvent is what the team sheets are made of: a team group, its teams
// and matches, the standings and the names of the players.
type TeamEvent struct {
	Event   string // the tournament's name
	Group   tournament.Group
	Teams   []team.Team
	Matches []team.Match
	Rows    []team.Row // standings as of AsOf
	AsOf    int
	Points  tournament.Points
	Names   map[int64]string // player names by id
}

// roundMatches yields the matches of round n with their numbers, which
// are their tables in the hall (team.Match.Number, as stored: the screen's
// 第N场 and the quick entry's first number).
func (ev TeamEvent) roundMatches(n int) iter.Seq2[int, team.Match] {
	return func(yield func(int, team.Match) bool) {
		for _, m := range ev.Matches {
			if m.Round == n && !yield(m.Number, m) {
				return
			}
		}
	}
}

// byTotal tells whether the group ranks by the total score (总得分: the
// Swiss order, team.KindOf), which its standings and crosstable then show.
// A team group's ordering does not depend on the rule set.
func (ev TeamEvent) byTotal() bool { return team.KindOf(ev.Group, "") == team.SwissOrder }

func (ev TeamEvent) teamNames() map[int64]string {
	out := map[int64]string{}
	for _, t := range ev.Teams {
		out[t.ID] = t.Name
	}
	return out
}

// TeamStandings builds the team standings (团体名次表): 名次 | 队名 | 场分 |
// 局分 | board 1, board 2 … points.
func TeamStandings(ev TeamEvent, tr i18n.Translator) Table {
	names := ev.teamNames()
	headers := []string{tr("report.place", "Place", nil), tr("teams.col.name", "Team", nil),
		tr("cli.teams.mp", "match points", nil), tr("cli.teams.bp", "board points", nil)}
	if ev.byTotal() {
		headers = append(headers, tr("tiebreak.TOTAL", "Total", nil))
	}
	for b := 1; b <= ev.Group.Boards; b++ {
		headers = append(headers, tr("teams.board_n", "board {{.N}}", map[string]any{"N": b}))
	}
	out := Table{
		Sheet:   sheetName(ev.Group.Name),
		Title:   tr("report.standings_title", "{{.Event}} {{.Group}} — standings after round {{.N}}", map[string]any{"Event": ev.Event, "Group": ev.Group.Name, "N": ev.AsOf}),
		Headers: headers,
		Numeric: map[int]bool{0: true, 2: true, 3: true},
	}
	for _, r := range ev.Rows {
		line := []string{TeamPlaceText(r, tr), TeamNameText(r, names[r.Team], tr), strconv.Itoa(r.MatchPoints), strconv.Itoa(r.BoardPoints)}
		if ev.byTotal() {
			line = append(line, r.Total.Mixed())
		}
		for _, p := range r.PerBoard {
			line = append(line, strconv.Itoa(p))
		}
		out.Rows = append(out.Rows, line)
	}
	return out
}

// BoardPrizes builds the board prizes (台次奖): for each board the best
// player with points, wins and games.
func BoardPrizes(ev TeamEvent, tr i18n.Translator) Table {
	out := Table{
		Sheet: sheetName(tr("report.prizes_sheet", "Board prizes", nil)),
		Title: tr("report.prizes_title", "{{.Event}} {{.Group}} — board prizes after round {{.N}}", map[string]any{"Event": ev.Event, "Group": ev.Group.Name, "N": ev.AsOf}),
		Headers: []string{tr("teams.board", "board", nil), tr("players.col.name", "Name", nil), tr("report.points", "Points", nil),
			tr("report.wins", "Wins", nil), tr("report.games", "Games", nil)},
		Numeric: map[int]bool{0: true, 2: true, 3: true, 4: true},
	}
	for _, p := range team.BoardPrizes(ev.Matches, ev.Points, ev.Group.Boards, ev.AsOf) {
		out.Rows = append(out.Rows, []string{strconv.Itoa(p.Board), ev.Names[p.Player], strconv.Itoa(p.Points), strconv.Itoa(p.Wins), strconv.Itoa(p.Games)})
	}
	return out
}

// TeamCrosstable builds the team crosstable (团体交叉表) in standings order:
// each cell is the row team's score in boards won against the column
// team, one per meeting ("3 : 1", as the match screen writes it), then
// match points, board points and, when the group ranks by it, the total
// score (总得分).
func TeamCrosstable(ev TeamEvent, tr i18n.Translator) Table {
	names := ev.teamNames()
	headers := []string{tr("report.place", "Place", nil), tr("teams.col.name", "Team", nil)}
	for i := range ev.Rows {
		headers = append(headers, strconv.Itoa(i+1))
	}
	headers = append(headers, tr("cli.teams.mp", "match points", nil), tr("cli.teams.bp", "board points", nil))
	if ev.byTotal() {
		headers = append(headers, tr("tiebreak.TOTAL", "Total", nil))
	}
	ct := team.Crosstable(ev.Matches, ev.Points, ev.AsOf)
	out := Table{
		Sheet:   sheetName(ev.Group.Name),
		Title:   tr("report.crosstable_title", "{{.Event}} {{.Group}} — crosstable after round {{.N}}", map[string]any{"Event": ev.Event, "Group": ev.Group.Name, "N": ev.AsOf}),
		Headers: headers,
		Numeric: map[int]bool{0: true},
	}
	for i, r := range ev.Rows {
		line := []string{TeamPlaceText(r, tr), TeamNameText(r, names[r.Team], tr)}
		for j, o := range ev.Rows {
			if i == j {
				line = append(line, "×")
				continue
			}
			line = append(line, MeetingsText(ct[[2]int64{r.Team, o.Team}], ""))
		}
		line = append(line, strconv.Itoa(r.MatchPoints), strconv.Itoa(r.BoardPoints))
		if ev.byTotal() {
			line = append(line, r.Total.Mixed())
		}
		out.Rows = append(out.Rows, line)
	}
	return out
}

// TeamMatches builds the match details of round n: for each match a head
// line with the score, then one line per board with both players, colours
// and the result.
func TeamMatches(ev TeamEvent, n int, tr i18n.Translator) Table {
	names := ev.teamNames()
	out := Table{
		Sheet: sheetName(ev.Group.Name),
		Title: tr("report.pairings_title", "{{.Event}} {{.Group}} — pairings of round {{.N}}", map[string]any{"Event": ev.Event, "Group": ev.Group.Name, "N": n}),
		Headers: []string{tr("report.table", "Table", nil), tr("teams.board", "board", nil), tr("report.black_side", "Black", nil),
			tr("report.result", "Result", nil), tr("report.white_side", "White", nil)},
		Numeric: map[int]bool{0: true, 1: true},
	}
	for table, m := range ev.roundMatches(n) {
		if m.B == 0 {
			out.Rows = append(out.Rows, []string{strconv.Itoa(table), "", names[m.A], tr("report.bye", "bye", nil), ""})
			continue
		}
		// The match's score in boards won (2:1), as the match sheet and the
		// window write it.
		wonA, wonB, _ := team.BoardsWon(m.Boards)
		out.Rows = append(out.Rows, []string{strconv.Itoa(table), "", names[m.A], fmt.Sprintf("%d : %d", wonA, wonB), names[m.B]})
		for _, b := range m.Boards {
			out.Rows = append(out.Rows, []string{"", strconv.Itoa(b.Board), ev.Names[b.Black], ResultText(b.Result, tr), ev.Names[b.White]})
		}
	}
	return out
}

// MeetingsText writes a crosstable cell: the boards each team won in each
// meeting, first team first ("3 : 1 / 2 : 2", as the match screen writes
// a match's score); a meeting not yet decided shows as pending, or is left
// out when pending is "".
func MeetingsText(ms []team.Meeting, pending string) string {
	var parts []string
	for _, m := range ms {
		switch {
		case m.Decided:
			parts = append(parts, fmt.Sprintf("%d : %d", m.WonA, m.WonB))
		case pending != "":
			parts = append(parts, pending)
		}
	}
	return strings.Join(parts, " / ")
}

// MatchSheet is one team match of a round as its match sheet prints it
// (团体赛对阵记录表): the two teams, and per board the players, who has
// Black, and the result when it is known.
type MatchSheet struct {
	Event, Group string
	Round, Table int
	TeamA, TeamB string
	Boards       []MatchSheetBoard
}

// MatchSheetBoard is one board of a match sheet.
type MatchSheetBoard struct {
	Board  int
	A, B   string // the players of team A and team B
	ABlack bool   // team A's player has Black
	Result tournament.Result
}

// MatchSheets lists the matches of round n (byes left out), in the order
// of the match details, each under its number (第N场, its table).
func MatchSheets(event string, ev TeamEvent, n int) []MatchSheet {
	names := ev.teamNames()
	var out []MatchSheet
	for table, m := range ev.roundMatches(n) {
		if m.B == 0 {
			continue
		}
		ms := MatchSheet{Event: event, Group: ev.Group.Name, Round: n, Table: table, TeamA: names[m.A], TeamB: names[m.B]}
		for _, b := range m.Boards {
			a, o := b.Black, b.White
			if !b.HomeBlack {
				a, o = b.White, b.Black
			}
			ms.Boards = append(ms.Boards, MatchSheetBoard{Board: b.Board, A: ev.Names[a], B: ev.Names[o], ABlack: b.HomeBlack, Result: b.Result})
		}
		out = append(out, ms)
	}
	return out
}
