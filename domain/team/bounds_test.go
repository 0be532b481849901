package team

import (
	"errors"
	"testing"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// TestRoundProblem: a team event pairs rounds 1 … its rounds, each after the
// one before.
func TestRoundProblem(t *testing.T) {
	swiss := tournament.Group{System: tournament.Swiss, Rounds: 4, TeamEvent: true}
	r1 := []Match{{Round: 1, A: 1, B: 2}}
	tests := []struct {
		name   string
		g      tournament.Group
		played []Match
		n      int
		want   error
	}{
		{"first", swiss, nil, 1, nil},
		{"zero", swiss, nil, 0, pairing.ErrRoundOutOfRange},
		{"beyond 4", swiss, r1, 5, pairing.ErrRoundOutOfRange},
		{"3000000000", swiss, r1, 3000000000, pairing.ErrRoundOutOfRange},
		{"second before first", swiss, nil, 2, pairing.ErrPreviousMissing},
		{"second after first", swiss, r1, 2, nil},
		{"擂台赛 ignores Rounds", tournament.Group{System: tournament.LeiTai, Rounds: 1, TeamEvent: true}, r1, 2, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := RoundProblem(tt.g, tt.played, tt.n); !errors.Is(err, tt.want) || (tt.want == nil && err != nil) {
				t.Errorf("%s: %v, want %v", tt.name, err, tt.want)
			}
		})
	}
}

// TestLastRound: a team knockout ends with its bracket (two teams one
// round, five to eight three), a round robin with its schedule, a Swiss
// with its fixed rounds, and none before a round already paired.
func TestLastRound(t *testing.T) {
	knockout := tournament.Group{System: tournament.Knockout, TeamEvent: true}
	tests := []struct {
		name    string
		g       tournament.Group
		teams   int
		matches []Match
		want    int
	}{
		{"knockout of 2", knockout, 2, nil, 1},
		{"knockout of 4", knockout, 4, nil, 2},
		{"knockout of 5", knockout, 5, nil, 3},
		{"knockout of 8", knockout, 8, nil, 3},
		{"knockout of 9", knockout, 9, nil, 4},
		{"knockout of 1", knockout, 1, nil, 0},
		{"knockout ignores Rounds", tournament.Group{System: tournament.Knockout, Rounds: 7, TeamEvent: true}, 4, nil, 2},
		// Four teams meet in 3 rounds (twice: 6); five need 5, one with a
		// bye each.
		{"round robin of 4", tournament.Group{System: tournament.RoundRobin, TeamEvent: true}, 4, nil, 3},
		{"round robin of 5", tournament.Group{System: tournament.RoundRobin, TeamEvent: true}, 5, nil, 5},
		{"double round robin of 4", tournament.Group{System: tournament.DoubleRoundRobin, TeamEvent: true}, 4, nil, 6},
		{"round robin of 6 cut to 3 rounds", tournament.Group{System: tournament.RoundRobin, Rounds: 3, TeamEvent: true}, 6, nil, 3},
		{"round robin of 1", tournament.Group{System: tournament.RoundRobin, TeamEvent: true}, 1, nil, 0},
		{"Swiss of 4 rounds", tournament.Group{System: tournament.Swiss, Rounds: 4, TeamEvent: true}, 12, nil, 4},
		{"Swiss paired past its rounds", tournament.Group{System: tournament.Swiss, Rounds: 4, TeamEvent: true}, 12, []Match{{Round: 5}}, 5},
		{"Swiss without a number", tournament.Group{System: tournament.Swiss, TeamEvent: true}, 12, nil, tournament.MaxRounds},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := LastRound(tt.g, tt.teams, tt.matches); got != tt.want {
				t.Errorf("LastRound = %d, want %d", got, tt.want)
			}
		})
	}
}
