package tournament

import (
	"strings"
	"testing"
)

// FuzzParseResult: whatever is typed, the result parser neither panics nor
// accepts something it cannot write back: a result it reads reads back as
// itself from its SGF form and from its Chinese form.
func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"B+R", "W+T", "B+1.5", "0", "B+F", "FF", "BL", "void", "replay", "W+",
		"黑胜3/4子", "白胜1又1/4子", "黑中盘胜", "白超时胜", "黑弃权", "双方负", "和棋", "黑负1/4子",
		"黑胜99999999999子", "B+1e308", "黑胜-0子", "白胜1又", "Black wins by resignation"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseResult(s)
		if err != nil {
			return
		}
		if again, err := ParseResult(string(r)); err != nil || again != r {
			t.Fatalf("%q → %q → %q, %v", s, r, again, err)
		}
		zh := r.Chinese()
		if strings.Contains(zh, "+") {
			t.Fatalf("%q: Chinese form %q", s, zh)
		}
		if again, err := ParseResult(zh); err != nil || again != r {
			t.Fatalf("%q → %q → %q → %q, %v", s, r, zh, again, err)
		}
	})
}
