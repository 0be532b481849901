package storage

import (
	"database/sql"
	"errors"
	"fmt"
	"time"

	"weiqi-arbiter/domain/tournament"
)

func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

func nullInt(n int) any {
	if n == 0 {
		return nil
	}
	return n
}

// AddPlayer registers a player, as given, and returns the new id.
func (tx *Tx) AddPlayer(p tournament.Player) (int64, error) { return tx.s.insertPlayer(tx.tx, p) }

func (s *Store) insertPlayer(tx *auditTx, p tournament.Player) (int64, error) {
	return tx.insert("players", row{
		"group_id": nullID(p.GroupID), "name_zh": p.NameZh, "name_latin": p.NameLatin,
		"gender": p.Gender, "birth": p.Birth, "club": p.Club, "region": p.Region,
		"rank": p.Rank, "rating": nullInt(p.Rating), "licence": p.Licence, "notes": p.Notes,
		"checked_in": p.CheckedIn, "created_at": s.opts.now().UTC().Format(time.RFC3339),
		"joins_round": max(1, p.JoinsRound), "fixed_table": nullInt(p.FixedTable), "mms_adjust": p.McMahonAdjust,
		"surname": p.Surname, "given_name": p.GivenName, "egf_pin": p.EGFPin, "ffg_licence": p.FFGLicence, "aga_id": p.AGAID,
	})
}

// Players lists every player of the tournament in registration order.
func (s *reads) Players() ([]tournament.Player, error) {
	rows, err := s.q.Query(`SELECT id, coalesce(group_id, 0), name_zh, name_latin, gender, birth,
		club, region, rank, coalesce(rating, 0), licence, notes, checked_in, coalesce(withdrawn_after, -1), joins_round,
		coalesce(fixed_table, 0), mms_adjust, surname, given_name, egf_pin, ffg_licence, aga_id FROM players ORDER BY id`)
	if err != nil {
		return nil, fmt.Errorf("read players: %w", err)
	}
	defer rows.Close()
	var out []tournament.Player
	for rows.Next() {
		var p tournament.Player
		if err := rows.Scan(&p.ID, &p.GroupID, &p.NameZh, &p.NameLatin, &p.Gender, &p.Birth,
			&p.Club, &p.Region, &p.Rank, &p.Rating, &p.Licence, &p.Notes, &p.CheckedIn, &p.WithdrawnAfter, &p.JoinsRound, &p.FixedTable, &p.McMahonAdjust,
			&p.Surname, &p.GivenName, &p.EGFPin, &p.FFGLicence, &p.AGAID); err != nil {
			return nil, fmt.Errorf("read players: %w", err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// Player is the registered player with the given id, and whether there
// is one.
func (s *reads) Player(id int64) (tournament.Player, bool, error) {
	players, err := s.Players()
	if err != nil {
		return tournament.Player{}, false, err
	}
	for _, p := range players {
		if p.ID == id {
			return p, true, nil
		}
	}
	return tournament.Player{}, false, nil
}

// SaveRound stores the pairing of round n of a group, as given: its games
// (with the komi each is played with, and a result where the pairing gave
// one), its byes, and the players marked absent for the round. A pairing
// the round already had is replaced (its games' records go with them and
// come back on undo). The round is marked paired.
func (tx *Tx) SaveRound(groupID int64, n int, games []tournament.Game, byes []Bye, absent []int64) error {
	var roundID int64
	err := tx.tx.tx.QueryRow("SELECT id FROM rounds WHERE group_id = ? AND number = ?", groupID, n).Scan(&roundID)
	if errors.Is(err, sql.ErrNoRows) {
		roundID, err = tx.tx.insert("rounds", row{"group_id": groupID, "number": n})
	} else if err == nil {
		err = clearRound(tx.tx, roundID)
	}
	if err != nil {
		return fmt.Errorf("pair round %d: %w", n, err)
	}
	if err := tx.tx.update("rounds", roundID, row{"status": "paired",
		"paired_at": tx.s.opts.now().UTC().Format(time.RFC3339)}); err != nil {
		return err
	}
	for _, g := range games {
		if err := insertGame(tx.tx, roundID, g); err != nil {
			return fmt.Errorf("pair round %d table %d: %w", n, g.Table, err)
		}
	}
	for _, b := range byes {
		if _, err := tx.tx.insert("byes", row{"round_id": roundID, "player_id": b.Player, "points": b.Points}); err != nil {
			return fmt.Errorf("pair round %d bye: %w", n, err)
		}
	}
	for _, id := range absent {
		if _, err := tx.tx.insert("absences", row{"group_id": groupID, "round_no": n, "player_id": id}); err != nil {
			return fmt.Errorf("pair round %d absence: %w", n, err)
		}
	}
	return nil
}

// Bye is a player's bye in a round and the points it gives.
type Bye = tournament.Bye

// Games lists the games of round n of a group by table.
func (s *reads) Games(groupID int64, n int) ([]tournament.Game, error) {
	return s.games(n, "", groupID, n)
}

// gameColumns are the columns scanGame reads, games g joined to rounds r.
const gameColumns = `SELECT g.id, r.number, g.table_no, g.black_id, g.white_id, g.handicap, g.komi_quarters,
	coalesce(g.result, '') FROM games g JOIN rounds r ON r.id = g.round_id
	WHERE r.group_id = ? AND r.number = ?`

// games reads the games of round n of a group, in table and board order,
// that also meet the condition and (its arguments follow the group and
// round in args).
func (s *reads) games(n int, and string, args ...any) ([]tournament.Game, error) {
	rows, err := s.q.Query(gameColumns+and+" ORDER BY g.table_no, g.board", args...)
	if err != nil {
		return nil, fmt.Errorf("read round %d: %w", n, err)
	}
	defer rows.Close()
	var out []tournament.Game
	for rows.Next() {
		var g tournament.Game
		var res string
		if err := rows.Scan(&g.ID, &g.Round, &g.Table, &g.Black, &g.White, &g.Handicap, &g.Komi, &res); err != nil {
			return nil, fmt.Errorf("read round %d: %w", n, err)
		}
		g.Result = tournament.Result(res)
		out = append(out, g)
	}
	return out, rows.Err()
}

// SetResult records a game's result, as given (NoResult clears it).
func (tx *Tx) SetResult(gameID int64, r tournament.Result) error {
	var res any = string(r)
	if r == tournament.NoResult {
		res = nil
	}
	return tx.tx.update("games", gameID, row{"result": res})
}

// LatestRound is the highest round number of a group that has games, or 0.
func (s *reads) LatestRound(groupID int64) (int, error) {
	var n sql.NullInt64
	err := s.q.QueryRow(`SELECT max(r.number) FROM rounds r WHERE r.group_id = ?
		AND EXISTS (SELECT 1 FROM games g WHERE g.round_id = r.id)`, groupID).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("latest round: %w", err)
	}
	return int(n.Int64), nil
}

// SetCheckedIn records a player's check-in (签到), or takes it back.
func (tx *Tx) SetCheckedIn(playerID int64, in bool) error {
	return tx.tx.update("players", playerID, row{"checked_in": in})
}

// SetFixedTable gives a player a fixed table (0 removes it).
func (tx *Tx) SetFixedTable(playerID int64, table int) error {
	return tx.tx.update("players", playerID, row{"fixed_table": nullInt(table)})
}

// SetWithdrawn records that a player withdrew after round `after` (0:
// before the start).
func (tx *Tx) SetWithdrawn(playerID int64, after int) error {
	return tx.tx.update("players", playerID, row{"withdrawn_after": after})
}

// UpdatePlayer saves a player's registration details (names, club, rank,
// group, the round the player joins …), as given.
func (tx *Tx) UpdatePlayer(p tournament.Player) error {
	return tx.tx.update("players", p.ID, row{"name_zh": p.NameZh, "name_latin": p.NameLatin, "club": p.Club,
		"region": p.Region, "rank": p.Rank, "rating": nullInt(p.Rating), "group_id": nullID(p.GroupID),
		"joins_round": max(1, p.JoinsRound), "gender": p.Gender, "birth": p.Birth, "licence": p.Licence, "notes": p.Notes,
		"mms_adjust": p.McMahonAdjust, "surname": p.Surname, "given_name": p.GivenName,
		"egf_pin": p.EGFPin, "ffg_licence": p.FFGLicence, "aga_id": p.AGAID})
}

// SetRoundStatus sets a round's state ("published": posted on the wall,
// shown on the public display); ErrNoRow when the group has no round n.
func (tx *Tx) SetRoundStatus(groupID int64, n int, status string) error {
	var id int64
	err := tx.tx.tx.QueryRow("SELECT id FROM rounds WHERE group_id = ? AND number = ?", groupID, n).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("round %d: %w", n, ErrNoRow)
	}
	if err != nil {
		return err
	}
	return tx.tx.update("rounds", id, row{"status": status})
}

// RoundStatus is a round's state: unpaired, paired or published. A round
// without a game or a bye is unpaired, whatever an older file recorded.
func (s *reads) RoundStatus(groupID int64, n int) (string, error) {
	var st string
	var used bool
	err := s.q.QueryRow(`SELECT r.status, EXISTS (SELECT 1 FROM games WHERE round_id = r.id)
		OR EXISTS (SELECT 1 FROM byes WHERE round_id = r.id) OR EXISTS (SELECT 1 FROM team_matches WHERE round_id = r.id)
		FROM rounds r WHERE r.group_id = ? AND r.number = ?`, groupID, n).Scan(&st, &used)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && !used) {
		return "unpaired", nil
	}
	if err != nil {
		return "", fmt.Errorf("round %d status: %w", n, err)
	}
	return st, nil
}

// insertGame writes one game of a round with its result, if any, and the
// komi the game is played with.
func insertGame(tx *auditTx, roundID int64, g tournament.Game) error {
	var res any
	if g.Result != tournament.NoResult {
		res = string(g.Result)
	}
	_, err := tx.insert("games", row{"round_id": roundID, "table_no": g.Table, "black_id": g.Black, "white_id": g.White,
		"handicap": g.Handicap, "komi_quarters": int64(g.Komi), "result": res})
	return err
}
