package arbiter

import (
	"errors"
	"fmt"
	"maps"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

// NotFoundError says that a group, player, team or game the front end named
// is not in the tournament.
type NotFoundError struct {
	What string // "group", "player", "team", "game"
	ID   int64
}

func (e *NotFoundError) Error() string { return fmt.Sprintf("no %s %d", e.What, e.ID) }

// MessageKey names the error's message for translation.
func (e *NotFoundError) MessageKey() (key, english string, args map[string]any) {
	return "error.not_found." + e.What, "There is no " + e.What + " {{.ID}} in this tournament.", map[string]any{"ID": e.ID}
}

// Why a round, a table or a game refuses what was asked.
var (
	// ErrRoundHasResults is a round that already has results: it is not
	// paired again, nor unpaired.
	ErrRoundHasResults = pairing.ErrRoundHasResults
	// ErrEmptyPairing is a pairing with no game and no bye: a round without
	// games is never paired.
	ErrEmptyPairing = tournament.NewRefusal("the pairing has no game",
		"error.round.empty_pairing", "Round {{.Round}} has nobody to pair: no game was made.")
	// ErrNoSuchGame is a table the round does not have.
	ErrNoSuchGame = tournament.NewRefusal("no such game",
		"error.round.no_table", "Round {{.Round}} has no table {{.Table}}.")
	// ErrHasResult is a game whose players or colours would change after
	// its result was entered.
	ErrHasResult = tournament.NewRefusal("the game already has a result",
		"error.game.has_result", "Round {{.Round}} table {{.Table}} already has a result: its players and colours stay as they are.")
)

// RoundError says which round or table a use case could not use, and why:
// a refusal of the rules (pairing, team events) or of the use case, said
// in the user's language with the round and table it names.
type RoundError struct {
	Round, Table int
	Reason       error
}

func (e *RoundError) Error() string {
	if e.Table > 0 {
		return fmt.Sprintf("round %d table %d: %v", e.Round, e.Table, e.Reason)
	}
	return fmt.Sprintf("round %d: %v", e.Round, e.Reason)
}

func (e *RoundError) Unwrap() error { return e.Reason }

// MessageKey names the error's message for translation: the reason's own
// message (every refusal of the domain carries one), with the round and
// table filled in; a reason without a message is shown as it is, after
// the round.
func (e *RoundError) MessageKey() (key, english string, args map[string]any) {
	fields := map[string]any{"Round": e.Round, "Table": e.Table, "Previous": e.Round - 1}
	var m i18n.Message
	if !errors.As(e.Reason, &m) {
		fields["Detail"] = e.Reason.Error()
		return "error.round.other", "Round {{.Round}}: {{.Detail}}", fields
	}
	key, english, args = m.MessageKey()
	maps.Copy(fields, args)
	return key, english, fields
}

// RoundStateError says that a round is not as an action needs it: paired
// (to publish it) or published (to take it back).
type RoundStateError struct {
	Round int
	Want  string // "paired" or "published"
}

func (e *RoundStateError) Error() string { return fmt.Sprintf("round %d is not %s", e.Round, e.Want) }

// MessageKey names the error's message for translation.
func (e *RoundStateError) MessageKey() (key, english string, args map[string]any) {
	return "error.round_not_" + e.Want, "Round {{.N}} is not " + e.Want + ".", map[string]any{"N": e.Round}
}
