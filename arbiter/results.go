package arbiter

import (
	"errors"
	"fmt"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// resultChange is the action of entering one result, at a desk or not.
func resultChange(desk string) storage.Change {
	return storage.Change{What: "action.result_set", Desk: desk}
}

// game is the game with the given id, read inside a unit of work.
func game(tx *storage.Tx, id int64) (storage.GameRow, error) {
	g, ok, err := tx.Game(id)
	if err == nil && !ok {
		err = &NotFoundError{What: "game", ID: id}
	}
	return g, err
}

// penalised is r as the game's result: a margin typed is the count on the
// board, and the game's warnings are applied to it (2002: one stone each,
// SPEC §4.7; tournament.Result.Penalised); any other result is r.
func penalised(tx *storage.Tx, g storage.GameRow, r tournament.Result) (tournament.Result, error) {
	if _, counted := r.Margin(); !counted {
		return r, nil
	}
	st, err := tx.Settings()
	if err != nil {
		return r, err
	}
	return r.Penalised(st.Rules, g.Warnings[0], g.Warnings[1]), nil
}

// setResult records r, with the game's warnings applied, as the game's
// result, and names it in the audit log.
func setResult(tx *storage.Tx, g storage.GameRow, r tournament.Result) (tournament.Result, error) {
	r, err := penalised(tx, g, r)
	if err != nil {
		return r, err
	}
	if err := tx.SetDetail(string(r)); err != nil {
		return r, err
	}
	return r, tx.SetResult(g.ID, r)
}

// SetResult records the result of a game (NoResult clears it). A counted
// result (a margin) is taken as the count on the board, and the warnings
// recorded on the game are applied to it.
func (a *Arbiter) SetResult(gameID int64, r tournament.Result) error {
	return a.store.Update(resultChange(""), func(tx *storage.Tx) error {
		g, err := game(tx, gameID)
		if err != nil {
			return err
		}
		_, err = setResult(tx, g, r)
		return err
	})
}

// GameAt is the game at a table of round n of a group (the first board of
// a team match's table).
func (a *Arbiter) GameAt(groupID int64, n, table int) (tournament.Game, error) {
	return gameAt(a.store, groupID, n, table)
}

// gameAt is the game at a table of round n, read from the file or inside
// a unit of work.
func gameAt(r interface {
	Games(groupID int64, n int) ([]tournament.Game, error)
}, groupID int64, n, table int) (tournament.Game, error) {
	games, err := r.Games(groupID, n)
	if err != nil {
		return tournament.Game{}, err
	}
	for _, g := range games {
		if g.Table == table {
			return g, nil
		}
	}
	return tournament.Game{}, &storage.RoundError{Round: n, Table: table, Reason: storage.ErrNoSuchGame}
}

// SetResultAt records the result of the game at a table of round n.
func (a *Arbiter) SetResultAt(groupID int64, n, table int, r tournament.Result) error {
	return a.store.Update(resultChange(""), func(tx *storage.Tx) error {
		at, err := gameAt(tx, groupID, n, table)
		if err != nil {
			return err
		}
		g, err := game(tx, at.ID)
		if err != nil {
			return err
		}
		_, err = setResult(tx, g, r)
		return err
	})
}

// SetBoardResult records the result on one board of a team match (the
// match by its table).
func (a *Arbiter) SetBoardResult(groupID int64, n, match, board int, r tournament.Result) error {
	return a.store.Update(resultChange(""), func(tx *storage.Tx) error {
		id, err := boardGame(tx, groupID, n, match, board)
		if err != nil {
			return err
		}
		g, err := game(tx, id)
		if err != nil {
			return err
		}
		_, err = setResult(tx, g, r)
		return err
	})
}

// boardGame is the id of the game on a board of a match (by its table)
// of round n.
func boardGame(tx *storage.Tx, groupID int64, n, match, board int) (int64, error) {
	matches, err := tx.TeamMatches(groupID)
	if err != nil {
		return 0, err
	}
	for _, m := range matches {
		if m.Round != n || m.Number != match {
			continue
		}
		for _, b := range m.Boards {
			if b.Board == board {
				return b.ID, nil
			}
		}
	}
	return 0, &storage.RoundError{Round: n, Table: match, Reason: storage.ErrNoSuchGame}
}

// RecordTimeLoss records, as a confirmed flag fall, that the game's Black
// (or White) player lost on time (超时负) — unless the game got a result
// meanwhile (on the Rounds screen, at a desk, from a slip): that result
// stands, nothing changes, and it is returned with recorded false. One
// transaction, one undo step.
func (a *Arbiter) RecordTimeLoss(gameID int64, blackLost bool) (recorded bool, current tournament.Result, err error) {
	r := tournament.LossOnTime(blackLost)
	err = a.SetResultAtDesk("", gameID, tournament.NoResult, r)
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

// Warn gives a player of a game a warning (警告) as one action; a second
// warning in the game turns it into a loss for that player, with the
// reason recorded (SPEC §6), and under 2002 a warning given after a
// counted result costs that player a stone (SPEC §4.7). It reports whether
// the game was lost by it.
func (a *Arbiter) Warn(gameID int64, black bool) (bool, error) {
	var lost bool
	err := a.store.Update(storage.Change{What: "action.warning", Detail: fmt.Sprint(gameID)}, func(tx *storage.Tx) error {
		g, ok, err := tx.Game(gameID)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("warn: %w", storage.ErrNoSuchGame)
		}
		side := 1
		if black {
			side = 0
		}
		var result tournament.Result
		g.Warnings[side], result, lost = tournament.Warned(g.Result, g.Warnings[side], black)
		if lost {
			g.Result, g.EndedBy = result, "warnings"
		} else if _, counted := result.Margin(); counted {
			st, err := tx.Settings()
			if err != nil {
				return err
			}
			one := [2]int{}
			one[side] = 1
			g.Result = result.Penalised(st.Rules, one[0], one[1])
		}
		return tx.SaveGame(g)
	})
	return lost, err
}

// AttachRecord stores a game's record (SGF).
func (a *Arbiter) AttachRecord(gameID int64, data []byte) error {
	return a.store.AttachRecord(gameID, data)
}

// DetachRecord removes a game's record.
func (a *Arbiter) DetachRecord(gameID int64) error { return a.store.DetachRecord(gameID) }
