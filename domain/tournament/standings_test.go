package tournament

import (
	"fmt"
	"testing"
)

// crosstable builds records from games: each game is round, black, white, result.
func crosstable(games [][4]any) map[int64][]RoundRecord {
	rec := map[int64][]RoundRecord{}
	for _, g := range games {
		round, b, w, res := g[0].(int), g[1].(int64), g[2].(int64), Result(g[3].(string))
		ob, ow := res.Outcomes()
		rec[b] = append(rec[b], RoundRecord{Round: round, Opponent: w, Outcome: ob, Colour: 'B'})
		rec[w] = append(rec[w], RoundRecord{Round: round, Opponent: b, Outcome: ow, Colour: 'W'})
	}
	return rec
}

const (
	pA int64 = iota + 1
	pB
	pC
	pD
)

// The hand-computed crosstable:
//
//	R1: A–B 1–0 (A Black), C–D draw
//	R2: A–C 0–1, B–D 1–0
//	R3: A–D 1–0, B–C 0–1
//
// Points 2/1/0: A 4, B 2, C 5, D 1.
// SOS: A 2+5+1 = 8, B 4+1+5 = 10, C 1+4+2 = 7, D 5+2+4 = 11.
// SB: A beat B and D: 2+1 = 3; B beat D: 1; C drew D (1 ÷ 2), beat A (4) and B (2): 6.5;
// D drew C: 5 ÷ 2 = 2.5.
// CUSS: A 2+2+4 = 8, B 0+2+2 = 4, C 1+3+5 = 9, D 1+1+1 = 3.
// TOTAL = points + SOS ÷ 3 − 3: A 11/3, B 7/3, C 13/3, D 5/3.
var handGames = [][4]any{
	{1, pA, pB, "B+R"}, {1, pC, pD, "0"},
	{2, pA, pC, "W+R"}, {2, pB, pD, "B+2.5"},
	{3, pA, pD, "B+T"}, {3, pB, pC, "W+R"},
}

func TestStandingsHandComputed(t *testing.T) {
	rows, err := Standings(StandingsInput{
		Players: []int64{pA, pB, pC, pD}, Records: crosstable(handGames), Points: DefaultPoints,
		ByePoints: 2, Rounds: 3, Tiebreaks: []Tiebreak{SOS, SB, CUSS, Total, SOSOS, SODOS, Wins},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		player                      int64
		points                      int64
		sos, sb, cuss, total, sodos string
		wins                        int64
	}{
		{pC, 5, "7", "6.5", "9", "13/3", "6", 2},
		{pA, 4, "8", "3", "8", "11/3", "3", 2},
		{pB, 2, "10", "1", "4", "7/3", "1", 1},
		{pD, 1, "11", "2.5", "3", "5/3", "0", 0},
	}
	for i, w := range want {
		t.Run(w.sos, func(t *testing.T) {
			r := rows[i]
			if r.Player != w.player || r.Place != i+1 || r.Points != F(w.points) {
				t.Fatalf("row %d: %+v, want player %d with %d points", i, r, w.player, w.points)
			}
			got := map[Tiebreak]string{SOS: w.sos, SB: w.sb, CUSS: w.cuss, Total: w.total, SODOS: w.sodos}
			for tb, v := range got {
				if r.Tiebreaks[tb].String() != v {
					t.Errorf("player %d %s = %s, want %s", r.Player, tb, r.Tiebreaks[tb], v)
				}
			}
			if r.Tiebreaks[Wins] != F(w.wins) {
				t.Errorf("player %d wins %s", r.Player, r.Tiebreaks[Wins])
			}
		})
	}
	// SOSOS of A: SOS of B + C + D = 10 + 7 + 11.
	if rows[1].Tiebreaks[SOSOS] != F(28) {
		t.Errorf("SOSOS of A = %s", rows[1].Tiebreaks[SOSOS])
	}
}

func TestStandingsAsOfRoundAndTies(t *testing.T) {
	rows, _ := Standings(StandingsInput{
		Players: []int64{pA, pB, pC, pD}, Records: crosstable(handGames), Points: DefaultPoints,
		Rounds: 1, Tiebreaks: []Tiebreak{SOS},
	})
	// After round 1: A 2, C 1, D 1, B 0; C and D drew each other: same SOS, tied places.
	if rows[0].Player != pA || rows[1].Place != 2 || rows[2].Place != 2 || rows[3].Player != pB || rows[3].Place != 4 {
		t.Errorf("as of round 1: %+v", rows)
	}
	// Direct encounter weighs a tied group only where all of them met:
	// R1 B beat A, R2 A beat C and D beat B leave A, B and D on 2 points;
	// A and D have not met, so the three share first place and C is 4th.
	games := [][4]any{{1, pA, pB, "W+R"}, {2, pA, pC, "B+R"}, {2, pB, pD, "W+R"}}
	rows, _ = Standings(StandingsInput{Players: []int64{pA, pB, pC, pD}, Records: crosstable(games),
		Points: DefaultPoints, Rounds: 2, Tiebreaks: []Tiebreak{Direct}})
	if got := placesOf(rows); got != "1:1= 2:1= 4:1= 3:4" {
		t.Errorf("direct encounter, A and D not met: %s", got)
	}
	if _, ok := rows[0].Shown(Direct); ok {
		t.Errorf("direct encounter shown though not weighed: %+v", rows[0])
	}
	// After round 1 alone, B leads on 2 points; A, C and D on 0 share
	// second place (C and D had no game yet).
	rows, _ = Standings(StandingsInput{Players: []int64{pA, pB, pC, pD}, Records: crosstable(games),
		Points: DefaultPoints, Rounds: 1, Tiebreaks: []Tiebreak{Direct}})
	if got := placesOf(rows); got != "2:1 1:2= 3:2= 4:2=" {
		t.Errorf("direct encounter after round 1: %s", got)
	}
}

func TestWithdrawnPlayerCountsForSOS(t *testing.T) {
	// D drew in round 1 and withdrew: for the opponents' SOS D counts
	// 1 + min(1/1, 1) × 2 unplayed rounds = 3 (SPEC §9.3).
	rows, _ := Standings(StandingsInput{
		Players: []int64{pA, pB, pC, pD}, Records: crosstable([][4]any{{1, pC, pD, "0"}, {1, pA, pB, "B+R"}}),
		Points: DefaultPoints, Rounds: 3, Tiebreaks: []Tiebreak{SOS}, Withdrawn: map[int64]int{pD: 1},
	})
	for _, r := range rows {
		if r.Player == pC && r.Tiebreaks[SOS] != F(3) {
			t.Errorf("C's SOS with D withdrawn: %s", r.Tiebreaks[SOS])
		}
	}
}

func TestResultOutcomes(t *testing.T) {
	tests := map[Result][2]Outcome{
		"B+R": {Won, Lost}, "W+1.5": {Lost, Won}, Draw: {Drew, Drew}, DoubleLoss: {Lost, Lost},
		BothForfeit: {LostForfeit, LostForfeit}, BlackByForf: {WonForfeit, LostForfeit},
		Void: {NotPlayed, NotPlayed}, Replay: {NotPlayed, NotPlayed}, NoResult: {NotPlayed, NotPlayed},
	}
	for r, want := range tests {
		t.Run(string(r), func(t *testing.T) {
			b, w := r.Outcomes()
			if b != want[0] || w != want[1] {
				t.Errorf("%q: %v %v, want %v", r, b, w, want)
			}
		})
	}
}

func TestFrac(t *testing.T) {
	if got := NewFrac(13, 3).String(); got != "13/3" {
		t.Error(got)
	}
	if got := NewFrac(13, 2).String(); got != "6.5" {
		t.Error(got)
	}
	if got := NewFrac(-6, 4).String(); got != "-1.5" {
		t.Error(got)
	}
	if NewFrac(1, 3).Add(NewFrac(2, 3)) != F(1) || NewFrac(1, 2).Cmp(NewFrac(2, 3)) != -1 {
		t.Error("arithmetic")
	}
}

func TestFracMixed(t *testing.T) {
	tests := []struct {
		f    Frac
		want string
	}{
		{F(12), "12"},
		{NewFrac(15, 4), "3.75"},
		{NewFrac(406, 3), "135 1/3"},
		{NewFrac(-7, 3), "-2 1/3"},
		{NewFrac(2, 3), "2/3"},
		{NewFrac(-2, 3), "-2/3"},
		{Frac{}, "0"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := tt.f.Mixed(); got != tt.want {
				t.Errorf("%v.Mixed() = %q; want %q", tt.f, got, tt.want)
			}
		})
	}
}

func TestLotsBreakTiesReplayably(t *testing.T) {
	in := StandingsInput{Players: []int64{pA, pB, pC, pD}, Records: map[int64][]RoundRecord{}, Points: DefaultPoints,
		Rounds: 1, Tiebreaks: []Tiebreak{Lots}, LotSeed: 42}
	a, _ := Standings(in)
	b, _ := Standings(in)
	for i := range a {
		if a[i].Player != b[i].Player || a[i].Place != i+1 {
			t.Fatalf("lots not replayable or left ties: %+v %+v", a, b)
		}
	}
	in.LotSeed = 43
	c, _ := Standings(in)
	same := true
	for i := range a {
		same = same && a[i].Player == c[i].Player
	}
	if same {
		t.Log("seeds 42 and 43 happened to draw the same order")
	}
}

// TestMcMahonStandings follows OpenGotha's counting on a small field: the
// McMahon score ranks before points, SOS adds opponents' McMahon scores
// corrected by the handicap, and a round without a game adds the player's
// own initial score; rounding down drops a half win.
func TestMcMahonStandings(t *testing.T) {
	// 1 (3d, 32) beats 2 (5k, 25) giving 4 stones in round 1; round 2: 1 has
	// a bye, 2 is absent (half a win). 3 (1d, 30) is absent from both
	// rounds (half a win each) and has no game at all.
	games := []Game{{Round: 1, Black: 2, White: 1, Handicap: 4, Result: "W+R"}}
	in := StandingsInput{
		Players: []int64{1, 2, 3}, Records: Records(games, map[int][]int64{2: {1}}), Points: DefaultPoints, ByePoints: 2,
		Rounds: 2, Tiebreaks: []Tiebreak{MMS, SOS}, Initial: map[int64]int{1: 32, 2: 25, 3: 30},
		Missed: map[int64][]int{2: {2}, 3: {1, 2}}, MissedPoints: 1, // absent rounds at 1 point (half a win) each
	}
	tests := []struct {
		roundDown bool
		order     []int64
		mms, sos  map[int64]Frac
	}{
		{false, []int64{1, 3, 2},
			map[int64]Frac{1: F(34), 2: NewFrac(51, 2), 3: F(31)},
			// 1: opponent 2 (25½) + 4 stones given, bye round: own 32.
			// 2: opponent 1 (34) − 4 received, absent round: own 25.
			map[int64]Frac{1: NewFrac(123, 2), 2: F(55), 3: F(60)}},
		{true, []int64{1, 3, 2},
			map[int64]Frac{1: F(34), 2: F(25), 3: F(31)},
			map[int64]Frac{1: F(61), 2: F(55), 3: F(60)}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.roundDown), func(t *testing.T) {
			in.RoundDown = tt.roundDown
			rows, err := Standings(in)
			if err != nil {
				t.Fatal(err)
			}
			for i, r := range rows {
				if r.Player != tt.order[i] {
					t.Errorf("round down %v: place %d is %d, want %d", tt.roundDown, i+1, r.Player, tt.order[i])
				}
				if r.Tiebreaks[MMS].Cmp(tt.mms[r.Player]) != 0 || r.Tiebreaks[SOS].Cmp(tt.sos[r.Player]) != 0 {
					t.Errorf("round down %v: player %d MMS %s SOS %s, want %s %s", tt.roundDown, r.Player,
						r.Tiebreaks[MMS], r.Tiebreaks[SOS], tt.mms[r.Player], tt.sos[r.Player])
				}
			}
		})
	}
}

func TestMissed(t *testing.T) {
	rec := []RoundRecord{{Round: 2, Opponent: 9, Outcome: Won}}
	tests := []struct {
		p      Player
		absent []int
		n      int
		want   int
	}{
		{Player{WithdrawnAfter: -1}, nil, 5, 0},
		{Player{WithdrawnAfter: -1, JoinsRound: 3}, nil, 5, 2},
		{Player{WithdrawnAfter: -1, JoinsRound: 3}, []int{1, 4}, 5, 3}, // round 1 already counted as late entry
		{Player{WithdrawnAfter: -1}, []int{2, 3, 3, 6}, 5, 1},          // a game in 2, round 6 not yet
		{Player{WithdrawnAfter: 3}, []int{4, 5}, 5, 0},                 // withdrawn: not absent
	}
	for i, tt := range tests {
		t.Run(fmt.Sprint(tt.p), func(t *testing.T) {
			if got := tt.p.Missed(tt.n, tt.absent, rec); got != tt.want {
				t.Errorf("%d: Missed = %d, want %d", i, got, tt.want)
			}
		})
	}
}

// TestVirtualOpponentSOSOS works OpenGotha's SOSOS out by hand. McMahon,
// two rounds, initial scores A 20, B 20, C 19:
//
//	R1: A beats B; C not paired.   R2: A beats C; B not paired.
//
// MMS: A 22, B 20, C 19. SOS adds the player's own initial score for a
// missed round: A 20+19 = 39, B 22+20 = 42, C 19+22 = 41. SOSOS sums the
// opponents' SOS: A 42+41 = 83, B 39, C 39; OpenGotha's virtual opponent
// adds, for each missed round, the initial score once per round counted
// (2 rounds): B 39 + 20×2 = 79, C 39 + 19×2 = 77, A (no round missed) 83.
func TestVirtualOpponentSOSOS(t *testing.T) {
	games := crosstable([][4]any{{1, pA, pB, "B+R"}, {2, pC, pA, "W+R"}})
	for _, tc := range []struct {
		virtual bool
		want    map[int64]string
	}{
		{false, map[int64]string{pA: "83", pB: "39", pC: "39"}},
		{true, map[int64]string{pA: "83", pB: "79", pC: "77"}},
	} {
		t.Run(fmt.Sprint(tc.virtual), func(t *testing.T) {
			rows, err := Standings(StandingsInput{
				Players: []int64{pA, pB, pC}, Records: games, Points: DefaultPoints, Rounds: 2,
				Tiebreaks: []Tiebreak{SOS, SOSOS}, Initial: map[int64]int{pA: 20, pB: 20, pC: 19},
				VirtualOpponent: tc.virtual,
			})
			if err != nil {
				t.Fatal(err)
			}
			sos := map[int64]string{pA: "39", pB: "42", pC: "41"}
			for _, r := range rows {
				if got := r.Tiebreaks[SOS].String(); got != sos[r.Player] {
					t.Errorf("virtual %v: player %d SOS %s, want %s", tc.virtual, r.Player, got, sos[r.Player])
				}
				if got := r.Tiebreaks[SOSOS].String(); got != tc.want[r.Player] {
					t.Errorf("virtual %v: player %d SOSOS %s, want %s", tc.virtual, r.Player, got, tc.want[r.Player])
				}
			}
		})
	}
}

// TestRankByTotal ranks a two-round Swiss by the Chinese total score
// (SPEC §8 method A). Worked by hand, six players:
//
//	R1: A beats B, C beats D, E draws F.   R2: A beats C, E beats D, B beats F.
//
// Points: A 4, B 2, C 2, D 0, E 3, F 1. SOS: A 2+2 = 4, B 4+1 = 5,
// C 0+4 = 4, D 2+3 = 5, E 1+0 = 1, F 3+2 = 5. Highest score 2 × 2 = 4, so
// total = points + SOS ÷ 2 − 2: A 4, B 5/2, C 2, D 1/2, E 3/2, F 3/2.
// By points then SOS: A, E, B, C, F, D. By total then warnings: A, B, C,
// then E and F tied on 3/2 (shared 4th), D 6th.
func TestRankByTotal(t *testing.T) {
	const pE, pF int64 = 5, 6
	games := crosstable([][4]any{
		{1, pA, pB, "B+R"}, {1, pC, pD, "B+R"}, {1, pE, pF, "0"},
		{2, pA, pC, "B+R"}, {2, pE, pD, "B+R"}, {2, pB, pF, "B+R"},
	})
	type place struct {
		player int64
		place  int
	}
	for _, tc := range []struct {
		byTotal   bool
		tiebreaks []Tiebreak
		want      []place
	}{
		{false, []Tiebreak{SOS, Warnings}, []place{{pA, 1}, {pE, 2}, {pB, 3}, {pC, 4}, {pF, 5}, {pD, 6}}},
		{true, []Tiebreak{Total, Warnings}, []place{{pA, 1}, {pB, 2}, {pC, 3}, {pE, 4}, {pF, 4}, {pD, 6}}},
		{true, []Tiebreak{Warnings}, []place{{pA, 1}, {pB, 2}, {pC, 3}, {pE, 4}, {pF, 4}, {pD, 6}}},
	} {
		t.Run(fmt.Sprint(tc.byTotal), func(t *testing.T) {
			rows, err := Standings(StandingsInput{
				Players: []int64{pA, pB, pC, pD, pE, pF}, Records: games, Points: DefaultPoints,
				Rounds: 2, Tiebreaks: tc.tiebreaks, ByTotal: tc.byTotal,
			})
			if err != nil {
				t.Fatal(err)
			}
			var got []place
			for _, r := range rows {
				got = append(got, place{r.Player, r.Place})
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("by total %v, tiebreaks %v: %v, want %v", tc.byTotal, tc.tiebreaks, got, tc.want)
			}
			if tc.byTotal {
				totals := map[int64]string{pA: "4", pB: "2.5", pC: "2", pD: "0.5", pE: "1.5", pF: "1.5"}
				for _, r := range rows {
					if got := r.Tiebreaks[Total].String(); got != totals[r.Player] {
						t.Errorf("player %d total %s, want %s", r.Player, got, totals[r.Player])
					}
				}
			}
		})
	}
}

// TestVoidedListedApart: a round-robin player whose results were voided
// (SPEC §9.2) has no place and comes after everyone ranked, even with more
// points on paper; a player who withdrew with results standing keeps a
// place; both are marked withdrawn.
func TestVoidedListedApart(t *testing.T) {
	games := crosstable([][4]any{{1, pA, pB, "void"}, {1, pC, pD, "B+R"}, {2, pA, pC, "B+R"}, {2, pB, pD, "W+R"}})
	rows, err := Standings(StandingsInput{
		Players: []int64{pA, pB, pC, pD}, Records: games, Points: DefaultPoints, Rounds: 2,
		Tiebreaks: []Tiebreak{SB}, Gone: map[int64]bool{pA: true, pD: true}, Voided: map[int64]bool{pA: true},
	})
	if err != nil {
		t.Fatal(err)
	}
	// On paper: A 2, B 0, C 2, D 2. SB: C beat D (2) = 2, D beat B (0) = 0.
	want := "[{1 3 false} {2 4 true} {3 2 false} {0 1 true}]"
	var got []struct {
		place     int
		player    int64
		withdrawn bool
	}
	for _, r := range rows {
		got = append(got, struct {
			place     int
			player    int64
			withdrawn bool
		}{r.Place, r.Player, r.Withdrawn})
	}
	if fmt.Sprint(got) != want {
		t.Errorf("rows %v, want %s", got, want)
	}
}

// TestByePointsBySystem: a round robin's bye scores nothing unless the
// regulations fix points; a Swiss or McMahon bye a win; ByeNothing none.
func TestByePointsBySystem(t *testing.T) {
	for _, tc := range []struct {
		system System
		bye    int
		want   int
	}{
		{RoundRobin, 0, 0}, {DoubleRoundRobin, 0, 0}, {RoundRobin, 2, 2}, {RoundRobin, 1, 1},
		{Swiss, 0, 2}, {McMahon, 0, 2}, {Swiss, 1, 1}, {Swiss, ByeNothing, 0}, {Knockout, 0, 2},
	} {
		t.Run(fmt.Sprint(tc.system), func(t *testing.T) {
			if got := (Group{System: tc.system, ByePoints: tc.bye}).ByePointsOr(DefaultPoints); got != tc.want {
				t.Errorf("%s with bye points %d: %d, want %d", tc.system, tc.bye, got, tc.want)
			}
		})
	}
}
