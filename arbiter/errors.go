package arbiter

import "fmt"

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
