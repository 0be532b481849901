package pairing

import (
	"errors"
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// TestRoundProblem: which round numbers a group can pair, by its number of
// rounds and the state of the round before.
func TestRoundProblem(t *testing.T) {
	players := func(n int) []tournament.Player {
		var ps []tournament.Player
		for i := range n {
			ps = append(ps, tournament.Player{ID: int64(i + 1), NameZh: "棋手", WithdrawnAfter: -1})
		}
		return ps
	}
	swiss := tournament.Group{System: tournament.Swiss, Rounds: 5}
	done := []tournament.Game{{Round: 1, Table: 1, Black: 1, White: 2, Result: "B+R"}, {Round: 1, Table: 2, Black: 3, White: 4, Result: "W+"}}
	open := []tournament.Game{{Round: 1, Table: 1, Black: 1, White: 2, Result: "B+R"}, {Round: 1, Table: 2, Black: 3, White: 4}}
	replay := []tournament.Game{{Round: 1, Table: 1, Black: 1, White: 2, Result: "B+R"}, {Round: 1, Table: 2, Black: 3, White: 4, Result: tournament.Replay}}
	tests := []struct {
		name string
		f    Field
		n    int
		want error
	}{
		{"first round", Field{Players: players(4), Group: swiss}, 1, nil},
		{"round 0", Field{Players: players(4), Group: swiss}, 0, ErrRoundOutOfRange},
		{"negative", Field{Players: players(4), Group: swiss}, -3, ErrRoundOutOfRange},
		{"beyond the fixed 5 rounds", Field{Players: players(4), Group: swiss}, 6, ErrRoundOutOfRange},
		{"three thousand million", Field{Players: players(4), Group: swiss}, 3000000000, ErrRoundOutOfRange},
		{"not fixed: up to MaxRounds", Field{Players: players(4), Group: tournament.Group{System: tournament.Swiss}}, tournament.MaxRounds + 1, ErrRoundOutOfRange},
		{"round 2 before round 1", Field{Players: players(4), Group: swiss}, 2, ErrPreviousMissing},
		{"round 3 with only round 1", Field{Players: players(4), Group: swiss, Games: done}, 3, ErrPreviousMissing},
		{"round 2 after a finished round 1", Field{Players: players(4), Group: swiss, Games: done}, 2, nil},
		{"round 2 with a game open", Field{Players: players(4), Group: swiss, Games: open}, 2, ErrResultsMissing},
		{"a replay ordered is not finished", Field{Players: players(4), Group: swiss, Games: replay}, 2, ErrResultsMissing},
		{"round 2 after a round 1 of only a bye", Field{Players: players(1), Group: swiss, Byes: map[int][]int64{1: {1}}}, 2, nil},
		// 5 players: 5 rounds of Berger tables (one bye each); 6 players also 5.
		{"round robin of 5: round 5", Field{Players: players(5), Group: tournament.Group{System: tournament.RoundRobin}, Games: roundsDone(4)}, 5, nil},
		{"round robin: round 2 ahead of round 1's results", Field{Players: players(4), Group: tournament.Group{System: tournament.RoundRobin}, Games: open}, 2, nil},
		{"round robin: not round 3 before round 2", Field{Players: players(4), Group: tournament.Group{System: tournament.RoundRobin}, Games: open}, 3, ErrPreviousMissing},
		{"round robin of 5: no round 6", Field{Players: players(5), Group: tournament.Group{System: tournament.RoundRobin}}, 6, ErrRoundOutOfRange},
		{"double round robin of 4: round 7", Field{Players: players(4), Group: tournament.Group{System: tournament.DoubleRoundRobin}}, 7, ErrRoundOutOfRange},
		{"round robin of 6 with Rounds 5: no round 6", Field{Players: players(6), Group: tournament.Group{System: tournament.RoundRobin, Rounds: 5}}, 6, ErrRoundOutOfRange},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := RoundProblem(tt.f, tt.n); !errors.Is(err, tt.want) || (tt.want == nil && err != nil) {
				t.Errorf("round %d: %v, want %v", tt.n, err, tt.want)
			}
		})
	}
}

// roundsDone is one finished game in each of rounds 1…n.
func roundsDone(n int) []tournament.Game {
	var out []tournament.Game
	for r := 1; r <= n; r++ {
		out = append(out, tournament.Game{Round: r, Table: 1, Black: 1, White: 2, Result: "B+"})
	}
	return out
}

// TestLastRound: a knockout has a round per halving of its bracket (8
// players: quarter-finals, semi-finals, final), a double elimination both
// brackets, the grand final and its replay, a Swiss-then-knockout its Swiss
// rounds and its qualifiers' bracket; past the last, no round is paired.
func TestLastRound(t *testing.T) {
	for _, tt := range []struct {
		name    string
		group   tournament.Group
		players int
		want    int
	}{
		{"knockout of 8", tournament.Group{System: tournament.Knockout}, 8, 3},
		{"knockout of 5", tournament.Group{System: tournament.Knockout}, 5, 3},
		{"knockout of 9", tournament.Group{System: tournament.Knockout}, 9, 4},
		{"knockout of 2", tournament.Group{System: tournament.Knockout}, 2, 1},
		{"knockout of 1", tournament.Group{System: tournament.Knockout}, 1, 0},
		{"double elimination of 8", tournament.Group{System: tournament.DoubleKnockout}, 8, 7},
		{"double elimination of 2", tournament.Group{System: tournament.DoubleKnockout}, 2, 3},
		{"5 Swiss rounds, top 8 of 20", tournament.Group{System: tournament.SwissKnockout, SwissRounds: 5, KnockoutSize: 8}, 20, 8},
		{"5 Swiss rounds, top 8 of 6", tournament.Group{System: tournament.SwissKnockout, SwissRounds: 5, KnockoutSize: 8}, 6, 8},
		{"3 Swiss rounds, top 4 of 10", tournament.Group{System: tournament.SwissKnockout, SwissRounds: 3, KnockoutSize: 4}, 10, 5},
		{"Swiss of 7 rounds", tournament.Group{System: tournament.Swiss, Rounds: 7}, 20, 7},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := Field{Players: players(tt.players), Points: tournament.DefaultPoints, Group: tt.group}
			if got := LastRound(f); got != tt.want {
				t.Fatalf("LastRound = %d, want %d", got, tt.want)
			}
			var rangeErr *RangeError
			if err := RoundProblem(f, tt.want+1); !errors.As(err, &rangeErr) || rangeErr.Last != tt.want {
				t.Errorf("round %d: %v, want no such round", tt.want+1, err)
			}
		})
	}
}
