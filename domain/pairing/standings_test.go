package pairing

import (
	"fmt"
	"strings"
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// placesOf writes rows as "player:place", "=" after a shared place.
func placesOf(rows []tournament.Row) string {
	var out []string
	for _, r := range rows {
		s := fmt.Sprintf("%d:%d", r.Player, r.Place)
		if r.Shared {
			s += "="
		}
		out = append(out, s)
	}
	return strings.Join(out, " ")
}

// playBracket pairs and plays rounds 1…rounds of the field's knockout,
// each game won by the lower id unless win names the winner of a round.
func playBracket(t *testing.T, f Field, rounds int, win map[int]int64) Field {
	t.Helper()
	for r := 1; r <= rounds; r++ {
		games, _, _, err := Pair(f, r)
		if err != nil {
			t.Fatalf("round %d: %v", r, err)
		}
		for i := range games {
			g := &games[i]
			winner := min(g.Black, g.White)
			if w, ok := win[r]; ok && (w == g.Black || w == g.White) {
				winner = w
			}
			g.Result = "W+R"
			if winner == g.Black {
				g.Result = "B+R"
			}
		}
		f.Games = append(f.Games, games...)
	}
	return f
}

// TestDoubleKnockoutPlaces: four players, the lower id winning, worked by
// hand. R1 (winners' round 1): 100 beats 103, 101 beats 102. R2: 100
// beats 101 (winners' final); 102 beats 103 (losers' round 1: 103 out
// after two losses). R3: 101 beats 102 (losers' final: 102 out). R4, the
// grand final: 101, from the losers' bracket, beats 100; each finalist
// has lost once, so R5 replays it. The places go by the round each player
// lost his second game in: 103 4th, 102 3rd, the loser of the reset 2nd,
// its winner 1st; before the reset the two finalists share first place.
func TestDoubleKnockoutPlaces(t *testing.T) {
	for _, tc := range []struct {
		reset int64
		want  string
	}{
		{101, "101:1 100:2 102:3 103:4"},
		{100, "100:1 101:2 102:3 103:4"},
	} {
		f := Field{Players: players(4), Points: tournament.DefaultPoints, Group: tournament.Group{System: tournament.DoubleKnockout}}
		f = playBracket(t, f, 5, map[int]int64{4: 101, 5: tc.reset})
		rows, _, err := f.Standings(5, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := placesOf(rows); got != tc.want {
			t.Errorf("reset won by %d: %s, want %s", tc.reset, got, tc.want)
		}
		rows, _, _ = f.Standings(4, nil)
		if got, want := placesOf(rows), "100:1= 101:1= 102:3 103:4"; got != want {
			t.Errorf("before the reset: %s, want %s", got, want)
		}
	}
}

// TestKnockoutPlaces: eight players, the lower id winning: the final's
// winner and loser, then the semi-final losers sharing 3rd and the
// quarter-final losers 5th, whatever their points and SOS.
func TestKnockoutPlaces(t *testing.T) {
	f := Field{Players: players(8), Points: tournament.DefaultPoints,
		Group: tournament.Group{System: tournament.Knockout, Tiebreaks: []tournament.Tiebreak{tournament.SOS}}}
	f = playBracket(t, f, 3, nil)
	rows, _, err := f.Standings(3, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := placesOf(rows), "100:1 101:2 102:3= 103:3= 104:5= 105:5= 106:5= 107:5="; got != want {
		t.Errorf("places %s, want %s", got, want)
	}
	// After the quarter-finals the four still in share first place.
	rows, _, _ = f.Standings(1, nil)
	if got, want := placesOf(rows), "100:1= 101:1= 102:1= 103:1= 104:5= 105:5= 106:5= 107:5="; got != want {
		t.Errorf("after round 1: %s, want %s", got, want)
	}
}

// TestSwissKnockoutPlaces: six players, two Swiss rounds, then a knockout
// of the top two: its winner and loser are 1st and 2nd, the others follow
// by their Swiss points.
func TestSwissKnockoutPlaces(t *testing.T) {
	g := tournament.Group{System: tournament.SwissKnockout, SwissRounds: 2, KnockoutSize: 2, Tiebreaks: []tournament.Tiebreak{tournament.SOS}}
	f := Field{Players: players(6), Points: tournament.DefaultPoints, Group: g}
	// R1: 100–103, 101–104, 102–105 won by the lower id; R2: 100–101, 102–103, 104–105.
	f.Games = []tournament.Game{
		{Round: 1, Black: 103, White: 100, Result: "W+R"}, {Round: 1, Black: 104, White: 101, Result: "W+R"}, {Round: 1, Black: 105, White: 102, Result: "W+R"},
		{Round: 2, Black: 101, White: 100, Result: "W+R"}, {Round: 2, Black: 103, White: 102, Result: "W+R"}, {Round: 2, Black: 105, White: 104, Result: "W+R"},
	}
	// After the Swiss: 100 4, 101 2, 102 4, 103 0, 104 2, 105 0. The
	// final (round 3) is 100 against 102; 102 wins it.
	f.Games = append(f.Games, tournament.Game{Round: 3, Black: 100, White: 102, Result: "W+R"})
	rows, _, err := f.Standings(3, nil)
	if err != nil {
		t.Fatal(err)
	}
	// 101 and 104 have 2 points: SOS of 101 = 104's 2 + 100's 4 = 6, of
	// 104 = 101's 2 + 105's 0 = 2. 103 and 105 have 0: SOS of 103 = 100's
	// 4 + 102's 4 = 8, of 105 = 102's 4 + 104's 2 = 6.
	if got, want := placesOf(rows), "102:1 100:2 101:3 104:4 103:5 105:6"; got != want {
		t.Errorf("places %s, want %s", got, want)
	}
}

// TestNeverCameListedApart: a McMahon player who was never checked in and
// never paired has no place, however high his McMahon score; one checked
// in but left out of the rounds is ranked.
func TestNeverCameListedApart(t *testing.T) {
	ps := players(4)
	ps[0].Rank, ps[1].Rank, ps[2].Rank, ps[3].Rank = "1k", "1k", "5d", "5d"
	ps[0].CheckedIn, ps[1].CheckedIn, ps[3].CheckedIn = true, true, true
	f := Field{Players: ps, Points: tournament.DefaultPoints, Group: tournament.Group{System: tournament.McMahon,
		Tiebreaks: []tournament.Tiebreak{tournament.SOS}}}
	f.Games = []tournament.Game{{Round: 1, Black: 101, White: 100, Result: "W+R"}}
	rows, _, err := f.Standings(1, nil)
	if err != nil {
		t.Fatal(err)
	}
	// 103 (5d, checked in, not paired) ranks on his initial score ahead of
	// the 1k players; 102 (5d) never came.
	if got, want := placesOf(rows), "103:1 100:2 101:3 102:0"; got != want {
		t.Errorf("places %s, want %s", got, want)
	}
	if !rows[3].NoShow || rows[0].NoShow {
		t.Errorf("rows %+v", rows)
	}
	if !NeverCame(ps[2], nil, 1) || NeverCame(ps[2], nil, 0) || NeverCame(ps[3], nil, 1) {
		t.Error("NeverCame")
	}
}

// TestScoresBefore: a McMahon group shows McMahon scores before each
// round (the EGF's count: 1k is 29, 2d 31): before round 1 the initial
// score, after round 1 the initial score plus a win for the winner (the
// 1k, 30), the loser's unchanged (31).
func TestScoresBefore(t *testing.T) {
	ps := players(2)
	ps[0].Rank, ps[1].Rank = "2d", "1k"
	g := tournament.Group{System: tournament.McMahon, Tiebreaks: []tournament.Tiebreak{tournament.SOS}}
	f := Field{Players: ps, Points: tournament.DefaultPoints, Group: g}
	const init0, init1 = 31, 29
	before1, _ := f.ScoresBefore(1)
	if before1[100] != tournament.F(init0) || before1[101] != tournament.F(init1) {
		t.Errorf("before round 1: %v, want 31 and 29", before1)
	}
	f.Games = []tournament.Game{{Round: 1, Black: 101, White: 100, Result: "B+R"}}
	before2, _ := f.ScoresBefore(2)
	if before2[100] != tournament.F(init0) || before2[101] != tournament.F(init1+1) {
		t.Errorf("before round 2: %v", before2)
	}
	// The explanation's difference of 2 points is one McMahon point.
	if d := f.ScoreDifference(Cost{ScoreDiff: 2}); d != tournament.F(1) {
		t.Errorf("McMahon difference %s, want 1", d)
	}
	f.Group.System = tournament.Swiss
	if d := f.ScoreDifference(Cost{ScoreDiff: 2}); d != tournament.F(2) {
		t.Errorf("Swiss difference %s, want 2", d)
	}
	if before, _ := f.ScoresBefore(1); len(before) != 0 {
		t.Errorf("a Swiss before round 1: %v", before)
	}
}
