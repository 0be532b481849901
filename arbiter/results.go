package arbiter

import (
	"errors"
	"fmt"

	"weiqi-arbiter/domain/tournament"
)

// SetResult records the result of a game (NoResult clears it). A game
// whose result a withdrawal decided is refused (*HeldResultError).
func (a *Arbiter) SetResult(gameID int64, r tournament.Result) error {
	if err := a.heldGame(gameID, r); err != nil {
		return err
	}
	return a.store.SetResult(gameID, r)
}

// RecordTimeLoss records, as a confirmed flag fall, that the game's Black
// (or White) player lost on time (超时负) — unless the game got a result
// meanwhile (on the Rounds screen, at a desk, from a slip): that result
// stands, nothing changes, and it is returned with recorded false. One
// transaction, one undo step.
func (a *Arbiter) RecordTimeLoss(gameID int64, blackLost bool) (recorded bool, current tournament.Result, err error) {
	r := tournament.LossOnTime(blackLost)
	if err := a.heldGame(gameID, r); err != nil {
		return false, tournament.NoResult, fmt.Errorf("loss on time: %w", err)
	}
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

// SetResultAt records the result of the game at a table of round n (a
// game whose result a withdrawal decided is refused, as by SetResult).
func (a *Arbiter) SetResultAt(groupID int64, n, table int, r tournament.Result) error {
	if game, err := a.store.GameAt(groupID, n, table); err == nil {
		if err := a.heldGame(game.ID, r); err != nil {
			return err
		}
	}
	return a.store.SetResultAt(groupID, n, table, r)
}

// SetBoardResult records the result on one board of a team match (a board
// whose result a withdrawal decided is refused, as by SetResult).
func (a *Arbiter) SetBoardResult(groupID int64, n, match, board int, r tournament.Result) error {
	matches, err := a.store.TeamMatches(groupID)
	if err != nil {
		return err
	}
	for _, m := range matches {
		if m.Round != n || m.Number != match {
			continue
		}
		for _, b := range m.Boards {
			if b.Board == board {
				if err := a.heldGame(b.ID, r); err != nil {
					return err
				}
			}
		}
	}
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
