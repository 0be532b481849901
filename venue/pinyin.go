package venue

import (
	"strconv"
	"strings"
	"sync"
)

// readingsOf is the pinyin readings, without tones, of each Chinese
// character of s that has any (other characters are skipped), every
// reading of a character that has several, in the dictionary's order.
func readingsOf(s string) [][]string {
	table := pinyinReadings()
	var out [][]string
	for _, r := range s {
		if rs := table[r]; len(rs) > 0 {
			out = append(out, rs)
		}
	}
	return out
}

// pinyinReadings reads pinyinTable when a name is first looked up: a
// dictionary of some 42,000 characters costs nothing to a command that
// never serves the hall (the program's start-up, docs/benchmarks.md).
var pinyinReadings = sync.OnceValue(func() map[rune][]string {
	out := make(map[rune][]string, strings.Count(pinyinTable, "\n"))
	for line := range strings.Lines(pinyinTable) {
		cp, readings, _ := strings.Cut(strings.TrimSuffix(line, "\n"), " ")
		r, err := strconv.ParseInt(cp, 16, 32)
		if err != nil || readings == "" {
			continue // not written by TestPinyinTable: cannot happen
		}
		out[rune(r)] = strings.Split(readings, ",")
	}
	return out
})
