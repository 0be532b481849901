// Package pairing decides who plays whom: Berger tables for round robins,
// and (built on the matching package) Swiss and McMahon rounds.
package pairing

import (
	"errors"
	"fmt"
)

// Seat is one game of a round-robin round by player numbers (1-based, the
// numbers of the draw). First is the first-named player of the FIDE Berger
// table, who has White in chess; in Go the program gives First the black
// stones (the first move), so that the tables' colour balance carries over.
type Seat struct {
	First, Second int
}

// ErrTooFewPlayers is returned for a round robin of fewer than two players.
var ErrTooFewPlayers = errors.New("a round robin needs at least two players")

// BergerRound returns round r (1-based) of a single round robin of n players
// as the FIDE Berger tables give it (Handbook C.05 Annex 1), board by board,
// and the player with the bye (0 when n is even). With an odd n the table for
// n+1 is used and the highest number is the bye.
func BergerRound(n, r int) ([]Seat, int, error) {
	if n < 2 {
		return nil, 0, ErrTooFewPlayers
	}
	size := n + n%2
	if r < 1 || r > size-1 {
		return nil, 0, fmt.Errorf("round %d of a %d-player round robin (%d rounds)", r, n, size-1)
	}
	half, m := size/2, size-1
	wrap := func(x int) int { return ((x-1)%m+m)%m + 1 }
	a := ((r-1)*half)%m + 1 // the opponent of the fixed player, size
	var seats []Seat
	bye := 0
	add := func(first, second int) {
		if first > n {
			bye = second
			return
		}
		if second > n {
			bye = first
			return
		}
		seats = append(seats, Seat{first, second})
	}
	if r%2 == 1 {
		add(a, size)
	} else {
		add(size, a)
	}
	for k := 2; k <= half; k++ {
		add(wrap(a+k-1), wrap(a-(k-1)))
	}
	return seats, bye, nil
}

// Round is one round of a schedule.
type Round struct {
	Number int
	Seats  []Seat
	Bye    int // 0 when nobody has a bye
}

// RoundRobin returns the whole schedule of a round robin of n players over
// the given number of cycles (1 single, 2 double, more for multiple). In a
// multiple round robin the first-named seats swap in every other cycle, and,
// as FIDE recommends for a double round robin, the last two rounds of the
// first cycle are played in reverse order so that nobody has the same colour
// three times running across the cycles' junction.
func RoundRobin(n, cycles int) ([]Round, error) {
	if cycles < 1 {
		return nil, fmt.Errorf("round robin of %d cycles", cycles)
	}
	size := n + n%2
	if n < 2 {
		return nil, ErrTooFewPlayers
	}
	per := size - 1
	order := make([]int, per)
	for i := range order {
		order[i] = i + 1
	}
	var out []Round
	for c := range cycles {
		rounds := append([]int(nil), order...)
		if cycles > 1 && c == 0 && per >= 2 {
			rounds[per-2], rounds[per-1] = rounds[per-1], rounds[per-2]
		}
		for _, r := range rounds {
			seats, bye, err := BergerRound(n, r)
			if err != nil {
				return nil, err
			}
			if c%2 == 1 {
				for i := range seats {
					seats[i].First, seats[i].Second = seats[i].Second, seats[i].First
				}
			}
			out = append(out, Round{Number: len(out) + 1, Seats: seats, Bye: bye})
		}
	}
	return out, nil
}
