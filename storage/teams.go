package storage

import (
	"database/sql"
	"errors"
	"fmt"

	"weiqi-arbiter/domain/scoring"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
)

// AddTeam registers a team of a group with its members in board order and
// its reserves, as given, and returns the team's id.
func (tx *Tx) AddTeam(groupID int64, t team.Team) (int64, error) {
	id, err := tx.tx.insert("teams", row{"group_id": groupID, "name": t.Name, "club": t.Club, "captain": t.Captain, "coach": t.Coach})
	if err != nil {
		return 0, err
	}
	return id, insertMembers(tx.tx, id, t)
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

// SetTeamMembers replaces a team's declared board order and reserves.
func (tx *Tx) SetTeamMembers(t team.Team) error {
	if err := tx.tx.removeWhere("team_members", "SELECT id FROM team_members WHERE team_id = ?", t.ID); err != nil {
		return fmt.Errorf("set order of %s: %w", t.Name, err)
	}
	return insertMembers(tx.tx, t.ID, t)
}

// TeamGroup is the group of the team with the given id, and whether there
// is such a team.
func (s *reads) TeamGroup(teamID int64) (int64, bool, error) {
	var groupID int64
	err := s.q.QueryRow("SELECT group_id FROM teams WHERE id = ?", teamID).Scan(&groupID)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("read team %d: %w", teamID, err)
	}
	return groupID, true, nil
}

// Teams lists a group's teams with their members in board order.
func (s *reads) Teams(groupID int64) ([]team.Team, error) {
	rows, err := s.q.Query("SELECT id, name, club, captain, coach, withdrawn_after FROM teams WHERE group_id = ? ORDER BY id", groupID)
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
		ms, err := s.q.Query("SELECT player_id, reserve FROM team_members WHERE team_id = ? ORDER BY board_order", out[i].ID)
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

// SetLineup stores a team's line-up for round n, as given.
func (tx *Tx) SetLineup(groupID int64, n int, teamID int64, players []int64) error {
	rid, err := roundID(tx.tx, groupID, n)
	if err != nil {
		return err
	}
	if err := tx.tx.removeWhere("lineups", "SELECT id FROM lineups WHERE round_id = ? AND team_id = ?", rid, teamID); err != nil {
		return err
	}
	for i, p := range players {
		if _, err := tx.tx.insert("lineups", row{"round_id": rid, "team_id": teamID, "board": i + 1, "player_id": p}); err != nil {
			return err
		}
	}
	return nil
}

// Lineup is the line-up stored for a team in round n (none: the team has
// no line-up of its own for the round).
func (s *reads) Lineup(groupID int64, n int, teamID int64) ([]int64, error) {
	rows, err := s.q.Query(`SELECT l.player_id FROM lineups l JOIN rounds r ON r.id = l.round_id
		WHERE r.group_id = ? AND r.number = ? AND l.team_id = ? ORDER BY l.board`, groupID, n, teamID)
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
	return out, nil
}

// TeamMatches reads a group's team matches with their boards.
func (s *reads) TeamMatches(groupID int64) ([]team.Match, error) {
	rows, err := s.q.Query(`SELECT m.id, r.number, m.table_no, m.team_a, coalesce(m.team_b, 0)
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
		ms, err := s.q.Query("SELECT player_id FROM team_members WHERE team_id = ?", h.m.A)
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
		gs, err := s.q.Query(`SELECT id, coalesce(board, 0), black_id, white_id, coalesce(result, '') FROM games
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

// MatchRow is a match of a team round as stored: its table, team A,
// team B (0 for a bye: team A alone at its table) and the games on its
// boards (each with a result where the pairing gave one).
type MatchRow struct {
	Table  int
	A, B   int64
	Boards []team.BoardGame
}

// SaveTeamRound stores the pairing of round n of a team group, as given:
// its matches and byes, each game with the komi given. A pairing the
// round had is replaced (its games' records go with them and come back on
// undo); the round is marked paired.
func (tx *Tx) SaveTeamRound(groupID int64, n int, matches []MatchRow, komi scoring.Stones) error {
	rid, err := roundID(tx.tx, groupID, n)
	if err != nil {
		return err
	}
	if err := tx.tx.update("rounds", rid, row{"status": "paired"}); err != nil {
		return err
	}
	for _, q := range []struct{ table, query string }{
		{"game_records", "SELECT id FROM game_records WHERE game_id IN (SELECT id FROM games WHERE round_id = ?)"},
		{"games", "SELECT id FROM games WHERE round_id = ?"},
		{"team_matches", "SELECT id FROM team_matches WHERE round_id = ?"},
	} {
		if err := tx.tx.removeWhere(q.table, q.query, rid); err != nil {
			return err
		}
	}
	for _, m := range matches {
		head := row{"round_id": rid, "table_no": m.Table, "team_a": m.A}
		if m.B != 0 {
			head["team_b"] = m.B
		}
		mid, err := tx.tx.insert("team_matches", head)
		if err != nil {
			return err
		}
		for _, b := range m.Boards {
			var res any
			if b.Result != tournament.NoResult {
				res = string(b.Result)
			}
			if _, err := tx.tx.insert("games", row{"round_id": rid, "table_no": m.Table, "board": b.Board,
				"black_id": b.Black, "white_id": b.White, "komi_quarters": int64(komi), "team_match_id": mid, "result": res}); err != nil {
				return err
			}
		}
	}
	return nil
}

// SetTeamWithdrawn records that a team withdrew after round `after`.
func (tx *Tx) SetTeamWithdrawn(teamID int64, after int) error {
	return tx.tx.update("teams", teamID, row{"withdrawn_after": after})
}
