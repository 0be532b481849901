package ui

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/sgf"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/domain/weiqi"
	"weiqi-arbiter/internal/corpus"
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
	irregular := corpus.Fixture("sgf", "irregular", "AI", "Li Long", "2016.11.10 骊龙 vs marny (34675775).SGF")
	if err := s.LoadFile(irregular); err != nil {
		t.Fatal(err)
	}
	// Move 251 is White's second move in a row (SPEC §6): under 2002 the
	// second move is void and a warning given.
	if !strings.Contains(s.status.Text, "breaks the rules 2 times; the first at move 251") ||
		!strings.Contains(s.status.Text, "Move 251: same colour twice. The rules give: the second move is void, a warning.") {
		t.Errorf("status %q", s.status.Text)
	}
	// Under 1988 a double move loses the game.
	s.rules = func() tournament.RuleSet { return tournament.Rules1988 }
	if err := s.LoadFile(irregular); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s.status.Text, "Move 251: same colour twice. The rules give: loss of the game.") {
		t.Errorf("1988 status %q", s.status.Text)
	}
}

// TestBoardCountsAsTheCommandLine: the board counts a record with the komi
// sgf count uses, and can give every dame to one side (SPEC §4, §5).
// Black 181 / White 180 with HA[2] and no KM: no komi, Black wins by ½.
// Black 180, White 175, six dame, no KM (2002, 3¾): shared, White wins by
// 1¼; all dame to Black (186), Black wins by 1¾.
func TestBoardCountsAsTheCommandLine(t *testing.T) {
	a := newBoardApp(t, "en")
	s := a.board
	dir := t.TempDir()
	handicap := filepath.Join(dir, "handicap.sgf")
	os.WriteFile(handicap, []byte("(;SZ[19]HA[2]AB[aa:si][aj:jj]AW[kj:sj][ak:ss])"), 0o644)
	if err := s.LoadFile(handicap); err != nil {
		t.Fatal(err)
	}
	s.modeSel.SetSelected(tr("board.mode.count", "Count", nil))
	if !strings.Contains(s.result.Text, "komi 0") || !strings.Contains(s.result.Text, "Black wins by 1/2 stone (B+1)") {
		t.Errorf("HA[2]: %q", s.result.Text)
	}
	even := filepath.Join(dir, "even.sgf")
	os.WriteFile(even, []byte("(;SZ[19]AB[aa:si][aj:ij]AW[pj:sj][ak:ss])"), 0o644)
	if err := s.LoadFile(even); err != nil {
		t.Fatal(err)
	}
	s.modeSel.SetSelected(tr("board.mode.count", "Count", nil))
	if !strings.Contains(s.result.Text, "White wins by 1 1/4 stones (W+2.5)") {
		t.Errorf("shared dame: %q", s.result.Text)
	}
	s.dameSel.SetSelectedIndex(1)
	if !strings.Contains(s.result.Text, "Black 186") || !strings.Contains(s.result.Text, "Black wins by 1 3/4 stones (B+3.5)") {
		t.Errorf("dame to Black: %q", s.result.Text)
	}
	s.dameSel.SetSelectedIndex(0)
	// An unreadable KM is said, and the record still opens.
	bad := filepath.Join(dir, "km.sgf")
	os.WriteFile(bad, []byte("(;SZ[9]KM[abc];B[cc])"), 0o644)
	if err := s.LoadFile(bad); err != nil || !strings.Contains(s.status.Text, "komi (KM) cannot be read: counted with 3 3/4") {
		t.Errorf("KM[abc]: %v %q", err, s.status.Text)
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
	if err != nil {
		t.Fatalf("exported PNG: %v", err)
	}
	// Print resolution: 16.9 cm at 300 dots an inch, square.
	if b := img.Bounds(); b.Dx() != diagramSize || b.Dy() != diagramSize || diagramSize < 2000 {
		t.Errorf("exported diagram %v, want %d pixels square", b, diagramSize)
	}
	if distinctColours(img) < 3 {
		t.Error("the exported diagram is nearly blank")
	}
	keepScreenshot(t, "board-diagram-export.png", img)
	capture := a.win.Canvas().Capture()
	if distinctColours(capture) < 10 {
		t.Error("the board screen renders nearly blank")
	}
	keepScreenshot(t, "board-headless.png", capture)
}

// TestRenderBoardRulings renders the board with a record's rulings and a
// count, in both languages at 1024×600 and 1920×1080, into build/screenshots
// for a person to look at; it checks that text was drawn.
func TestRenderBoardRulings(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
			a := newBoardApp(t, lang)
			a.win.Resize(size)
			s := a.board
			if err := s.LoadFile(corpus.Fixture("sgf", "irregular", "AI", "Li Long", "2016.11.10 骊龙 vs marny (34675775).SGF")); err != nil {
				t.Fatal(err)
			}
			status := s.status.Text
			s.modeSel.SetSelected(tr("board.mode.count", "Count", nil))
			s.dameSel.SetSelectedIndex(2)
			s.status.SetText(status)
			img := a.win.Canvas().Capture()
			if distinctColours(img) < 10 {
				t.Errorf("%s %v: nearly blank", lang, size)
			}
			keepScreenshot(t, "board-rulings-"+lang+"-"+strconv.Itoa(int(size.Width))+".png", img)
		}
	}
}

// TestBoardInvalidMoveButtonAndHandicap: the button that records a refused
// move as an invalid one goes when another record is opened or another
// move shown; the handicap is in sight at 1024×600, in both languages.
func TestBoardInvalidMoveButtonAndHandicap(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		a := newBoardApp(t, lang)
		s := a.board
		a.tabs.SelectIndex(boardTab)
		a.win.Resize(fyne.NewSize(1024, 600))
		// A forbidden point: Black surrounds A19's neighbours, White may not play there.
		for _, p := range []weiqi.Point{{X: 1, Y: 0}, {X: 10, Y: 10}, {X: 0, Y: 1}} {
			tapPoint(t, s, p)
		}
		tapPoint(t, s, weiqi.Point{X: 0, Y: 0})
		if !s.invalid.Visible() {
			t.Fatalf("%s: no button for the refused move: %q", lang, s.status.Text)
		}
		s.cursor.Prev()
		s.show()
		if s.invalid.Visible() {
			t.Errorf("%s: the button stays on another move", lang)
		}
		s.cursor.Next()
		tapPoint(t, s, weiqi.Point{X: 0, Y: 0})
		s.report(s.load(sgf.NewGameTree(19), "", false))
		if s.invalid.Visible() {
			t.Errorf("%s: the button stays after another record is opened", lang)
		}
		// The handicap select lies inside the tools' view.
		view := s.side.Size()
		top := fyne.CurrentApp().Driver().AbsolutePositionForObject(s.handicap).Y - fyne.CurrentApp().Driver().AbsolutePositionForObject(s.side).Y
		if top < 0 || top+s.handicap.Size().Height > view.Height {
			t.Errorf("%s: the handicap at %.0f–%.0f of a %.0f high panel", lang, top, top+s.handicap.Size().Height, view.Height)
		}
		keepScreenshot(t, "board-handicap-"+lang+"-1024x600.png", a.win.Canvas().Capture())
	}
}
