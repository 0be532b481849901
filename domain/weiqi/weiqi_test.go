package weiqi

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
	"testing"

	"weiqi-arbiter/internal/corpus"
)

type sabakiCase struct {
	Name  string     `json:"name"`
	Black [][2]int   `json:"black"`
	White [][2]int   `json:"white"`
	Move  *moveJSON  `json:"move"`
	Moves []moveJSON `json:"moves"`
	Check [][]any    `json:"scratch_engine_check"`
	Exp   struct {
		IsValid     *bool    `json:"isValid"`
		LibertiesOf *[2]int  `json:"liberties_of"`
		Liberties   [][2]int `json:"liberties"`
		Removed     [][2]int `json:"removed"`
	} `json:"expect"`
}

type moveJSON struct {
	Color string
	At    [2]int
}

func (m *moveJSON) UnmarshalJSON(b []byte) error {
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil || len(raw) != 2 {
		return errors.New("move")
	}
	if err := json.Unmarshal(raw[0], &m.Color); err != nil {
		return err
	}
	return json.Unmarshal(raw[1], &m.At)
}

func colour(s string) Color {
	if s == "B" {
		return Black
	}
	return White
}

// TestSabakiCases checks the engine on the Sabaki go-board cases under the
// Chinese semantics: suicide, overwrite and immediate ko recapture refused.
func TestSabakiCases(t *testing.T) {
	data, err := os.ReadFile(corpus.Fixture("rules/sabaki-go-board/rules-cases.json"))
	if err != nil {
		t.Fatal(err)
	}
	var file struct{ Cases []sabakiCase }
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	if len(file.Cases) != 8 {
		t.Fatalf("%d cases", len(file.Cases))
	}
	for _, c := range file.Cases {
		t.Run(c.Name, func(t *testing.T) {
			b, _ := NewBoard(19, 19)
			for _, p := range c.Black {
				b.Set(Point{p[0], p[1]}, Black)
			}
			for _, p := range c.White {
				b.Set(Point{p[0], p[1]}, White)
			}
			if c.Exp.IsValid != nil && b.Valid() != *c.Exp.IsValid {
				t.Errorf("Valid() = %v", b.Valid())
			}
			if c.Exp.LibertiesOf != nil {
				got := b.LibertyPoints(Point{c.Exp.LibertiesOf[0], c.Exp.LibertiesOf[1]})
				if len(got) != len(c.Exp.Liberties) {
					t.Errorf("liberties %v, want %v", got, c.Exp.Liberties)
				}
				for _, l := range c.Exp.Liberties {
					if !slices.Contains(got, Point{l[0], l[1]}) {
						t.Errorf("liberty %v missing from %v", l, got)
					}
				}
			}
			moves := c.Moves
			if c.Move != nil {
				moves = []moveJSON{*c.Move}
			}
			if len(moves) == 0 {
				return
			}
			g := NewGame(b, colour(moves[0].Color), Situational)
			for i, m := range moves {
				want := c.Check[i] // [colour, point, legal, reason, captures]
				captured, err := g.Play(colour(m.Color), Point{m.At[0], m.At[1]})
				legal := want[2].(bool)
				if (err == nil) != legal {
					t.Fatalf("move %d: err %v, want legal %v (%v)", i+1, err, legal, want[3])
				}
				switch want[3] {
				case "suicide":
					if !errors.Is(err, ErrForbidden) {
						t.Errorf("move %d: %v, want ErrForbidden", i+1, err)
					}
				case "occupied":
					if !errors.Is(err, ErrOccupied) {
						t.Errorf("move %d: %v, want ErrOccupied", i+1, err)
					}
				case "ko":
					var rep *RepetitionError
					if !errors.As(err, &rep) || rep.Cycle.Kind != ImmediateKo {
						t.Errorf("move %d: %v, want an immediate ko retake", i+1, err)
					}
				}
				if n := int(want[4].(float64)); len(captured) != n {
					t.Errorf("move %d: captured %v, want %d", i+1, captured, n)
				}
			}
			if len(c.Exp.Removed) > 0 {
				for _, r := range c.Exp.Removed {
					if b.At(Point{r[0], r[1]}) != Empty {
						t.Errorf("%v not removed", r)
					}
				}
			}
		})
	}
}

func mustBoard(t *testing.T, diagram string) *Board {
	t.Helper()
	b, err := ParseBoard(diagram)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestCaptureBeforeSuicide(t *testing.T) {
	// White plays inside Black's eye where Black has one liberty left:
	// both groups are without liberties, only Black's is removed (Art. 4).
	b := mustBoard(t, `
		.XO..
		XXO..
		OOO..
		.....
		.....`)
	g := NewGame(b, White, Situational)
	captured, err := g.Play(White, Point{0, 0})
	if err != nil {
		t.Fatalf("capturing move refused: %v", err)
	}
	if len(captured) != 3 || g.Captures(White) != 3 {
		t.Errorf("captured %v", captured)
	}
	if b.At(Point{0, 0}) != White {
		t.Error("capturing stone not on the board")
	}
}

func TestForbiddenPointRefusedAndChangesNothing(t *testing.T) {
	b := mustBoard(t, `
		.X...
		X....
		.....
		.....
		.....`)
	g := NewGame(b, White, Situational)
	before := b.String()
	if _, err := g.Play(White, Point{0, 0}); !errors.Is(err, ErrForbidden) {
		t.Fatalf("suicide: %v", err)
	}
	if b.String() != before || g.ToMove() != White || g.MoveCount() != 0 {
		t.Error("a refused move changed the game")
	}
	if err := g.Legal(White, Point{0, 0}); !errors.Is(err, ErrForbidden) {
		t.Errorf("Legal: %v", err)
	}
	if _, err := g.Play(Black, Point{2, 2}); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("out of turn: %v", err)
	}
	if _, err := g.Play(White, Point{1, 0}); !errors.Is(err, ErrOccupied) {
		t.Errorf("occupied: %v", err)
	}
	if _, err := g.Play(White, Point{7, 0}); !errors.Is(err, ErrOffBoard) {
		t.Errorf("off board: %v", err)
	}
}

func TestTwoPassesEndTheGame(t *testing.T) {
	b, _ := NewBoard(9, 9)
	g := NewGame(b, Black, Situational)
	g.Play(Black, Point{4, 4})
	g.Pass(White)
	if g.Ended() {
		t.Error("ended after one pass")
	}
	g.Play(Black, Point{3, 3})
	g.Pass(White)
	g.Pass(Black)
	if !g.Ended() || g.ConsecutivePasses() != 2 {
		t.Error("two consecutive passes did not end the game")
	}
}

func TestKoRetakeAfterPassesIsStillARetake(t *testing.T) {
	// A ko taken, two passes, and the ko taken back: no threat was played,
	// so under both superko rules it is refused as a ko retake (Art. 20).
	for _, rule := range []Superko{Situational, Positional} {
		b := mustBoard(t, `
			.XO..
			X.XO.
			.XO..
			.....
			.....`)
		g := NewGame(b, White, rule)
		if _, err := g.Play(White, Point{1, 1}); err != nil { // captures (2,1)
			t.Fatal(err)
		}
		g.Pass(Black)
		g.Pass(White)
		_, err := g.Play(Black, Point{2, 1})
		var rep *RepetitionError
		if !errors.As(err, &rep) || rep.Cycle.Kind != ImmediateKo {
			t.Errorf("rule %d: retake after passes: %v", rule, err)
		}
		if got := rep.Cycle.Rulings(true); !slices.Equal(got, []Ruling{RulingInvalidPass, RulingWarning}) {
			t.Errorf("2002 rulings %v", got)
		}
		if got := rep.Cycle.Rulings(false); !slices.Equal(got, []Ruling{RulingInvalidPass}) {
			t.Errorf("1988 rulings %v", got)
		}
	}
}

func TestStarPoints(t *testing.T) {
	if n := len(StarPoints(19)); n != 9 {
		t.Errorf("19×19: %d star points", n)
	}
	if n := len(StarPoints(13)); n != 5 {
		t.Errorf("13×13: %d star points", n)
	}
	if p := StarPoints(9); len(p) != 5 || !slices.Contains(p, Point{2, 2}) || !slices.Contains(p, Point{4, 4}) {
		t.Errorf("9×9: %v", p)
	}
	if !slices.Contains(StarPoints(19), Point{9, 9}) || !slices.Contains(StarPoints(19), Point{3, 15}) {
		t.Error("19×19 tengen or hoshi missing")
	}
}

func TestBoardSizes(t *testing.T) {
	for _, n := range []int{5, 9, 13, 19, 25} {
		if _, err := NewBoard(n, n); err != nil {
			t.Errorf("%d×%d: %v", n, n, err)
		}
	}
	for _, n := range []int{0, 1, 26} {
		if _, err := NewBoard(n, n); !errors.Is(err, ErrBoardSize) {
			t.Errorf("%d×%d accepted", n, n)
		}
	}
}
