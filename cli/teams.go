package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/sheet"
)

// ids reads "3,7,12" into player ids.
func ids(e *Env, s string) ([]int64, error) {
	var out []int64
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		n, err := strconv.ParseInt(f, 10, 64)
		if err != nil || n < 1 {
			return nil, usageError{e.t("cli.error.ids", "{{.Value}} is not a list of player ids (3,7,12)", map[string]any{"Value": s})}
		}
		out = append(out, n)
	}
	return out, nil
}

// squad reads a team's --members and --reserves lists of player ids.
func squad(e *Env, members, reserves string) (m, r []int64, err error) {
	if m, err = ids(e, members); err != nil {
		return nil, nil, err
	}
	if r, err = ids(e, reserves); err != nil {
		return nil, nil, err
	}
	return m, r, nil
}

func runTeamAdd(e *Env, args []string) error {
	fs := flag.NewFlagSet("team add", flag.ContinueOnError)
	name := fs.String("name", "", "")
	members := fs.String("members", "", "")
	reserves := fs.String("reserves", "", "")
	club := fs.String("club", "", "")
	captain := fs.String("captain", "", "")
	coach := fs.String("coach", "", "")
	group := fs.String("group", "", "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	m, r, err := squad(e, *members, *reserves)
	if err != nil {
		return err
	}
	if strings.TrimSpace(*name) == "" || len(m) == 0 {
		return usageError{e.t("cli.error.team", "--name and --members are required", nil)}
	}
	return withGroup(pos[0], *group, func(s *arbiter.Arbiter, g tournament.Group) error {
		id, err := s.AddTeam(g.ID, team.Team{Name: *name, Members: m, Reserves: r, Club: *club, Captain: *captain, Coach: *coach})
		if err != nil {
			return err
		}
		fmt.Fprintln(e.Stdout, id)
		warnOrder(e, s, *name, m)
		return nil
	})
}

// warnOrder tells the arbiter, on the error stream, of every board whose
// declared player is ranked above the player on the board before: a board
// order is usually by rank, but the regulations may order otherwise, so it
// is a warning and the order stands.
func warnOrder(e *Env, s arbiter.Reader, teamName string, members []int64) {
	players, err := s.Players()
	if err != nil {
		return
	}
	byID := map[int64]tournament.Player{}
	for _, p := range players {
		byID[p.ID] = p
	}
	for _, b := range team.OrderNotByRank(members, func(id int64) string { return byID[id].Rank }) {
		below, above := byID[members[b-1]], byID[members[b-2]]
		fmt.Fprintln(e.Stderr, e.t("cli.team.order_not_by_rank", "warning: {{.Team}}: board {{.Board}} ({{.Name}}, {{.Rank}}) is ranked above board {{.Above}} ({{.AboveName}}, {{.AboveRank}}); the board order is not by rank",
			map[string]any{"Team": teamName, "Board": b, "Name": below.Name(), "Rank": below.Rank, "Above": b - 1, "AboveName": above.Name(), "AboveRank": above.Rank}))
	}
}

func runTeamOrder(e *Env, args []string) error {
	fs := flag.NewFlagSet("team order", flag.ContinueOnError)
	group := fs.String("group", "", "")
	teamID := fs.Int64("team", 0, "")
	members := fs.String("members", "", "")
	reserves := fs.String("reserves", "", "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	m, r, err := squad(e, *members, *reserves)
	if err != nil {
		return err
	}
	if len(m) == 0 {
		return usageError{e.t("cli.error.team_order", "--team and --members are required", nil)}
	}
	if err := positive(e, "team", *teamID); err != nil {
		return err
	}
	return withGroup(pos[0], *group, func(s *arbiter.Arbiter, g tournament.Group) error {
		t, err := s.Team(g.ID, *teamID)
		if err != nil {
			return err
		}
		t.Members, t.Reserves = m, r
		if err := s.SetTeamOrder(g.ID, t); err != nil {
			return err
		}
		warnOrder(e, s, t.Name, m)
		return nil
	})
}

func runTeamLineup(e *Env, args []string) error {
	fs := flag.NewFlagSet("team lineup", flag.ContinueOnError)
	group, round := roundFlags(fs)
	teamID := fs.Int64("team", 0, "")
	members := fs.String("members", "", "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	m, err := ids(e, *members)
	if err != nil {
		return err
	}
	if err := positive(e, "team", *teamID); err != nil {
		return err
	}
	if err := roundNumber(e, *round, true); err != nil {
		return err
	}
	return withGroup(pos[0], *group, func(s *arbiter.Arbiter, g tournament.Group) error {
		return s.SetLineup(g, *teamID, *round, m)
	})
}

// TeamRowJSON is one line of "standings --teams --json".
type TeamRowJSON struct {
	Place       int         `json:"place"`
	Shared      bool        `json:"shared,omitempty"` // the place is shared (5=, 并列5)
	ID          int64       `json:"id"`
	Name        string      `json:"name"`
	MatchPoints int         `json:"match_points"`
	BoardPoints int         `json:"board_points"`
	Boards      []int       `json:"boards"`
	Total       json.Number `json:"total"`
	Withdrawn   bool        `json:"withdrawn,omitempty"` // the team withdrew (退赛)
}

// TeamStandingsJSON is the stable shape of "standings --teams --json".
type TeamStandingsJSON struct {
	Group  string           `json:"group"`
	Round  int              `json:"round"`
	Rows   []TeamRowJSON    `json:"rows"`
	Prizes []BoardPrizeJSON `json:"board_prizes"`
}

// BoardPrizeJSON is the best player on one board.
type BoardPrizeJSON struct {
	Board  int    `json:"board"`
	ID     int64  `json:"id"`
	Name   string `json:"name"`
	Points int    `json:"points"`
	Wins   int    `json:"wins"`
	Games  int    `json:"games"`
}

func printTeamStandings(e *Env, s *arbiter.Arbiter, g tournament.Group, round int, asJSON bool) error {
	rows, asOf, err := s.TeamStandings(g, round)
	if err != nil {
		return err
	}
	teams, err := s.Teams(g.ID)
	if err != nil {
		return err
	}
	names := map[int64]string{}
	for _, t := range teams {
		names[t.ID] = t.Name
	}
	players, err := s.Players()
	if err != nil {
		return err
	}
	pname := map[int64]string{}
	for _, p := range players {
		pname[p.ID] = p.Name()
	}
	out := TeamStandingsJSON{Group: g.Name, Round: asOf, Rows: []TeamRowJSON{}, Prizes: []BoardPrizeJSON{}}
	for _, r := range rows {
		out.Rows = append(out.Rows, TeamRowJSON{Place: r.Place, Shared: r.Shared, ID: r.Team, Name: names[r.Team], MatchPoints: r.MatchPoints,
			BoardPoints: r.BoardPoints, Boards: r.PerBoard, Total: number(r.Total), Withdrawn: r.Withdrawn})
	}
	matches, err := s.TeamMatches(g.ID)
	if err != nil {
		return err
	}
	st, err := s.Settings()
	if err != nil {
		return err
	}
	for _, p := range team.BoardPrizes(matches, st.Points, g.Boards, asOf) {
		out.Prizes = append(out.Prizes, BoardPrizeJSON{Board: p.Board, ID: p.Player, Name: pname[p.Player], Points: p.Points, Wins: p.Wins, Games: p.Games})
	}
	if asJSON {
		return writeJSON(e.Stdout, out)
	}
	fmt.Fprintln(e.Stdout, e.t("cli.standings.title", "{{.Group}} — standings after round {{.Round}}", map[string]any{"Group": g.Name, "Round": asOf}))
	table := columns{right: []bool{true, false, false, true, false, true}}
	for i, r := range out.Rows {
		table.add(sheet.TeamPlaceText(rows[i], e.t), sheet.TeamNameText(rows[i], r.Name, e.t), e.t("cli.teams.mp", "match points", nil), strconv.Itoa(r.MatchPoints),
			e.t("cli.teams.bp", "board points", nil), fmt.Sprint(r.BoardPoints), fmt.Sprint(r.Boards))
	}
	if err := table.write(e.Stdout); err != nil {
		return err
	}
	for _, p := range out.Prizes {
		fmt.Fprintln(e.Stdout, e.t("cli.teams.prize", "board {{.Board}}: {{.Name}} ({{.Points}} points in {{.Games}} games)",
			map[string]any{"Board": p.Board, "Name": p.Name, "Points": p.Points, "Games": p.Games}))
	}
	return nil
}

func runTeamWithdraw(e *Env, args []string) error {
	return runWithdraw(e, args, "team", e.t("cli.error.team_withdraw", "--team and --after-round are required", nil),
		func(s *arbiter.Arbiter, id int64, after int) error { return s.WithdrawTeam(id, after) })
}
