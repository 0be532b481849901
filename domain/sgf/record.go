package sgf

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"weiqi-arbiter/domain/scoring"
	"weiqi-arbiter/domain/weiqi"
)

// Info is the game information of a record's root node.
type Info struct {
	Width, Height int
	Handicap      int
	Komi          scoring.Stones // in stones; KM is in points (7.5 = 3¾ stones)
	HasKomi       bool
	// KomiError says why a KM present in the record could not be read; the
	// record is still read (HasKomi false) and counted with GameKomi.
	KomiError    error
	Rules        string // RU
	Result       string // RE
	Black, White string // PB, PW
	BlackRank    string // BR
	WhiteRank    string // WR
	Date         string // DT
	Event        string // EV
	Round        string // RO
	Place        string // PC
	Name         string // GN
	TimeLimit    string // TM, seconds
	Overtime     string // OT
}

// ErrBadValue is a property value the program cannot use.
var ErrBadValue = errors.New("bad property value")

// GameInfo reads the game information of a root node.
func GameInfo(root *Node) (Info, error) {
	var in Info
	var err error
	in.Width, in.Height, err = Size(root)
	if err != nil {
		return in, err
	}
	text := func(id string) string { s, _ := root.Text(id); return strings.TrimSpace(s) }
	in.Rules, in.Result = text("RU"), text("RE")
	in.Black, in.White, in.BlackRank, in.WhiteRank = text("PB"), text("PW"), text("BR"), text("WR")
	in.Date, in.Event, in.Round, in.Place, in.Name = text("DT"), text("EV"), text("RO"), text("PC"), text("GN")
	in.TimeLimit, in.Overtime = text("TM"), text("OT")
	if ha := text("HA"); ha != "" {
		if in.Handicap, err = strconv.Atoi(ha); err != nil || in.Handicap < 0 {
			return in, fmt.Errorf("HA[%s]: %w", ha, ErrBadValue)
		}
	}
	if km := text("KM"); km != "" {
		if k, err := ParseKomi(km); err != nil {
			in.KomiError = err // a warning: it never stops a record being read
		} else {
			in.Komi, in.HasKomi = k, true
		}
	}
	return in, nil
}

// GameKomi is the komi the game is counted with under an edition whose komi
// is edition: the record's KM when it has a readable one, else
// scoring.GameKomi (the edition's komi in an even game, none in a handicap
// game). sgf info, sgf count, the analysis board and tournament games all
// take the komi of a game from here.
func (in Info) GameKomi(edition scoring.Stones) scoring.Stones {
	if in.HasKomi {
		return in.Komi
	}
	return scoring.GameKomi(edition, in.Handicap)
}

// ParseKomi reads KM (points) into stones. A value with a quarter fraction
// cannot be points (komi is in half points): it is read as stones, as Chinese
// servers write it, so KM[3.75] is 3¾ stones and KM[2.75] is 2¾. Fox writes
// komi times 100: KM[750] is 7.5 points, KM[375] is 3¾ stones (its Chinese
// komi); a value of 100 or more is read that way, as stones when it has a
// quarter fraction.
func ParseKomi(km string) (scoring.Stones, error) {
	v, err := scoring.ParseStones(km) // read the number exactly, in quarters
	if err != nil {
		if f, ferr := strconv.ParseFloat(km, 64); ferr == nil && math.Abs(f) < 1e6 && f == float64(int64(f)) {
			v = scoring.Stones(int64(f) * 4)
		} else {
			return 0, fmt.Errorf("KM[%s]: %w", km, ErrBadValue)
		}
	}
	if v >= scoring.WholeStones(100) || v <= -scoring.WholeStones(100) {
		if v%100 != 0 {
			return 0, fmt.Errorf("KM[%s]: %w", km, ErrBadValue)
		}
		hundredths := v / 100  // the number /100, in quarters
		if hundredths%2 != 0 { // a .25 or .75: Fox's komi in stones
			return hundredths, nil
		}
		return hundredths / 2, nil
	}
	// A quarter fraction (.25, .75) is stones already.
	if v%2 != 0 {
		return v, nil
	}
	// points to stones: one stone is two points.
	return v / 2, nil
}

// Size reads SZ ("19" or "19:13"); 19×19 when absent.
func Size(root *Node) (w, h int, err error) {
	sz, ok := root.Text("SZ")
	if !ok {
		return 19, 19, nil
	}
	a, b, composed := strings.Cut(strings.TrimSpace(sz), ":")
	w, err = strconv.Atoi(strings.TrimSpace(a))
	h = w
	if err == nil && composed {
		h, err = strconv.Atoi(strings.TrimSpace(b))
	}
	if err != nil || w < weiqi.MinSize || h < weiqi.MinSize || w > weiqi.MaxSize || h > weiqi.MaxSize {
		return 0, 0, fmt.Errorf("SZ[%s]: %w", sz, ErrBadValue)
	}
	return w, h, nil
}

// ParsePoint reads one SGF point. An empty value, and "tt" on boards up to
// 19×19, is a pass.
func ParsePoint(raw string, w, h int) (weiqi.Point, error) {
	s := strings.TrimSpace(raw)
	if s == "" || (s == "tt" && w <= 19 && h <= 19) {
		return weiqi.Pass, nil
	}
	if len(s) != 2 {
		return weiqi.Pass, fmt.Errorf("point [%s]: %w", raw, ErrBadValue)
	}
	coord := func(c byte) int {
		switch {
		case c >= 'a' && c <= 'z':
			return int(c - 'a')
		case c >= 'A' && c <= 'Z':
			return int(c-'A') + 26
		}
		return -1
	}
	p := weiqi.Point{X: coord(s[0]), Y: coord(s[1])}
	if p.X < 0 || p.Y < 0 || p.X >= w || p.Y >= h {
		return weiqi.Pass, fmt.Errorf("point [%s] is off the %d×%d board: %w", raw, w, h, ErrBadValue)
	}
	return p, nil
}

// FormatPoint writes a point as SGF ("" for a pass).
func FormatPoint(p weiqi.Point) string {
	if p.IsPass() {
		return ""
	}
	letter := func(n int) byte {
		if n < 26 {
			return byte('a' + n)
		}
		return byte('A' + n - 26)
	}
	return string([]byte{letter(p.X), letter(p.Y)})
}

// ParsePoints reads a list of points, including compressed rectangles (aa:cc).
func ParsePoints(raws []string, w, h int) ([]weiqi.Point, error) {
	var out []weiqi.Point
	for _, raw := range raws {
		a, b, rect := SplitComposed(raw)
		p, err := ParsePoint(a, w, h)
		if err != nil {
			return nil, err
		}
		if p.IsPass() {
			continue
		}
		if !rect {
			out = append(out, p)
			continue
		}
		q, err := ParsePoint(b, w, h)
		if err != nil || q.IsPass() {
			return nil, fmt.Errorf("rectangle [%s]: %w", raw, ErrBadValue)
		}
		for y := min(p.Y, q.Y); y <= max(p.Y, q.Y); y++ {
			for x := min(p.X, q.X); x <= max(p.X, q.X); x++ {
				out = append(out, weiqi.Point{X: x, Y: y})
			}
		}
	}
	return out, nil
}

// Replayed is a record's main line played out on the rules engine.
type Replayed struct {
	Info           Info
	Game           *weiqi.Game
	Irregularities []weiqi.Irregularity
	Last           *Node // the last node of the main line
}

// Replay plays the main line of a game tree from its root: setup (AB, AW,
// AE, PL) in any node, then B and W moves. It follows the record through
// illegal moves and lists each irregularity with its move number.
func Replay(root *Node, rule weiqi.Superko) (*Replayed, error) {
	info, err := GameInfo(root)
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	board, err := weiqi.NewBoard(info.Width, info.Height)
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	r := &Replayed{Info: info}
	var g *weiqi.Game
	for i, n := range root.MainLine() {
		setup := n.Has("AB") || n.Has("AW") || n.Has("AE")
		if setup {
			for _, s := range []struct {
				id string
				c  weiqi.Color
			}{{"AE", weiqi.Empty}, {"AB", weiqi.Black}, {"AW", weiqi.White}} {
				pts, err := ParsePoints(n.Values(s.id), info.Width, info.Height)
				if err != nil {
					return nil, fmt.Errorf("replay: node %d %s: %w", i, s.id, err)
				}
				for _, p := range pts {
					if g == nil {
						board.Set(p, s.c)
					} else {
						g.Edit(p, s.c)
					}
				}
			}
		}
		if g == nil {
			toMove := weiqi.Black
			if info.Handicap >= 2 && board.Count(weiqi.Black) > 0 && board.Count(weiqi.White) == 0 {
				toMove = weiqi.White
			}
			g = weiqi.NewGame(board, toMove, rule)
		}
		if pl, ok := n.Text("PL"); ok {
			switch strings.ToUpper(strings.TrimSpace(pl)) {
			case "B", "1":
				g.SetToMove(weiqi.Black)
			case "W", "2":
				g.SetToMove(weiqi.White)
			}
		}
		for _, mv := range []struct {
			id string
			c  weiqi.Color
		}{{"B", weiqi.Black}, {"W", weiqi.White}} {
			v := n.Values(mv.id)
			if v == nil {
				continue
			}
			p, err := ParsePoint(v[0], info.Width, info.Height)
			if err != nil {
				return nil, fmt.Errorf("replay: move %d: %w", g.MoveCount()+1, err)
			}
			r.Irregularities = append(r.Irregularities, g.Replay(weiqi.Move{Color: mv.c, Point: p})...)
		}
		r.Last = n
	}
	r.Game = g
	return r, nil
}

// DeadFromMarks reads dead stones from TB/TW territory marks as KGS writes
// them after counting: a black stone listed in TW, or a white stone listed in
// TB, is dead. Each such stone marks only itself (KGS lists every one).
func DeadFromMarks(n *Node, b *weiqi.Board) (map[weiqi.Point]bool, error) {
	w, h := b.Size()
	dead := map[weiqi.Point]bool{}
	for _, m := range []struct {
		id     string
		victim weiqi.Color
	}{{"TB", weiqi.White}, {"TW", weiqi.Black}} {
		pts, err := ParsePoints(n.Values(m.id), w, h)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", m.id, err)
		}
		for _, p := range pts {
			if b.At(p) == m.victim {
				dead[p] = true
			}
		}
	}
	return dead, nil
}
