package pairing

import (
	"errors"
	"fmt"

	"weiqi-arbiter/domain/tournament"
)

// Reasons a round number cannot be paired (RoundProblem).
var (
	// ErrRoundOutOfRange: the round is before the first or after the
	// group's last (its fixed number of rounds, a round robin's schedule,
	// or tournament.MaxRounds for a group whose rounds are not fixed).
	ErrRoundOutOfRange = errors.New("the group has no such round")
	// ErrPreviousMissing: the round before it has not been paired.
	ErrPreviousMissing = tournament.NewRefusal("the previous round has not been paired",
		"error.round.previous_missing", "Round {{.Round}} cannot be paired yet: round {{.Previous}} has not been paired.")
)

// RangeError says that a round number is outside the group's rounds 1 …
// Last; it is ErrRoundOutOfRange.
type RangeError struct{ Last int }

func (e *RangeError) Error() string {
	return fmt.Sprintf("%v: its rounds are 1 to %d", ErrRoundOutOfRange, e.Last)
}

// Is makes errors.Is(err, ErrRoundOutOfRange) hold.
func (e *RangeError) Is(target error) bool { return target == ErrRoundOutOfRange }

// MessageKey names the error's message for translation; the use case
// names the round ({{.Round}}).
func (e *RangeError) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Last": e.Last}
	if e.Last < 1 {
		return "error.round.no_rounds", "There is no round {{.Round}}: the group has too few players for any round.", args
	}
	return "error.round.out_of_range", "There is no round {{.Round}} in this group: its rounds are 1 to {{.Last}}.", args
}

// LastRound is the last round the group can have with the field's players:
// a round robin's schedule length (its cycles of Berger tables), the fixed
// number of rounds of a Swiss, McMahon or match, a knockout's bracket (a
// round per halving of its seeds, rounded up to a power of two; a double
// elimination's two brackets, its grand final and the final's replay; a
// Swiss-then-knockout's Swiss rounds and the bracket of its qualifiers),
// and tournament.MaxRounds when the number is not fixed.
func LastRound(f Field) int {
	switch f.Group.System {
	case tournament.Knockout:
		return KnockoutRounds(len(knockoutSeeds(f)))
	case tournament.DoubleKnockout:
		if k := KnockoutRounds(len(knockoutSeeds(f))); k > 0 {
			return 2*k + 1
		}
		return 0
	case tournament.SwissKnockout:
		if sr := f.Group.SwissRounds; sr >= 1 && f.Group.KnockoutSize >= 2 {
			return min(sr+KnockoutRounds(min(len(f.Players), f.Group.KnockoutSize)), tournament.MaxRounds)
		}
		return tournament.MaxRounds // pairing says what the group lacks
	}
	if isRoundRobin(f.Group) {
		return RoundRobinRounds(f.Group, len(f.entered()))
	}
	if f.Group.Rounds > 0 {
		return min(f.Group.Rounds, tournament.MaxRounds)
	}
	return tournament.MaxRounds
}

// KnockoutRounds is how many rounds a single-elimination bracket of n
// seeds (players or teams) takes: 0 for fewer than two, 3 for 5 to 8.
func KnockoutRounds(n int) int {
	r := 0
	for size := 1; size < n; size *= 2 {
		r++
	}
	return r
}

// RoundProblem says why round n of the field cannot be paired, or nil: a
// round number outside 1 … LastRound (ErrRoundOutOfRange), a round whose
// previous round has not been paired (ErrPreviousMissing) or still has a
// game without a result (ErrResultsMissing; a replay ordered is not a
// result). A round robin's schedule does not depend on results, so its
// rounds may be paired (and posted) ahead of the results, in order; a
// knockout says ErrNoWinner itself, since a draw there is not finished
// either. Pairing a round again follows the same rule.
func RoundProblem(f Field, n int) error {
	if last := LastRound(f); n < 1 || n > last {
		return &RangeError{Last: last}
	}
	if n == 1 {
		return nil
	}
	paired := len(f.Byes[n-1]) > 0
	for _, g := range f.Games {
		if g.Round != n-1 {
			continue
		}
		paired = true
		if knockout(f.Group) || isRoundRobin(f.Group) {
			continue
		}
		if g.Result == tournament.NoResult || g.Result == tournament.Replay {
			return ErrResultsMissing
		}
	}
	if !paired {
		return ErrPreviousMissing
	}
	return nil
}

// knockout tells whether the group ends by elimination rather than after a
// number of rounds.
func knockout(g tournament.Group) bool {
	switch g.System {
	case tournament.Knockout, tournament.DoubleKnockout, tournament.SwissKnockout:
		return true
	}
	return false
}

// ShownRoundError refuses to show a group as of a round it does not have
// (standings, a crosstable: ShownRound) or has not paired (the pairing
// sheet or slips of round Round: PairedRound), in a group whose rounds are
// 1 … Last and which is paired up to round Latest.
type ShownRoundError struct{ Round, Last, Latest int }

func (e *ShownRoundError) Error() string {
	if e.Round > e.Last || e.Round < 1 {
		return fmt.Sprintf("round %d: %v: its rounds are 1 to %d", e.Round, ErrRoundOutOfRange, e.Last)
	}
	return fmt.Sprintf("round %d has not been paired: the group is paired up to round %d", e.Round, e.Latest)
}

// Is makes errors.Is(err, ErrRoundOutOfRange) hold for a round outside the
// group's rounds.
func (e *ShownRoundError) Is(target error) bool {
	return target == ErrRoundOutOfRange && (e.Round > e.Last || e.Round < 1)
}

// MessageKey names the error's message for translation.
func (e *ShownRoundError) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Round": e.Round, "Last": e.Last, "Latest": e.Latest}
	switch {
	case e.Round > e.Last || e.Round < 1:
		return "error.round.out_of_range", "There is no round {{.Round}} in this group: its rounds are 1 to {{.Last}}.", args
	case e.Latest == 0:
		return "error.round.none_paired", "Round {{.Round}} has not been paired: no round of this group has been paired yet.", args
	}
	return "error.round.not_paired", "Round {{.Round}} has not been paired: the group is paired up to round {{.Latest}}.", args
}

// ShownRound says whether the standings or the crosstable can be shown as
// of round n: n 0 (the default round) or a round of the group, 1 … last
// (a round not played yet counts as missed by everyone, as OpenGotha
// counts it); otherwise a *ShownRoundError, as pairing refuses a round out
// of range.
func ShownRound(n, last int) error {
	if n >= 0 && n <= last {
		return nil
	}
	return &ShownRoundError{Round: n, Last: last, Latest: last}
}

// PairedRound says whether a round's sheets (pairings, slips, table cards,
// the index) can be printed for round n: a round paired, 1 … latest;
// otherwise a *ShownRoundError saying the group has no such round or how
// far it is paired.
func PairedRound(n, latest, last int) error {
	if n >= 1 && n <= latest && n <= last {
		return nil
	}
	return &ShownRoundError{Round: n, Last: max(last, latest), Latest: latest}
}

// LatestPaired is the latest round of the field with a game or a bye.
func (f Field) LatestPaired() int {
	latest := 0
	for _, g := range f.Games {
		latest = max(latest, g.Round)
	}
	for n, ids := range f.Byes {
		if len(ids) > 0 {
			latest = max(latest, n)
		}
	}
	return latest
}
