package arbiter

import (
	"fmt"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// HeldResultError refuses a result typed on a game whose result a
// withdrawal decided (pairing.HeldByWithdrawal): a game voided because the
// player left a round robin before half of it, or the forfeit of a round
// after a withdrawal. Only undoing the withdrawal may change it.
type HeldResultError struct {
	Name         string // who withdrew (a player, or a team)
	After        int    // the round he withdrew after
	Round, Table int
	Void         bool // the game is void (SPEC §9.2), not a forfeit
}

func (e *HeldResultError) Error() string {
	what := "a forfeit"
	if e.Void {
		what = "void"
	}
	return fmt.Sprintf("round %d table %d is %s: %s withdrew after round %d; undo the withdrawal first", e.Round, e.Table, what, e.Name, e.After)
}

// MessageKey names the error's message for translation.
func (e *HeldResultError) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Name": e.Name, "After": e.After, "Round": e.Round, "Table": e.Table}
	if e.Void {
		return "result.held_void", "Round {{.Round}} table {{.Table}} is void: {{.Name}} withdrew after round {{.After}} having played fewer than half of the round robin, so all his results are void (SPEC §9.2). To enter a result, undo the withdrawal first (Undo in the window, undo on the command line).", args
	}
	return "result.held_forfeit", "Round {{.Round}} table {{.Table}} is a forfeit because {{.Name}} withdrew after round {{.After}} (SPEC §9). To enter a result, undo the withdrawal first (Undo in the window, undo on the command line).", args
}

// held refuses the result r on a game of the field when a withdrawal
// decided its result; giving it the result it has changes nothing and is
// let through.
func held(f pairing.Field, game tournament.Game, r tournament.Result) error {
	if r == game.Result {
		return nil
	}
	if h, ok := pairing.HeldByWithdrawal(f, game); ok {
		return heldError(h, game)
	}
	return nil
}

func heldError(h pairing.Held, game tournament.Game) *HeldResultError {
	return &HeldResultError{Name: h.Player.Name(), After: h.Player.WithdrawnAfter, Round: game.Round, Table: game.Table, Void: h.Void}
}

// heldReader is what deciding whether a withdrawal holds a game's result
// reads, from the file or inside a unit of work.
type heldReader interface {
	groupReader
	Groups() ([]tournament.Group, error)
	Teams(groupID int64) ([]team.Team, error)
	TeamMatches(groupID int64) ([]team.Match, error)
}

// CheckResult says, without entering it, whether the result r may be
// entered on the game: a *HeldResultError when a withdrawal decided the
// game's result (for a front end to refuse before asking anything else).
// EnterResult asks the same inside its unit of work.
func (a *Arbiter) CheckResult(gameID int64, r tournament.Result) error {
	g, ok, err := a.store.Game(gameID)
	if err != nil {
		return err
	}
	if !ok {
		return &NotFoundError{What: "game", ID: gameID}
	}
	return heldGame(a.store, g, r)
}

// heldGame is held for a game as the file holds it, read with its group:
// for a board of a team match, also when one of the match's teams
// withdrew before the round.
func heldGame(r heldReader, game storage.GameRow, res tournament.Result) error {
	if res == game.Result {
		return nil
	}
	return heldByWithdrawal(r, game)
}

// heldByWithdrawal is a *HeldResultError when a withdrawal decided the
// game's result, whatever is asked of it: nothing but undoing the
// withdrawal changes such a game, not a result, not a warning.
func heldByWithdrawal(r heldReader, game storage.GameRow) error {
	g, err := groupByID(r, game.Group)
	if err != nil {
		return err
	}
	f, err := field(r, g)
	if err != nil {
		return err
	}
	if h, ok := pairing.HeldByWithdrawal(f, game.Game); ok {
		return heldError(h, game.Game)
	}
	if !g.TeamEvent {
		return err
	}
	teams, err := r.Teams(g.ID)
	if err != nil {
		return err
	}
	matches, err := r.TeamMatches(g.ID)
	if err != nil {
		return err
	}
	for _, m := range matches {
		for _, b := range m.Boards {
			if b.ID != game.ID {
				continue
			}
			if t, ok := team.WithdrawnTeam(teams, m); ok {
				return &HeldResultError{Name: t.Name, After: t.WithdrawnAfter, Round: m.Round, Table: m.Number}
			}
		}
	}
	return nil
}
