package tournament

import (
	"slices"
)

// UniquePairs is a list of pairs of players not to be paired (Group.
// AvoidPairs) with each pair once, whatever order its two players were
// given in, the smaller id first, in the order first given.
func UniquePairs(pairs [][2]int64) [][2]int64 {
	var out [][2]int64
	for _, p := range pairs {
		if p[0] > p[1] {
			p[0], p[1] = p[1], p[0]
		}
		if !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}
