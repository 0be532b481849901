package tournament

// The ranges of the numbers a tournament is given, beyond which a number is
// a mistake (a typo, a value meant for another field) rather than a setting.
const (
	// MinRating and MaxRating bound a player's rating: EGF ratings start at
	// -900 (30 kyu); no rating list reaches 4000.
	MinRating, MaxRating = -900, 4000
	// MaxMcMahonAdjust bounds a player's McMahon adjustment, in McMahon
	// points: more than the ranks from 30 kyu to 9 professional dan.
	MaxMcMahonAdjust = 50
	// MaxBoards is the most boards a team plays (2 … MaxBoards).
	MaxBoards = 10
	// MaxKnockoutSize is the largest knockout after a Swiss: a power of two.
	MaxKnockoutSize = 1024
	// MaxHandicap is the most handicap stones a game is given, and the most
	// a McMahon group's handicaps are reduced by.
	MaxHandicap = 9
)

// KnockoutSizeOK reports whether k can be the size of the knockout after a
// Swiss: 0 (none set) or a power of two from 2 to MaxKnockoutSize.
func KnockoutSizeOK(k int) bool {
	return k == 0 || (k >= 2 && k <= MaxKnockoutSize && k&(k-1) == 0)
}

// BoardsOK reports whether a group plays on this many boards: a team event
// on 2 … MaxBoards (a 擂台赛, one game at a time, also on 1), an individual
// group on none (0).
func BoardsOK(system System, teamEvent bool, boards int) bool {
	switch {
	case !teamEvent && boards == 0:
		return true
	case system == LeiTai && boards == 1:
		return true
	}
	return boards >= 2 && boards <= MaxBoards
}
