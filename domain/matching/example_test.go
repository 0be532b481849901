package matching_test

import (
	"fmt"

	"weiqi-arbiter/domain/matching"
)

// Four vertices with edges 0–1 and 2–3 of weight 5: the matching takes
// both. Then edges 1–2 and 0–3 of weight 9 join the graph: 0–1 and 2–3
// (10) give way to 0–3 and 1–2 (18), found from the first solution.
func ExampleSolution_Resume() {
	edges := []matching.Edge{{I: 0, J: 1, Weight: 5}, {I: 2, J: 3, Weight: 5}}
	s, err := matching.Solve(4, edges)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Mate, matching.Weight(s.Mate, edges))
	edges = append(edges, matching.Edge{I: 1, J: 2, Weight: 9}, matching.Edge{I: 0, J: 3, Weight: 9})
	if s, err = s.Resume(edges); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Mate, matching.Weight(s.Mate, edges), s.Resumed)
	// Output:
	// [1 0 3 2] 10
	// [3 2 1 0] 18 true
}
