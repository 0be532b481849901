package tournament

import (
	"errors"
	"time"
)

// Action is one arbiter's action on a tournament as its log records it: the
// unit of undo and redo.
type Action struct {
	ID     int64
	At     time.Time
	What   string // message key, e.g. "action.settings_saved"
	Detail string // free text shown after the translated message
	Desk   string // the desk that made it (venue network); "" for the window or the command line
	Undone bool
}

// ErrNothingToUndo and ErrNothingToRedo say that the log holds nothing to
// undo or redo.
var (
	ErrNothingToUndo = errors.New("nothing to undo")
	ErrNothingToRedo = errors.New("nothing to redo")
)

// Bye is a player's bye (轮空) in a round and the points it gives.
type Bye struct {
	Player int64
	Points int
}
