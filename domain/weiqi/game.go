package weiqi

import (
	"errors"
	"fmt"
)

// Superko says which repetitions Art. 6 forbids: Situational (the default,
// the 2002 wording "a move must not make the opponent face a position that
// has occurred before": same stones and same player to move) or Positional
// (the same stones, whoever is to move).
type Superko uint8

// Superko rules.
const (
	Situational Superko = iota
	Positional
)

// Move is one move of a game: a stone of Color on Point, or a pass.
type Move struct {
	Color Color
	Point Point // Pass for a pass
}

// Reasons a move is refused on the checked path.
var (
	ErrNotYourTurn = errors.New("it is the other player's turn")
	ErrOccupied    = errors.New("the point is occupied")
	ErrOffBoard    = errors.New("the point is not on the board")
	// ErrForbidden is a forbidden point (禁着点, Art. 5): the move would leave
	// its own group without liberties and captures nothing. Art. 19: played
	// anyway, it is an invalid move that counts as one pass.
	ErrForbidden = errors.New("forbidden point: the move captures nothing and leaves its group without liberties")
)

// RepetitionError refuses a move that repeats an earlier whole-board
// position (Art. 6); Cycle says what kind of repetition it is and which
// rulings the rules allow.
type RepetitionError struct {
	Cycle Cycle
}

func (e *RepetitionError) Error() string {
	return fmt.Sprintf("whole-board repetition (%s) of the position after move %d", e.Cycle.Kind, e.Cycle.Since)
}

// ply is what the game remembers about each position it has passed through.
type ply struct {
	move     Move
	captured int32 // stones the move captured
	capAt    Point // the single stone captured, when captured == 1
	prevLast int32 // the previous ply with the same hash, or -1
}

// Game is a game in progress: the board, whose turn it is, and the whole
// history of positions for the repetition check. Play is the checked path
// for interactive play; Replay follows a record and reports irregularities.
type Game struct {
	board    *Board
	toMove   Color
	superko  Superko
	start    *Board
	startTo  Color
	plies    []ply
	snaps    []Color // the cells after each ply, one board after another
	last     map[uint64]int32
	captures [3]int // stones captured by Black ([Black]) and by White ([White])
	passes   int    // consecutive passes at the end of the history
	ko       Point  // the point of a single stone just captured in a ko shape, else Pass
	removed  []int  // scratch: indices removed by the last move
}

// NewGame starts a game from position b (which the game takes over) with
// toMove to play.
func NewGame(b *Board, toMove Color, rule Superko) *Game {
	// Room for a full-length game, so that history rarely has to grow.
	const typical = 320
	g := &Game{board: b, toMove: toMove, superko: rule, start: b.Copy(), startTo: toMove,
		last: make(map[uint64]int32, typical), ko: Pass,
		plies: make([]ply, 0, typical), snaps: make([]Color, 0, typical*len(b.cells))}
	g.last[g.situation()] = -1
	return g
}

// Board is the current position. Do not change it; use the game's methods.
func (g *Game) Board() *Board { return g.board }

// ToMove is the player whose turn it is.
func (g *Game) ToMove() Color { return g.toMove }

// SetToMove changes whose turn it is (an arbiter's correction, SGF PL).
// Before the first move it changes the starting situation too, so that
// situational superko compares later positions with the right player to
// move (a record's PL[W] at the start).
func (g *Game) SetToMove(c Color) {
	if len(g.plies) == 0 && c != g.toMove {
		delete(g.last, g.situation())
		g.toMove, g.startTo = c, c
		g.last[g.situation()] = -1
		return
	}
	g.toMove = c
}

// Captures is the number of stones c has captured.
func (g *Game) Captures(c Color) int { return g.captures[c] }

// MoveCount is the number of moves played, passes included.
func (g *Game) MoveCount() int { return len(g.plies) }

// Moves returns the moves played so far.
func (g *Game) Moves() []Move {
	out := make([]Move, len(g.plies))
	for i, p := range g.plies {
		out[i] = p.move
	}
	return out
}

// KoPoint is the point where a single stone was just captured in a ko shape
// (the opponent may not retake there at once), or Pass.
func (g *Game) KoPoint() Point { return g.ko }

// ConsecutivePasses is the number of passes at the end of the game so far.
func (g *Game) ConsecutivePasses() int { return g.passes }

// Ended reports whether two consecutive passes have ended the game (2002 rules).
func (g *Game) Ended() bool { return g.passes >= 2 }

func (g *Game) situation() uint64 {
	h := g.board.hash
	if g.superko == Situational && g.toMove == Black {
		h ^= blackToMove
	}
	return h
}

// Pass passes for c. Passing is every player's right (Art. 2).
func (g *Game) Pass(c Color) error {
	if c != g.toMove {
		return ErrNotYourTurn
	}
	g.pass(c)
	return nil
}

func (g *Game) pass(c Color) {
	g.toMove = c.Opponent()
	g.passes++
	g.record(Move{c, Pass}, 0, Pass)
}

// record appends the ply for the position now on the board.
func (g *Game) record(m Move, captured int, capAt Point) {
	h := g.situation()
	prev, ok := g.last[h]
	if !ok {
		prev = -2 // never seen
	}
	g.plies = append(g.plies, ply{move: m, captured: int32(captured), capAt: capAt, prevLast: prev})
	g.ko = Pass
	if captured == 1 && !m.Point.IsPass() {
		// A ko shape: the capturing stone stands alone with the captured point as its one liberty.
		i := g.board.index(m.Point)
		if g.board.fill(i, 2) == 1 && len(g.board.group) == 1 {
			g.ko = capAt
		}
	}
	g.snaps = append(g.snaps, g.board.cells...)
	g.last[h] = int32(len(g.plies) - 1)
}

// cellsAfter returns the board cells after ply i (-1 = the start).
func (g *Game) cellsAfter(i int) []Color {
	if i < 0 {
		return g.start.cells
	}
	n := len(g.board.cells)
	return g.snaps[i*n : (i+1)*n]
}

// place puts a stone of c at index i, removes the opponent's groups left
// without liberties, and reports how many stones it captured and whether
// the move's own group is left without liberties.
func (g *Game) place(c Color, i int) (captured int, suicide bool) {
	b := g.board
	b.put(i, c)
	opp := c.Opponent()
	g.removed = g.removed[:0]
	for _, n := range [4]int{i - 1, i + 1, i - b.stride, i + b.stride} {
		if b.cells[n] != opp {
			continue
		}
		if b.fill(n, 1) == 0 {
			for _, s := range b.group {
				b.put(s, Empty)
				g.removed = append(g.removed, s)
			}
		}
	}
	captured = len(g.removed)
	suicide = captured == 0 && b.fill(i, 1) == 0
	return captured, suicide
}

// repeats reports the earlier ply whose situation equals the current one
// (-1 = the start), confirmed against the stored position.
func (g *Game) repeats() (int, bool) {
	h := g.situation()
	i, ok := g.last[h]
	for ok {
		if equalCells(g.cellsAfter(int(i)), g.board.cells) {
			return int(i), true
		}
		if i < 0 {
			return 0, false
		}
		i = g.plies[i].prevLast
		ok = i >= -1
	}
	return 0, false
}

func equalCells(a, b []Color) bool {
	for k := range a {
		if a[k] != b[k] {
			return false
		}
	}
	return true
}

// Play plays a stone of c on p after checking every rule: turn, an empty
// point on the board, no forbidden point, no whole-board repetition. A
// refused move leaves the game as it was. It returns the captured stones.
func (g *Game) Play(c Color, p Point) ([]Point, error) {
	if p.IsPass() {
		return nil, g.Pass(c)
	}
	if c != g.toMove {
		return nil, ErrNotYourTurn
	}
	if !g.board.OnBoard(p) {
		return nil, ErrOffBoard
	}
	i := g.board.index(p)
	if g.board.cells[i] != Empty {
		return nil, ErrOccupied
	}
	captured, suicide := g.place(c, i)
	if suicide {
		g.board.put(i, Empty)
		return nil, ErrForbidden
	}
	g.toMove = c.Opponent()
	if since, rep := g.repeats(); rep {
		cyc := g.classify(Move{c, p}, captured, since)
		g.undoPlace(c, i)
		return nil, &RepetitionError{Cycle: cyc}
	}
	capAt := Pass
	if captured == 1 {
		capAt = g.board.point(g.removed[0])
	}
	out := make([]Point, captured)
	for k, s := range g.removed {
		out[k] = g.board.point(s)
	}
	g.captures[c] += captured
	g.passes = 0
	g.record(Move{c, p}, captured, capAt)
	return out, nil
}

// undoPlace takes back a stone just placed by place and restores what it captured.
func (g *Game) undoPlace(c Color, i int) {
	g.board.put(i, Empty)
	for _, s := range g.removed {
		g.board.put(s, c.Opponent())
	}
	g.toMove = c
}

// Legal reports whether c may play p now, and why not.
func (g *Game) Legal(c Color, p Point) error {
	if p.IsPass() {
		if c != g.toMove {
			return ErrNotYourTurn
		}
		return nil
	}
	if c != g.toMove {
		return ErrNotYourTurn
	}
	if !g.board.OnBoard(p) {
		return ErrOffBoard
	}
	i := g.board.index(p)
	if g.board.cells[i] != Empty {
		return ErrOccupied
	}
	captured, suicide := g.place(c, i)
	if suicide {
		g.board.put(i, Empty)
		return ErrForbidden
	}
	g.toMove = c.Opponent()
	since, rep := g.repeats()
	var err error
	if rep {
		err = &RepetitionError{Cycle: g.classify(Move{c, p}, captured, since)}
	}
	g.undoPlace(c, i)
	return err
}

// IrregularityKind names what is wrong with a move of a record.
type IrregularityKind string

// Irregularities a record can hold.
const (
	OutOfTurn   IrregularityKind = "same-colour-twice" // the same colour moved twice without a pass between
	Occupied    IrregularityKind = "occupied"          // a stone played on an occupied point
	Suicide     IrregularityKind = "suicide"           // a stone played on a forbidden point
	KoRetake    IrregularityKind = "ko"                // an immediate single-ko retake
	Repeated    IrregularityKind = "repetition"        // another whole-board repetition
	OffBoard    IrregularityKind = "off-board"         // a point outside the board
	NoPlayerSet IrregularityKind = "no-colour"         // a move without a colour
	// AfterEnd is a stone played after two consecutive passes: under 2002
	// the game had ended (SPEC §3); 1988 does not end a game on passes.
	AfterEnd IrregularityKind = "after-end"
)

// Irregularity is one rule broken by a move of a record, with the move's
// number (1 = the first move after the setup).
type Irregularity struct {
	Move  int
	Kind  IrregularityKind
	Color Color
	Point Point
	Cycle *Cycle // for KoRetake and Repeated
}

// Breaks reports whether the irregularity breaks the rules of the 2002
// edition or (rules2002 false) of the 1988 one: a move after two passes
// breaks only the 2002 rules, every other irregularity both.
func (ir Irregularity) Breaks(rules2002 bool) bool {
	return ir.Kind != AfterEnd || rules2002
}

// Rulings lists what the rules of the edition give the arbiter on the
// irregularity (SPEC §2, §6). The analysis board and "sgf check" both list
// these: the engine never decides.
//   - a stone on an occupied or forbidden point, or off the board: invalid,
//     one pass (Art. 19);
//   - a double move: 1988 loss of the game; 2002 the second move void and a
//     warning;
//   - a ko retake or another repetition: as Cycle.Rulings;
//   - a move after two passes (2002 only): it does not count.
func (ir Irregularity) Rulings(rules2002 bool) []Ruling {
	switch ir.Kind {
	case Occupied, Suicide, OffBoard:
		return []Ruling{RulingInvalidPass}
	case OutOfTurn:
		if rules2002 {
			return []Ruling{RulingSecondMoveVoid, RulingWarning}
		}
		return []Ruling{RulingLoss}
	case KoRetake, Repeated:
		c := Cycle{Kind: ImmediateKo}
		if ir.Cycle != nil {
			c = *ir.Cycle
		}
		return c.Rulings(rules2002)
	case AfterEnd:
		if rules2002 {
			return []Ruling{RulingGameOver}
		}
	}
	return nil
}

func (ir Irregularity) String() string {
	return fmt.Sprintf("move %d %s[%s] %s", ir.Move, ir.Color, sgfPoint(ir.Point), ir.Kind)
}

func sgfPoint(p Point) string {
	if p.IsPass() {
		return ""
	}
	return string([]byte{byte('a' + p.X), byte('a' + p.Y)})
}

// Replay plays a move of a record whatever it breaks, and reports what it
// broke. It follows the record: a move out of turn is played as recorded, and
// so is a ko retake or other repetition. A stone on an occupied or forbidden
// point or off the board cannot stand: as Art. 19 rules for an invalid move,
// it counts as a pass by that player.
func (g *Game) Replay(m Move) []Irregularity {
	n := len(g.plies) + 1
	var out []Irregularity
	report := func(k IrregularityKind, cyc *Cycle) {
		out = append(out, Irregularity{Move: n, Kind: k, Color: m.Color, Point: m.Point, Cycle: cyc})
	}
	if m.Color != Black && m.Color != White {
		report(NoPlayerSet, nil)
		return out
	}
	if m.Color != g.toMove && len(g.plies) > 0 {
		report(OutOfTurn, nil)
	}
	if g.passes >= 2 && !m.Point.IsPass() {
		report(AfterEnd, nil)
	}
	if m.Point.IsPass() {
		g.pass(m.Color)
		return out
	}
	if !g.board.OnBoard(m.Point) {
		report(OffBoard, nil)
		g.pass(m.Color)
		return out
	}
	i := g.board.index(m.Point)
	if g.board.cells[i] != Empty {
		report(Occupied, nil)
		g.pass(m.Color)
		return out
	}
	atKo := m.Point == g.ko
	captured, suicide := g.place(m.Color, i)
	if suicide {
		g.board.put(i, Empty)
		report(Suicide, nil)
		g.pass(m.Color)
		return out
	}
	g.toMove = m.Color.Opponent()
	since, rep := g.repeats()
	var cyc *Cycle
	if rep {
		c := g.classify(m, captured, since)
		cyc = &c
	}
	switch {
	case atKo || (cyc != nil && cyc.Kind == ImmediateKo):
		// A stone on the ko point right after the capture, by either colour.
		report(KoRetake, cyc)
	case cyc != nil:
		report(Repeated, cyc)
	}
	capAt := Pass
	if captured == 1 {
		capAt = g.board.point(g.removed[0])
	}
	g.captures[m.Color] += captured
	g.passes = 0
	g.record(m, captured, capAt)
	return out
}

// Edit changes one point outside the flow of moves (SGF setup in the middle
// of a record, an arbiter's correction). It does not capture.
func (g *Game) Edit(p Point, c Color) { g.board.Set(p, c) }
