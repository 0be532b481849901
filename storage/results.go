package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"weiqi-arbiter/domain/tournament"
)

// ErrResultChanged is a game whose result is no longer the one an entry
// was checked against (a list of results, a second desk's entry): someone
// entered it in the meantime.
var ErrResultChanged = errors.New("the game's result was changed meanwhile")

// SetResults records the results of many games as one action (one undo
// step): all of them or, on any error, none. As with SetResult, a counted
// result is the count on the board, and the warnings recorded on its game
// are applied to it. A game whose result is no longer From refuses the
// whole list (a *RoundError naming it, ErrResultChanged).
func (s *Store) SetResults(changes []tournament.ResultChange) error {
	st, err := s.Settings()
	if err != nil {
		return err
	}
	return s.write(context.Background(), "action.results_set", fmt.Sprint(len(changes)), func(tx *auditTx) error {
		for _, c := range changes {
			var have sql.NullString
			var round, table, bw, ww int
			err := tx.tx.QueryRow(`SELECT g.result, r.number, g.table_no, g.black_warnings, g.white_warnings
				FROM games g JOIN rounds r ON r.id = g.round_id WHERE g.id = ?`, c.GameID).Scan(&have, &round, &table, &bw, &ww)
			if errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("enter results: game %d: %w", c.GameID, ErrNoSuchGame)
			}
			if err != nil {
				return fmt.Errorf("enter results: %w", err)
			}
			if tournament.Result(have.String) != c.From {
				return &RoundError{Round: round, Table: table, Reason: ErrResultChanged}
			}
			var res any = string(c.To.Penalised(st.Rules, bw, ww))
			if c.To == tournament.NoResult {
				res = nil
			}
			if err := tx.update("games", c.GameID, row{"result": res}); err != nil {
				return err
			}
		}
		return nil
	})
}
