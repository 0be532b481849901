package sgf

import (
	"errors"
	"strings"
	"testing"

	"weiqi-arbiter/domain/weiqi"
)

func TestCursorPlayVariationsAndNavigation(t *testing.T) {
	c, err := NewCursor(NewGameTree(9), weiqi.Situational)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []weiqi.Point{{X: 4, Y: 4}, {X: 2, Y: 2}, {X: 6, Y: 6}} {
		if _, err := c.Play(p); err != nil {
			t.Fatal(err)
		}
	}
	if c.MoveNumber() != 3 || c.Game().ToMove() != weiqi.White {
		t.Fatalf("move %d, to move %s", c.MoveNumber(), c.Game().ToMove())
	}
	if _, err := c.Play(weiqi.Point{X: 4, Y: 4}); !errors.Is(err, weiqi.ErrOccupied) {
		t.Errorf("occupied: %v", err)
	}
	// Back one move and play elsewhere: a variation.
	c.Prev()
	if _, err := c.Play(weiqi.Point{X: 2, Y: 6}); err != nil {
		t.Fatal(err)
	}
	sibs, i := c.Siblings()
	if len(sibs) != 2 || i != 1 {
		t.Fatalf("siblings %d, index %d", len(sibs), i)
	}
	// Playing the move the record already has follows it, no new node.
	c.Prev()
	if _, err := c.Play(weiqi.Point{X: 6, Y: 6}); err != nil {
		t.Fatal(err)
	}
	if s, _ := c.Siblings(); len(s) != 2 {
		t.Errorf("a known move made a new variation: %d", len(s))
	}
	c.First()
	if c.MoveNumber() != 0 {
		t.Error("First")
	}
	c.Last()
	if c.MoveNumber() != 3 {
		t.Errorf("Last: move %d", c.MoveNumber())
	}
	c.GoToMove(1)
	if m, ok := c.LastMove(); !ok || m.Point != (weiqi.Point{X: 4, Y: 4}) {
		t.Errorf("GoToMove(1): %v", m)
	}
	c.Last()
	if nums := c.MoveNumbers(); nums[weiqi.Point{X: 6, Y: 6}] != 3 || nums[weiqi.Point{X: 4, Y: 4}] != 1 {
		t.Errorf("move numbers %v", nums)
	}
	out := Collection{c.Root()}.String()
	if !strings.Contains(out, "(;W[cc];B[gg])(;B[cg])") && !strings.Contains(out, "(;B[gg])(;B[cg])") {
		t.Errorf("written tree %s", out)
	}
}

func TestCursorCaptureKoAndPass(t *testing.T) {
	c, _ := NewCursor(NewGameTree(5), weiqi.Situational)
	for _, p := range []weiqi.Point{{X: 1, Y: 0}, {X: 2, Y: 0}, {X: 0, Y: 1}, {X: 3, Y: 1}, {X: 1, Y: 2}, {X: 2, Y: 2}, {X: 4, Y: 4}, {X: 1, Y: 1}} {
		if _, err := c.Play(p); err != nil {
			t.Fatalf("%v: %v", p, err)
		}
	}
	// Black captures at (2,1); White may not retake at (1,1) at once.
	n, err := c.Play(weiqi.Point{X: 2, Y: 1})
	if err != nil || n != 1 {
		t.Fatalf("capture: %d %v", n, err)
	}
	_, err = c.Play(weiqi.Point{X: 1, Y: 1})
	var rep *weiqi.RepetitionError
	if !errors.As(err, &rep) || rep.Cycle.Kind != weiqi.ImmediateKo {
		t.Fatalf("ko retake: %v", err)
	}
	if err := c.Pass(); err != nil {
		t.Fatal(err)
	}
	if m, _ := c.LastMove(); !m.Point.IsPass() || m.Color != weiqi.White {
		t.Errorf("pass recorded as %v", m)
	}
}

func TestCursorEditHandicapResign(t *testing.T) {
	c, _ := NewCursor(NewGameTree(19), weiqi.Situational)
	if err := c.PlaceHandicap(4); err != nil {
		t.Fatal(err)
	}
	if c.Game().Board().Count(weiqi.Black) != 4 || c.Game().ToMove() != weiqi.White || c.Info().Handicap != 4 {
		t.Fatalf("handicap: %d stones, %s to move", c.Game().Board().Count(weiqi.Black), c.Game().ToMove())
	}
	if err := c.PlaceHandicap(10); err == nil {
		t.Error("10 stones accepted")
	}
	if err := c.Edit(weiqi.Point{X: 0, Y: 0}, weiqi.White); err != nil {
		t.Fatal(err)
	}
	if err := c.Edit(weiqi.Point{X: 15, Y: 3}, weiqi.Empty); err != nil { // remove a handicap stone
		t.Fatal(err)
	}
	b := c.Game().Board()
	if b.At(weiqi.Point{X: 0, Y: 0}) != weiqi.White || b.At(weiqi.Point{X: 15, Y: 3}) != weiqi.Empty {
		t.Errorf("edit:\n%s", b)
	}
	c.Play(weiqi.Point{X: 10, Y: 10})
	if err := c.Edit(weiqi.Point{X: 1, Y: 1}, weiqi.Black); err != nil {
		t.Fatal(err)
	}
	if c.Node().Has("W") || !c.Node().Has("AB") {
		t.Error("editing after a move should add a setup node")
	}
	if err := c.SetToMove(weiqi.White); err != nil || c.Game().ToMove() != weiqi.White {
		t.Error("SetToMove")
	}
	c.Resign()
	if re, _ := c.Root().Text("RE"); re != "B+R" {
		t.Errorf("RE %q after White resigned", re)
	}
}

func TestCursorGoTo(t *testing.T) {
	c, _ := NewCursor(NewGameTree(9), weiqi.Positional)
	c.Play(weiqi.Point{X: 4, Y: 4})
	node := c.Node()
	c.Play(weiqi.Point{X: 3, Y: 3})
	if err := c.GoTo(node); err != nil || c.MoveNumber() != 1 {
		t.Errorf("GoTo: %v, move %d", err, c.MoveNumber())
	}
	if err := c.GoTo(NewGameTree(9)); err == nil {
		t.Error("GoTo a node of another tree accepted")
	}
}
