package tournament

import (
	"fmt"
	"strings"

	"golang.org/x/text/width"

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
	BlackOnTime  Result = "W+T" // Black lost on time (黑超时负)
	WhiteOnTime  Result = "B+T" // White lost on time (白超时负)
)

// LossOnTime is the result of a game lost on time (超时负) by Black, or by
// White: the opponent wins.
func LossOnTime(blackLost bool) Result {
	if blackLost {
		return BlackOnTime
	}
	return WhiteOnTime
}

// ParseResult reads a result as an arbiter types it, in any of the forms the
// program writes:
//   - SGF style: B+R, W+T, B+1.5 (points), 0, B+F, W+F, BL, FF, void, replay,
//     B+ / W+ (a win with the reason unrecorded); lower case too, and the
//     long SGF words B+Resign, W+Time, B+Forfeit;
//   - Chinese, margins in stones (子): 黑胜3/4子, 白胜1又1/4子, 黑负1/4子 (=
//     白胜1/4子), 黑中盘胜, 白超时胜, 黑超时负 (= White wins on time), 黑弃权
//     (= White wins by forfeit), 双方弃权, 双方负, 和棋 or 和, 重下, 无效,
//     黑胜 / 白胜, 黑+ / 白+;
//   - English: "Black wins by resignation", "White wins on time", "Black
//     forfeits", "draw", "double loss", "double forfeit".
//
// A margin in stones is kept in points (one stone is two points): 黑胜3/4子
// is B+1.5.
//
// "B+P" / "W+P" is a win because the other player received a second
// warning in the game (犯规负, SPEC §6), as Warned records it.
//
// Full-width forms, as an input method in full-width mode types them
// (黑胜３／４子, Ｂ＋Ｒ), read as their ordinary ones.
func ParseResult(s string) (Result, error) {
	t := strings.TrimSpace(width.Fold.String(s))
	switch strings.ToLower(t) {
	case "0", "=", "draw", "jigo", "和", "和棋", "判和":
		return Draw, nil
	case "bl", "双方负", "double loss":
		return DoubleLoss, nil
	case "ff", "双方弃权", "double forfeit":
		return BothForfeit, nil
	case "void", "无效":
		return Void, nil
	case "replay", "重下":
		return Replay, nil
	}
	if r, ok, err := parseWords(t); ok {
		return r, err
	}
	u := strings.ToUpper(t)
	if len(u) < 2 || (u[0] != 'B' && u[0] != 'W') || u[1] != '+' {
		return "", fmt.Errorf("result %q: not a result (B+R, W+T, B+1.5, 0, B+F, W+F, BL, FF, void, replay, 黑胜3/4子, 白中盘胜)", s)
	}
	switch reason := u[2:]; reason {
	case "", "R", "T", "F", "P":
		return Result(u), nil
	case "RESIGN":
		return Result(u[:2] + "R"), nil
	case "TIME":
		return Result(u[:2] + "T"), nil
	case "FORFEIT":
		return Result(u[:2] + "F"), nil
	default:
		h, err := parsePoints(reason)
		if err != nil || h <= 0 {
			return "", fmt.Errorf("result %q: margin %q is not a number of points", s, reason)
		}
		return Result(u[:2] + scoring.FromHalfPoints(h).Points()), nil
	}
}

// parseWords reads the Chinese and English forms of a result: ok is false
// when t is in neither.
func parseWords(t string) (r Result, ok bool, err error) {
	side, rest := byte(0), ""
	for _, p := range []struct {
		prefix string
		side   byte
	}{{"黑", 'B'}, {"白", 'W'}, {"black:", 'B'}, {"white:", 'W'}, {"black ", 'B'}, {"white ", 'W'}} {
		if len(t) >= len(p.prefix) && strings.EqualFold(t[:len(p.prefix)], p.prefix) {
			side, rest = p.side, strings.TrimSpace(t[len(p.prefix):])
			break
		}
	}
	if side == 0 {
		return "", false, nil
	}
	other := byte('W')
	if side == 'W' {
		other = 'B'
	}
	win := func(who byte, reason string) Result { return Result(string(who) + "+" + reason) }
	switch strings.ToLower(strings.Join(strings.Fields(rest), " ")) {
	case "胜", "+":
		return win(side, ""), true, nil
	case "负", "-", "−":
		return win(other, ""), true, nil
	case "中盘胜", "wins by resignation", "wins by resign":
		return win(side, "R"), true, nil
	case "中盘负", "resigns":
		return win(other, "R"), true, nil
	case "超时胜", "wins on time":
		return win(side, "T"), true, nil
	case "超时负", "loses on time":
		return win(other, "T"), true, nil
	case "弃权", "forfeits", "弃权负":
		return win(other, "F"), true, nil
	case "弃权胜", "wins by forfeit":
		return win(side, "F"), true, nil
	case "犯规负", "loss by warnings", "loses by warnings":
		return win(other, "P"), true, nil
	}
	// 黑胜3/4子, 白负1又1/4子: a margin in stones.
	who := side
	margin, won := strings.CutPrefix(rest, "胜")
	if !won {
		var lost bool
		if margin, lost = strings.CutPrefix(rest, "负"); !lost {
			return "", false, nil
		}
		who = other
	}
	st, perr := scoring.ParseStones(margin)
	if perr != nil || st <= 0 {
		return "", true, fmt.Errorf("result %q: margin %q is not a number of stones (3/4子, 1又1/4子)", t, margin)
	}
	return win(who, st.Points()), true, nil
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

// Margin is the margin of a counted result in stones, positive when Black
// won, and whether r is a counted result at all (B+1.5 is ¾ stone; B+R, a
// draw or no result are not counted results).
func (r Result) Margin() (scoring.Stones, bool) {
	if r.Winner() == 0 {
		return 0, false
	}
	h, err := parsePoints(string(r[2:]))
	if err != nil || h <= 0 {
		return 0, false
	}
	if r.Winner() == 'W' {
		h = -h
	}
	return scoring.FromHalfPoints(h), true
}

// CountedResult is the result of a count with Black's margin m in stones:
// B+ or W+ the margin in points, or a draw.
func CountedResult(m scoring.Stones) Result {
	switch {
	case m > 0:
		return Result("B+" + m.Points())
	case m < 0:
		return Result("W+" + (-m).Points())
	}
	return Draw
}

// WarningsCost reports whether warnings cost stones at the count under the
// edition: one stone each under 2002 (SPEC §4.7), nothing under 1988.
func (r RuleSet) WarningsCost() bool { return r != Rules1988 }

// Penalised is a counted result once the game's warnings are applied: under
// 2002 each warning moves one stone from the warned player to the opponent
// (SPEC §4.7), which can change the winner (B+1.5, ¾ stone, with a warning
// for Black is W+0.5). A margin typed for a game is the count on the board;
// the warnings recorded on the game are applied to it here. A result that is
// not a count (resignation, time, forfeit …), and any result under 1988,
// stays as it is.
func (r Result) Penalised(rules RuleSet, blackWarnings, whiteWarnings int) Result {
	m, ok := r.Margin()
	if !ok || !rules.WarningsCost() {
		return r
	}
	return CountedResult(m - scoring.WholeStones(blackWarnings) + scoring.WholeStones(whiteWarnings))
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
