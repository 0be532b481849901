package pairing

import (
	"fmt"
	"maps"
	"testing"

	"weiqi-arbiter/domain/tournament"
)

func TestRoundRobinRounds(t *testing.T) {
	for _, tt := range []struct {
		system  tournament.System
		rounds  int
		players int
		want    int
	}{
		{tournament.RoundRobin, 0, 4, 3},       // single: n−1
		{tournament.RoundRobin, 0, 5, 5},       // odd: n rounds, one bye each
		{tournament.DoubleRoundRobin, 0, 4, 6}, // double: 2(n−1)
		{tournament.RoundRobin, 9, 4, 9},       // triple of 4: 3 cycles of 3
		{tournament.DoubleRoundRobin, 9, 4, 9}, // 9 rounds of a double group: 3 cycles
		{tournament.RoundRobin, 7, 4, 9},       // 7 rounds do not fit 2 cycles: 3
		{tournament.RoundRobin, 2, 4, 3},       // fewer rounds than a cycle: still a cycle
		{tournament.DoubleRoundRobin, 0, 1, 0}, // nobody to play
		{tournament.RoundRobin, 0, 0, 0},
	} {
		t.Run(fmt.Sprint(tt.system), func(t *testing.T) {
			g := tournament.Group{System: tt.system, Rounds: tt.rounds}
			if got := RoundRobinRounds(g, tt.players); got != tt.want {
				t.Errorf("%s, %d rounds, %d players: %d rounds, want %d", tt.system, tt.rounds, tt.players, got, tt.want)
			}
		})
	}
}

// TestWithdraw works the effect of a withdrawal out by SPEC §9 on a small
// field: four players, player 1 withdrawing; games by round.
func TestWithdraw(t *testing.T) {
	const p1, p2, p3, p4 = 1, 2, 3, 4
	game := func(id int64, round int, b, w int64, r tournament.Result) tournament.Game {
		return tournament.Game{ID: id, Round: round, Black: b, White: w, Result: r}
	}
	field := func(system tournament.System, rounds int, games ...tournament.Game) Field {
		var ps []tournament.Player
		for id := range int64(4) {
			ps = append(ps, tournament.Player{ID: id + 1, WithdrawnAfter: -1})
		}
		return Field{Players: ps, Games: games, Group: tournament.Group{System: system, Rounds: rounds}}
	}
	// Round 1 played, round 2 a forfeit win for 1 (not a game played),
	// round 3 paired without a result.
	games := []tournament.Game{
		game(11, 1, p1, p2, tournament.WhiteResigns), game(12, 1, p3, p4, tournament.Draw),
		game(21, 2, p3, p1, tournament.WhiteByForf), game(22, 2, p2, p4, tournament.WhiteResigns),
		game(31, 3, p1, p4, tournament.NoResult), game(32, 3, p2, p3, tournament.NoResult),
	}
	for _, tt := range []struct {
		name   string
		f      Field
		after  int
		kind   WithdrawalKind
		played int
		rounds int
		want   map[int64]tournament.Result
		repair int
	}{
		// 1 game played of 3 rounds (the forfeit does not count): void, round 3 too.
		{"round robin, fewer than half", field(tournament.RoundRobin, 0, games...), 2, ResultsVoid, 1, 3,
			map[int64]tournament.Result{11: tournament.Void, 21: tournament.Void, 31: tournament.Void}, 0},
		// The same in a Swiss: results stand; round 3, paired and without
		// any result, is paired again without him (§9.3: not paired again).
		{"swiss", field(tournament.Swiss, 3, games...), 2, ResultsStand, 0, 0,
			map[int64]tournament.Result{}, 3},
		// A Swiss round 3 with a result already cannot be paired again: his
		// game is a forfeit win for 4 (White).
		{"swiss, next round begun", field(tournament.Swiss, 3, append(games[:5:5], game(32, 3, p2, p3, tournament.BlackResigns))...), 2, ResultsStand, 0, 0,
			map[int64]tournament.Result{31: tournament.WhiteByForf}, 0},
		// A triple round robin of 4 (9 rounds), 1 game played: void.
		{"triple round robin", field(tournament.RoundRobin, 9, games[:2]...), 1, ResultsVoid, 1, 9,
			map[int64]tournament.Result{11: tournament.Void}, 0},
		// 2 games played of a single round robin of 3 rounds: half or more.
		{"round robin, half or more", field(tournament.RoundRobin, 0,
			game(11, 1, p1, p2, tournament.WhiteResigns), game(21, 2, p3, p1, tournament.Draw), game(31, 3, p1, p4, tournament.NoResult)),
			2, ResultsStand, 2, 3, map[int64]tournament.Result{31: tournament.WhiteByForf}, 0},
		// Before the start, the schedule paired: out of the draw (§9.1);
		// no game played, fewer than half: his games are void (§9.2), not
		// forfeits, until the schedule is drawn again.
		{"round robin before the start", field(tournament.RoundRobin, 0, game(11, 1, p2, p1, tournament.NoResult),
			game(21, 2, p1, p3, tournament.NoResult), game(22, 2, p2, p4, tournament.NoResult)), 0, BeforeStart, 0, 3,
			map[int64]tournament.Result{11: tournament.Void, 21: tournament.Void}, 0},
		// A Swiss before the start, round 1 paired: paired again without him.
		{"swiss before the start", field(tournament.Swiss, 3, game(11, 1, p2, p1, tournament.NoResult), game(12, 1, p3, p4, tournament.NoResult)),
			0, BeforeStart, 0, 0, map[int64]tournament.Result{}, 1},
		// A knockout is not paired again: a forfeit.
		{"knockout", field(tournament.Knockout, 0, game(11, 1, p2, p1, tournament.NoResult), game(12, 1, p3, p4, tournament.NoResult)),
			0, BeforeStart, 0, 0, map[int64]tournament.Result{11: tournament.BlackByForf}, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := Withdraw(tt.f, p1, tt.after)
			if w.Kind != tt.kind || w.Played != tt.played || w.Rounds != tt.rounds {
				t.Errorf("kind %d, %d played of %d; want %d, %d of %d", w.Kind, w.Played, w.Rounds, tt.kind, tt.played, tt.rounds)
			}
			if !maps.Equal(w.Results, tt.want) || w.Repair != tt.repair {
				t.Errorf("results %v, round %d paired again; want %v, %d", w.Results, w.Repair, tt.want, tt.repair)
			}
		})
	}
	// Both players of a later game gone: both forfeit.
	f := field(tournament.Swiss, 3, game(31, 3, p1, p4, tournament.NoResult), game(32, 3, p2, p3, tournament.BlackResigns))
	f.Players[3].WithdrawnAfter = 2
	if w := Withdraw(f, p1, 2); w.Results[31] != tournament.BothForfeit {
		t.Errorf("both gone: %v", w.Results)
	}
}

// TestRepairedWithoutThePlayer: a Swiss of four; round 1: 1 beat 2, 3 beat
// 4; round 2 paired (1–3, 2–4), no result yet. Player 3 withdraws after
// round 1: round 2 is paired again among 1 (2 points), 2 and 4 (0): 1 has
// met 2, so 1 plays 4 and 2 has the bye.
func TestRepairedWithoutThePlayer(t *testing.T) {
	ps := players(4) // ids 100 … 103
	f := Field{Players: ps, Points: tournament.DefaultPoints, Group: tournament.Group{System: tournament.Swiss, Rounds: 3},
		Games: []tournament.Game{
			{ID: 1, Round: 1, Table: 1, Black: 101, White: 100, Result: "W+R"}, {ID: 2, Round: 1, Table: 2, Black: 103, White: 102, Result: "W+R"},
			{ID: 3, Round: 2, Table: 1, Black: 102, White: 100}, {ID: 4, Round: 2, Table: 2, Black: 103, White: 101},
		}}
	w := Withdraw(f, 102, 1)
	if w.Repair != 2 || len(w.Results) != 0 {
		t.Fatalf("withdrawal %+v, want round 2 paired again and no forfeit", w)
	}
	games, byes, err := Repaired(f, 102, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 1 || min(games[0].Black, games[0].White) != 100 || max(games[0].Black, games[0].White) != 103 ||
		len(byes) != 1 || byes[0] != 101 {
		t.Errorf("round 2 again: %+v, byes %v; want 100–103 and a bye for 101", games, byes)
	}
}

// TestRoundRobinDrawKeptAfterWithdrawalBeforeStart: six players, rounds 1
// and 2 of the schedule paired, then player 100 withdraws before the start.
// The rounds paired after keep the Berger numbers he was drawn with: over
// the five rounds every two players meet exactly once, and each of his
// games is void.
func TestRoundRobinDrawKeptAfterWithdrawalBeforeStart(t *testing.T) {
	f := Field{Players: players(6), Points: tournament.DefaultPoints, Group: tournament.Group{System: tournament.RoundRobin}}
	for n := 1; n <= 2; n++ {
		games, _, _, err := Pair(f, n)
		if err != nil {
			t.Fatal(err)
		}
		for i := range games {
			games[i].ID = int64(10*n + i)
		}
		f.Games = append(f.Games, games...)
	}
	w := Withdraw(f, 100, 0)
	if len(w.Results) != 2 {
		t.Errorf("results %v, want his two games void", w.Results)
	}
	for i := range f.Games {
		if r, ok := w.Results[f.Games[i].ID]; ok {
			f.Games[i].Result = r
		}
	}
	f.Players[0].WithdrawnAfter = 0
	for n := 3; n <= 5; n++ {
		games, _, _, err := Pair(f, n)
		if err != nil {
			t.Fatal(err)
		}
		f.Games = append(f.Games, games...)
	}
	met := map[[2]int64]int{}
	for _, g := range f.Games {
		met[[2]int64{min(g.Black, g.White), max(g.Black, g.White)}]++
		if (g.Black == 100 || g.White == 100) && g.Round > 2 && g.Result != tournament.Void {
			t.Errorf("round %d: %+v, want void", g.Round, g)
		}
	}
	if len(met) != 15 {
		t.Errorf("%d pairs met, want all 15", len(met))
	}
	for pair, n := range met {
		if n != 1 {
			t.Errorf("%v met %d times", pair, n)
		}
	}
}

// TestHeldByWithdrawal: the games whose result a withdrawal decided. A
// round robin of four (3 rounds): player 1 played round 1 and withdrew
// after it, fewer than half: all his games are void and held, the others'
// games are not. Then instead player 2 played rounds 1 and 2 and withdrew
// after 2, half or more: his results stand (not held), his round-3
// forfeit is held.
func TestHeldByWithdrawal(t *testing.T) {
	ps := players(4)
	ps[0].WithdrawnAfter = 1
	games := []tournament.Game{
		{ID: 11, Round: 1, Black: 100, White: 101, Result: tournament.Void}, {ID: 12, Round: 1, Black: 102, White: 103, Result: "B+R"},
		{ID: 21, Round: 2, Black: 102, White: 100, Result: tournament.Void}, {ID: 22, Round: 2, Black: 101, White: 103, Result: "W+R"},
		{ID: 31, Round: 3, Black: 100, White: 103, Result: tournament.Void}, {ID: 32, Round: 3, Black: 101, White: 102, Result: "B+R"},
	}
	f := Field{Players: ps, Games: games, Group: tournament.Group{System: tournament.RoundRobin}}
	for _, tc := range []struct {
		game int
		held bool
		void bool
	}{{0, true, true}, {1, false, false}, {2, true, true}, {3, false, false}, {4, true, true}, {5, false, false}} {
		h, ok := HeldByWithdrawal(f, games[tc.game])
		if ok != tc.held || h.Void != tc.void || (ok && h.Player.ID != 100) {
			t.Errorf("game %d: %+v %v, want held %v void %v", games[tc.game].ID, h, ok, tc.held, tc.void)
		}
	}
	// Now player 1 stays and player 2 (101) withdraws after round 2,
	// having played rounds 1 and 2 of 3: half or more.
	ps[0].WithdrawnAfter = -1
	ps[1].WithdrawnAfter = 2
	games[0].Result, games[2].Result, games[4].Result = "B+R", "B+R", "B+R"
	games[5].Result = tournament.WhiteByForf
	for _, tc := range []struct {
		game int
		held bool
	}{{0, false}, {3, false}, {5, true}} {
		h, ok := HeldByWithdrawal(f, games[tc.game])
		if ok != tc.held || h.Void || (ok && h.Player.ID != 101) {
			t.Errorf("after round 2, game %d: %+v %v, want held %v", games[tc.game].ID, h, ok, tc.held)
		}
	}
}
