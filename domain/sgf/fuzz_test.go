package sgf

import (
	"strings"
	"testing"
)

// FuzzParse: no input makes the reader panic, and whatever it reads it writes
// back so that reading that again gives the same text. A file of more than
// MaxGames games is refused before any is replayed, so that each input
// stays cheap.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"(;GM[1]FF[4]SZ[19];B[pd];W[dd])",
		`(;C[a\]b\\]LB[aa:x\:y](;B[aa])(;W[bb]))`,
		"(;FF[3]AddBlack[aa]PlayerBlack[x])",
		"(;SZ[7:5]AB[aa:cc];W[])",
		"(;KM[375]RU[Japanese]CA[gb2312]PB[\xc0\xee])",
	} {
		f.Add([]byte(s))
	}
	f.Add([]byte(strings.Repeat("(;B[pd])", MaxGames+1)))
	f.Fuzz(func(t *testing.T, data []byte) {
		CheckRecord(data) // must not panic
		c, err := Parse(data)
		if err != nil {
			return
		}
		out := c.String()
		c2, err := ParseString(out)
		if err != nil {
			t.Fatalf("written form does not read back: %v\n%q", err, out)
		}
		if c2.String() != out {
			t.Fatalf("written form changes on a second round trip:\n%q\n%q", out, c2.String())
		}
		for _, root := range c {
			Replay(root, 0) // must not panic, whatever the moves
		}
	})
}
