package tournament

import (
	"fmt"
	"strings"

	"weiqi-arbiter/domain/scoring"
)

// Result is the outcome of a game in SGF style, as arbiters type it and as
// files carry it: "B+R" (Black wins by resignation), "W+T" (White wins on
// time), "B+P" (White lost by a second warning), "B+1.5" (Black wins by ¾ stone, in points), "0" (draw), "B+F"/"W+F"
// (the other side forfeits), "FF" (both forfeit), "BL" (double loss), "void",
// "replay" (重下: ordered replayed, the game stays open). The empty Result
// means no result yet.
type Result string

// Results that carry no margin.
const (
	NoResult     Result = ""
	Draw         Result = "0"
	DoubleLoss   Result = "BL"
	BothForfeit  Result = "FF"
	Void         Result = "void"
	Replay       Result = "replay"
	BlackByForf  Result = "B+F"
	WhiteByForf  Result = "W+F"
	BlackResigns Result = "W+R"
	WhiteResigns Result = "B+R"
)

// ParseResult reads a result in the notation above; it accepts lower case and
// "B+" / "W+" without a reason (a win with the reason unrecorded).
// "B+P" / "W+P" is a win because the other player received a second warning
// in the game (犯规负, SPEC §6), which Warned records.
func ParseResult(s string) (Result, error) {
	t := strings.TrimSpace(s)
	switch strings.ToLower(t) {
	case "0", "=", "draw", "jigo":
		return Draw, nil
	case "bl":
		return DoubleLoss, nil
	case "ff":
		return BothForfeit, nil
	case "void":
		return Void, nil
	case "replay":
		return Replay, nil
	}
	u := strings.ToUpper(t)
	if len(u) < 2 || (u[0] != 'B' && u[0] != 'W') || u[1] != '+' {
		return "", fmt.Errorf("result %q: not a result (B+R, W+T, B+1.5, 0, B+F, W+F, BL, FF, void, replay)", s)
	}
	switch reason := u[2:]; reason {
	case "", "R", "T", "F", "P":
		return Result(u), nil
	default:
		h, err := parsePoints(reason)
		if err != nil || h <= 0 {
			return "", fmt.Errorf("result %q: margin %q is not a number of points", s, reason)
		}
		return Result(u[:2] + scoring.FromHalfPoints(h).Points()), nil
	}
}

// parsePoints reads a margin in points such as "1.5" into half points.
func parsePoints(s string) (int64, error) {
	st, err := scoring.ParseStones(s) // "1.5" read as stones is 6 quarters
	if err != nil {
		return 0, err
	}
	if st%2 != 0 {
		return 0, fmt.Errorf("%q: not a whole number of half points", s)
	}
	return int64(st) / 2, nil
}

// Winner reports 'B' or 'W' for a result with a winner, and 0 otherwise.
func (r Result) Winner() byte {
	if len(r) >= 2 && r[1] == '+' {
		return r[0]
	}
	return 0
}

// ParseQuick reads the keys an arbiter types at the desk after the table
// number: "1" or "b" Black wins, "2" or "w" White wins, "=" draw, "fb" Black
// forfeits, "fw" White forfeits, "ff" both forfeit, "d" double loss,
// "r" replay, "v" void; anything ParseResult reads (B+R, W+1.5 …) too.
func ParseQuick(keys string) (Result, error) {
	switch strings.ToLower(strings.TrimSpace(keys)) {
	case "1", "b":
		return "B+", nil
	case "2", "w":
		return "W+", nil
	case "=", "0":
		return Draw, nil
	case "fb":
		return WhiteByForf, nil
	case "fw":
		return BlackByForf, nil
	case "ff":
		return BothForfeit, nil
	case "d":
		return DoubleLoss, nil
	case "r":
		return Replay, nil
	case "v":
		return Void, nil
	}
	return ParseResult(keys)
}

// Chinese writes a result as Chinese arbiters do: 黑中盘胜, 白胜3/4子,
// 黑超时负 (= White wins on time), 黑弃权, 双方弃权, 双方负, 和棋, 重下.
func (r Result) Chinese() string {
	switch r {
	case NoResult:
		return ""
	case Draw:
		return "和棋"
	case DoubleLoss:
		return "双方负"
	case BothForfeit:
		return "双方弃权"
	case Void:
		return "无效"
	case Replay:
		return "重下"
	case BlackByForf:
		return "白弃权"
	case WhiteByForf:
		return "黑弃权"
	}
	side, other := "黑", "白"
	if r.Winner() == 'W' {
		side, other = "白", "黑"
	}
	switch reason := string(r[2:]); reason {
	case "":
		return side + "胜"
	case "R":
		return side + "中盘胜"
	case "T":
		return other + "超时负"
	case "P":
		return other + "犯规负"
	default:
		pts, err := parsePoints(reason)
		if err != nil {
			return string(r)
		}
		// A margin in points is half as many stones.
		return side + "胜" + scoring.Stones(pts).Chinese() + "子"
	}
}

// ByWarnings tells whether the game was lost by a second warning (犯规负).
func (r Result) ByWarnings() bool { return r.Winner() != 0 && string(r[2:]) == "P" }

// English writes a result as English-speaking arbiters do: "Black wins by
// resignation", "Black wins by ¾ stone", "White wins on time", "Black
// forfeits", "White: loss by warnings", "double forfeit", "double loss",
// "draw", "replay", "void".
func (r Result) English() string {
	switch r {
	case NoResult:
		return ""
	case Draw:
		return "draw"
	case DoubleLoss:
		return "double loss"
	case BothForfeit:
		return "double forfeit"
	case Void:
		return "void"
	case Replay:
		return "replay"
	case BlackByForf:
		return "White forfeits"
	case WhiteByForf:
		return "Black forfeits"
	}
	side, other := "Black", "White"
	if r.Winner() == 'W' {
		side, other = "White", "Black"
	}
	switch reason := string(r[2:]); reason {
	case "":
		return side + " wins"
	case "R":
		return side + " wins by resignation"
	case "T":
		return side + " wins on time"
	case "P":
		return other + ": loss by warnings"
	default:
		pts, err := parsePoints(reason)
		if err != nil {
			return string(r)
		}
		st := scoring.Stones(pts)
		unit := " stones"
		if pts <= 4 { // up to one stone: "¾ stone", "1 stone"
			unit = " stone"
		}
		return side + " wins by " + st.Glyph() + unit
	}
}

// Named is the side ('B' or 'W') whose player the result's words name, in
// Chinese or in English: the winner of "白胜", "White wins on time"; the
// loser of "黑超时负", "黑弃权", "白犯规负", "White: loss by warnings"; 0 for a
// result about both or neither (和棋, double loss).
func (r Result) Named(chinese bool) byte {
	switch r {
	case BlackByForf:
		return 'W'
	case WhiteByForf:
		return 'B'
	}
	w := r.Winner()
	if w == 0 {
		return 0
	}
	loser := byte('B')
	if w == 'B' {
		loser = 'W'
	}
	switch string(r[2:]) {
	case "P":
		return loser
	case "T":
		if chinese {
			return loser
		}
	}
	return w
}

// Warned is what a warning does to a game (SPEC §6, both editions): the
// player's warnings in the game go up by one, and a second warning loses the
// game. It returns the new count and, when the game is lost by it, the
// result to record ("W+P" when Black is warned: 黑犯规负); otherwise the
// result stays as it was.
func Warned(r Result, warningsBefore int, black bool) (count int, result Result, lost bool) {
	count = warningsBefore + 1
	if count < 2 {
		return count, r, false
	}
	if black {
		return count, "W+P", true
	}
	return count, "B+P", true
}
