package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"weiqi-arbiter/domain/sgf"
)

// AttachRecord stores the game record (SGF, in any of the encodings the
// SGF reader knows) of a game, replacing an earlier one, as one action. A
// file that is not a game record the program accepts (sgf.CheckRecord: the
// same check as "sgf check", within sgf.MaxRecordSize) is refused and
// nothing changes.
func (s *Store) AttachRecord(gameID int64, data []byte) error {
	c, err := sgf.CheckRecord(data)
	if err != nil {
		return err
	}
	var old int64
	err = s.db.QueryRow("SELECT id FROM game_records WHERE game_id = ?", gameID).Scan(&old)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("attach record to game %d: %w", gameID, err)
	}
	return s.write(context.Background(), "action.record_attached", fmt.Sprint(gameID), func(tx *auditTx) error {
		if old != 0 {
			return tx.update("game_records", old, row{"sgf": c.String()})
		}
		_, err := tx.insert("game_records", row{"game_id": gameID, "sgf": c.String()})
		return err
	})
}

// DetachRecord removes a game's record as one action.
func (s *Store) DetachRecord(gameID int64) error {
	return s.write(context.Background(), "action.record_detached", fmt.Sprint(gameID), func(tx *auditTx) error {
		return tx.removeWhere("game_records", "SELECT id FROM game_records WHERE game_id = ?", gameID)
	})
}

// Record returns the SGF of a game's record (UTF-8) and whether it has one.
func (s *reads) Record(gameID int64) (string, bool, error) {
	var text string
	err := s.q.QueryRow("SELECT sgf FROM game_records WHERE game_id = ?", gameID).Scan(&text)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("read record of game %d: %w", gameID, err)
	}
	return text, true, nil
}

// Recorded lists the games of a group that have a record, by game id.
func (s *reads) Recorded(groupID int64) (map[int64]bool, error) {
	ids, err := s.idSet(`SELECT gr.game_id FROM game_records gr JOIN games g ON g.id = gr.game_id
		JOIN rounds r ON r.id = g.round_id WHERE r.group_id = ?`, groupID)
	if err != nil {
		return nil, fmt.Errorf("read game records: %w", err)
	}
	return ids, nil
}
