package scoring

// DrawPossible tells whether a game counted with this komi can end in a
// draw (和棋). Counts go by half stones: a point is a stone and the dame
// count half to each side (SPEC §4.3). Black's margin is the count less
// half the board and the komi (§4.5), and half of the 361 points is 180½,
// so a draw needs a komi of whole half stones: none with the 3¾ of the
// 2002 rules or the 2¾ of 1988; possible with no komi (让先 and handicap
// games, §4.6) or a komi such as 3½. A warning costs a whole stone (§4.7)
// and so changes nothing here.
func DrawPossible(komi Stones) bool {
	return komi%HalfStone == 0
}
