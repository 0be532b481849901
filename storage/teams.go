package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"slices"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
)

// ErrNoSuchTeam is returned for a team id the file does not have.
var (
	ErrNoSuchTeam = errors.New("no such team")
	// ErrInTwoTeams: a player may play for one team of an event only.
	ErrInTwoTeams = errors.New("the player already plays for another team")
	// ErrOrderFixed: a team's board order cannot change once round 1 is paired.
	ErrOrderFixed = errors.New("the board order is fixed once round 1 is paired")
)

// TeamError says what is wrong with a team's registration, in the user's
// language.
type TeamError struct {
	Team, Player, Other string
	Reason              error
}

func (e *TeamError) Error() string {
	if e.Player != "" {
		return fmt.Sprintf("team %s: %s plays for %s: %v", e.Team, e.Player, e.Other, e.Reason)
	}
	return fmt.Sprintf("team %s: %v", e.Team, e.Reason)
}

func (e *TeamError) Unwrap() error { return e.Reason }

// MessageKey names the error's message for translation.
func (e *TeamError) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Team": e.Team, "Player": e.Player, "Other": e.Other}
	if errors.Is(e.Reason, ErrNoSuchTeam) {
		return "error.team.none", "There is no team {{.Team}} in this group.", args
	}
	if e.Other == e.Team {
		return "error.team.twice", "{{.Player}} is listed twice in {{.Team}}.", args
	}
	if errors.Is(e.Reason, ErrOrderFixed) {
		return "error.team.order_fixed", "The board order of {{.Team}} is fixed: round 1 is already paired. Change the line-up of a round instead.", args
	}
	return "error.team.two_teams", "{{.Player}} already plays for {{.Other}}: a player may play for one team only.", args
}

// AddTeam registers a team of a group with its members in board order and
// its reserves, as one action; it returns the team's id. A player may be in
// one team of an event only.
func (s *Store) AddTeam(groupID int64, t team.Team) (int64, error) {
	t, err := t.Clean()
	if err != nil {
		return 0, err
	}
	existing, err := s.Teams(groupID)
	if err != nil {
		return 0, err
	}
	if err := s.checkTeamMembers(existing, t); err != nil {
		return 0, err
	}
	var id int64
	err = s.write(context.Background(), "action.team_added", t.Name, func(tx *auditTx) error {
		var err error
		id, err = tx.insert("teams", row{"group_id": groupID, "name": t.Name, "club": t.Club, "captain": t.Captain, "coach": t.Coach})
		if err != nil {
			return err
		}
		return insertMembers(tx, id, t)
	})
	return id, err
}

// checkTeamMembers refuses a player who already plays for another team of
// the event, naming both.
func (s *Store) checkTeamMembers(existing []team.Team, t team.Team) error {
	taken := map[int64]string{}
	for _, x := range existing {
		if x.ID == t.ID {
			continue
		}
		for _, m := range append(x.Members, x.Reserves...) {
			taken[m] = x.Name
		}
	}
	for _, m := range append(slices.Clone(t.Members), t.Reserves...) {
		other, ok := taken[m]
		if !ok {
			taken[m] = t.Name
		}
		if ok {
			name := fmt.Sprint(m)
			if all, err := s.Players(); err == nil {
				for _, p := range all {
					if p.ID == m {
						name = p.Name()
					}
				}
			}
			return &TeamError{Team: t.Name, Player: name, Other: other, Reason: ErrInTwoTeams}
		}
	}
	return nil
}

// insertMembers writes a team's members in board order, then its reserves.
func insertMembers(tx *auditTx, id int64, t team.Team) error {
	for i, m := range t.Members {
		if _, err := tx.insert("team_members", row{"team_id": id, "player_id": m, "board_order": i + 1}); err != nil {
			return fmt.Errorf("team %s member %d: %w", t.Name, m, err)
		}
	}
	for i, m := range t.Reserves {
		if _, err := tx.insert("team_members", row{"team_id": id, "player_id": m, "board_order": len(t.Members) + i + 1, "reserve": 1}); err != nil {
			return fmt.Errorf("team %s reserve %d: %w", t.Name, m, err)
		}
	}
	return nil
}

// SetTeamOrder replaces a team's declared board order and reserves, as one
// action. The order is fixed once the group's first round is paired: from
// then on only the per-round line-up changes (SPEC §10), so a later change
// is refused with ErrOrderFixed.
func (s *Store) SetTeamOrder(groupID int64, t team.Team) error {
	latest, err := s.LatestRound(groupID)
	if err != nil {
		return err
	}
	if latest > 0 {
		return &TeamError{Team: t.Name, Reason: ErrOrderFixed}
	}
	existing, err := s.Teams(groupID)
	if err != nil {
		return err
	}
	if !slices.ContainsFunc(existing, func(x team.Team) bool { return x.ID == t.ID }) {
		return &TeamError{Team: fmt.Sprint(t.ID), Reason: ErrNoSuchTeam}
	}
	if err := s.checkTeamMembers(existing, t); err != nil {
		return err
	}
	return s.write(context.Background(), "action.team_order", t.Name, func(tx *auditTx) error {
		if err := tx.removeWhere("team_members", "SELECT id FROM team_members WHERE team_id = ?", t.ID); err != nil {
			return fmt.Errorf("set order of %s: %w", t.Name, err)
		}
		return insertMembers(tx, t.ID, t)
	})
}

// Teams lists a group's teams with their members in board order.
func (s *Store) Teams(groupID int64) ([]team.Team, error) {
	rows, err := s.db.Query("SELECT id, name, club, captain, coach, withdrawn_after FROM teams WHERE group_id = ? ORDER BY id", groupID)
	if err != nil {
		return nil, fmt.Errorf("read teams: %w", err)
	}
	var out []team.Team
	for rows.Next() {
		var t team.Team
		var after sql.NullInt64
		if err := rows.Scan(&t.ID, &t.Name, &t.Club, &t.Captain, &t.Coach, &after); err != nil {
			rows.Close()
			return nil, err
		}
		t.Withdrawn, t.WithdrawnAfter = after.Valid, int(after.Int64)
		out = append(out, t)
	}
	err = rows.Err()
	rows.Close()
	if err != nil {
		return nil, fmt.Errorf("read teams: %w", err)
	}
	for i := range out {
		ms, err := s.db.Query("SELECT player_id, reserve FROM team_members WHERE team_id = ? ORDER BY board_order", out[i].ID)
		if err != nil {
			return nil, err
		}
		for ms.Next() {
			var p int64
			var reserve bool
			if err := ms.Scan(&p, &reserve); err != nil {
				ms.Close()
				return nil, fmt.Errorf("read team members: %w", err)
			}
			if reserve {
				out[i].Reserves = append(out[i].Reserves, p)
			} else {
				out[i].Members = append(out[i].Members, p)
			}
		}
		err = ms.Err()
		ms.Close()
		if err != nil {
			return nil, fmt.Errorf("read team members: %w", err)
		}
	}
	return out, nil
}

// roundID returns the id of round n of a group, creating the row if needed.
func roundID(tx *auditTx, groupID int64, n int) (int64, error) {
	var id int64
	err := tx.tx.QueryRow("SELECT id FROM rounds WHERE group_id = ? AND number = ?", groupID, n).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return tx.insert("rounds", row{"group_id": groupID, "number": n})
	}
	return id, err
}

// SetLineup stores a team's line-up for round n after checking it (SPEC §7:
// members or reserves, no one twice, the declared order under 分台定人制).
func (s *Store) SetLineup(g tournament.Group, teamID int64, n int, players []int64) error {
	teams, err := s.Teams(g.ID)
	if err != nil {
		return err
	}
	var t *team.Team
	for i := range teams {
		if teams[i].ID == teamID {
			t = &teams[i]
		}
	}
	if t == nil {
		return &TeamError{Team: fmt.Sprint(teamID), Reason: ErrNoSuchTeam}
	}
	if err := team.ValidateLineup(*t, team.Format(g.TeamFormat), g.Boards, players); err != nil {
		return err
	}
	return s.write(context.Background(), "action.lineup", t.Name, func(tx *auditTx) error {
		rid, err := roundID(tx, g.ID, n)
		if err != nil {
			return err
		}
		if err := tx.removeWhere("lineups", "SELECT id FROM lineups WHERE round_id = ? AND team_id = ?", rid, teamID); err != nil {
			return err
		}
		for i, p := range players {
			if _, err := tx.insert("lineups", row{"round_id": rid, "team_id": teamID, "board": i + 1, "player_id": p}); err != nil {
				return err
			}
		}
		return nil
	})
}

// lineup is a team's line-up for round n: the stored one, or the declared
// board order with the members gone before the round replaced by the
// group's substitution rule.
func (s *Store) lineup(g tournament.Group, t team.Team, n int, gone func(int64) bool) ([]int64, error) {
	rows, err := s.db.Query(`SELECT l.player_id FROM lineups l JOIN rounds r ON r.id = l.round_id
		WHERE r.group_id = ? AND r.number = ? AND l.team_id = ? ORDER BY l.board`, g.ID, n, t.ID)
	if err != nil {
		return nil, fmt.Errorf("read line-up: %w", err)
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var p int64
		if err := rows.Scan(&p); err != nil {
			return nil, fmt.Errorf("read line-up: %w", err)
		}
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read line-up: %w", err)
	}
	if len(out) > 0 {
		return out, nil
	}
	return team.Substitute(t, g.Boards, gone, team.Substitution(g.Substitution)), nil
}

// TeamMatches reads a group's team matches with their boards.
func (s *Store) TeamMatches(groupID int64) ([]team.Match, error) {
	rows, err := s.db.Query(`SELECT m.id, r.number, m.table_no, m.team_a, coalesce(m.team_b, 0)
		FROM team_matches m JOIN rounds r ON r.id = m.round_id WHERE r.group_id = ? ORDER BY r.number, m.table_no`, groupID)
	if err != nil {
		return nil, fmt.Errorf("read matches: %w", err)
	}
	type head struct {
		id int64
		m  team.Match
	}
	var heads []head
	for rows.Next() {
		var h head
		if err := rows.Scan(&h.id, &h.m.Round, &h.m.Number, &h.m.A, &h.m.B); err != nil {
			rows.Close()
			return nil, err
		}
		heads = append(heads, h)
	}
	err = rows.Err()
	rows.Close()
	if err != nil {
		return nil, fmt.Errorf("read matches: %w", err)
	}
	var out []team.Match
	for _, h := range heads {
		// Team A's players, read before the games (one connection, one query at a time).
		members := map[int64]bool{}
		ms, err := s.db.Query("SELECT player_id FROM team_members WHERE team_id = ?", h.m.A)
		if err != nil {
			return nil, err
		}
		for ms.Next() {
			var p int64
			if err := ms.Scan(&p); err != nil {
				ms.Close()
				return nil, fmt.Errorf("read team members: %w", err)
			}
			members[p] = true
		}
		err = ms.Err()
		ms.Close()
		if err != nil {
			return nil, fmt.Errorf("read team members: %w", err)
		}
		gs, err := s.db.Query(`SELECT id, coalesce(board, 0), black_id, white_id, coalesce(result, '') FROM games
			WHERE team_match_id = ? ORDER BY board`, h.id)
		if err != nil {
			return nil, err
		}
		for gs.Next() {
			var b team.BoardGame
			var res string
			if err := gs.Scan(&b.ID, &b.Board, &b.Black, &b.White, &res); err != nil {
				gs.Close()
				return nil, fmt.Errorf("read match boards: %w", err)
			}
			b.Result = tournament.Result(res)
			b.HomeBlack = members[b.Black]
			h.m.Boards = append(h.m.Boards, b)
		}
		err = gs.Err()
		gs.Close()
		if err != nil {
			return nil, fmt.Errorf("read match boards: %w", err)
		}
		out = append(out, h.m)
	}
	return out, nil
}

// PairTeamRound pairs round n of a team event and stores its matches and
// board games (after a backup) as one action. Each team plays its line-up
// for the round, or its declared board order with the group's substitution
// rule for members who withdrew; team A has Black on odd boards, swapped
// every other round or each time the teams meet again. A round already
// paired is paired again (line-ups and withdrawals entered since then
// apply) unless a board has a result entered: the forfeits the pairing
// itself gave for withdrawn players do not count as such.
func (s *Store) PairTeamRound(g tournament.Group, n int) error {
	teams, err := s.Teams(g.ID)
	if err != nil {
		return err
	}
	all, err := s.TeamMatches(g.ID)
	if err != nil {
		return err
	}
	players, err := s.GroupPlayers(g.ID)
	if err != nil {
		return err
	}
	gone := map[int64]bool{}
	for _, p := range players {
		gone[p.ID] = p.Gone(n)
	}
	// Whoever plays for a team that withdrew is gone too, for telling the
	// forfeits of a pairing from results entered.
	goneOrTeamGone := maps.Clone(gone)
	for _, t := range teams {
		if t.Gone(n) {
			for _, p := range append(slices.Clone(t.Members), t.Reserves...) {
				goneOrTeamGone[p] = true
			}
		}
	}
	var played []team.Match
	repair := false
	for _, m := range all {
		if m.Round != n {
			played = append(played, m)
			continue
		}
		repair = true
		for _, b := range m.Boards {
			if !pairingForfeit(b.Result, goneOrTeamGone[b.Black], goneOrTeamGone[b.White]) {
				return &RoundError{Round: n, Reason: ErrRoundHasResults}
			}
		}
	}
	if err := team.RoundProblem(g, played, n); err != nil {
		return &RoundError{Round: n, Reason: err}
	}
	st, err := s.Settings()
	if err != nil {
		return err
	}
	matches, byes, err := team.PairRound(teams, played, g.System, n, st.Points)
	if err != nil {
		return &RoundError{Round: n, Reason: err}
	}
	byID := map[int64]team.Team{}
	for _, t := range teams {
		byID[t.ID] = t
	}
	// Line-ups are read before the write transaction: the file has one connection.
	lineups := map[int64][]int64{}
	lineupRound := n
	if g.System == tournament.AllPlayAll {
		lineupRound = 1 // the line-up is fixed for the whole all-play-all
	}
	for _, m := range matches {
		if g.System == tournament.LeiTai {
			break // 擂台赛 follows each team's declared order, not a line-up
		}
		for _, t := range []team.Team{byID[m.A], byID[m.B]} {
			l, err := s.lineup(g, t, lineupRound, func(id int64) bool { return gone[id] })
			if err != nil {
				return err
			}
			if err := team.ValidateLineup(t, team.Format(g.TeamFormat), g.Boards, l); err != nil {
				return fmt.Errorf("team %s: %w", t.Name, err)
			}
			lineups[t.ID] = l
		}
	}
	// All-play-all and 擂台赛 set the boards themselves.
	var fixed []team.BoardGame
	switch g.System {
	case tournament.AllPlayAll:
		fixed, err = team.AllPlayAllRound(lineups[matches[0].A], lineups[matches[0].B], n)
	case tournament.LeiTai:
		a, b := byID[matches[0].A], byID[matches[0].B]
		var l team.LeiTai
		var state team.State
		if l, state, err = team.LeiTaiProgress(a.Members, b.Members, played); err == nil {
			var game team.BoardGame
			game, err = team.LeiTaiGame(l, state, played)
			fixed = []team.BoardGame{game}
		}
	}
	if err != nil {
		return &RoundError{Round: n, Reason: err}
	}
	if _, err := s.Backup(fmt.Sprintf("round%d", n)); err != nil {
		return err
	}
	return s.write(context.Background(), "action.round_paired", fmt.Sprint(n), func(tx *auditTx) error {
		rid, err := roundID(tx, g.ID, n)
		if err != nil {
			return err
		}
		if err := tx.update("rounds", rid, row{"status": "paired"}); err != nil {
			return err
		}
		if repair {
			// The round's former pairing goes, game records with their games.
			for _, q := range []struct{ table, query string }{
				{"game_records", "SELECT id FROM game_records WHERE game_id IN (SELECT id FROM games WHERE round_id = ?)"},
				{"games", "SELECT id FROM games WHERE round_id = ?"},
				{"team_matches", "SELECT id FROM team_matches WHERE round_id = ?"},
			} {
				if err := tx.removeWhere(q.table, q.query, rid); err != nil {
					return err
				}
			}
		}
		first := max(g.FirstTable, 1) // the group's first table in the hall (tournament.HallTables)
		for i, m := range matches {
			mid, err := tx.insert("team_matches", row{"round_id": rid, "table_no": first + i, "team_a": m.A, "team_b": m.B})
			if err != nil {
				return err
			}
			swapped := team.MetBefore(played, m.A, m.B, n)%2 == 1
			if g.AlternateColours {
				swapped = n%2 == 0
			}
			boards := team.Boards(lineups[m.A], lineups[m.B], swapped)
			if fixed != nil {
				boards = fixed
			}
			// A team that withdrew forfeits its remaining games (SPEC §9.4).
			if byID[m.A].Gone(n) {
				boards = team.ForfeitUnplayed(boards, true)
			} else if byID[m.B].Gone(n) {
				boards = team.ForfeitUnplayed(boards, false)
			}
			boards = team.ForfeitAbsent(boards, func(id int64) bool { return gone[id] })
			for _, b := range boards {
				var res any
				if b.Result != tournament.NoResult {
					res = string(b.Result)
				}
				if _, err := tx.insert("games", row{"round_id": rid, "table_no": first + i, "board": b.Board,
					"black_id": b.Black, "white_id": b.White, "komi_quarters": int64(st.Komi), "team_match_id": mid, "result": res}); err != nil {
					return err
				}
			}
		}
		for i, bye := range byes {
			if _, err := tx.insert("team_matches", row{"round_id": rid, "table_no": first + len(matches) + i, "team_a": bye}); err != nil {
				return err
			}
		}
		return nil
	})
}

// pairingForfeit tells whether a board's result is none, or the forfeit
// that pairing gives when players have withdrawn (black and white tell
// whether each side's player, or team, is gone).
func pairingForfeit(r tournament.Result, black, white bool) bool {
	return r == tournament.NoResult || tournament.WithdrawalForfeit(r, black, white)
}

// SetBoardResult records the result on one board of a match (by its table).
func (s *Store) SetBoardResult(groupID int64, n, match, board int, r tournament.Result) error {
	var id int64
	err := s.db.QueryRow(`SELECT g.id FROM games g JOIN rounds rd ON rd.id = g.round_id
		WHERE rd.group_id = ? AND rd.number = ? AND g.table_no = ? AND g.board = ?`, groupID, n, match, board).Scan(&id)
	if err != nil {
		return &RoundError{Round: n, Table: match, Reason: ErrNoSuchGame}
	}
	return s.SetResult(id, r)
}

// TeamStandings ranks a team group as of round asOf (0: team.StandingsRound,
// the latest round whose matches all have every result in, one at least
// more than a withdrawal's forfeit, as for individuals). The group ranks by match points or by the
// total score (Group.Ranking); a bye scores the group's bye points.
func (s *Store) TeamStandings(g tournament.Group, asOf int) ([]team.Row, int, error) {
	teams, err := s.Teams(g.ID)
	if err != nil {
		return nil, 0, err
	}
	matches, err := s.TeamMatches(g.ID)
	if err != nil {
		return nil, 0, err
	}
	st, err := s.Settings()
	if err != nil {
		return nil, 0, err
	}
	if err := pairing.ShownRound(asOf, team.LastRound(g, matches)); err != nil {
		return nil, 0, err
	}
	if asOf == 0 {
		players, err := s.GroupPlayers(g.ID)
		if err != nil {
			return nil, 0, err
		}
		byID := map[int64]tournament.Player{}
		for _, p := range players {
			byID[p.ID] = p
		}
		asOf = team.StandingsRound(teams, matches, func(id int64, n int) bool { p, ok := byID[id]; return ok && p.Gone(n) })
	}
	var ids []int64
	for _, t := range teams {
		ids = append(ids, t.ID)
	}
	rows := team.Standings(ids, matches, st.Points, asOf, g.Boards, team.KindOf(g, st.Rules), g.Highest, g.ByePointsOr(st.Points))
	for i := range rows {
		for _, t := range teams {
			if t.ID == rows[i].Team && t.Withdrawn {
				rows[i].Withdrawn = true
			}
		}
	}
	return rows, asOf, nil
}

// WithdrawTeam records that a team withdrew after round `after`, as one
// action: its results stand; in a Swiss it is not paired again, in a round
// robin its remaining matches are forfeits to the other teams, at once for
// the matches already paired (team.Withdraw, SPEC §9.4).
func (s *Store) WithdrawTeam(teamID int64, after int) error {
	var name string
	var groupID int64
	if err := s.db.QueryRow("SELECT name, group_id FROM teams WHERE id = ?", teamID).Scan(&name, &groupID); err != nil {
		return &TeamError{Team: fmt.Sprint(teamID), Reason: ErrNoSuchTeam}
	}
	matches, err := s.TeamMatches(groupID)
	if err != nil {
		return err
	}
	forfeits := team.Withdraw(matches, teamID, after)
	return s.write(context.Background(), "action.team_withdrawn", name, func(tx *auditTx) error {
		if err := tx.update("teams", teamID, row{"withdrawn_after": after}); err != nil {
			return err
		}
		for id, r := range forfeits {
			if err := tx.update("games", id, row{"result": string(r)}); err != nil {
				return err
			}
		}
		return nil
	})
}

// LeiTaiNext says where a 擂台赛 group stands: the two players of the next
// game, or over with the winning team. It reads the games entered so far;
// a game still without a winner is returned as ErrNoWinner.
func (s *Store) LeiTaiNext(g tournament.Group) (a, b int64, over bool, winner int64, err error) {
	teams, err := s.Teams(g.ID)
	if err != nil {
		return 0, 0, false, 0, err
	}
	if len(teams) != 2 {
		return 0, 0, false, 0, &RoundError{Round: 1, Reason: team.ErrTwoTeams}
	}
	played, err := s.TeamMatches(g.ID)
	if err != nil {
		return 0, 0, false, 0, err
	}
	l, st, err := team.LeiTaiProgress(teams[0].Members, teams[1].Members, played)
	if err != nil {
		return 0, 0, false, 0, &RoundError{Round: len(played), Reason: err}
	}
	if st.Over {
		if st.WinnerA {
			return 0, 0, true, teams[0].ID, nil
		}
		return 0, 0, true, teams[1].ID, nil
	}
	a, b, _ = l.Next(st)
	return a, b, false, 0, nil
}
