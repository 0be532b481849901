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
	}{
		// 1 game played of 3 rounds (the forfeit does not count): void, round 3 too.
		{"round robin, fewer than half", field(tournament.RoundRobin, 0, games...), 2, ResultsVoid, 1, 3,
			map[int64]tournament.Result{11: tournament.Void, 21: tournament.Void, 31: tournament.Void}},
		// The same in a Swiss: results stand, round 3 a forfeit win for 4 (White).
		{"swiss", field(tournament.Swiss, 3, games...), 2, ResultsStand, 0, 0,
			map[int64]tournament.Result{31: tournament.WhiteByForf}},
		// A triple round robin of 4 (9 rounds), 1 game played: void.
		{"triple round robin", field(tournament.RoundRobin, 9, games[:2]...), 1, ResultsVoid, 1, 9,
			map[int64]tournament.Result{11: tournament.Void}},
		// 2 games played of a single round robin of 3 rounds: half or more.
		{"round robin, half or more", field(tournament.RoundRobin, 0,
			game(11, 1, p1, p2, tournament.WhiteResigns), game(21, 2, p3, p1, tournament.Draw), game(31, 3, p1, p4, tournament.NoResult)),
			2, ResultsStand, 2, 3, map[int64]tournament.Result{31: tournament.WhiteByForf}},
		// Before the start: out of the draw; a round 1 already paired is a forfeit.
		{"before the start", field(tournament.RoundRobin, 0, game(11, 1, p2, p1, tournament.NoResult)), 0, BeforeStart, 0, 3,
			map[int64]tournament.Result{11: tournament.BlackByForf}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := Withdraw(tt.f, p1, tt.after)
			if w.Kind != tt.kind || w.Played != tt.played || w.Rounds != tt.rounds {
				t.Errorf("kind %d, %d played of %d; want %d, %d of %d", w.Kind, w.Played, w.Rounds, tt.kind, tt.played, tt.rounds)
			}
			if !maps.Equal(w.Results, tt.want) {
				t.Errorf("results %v, want %v", w.Results, tt.want)
			}
		})
	}
	// Both players of a later game gone: both forfeit.
	f := field(tournament.Swiss, 3, game(31, 3, p1, p4, tournament.NoResult))
	f.Players[3].WithdrawnAfter = 2
	if w := Withdraw(f, p1, 2); w.Results[31] != tournament.BothForfeit {
		t.Errorf("both gone: %v", w.Results)
	}
}
