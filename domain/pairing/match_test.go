package pairing

import (
	"errors"
	"testing"

	"weiqi-arbiter/domain/tournament"
)

func TestBestOfThree(t *testing.T) {
	f := Field{Players: players(2), Points: tournament.DefaultPoints, Group: tournament.Group{System: tournament.Match, Rounds: 3}}
	g1, _, _, err := Pair(f, 1)
	if err != nil || g1[0].Black != 100 {
		t.Fatalf("game 1 %+v %v", g1, err)
	}
	g1[0].Result = "B+R" // 100 wins
	f.Games = g1
	g2, _, _, _ := Pair(f, 2)
	if g2[0].Black != 101 || g2[0].White != 100 {
		t.Errorf("colours do not alternate: %+v", g2)
	}
	g2[0].Result = "W+R" // 100 wins again: 2–0
	f.Games = append(f.Games, g2...)
	if _, _, _, err := Pair(f, 3); !errors.Is(err, ErrMatchDecided) {
		t.Errorf("game 3 of a decided match: %v", err)
	}
	if a, b, w := MatchScore(f.Games, 100, 101, 3); a != 4 || b != 0 || w != 100 {
		t.Errorf("score %d–%d winner %d", a, b, w)
	}
	if _, _, _, err := Pair(Field{Players: players(3), Group: f.Group}, 1); err == nil {
		t.Error("a match of three players")
	}
}

// swissThenKnockout is eight players, two Swiss rounds then a knockout
// of the top four, with Swiss rounds played as far as round `through`
// (Black wins every game) and the rounds after it up to `paired` paired.
func swissThenKnockout(t *testing.T, through, paired int) Field {
	t.Helper()
	f := Field{Players: players(8), Points: tournament.DefaultPoints, Byes: map[int][]int64{},
		Group: tournament.Group{System: tournament.SwissKnockout, SwissRounds: 2, KnockoutSize: 4, Tiebreaks: []tournament.Tiebreak{tournament.SOS}}}
	for r := 1; r <= paired; r++ {
		games, _, _, err := Pair(f, r)
		if err != nil {
			t.Fatal(err)
		}
		if r <= through {
			for i := range games {
				games[i].Result = "B+R" // Black wins every game
			}
		}
		f.Games = append(f.Games, games...)
	}
	return f
}

func TestSwissThenKnockout(t *testing.T) {
	f := swissThenKnockout(t, 2, 2)
	ko, byes, _, err := Pair(f, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(ko) != 2 || len(byes) != 0 || ko[0].Round != 3 {
		t.Fatalf("knockout semi-finals: %+v %v", ko, byes)
	}
	// Only players with two wins or one reach the top four: check the two-win players are in.
	wins := map[int64]int{}
	for _, g := range f.Games {
		wins[g.Black]++
	}
	for _, g := range ko {
		if wins[g.Black]+wins[g.White] < 2 {
			t.Errorf("semi-final of weak players: %+v (wins %v)", g, wins)
		}
	}
	for i := range ko {
		ko[i].Result = "W+R"
	}
	f.Games = append(f.Games, ko...)
	final, _, _, err := Pair(f, 4)
	if err != nil || len(final) != 1 {
		t.Errorf("final %+v %v", final, err)
	}
}

// TestSwissThenKnockoutWithdrawnPlayerDoesNotQualify: eight players, two
// Swiss rounds (Black wins every game: two players with two wins, four
// with one, two with none), top four to the knockout. One of the two
// with two wins withdraws after the Swiss: he does not qualify, the
// other does, with three of the four on one win; no semi-final game has a
// result yet.
func TestSwissThenKnockoutWithdrawnPlayerDoesNotQualify(t *testing.T) {
	f := swissThenKnockout(t, 2, 2)
	ps := f.Players
	wins := map[int64]int{}
	for _, g := range f.Games {
		wins[g.Black]++
	}
	var twoWins []int64
	for _, p := range ps {
		if wins[p.ID] == 2 {
			twoWins = append(twoWins, p.ID)
		}
	}
	if len(twoWins) != 2 {
		t.Fatalf("players with two wins: %v", twoWins)
	}
	for i := range f.Players {
		if f.Players[i].ID == twoWins[0] {
			f.Players[i].WithdrawnAfter = 2
		}
	}
	ko, _, _, err := Pair(f, 3)
	if err != nil || len(ko) != 2 {
		t.Fatalf("semi-finals: %+v %v", ko, err)
	}
	in := map[int64]bool{}
	for _, g := range ko {
		in[g.Black], in[g.White] = true, true
		if g.Result != tournament.NoResult {
			t.Errorf("semi-final %+v has a result", g)
		}
	}
	if in[twoWins[0]] || !in[twoWins[1]] {
		t.Errorf("semi-finals %+v: the player who withdrew (%d) is in, or the other with two wins (%d) is not", ko, twoWins[0], twoWins[1])
	}
	for id := range in {
		if id != twoWins[1] && wins[id] != 1 {
			t.Errorf("player %d with %d wins qualified", id, wins[id])
		}
	}
}

// TestSwissThenKnockoutWithdrawalOnceTheKnockoutIsPaired: as above, but
// the withdrawal after the Swiss is recorded once the semi-finals are
// paired: the bracket stays, his semi-final is a forfeit win for his
// opponent (as the withdrawal's effect gives it), and the final pairs
// that opponent with the winner of the other semi-final.
func TestSwissThenKnockoutWithdrawalOnceTheKnockoutIsPaired(t *testing.T) {
	f := swissThenKnockout(t, 2, 3)
	semi := f.Games[len(f.Games)-2:]
	left := semi[0].White
	f.Players[left-100].WithdrawnAfter = 2
	for i := range f.Games {
		g := &f.Games[i]
		switch {
		case g.Round != 3:
		case g.White == left:
			g.Result = tournament.BlackByForf
		default:
			g.Result = "W+R"
		}
	}
	final, _, _, err := Pair(f, 4)
	if err != nil || len(final) != 1 {
		t.Fatalf("final: %+v %v", final, err)
	}
	want := map[int64]bool{semi[0].Black: true, semi[1].White: true}
	if !want[final[0].Black] || !want[final[0].White] {
		t.Errorf("final %+v, want %d against %d", final[0], semi[0].Black, semi[1].White)
	}
}
