package tournament

import (
	"fmt"
	"strings"

	"weiqi-arbiter/domain/scoring"
)

// Result is the outcome of a game in SGF style, as arbiters type it and as
// files carry it: "B+R" (Black wins by resignation), "W+T" (White wins on
// time), "B+1.5" (Black wins by ¾ stone, in points), "0" (draw), "B+F"/"W+F"
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
	case "", "R", "T", "F":
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
