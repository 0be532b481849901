package scoring

import (
	"fmt"

	"weiqi-arbiter/domain/weiqi"
)

// Area is the result of counting a finished position by area (数子法, Art. 9):
// dead stones removed, each side's living stones plus the empty points they
// alone surround, and the dame (公气) that touch both sides.
type Area struct {
	Black, White         int // points owned outright: living stones and surrounded empty points
	Dame                 int // empty points touching both sides' areas (or neither's)
	DeadBlack, DeadWhite int // stones removed as dead
	Points               int // the board's points
	// Owner gives, for each point (index y×width+x), the side it counts
	// for: Black, White, or Empty for dame.
	Owner []weiqi.Color
}

// DeadGroups expands a list of points to every stone of their groups, so that
// marking one stone marks its whole group. Empty points are ignored.
func DeadGroups(b *weiqi.Board, marked []weiqi.Point) map[weiqi.Point]bool {
	dead := map[weiqi.Point]bool{}
	for _, p := range marked {
		if dead[p] {
			continue
		}
		for _, s := range b.Group(p) {
			dead[s] = true
		}
	}
	return dead
}

// CountArea counts b with the stones in dead removed. Every empty region is
// given to the one colour that borders it alone; a region bordered by both
// colours, or by none, is dame.
func CountArea(b *weiqi.Board, dead map[weiqi.Point]bool) Area {
	w, h := b.Size()
	a := Area{Points: w * h, Owner: make([]weiqi.Color, w*h)}
	at := func(p weiqi.Point) weiqi.Color {
		if dead[p] {
			return weiqi.Empty
		}
		return b.At(p)
	}
	seen := make([]bool, w*h)
	var stack []weiqi.Point
	var region []int
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := weiqi.Point{X: x, Y: y}
			switch c := b.At(p); {
			case c != weiqi.Empty && dead[p]:
				if c == weiqi.Black {
					a.DeadBlack++
				} else {
					a.DeadWhite++
				}
			case c == weiqi.Black:
				a.Black++
				a.Owner[y*w+x] = weiqi.Black
				continue
			case c == weiqi.White:
				a.White++
				a.Owner[y*w+x] = weiqi.White
				continue
			}
			if seen[y*w+x] {
				continue
			}
			// Flood the empty region (dead stones count as empty) from p.
			size, touchB, touchW := 0, false, false
			seen[y*w+x] = true
			stack = append(stack[:0], p)
			region = region[:0]
			for len(stack) > 0 {
				q := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				region = append(region, q.Y*w+q.X)
				size++
				for _, n := range [4]weiqi.Point{{X: q.X - 1, Y: q.Y}, {X: q.X + 1, Y: q.Y}, {X: q.X, Y: q.Y - 1}, {X: q.X, Y: q.Y + 1}} {
					if !b.OnBoard(n) {
						continue
					}
					switch at(n) {
					case weiqi.Black:
						touchB = true
					case weiqi.White:
						touchW = true
					default:
						if !seen[n.Y*w+n.X] {
							seen[n.Y*w+n.X] = true
							stack = append(stack, n)
						}
					}
				}
			}
			owner := weiqi.Empty
			switch {
			case touchB && !touchW:
				a.Black += size
				owner = weiqi.Black
			case touchW && !touchB:
				a.White += size
				owner = weiqi.White
			default:
				a.Dame += size
			}
			for _, i := range region {
				a.Owner[i] = owner
			}
		}
	}
	return a
}

// Check verifies that the two sides' areas and the dame make up the board.
func (a Area) Check() error {
	if a.Black+a.White+a.Dame != a.Points {
		return fmt.Errorf("count: black %d + white %d + dame %d ≠ %d points", a.Black, a.White, a.Dame, a.Points)
	}
	return nil
}

// BlackTotal is Black's count in stones with half of the dame: the figure
// the arbiter compares with half the board plus komi.
func (a Area) BlackTotal() Stones { return WholeStones(a.Black) + Stones(a.Dame)*HalfStone }

// WhiteTotal is White's count in stones with half of the dame.
func (a Area) WhiteTotal() Stones { return WholeStones(a.White) + Stones(a.Dame)*HalfStone }

// HandicapReturn says what Black gives back in a handicap game.
type HandicapReturn string

// Handicap settings (SPEC §4.6).
const (
	// ReturnNone: no komi and nothing returned, as the rules' texts say.
	ReturnNone HandicapReturn = "none"
	// ReturnHalf: Black returns half a stone per handicap stone (common
	// Chinese practice; KGS gives White one point per handicap stone).
	ReturnHalf HandicapReturn = "half"
)

// GameKomi is the komi a game is counted with when its record names none:
// the edition's komi (3¾ stones in 2002, 2¾ in 1988) in an even game, and
// none in a handicap game, where handicap 1 is "Black without komi" (让先)
// and 2–9 are stones (SPEC §4.6: no komi, the 180½ base).
func GameKomi(edition Stones, handicap int) Stones {
	if handicap > 0 {
		return 0
	}
	return edition
}

// HandicapStones is the number of stones placed in a game of the given
// handicap: none for handicap 1 (让先, Black without komi), else the handicap.
func HandicapStones(handicap int) int {
	if handicap < 2 {
		return 0
	}
	return handicap
}

// Terms are what the count is judged against.
type Terms struct {
	Komi     Stones // what Black gives; 0 in handicap games by the rules
	Handicap int    // 1 is 让先 (no stone placed), 2–9 stones
	Return   HandicapReturn
	// Warnings each cost their player one stone at the count (2002 Art.
	// 4.7); the caller leaves them at zero under 1988, which has no such
	// penalty.
	BlackWarnings int
	WhiteWarnings int
	// DameTo gives every contested point (dame) to one side, as when a player
	// gives up contesting them (SPEC §5: the points go to the opponent);
	// Empty shares them half each (SPEC §4.3).
	DameTo weiqi.Color
}

// Totals are Black's and White's counts in stones under t: their areas plus
// half of the dame each, or all of it to the side t.DameTo names.
func (a Area) Totals(t Terms) (black, white Stones) {
	switch t.DameTo {
	case weiqi.Black:
		return WholeStones(a.Black + a.Dame), WholeStones(a.White)
	case weiqi.White:
		return WholeStones(a.Black), WholeStones(a.White + a.Dame)
	}
	return a.BlackTotal(), a.WhiteTotal()
}

// Margin is Black's margin in stones: positive when Black wins, negative
// when White wins, zero for a draw (和棋). In general
// margin = black total − (half the board's points + komi), with Black giving
// half a stone per handicap stone under ReturnHalf (nothing for handicap 1,
// which places no stone), and each warning moving one stone from the warned
// player to the opponent.
func Margin(a Area, t Terms) Stones {
	black, _ := a.Totals(t)
	m := black - Stones(a.Points)*HalfStone - t.Komi
	if t.Return == ReturnHalf {
		m -= Stones(HandicapStones(t.Handicap)) * HalfStone
	}
	m -= WholeStones(t.BlackWarnings)
	m += WholeStones(t.WhiteWarnings)
	return m
}

// Outcome is a counted result in the words and notations arbiters use.
type Outcome struct {
	Margin Stones // Black's margin in stones
}

// Chinese is the result as Chinese arbiters write it: 黑胜3/4子, 白胜2又1/4子, 和棋.
func (o Outcome) Chinese() string {
	switch {
	case o.Margin > 0:
		return "黑胜" + o.Margin.Chinese() + "子"
	case o.Margin < 0:
		return "白胜" + (-o.Margin).Chinese() + "子"
	}
	return "和棋"
}

// English is the result in English: "Black wins by ¾ stone", "White wins by
// 2¼ stones", "draw".
func (o Outcome) English() string {
	who, m := "Black", o.Margin
	switch {
	case m < 0:
		who, m = "White", -m
	case m == 0:
		return "draw"
	}
	unit := "stones"
	if m <= Stone {
		unit = "stone"
	}
	return fmt.Sprintf("%s wins by %s %s", who, m.Glyph(), unit)
}

// Stones is the result in stones with the winner: "B+0.75", "W+2.25", "0".
func (o Outcome) Stones() string {
	switch {
	case o.Margin > 0:
		return "B+" + o.Margin.String()
	case o.Margin < 0:
		return "W+" + (-o.Margin).String()
	}
	return "0"
}

// SGF is the result in SGF points (one stone = two points): "B+1.5", "W+4.5", "0".
func (o Outcome) SGF() string {
	switch {
	case o.Margin > 0:
		return "B+" + o.Margin.Points()
	case o.Margin < 0:
		return "W+" + (-o.Margin).Points()
	}
	return "0"
}

// HasTwoEyes reports whether the group at p has at least two separate empty
// regions bordered only by its own colour: a group marked dead that has them
// deserves a second look (the arbiter decides).
func HasTwoEyes(b *weiqi.Board, p weiqi.Point) bool {
	c := b.At(p)
	if c != weiqi.Black && c != weiqi.White {
		return false
	}
	w, h := b.Size()
	group := map[weiqi.Point]bool{}
	for _, s := range b.Group(p) {
		group[s] = true
	}
	seen := make([]bool, w*h)
	eyes := 0
	for s := range group {
		for _, n := range neighbours(s) {
			if !b.OnBoard(n) || b.At(n) != weiqi.Empty || seen[n.Y*w+n.X] {
				continue
			}
			// Flood the empty region; it is an eye if only c borders it.
			own := true
			stack := []weiqi.Point{n}
			seen[n.Y*w+n.X] = true
			for len(stack) > 0 {
				q := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, m := range neighbours(q) {
					if !b.OnBoard(m) {
						continue
					}
					switch b.At(m) {
					case weiqi.Empty:
						if !seen[m.Y*w+m.X] {
							seen[m.Y*w+m.X] = true
							stack = append(stack, m)
						}
					case c:
					default:
						own = false
					}
				}
			}
			if own {
				eyes++
			}
		}
	}
	return eyes >= 2
}

func neighbours(p weiqi.Point) [4]weiqi.Point {
	return [4]weiqi.Point{{X: p.X - 1, Y: p.Y}, {X: p.X + 1, Y: p.Y}, {X: p.X, Y: p.Y - 1}, {X: p.X, Y: p.Y + 1}}
}
