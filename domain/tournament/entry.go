package tournament

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// MaxEntry bounds a typed entry, in bytes: far more than a table and a
// result as written ("12 Black wins by resignation", "5 白胜1又1/4子"), so
// that nothing typed makes the reader work harder than that.
const MaxEntry = 64

// ErrEntry is a typed entry that is not a table number (with, for a team
// match, a board) followed by keys.
var ErrEntry = errors.New("not a table number followed by a result")

// Entry is a result typed at the desk from a slip.
type Entry struct {
	Table  int    // from 1
	Board  int    // the board of a team match; 0 when not given
	Keys   string // what follows the table, trimmed ("b", "黑胜 3/4 子")
	Result Result // the keys read by ParseQuick (ParseEntry only)
}

// SplitEntry reads the shape of a typed entry: the table, an optional
// board after a dot, then the keys, with or without a space between
// ("12 b", "12b", "3.2 w", "5 黑胜 3/4 子"). It leaves the keys unread, for
// a caller that gives some keys a meaning of its own (the rounds screen's
// "12 a" accepts what table 12 reported).
func SplitEntry(text string) (Entry, error) {
	if len(text) > MaxEntry {
		return Entry{}, ErrEntry
	}
	fields := strings.Fields(text)
	if len(fields) == 1 {
		// "12b", "3.2w": the digits (and a board), then the keys.
		t := fields[0]
		i := 0
		for i < len(t) && (t[i] >= '0' && t[i] <= '9' || t[i] == '.') {
			i++
		}
		fields = []string{t[:i], t[i:]}
	}
	if len(fields) < 2 || fields[1] == "" {
		return Entry{}, ErrEntry
	}
	var e Entry
	t, b, hasBoard := strings.Cut(fields[0], ".")
	table, err := strconv.Atoi(t)
	if err != nil || table < 1 {
		return Entry{}, ErrEntry
	}
	e.Table = table
	if hasBoard {
		if e.Board, err = strconv.Atoi(b); err != nil || e.Board < 1 {
			return Entry{}, ErrEntry
		}
	}
	e.Keys = strings.Join(fields[1:], " ")
	return e, nil
}

// ParseBoardEntry reads a team match's board result typed at the desk:
// the match, the board, then the keys as ParseQuick reads them, the board
// after a dot or as a second number ("3.2 b", "3 2 b", "3 2b", "1 1 黑胜").
func ParseBoardEntry(text string) (Entry, error) {
	e, err := SplitEntry(text)
	if err != nil {
		return Entry{}, err
	}
	if e.Board == 0 {
		i := 0
		for i < len(e.Keys) && e.Keys[i] >= '0' && e.Keys[i] <= '9' {
			i++
		}
		board, err := strconv.Atoi(e.Keys[:i])
		keys := strings.TrimSpace(e.Keys[i:])
		if err != nil || board < 1 || keys == "" {
			return Entry{}, ErrEntry
		}
		e.Board, e.Keys = board, keys
	}
	if e.Result, err = ParseQuick(e.Keys); err != nil {
		return Entry{}, fmt.Errorf("match %d, board %d: %w", e.Table, e.Board, err)
	}
	return e, nil
}

// ParseEntry reads a result typed at the desk, as the window's rounds
// screen and a second desk on the venue network take it: SplitEntry's
// table and board, then the keys as ParseQuick reads them ("12 b", "12 w+r",
// "7 =", "5 黑胜 3/4 子").
func ParseEntry(text string) (Entry, error) {
	e, err := SplitEntry(text)
	if err != nil {
		return Entry{}, err
	}
	if e.Result, err = ParseQuick(e.Keys); err != nil {
		return Entry{}, fmt.Errorf("table %d: %w", e.Table, err)
	}
	return e, nil
}
