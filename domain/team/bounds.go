package team

import (
	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// RoundProblem says why round n of a team event cannot be paired, or nil:
// a number outside 1 … the group's fixed rounds (tournament.MaxRounds when
// not fixed, or for a knockout, all-play-all or 擂台赛, which end by
// themselves) is pairing.ErrRoundOutOfRange, and a round whose previous
// round has no match is pairing.ErrPreviousMissing.
func RoundProblem(g tournament.Group, played []Match, n int) error {
	last := tournament.MaxRounds
	switch g.System {
	case tournament.Knockout, tournament.AllPlayAll, tournament.LeiTai:
	default:
		if g.Rounds > 0 {
			last = min(g.Rounds, last)
		}
	}
	if n < 1 || n > last {
		return &pairing.RangeError{Last: last}
	}
	if n == 1 {
		return nil
	}
	for _, m := range played {
		if m.Round == n-1 {
			return nil
		}
	}
	return pairing.ErrPreviousMissing
}
