package venue

import (
	"strings"
	"testing"
	"unicode/utf8"

	"weiqi-arbiter/domain/tournament"
)

// FuzzVenueInput feeds what the hall types to the server's readers: the
// find box and a slip's report form (a desk's entry is
// tournament.ParseEntry, fuzzed there). None may panic; what
// they accept must be sound, and a search stays bounded.
func FuzzVenueInput(f *testing.F) {
	for _, s := range []string{"张三", "zhang san", "zs", "12", "12 b", "3.2w", "5 黑胜 3/4 子", "b|resign|", "w|count|3¾", "draw|count|", "ü", "  ", "0 b", "99999999999999999999 b"} {
		f.Add(s)
	}
	players := []tournament.Player{{ID: 1, NameZh: "张三", NameLatin: "Zhang San"}, {ID: 2, NameZh: "单明"}, {ID: 3, NameLatin: "Anna Müller"}, {ID: 4, NameZh: "吕 一"}}
	g := &groupSnap{}
	groupOf := map[int64]*groupSnap{1: g, 2: g, 3: g, 4: g}
	number := map[int64]int{1: 1, 2: 2, 3: 3, 4: 4}
	index, _ := buildIndex(players, groupOf, number, nil)
	snap := &snapshot{index: index}
	f.Fuzz(func(t *testing.T, s string) {
		if found := snap.find(s); len(found) > maxFound {
			t.Fatalf("%q found %d players, more than %d", s, len(found), maxFound)
		}
		parts := strings.SplitN(s, "|", 3)
		for len(parts) < 3 {
			parts = append(parts, "")
		}
		if r, ok := slipResult(parts[0], parts[1], parts[2]); ok {
			if _, err := tournament.ParseResult(string(r)); err != nil || !utf8.ValidString(string(r)) {
				t.Fatalf("%q: slip result %q is no result: %v", s, r, err)
			}
		}
	})
}
