package tournament

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestParseEntry: what arbiters type from a slip (the keys of the rounds
// screen's help), with a board for a team match; anything else is refused.
func TestParseEntry(t *testing.T) {
	tests := []struct {
		in           string
		table, board int
		want         Result
		ok           bool
	}{
		{"12 b", 12, 0, "B+", true},
		{"12b", 12, 0, "B+", true},
		{"  12   1 ", 12, 0, "B+", true},
		{"4 2", 4, 0, "W+", true},
		{"7 =", 7, 0, Draw, true},
		{"7=", 7, 0, Draw, true},
		{"3 w+r", 3, 0, "W+R", true},
		{"5 fb", 5, 0, WhiteByForf, true}, // Black forfeits
		{"5 fw", 5, 0, BlackByForf, true},
		{"6 ff", 6, 0, BothForfeit, true},
		{"6 d", 6, 0, DoubleLoss, true},
		{"8 r", 8, 0, Replay, true},
		{"8 v", 8, 0, Void, true},
		{"3.2 w", 3, 2, "W+", true},
		{"3.2w", 3, 2, "W+", true},
		// ¾ stone is 1.5 points (SPEC §4.8: a stone is two points).
		{"5 黑胜 3/4 子", 5, 0, "B+1.5", true},
		{"5 Black wins by resignation", 5, 0, "B+R", true},
		{"", 0, 0, "", false},
		{"12", 0, 0, "", false},
		{"b 12", 0, 0, "", false},
		{"0 b", 0, 0, "", false},
		{"-3 b", 0, 0, "", false},
		{"3.x b", 0, 0, "", false},
		{"3.0 b", 0, 0, "", false},
		{"3. b", 0, 0, "", false},
		{"4 q", 0, 0, "", false},
		{"4 a", 0, 0, "", false}, // the rounds screen's own key, not a result
		{"99999999999999999999 b", 0, 0, "", false},
		{"1 " + strings.Repeat(" ", MaxEntry) + "b", 0, 0, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			e, err := ParseEntry(tt.in)
			if (err == nil) != tt.ok || (tt.ok && (e.Table != tt.table || e.Board != tt.board || e.Result != tt.want)) {
				t.Errorf("%q: got %+v, %v; want %d.%d %q ok %v", tt.in, e, err, tt.table, tt.board, tt.want, tt.ok)
			}
		})
	}
}

// TestSplitEntry leaves the keys for the caller: "12 a" and "12a" are
// table 12 with the keys "a".
func TestSplitEntry(t *testing.T) {
	for _, in := range []string{"12 a", "12a", " 12  A"} {
		e, err := SplitEntry(in)
		if err != nil || e.Table != 12 || e.Board != 0 || !strings.EqualFold(e.Keys, "a") {
			t.Errorf("%q: %+v, %v", in, e, err)
		}
	}
	if _, err := SplitEntry("a 12"); !errors.Is(err, ErrEntry) {
		t.Errorf("a 12: %v, want ErrEntry", err)
	}
}

// TestParseBoardEntry: a team match's board, after a dot or as a second
// number, then the result keys.
func TestParseBoardEntry(t *testing.T) {
	tests := []struct {
		in           string
		match, board int
		want         Result
		ok           bool
	}{
		{"3 2 b", 3, 2, "B+", true},
		{"3 2b", 3, 2, "B+", true},
		{"3.2 w", 3, 2, "W+", true},
		{"3.2w", 3, 2, "W+", true},
		{"1 4 fb", 1, 4, WhiteByForf, true}, // Black forfeits
		{"2 1 =", 2, 1, Draw, true},
		{"1 1 黑胜", 1, 1, "B+", true},
		{"3 b", 0, 0, "", false},   // no board
		{"3 2", 0, 0, "", false},   // no result
		{"3 0 b", 0, 0, "", false}, // board 0
		{"3 2 x", 0, 0, "", false}, // no such key
		{"", 0, 0, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			e, err := ParseBoardEntry(tt.in)
			if (err == nil) != tt.ok {
				t.Errorf("%q: %+v, %v; want ok %v", tt.in, e, err, tt.ok)
				return
			}
			if tt.ok && (e.Table != tt.match || e.Board != tt.board || e.Result != tt.want) {
				t.Errorf("%q: match %d, board %d, %q; want %d, %d, %q", tt.in, e.Table, e.Board, e.Result, tt.match, tt.board, tt.want)
			}
		})
	}
}

// TestPlayerGone: a player who withdrew after round 3 still belongs to
// rounds 1 to 3 and is gone from round 4; one who never withdrew, or who
// withdrew before round 1 (after round 0), is never or always gone.
func TestPlayerGone(t *testing.T) {
	tests := []struct {
		after, round int
		gone         bool
	}{
		{-1, 1, false}, {-1, 9, false},
		{3, 3, false}, {3, 4, true}, {3, 9, true},
		{0, 1, true},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.after), func(t *testing.T) {
			p := Player{WithdrawnAfter: tt.after}
			if got := p.Gone(tt.round); got != tt.gone {
				t.Errorf("withdrawn after %d, round %d: gone %v, want %v", tt.after, tt.round, got, tt.gone)
			}
		})
	}
}
