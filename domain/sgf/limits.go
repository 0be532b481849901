package sgf

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"weiqi-arbiter/domain/weiqi"
)

// Bounds on what one SGF file may hold. A game record is a few kilobytes;
// even a collection of a few thousand games stays well under MaxFileSize.
// Each bound keeps a hostile file cheap to refuse.
const (
	// MaxFileSize is the largest SGF file the reader accepts (8 MiB).
	MaxFileSize = 8 << 20
	// MaxNodes is the most nodes one file may hold: a collection of a
	// thousand games of 300 moves and their variations.
	MaxNodes = 500_000
	// MaxGames is the most games (game trees) one file may hold: a club's
	// season, or the records of a large event's group exported as one
	// collection. Each game is replayed when a file is checked, so that
	// the bound keeps a file of many tiny games cheap to refuse.
	MaxGames = 2000
	// MaxMoves is the most moves one game may have; the longest games on
	// the largest board have a few thousand.
	MaxMoves = 10_000
	// MaxRecordSize is the largest record that can be attached to a game
	// of a tournament (2 MiB).
	MaxRecordSize = 2 << 20
	// MaxNodeValues is the most property values one node may carry: the
	// largest board the engine plays (25×25) listed point by point is 625.
	MaxNodeValues = 10000
	// MaxSetupPoints is the most points the setup lists (AB, AW, AE) and
	// territory marks of one record may expand to, rectangles included.
	MaxSetupPoints = 1 << 20
)

// LimitError is a file that goes beyond one of the bounds above.
type LimitError struct {
	What  string // "file", "record", "games", "nodes", "node", "moves", "list", "points"
	Limit int
}

func (e *LimitError) Error() string {
	_, english, _ := e.MessageKey()
	return strings.ReplaceAll(english, "{{.Limit}}", strconv.Itoa(e.Limit))
}

// MessageKey names the error's message for translation.
func (e *LimitError) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Limit": e.Limit}
	switch e.What {
	case "file":
		return "error.sgf.too_large", "The SGF file is too large to be a game record; the most it may hold is {{.Limit}} bytes.", args
	case "record":
		return "error.sgf.record_too_large", "The game record is too large to attach to a game; the most it may hold is {{.Limit}} bytes.", args
	case "list":
		return "error.sgf.list_too_long", "A stone list of the game record covers more points than the board has ({{.Limit}}).", args
	case "games":
		return "error.sgf.too_many_games", "The SGF file holds more than {{.Limit}} games; the most a file may hold is {{.Limit}}. Split it into several files.", args
	case "nodes":
		return "error.sgf.too_many_nodes", "The SGF file holds too many nodes; the most a file may hold is {{.Limit}}.", args
	case "moves":
		return "error.sgf.too_many_moves", "The game record has too many moves; the most a game may have is {{.Limit}}.", args
	case "node":
		return "error.sgf.node_too_large", "A node of the game record holds too many property values; the most one may hold is {{.Limit}}.", args
	}
	return "error.sgf.too_many_points", "The game record's stone lists expand to too many points; the most a record may hold is {{.Limit}}.", args
}

// Check reads an SGF file the way every part of the program accepts a
// game record: within MaxFileSize, syntactically sound, and every game tree
// replayable (a board size the engine plays, a readable handicap, every
// move and setup stone on the board; komi that cannot be read is a warning,
// Info.KomiError). Irregular moves (ko, suicide,
// moving twice) are not errors here; they are in the Replayed of each game.
// It returns the collection and the replay of its first game under rule.
func Check(data []byte, rule weiqi.Superko) (Collection, *Replayed, error) {
	c, err := Parse(data)
	if err != nil {
		return nil, nil, err
	}
	var first *Replayed
	for _, root := range c {
		r, err := Replay(root, rule)
		if err != nil {
			return nil, nil, err
		}
		if first == nil {
			first = r
		}
	}
	return c, first, nil
}

// ValueError is a game record with a value the program cannot use: a board
// size it cannot play (SZ), a handicap it cannot read (HA), a move (B, W)
// or setup stone (AB, AW, AE) off the board.
type ValueError struct {
	Prop, Value string
	Move        int // the move's number, for B and W
}

func (e *ValueError) Error() string {
	if e.Move > 0 {
		return fmt.Sprintf("move %d %s[%s] is not on the board: %v", e.Move, e.Prop, e.Value, ErrBadValue)
	}
	return fmt.Sprintf("%s[%s]: %v", e.Prop, e.Value, ErrBadValue)
}

// Unwrap makes a ValueError match ErrBadValue.
func (e *ValueError) Unwrap() error { return ErrBadValue }

// MessageKey names the error's message for translation.
func (e *ValueError) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Prop": e.Prop, "Value": e.Value, "Move": e.Move}
	switch {
	case e.Move > 0:
		return "error.sgf.bad_move", "Move {{.Move}} ({{.Prop}}[{{.Value}}]) is not on the board.", args
	case e.Prop == "SZ":
		return "error.sgf.bad_size", "The board size SZ[{{.Value}}] cannot be played (2 to 25 lines).", args
	}
	return "error.sgf.bad_value", "The game record's {{.Prop}}[{{.Value}}] cannot be used.", args
}

// Read reads an SGF file of at most MaxFileSize bytes from r, and refuses a
// larger one without reading it all.
func Read(r io.Reader) ([]byte, error) { return readAtMost(r, MaxFileSize, "file") }

// ReadRecord reads a game record to attach to a game: at most MaxRecordSize
// bytes from r.
func ReadRecord(r io.Reader) ([]byte, error) { return readAtMost(r, MaxRecordSize, "record") }

func readAtMost(r io.Reader, limit int, what string) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
	if err != nil {
		return nil, err
	}
	if len(data) > limit {
		return nil, &LimitError{What: what, Limit: limit}
	}
	return data, nil
}

// GamesError is a file of several games given as the record of one game.
type GamesError struct{ Games int }

func (e *GamesError) Error() string {
	return fmt.Sprintf("the file holds %d games; attach one", e.Games)
}

// MessageKey names the error's message for translation.
func (e *GamesError) MessageKey() (key, english string, args map[string]any) {
	return "error.sgf.several_games", "The file holds {{.Games}} games; a game's record is one game. Attach a file with that game alone.",
		map[string]any{"Games": e.Games}
}

// CheckRecord is Check for a record to attach to a tournament game: it
// refuses a record larger than MaxRecordSize, and a file holding more than
// one game (saying how many it holds).
func CheckRecord(data []byte) (Collection, error) {
	if len(data) > MaxRecordSize {
		return nil, &LimitError{What: "record", Limit: MaxRecordSize}
	}
	text, _ := Decode(data)
	c, err := parseCollection(text, 0)
	if err != nil {
		return nil, err
	}
	if len(c) > 1 {
		return nil, &GamesError{Games: len(c)}
	}
	if _, err := Replay(c[0], weiqi.Situational); err != nil {
		return nil, err
	}
	return c, nil
}
