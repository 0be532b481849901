package pairing

import (
	"sort"

	"weiqi-arbiter/domain/tournament"
)

// ErrRoundHasResults is returned when a round that already has a result is
// to be paired again.
var ErrRoundHasResults = tournament.NewRefusal("the round already has results",
	"error.round.has_results", "Round {{.Round}} already has results: it cannot be paired again.")

// without is the field as it was before round n was paired: the round's
// games and byes left out.
func (f Field) without(n int) Field {
	var kept []tournament.Game
	for _, game := range f.Games {
		if game.Round != n {
			kept = append(kept, game)
		}
	}
	f.Games = kept
	byes := map[int][]int64{}
	for r, ids := range f.Byes {
		if r != n {
			byes[r] = ids
		}
	}
	f.Byes = byes
	return f
}

// Again pairs round n of the field, replacing any pairing it has. A round
// with a result is not paired again (ErrRoundHasResults).
func Again(f Field, n int) ([]tournament.Game, []int64, Pairing, error) {
	for _, game := range f.Games {
		if game.Round == n && game.Result != tournament.NoResult {
			return nil, nil, Pairing{}, ErrRoundHasResults
		}
	}
	return Pair(f.without(n), n)
}

// Keeping pairs round n again but keeps the games at the given tables as
// they are (the arbiter's locked pairs); the others are paired anew on the
// tables left free. It returns every game of the round by table, and the
// byes.
func Keeping(f Field, n int, keepTables []int) ([]tournament.Game, []int64, error) {
	keep := map[int]bool{}
	for _, t := range keepTables {
		keep[t] = true
	}
	var kept []tournament.Game
	taken := map[int]bool{}
	absent := map[int][]int64{}
	for r, ids := range f.Absent {
		absent[r] = ids
	}
	for _, game := range f.Games {
		switch {
		case game.Round == n && game.Result != tournament.NoResult:
			return nil, nil, ErrRoundHasResults
		case game.Round == n && keep[game.Table]:
			kept = append(kept, game)
			taken[game.Table] = true
			absent[n] = append(append([]int64(nil), absent[n]...), game.Black, game.White)
		}
	}
	f = f.without(n)
	f.Absent = absent
	games, byes, _, err := Pair(f, n)
	if err != nil {
		return nil, nil, err
	}
	next := max(f.Group.FirstTable, 1)
	for i := range games {
		for taken[next] {
			next++
		}
		games[i].Table = next
		taken[next] = true
	}
	all := append(kept, games...)
	sort.Slice(all, func(i, j int) bool { return all[i].Table < all[j].Table })
	return all, byes, nil
}

// Changed reports whether round n of a Swiss or McMahon group, paired again
// now from the results before it, would differ from the pairing on file
// (after an earlier result was edited). Round robins and knockouts follow
// their tables and are not checked.
func Changed(f Field, n int) bool {
	if f.Group.System != tournament.Swiss && f.Group.System != tournament.McMahon {
		return false
	}
	stored := map[[2]int64]bool{}
	var before []tournament.Game
	for _, game := range f.Games {
		switch {
		case game.Round == n:
			stored[[2]int64{min(game.Black, game.White), max(game.Black, game.White)}] = true
		case game.Round < n:
			before = append(before, game)
		}
	}
	if len(stored) == 0 {
		return false
	}
	f.Games = before
	byes := map[int][]int64{}
	for r, ids := range f.Byes {
		if r < n {
			byes[r] = ids
		}
	}
	f.Byes = byes
	games, _, _, err := Pair(f, n)
	if err != nil {
		return true // the new results no longer allow that round at all
	}
	for _, game := range games {
		if !stored[[2]int64{min(game.Black, game.White), max(game.Black, game.White)}] {
			return true
		}
	}
	return false
}
