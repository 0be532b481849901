package storage

import (
	"database/sql"
	"errors"
	"fmt"
)

// SetRecord stores the record (SGF, UTF-8) of a game, as given,
// replacing an earlier one.
func (tx *Tx) SetRecord(gameID int64, sgf string) error {
	var old int64
	err := tx.tx.tx.QueryRow("SELECT id FROM game_records WHERE game_id = ?", gameID).Scan(&old)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("attach record to game %d: %w", gameID, err)
	}
	if old != 0 {
		return tx.tx.update("game_records", old, row{"sgf": sgf})
	}
	_, err = tx.tx.insert("game_records", row{"game_id": gameID, "sgf": sgf})
	return err
}

// RemoveRecord removes a game's record.
func (tx *Tx) RemoveRecord(gameID int64) error {
	return tx.tx.removeWhere("game_records", "SELECT id FROM game_records WHERE game_id = ?", gameID)
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
