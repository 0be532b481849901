package scoring

import "testing"

// FuzzParseStones: whatever is typed as an amount of stones, the reader
// neither panics nor accepts what it cannot write back: an amount it reads
// reads back as itself from each way the program writes it (3.75, 3¾,
// 3又3/4), and its margin against a 361-point board stays exact.
func FuzzParseStones(f *testing.F) {
	for _, s := range []string{"3.75", "3¾", "3 3/4", "3又3/4", "3/4", "-0.25", "2.75子", "180.5", "1/3",
		"99999999999", "2147483647.75", "−1又1/2", "0.125", "4/4", "1e9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseStones(s)
		if err != nil {
			return
		}
		for _, form := range []string{v.String(), v.Glyph(), v.Chinese(), v.Chinese() + "子"} {
			if again, err := ParseStones(form); err != nil || again != v {
				t.Fatalf("%q → %d quarters → %q → %d, %v", s, v, form, again, err)
			}
		}
		// Counted as Black's total on a 19×19 board: margin = v − 180½.
		a := Area{Black: 0, Points: 361}
		if m := Margin(a, Terms{Komi: -v}); m != v-722 {
			t.Fatalf("%q: margin %d, want %d", s, m, v-722)
		}
	})
}
