package ui

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/weiqi"
)

// tapPoint taps the goban at the centre of an intersection.
func tapPoint(t *testing.T, s *boardScreen, p weiqi.Point) {
	t.Helper()
	geo := s.goban.Geometry()
	pos := fyne.NewPos(geo.X0+float32(p.X)*geo.Cell, geo.Y0+float32(p.Y)*geo.Cell)
	if got, ok := s.goban.PointAt(pos); !ok || got != p {
		t.Fatalf("position %v maps to %v, want %v", pos, got, p)
	}
	test.TapAt(s.goban, pos)
}

func newBoardApp(t *testing.T, lang string) *App {
	a, _ := newTestApp(t, lang)
	a.tabs.SelectIndex(boardTab)
	a.win.Resize(fyne.NewSize(1100, 760))
	return a
}

func TestBoardPlayByTapping(t *testing.T) {
	a := newBoardApp(t, "en")
	s := a.board
	tapPoint(t, s, weiqi.Point{X: 3, Y: 3})
	tapPoint(t, s, weiqi.Point{X: 15, Y: 15})
	if s.cursor.MoveNumber() != 2 || s.cursor.Game().Board().At(weiqi.Point{X: 3, Y: 3}) != weiqi.Black {
		t.Fatalf("after two taps: move %d\n%s", s.cursor.MoveNumber(), s.cursor.Game().Board())
	}
	tapPoint(t, s, weiqi.Point{X: 3, Y: 3})
	if s.status.Text != "That point is occupied." {
		t.Errorf("status %q", s.status.Text)
	}
	if !strings.Contains(s.moveNo.Text, "Move 2") {
		t.Errorf("move label %q", s.moveNo.Text)
	}
	// Keyboard: back, forward, variations.
	a.win.Canvas().(test.WindowlessCanvas).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyLeft})
	if s.cursor.MoveNumber() != 1 {
		t.Errorf("Left: move %d", s.cursor.MoveNumber())
	}
	tapPoint(t, s, weiqi.Point{X: 16, Y: 3})
	if sibs, _ := s.cursor.Siblings(); len(sibs) != 2 || len(s.varSel.Options) != 2 {
		t.Errorf("variation not listed: %v", s.varSel.Options)
	}
	a.board.typedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	if m, _ := s.cursor.LastMove(); m.Point != (weiqi.Point{X: 15, Y: 15}) {
		t.Errorf("Up did not select the first variation: %v", m)
	}
}

func TestBoardKoAndForbiddenMessages(t *testing.T) {
	a := newBoardApp(t, "zh")
	s := a.board
	for _, p := range []weiqi.Point{{X: 1, Y: 0}, {X: 2, Y: 0}, {X: 0, Y: 1}, {X: 3, Y: 1}, {X: 1, Y: 2}, {X: 2, Y: 2}, {X: 10, Y: 10}, {X: 1, Y: 1}, {X: 2, Y: 1}} {
		tapPoint(t, s, p)
	}
	tapPoint(t, s, weiqi.Point{X: 1, Y: 1}) // White retakes at once
	if !strings.Contains(s.status.Text, "劫争马上回提") || !strings.Contains(s.status.Text, "作弃权一次") {
		t.Errorf("ko message %q", s.status.Text)
	}
	// The arbiter records the retake as an invalid move: White passes.
	if !s.invalid.Visible() {
		t.Fatal("no way to record the invalid move")
	}
	test.Tap(s.invalid)
	if m, _ := s.cursor.LastMove(); !m.Point.IsPass() || m.Color != weiqi.White || !strings.Contains(s.cursor.Comment(), "作弃权一次") {
		t.Errorf("recorded %v, comment %q", m, s.cursor.Comment())
	}
	// Black to play; White's forbidden point at the corner (0,0) is Black's own eye.
	tapPoint(t, s, weiqi.Point{X: 18, Y: 18})
	tapPoint(t, s, weiqi.Point{X: 0, Y: 0})
	if !strings.Contains(s.status.Text, "禁着点") || !s.invalid.Visible() {
		t.Errorf("forbidden point: %q", s.status.Text)
	}
}

func TestBoardCountMode(t *testing.T) {
	a := newBoardApp(t, "en")
	s := a.board
	dir := t.TempDir()
	path := filepath.Join(dir, "game.sgf")
	os.WriteFile(path, []byte(`(;GM[1]FF[4]SZ[5]KM[0]AB[ba][bb][bc][bd][be][ab]AW[da][db][dc][dd][de][ac][ad];B[];W[])`), 0o644)
	if err := s.LoadFile(path); err != nil {
		t.Fatal(err)
	}
	s.modeSel.SetSelected(tr("board.mode.count", "Count", nil))
	tapPoint(t, s, weiqi.Point{X: 0, Y: 2})
	if !s.dead[weiqi.Point{X: 0, Y: 3}] {
		t.Fatal("tapping one stone did not mark its group")
	}
	if !strings.Contains(s.result.Text, "draw") || !strings.Contains(s.result.Text, "dame 5") {
		t.Errorf("count %q", s.result.Text)
	}
	tapPoint(t, s, weiqi.Point{X: 0, Y: 2})
	if len(s.dead) != 0 {
		t.Error("second tap did not unmark")
	}
	// Saving writes the record back.
	out := filepath.Join(dir, "out.sgf")
	if err := s.SaveFile(out); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(out); !strings.Contains(string(b), "CA[UTF-8]") || !strings.Contains(string(b), "AW[") {
		t.Errorf("saved %s", b)
	}
}

func TestBoardOpenBadAndIrregularFiles(t *testing.T) {
	a := newBoardApp(t, "en")
	s := a.board
	bad := filepath.Join(t.TempDir(), "bad.sgf")
	os.WriteFile(bad, []byte("(;SZ[19];B[dd"), 0o644)
	err := s.LoadFile(bad)
	if err == nil || !strings.Contains(errorText(err), "not a readable SGF game record") {
		t.Errorf("bad file: %v", err)
	}
	irregular := filepath.Join("..", "..", "shared", "testdata", "sgf", "irregular", "AI", "Li Long", "2016.11.10 骊龙 vs marny (34675775).SGF")
	if _, err := os.Stat(irregular); err != nil {
		t.Skip("shared test data not available")
	}
	if err := s.LoadFile(irregular); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s.status.Text, "breaks the rules 2 times; the first at move 251") {
		t.Errorf("status %q", s.status.Text)
	}
}

func TestBoardExportAndRender(t *testing.T) {
	a := newBoardApp(t, "zh")
	s := a.board
	s.cursor.PlaceHandicap(4)
	for _, p := range []weiqi.Point{{X: 16, Y: 2}, {X: 13, Y: 2}, {X: 2, Y: 13}, {X: 9, Y: 9}} {
		tapPoint(t, s, p)
	}
	var buf bytes.Buffer
	if err := s.ExportPNG(&buf); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil || img.Bounds().Dx() < 300 {
		t.Fatalf("exported PNG: %v %v", err, img)
	}
	capture := a.win.Canvas().Capture()
	if distinctColours(capture) < 10 {
		t.Error("the board screen renders nearly blank")
	}
	dir := filepath.Join("..", "build", "screenshots")
	if os.MkdirAll(dir, 0o755) == nil {
		if f, err := os.Create(filepath.Join(dir, "board-headless.png")); err == nil {
			png.Encode(f, capture)
			f.Close()
		}
	}
}
