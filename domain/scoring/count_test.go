package scoring

import (
	"fmt"
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
		{185, 0, "黑胜3/4子", "Black wins by 3/4 stone", "B+1.5", "B+0.75"},
		{184, 0, "白胜1/4子", "White wins by 1/4 stone", "W+0.5", "W+0.25"},
		{184, 1, "黑胜1/4子", "Black wins by 1/4 stone", "B+0.5", "B+0.25"}, // 184 + half a dame = 184½
		{180, 1, "白胜3又3/4子", "White wins by 3 3/4 stones", "W+7.5", "W+3.75"},
	}
	for _, tt := range tests {
		t.Run(tt.zh, func(t *testing.T) {
			a := Area{Black: tt.black, Dame: tt.dame, White: 361 - tt.black - tt.dame, Points: 361}
			o := Outcome{Margin: Margin(a, Terms{Komi: 15})}
			if o.Chinese() != tt.zh || o.English() != tt.en || o.SGF() != tt.sgf || o.Stones() != tt.ston {
				t.Errorf("black %d dame %d: %q %q %q %q", tt.black, tt.dame, o.Chinese(), o.English(), o.SGF(), o.Stones())
			}
		})
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
		t.Run(tt.name, func(t *testing.T) {
			if got := Margin(a, tt.terms); got != tt.want {
				t.Errorf("%s: margin %s, want %s", tt.name, got, tt.want)
			}
		})
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

// TestHandicapGameKomi: a handicap game is counted with no komi (SPEC §4.6).
// HA[2], Black 181, White 180 on 361 points: 181 − 180½ = ½, Black wins by
// half a stone (黑胜1/2子, B+1 in points). With the edition's 3¾ it would
// have been 181 − 184¼ = −3¼, a wrong winner.
func TestHandicapGameKomi(t *testing.T) {
	tests := []struct {
		handicap int
		edition  Stones
		want     Stones
	}{
		{0, 15, 15}, {0, 11, 11}, {1, 15, 0}, {2, 15, 0}, {9, 11, 0},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.handicap), func(t *testing.T) {
			if got := GameKomi(tt.edition, tt.handicap); got != tt.want {
				t.Errorf("GameKomi(%s, %d) = %s, want %s", tt.edition, tt.handicap, got, tt.want)
			}
		})
	}
	a := Area{Black: 181, White: 180, Points: 361}
	o := Outcome{Margin(a, Terms{Komi: GameKomi(15, 2), Handicap: 2})}
	if o.Chinese() != "黑胜1/2子" || o.SGF() != "B+1" || o.English() != "Black wins by 1/2 stone" {
		t.Errorf("HA[2] 181/180: %s %s %s", o.Chinese(), o.SGF(), o.English())
	}
}

// TestHandicapOneReturnsNothing: 让先 (HA[1]) places no handicap stone, so
// "Black returns half a stone per handicap stone" returns nothing; HA[3]
// returns 1½ stones.
func TestHandicapOneReturnsNothing(t *testing.T) {
	a := Area{Black: 182, White: 179, Points: 361} // 182 − 180½ = 1½
	if got := Margin(a, Terms{Handicap: 1, Return: ReturnHalf}); got != 6 {
		t.Errorf("HA[1] with half returned: %s, want 1.5", got)
	}
	if got := Margin(a, Terms{Handicap: 3, Return: ReturnHalf}); got != 0 {
		t.Errorf("HA[3] with half returned: %s, want 0 (1½ − 3×½)", got)
	}
}

// TestDameToOneSide: a player who gives up contesting (SPEC §5) leaves every
// contested point to the opponent. Black 180, White 175, dame 6, komi 3¾:
// shared, Black has 183 and loses by 1¼; all dame to Black makes 186, a win
// by 1¾; all to White leaves 180, a loss by 4¼.
func TestDameToOneSide(t *testing.T) {
	a := Area{Black: 180, White: 175, Dame: 6, Points: 361}
	tests := []struct {
		to           weiqi.Color
		black, white Stones
		zh           string
	}{
		{weiqi.Empty, 183 * 4, 178 * 4, "白胜1又1/4子"},
		{weiqi.Black, 186 * 4, 175 * 4, "黑胜1又3/4子"},
		{weiqi.White, 180 * 4, 181 * 4, "白胜4又1/4子"},
	}
	for _, tt := range tests {
		t.Run(tt.zh, func(t *testing.T) {
			terms := Terms{Komi: 15, DameTo: tt.to}
			b, w := a.Totals(terms)
			o := Outcome{Margin(a, terms)}
			if b != tt.black || w != tt.white || o.Chinese() != tt.zh {
				t.Errorf("dame to %v: %s/%s %s, want %s/%s %s", tt.to, b, w, o.Chinese(), tt.black, tt.white, tt.zh)
			}
		})
	}
}

// TestWarningAtTheCount: under 2002 a warning costs its player one stone
// (SPEC §4.7). Black 185 wins by ¾ (the 2002 example); with one warning for
// Black, ¾ − 1 = −¼: White wins by ¼.
func TestWarningAtTheCount(t *testing.T) {
	a := Area{Black: 185, White: 176, Points: 361}
	if o := (Outcome{Margin(a, Terms{Komi: 15, BlackWarnings: 1})}); o.Chinese() != "白胜1/4子" {
		t.Errorf("Black 185 with a warning: %s", o.Chinese())
	}
	if o := (Outcome{Margin(a, Terms{Komi: 15, WhiteWarnings: 1})}); o.Chinese() != "黑胜1又3/4子" {
		t.Errorf("Black 185, White warned: %s", o.Chinese())
	}
}
