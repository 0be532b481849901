package scoring

import (
	"testing"

	"weiqi-arbiter/domain/weiqi"
)

// TestSpecExamples: the worked examples of the 2002 text (SPEC §4.5) on a
// 19×19 board with komi 3¾: Black 185 wins by ¾, 184 loses by ¼, 184½ wins by ¼.
func TestSpecExamples(t *testing.T) {
	tests := []struct {
		black, dame       int
		zh, en, sgf, ston string
	}{
		{185, 0, "黑胜3/4子", "Black wins by ¾ stone", "B+1.5", "B+0.75"},
		{184, 0, "白胜1/4子", "White wins by ¼ stone", "W+0.5", "W+0.25"},
		{184, 1, "黑胜1/4子", "Black wins by ¼ stone", "B+0.5", "B+0.25"}, // 184 + half a dame = 184½
		{180, 1, "白胜3又3/4子", "White wins by 3¾ stones", "W+7.5", "W+3.75"},
	}
	for _, tt := range tests {
		a := Area{Black: tt.black, Dame: tt.dame, White: 361 - tt.black - tt.dame, Points: 361}
		o := Outcome{Margin: Margin(a, Terms{Komi: 15})}
		if o.Chinese() != tt.zh || o.English() != tt.en || o.SGF() != tt.sgf || o.Stones() != tt.ston {
			t.Errorf("black %d dame %d: %q %q %q %q", tt.black, tt.dame, o.Chinese(), o.English(), o.SGF(), o.Stones())
		}
	}
	// Without komi, exactly 180½ is a draw (SPEC §4.4).
	a := Area{Black: 180, White: 180, Dame: 1, Points: 361}
	if o := (Outcome{Margin(a, Terms{})}); o.Chinese() != "和棋" || o.English() != "draw" || o.SGF() != "0" {
		t.Errorf("180½ without komi: %q", o.Chinese())
	}
}

func TestTermsHandicapAndWarnings(t *testing.T) {
	a := Area{Black: 190, White: 171, Points: 361}
	tests := []struct {
		name  string
		terms Terms
		want  Stones
	}{
		{"no komi", Terms{}, 38}, // 190 − 180½ = 9½
		{"4 stones returned", Terms{Handicap: 4, Return: ReturnHalf}, 30}, // − 2
		{"4 stones, rules' text", Terms{Handicap: 4, Return: ReturnNone}, 38},
		{"black warned", Terms{BlackWarnings: 1}, 34},
		{"white warned twice", Terms{WhiteWarnings: 2}, 46},
		{"1988 komi", Terms{Komi: 11}, 27},
	}
	for _, tt := range tests {
		if got := Margin(a, tt.terms); got != tt.want {
			t.Errorf("%s: margin %s, want %s", tt.name, got, tt.want)
		}
	}
}

func TestCountAreaAndDeadGroups(t *testing.T) {
	b, err := weiqi.ParseBoard(`
		.X.O.
		XX.OO
		.X.O.
		XXO.O
		.X.OO`)
	if err != nil {
		t.Fatal(err)
	}
	// Marking the white stone at (2,3) dead opens the middle column to both sides.
	dead := DeadGroups(b, []weiqi.Point{{X: 2, Y: 3}})
	a := CountArea(b, dead)
	if err := a.Check(); err != nil {
		t.Fatal(err)
	}
	// Black: 7 stones + (0,0),(0,2),(0,4); White: 7 living stones + (4,0),(4,2);
	// dame: (2,0),(2,1),(2,2),(2,3),(3,3),(2,4), touching both.
	if a.Black != 10 || a.White != 9 || a.Dame != 6 || a.DeadWhite != 1 {
		t.Errorf("area %+v, want black 10 white 9 dame 6 dead white 1", a)
	}
}

func TestHasTwoEyes(t *testing.T) {
	b, _ := weiqi.ParseBoard(`
		.X.X.
		XXXXX
		.....
		OOOOO
		.....`)
	if !HasTwoEyes(b, weiqi.Point{X: 1, Y: 1}) {
		t.Error("black group with two eyes not seen")
	}
	if HasTwoEyes(b, weiqi.Point{X: 1, Y: 3}) {
		t.Error("white group has one region of its own only")
	}
}
