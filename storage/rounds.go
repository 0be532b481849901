package storage

import (
	"database/sql"
	"errors"
	"fmt"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// GroupPlayers lists a group's players in registration order.
func (s *reads) GroupPlayers(groupID int64) ([]tournament.Player, error) {
	all, err := s.Players()
	if err != nil {
		return nil, err
	}
	var out []tournament.Player
	for _, p := range all {
		if p.GroupID == groupID {
			out = append(out, p)
		}
	}
	return out, nil
}

// groupGames reads every game and bye of a group.
func (s *reads) groupGames(groupID int64) ([]tournament.Game, map[int][]int64, error) {
	rows, err := s.q.Query(`SELECT g.id, r.number, g.table_no, g.black_id, g.white_id, g.handicap, g.komi_quarters, coalesce(g.result, '')
		FROM games g JOIN rounds r ON r.id = g.round_id WHERE r.group_id = ? ORDER BY r.number, g.table_no, g.board`, groupID)
	if err != nil {
		return nil, nil, fmt.Errorf("read games: %w", err)
	}
	defer rows.Close()
	var games []tournament.Game
	for rows.Next() {
		var g tournament.Game
		var res string
		if err := rows.Scan(&g.ID, &g.Round, &g.Table, &g.Black, &g.White, &g.Handicap, &g.Komi, &res); err != nil {
			return nil, nil, fmt.Errorf("read games: %w", err)
		}
		g.Result = tournament.Result(res)
		games = append(games, g)
	}
	if err := rows.Err(); err != nil {
		return nil, nil, err
	}
	byes, err := s.byes(groupID)
	return games, byes, err
}

func (s *reads) byes(groupID int64) (map[int][]int64, error) {
	rows, err := s.q.Query(`SELECT r.number, b.player_id FROM byes b JOIN rounds r ON r.id = b.round_id
		WHERE r.group_id = ? ORDER BY r.number, b.player_id`, groupID)
	if err != nil {
		return nil, fmt.Errorf("read byes: %w", err)
	}
	defer rows.Close()
	out := map[int][]int64{}
	for rows.Next() {
		var n int
		var id int64
		if err := rows.Scan(&n, &id); err != nil {
			return nil, err
		}
		out[n] = append(out[n], id)
	}
	return out, rows.Err()
}

// Field is everything pairing needs to know of a group.
func (s *Store) Field(g tournament.Group) (pairing.Field, error) {
	if f, ok := s.cache.getField(g.ID); ok {
		f.Group = g
		return f, nil
	}
	gen := s.cache.now()
	f, err := s.readField(g)
	if err == nil {
		s.cache.putField(g.ID, gen, f)
	}
	return f, err
}

// readField reads the field of a group from the file.
func (s *reads) readField(g tournament.Group) (pairing.Field, error) {
	players, err := s.GroupPlayers(g.ID)
	if err != nil {
		return pairing.Field{}, err
	}
	games, byes, err := s.groupGames(g.ID)
	if err != nil {
		return pairing.Field{}, err
	}
	st, err := s.Settings()
	if err != nil {
		return pairing.Field{}, err
	}
	absent := map[int][]int64{}
	rows, err := s.q.Query("SELECT round_no, player_id FROM absences WHERE group_id = ?", g.ID)
	if err != nil {
		return pairing.Field{}, err
	}
	for rows.Next() {
		var n int
		var id int64
		if err := rows.Scan(&n, &id); err != nil {
			rows.Close()
			return pairing.Field{}, fmt.Errorf("read absences: %w", err)
		}
		absent[n] = append(absent[n], id)
	}
	if err := rows.Err(); err != nil {
		rows.Close()
		return pairing.Field{}, fmt.Errorf("read absences: %w", err)
	}
	rows.Close()
	return pairing.Field{Players: players, Games: games, Byes: byes, Absent: absent, Points: st.Points, Group: g}, nil
}

// clearRound removes, inside an action, a round's games (with their game
// records, which come back with them on undo) and byes.
func clearRound(tx *auditTx, roundID int64) error {
	for _, q := range []struct{ table, query string }{
		{"game_records", "SELECT id FROM game_records WHERE game_id IN (SELECT id FROM games WHERE round_id = ?)"},
		{"games", "SELECT id FROM games WHERE round_id = ?"},
		{"byes", "SELECT id FROM byes WHERE round_id = ?"},
	} {
		if err := tx.removeWhere(q.table, q.query, roundID); err != nil {
			return err
		}
	}
	return nil
}

// Round returns the games and byes of round n of a group.
func (s *reads) Round(groupID int64, n int) ([]tournament.Game, []int64, error) {
	games, err := s.Games(groupID, n)
	if err != nil {
		return nil, nil, err
	}
	byes, err := s.byes(groupID)
	return games, byes[n], err
}

// WarningTotals is each player's warnings in the games of rounds 1 … asOf
// of a group (the standings' warnings tiebreak).
func (s *reads) WarningTotals(groupID int64, asOf int) (map[int64]int, error) {
	warnings := map[int64]int{}
	rows, err := s.q.Query(`SELECT g.black_id, g.white_id, g.black_warnings, g.white_warnings FROM games g
		JOIN rounds r ON r.id = g.round_id WHERE r.group_id = ? AND r.number <= ?
		AND (g.black_warnings > 0 OR g.white_warnings > 0)`, groupID, asOf)
	if err != nil {
		return nil, fmt.Errorf("read warnings: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var b, w int64
		var bw, ww int
		if err := rows.Scan(&b, &w, &bw, &ww); err != nil {
			return nil, fmt.Errorf("read warnings: %w", err)
		}
		warnings[b] += bw
		warnings[w] += ww
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read warnings: %w", err)
	}
	return warnings, nil
}

// RoundWarnings is, for each game of round n of a group with a warning,
// the warnings Black and White received in it.
func (s *reads) RoundWarnings(groupID int64, n int) (map[int64][2]int, error) {
	rows, err := s.q.Query(`SELECT g.id, g.black_warnings, g.white_warnings FROM games g JOIN rounds r ON r.id = g.round_id
		WHERE r.group_id = ? AND r.number = ? AND (g.black_warnings > 0 OR g.white_warnings > 0)`, groupID, n)
	if err != nil {
		return nil, fmt.Errorf("read warnings of round %d: %w", n, err)
	}
	defer rows.Close()
	out := map[int64][2]int{}
	for rows.Next() {
		var id int64
		var b, w int
		if err := rows.Scan(&id, &b, &w); err != nil {
			return nil, fmt.Errorf("read warnings of round %d: %w", n, err)
		}
		out[id] = [2]int{b, w}
	}
	return out, rows.Err()
}

// SetAbsent marks a player absent (or present again) for round n of a
// group: an absent player is not paired in that round.
func (tx *Tx) SetAbsent(groupID int64, n int, playerID int64, absent bool) error {
	var id int64
	err := tx.tx.tx.QueryRow("SELECT id FROM absences WHERE group_id = ? AND round_no = ? AND player_id = ?", groupID, n, playerID).Scan(&id)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	switch {
	case absent && id == 0:
		_, err := tx.tx.insert("absences", row{"group_id": groupID, "round_no": n, "player_id": playerID})
		return err
	case !absent && id != 0:
		return tx.tx.remove("absences", id)
	}
	return nil
}

// Absent lists the players marked absent for round n of a group.
func (s *reads) Absent(groupID int64, n int) (map[int64]bool, error) {
	return s.idSet("SELECT player_id FROM absences WHERE group_id = ? AND round_no = ?", groupID, n)
}

// idSet runs a query of one id column and returns the ids it gives.
func (s *reads) idSet(query string, args ...any) (map[int64]bool, error) {
	rows, err := s.q.Query(query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]bool{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out[id] = true
	}
	return out, rows.Err()
}

// Warnings returns a game's warnings for Black and White.
func (s *reads) Warnings(gameID int64) (black, white int, err error) {
	err = s.q.QueryRow("SELECT black_warnings, white_warnings FROM games WHERE id = ?", gameID).Scan(&black, &white)
	return
}

// ClearRound removes the pairing of round n of a group: its games (with
// their records) and byes go, and the round is unpaired again.
func (tx *Tx) ClearRound(groupID int64, n int) error {
	var roundID int64
	err := tx.tx.tx.QueryRow("SELECT id FROM rounds WHERE group_id = ? AND number = ?", groupID, n).Scan(&roundID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := clearRound(tx.tx, roundID); err != nil {
		return err
	}
	return tx.tx.update("rounds", roundID, row{"status": "unpaired"})
}

// GameRow is a game as the file holds it: its pairing and result, and
// beside them what the use cases decide from.
type GameRow struct {
	tournament.Game
	Group     int64
	Match     int64  // the team match the game is a board of (0: none)
	Board     int    // its board in the match
	Warnings  [2]int // given to Black and to White (警告)
	EndedBy   string // "warnings": lost by a second warning
	Nigiri    string // the nigiri's lot ("17 odd 12"), if one was recorded
	Published bool   // its round is published
}

// Game is the game with the given id, and whether there is one.
func (s *reads) Game(id int64) (GameRow, bool, error) {
	var g GameRow
	var res, status string
	err := s.q.QueryRow(`SELECT g.id, r.number, g.table_no, g.black_id, g.white_id, g.handicap, g.komi_quarters,
		coalesce(g.result, ''), r.group_id, coalesce(g.team_match_id, 0), coalesce(g.board, 0), g.black_warnings,
		g.white_warnings, g.ended_by, coalesce(g.nigiri, ''), r.status
		FROM games g JOIN rounds r ON r.id = g.round_id WHERE g.id = ?`, id).Scan(&g.ID, &g.Round, &g.Table, &g.Black,
		&g.White, &g.Handicap, &g.Komi, &res, &g.Group, &g.Match, &g.Board, &g.Warnings[0], &g.Warnings[1], &g.EndedBy,
		&g.Nigiri, &status)
	if errors.Is(err, sql.ErrNoRows) {
		return GameRow{}, false, nil
	}
	if err != nil {
		return GameRow{}, false, fmt.Errorf("read game %d: %w", id, err)
	}
	g.Result, g.Published = tournament.Result(res), status == "published"
	return g, true, nil
}

// SaveGame writes a game's players, result, warnings, ending and nigiri
// as given (only what differs from the file is written).
func (tx *Tx) SaveGame(g GameRow) error {
	var res, nigiri any = string(g.Result), g.Nigiri
	if g.Result == tournament.NoResult {
		res = nil
	}
	if g.Nigiri == "" {
		nigiri = nil
	}
	return tx.tx.update("games", g.ID, row{"black_id": g.Black, "white_id": g.White, "result": res,
		"black_warnings": g.Warnings[0], "white_warnings": g.Warnings[1], "ended_by": g.EndedBy, "nigiri": nigiri})
}
