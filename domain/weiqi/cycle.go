package weiqi

// CycleKind names a whole-board repetition as the rules name them (Art. 20).
type CycleKind string

// Kinds of repetition.
const (
	// ImmediateKo is retaking a single ko at once (劫争马上回提): invalid, one pass
	// (2002: and a warning).
	ImmediateKo CycleKind = "immediate ko retake"
	// The long cycles, on which the arbiter may rule a draw or a replay.
	DoubleKo               CycleKind = "double ko"
	TripleKo               CycleKind = "triple ko"                 // 三劫循环
	QuadrupleKo            CycleKind = "quadruple ko"              // 四劫循环
	MultiKo                CycleKind = "multiple ko"               // more kos still
	EternalLife            CycleKind = "eternal life"              // 长生
	SendingTwoReturningOne CycleKind = "sending two returning one" // 双提两子 (送二还一)
	OtherCycle             CycleKind = "other cycle"
)

// Chinese is the kind's name in Chinese.
func (k CycleKind) Chinese() string {
	switch k {
	case ImmediateKo:
		return "劫争马上回提"
	case DoubleKo:
		return "双劫循环"
	case TripleKo:
		return "三劫循环"
	case QuadrupleKo:
		return "四劫循环"
	case MultiKo:
		return "多劫循环"
	case EternalLife:
		return "长生"
	case SendingTwoReturningOne:
		return "双提两子"
	}
	return "其他循环"
}

// Ruling is one decision the rules allow the arbiter on a repetition.
type Ruling string

// Rulings on repetitions (Art. 20; SPEC §2).
const (
	RulingInvalidPass Ruling = "invalid move, counts as one pass" // 无效, 作弃权一次
	RulingWarning     Ruling = "warning"                          // 2002: the ko retake also earns a warning
	RulingDraw        Ruling = "draw"                             // 和棋
	RulingReplay      Ruling = "replay"                           // 重下
	RulingNoResult    Ruling = "no result"                        // 2002: 无胜负
	RulingRegulations Ruling = "as the regulations fix"           // 2002: another rule of the tournament regulations
	// RulingFalseLife: a group that lives only by a ko cycle (假生, Art.
	// 20.2) is not alive at the end; the move that would repeat the position
	// is forbidden. No draw or replay is offered.
	RulingFalseLife Ruling = "false life: the repeating move is forbidden and the group is not alive at the end"
	// RulingLoss: 1988, a double move (two moves without the opponent's
	// move or pass between) loses the game.
	RulingLoss Ruling = "loss of the game"
	// RulingSecondMoveVoid: 2002, the second of two moves in a row is void.
	RulingSecondMoveVoid Ruling = "the second move is void"
	// RulingGameOver: 2002, two consecutive passes have ended the game; a
	// move played after them does not count.
	RulingGameOver Ruling = "the game had ended after two passes: the move does not count"
)

// Cycle describes a whole-board repetition: its kind, the move after which the
// repeated position first stood (0 = the start), how many moves the cycle
// takes, and the points of the stones captured in it.
type Cycle struct {
	Kind   CycleKind
	Since  int
	Length int
	Points []Point
}

// FalseLife reports whether the cycle is of the false-life kind (假生, Art.
// 20.2; 2002: "禁止假生类多劫循环"): a double-ko cycle, which only goes round
// when a player passes or plays elsewhere, so that a group the kos keep
// alive is kept alive by repetition alone. The rules never accept it as
// alive, and offer no draw or replay for it: those are for the rare cycles
// both sides keep going (三劫, 四劫, 长生, 双提两子).
func (c Cycle) FalseLife() bool { return c.Kind == DoubleKo }

// Rulings lists what the rules allow the arbiter on this repetition, under
// the 2002 rules or (rules2002 false) the 1988 ones. The engine never decides.
func (c Cycle) Rulings(rules2002 bool) []Ruling {
	if c.Kind == ImmediateKo {
		if rules2002 {
			return []Ruling{RulingInvalidPass, RulingWarning}
		}
		return []Ruling{RulingInvalidPass}
	}
	if c.FalseLife() {
		return []Ruling{RulingFalseLife}
	}
	if rules2002 {
		return []Ruling{RulingDraw, RulingReplay, RulingNoResult, RulingRegulations}
	}
	return []Ruling{RulingDraw, RulingReplay}
}

// classify names the cycle closed by move m (not yet recorded, which captured
// `captured` stones, now in g.removed), whose position equals the one after
// ply since (-1 = the start).
func (g *Game) classify(m Move, captured int, since int) Cycle {
	length := len(g.plies) - since
	cyc := Cycle{Since: since + 1, Length: length}
	type step struct {
		captured int
		at       Point // the one stone captured
		point    Point
	}
	steps := make([]step, 0, length)
	for i := since + 1; i < len(g.plies); i++ {
		p := g.plies[i]
		steps = append(steps, step{int(p.captured), p.capAt, p.move.Point})
	}
	cur := step{captured: captured, point: m.Point, at: Pass}
	if captured == 1 {
		cur.at = g.board.point(g.removed[0])
	}
	steps = append(steps, cur)

	if length == 2 && captured == 1 {
		prev := steps[0]
		if prev.captured == 1 && prev.at == m.Point && cur.at == prev.point {
			cyc.Kind = ImmediateKo
			cyc.Points = []Point{cur.at}
			return cyc
		}
	}
	points := map[Point]bool{}
	singles, twos, bigger, moves := 0, 0, 0, 0
	for _, s := range steps {
		if s.point.IsPass() {
			continue
		}
		moves++
		switch {
		case s.captured == 1:
			singles++
			points[s.at] = true
			points[s.point] = true
		case s.captured == 2:
			twos++
		case s.captured > 2:
			bigger++
		}
	}
	for p := range points {
		cyc.Points = append(cyc.Points, p)
	}
	switch {
	case moves == 2 && singles == 2 && len(points) == 2:
		// One ko taken back with only passes between: no ko threat was made.
		cyc.Kind = ImmediateKo
	case moves > 0 && singles == moves:
		switch len(points) / 2 {
		case 0, 1, 2:
			cyc.Kind = DoubleKo
		case 3:
			cyc.Kind = TripleKo
		case 4:
			cyc.Kind = QuadrupleKo
		default:
			cyc.Kind = MultiKo
		}
	case twos == 1 && singles >= 1 && bigger == 0:
		cyc.Kind = SendingTwoReturningOne
	case twos+bigger >= 2:
		cyc.Kind = EternalLife
	default:
		cyc.Kind = OtherCycle
	}
	return cyc
}
