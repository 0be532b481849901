package pairing

import (
	"math"
	"math/rand/v2"
	"sort"
)

// resultModel says how a benchmark field's games end.
type resultModel int

const (
	byRating  resultModel = iota // the stronger usually wins (Elo), 10 % draws
	coinFlip                     // either wins, no draws
	manyDraws                    // the stronger usually wins, a third drawn
)

// playedField is a field of n players after the given rounds, paired round
// by round with a quick greedy Swiss (score groups top down, top half
// against bottom half, no rematch, due colours first; round-1 colours
// alternating by table) and results from the model. It stands for the
// histories real events have, without running the engine under test.
func playedField(n, rounds int, model resultModel, seed uint64) []Entrant {
	return playField(n, rounds, model, seed, false)
}

// oneColourField is a field of n players after the given rounds as a
// program that pairs scores and ignores colours leaves it: each score group
// top half against bottom half (no rematch), the higher placed player of
// each pair given his due colour (White in round 1, at every table), results
// from the model. As the stronger usually win, whole score groups come to be
// due one colour, many of them with two of it in a row: the hardest shape
// for the Swiss engine (few pairs without a colour clash, very many equal
// optima) and the one where score before colour gives most colour breaks.
func oneColourField(n, rounds int, model resultModel, seed uint64) []Entrant {
	return playField(n, rounds, model, seed, true)
}

func playField(n, rounds int, model resultModel, seed uint64, oneColour bool) []Entrant {
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	field := make([]Entrant, n)
	rating := make([]float64, n)
	for i := range field {
		field[i] = Entrant{ID: int64(i + 1), Seed: i}
		rating[i] = 2800 - float64(i)*1800/float64(n)
	}
	met := make([]map[int]bool, n)
	for i := range met {
		met[i] = map[int]bool{}
	}
	for r := 1; r <= rounds; r++ {
		order := make([]int, n)
		for i := range order {
			order[i] = i
		}
		sort.SliceStable(order, func(a, b int) bool {
			ea, eb := &field[order[a]], &field[order[b]]
			if ea.Score != eb.Score {
				return ea.Score > eb.Score
			}
			return ea.Seed < eb.Seed
		})
		if n%2 == 1 { // the bye: lowest without one
			for k := n - 1; k >= 0; k-- {
				if field[order[k]].Byes == 0 {
					i := order[k]
					field[i].Byes++
					field[i].Score += 2
					order = append(order[:k], order[k+1:]...)
					break
				}
			}
		}
		var pairs [][2]int
		var carry []int
		for start := 0; start < len(order); {
			end := start
			for end < len(order) && field[order[end]].Score == field[order[start]].Score {
				end++
			}
			group := append(carry, order[start:end]...)
			carry = nil
			start = end
			half := len(group) / 2
			used := make([]bool, len(group))
			for a := range half {
				if used[a] {
					continue
				}
				best := -1
				for pass := 0; pass < 2 && best < 0; pass++ {
					for k := 0; k < len(group); k++ {
						b := half + a + k
						if b >= len(group) {
							b = a + 1 + (b - len(group))
							if b >= half+a {
								break
							}
						}
						if b <= a || used[b] || met[group[a]][group[b]] {
							continue
						}
						da, db := field[group[a]].due(), field[group[b]].due()
						if pass == 0 && !oneColour && da != 0 && da == db {
							continue
						}
						best = b
						break
					}
				}
				if best >= 0 {
					used[a], used[best] = true, true
					pairs = append(pairs, [2]int{group[a], group[best]})
				}
			}
			for k, i := range group {
				if !used[k] {
					carry = append(carry, i)
				}
			}
		}
		// Whoever is left at the bottom: pair greedily, a rematch only if nothing else.
		for len(carry) > 1 {
			a, b := carry[0], -1
			for k := 1; k < len(carry); k++ {
				if !met[a][carry[k]] {
					b = k
					break
				}
			}
			if b < 0 {
				b = 1
			}
			pairs = append(pairs, [2]int{a, carry[b]})
			carry = append(carry[1:b], carry[b+1:]...)
		}
		topBlack := true
		for t, p := range pairs {
			a, b := &field[p[0]], &field[p[1]]
			black, white := a, b
			switch da, db := a.due(), b.due(); {
			case oneColour && (da == 'B' || (da == 0 && db == 'W')):
			case oneColour:
				black, white = b, a
			case r == 1:
				if (t%2 == 0) != topBlack {
					black, white = b, a
				}
			case da == 'W' || db == 'B':
				black, white = b, a
			}
			met[p[0]][p[1]], met[p[1]][p[0]] = true, true
			black.Opponents, white.Opponents = append(black.Opponents, white.ID), append(white.Opponents, black.ID)
			black.Blacks++
			white.Whites++
			black.Last, black.Prev = 'B', black.Last
			white.Last, white.Prev = 'W', white.Last
			pb := 0.5
			if model != coinFlip {
				pb = 1 / (1 + math.Pow(10, (rating[white.ID-1]-rating[black.ID-1])/400))
			}
			draw := 0.0
			switch model {
			case byRating:
				draw = 0.1
			case manyDraws:
				draw = 0.33
			}
			switch x := rng.Float64(); {
			case x < draw:
				black.Score++
				white.Score++
			case x < draw+(1-draw)*pb:
				black.Score += 2
			default:
				white.Score += 2
			}
		}
	}
	return field
}
