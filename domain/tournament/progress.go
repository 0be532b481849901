package tournament

// WithdrawalForfeit tells whether r is the forfeit a withdrawal gives: a
// forfeit by the side that has withdrawn, or by both when both have
// (blackGone, whiteGone: whether each side's player, or team, withdrew
// before the game's round, Player.Gone).
func WithdrawalForfeit(r Result, blackGone, whiteGone bool) bool {
	switch r {
	case WhiteByForf:
		return blackGone && !whiteGone
	case BlackByForf:
		return whiteGone && !blackGone
	case BothForfeit:
		return blackGone && whiteGone
	}
	return false
}

// RoundProgress is how far the paired rounds of a group are, as the
// standings' default round needs it.
type RoundProgress struct {
	Latest int          // the latest round paired
	open   map[int]bool // rounds with a game still without a result
	played map[int]bool // rounds with a result that is not a withdrawal's forfeit
}

// Add notes one game (or board) of a round: its result, and whether that
// result is the forfeit a withdrawal gave (WithdrawalForfeit).
func (p *RoundProgress) Add(round int, r Result, withdrawalForfeit bool) {
	if p.open == nil {
		p.open, p.played = map[int]bool{}, map[int]bool{}
	}
	p.Latest = max(p.Latest, round)
	switch {
	case r == NoResult:
		p.open[round] = true
	case !withdrawalForfeit && r != Void:
		p.played[round] = true
	}
}

// StandingsRound is the round standings are shown after unless one is
// asked for: the latest round whose games all have a result, one of them
// at least more than a withdrawal's forfeit (a round robin paired ahead
// whose later rounds hold only the forfeits of a player who withdrew is
// not after those rounds); while no round is so, the first, the one being
// played; 0 before any is paired.
func (p RoundProgress) StandingsRound() int {
	for n := p.Latest; n >= 1; n-- {
		if !p.open[n] && p.played[n] {
			return n
		}
	}
	return min(p.Latest, 1)
}
