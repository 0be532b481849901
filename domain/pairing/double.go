package pairing

import (
	"fmt"

	"weiqi-arbiter/domain/tournament"
)

// ErrBracketDone is returned when a round beyond the end of a double
// elimination is asked for.
var ErrBracketDone = tournament.NewRefusal("the double elimination is over",
	"error.round.bracket_done", "There is no round {{.Round}}: the double elimination is over.")

// match is one bracket game: its two slots (0 for an empty slot).
type match struct{ a, b int64 }

// pairDoubleElimination pairs round n of a double elimination. Round r plays
// winners' bracket round r (for r up to k, the bracket having 2^k slots) and
// losers' bracket round r−1: losers' round 1 pairs the losers of winners'
// round 1; an even losers' round 2j meets its survivors with the losers of
// winners' round j+1 (in reverse order, to put off rematches); an odd one
// pairs its survivors. Round 2k is the grand final; if the losers' bracket
// champion wins it, round 2k+1 replays it (each finalist then has one loss).
func pairDoubleElimination(seeds []tournament.Player, played []tournament.Game, n int) ([]tournament.Game, []int64, error) {
	if len(seeds) < 2 {
		return nil, nil, fmt.Errorf("pair round %d: %w", n, ErrTooFewPlayers)
	}
	size, k := 1, 0
	for size < len(seeds) {
		size *= 2
		k++
	}
	seedOf := map[int64]int{}
	wb := make([]int64, size)
	for i, s := range BracketOrder(size) {
		if s <= len(seeds) {
			wb[i] = seeds[s-1].ID
			seedOf[seeds[s-1].ID] = s
		}
	}
	var lb []int64
	wbLosers := map[int][]int64{}
	var lbChampion, wbChampion int64
	gfLoserWasWB := false
	for r := 1; ; r++ {
		var matches []match
		var wbCount int
		if r <= k {
			for i := 0; i+1 < len(wb); i += 2 {
				matches = append(matches, match{wb[i], wb[i+1]})
			}
			wbCount = len(matches)
		}
		m := r - 1 // the losers' bracket round played in round r
		if m >= 1 && m <= 2*k-2 {
			matches = append(matches, losersRound(m, lb, wbLosers)...)
		}
		if r >= 2*k {
			final, done := grandFinal(r, k, gfLoserWasWB, wbChampion, lbChampion)
			if done {
				return nil, nil, fmt.Errorf("pair round %d: %w", n, ErrBracketDone)
			}
			matches = final
		}
		if r == n {
			games, byes := bracketGames(matches, seedOf, n)
			return games, byes, nil
		}
		// Resolve round r from the games on file.
		var nextWB, losers, nextLB []int64
		for i, mt := range matches {
			winner, loser := mt.a+mt.b, int64(0)
			if mt.a != 0 && mt.b != 0 {
				w, err := knockoutWinner(played, r, mt.a, mt.b)
				if err != nil {
					return nil, nil, fmt.Errorf("pair round %d: %w", n, err)
				}
				winner, loser = w, mt.a+mt.b-w
			}
			switch {
			case r >= 2*k:
				gfLoserWasWB = loser == wbChampion
				if r == 2*k+1 || !gfLoserWasWB {
					return nil, nil, fmt.Errorf("pair round %d: %w", n, ErrBracketDone)
				}
			case i < wbCount:
				nextWB = append(nextWB, winner)
				losers = append(losers, loser)
			default:
				nextLB = append(nextLB, winner)
			}
		}
		if r <= k {
			wb = nextWB
			wbLosers[r] = losers
			if r == k {
				wbChampion = wb[0]
			}
		}
		if m >= 1 && m <= 2*k-2 {
			lb = nextLB
		}
		if r == 2*k-1 || (k == 1 && r == 1) {
			if k == 1 {
				lbChampion = wbLosers[1][0]
			} else {
				lbChampion = lb[0]
			}
		}
	}
}

// grandFinal is round r's match from round 2k on: the grand final of the
// two brackets' champions, and in round 2k+1 its replay when the losers'
// bracket champion won it (replay); done when the bracket is over.
func grandFinal(r, k int, replay bool, wbChampion, lbChampion int64) (final []match, done bool) {
	if r == 2*k || (r == 2*k+1 && replay) {
		return []match{{wbChampion, lbChampion}}, false
	}
	return nil, true
}

// losersRound is the matches of losers' bracket round m: round 1 pairs
// the losers of winners' round 1; an even round 2j meets the survivors lb
// with the losers of winners' round j+1 (in reverse order, to put off
// rematches); an odd one pairs the survivors.
func losersRound(m int, lb []int64, wbLosers map[int][]int64) []match {
	var matches []match
	switch {
	case m == 1:
		l := wbLosers[1]
		for i := 0; i+1 < len(l); i += 2 {
			matches = append(matches, match{l[i], l[i+1]})
		}
	case m%2 == 0:
		l := wbLosers[m/2+1]
		for i := range lb {
			matches = append(matches, match{lb[i], l[len(l)-1-i]})
		}
	default:
		for i := 0; i+1 < len(lb); i += 2 {
			matches = append(matches, match{lb[i], lb[i+1]})
		}
	}
	return matches
}

// bracketGames turns a round's bracket matches into games (the higher seed
// White) and byes (a match with one empty slot).
func bracketGames(matches []match, seedOf map[int64]int, n int) ([]tournament.Game, []int64) {
	var games []tournament.Game
	var byes []int64
	for _, mt := range matches {
		a, b := mt.a, mt.b
		switch {
		case a == 0 && b == 0:
		case a == 0 || b == 0:
			byes = append(byes, a+b)
		default:
			if seedOf[a] > seedOf[b] {
				a, b = b, a
			}
			games = append(games, tournament.Game{Round: n, Table: len(games) + 1, Black: b, White: a})
		}
	}
	return games, byes
}
