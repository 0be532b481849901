package weiqi

import (
	"errors"
	"slices"
	"testing"
)

// TestDoubleMoveRulings: a double move (same colour twice, no pass between)
// loses the game under 1988; under 2002 the second move is void and the
// player gets a warning (SPEC §6).
func TestDoubleMoveRulings(t *testing.T) {
	b := mustBoard(t, `
		.....
		.....
		.....
		.....
		.....`)
	g := NewGame(b, Black, Situational)
	g.Replay(Move{Black, Point{1, 1}})
	irs := g.Replay(Move{Black, Point{3, 3}})
	if len(irs) != 1 || irs[0].Kind != OutOfTurn || irs[0].Move != 2 {
		t.Fatalf("irregularities %v", irs)
	}
	if got := irs[0].Rulings(false); !slices.Equal(got, []Ruling{RulingLoss}) {
		t.Errorf("1988: %v", got)
	}
	if got := irs[0].Rulings(true); !slices.Equal(got, []Ruling{RulingSecondMoveVoid, RulingWarning}) {
		t.Errorf("2002: %v", got)
	}
}

// TestMoveAfterTwoPasses: two consecutive passes end a game under 2002
// (SPEC §3), so a stone played after them is flagged, and breaks only the
// 2002 rules; a third pass is not flagged.
func TestMoveAfterTwoPasses(t *testing.T) {
	g := NewGame(mustBoard(t, `
		.....
		.....
		.....
		.....
		.....`), Black, Situational)
	var irs []Irregularity
	for _, m := range []Move{{Black, Point{1, 1}}, {White, Pass}, {Black, Pass}, {White, Pass}, {Black, Point{3, 3}}} {
		irs = append(irs, g.Replay(m)...)
	}
	if len(irs) != 1 || irs[0].Kind != AfterEnd || irs[0].Move != 5 {
		t.Fatalf("irregularities %v", irs)
	}
	if !irs[0].Breaks(true) || irs[0].Breaks(false) {
		t.Error("a move after two passes breaks the 2002 rules only")
	}
	if got := irs[0].Rulings(true); !slices.Equal(got, []Ruling{RulingGameOver}) {
		t.Errorf("2002: %v", got)
	}
	if got := irs[0].Rulings(false); len(got) != 0 {
		t.Errorf("1988: %v", got)
	}
}

// TestInvalidMoveRulings: a stone on an occupied or forbidden point counts
// as one pass (Art. 19) under both editions.
func TestInvalidMoveRulings(t *testing.T) {
	for _, k := range []IrregularityKind{Occupied, Suicide, OffBoard} {
		for _, e := range []bool{false, true} {
			if got := (Irregularity{Kind: k}).Rulings(e); !slices.Equal(got, []Ruling{RulingInvalidPass}) {
				t.Errorf("%s (2002 %v): %v", k, e, got)
			}
		}
	}
}

// TestFalseLifeDoubleKo: two kos side by side, each player taking one and
// passing in between, bring back a position (SPEC §2, Art. 20.2). That is
// the false life the rules never accept as alive: it is named as such, and
// neither edition offers it the triple-ko rulings (draw, replay, no result).
//
// Ko A (left): White takes at b2 (1,1); ko B (right, colours inverted):
// Black takes at h2 (7,1). 1 W takes A, 2 B takes B, 3 W passes, 4 B takes
// back A, 5 W takes back B, 6 B passes, 7 W takes A again: the position
// after move 1 with Black to move stands again.
func TestFalseLifeDoubleKo(t *testing.T) {
	b := mustBoard(t, `
		.XO....OX..
		X.XO..O.OX.
		.XO....OX..
		...........
		...........`)
	g := NewGame(b, White, Situational)
	moves := []Move{
		{White, Point{1, 1}}, {Black, Point{7, 1}}, {White, Pass},
		{Black, Point{2, 1}}, {White, Point{8, 1}}, {Black, Pass},
	}
	for i, m := range moves {
		var err error
		if m.Point.IsPass() {
			err = g.Pass(m.Color)
		} else {
			_, err = g.Play(m.Color, m.Point)
		}
		if err != nil {
			t.Fatalf("move %d %v: %v", i+1, m, err)
		}
	}
	_, err := g.Play(White, Point{1, 1})
	var rep *RepetitionError
	if !errors.As(err, &rep) {
		t.Fatalf("move 7: %v, want a repetition", err)
	}
	if rep.Cycle.Kind != DoubleKo || !rep.Cycle.FalseLife() {
		t.Errorf("cycle %+v, want a double ko (false life)", rep.Cycle)
	}
	for _, e := range []bool{false, true} {
		got := rep.Cycle.Rulings(e)
		if !slices.Equal(got, []Ruling{RulingFalseLife}) {
			t.Errorf("2002 %v: rulings %v, want false life only", e, got)
		}
	}
	// A triple ko keeps the options of Art. 20.3.
	if got := (Cycle{Kind: TripleKo}).Rulings(false); !slices.Equal(got, []Ruling{RulingDraw, RulingReplay}) {
		t.Errorf("triple ko 1988: %v", got)
	}
	if (Cycle{Kind: TripleKo}).FalseLife() {
		t.Error("a triple ko is not false life")
	}
}

// TestSetToMoveBeforeTheFirstMove: a record that starts with White to move
// (PL[W]) starts with that situation: under situational superko, the
// starting stones with Black to move are a new situation, not a repetition.
func TestSetToMoveBeforeTheFirstMove(t *testing.T) {
	b := mustBoard(t, `
		.XO....OX..
		X.XO..O.OX.
		.XO....OX..
		...........
		...........`)
	g := NewGame(b, Black, Situational)
	g.SetToMove(White)
	var irs []Irregularity
	for _, m := range []Move{{White, Point{1, 1}}, {Black, Point{7, 1}}, {White, Pass}, {Black, Point{2, 1}}, {White, Point{8, 1}}} {
		irs = append(irs, g.Replay(m)...)
	}
	if len(irs) != 0 {
		t.Errorf("irregularities %v; the position after move 5 has Black to move, the start White", irs)
	}
}
