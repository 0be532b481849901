package arbiter

import (
	"errors"
	"fmt"

	"weiqi-arbiter/domain/sgf"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

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

// ResultEntry is a result entered for one game, by any front end: the
// window's quick entry or a board's list, the command line's "result
// set", a second desk, a flag fall confirmed at the clock.
type ResultEntry struct {
	// The game: by its id, or (Game 0) by its table in round Round of
	// Group, and its board in a team match (Board 0: the table's game).
	Game                int64
	Group               int64
	Round, Table, Board int

	Result tournament.Result // as entered: a margin is the count on the board (NoResult clears the result)

	// Overwrite lets the entry replace a different result the game has:
	// asked for in the window, --overwrite on the command line, "replace"
	// at a desk. Without it such an entry is refused (*ResultExistsError).
	Overwrite bool
	// Replacing, when not NoResult, is the result the arbiter saw and
	// agreed to replace: a game whose result is something else by now is
	// left alone (a *VenueError, ErrResultChanged, naming what it is).
	Replacing tournament.Result
	// Desk is the second desk that entered it ("" the window or the
	// command line), named in the audit log.
	Desk string
}

// Entered is what an entry did.
type Entered struct {
	Game     tournament.Game   // the game, with its result as stored
	Previous tournament.Result // the result it had before
	// Repair is the next round of the game's group when it is paired
	// already and would now be paired differently (pairing.Changed): an
	// entry in an earlier round. 0 when there is none.
	Repair int
}

// ResultExistsError refuses an entry over a different result the game
// already has, when the entry does not overwrite.
type ResultExistsError struct {
	Round, Table     int
	Current, Entered tournament.Result
}

func (e *ResultExistsError) Error() string {
	return fmt.Sprintf("round %d table %d already has the result %s", e.Round, e.Table, e.Current)
}

// MessageKey names the error's message for translation.
func (e *ResultExistsError) MessageKey() (key, english string, args map[string]any) {
	return "error.result.exists", "Round {{.Round}} table {{.Table}} already has the result {{.Current}}: nothing was entered.",
		map[string]any{"Round": e.Round, "Table": e.Table, "Current": string(e.Current), "CurrentZh": e.Current.Chinese(),
			"Entered": string(e.Entered), "EnteredZh": e.Entered.Chinese()}
}

// EnterResult records the result of a game, as one action, with the one
// policy of every front end: a counted result (a margin) is the count on
// the board and the game's warnings are applied to it (2002, SPEC §4.7);
// a game whose result a withdrawal decided takes no other result
// (*HeldResultError, asked first: only undoing the withdrawal changes it);
// an entry that changes another result already entered needs Overwrite
// (and, with Replacing, that result still to be there); the game's
// reports from the tables not yet dealt with are set aside, since the
// game has its result. It says what the entry did, and whether the next
// round, paired already, would now be paired differently.
func (a *Arbiter) EnterResult(e ResultEntry) (Entered, error) {
	var out Entered
	err := a.store.Update(storage.Change{What: "action.result_set", Desk: e.Desk}, func(tx *storage.Tx) error {
		g, err := entryGame(tx, e)
		if err != nil {
			return err
		}
		r, err := penalised(tx, g, e.Result)
		if err != nil {
			return err
		}
		if err := heldGame(tx, g, r); err != nil {
			return err
		}
		out.Previous = g.Result
		if g.Result != tournament.NoResult && g.Result != r {
			if !e.Overwrite {
				return &ResultExistsError{Round: g.Round, Table: g.Table, Current: g.Result, Entered: r}
			}
			if e.Replacing != tournament.NoResult && g.Result != e.Replacing {
				return &VenueError{Reason: ErrResultChanged, Current: g.Result}
			}
		}
		if err := tx.SetDetail(string(r)); err != nil {
			return err
		}
		if err := tx.SetResult(g.ID, r); err != nil {
			return err
		}
		g.Result = r
		out.Game = g.Game
		return settleReports(tx, g.ID, 0)
	})
	if err != nil {
		return Entered{}, err
	}
	if out.Previous != out.Game.Result {
		// The entry is made: a reading that fails here only leaves the
		// question unanswered (the Rounds screen asks again on pairing).
		out.Repair, _ = a.repair(out.Game)
	}
	return out, nil
}

// entryGame is the game an entry names.
func entryGame(tx *storage.Tx, e ResultEntry) (storage.GameRow, error) {
	id := e.Game
	if id == 0 {
		var err error
		if e.Board > 0 {
			id, err = boardGame(tx, e.Group, e.Round, e.Table, e.Board)
		} else {
			var at tournament.Game
			at, err = gameAt(tx, e.Group, e.Round, e.Table)
			id = at.ID
		}
		if err != nil {
			return storage.GameRow{}, err
		}
	}
	return game(tx, id)
}

// repair is the round after the game's when that round is paired already
// and would now be paired differently, else 0.
func (a *Arbiter) repair(game tournament.Game) (int, error) {
	row, ok, err := a.store.Game(game.ID)
	if err != nil || !ok || row.Board > 0 {
		return 0, err // a team match's pairing does not follow from one board
	}
	latest, err := a.store.LatestRound(row.Group)
	if err != nil || latest <= game.Round {
		return 0, err
	}
	g, err := a.GroupByID(row.Group)
	if err != nil {
		return 0, err
	}
	if changed, err := a.PairingChanged(g, game.Round+1); err != nil || !changed {
		return 0, err
	}
	return game.Round + 1, nil
}

// SetResult records the result of a game as the arbiter's own correction,
// over any result it has (EnterResult, overwriting).
func (a *Arbiter) SetResult(gameID int64, r tournament.Result) error {
	_, err := a.EnterResult(ResultEntry{Game: gameID, Result: r, Overwrite: true})
	return err
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
	return tournament.Game{}, &RoundError{Round: n, Table: table, Reason: ErrNoSuchGame}
}

// SetResultAt records the result of the game at a table of round n as the
// arbiter's own correction, over any result it has.
func (a *Arbiter) SetResultAt(groupID int64, n, table int, r tournament.Result) error {
	_, err := a.EnterResult(ResultEntry{Group: groupID, Round: n, Table: table, Result: r, Overwrite: true})
	return err
}

// SetBoardResult records the result on one board of a team match (the
// match by its table) as the arbiter's own correction, over any result it
// has.
func (a *Arbiter) SetBoardResult(groupID int64, n, match, board int, r tournament.Result) error {
	_, err := a.EnterResult(ResultEntry{Group: groupID, Round: n, Table: match, Board: board, Result: r, Overwrite: true})
	return err
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
	return 0, &RoundError{Round: n, Table: match, Reason: ErrNoSuchGame}
}

// RecordTimeLoss records, as a confirmed flag fall, that the game's Black
// (or White) player lost on time (超时负) — unless the game got a result
// meanwhile (on the Rounds screen, at a desk, from a slip): that result
// stands, nothing changes, and it is returned with recorded false. One
// transaction, one undo step.
func (a *Arbiter) RecordTimeLoss(gameID int64, blackLost bool) (recorded bool, current tournament.Result, err error) {
	r := tournament.LossOnTime(blackLost)
	e, err := a.EnterResult(ResultEntry{Game: gameID, Result: r})
	var exists *ResultExistsError
	if errors.As(err, &exists) {
		return false, exists.Current, nil
	}
	if err != nil {
		return false, tournament.NoResult, fmt.Errorf("loss on time: %w", err)
	}
	if e.Previous != tournament.NoResult {
		return false, e.Previous, nil
	}
	return true, r, nil
}

// Warn gives a player of a game a warning (警告) as one action; a second
// warning in the game turns it into a loss for that player, with the
// reason recorded (SPEC §6), and under 2002 a warning given after a
// counted result costs that player a stone (SPEC §4.7). A game whose
// result a withdrawal decided takes no warning (*HeldResultError): it was
// not played. It reports whether the game was lost by it.
func (a *Arbiter) Warn(gameID int64, black bool) (bool, error) {
	var lost bool
	err := a.store.Update(storage.Change{What: "action.warning", Detail: fmt.Sprint(gameID)}, func(tx *storage.Tx) error {
		g, err := game(tx, gameID)
		if err != nil {
			return err
		}
		if err := heldByWithdrawal(tx, g); err != nil {
			return err
		}
		side := 1
		if black {
			side = 0
		}
		var result tournament.Result
		g.Warnings[side], result, lost = tournament.Warned(g.Result, g.Warnings[side], black)
		if lost {
			// The game has its result: reports from its table are set aside.
			g.Result, g.EndedBy = result, "warnings"
			if err := settleReports(tx, g.ID, 0); err != nil {
				return err
			}
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

// AttachRecord stores a game's record (SGF, in any of the encodings the
// SGF reader knows), replacing an earlier one, as one action. A file that
// is not a game record the program accepts (sgf.CheckRecord: the same
// check as "sgf check", within sgf.MaxRecordSize) is refused and nothing
// changes.
func (a *Arbiter) AttachRecord(gameID int64, data []byte) error {
	c, err := sgf.CheckRecord(data)
	if err != nil {
		return err
	}
	return a.store.Update(storage.Change{What: "action.record_attached", Detail: fmt.Sprint(gameID)}, func(tx *storage.Tx) error {
		if _, err := game(tx, gameID); err != nil {
			return err
		}
		return tx.SetRecord(gameID, c.String())
	})
}

// DetachRecord removes a game's record, as one action.
func (a *Arbiter) DetachRecord(gameID int64) error {
	return a.store.Update(storage.Change{What: "action.record_detached", Detail: fmt.Sprint(gameID)}, func(tx *storage.Tx) error {
		return tx.RemoveRecord(gameID)
	})
}
