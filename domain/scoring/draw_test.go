package scoring

import (
	"fmt"
	"testing"
)

func TestDrawPossible(t *testing.T) {
	tests := []struct {
		komi Stones
		want bool
	}{
		{15, false},                 // 3¾, 2002: Black 184¼ or less loses, 184½ wins by ¼
		{11, false},                 // 2¾, 1988
		{0, true},                   // no komi: Black exactly 180½ is a draw (SPEC §4.4)
		{14, true},                  // 3½: Black 184 is a draw
		{WholeStones(3), true},      // 3: Black 183½
		{-15, false},                // reverse komi ¾ off
		{Quarter, false},            // ¼
		{WholeStones(2) + 2, true},  // 2½
		{WholeStones(-1) - 2, true}, // −1½
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.komi), func(t *testing.T) {
			if got := DrawPossible(tt.komi); got != tt.want {
				t.Errorf("komi %s stones: draw possible %v, want %v", tt.komi, got, tt.want)
			}
		})
	}
}
