package sgf_test

import (
	"fmt"
	"os"

	"weiqi-arbiter/domain/sgf"
	"weiqi-arbiter/domain/weiqi"
)

// A record from the hall: its game information, and its moves played out
// on the rules engine. White's corner stone at aa loses its last liberty
// to Black's ab and is taken: Black has captured one stone and two black
// stones stand on the board. KM is in points: 7.5 is 3¾ stones (子).
func ExampleReplay() {
	c, err := sgf.ParseString("(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[7.5]PB[张三]PW[李四]RE[B+R];B[ba];W[aa];B[ab])")
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := sgf.Replay(c[0], weiqi.Situational)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s (Black) – %s (White), %d×%d, komi %s 子, %s\n",
		r.Info.Black, r.Info.White, r.Info.Width, r.Info.Height, r.Info.Komi.Chinese(), r.Info.Result)
	fmt.Printf("%d moves, Black captured %d, on the board %d black and %d white, %d irregularities\n",
		r.Game.MoveCount(), r.Game.Captures(weiqi.Black), r.Game.Board().Count(weiqi.Black), r.Game.Board().Count(weiqi.White),
		len(r.Irregularities))
	// Output:
	// 张三 (Black) – 李四 (White), 9×9, komi 3又3/4 子, B+R
	// 3 moves, Black captured 1, on the board 2 black and 0 white, 0 irregularities
}

// A record read is written back as UTF-8 SGF, saying so (CA[UTF-8]), its
// text escaped where it must be: the bracket in a comment.
func ExampleWrite() {
	c, err := sgf.ParseString(`(;GM[1]SZ[19]PB[王五];B[pd]C[打入 [右上\]])`)
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := sgf.Write(os.Stdout, c); err != nil {
		fmt.Println(err)
	}
	// Output:
	// (;GM[1]SZ[19]PB[王五]CA[UTF-8];B[pd]C[打入 [右上\]])
}
