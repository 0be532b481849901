package tournament

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// placesOf writes rows as "player:place" with "=" after a shared place.
func placesOf(rows []Row) string {
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

const (
	pE int64 = iota + 5
	pF
)

// TestCycleSharesThePlace is the three-player round robin: P2 beat
// P3, P1 beat P2, P3 beat P1. Each has 2 points; each beat one player of 2
// points, so SB (胜者小分) is 2 for all; no warnings; the mini-table of the
// three gives each 2 points: nothing separates them and they share first
// place, the direct-encounter column showing 2 for each.
func TestCycleSharesThePlace(t *testing.T) {
	games := crosstable([][4]any{{1, pB, pC, "B+R"}, {2, pA, pB, "B+R"}, {3, pC, pA, "B+R"}})
	for _, order := range [][]int64{{pA, pB, pC}, {pC, pA, pB}, {pB, pC, pA}} {
		rows, err := Standings(StandingsInput{Players: order, Records: games, Points: DefaultPoints,
			Rounds: 3, Tiebreaks: RoundRobin.DefaultTiebreaks()})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			if r.Place != 1 || !r.Shared {
				t.Errorf("players %v: %s", order, placesOf(rows))
				break
			}
			if v, ok := r.Shown(Direct); !ok || v != F(2) {
				t.Errorf("player %d direct encounter %s (%v), want 2", r.Player, v, ok)
			}
			if r.Tiebreaks[SB] != F(2) {
				t.Errorf("player %d SB %s, want 2", r.Player, r.Tiebreaks[SB])
			}
		}
	}
}

// TestDirectEncounterMiniTable: a six-player round robin, worked by hand.
//
//	A–B draw, C–D draw, A and B beat C and D; C and D beat E and F;
//	E and F beat A and B; E beats F.
//
// Points: A 1+4 = 5, B 5, C 1+4 = 5, D 5, E 4+2 = 6, F 4. E is first
// alone. A, B, C, D share 5 points; all four met, and among them A scored
// 1+2+2 = 5, B 5, C 1, D 1: the mini-table splits them into A, B (2nd
// equal) and C, D (4th equal), the direct-encounter column showing 5, 5,
// 1, 1. A and B, like C and D, stay tied: the mini-table is not applied a
// second time to the pair it left. F is 6th.
func TestDirectEncounterMiniTable(t *testing.T) {
	games := crosstable([][4]any{
		{1, pA, pB, "0"}, {1, pC, pD, "0"}, {1, pE, pF, "B+R"},
		{2, pA, pC, "B+R"}, {2, pB, pE, "W+R"}, {2, pD, pF, "B+R"},
		{3, pA, pD, "B+R"}, {3, pB, pF, "W+R"}, {3, pC, pE, "B+R"},
		{4, pA, pE, "W+R"}, {4, pB, pD, "B+R"}, {4, pC, pF, "B+R"},
		{5, pA, pF, "W+R"}, {5, pB, pC, "B+R"}, {5, pD, pE, "B+R"},
	})
	rows, err := Standings(StandingsInput{Players: []int64{pA, pB, pC, pD, pE, pF}, Records: games,
		Points: DefaultPoints, Rounds: 5, Tiebreaks: []Tiebreak{Direct}})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := placesOf(rows), "5:1 1:2= 2:2= 3:4= 4:4= 6:6"; got != want {
		t.Errorf("places %s, want %s", got, want)
	}
	wantDirect := map[int64]string{pA: "5", pB: "5", pC: "1", pD: "1"}
	for _, r := range rows {
		v, ok := r.Shown(Direct)
		if want, tied := wantDirect[r.Player]; tied != ok || (ok && v.String() != want) {
			t.Errorf("player %d direct %s (%v), want %q", r.Player, v, ok, want)
		}
	}
}

// TestDirectEncounterNotSeparating: all draws in a four-player round
// robin give everyone 3 points, SB 3 × 3/2 = 4.5 and a mini-table of 3
// each: a four-way tie for first.
func TestDirectEncounterNotSeparating(t *testing.T) {
	games := crosstable([][4]any{
		{1, pA, pB, "0"}, {1, pC, pD, "0"}, {2, pA, pC, "0"}, {2, pB, pD, "0"}, {3, pA, pD, "0"}, {3, pB, pC, "0"},
	})
	rows, _ := Standings(StandingsInput{Players: []int64{pA, pB, pC, pD}, Records: games, Points: DefaultPoints,
		Rounds: 3, Tiebreaks: []Tiebreak{SB, Warnings, Direct}})
	if got := placesOf(rows); got != "1:1= 2:1= 3:1= 4:1=" {
		t.Errorf("all draws: %s", got)
	}
	if rows[0].Tiebreaks[SB] != NewFrac(9, 2) {
		t.Errorf("SB %s, want 4.5", rows[0].Tiebreaks[SB])
	}
}

// TestPlayoffSeparatesATie: the cycle's three players share first place;
// a play-off recorded for all three (C won it, then A, then B) orders
// them, shown in the play-off column; one recorded for only two of them
// leaves the tie, for it cannot place the third.
func TestPlayoffSeparatesATie(t *testing.T) {
	games := crosstable([][4]any{{1, pB, pC, "B+R"}, {2, pA, pB, "B+R"}, {3, pC, pA, "B+R"}})
	in := StandingsInput{Players: []int64{pA, pB, pC}, Records: games, Points: DefaultPoints, Rounds: 3,
		Tiebreaks: []Tiebreak{SB, Direct}, Playoff: map[int64]int{pC: 1, pA: 2, pB: 3}}
	rows, _ := Standings(in)
	if got := placesOf(rows); got != "3:1 1:2 2:3" {
		t.Errorf("with a play-off: %s", got)
	}
	if v, ok := rows[0].Shown(Playoff); !ok || v != F(1) {
		t.Errorf("play-off column of C: %s %v", v, ok)
	}
	in.Playoff = map[int64]int{pC: 1, pA: 2}
	rows, _ = Standings(in)
	if got := placesOf(rows); got != "1:1= 2:1= 3:1=" {
		t.Errorf("with a play-off of two of three: %s", got)
	}
}

// TestCumulativeWithAnEarlyBye: a bye in round 1, a loss, then a win:
// running scores 2, 2, 4, so CUSS = 8 (the bye counted in its round, not
// at the end: 0 + 2 + 4 = 6 would be wrong). A round without a game adds
// the running score as it stands: a win, an absence, a win give 2+2+4.
func TestCumulativeWithAnEarlyBye(t *testing.T) {
	games := []Game{{Round: 2, Black: pA, White: pB, Result: "W+R"}, {Round: 3, Black: pA, White: pC, Result: "B+R"},
		{Round: 1, Black: pB, White: pC, Result: "B+R"}, {Round: 3, Black: pB, White: pD, Result: "B+R"}}
	rows, err := Standings(StandingsInput{Players: []int64{pA, pB, pC, pD},
		Records: Records(games, map[int][]int64{1: {pA}}), Points: DefaultPoints, ByePoints: 2, Rounds: 3,
		Tiebreaks: []Tiebreak{CUSS}, Missed: map[int64][]int{pD: {1, 2}}})
	if err != nil {
		t.Fatal(err)
	}
	// B: win, win, win: 2+4+6 = 12; C: loss, no game, loss: 0.
	want := map[int64]string{pA: "8", pB: "12", pC: "0", pD: "0"}
	for _, r := range rows {
		if got := r.Tiebreaks[CUSS].String(); got != want[r.Player] {
			t.Errorf("player %d CUSS %s, want %s", r.Player, got, want[r.Player])
		}
	}
	if got := Cumulative([]int{0, 2, 0, 2}); got != F(8) {
		t.Errorf("win, absence, win: %s, want 8", got)
	}
}

// TestWithdrawnScoreCapped (SPEC §9.3): D won rounds 1 and 2 and withdrew;
// after round 4 he counts 4 + A × 2 unplayed, A = 4 ÷ 2 = 2 capped at a
// draw (1): 6, not 8. A lost to D in round 1 and had no other game: SOS 6.
func TestWithdrawnScoreCapped(t *testing.T) {
	if got := WithdrawnScore(F(4), 2, 2, DefaultPoints); got != F(6) {
		t.Errorf("two wins, two unplayed: %s, want 6", got)
	}
	// Below the cap A is the average: a draw and a loss give 1 ÷ 2.
	if got := WithdrawnScore(F(1), 2, 3, DefaultPoints); got != NewFrac(5, 2) {
		t.Errorf("a draw and a loss, three unplayed: %s, want 2.5", got)
	}
	games := crosstable([][4]any{{1, pD, pA, "B+R"}, {2, pD, pB, "B+R"}})
	rows, _ := Standings(StandingsInput{Players: []int64{pA, pB, pC, pD}, Records: games, Points: DefaultPoints,
		Rounds: 4, Tiebreaks: []Tiebreak{SOS}, Withdrawn: map[int64]int{pD: 2}})
	for _, r := range rows {
		if (r.Player == pA || r.Player == pB) && r.Tiebreaks[SOS] != F(6) {
			t.Errorf("player %d SOS %s, want 6", r.Player, r.Tiebreaks[SOS])
		}
	}
}

// TestNoShowListedApart: a player who never came has no place and comes
// after everyone, withdrawn players whose results were voided included.
func TestNoShowListedApart(t *testing.T) {
	games := crosstable([][4]any{{1, pA, pB, "B+R"}})
	rows, _ := Standings(StandingsInput{Players: []int64{pC, pA, pD, pB}, Records: games, Points: DefaultPoints,
		Rounds: 1, Initial: map[int64]int{pA: 20, pB: 20, pC: 25, pD: 20}, Tiebreaks: []Tiebreak{SOS},
		NoShow: map[int64]bool{pC: true}, Voided: map[int64]bool{pD: true}, Gone: map[int64]bool{pD: true}})
	if got := placesOf(rows); got != "1:1 2:2 4:0 3:0" {
		t.Errorf("places %s", got)
	}
	if !rows[3].NoShow || rows[2].NoShow {
		t.Errorf("rows %+v", rows)
	}
}

// TestBracketRanks: the bracket alone ranks the players it holds, those
// who came as far sharing the place; players outside it follow by points.
func TestBracketRanks(t *testing.T) {
	games := crosstable([][4]any{{1, pA, pB, "B+R"}, {1, pC, pD, "B+R"}, {2, pA, pC, "W+R"}})
	rows, _ := Standings(StandingsInput{Players: []int64{pA, pB, pC, pD, pE, pF}, Records: games,
		Points: DefaultPoints, Rounds: 2, Tiebreaks: []Tiebreak{SOS},
		Bracket: map[int64]int{pC: 3, pA: 2, pB: 1, pD: 1}})
	if got := placesOf(rows); got != "3:1 1:2 2:3= 4:3= 5:5= 6:5=" {
		t.Errorf("places %s", got)
	}
}

// TestPlace: each group takes 1 + the players ahead; players listed apart
// have none.
func TestPlace(t *testing.T) {
	rows := []Row{{Player: 1}, {Player: 2}, {Player: 3}, {Player: 4, NoShow: true}, {Player: 5}}
	got := placesOf(place(rows, [][]int{{2}, {0, 4}, {1}}))
	if want := "3:1 1:2= 5:2= 2:4 4:0"; got != want {
		t.Errorf("place: %s, want %s", got, want)
	}
}

// TestSplit: a criterion splits each group by its value, highest first,
// keeping the given order among equals and never joining groups.
func TestSplit(t *testing.T) {
	key := map[int]int64{0: 1, 1: 3, 2: 1, 3: 3, 4: 9}
	got := split([][]int{{0, 1, 2, 3}, {4}}, func(i int) Frac { return F(key[i]) })
	if fmt.Sprint(got) != "[[1 3] [0 2] [4]]" {
		t.Errorf("split: %v", got)
	}
}

// TestStandingsRound: the latest round complete with a result played;
// rounds holding only a withdrawal's forfeits, or still open, do not count.
func TestStandingsRound(t *testing.T) {
	type game struct {
		round   int
		r       Result
		forfeit bool
	}
	for _, tc := range []struct {
		name  string
		games []game
		want  int
	}{
		{"nothing paired", nil, 0},
		{"round 1 open", []game{{1, "B+R", false}, {1, NoResult, false}}, 1},
		{"round 2 complete, 3 open", []game{{1, "B+R", false}, {2, "W+R", false}, {3, NoResult, false}}, 2},
		{"rounds 2 and 3 only forfeits", []game{{1, "B+R", false}, {2, WhiteByForf, true}, {3, BlackByForf, true}}, 1},
		{"a schedule paired ahead, round 1 open", []game{{1, NoResult, false}, {1, "B+R", false}, {2, NoResult, false}, {3, WhiteByForf, true}}, 1},
		{"a forfeit entered counts", []game{{1, "B+R", false}, {2, WhiteByForf, false}}, 2},
		{"void only", []game{{1, "B+R", false}, {2, Void, false}}, 1},
	} {
		var p RoundProgress
		for _, g := range tc.games {
			p.Add(g.round, g.r, g.forfeit)
		}
		if got := p.StandingsRound(); got != tc.want {
			t.Errorf("%s: round %d, want %d", tc.name, got, tc.want)
		}
	}
	if !WithdrawalForfeit(WhiteByForf, true, false) || WithdrawalForfeit(WhiteByForf, false, true) ||
		!WithdrawalForfeit(BothForfeit, true, true) || WithdrawalForfeit(BothForfeit, true, false) || WithdrawalForfeit("B+R", true, false) {
		t.Error("WithdrawalForfeit")
	}
}

// tenPlayerRoundRobin is the ten-player round robin: players 1–4
// beat everyone below them; players 5–10 (i = 0 … 5 among them) each beat
// i+1 and i+2, draw i+3 and lose to i+4 and i+5 (mod 6).
func tenPlayerRoundRobin() map[int64][]RoundRecord {
	var games [][4]any
	round := 0
	for a := int64(1); a <= 10; a++ {
		for b := a + 1; b <= 10; b++ {
			round++
			res := "B+R" // a wins
			if a >= 5 {
				switch (b - a) % 6 {
				case 3:
					res = "0"
				case 4, 5:
					res = "W+R"
				}
			}
			games = append(games, [4]any{round, a, b, res})
		}
	}
	return crosstable(games)
}

// TestSixTiedShareFifthPlace, worked by hand: players 1–4 score 18, 16,
// 14, 12. Players 5–10 score 2+2+1 = 5 each among themselves and nothing
// against 1–4; SB: the two beaten have 5 each, the drawn one 5 ÷ 2: 12.5
// each; no warnings; the mini-table of the six is 5 each. Nothing
// separates them: all six share 5th place (5=), not 5, 6, 6, 6, 9, 10.
func TestSixTiedShareFifthPlace(t *testing.T) {
	players := []int64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	rows, err := Standings(StandingsInput{Players: players, Records: tenPlayerRoundRobin(), Points: DefaultPoints,
		Rounds: 45, Tiebreaks: RoundRobin.DefaultTiebreaks()})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := placesOf(rows), "1:1 2:2 3:3 4:4 5:5= 6:5= 7:5= 8:5= 9:5= 10:5="; got != want {
		t.Errorf("places %s, want %s", got, want)
	}
	for _, r := range rows[4:] {
		if r.Points != F(5) || r.Tiebreaks[SB] != NewFrac(25, 2) {
			t.Errorf("player %d: %s points, SB %s; want 5 and 12.5", r.Player, r.Points, r.Tiebreaks[SB])
		}
		if v, ok := r.Shown(Direct); !ok || v != F(5) {
			t.Errorf("player %d direct %s %v, want 5", r.Player, v, ok)
		}
	}
	if rows[0].Points != F(18) || rows[3].Points != F(12) {
		t.Errorf("top: %+v", rows[:4])
	}
}

// TestPlayoffPlaces: a play-off orders players who share a place, each
// once; the order given is the places 1, 2, ….
func TestPlayoffPlaces(t *testing.T) {
	rows := []Row{{Player: 1, Place: 1}, {Player: 2, Place: 2, Shared: true}, {Player: 3, Place: 2, Shared: true},
		{Player: 4, Place: 2, Shared: true}, {Player: 5, Place: 5}, {Player: 6, NoShow: true}}
	got, err := PlayoffPlaces(rows, []int64{3, 2, 4})
	if err != nil || got[3] != 1 || got[2] != 2 || got[4] != 3 {
		t.Errorf("places %v %v", got, err)
	}
	for _, tc := range []struct {
		order  []int64
		reason string
	}{{[]int64{2}, "few"}, {[]int64{2, 2}, "twice"}, {[]int64{2, 6}, "unranked"}, {[]int64{2, 9}, "unranked"}, {[]int64{2, 5}, "not_tied"}} {
		var pe *PlayoffError
		if _, err := PlayoffPlaces(rows, tc.order); !errors.As(err, &pe) || pe.Reason != tc.reason {
			t.Errorf("%v: %v, want %s", tc.order, err, tc.reason)
		}
	}
}
