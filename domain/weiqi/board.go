// Package weiqi holds the rules of play of Go under the Chinese Weiqi
// Competition Rules: the board, captures (Art. 4), forbidden points (Art. 5)
// and whole-board repetition (Art. 6 and 20), with the cycles an arbiter must
// rule on.
package weiqi

import (
	"errors"
	"fmt"
	"strings"
)

// Color is what stands on a point: nothing, a black stone or a white stone.
type Color uint8

// Colours of points. border marks the frame around the board inside Board.
const (
	Empty Color = iota
	Black
	White
	border
)

// Opponent is the other player's colour.
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return c
}

// String is "B", "W" or "." as records and diagrams write them.
func (c Color) String() string {
	switch c {
	case Black:
		return "B"
	case White:
		return "W"
	}
	return "."
}

// Point is an intersection: X is the column from the left, Y the row from
// the top, both from 0, as SGF counts them. Pass is the pass "point".
type Point struct{ X, Y int }

// Pass stands for a pass (放弃下子权) wherever a point is expected.
var Pass = Point{-1, -1}

// IsPass reports whether p is the pass point.
func (p Point) IsPass() bool { return p == Pass }

// Board sizes the program accepts.
const (
	MinSize = 2
	MaxSize = 25
)

// ErrBoardSize is returned for a board outside MinSize..MaxSize.
var ErrBoardSize = errors.New("board size out of range")

// Board is a rectangular Go board. It keeps an incremental Zobrist hash of
// its position. The zero value is not usable; call NewBoard.
type Board struct {
	w, h   int
	stride int
	cells  []Color
	hash   uint64
	// scratch for flood fills, reused to avoid allocation
	mark  []uint32
	gen   uint32
	stack []int
	group []int
}

// NewBoard returns an empty board w points wide and h high.
func NewBoard(w, h int) (*Board, error) {
	if w < MinSize || h < MinSize || w > MaxSize || h > MaxSize {
		return nil, fmt.Errorf("%d×%d: %w", w, h, ErrBoardSize)
	}
	stride := w + 2
	b := &Board{w: w, h: h, stride: stride, cells: make([]Color, stride*(h+2))}
	for i := range b.cells {
		x, y := i%stride, i/stride
		if x == 0 || y == 0 || x == w+1 || y == h+1 {
			b.cells[i] = border
		}
	}
	b.mark = make([]uint32, len(b.cells))
	return b, nil
}

// Size returns the board's width and height.
func (b *Board) Size() (w, h int) { return b.w, b.h }

// Points is the number of intersections.
func (b *Board) Points() int { return b.w * b.h }

// OnBoard reports whether p is an intersection of the board.
func (b *Board) OnBoard(p Point) bool { return p.X >= 0 && p.Y >= 0 && p.X < b.w && p.Y < b.h }

func (b *Board) index(p Point) int { return (p.Y+1)*b.stride + p.X + 1 }

func (b *Board) point(i int) Point { return Point{i%b.stride - 1, i/b.stride - 1} }

// At returns the colour at p (Empty off the board).
func (b *Board) At(p Point) Color {
	if !b.OnBoard(p) {
		return Empty
	}
	return b.cells[b.index(p)]
}

// Set puts c (or Empty) on p without captures: for setting up positions
// (SGF AB/AW/AE, handicap stones, an arbiter's reconstruction).
func (b *Board) Set(p Point, c Color) {
	if !b.OnBoard(p) {
		return
	}
	b.put(b.index(p), c)
}

func (b *Board) put(i int, c Color) {
	if old := b.cells[i]; old == Black || old == White {
		b.hash ^= zobrist[old-1][i]
	}
	b.cells[i] = c
	if c == Black || c == White {
		b.hash ^= zobrist[c-1][i]
	}
}

// Hash is the Zobrist hash of the position (stones only).
func (b *Board) Hash() uint64 { return b.hash }

// Copy returns an independent copy of the board.
func (b *Board) Copy() *Board {
	c := *b
	c.cells = append([]Color(nil), b.cells...)
	c.mark = make([]uint32, len(b.cells))
	c.gen = 0
	c.stack, c.group = nil, nil
	return &c
}

// Equal reports whether two boards hold the same stones.
func (b *Board) Equal(o *Board) bool {
	if b.w != o.w || b.h != o.h {
		return false
	}
	for i, c := range b.cells {
		if o.cells[i] != c {
			return false
		}
	}
	return true
}

// Count returns the number of stones of colour c on the board.
func (b *Board) Count(c Color) int {
	n := 0
	for _, x := range b.cells {
		if x == c {
			n++
		}
	}
	return n
}

func (b *Board) nextGen() uint32 {
	b.gen++
	if b.gen == 0 {
		clear(b.mark)
		b.gen = 1
	}
	return b.gen
}

// fill collects the group containing index i into b.group and returns its
// number of liberties, stopping early once it has found stopAt liberties
// (0 = count them all).
func (b *Board) fill(i int, stopAt int) int {
	c := b.cells[i]
	g := b.nextGen()
	b.group = b.group[:0]
	b.stack = append(b.stack[:0], i)
	b.mark[i] = g
	libs := 0
	// Liberties are marked with g as well; stones and liberties never share an index.
	for len(b.stack) > 0 {
		j := b.stack[len(b.stack)-1]
		b.stack = b.stack[:len(b.stack)-1]
		b.group = append(b.group, j)
		for _, n := range [4]int{j - 1, j + 1, j - b.stride, j + b.stride} {
			if b.mark[n] == g {
				continue
			}
			switch b.cells[n] {
			case c:
				b.mark[n] = g
				b.stack = append(b.stack, n)
			case Empty:
				b.mark[n] = g
				libs++
				if stopAt > 0 && libs >= stopAt {
					return libs
				}
			}
		}
	}
	return libs
}

// Group returns the stones of the group at p (nil for an empty point).
func (b *Board) Group(p Point) []Point {
	if c := b.At(p); c != Black && c != White {
		return nil
	}
	b.fill(b.index(p), 0)
	out := make([]Point, len(b.group))
	for k, i := range b.group {
		out[k] = b.point(i)
	}
	return out
}

// Liberties returns the number of liberties of the group at p (0 for an empty point).
func (b *Board) Liberties(p Point) int {
	if c := b.At(p); c != Black && c != White {
		return 0
	}
	return b.fill(b.index(p), 0)
}

// String draws the board as rows of X (black), O (white) and '.'.
func (b *Board) String() string {
	var s strings.Builder
	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			switch b.At(Point{x, y}) {
			case Black:
				s.WriteByte('X')
			case White:
				s.WriteByte('O')
			default:
				s.WriteByte('.')
			}
		}
		s.WriteByte('\n')
	}
	return s.String()
}

// ParseBoard reads a diagram as String writes it (X or x black, O or o
// white, '.' or '+' empty; spaces ignored), one row per line.
func ParseBoard(diagram string) (*Board, error) {
	var rows []string
	for _, line := range strings.Split(diagram, "\n") {
		line = strings.ReplaceAll(strings.TrimSpace(line), " ", "")
		if line != "" {
			rows = append(rows, line)
		}
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("parse board: empty diagram")
	}
	b, err := NewBoard(len(rows[0]), len(rows))
	if err != nil {
		return nil, fmt.Errorf("parse board: %w", err)
	}
	for y, row := range rows {
		if len(row) != b.w {
			return nil, fmt.Errorf("parse board: row %d has %d points, want %d", y+1, len(row), b.w)
		}
		for x, r := range row {
			switch r {
			case 'X', 'x':
				b.Set(Point{x, y}, Black)
			case 'O', 'o':
				b.Set(Point{x, y}, White)
			case '.', '+':
			default:
				return nil, fmt.Errorf("parse board: row %d: unknown mark %q", y+1, r)
			}
		}
	}
	return b, nil
}

// StarPoints returns the star points (星) of a square board of the given
// size: nine on 19×19 (the centre one is 天元), five on 13×13 and 9×9 …
func StarPoints(size int) []Point {
	if size < 7 {
		if size%2 == 1 && size >= 5 {
			return []Point{{size / 2, size / 2}}
		}
		return nil
	}
	edge := 3
	if size < 12 {
		edge = 2
	}
	far := size - 1 - edge
	pts := []Point{{edge, edge}, {far, edge}, {edge, far}, {far, far}}
	if size%2 == 1 {
		mid := size / 2
		pts = append(pts, Point{mid, mid})
		if size >= 15 {
			pts = append(pts, Point{mid, edge}, Point{mid, far}, Point{edge, mid}, Point{far, mid})
		}
	}
	return pts
}

// zobrist holds one random key per colour and board index (for the largest
// board's stride), made once from a fixed seed, never changed.
var zobrist = func() (z [2][(MaxSize + 2) * (MaxSize + 2)]uint64) {
	s := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 { // splitmix64
		s += 0x9E3779B97F4A7C15
		x := s
		x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9
		x = (x ^ (x >> 27)) * 0x94D049BB133111EB
		return x ^ (x >> 31)
	}
	for c := range z {
		for i := range z[c] {
			z[c][i] = next()
		}
	}
	return z
}()

// blackToMove is XORed into the hash of a situation where Black is to move.
const blackToMove uint64 = 0xD1B54A32D192ED03

// LibertyPoints returns the liberties of the group at p.
func (b *Board) LibertyPoints(p Point) []Point {
	if c := b.At(p); c != Black && c != White {
		return nil
	}
	g := b.Group(p)
	seen := map[Point]bool{}
	var out []Point
	for _, s := range g {
		for _, n := range [4]Point{{s.X - 1, s.Y}, {s.X + 1, s.Y}, {s.X, s.Y - 1}, {s.X, s.Y + 1}} {
			if b.OnBoard(n) && b.At(n) == Empty && !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	return out
}

// Valid reports whether every group on the board has a liberty, as every
// position reached by legal play does (a set-up position may not).
func (b *Board) Valid() bool {
	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			p := Point{x, y}
			if c := b.At(p); (c == Black || c == White) && b.Liberties(p) == 0 {
				return false
			}
		}
	}
	return true
}

// HandicapPoints returns where n handicap stones stand on a square board of
// the given size (2–9 stones on 19×19 and 13×13, up to 5 on 9×9 and other
// odd sizes), on the star points in the customary order, or nil.
func HandicapPoints(size, n int) []Point {
	stars := StarPoints(size)
	if size < 7 || n < 2 {
		return nil
	}
	edge := 3
	if size < 12 {
		edge = 2
	}
	far, mid := size-1-edge, size/2
	corners := []Point{{far, edge}, {edge, far}, {far, far}, {edge, edge}}
	max := 4
	if size%2 == 1 {
		max = 5
		if len(stars) == 9 {
			max = 9
		}
	}
	if n > max {
		return nil
	}
	switch {
	case n <= 4:
		return corners[:n]
	case n == 5:
		return append(corners[:4:4], Point{mid, mid})
	case n == 6:
		return append(corners[:4:4], Point{edge, mid}, Point{far, mid})
	case n == 7:
		return append(corners[:4:4], Point{edge, mid}, Point{far, mid}, Point{mid, mid})
	case n == 8:
		return append(corners[:4:4], Point{edge, mid}, Point{far, mid}, Point{mid, edge}, Point{mid, far})
	default:
		return append(corners[:4:4], Point{edge, mid}, Point{far, mid}, Point{mid, edge}, Point{mid, far}, Point{mid, mid})
	}
}
