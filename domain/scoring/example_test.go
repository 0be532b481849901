package scoring_test

import (
	"fmt"

	"weiqi-arbiter/domain/scoring"
)

// An arbiter types a margin as it is written on the slip; it is kept in
// quarter stones, exact, and written back for the sheets and for SGF.
func ExampleParseStones() {
	for _, typed := range []string{"3又3/4", "3¾子", "2.75", "1/4"} {
		s, err := scoring.ParseStones(typed)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s: %d quarters, %s 子, %s stones, SGF %s\n", typed, s, s.Chinese(), s, s.Points())
	}
	// Output:
	// 3又3/4: 15 quarters, 3又3/4 子, 3.75 stones, SGF 7.5
	// 3¾子: 15 quarters, 3又3/4 子, 3.75 stones, SGF 7.5
	// 2.75: 11 quarters, 2又3/4 子, 2.75 stones, SGF 5.5
	// 1/4: 1 quarters, 1/4 子, 0.25 stones, SGF 0.5
}

// The count of a 19×19 game under the 2002 rules (SPEC §4): Black owns 184
// points, White 177. Half the board is 180½ stones and Black gives a komi
// of 3¾, so Black needs 184¼ to win: 184 is White's win by ¼ stone. A
// warning given to Black costs a stone more (2002 Art. 4.7): White by 1¼.
func ExampleMargin() {
	area := scoring.Area{Black: 184, White: 177, Points: 361}
	komi := scoring.WholeStones(3) + 3*scoring.Quarter
	for _, t := range []scoring.Terms{{Komi: komi}, {Komi: komi, BlackWarnings: 1}} {
		o := scoring.Outcome{Margin: scoring.Margin(area, t)}
		fmt.Println(o.Chinese(), "·", o.English(), "·", o.SGF())
	}
	// Output:
	// 白胜1/4子 · White wins by 1/4 stone · W+0.5
	// 白胜1又1/4子 · White wins by 1 1/4 stones · W+2.5
}
