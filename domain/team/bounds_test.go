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
