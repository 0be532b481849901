package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
)

// Reasons a round operation is refused.
var (
	ErrRoundHasResults = pairing.ErrRoundHasResults
	ErrEmptyPairing    = errors.New("the pairing has no game")
	ErrNoSuchGame      = errors.New("no such game")
	ErrNoSuchPlayer    = errors.New("no such player")
)

// RoundError says which round or table an operation could not use, in the
// user's language.
type RoundError struct {
	Round, Table int
	Reason       error
}

func (e *RoundError) Error() string {
	if e.Table > 0 {
		return fmt.Sprintf("round %d table %d: %v", e.Round, e.Table, e.Reason)
	}
	return fmt.Sprintf("round %d: %v", e.Round, e.Reason)
}

func (e *RoundError) Unwrap() error { return e.Reason }

// MessageKey names the error's message for translation.
func (e *RoundError) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Round": e.Round, "Table": e.Table}
	var rangeErr *pairing.RangeError
	switch {
	case errors.Is(e.Reason, ErrRoundHasResults):
		return "error.round.has_results", "Round {{.Round}} already has results: it cannot be paired again.", args
	case errors.Is(e.Reason, ErrEmptyPairing):
		return "error.round.empty_pairing", "Round {{.Round}} has nobody to pair: no game was made.", args
	case errors.Is(e.Reason, ErrNoSuchGame):
		return "error.round.no_table", "Round {{.Round}} has no table {{.Table}}.", args
	case errors.Is(e.Reason, ErrResultChanged):
		return "error.round.result_changed", "Round {{.Round}} table {{.Table}}: its result was changed meanwhile by someone else. Nothing was entered; check the list again.", args
	case errors.Is(e.Reason, pairing.ErrResultsMissing):
		return "error.round.results_missing", "Round {{.Round}} cannot be paired yet: the previous round still has games without a result.", args
	case errors.As(e.Reason, &rangeErr):
		args["Last"] = rangeErr.Last
		if rangeErr.Last < 1 {
			return "error.round.no_rounds", "There is no round {{.Round}}: the group has too few players for any round.", args
		}
		return "error.round.out_of_range", "There is no round {{.Round}} in this group: its rounds are 1 to {{.Last}}.", args
	case errors.Is(e.Reason, pairing.ErrPreviousMissing):
		args["Previous"] = e.Round - 1
		return "error.round.previous_missing", "Round {{.Round}} cannot be paired yet: round {{.Previous}} has not been paired.", args
	case errors.Is(e.Reason, pairing.ErrNoWinner):
		return "error.round.no_winner", "Round {{.Round}} cannot be paired yet: a knockout game of the previous round has no winner (no result, or a draw to replay).", args
	case errors.Is(e.Reason, pairing.ErrBracketDone):
		return "error.round.bracket_done", "There is no round {{.Round}}: the double elimination is over.", args
	case errors.Is(e.Reason, pairing.ErrMatchDecided):
		return "error.round.match_decided", "Game {{.Round}} is not needed: the match is already decided.", args
	case errors.Is(e.Reason, team.ErrLeiTaiOver):
		return "error.round.leitai_over", "There is no game {{.Round}}: the winner-stays-on match (擂台赛) is over.", args
	case errors.Is(e.Reason, team.ErrAllPlayAllOver):
		return "error.round.all_play_all_over", "There is no round {{.Round}}: every player has met every player of the other team.", args
	case errors.Is(e.Reason, team.ErrTwoTeams):
		return "error.round.two_teams", "All-play-all and 擂台赛 are played between exactly two teams.", args
	case errors.Is(e.Reason, pairing.ErrNoPairing):
		return "error.round.no_pairing", "Round {{.Round}} cannot be paired without a rematch.", args
	}
	// A reason with a message of its own (a line-up, a clock setting …) is
	// said in the user's language rather than in English after "Round N:".
	var keyed interface {
		MessageKey() (key, english string, args map[string]any)
	}
	if errors.As(e.Reason, &keyed) {
		return keyed.MessageKey()
	}
	return "error.round.other", "Round {{.Round}}: {{.Detail}}", map[string]any{"Round": e.Round, "Detail": e.Reason.Error()}
}

// GroupPlayers lists a group's players in registration order.
func (s *Store) GroupPlayers(groupID int64) ([]tournament.Player, error) {
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
func (s *Store) groupGames(groupID int64) ([]tournament.Game, map[int][]int64, error) {
	rows, err := s.db.Query(`SELECT g.id, r.number, g.table_no, g.black_id, g.white_id, g.handicap, g.komi_quarters, coalesce(g.result, '')
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

func (s *Store) byes(groupID int64) (map[int][]int64, error) {
	rows, err := s.db.Query(`SELECT r.number, b.player_id FROM byes b JOIN rounds r ON r.id = b.round_id
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
func (s *Store) readField(g tournament.Group) (pairing.Field, error) {
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
	rows, err := s.db.Query("SELECT round_no, player_id FROM absences WHERE group_id = ?", g.ID)
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
	// Pairing sees what the group ranks by under the tournament's rules
	// (a Swiss-then-knockout seeds its knockout by the standings).
	g.RankBy = g.Ranking(st.Rules)
	return pairing.Field{Players: players, Games: games, Byes: byes, Absent: absent, Points: st.Points, Group: g}, nil
}

// PairRound pairs round n of a group with the domain's pairing and stores
// it, after a backup, as one action (SavePairing). A round that is paired
// but has no results yet is paired again (pairing.Again); one with results
// is refused.
func (s *Store) PairRound(g tournament.Group, n int) (pairing.Pairing, error) {
	return s.PairRoundWithout(g, n, nil)
}

// PairRoundWithout is PairRound with the given players marked absent for
// the round first (those not checked in), all in one action: one undo step
// takes back both the pairing and the absences. A player already marked
// absent for the round is left as he is.
func (s *Store) PairRoundWithout(g tournament.Group, n int, absent []int64) (pairing.Pairing, error) {
	f, err := s.Field(g)
	if err != nil {
		return pairing.Pairing{}, err
	}
	marked := map[int64]bool{}
	for _, id := range f.Absent[n] {
		marked[id] = true
	}
	var add []int64
	for _, id := range absent {
		if !marked[id] {
			marked[id] = true
			add = append(add, id)
		}
	}
	f.Absent[n] = append(f.Absent[n], add...)
	games, byes, p, err := pairing.Again(f, n)
	if err != nil {
		return pairing.Pairing{}, &RoundError{Round: n, Reason: err}
	}
	return p, s.savePairing(g, n, games, byes, add)
}

// SaveGroupPairing stores a pairing made by hand (or by another program)
// as SavePairing does, with the event's komi and each bye worth the
// group's bye points.
func (s *Store) SaveGroupPairing(g tournament.Group, n int, games []tournament.Game, byes []int64) error {
	return s.savePairing(g, n, games, byes, nil)
}

// savePairing stores a round's games and byes, each bye worth the group's
// bye points, and marks the players absent for the round, in one action.
func (s *Store) savePairing(g tournament.Group, n int, games []tournament.Game, byes, absent []int64) error {
	st, err := s.Settings()
	if err != nil {
		return err
	}
	var bs []Bye
	for _, id := range byes {
		bs = append(bs, Bye{Player: id, Points: g.ByePointsOr(st.Points)})
	}
	return s.savePairingAbsent(g.ID, n, st.Komi, games, bs, absent)
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
func (s *Store) Round(groupID int64, n int) ([]tournament.Game, []int64, error) {
	games, err := s.Games(groupID, n)
	if err != nil {
		return nil, nil, err
	}
	byes, err := s.byes(groupID)
	return games, byes[n], err
}

// SetResultAt records the result of the game at a table of round n.
func (s *Store) SetResultAt(groupID int64, n, table int, r tournament.Result) error {
	g, err := s.GameAt(groupID, n, table)
	if err != nil {
		return err
	}
	return s.SetResult(g.ID, r)
}

// GameAt is the game at a table of round n of a group (the first board of
// a team match's table).
func (s *Store) GameAt(groupID int64, n, table int) (tournament.Game, error) {
	games, err := s.games(n, " AND g.table_no = ?", groupID, n, table)
	if err != nil {
		return tournament.Game{}, err
	}
	if len(games) == 0 {
		return tournament.Game{}, &RoundError{Round: n, Table: table, Reason: ErrNoSuchGame}
	}
	return games[0], nil
}

// GameGroup is the id of the group a game belongs to.
func (s *Store) GameGroup(gameID int64) (int64, error) {
	var id int64
	err := s.db.QueryRow(`SELECT r.group_id FROM games g JOIN rounds r ON r.id = g.round_id WHERE g.id = ?`, gameID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("game %d: %w", gameID, ErrNoSuchGame)
	}
	return id, err
}

// Withdraw records that a player withdrew after round `after` (0: before
// the start) as one action, with its effect on games already paired
// (pairing.Withdraw): in a round robin, a player who played fewer than half
// of all rounds has every result voided (SPEC §9.2); a Swiss round paired
// with him and without a result yet is paired again without him
// (pairing.Repaired, after a backup); otherwise the later games already
// paired become forfeit wins for the opponents.
func (s *Store) Withdraw(playerID int64, after int) error {
	players, err := s.Players()
	if err != nil {
		return err
	}
	var p *tournament.Player
	for i := range players {
		if players[i].ID == playerID {
			p = &players[i]
		}
	}
	if p == nil {
		return fmt.Errorf("withdraw %d: %w", playerID, ErrNoSuchPlayer)
	}
	effect := pairing.Withdrawal{}
	var g tournament.Group
	var repaired []tournament.Game
	var byes []Bye
	var st tournament.Settings
	if p.GroupID != 0 {
		if g, err = s.groupByID(p.GroupID); err != nil {
			return err
		}
		f, err := s.Field(g)
		if err != nil {
			return err
		}
		effect = pairing.Withdraw(f, playerID, after)
		if effect.Repair > 0 {
			games, ids, err := pairing.Repaired(f, playerID, after, effect.Repair)
			if err != nil {
				return &RoundError{Round: effect.Repair, Reason: err}
			}
			if st, err = s.Settings(); err != nil {
				return err
			}
			repaired = games
			for _, id := range ids {
				byes = append(byes, Bye{Player: id, Points: g.ByePointsOr(st.Points)})
			}
			if _, err := s.Backup(fmt.Sprintf("round%d", effect.Repair)); err != nil {
				return fmt.Errorf("withdraw: backup: %w", err)
			}
		}
	}
	return s.write(context.Background(), "action.player_withdrawn", p.Name(), func(tx *auditTx) error {
		if err := tx.update("players", playerID, row{"withdrawn_after": after}); err != nil {
			return err
		}
		for id, r := range effect.Results {
			if err := tx.update("games", id, row{"result": string(r)}); err != nil {
				return err
			}
		}
		if effect.Repair > 0 {
			return s.writeRound(tx, g.ID, effect.Repair, st.Komi, repaired, byes, nil)
		}
		return nil
	})
}

// groupByID is the group with the given id.
func (s *Store) groupByID(id int64) (tournament.Group, error) {
	groups, err := s.Groups()
	if err != nil {
		return tournament.Group{}, err
	}
	for _, g := range groups {
		if g.ID == id {
			return g, nil
		}
	}
	return tournament.Group{}, &GroupError{Name: fmt.Sprint(id)}
}

// Standings computes a group's standings as of round asOf (0: the latest
// round whose results are all in, or the latest round if none is complete).
func (s *Store) Standings(g tournament.Group, asOf int) ([]tournament.Row, int, error) {
	f, err := s.Field(g)
	if err != nil {
		return nil, 0, err
	}
	if asOf == 0 {
		asOf = f.LatestComplete()
	}
	warnings, err := s.WarningTotals(g.ID, asOf)
	if err != nil {
		return nil, 0, err
	}
	return f.Standings(asOf, warnings)
}

// WarningTotals is each player's warnings in the games of rounds 1 … asOf
// of a group (the standings' warnings tiebreak).
func (s *Store) WarningTotals(groupID int64, asOf int) (map[int64]int, error) {
	warnings := map[int64]int{}
	rows, err := s.db.Query(`SELECT g.black_id, g.white_id, g.black_warnings, g.white_warnings FROM games g
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

// Warn gives a player of a game a warning (警告) as one action; a second
// warning in the game turns it into a loss for that player, with the reason
// recorded (SPEC §6). It reports whether the game was lost by it.
func (s *Store) Warn(gameID int64, black bool) (bool, error) {
	var bw, ww int
	var res string
	err := s.db.QueryRow("SELECT black_warnings, white_warnings, coalesce(result, '') FROM games WHERE id = ?", gameID).Scan(&bw, &ww, &res)
	if errors.Is(err, sql.ErrNoRows) {
		return false, fmt.Errorf("warn: %w", ErrNoSuchGame)
	}
	if err != nil {
		return false, err
	}
	before, column := ww, "white_warnings"
	if black {
		before, column = bw, "black_warnings"
	}
	count, result, lost := tournament.Warned(tournament.Result(res), before, black)
	changes := row{column: count}
	if lost {
		changes["result"] = string(result)
		changes["ended_by"] = "warnings"
	} else if _, counted := result.Margin(); counted {
		// A warning given after a counted result costs its stone (2002).
		st, err := s.Settings()
		if err != nil {
			return false, err
		}
		bw, ww := 0, 1
		if black {
			bw, ww = 1, 0
		}
		if p := result.Penalised(st.Rules, bw, ww); p != result {
			changes["result"] = string(p)
		}
	}
	return lost, s.write(context.Background(), "action.warning", fmt.Sprint(gameID), func(tx *auditTx) error {
		return tx.update("games", gameID, changes)
	})
}

// RoundWarnings is, for each game of round n of a group with a warning,
// the warnings Black and White received in it.
func (s *Store) RoundWarnings(groupID int64, n int) (map[int64][2]int, error) {
	rows, err := s.db.Query(`SELECT g.id, g.black_warnings, g.white_warnings FROM games g JOIN rounds r ON r.id = g.round_id
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
func (s *Store) SetAbsent(groupID int64, n int, playerID int64, absent bool) error {
	var id int64
	err := s.db.QueryRow("SELECT id FROM absences WHERE group_id = ? AND round_no = ? AND player_id = ?", groupID, n, playerID).Scan(&id)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	return s.write(context.Background(), "action.absence", fmt.Sprint(playerID), func(tx *auditTx) error {
		switch {
		case absent && id == 0:
			_, err := tx.insert("absences", row{"group_id": groupID, "round_no": n, "player_id": playerID})
			return err
		case !absent && id != 0:
			return tx.remove("absences", id)
		}
		return nil
	})
}

// Absent lists the players marked absent for round n of a group.
func (s *Store) Absent(groupID int64, n int) (map[int64]bool, error) {
	return s.idSet("SELECT player_id FROM absences WHERE group_id = ? AND round_no = ?", groupID, n)
}

// idSet runs a query of one id column and returns the ids it gives.
func (s *Store) idSet(query string, args ...any) (map[int64]bool, error) {
	rows, err := s.db.Query(query, args...)
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
func (s *Store) Warnings(gameID int64) (black, white int, err error) {
	err = s.db.QueryRow("SELECT black_warnings, white_warnings FROM games WHERE id = ?", gameID).Scan(&black, &white)
	return
}

// SwapColours exchanges Black and White of a game without a result, as one action.
func (s *Store) SwapColours(gameID int64) error {
	var b, w int64
	var res sql.NullString
	if err := s.db.QueryRow("SELECT black_id, white_id, result FROM games WHERE id = ?", gameID).Scan(&b, &w, &res); err != nil {
		return fmt.Errorf("swap colours: %w", ErrNoSuchGame)
	}
	if res.Valid {
		return fmt.Errorf("swap colours: %w", ErrRoundHasResults)
	}
	return s.write(context.Background(), "action.colours_swapped", fmt.Sprint(gameID), func(tx *auditTx) error {
		return tx.update("games", gameID, row{"black_id": w, "white_id": b})
	})
}

// SwapPlayers exchanges two players between (or inside) games of a round
// that have no result, as one action. Checking the rules the new pairs break
// (rematch, same club, absence) and asking the arbiter is the caller's part
// (pairing.ManualPairProblems).
func (s *Store) SwapPlayers(gameA int64, blackA bool, gameB int64, blackB bool) error {
	col := func(black bool) string {
		if black {
			return "black_id"
		}
		return "white_id"
	}
	var a, b int64
	var resA, resB sql.NullString
	if err := s.db.QueryRow("SELECT "+col(blackA)+", result FROM games WHERE id = ?", gameA).Scan(&a, &resA); err != nil {
		return fmt.Errorf("swap players: %w", ErrNoSuchGame)
	}
	if err := s.db.QueryRow("SELECT "+col(blackB)+", result FROM games WHERE id = ?", gameB).Scan(&b, &resB); err != nil {
		return fmt.Errorf("swap players: %w", ErrNoSuchGame)
	}
	if resA.Valid || resB.Valid {
		return fmt.Errorf("swap players: %w", ErrRoundHasResults)
	}
	return s.write(context.Background(), "action.players_swapped", fmt.Sprintf("%d %d", a, b), func(tx *auditTx) error {
		if gameA == gameB {
			return tx.update("games", gameA, row{col(blackA): b, col(blackB): a})
		}
		if err := tx.update("games", gameA, row{col(blackA): b}); err != nil {
			return err
		}
		return tx.update("games", gameB, row{col(blackB): a})
	})
}

// PairingChanged reports whether round n, paired again now from the
// results before it, would differ from the pairing on file (pairing.Changed).
func (s *Store) PairingChanged(g tournament.Group, n int) (bool, error) {
	f, err := s.Field(g)
	if err != nil {
		return false, err
	}
	return pairing.Changed(f, n), nil
}

// UnpairRound removes the pairing of a round that has no results yet, as
// one action: its games and byes go and the round is unpaired again.
func (s *Store) UnpairRound(groupID int64, n int) error {
	games, err := s.Games(groupID, n)
	if err != nil {
		return err
	}
	for _, g := range games {
		if g.Result != tournament.NoResult {
			return &RoundError{Round: n, Reason: ErrRoundHasResults}
		}
	}
	var roundID int64
	err = s.db.QueryRow("SELECT id FROM rounds WHERE group_id = ? AND number = ?", groupID, n).Scan(&roundID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	return s.write(context.Background(), "action.round_unpaired", fmt.Sprint(n), func(tx *auditTx) error {
		if err := clearRound(tx, roundID); err != nil {
			return err
		}
		return tx.update("rounds", roundID, row{"status": "unpaired"})
	})
}

// PairRoundKeeping pairs round n again but keeps the games at the given
// tables as they are (pairing.Keeping), as one action after a backup.
func (s *Store) PairRoundKeeping(g tournament.Group, n int, keepTables []int) error {
	f, err := s.Field(g)
	if err != nil {
		return err
	}
	games, byes, err := pairing.Keeping(f, n, keepTables)
	if err != nil {
		return &RoundError{Round: n, Reason: err}
	}
	return s.savePairing(g, n, games, byes, nil)
}

// PointsBefore is each player's score before round n, as the pairing
// sheet prints it (pairing.Field.ScoresBefore: a McMahon group's McMahon
// scores, from round 1 on).
func (s *Store) PointsBefore(g tournament.Group, n int) (map[int64]tournament.Frac, error) {
	f, err := s.Field(g)
	if err != nil {
		return nil, err
	}
	return f.ScoresBefore(n)
}
