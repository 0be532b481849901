package arbiter

import (
	"errors"
	"fmt"

	"weiqi-arbiter/domain/tournament"
)

// SetResult records the result of a game (NoResult clears it).
func (a *Arbiter) SetResult(gameID int64, r tournament.Result) error {
	return a.store.SetResult(gameID, r)
}

// RecordTimeLoss records, as a confirmed flag fall, that the game's Black
// (or White) player lost on time (超时负) — unless the game got a result
// meanwhile (on the Rounds screen, at a desk, from a slip): that result
// stands, nothing changes, and it is returned with recorded false. One
// transaction, one undo step.
func (a *Arbiter) RecordTimeLoss(gameID int64, blackLost bool) (recorded bool, current tournament.Result, err error) {
	r := tournament.LossOnTime(blackLost)
	err = a.store.SetResultAtDesk("", gameID, tournament.NoResult, r)
	var c interface {
		Conflict() (tournament.Result, bool)
	}
	if errors.As(err, &c) {
		if cur, ok := c.Conflict(); ok {
			return false, cur, nil
		}
	}
	if err != nil {
		return false, tournament.NoResult, fmt.Errorf("loss on time: %w", err)
	}
	return true, r, nil
}

// SetResultAt records the result of the game at a table of round n.
func (a *Arbiter) SetResultAt(groupID int64, n, table int, r tournament.Result) error {
	return a.store.SetResultAt(groupID, n, table, r)
}

// SetBoardResult records the result on one board of a team match.
func (a *Arbiter) SetBoardResult(groupID int64, n, match, board int, r tournament.Result) error {
	return a.store.SetBoardResult(groupID, n, match, board, r)
}

// Warn gives a player of a game a warning (警告); the second in a game loses
// it (SPEC §6). It reports whether the game was lost by it.
func (a *Arbiter) Warn(gameID int64, black bool) (bool, error) { return a.store.Warn(gameID, black) }

// AttachRecord stores a game's record (SGF).
func (a *Arbiter) AttachRecord(gameID int64, data []byte) error {
	return a.store.AttachRecord(gameID, data)
}

// DetachRecord removes a game's record.
func (a *Arbiter) DetachRecord(gameID int64) error { return a.store.DetachRecord(gameID) }
