package tournament

import "weiqi-arbiter/domain/scoring"

// NigiriPlayer is what deciding who grabs the stones in a nigiri (猜先) needs.
type NigiriPlayer struct {
	ID          int64
	Rank        string
	Birth       string // YYYY or YYYY-MM-DD; earlier is older
	Titleholder bool
}

// WhoGrabs returns who grabs a handful of white stones and who guesses
// (SPEC §7, 2002): a titleholder grabs; else the higher ranked; with equal
// ranks, the older player. When even that is equal, a grabs.
func WhoGrabs(a, b NigiriPlayer) (grabber, guesser int64) {
	switch {
	case a.Titleholder != b.Titleholder:
		if b.Titleholder {
			return b.ID, a.ID
		}
		return a.ID, b.ID
	case RankValue(a.Rank) != RankValue(b.Rank):
		if RankValue(b.Rank) > RankValue(a.Rank) {
			return b.ID, a.ID
		}
		return a.ID, b.ID
	case a.Birth != "" && b.Birth != "" && b.Birth < a.Birth:
		return b.ID, a.ID
	}
	return a.ID, b.ID
}

// GuessTakesBlack decides a nigiri: the guesser shows one black stone
// ("odd") or two ("even"); if the number of white stones grabbed has that
// parity the guesser takes Black, else the grabber does.
func GuessTakesBlack(grabbed int, guessOdd bool) bool {
	return (grabbed%2 == 1) == guessOdd
}

// MaxGrabbed is the most white stones a nigiri draw by the program grabs:
// a handful.
const MaxGrabbed = 30

// Nigiri decides a nigiri by SPEC §7: the rules say who grabs (WhoGrabs),
// the other guesses odd or even, and the parity of the stones grabbed says
// who takes Black. It returns the players taking Black and White.
func Nigiri(a, b NigiriPlayer, grabbed int, guessOdd bool) (black, white int64) {
	grabber, guesser := WhoGrabs(a, b)
	if GuessTakesBlack(grabbed, guessOdd) {
		return guesser, grabber
	}
	return grabber, guesser
}

// DrawGrabbed is the number of stones a program-drawn nigiri grabs, from a
// random number r: from 1 to MaxGrabbed. The number is recorded with the
// game, like every other lot, so that the draw can be shown afterwards.
func DrawGrabbed(r uint64) int { return 1 + int(r%MaxGrabbed) }

// McMahonScore is a player's initial McMahon score from the rank, counted
// as the EGF and OpenGotha count it: 30k is 0, 1k 29, 1d 30, 3d 32; everyone
// at or above the bar starts at the bar, everyone at or below the floor at
// the floor. bar and floor are ranks ("3d", "20k"); an empty bar or floor
// leaves that side open. An unreadable rank starts at the floor.
func McMahonScore(rank, bar, floor string) int {
	v := RankValue(rank)
	lo := 1
	if floor != "" {
		lo = max(1, RankValue(floor))
	}
	if bar != "" {
		v = min(v, RankValue(bar))
	}
	return max(v, lo) - 1
}

// GameKomi is the komi of a game under the event's komi: none in a
// handicap game, where handicap 1 is "Black without komi" (让先) and 2–9 are
// stones (SPEC §4.6).
// It is scoring.GameKomi: records and tournament games agree.
func GameKomi(komi scoring.Stones, handicap int) scoring.Stones {
	return scoring.GameKomi(komi, handicap)
}

// McMahonHandicap is the handicap between two ranks: their difference less
// reduction, at most ceiling, and none when the stronger player is at or
// above the threshold rank. 0 is an even game with komi, 1 is "take Black
// without komi" (让先), 2–9 stones.
func McMahonHandicap(rankA, rankB, threshold string, reduction, ceiling int) int {
	a, b := RankValue(rankA), RankValue(rankB)
	if threshold != "" && max(a, b) >= RankValue(threshold) {
		return 0
	}
	h := abs(a-b) - reduction
	return max(0, min(h, ceiling))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
