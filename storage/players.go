package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"weiqi-arbiter/domain/scoring"
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

// AddPlayer registers a player and returns the new id.
func (s *Store) AddPlayer(p tournament.Player) (int64, error) {
	var id int64
	err := s.write(context.Background(), "action.player_added", p.Name(), func(tx *auditTx) error {
		var err error
		id, err = s.insertPlayer(tx, p)
		return err
	})
	return id, err
}

// ImportPlayers registers a list of players as one action (one undo step):
// all of them or, on any error, none.
func (s *Store) ImportPlayers(ps []tournament.Player) error {
	return s.write(context.Background(), "action.players_imported", fmt.Sprint(len(ps)), func(tx *auditTx) error {
		for _, p := range ps {
			if _, err := s.insertPlayer(tx, p); err != nil {
				return fmt.Errorf("import %s: %w", p.Name(), err)
			}
		}
		return nil
	})
}

func (s *Store) insertPlayer(tx *auditTx, p tournament.Player) (int64, error) {
	p, err := p.Clean()
	if err != nil {
		return 0, err
	}
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
func (s *Store) Players() ([]tournament.Player, error) {
	rows, err := s.db.Query(`SELECT id, coalesce(group_id, 0), name_zh, name_latin, gender, birth,
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

// SavePairing stores the games (and byes) of round number n of a group as
// one action, after a backup of the file (a pairing is the moment an arbiter
// most wants to be able to go back to). A pairing the round already has is
// replaced in the same transaction, so that one undo brings it back and a
// failure leaves it as it was. Games may carry a result already (forfeits
// against a player who withdrew). A pairing with no game and no bye is
// refused: a round without games is never paired.
func (s *Store) SavePairing(groupID int64, n int, komi scoring.Stones, games []tournament.Game, byes ...Bye) error {
	return s.savePairingAbsent(groupID, n, komi, games, byes, nil)
}

// savePairingAbsent is SavePairing that also marks the given players absent
// for the round, in the same action.
func (s *Store) savePairingAbsent(groupID int64, n int, komi scoring.Stones, games []tournament.Game, byes []Bye, absent []int64) error {
	if len(games) == 0 && len(byes) == 0 {
		return &RoundError{Round: n, Reason: ErrEmptyPairing}
	}
	if _, err := s.Backup(fmt.Sprintf("round%d", n)); err != nil {
		return fmt.Errorf("pair round %d: backup: %w", n, err)
	}
	return s.write(context.Background(), "action.round_paired", fmt.Sprint(n), func(tx *auditTx) error {
		return s.writeRound(tx, groupID, n, komi, games, byes, absent)
	})
}

// writeRound stores, inside an action, round n's games and byes in place
// of those it had, and marks the players absent for it.
func (s *Store) writeRound(tx *auditTx, groupID int64, n int, komi scoring.Stones, games []tournament.Game, byes []Bye, absent []int64) error {
	var roundID int64
	err := tx.tx.QueryRow("SELECT id FROM rounds WHERE group_id = ? AND number = ?", groupID, n).Scan(&roundID)
	if errors.Is(err, sql.ErrNoRows) {
		roundID, err = tx.insert("rounds", row{"group_id": groupID, "number": n})
	} else if err == nil {
		err = clearRound(tx, roundID)
	}
	if err != nil {
		return fmt.Errorf("pair round %d: %w", n, err)
	}
	if err := tx.update("rounds", roundID, row{"status": "paired",
		"paired_at": s.opts.now().UTC().Format(time.RFC3339)}); err != nil {
		return err
	}
	for _, g := range games {
		if err := insertGame(tx, roundID, g, komi); err != nil {
			return fmt.Errorf("pair round %d table %d: %w", n, g.Table, err)
		}
	}
	for _, b := range byes {
		if _, err := tx.insert("byes", row{"round_id": roundID, "player_id": b.Player, "points": b.Points}); err != nil {
			return fmt.Errorf("pair round %d bye: %w", n, err)
		}
	}
	for _, id := range absent {
		if _, err := tx.insert("absences", row{"group_id": groupID, "round_no": n, "player_id": id}); err != nil {
			return fmt.Errorf("pair round %d absence: %w", n, err)
		}
	}
	return nil
}

// Bye is a player's bye in a round and the points it gives.
type Bye = tournament.Bye

// Games lists the games of round n of a group by table.
func (s *Store) Games(groupID int64, n int) ([]tournament.Game, error) {
	return s.games(n, "", groupID, n)
}

// gameColumns are the columns scanGame reads, games g joined to rounds r.
const gameColumns = `SELECT g.id, r.number, g.table_no, g.black_id, g.white_id, g.handicap, g.komi_quarters,
	coalesce(g.result, '') FROM games g JOIN rounds r ON r.id = g.round_id
	WHERE r.group_id = ? AND r.number = ?`

// games reads the games of round n of a group, in table and board order,
// that also meet the condition and (its arguments follow the group and
// round in args).
func (s *Store) games(n int, and string, args ...any) ([]tournament.Game, error) {
	rows, err := s.db.Query(gameColumns+and+" ORDER BY g.table_no, g.board", args...)
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

// penalised is r as the game's result: a margin typed is the count on the
// board, and the game's warnings are applied to it (2002: one stone each,
// SPEC §4.7); any other result is r.
func (s *Store) penalised(gameID int64, r tournament.Result) (tournament.Result, error) {
	if _, counted := r.Margin(); !counted {
		return r, nil
	}
	st, err := s.Settings()
	if err != nil {
		return r, err
	}
	bw, ww, err := s.Warnings(gameID)
	if err != nil {
		return r, err
	}
	return r.Penalised(st.Rules, bw, ww), nil
}

// SetResult records the result of one game as one durable action. A counted
// result (a margin) is taken as the count on the board, and the warnings
// recorded on the game are applied to it (tournament.Result.Penalised).
func (s *Store) SetResult(gameID int64, r tournament.Result) error {
	r, err := s.penalised(gameID, r)
	if err != nil {
		return err
	}
	var res any = string(r)
	if r == tournament.NoResult {
		res = nil
	}
	return s.write(context.Background(), "action.result_set", string(r), func(tx *auditTx) error {
		return tx.update("games", gameID, row{"result": res})
	})
}

// LatestRound is the highest round number of a group that has games, or 0.
func (s *Store) LatestRound(groupID int64) (int, error) {
	var n sql.NullInt64
	err := s.db.QueryRow(`SELECT max(r.number) FROM rounds r WHERE r.group_id = ?
		AND EXISTS (SELECT 1 FROM games g WHERE g.round_id = r.id)`, groupID).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("latest round: %w", err)
	}
	return int(n.Int64), nil
}

// SetCheckedIn records a player's check-in (签到) as one action.
func (s *Store) SetCheckedIn(playerID int64, in bool) error {
	return s.write(context.Background(), "action.checked_in", fmt.Sprint(playerID), func(tx *auditTx) error {
		return tx.update("players", playerID, row{"checked_in": in})
	})
}

// SetCheckedInMany records the check-in of several players (or takes it
// back) as one action: "check in all" is one undo step.
func (s *Store) SetCheckedInMany(playerIDs []int64, in bool) error {
	return s.write(context.Background(), "action.checked_in_many", fmt.Sprint(len(playerIDs)), func(tx *auditTx) error {
		for _, id := range playerIDs {
			if err := tx.update("players", id, row{"checked_in": in}); err != nil {
				return err
			}
		}
		return nil
	})
}

// SetFixedTable gives a player a fixed table (0 removes it) as one action.
func (s *Store) SetFixedTable(playerID int64, table int) error {
	return s.write(context.Background(), "action.fixed_table", fmt.Sprint(playerID), func(tx *auditTx) error {
		return tx.update("players", playerID, row{"fixed_table": nullInt(table)})
	})
}

// UpdatePlayer saves a player's registration details as one action.
func (s *Store) UpdatePlayer(p tournament.Player) error {
	p, err := p.Clean()
	if err != nil {
		return err
	}
	return s.write(context.Background(), "action.player_edited", p.Name(), func(tx *auditTx) error {
		return tx.update("players", p.ID, row{"name_zh": p.NameZh, "name_latin": p.NameLatin, "club": p.Club,
			"region": p.Region, "rank": p.Rank, "rating": nullInt(p.Rating), "group_id": nullID(p.GroupID),
			"joins_round": max(1, p.JoinsRound), "gender": p.Gender, "birth": p.Birth, "licence": p.Licence, "notes": p.Notes,
			"mms_adjust": p.McMahonAdjust, "surname": p.Surname, "given_name": p.GivenName,
			"egf_pin": p.EGFPin, "ffg_licence": p.FFGLicence, "aga_id": p.AGAID})
	})
}

// PublishRound marks a round as published (posted on the wall, shown on the
// public display) as one action.
func (s *Store) PublishRound(groupID int64, n int) error {
	var id int64
	if err := s.db.QueryRow("SELECT id FROM rounds WHERE group_id = ? AND number = ?", groupID, n).Scan(&id); err != nil {
		return fmt.Errorf("publish round %d: %w", n, ErrNoSuchGame)
	}
	return s.write(context.Background(), "action.round_published", fmt.Sprint(n), func(tx *auditTx) error {
		return tx.update("rounds", id, row{"status": "published"})
	})
}

// UnpublishRound takes a published round back to paired (off the hall's
// pages and the display) as one action.
func (s *Store) UnpublishRound(groupID int64, n int) error {
	var id int64
	if err := s.db.QueryRow("SELECT id FROM rounds WHERE group_id = ? AND number = ?", groupID, n).Scan(&id); err != nil {
		return fmt.Errorf("unpublish round %d: %w", n, ErrNoSuchGame)
	}
	return s.write(context.Background(), "action.round_unpublished", fmt.Sprint(n), func(tx *auditTx) error {
		return tx.update("rounds", id, row{"status": "paired"})
	})
}

// RoundStatus is a round's state: unpaired, paired or published. A round
// without a game or a bye is unpaired, whatever an older file recorded.
func (s *Store) RoundStatus(groupID int64, n int) (string, error) {
	var st string
	var used bool
	err := s.db.QueryRow(`SELECT r.status, EXISTS (SELECT 1 FROM games WHERE round_id = r.id)
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
// komi the game is played with (tournament.GameKomi).
func insertGame(tx *auditTx, roundID int64, g tournament.Game, komi scoring.Stones) error {
	var res any
	if g.Result != tournament.NoResult {
		res = string(g.Result)
	}
	_, err := tx.insert("games", row{"round_id": roundID, "table_no": g.Table, "black_id": g.Black, "white_id": g.White,
		"handicap": g.Handicap, "komi_quarters": int64(tournament.GameKomi(komi, g.Handicap)), "result": res})
	return err
}
