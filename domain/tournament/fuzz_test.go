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

// FuzzParseEntry: whatever is typed at the desk, the entry reader neither
// panics nor accepts what it cannot stand by: a table from 1, a board of 0
// or from 1, keys no longer than the entry, and a result that reads back as
// itself (B+ and W+, a win with no reason given, are results too).
func FuzzParseEntry(f *testing.F) {
	for _, s := range []string{"12 b", "12b", "3.2w", "7 =", "5 黑胜 3/4 子", "12 a", "0 b", "3..2 b", "99999999999999999999 b",
		"1.99999999999999999999 w", "+5 b", "5 \u00a0b", "１２ b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := ParseEntry(s)
		if err != nil {
			return
		}
		if len(s) > MaxEntry || e.Table < 1 || e.Board < 0 || len(e.Keys) > len(s) || e.Keys != strings.TrimSpace(e.Keys) {
			t.Fatalf("%q: %+v", s, e)
		}
		if e.Result == "B+" || e.Result == "W+" {
			return
		}
		if again, err := ParseResult(string(e.Result)); err != nil || again != e.Result {
			t.Fatalf("%q: result %q reads back as %q, %v", s, e.Result, again, err)
		}
	})
}
