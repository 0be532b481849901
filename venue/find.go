package venue

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"weiqi-arbiter/domain/tournament"
)

// searchEntry is one player as the find-your-table box looks for them: the
// Chinese name, the Latin name and the name's pinyin, written out and as
// initials, every reading of a character that has several (单 shan/dan).
type searchEntry struct {
	id     int64
	zh     string   // the Chinese name, without spaces
	zhKey  string   // zh folded as a query is (fold: 阿卜杜·热合曼 → 阿卜杜热合曼)
	latin  []string // the Latin name folded, in both orders ("zhangsan", "sanzhang")
	spelt  []string // pinyin written out, each reading ("zhangsan")
	inits  []string // pinyin initials ("zs")
	joined string   // latin and spelt, joined by NULs, to look inside at once
	number int      // the player's number in the event (sheet.Number)

	nameZh, nameLatin string // the names the entry was made from
}

// maxReadings bounds the readings of one name (a name of characters that
// each have several readings would otherwise multiply them).
const maxReadings = 8

// buildIndex makes the search entries of every player, taking over those
// of known (by id) whose names have not changed.
func buildIndex(players []tournament.Player, groupOf map[int64]*groupSnap, number map[int64]int, known map[int64]searchEntry) ([]searchEntry, map[int64]searchEntry) {
	out := make([]searchEntry, 0, len(players))
	byID := make(map[int64]searchEntry, len(players))
	for _, p := range players {
		if groupOf[p.ID] == nil {
			continue // not in a group: nowhere to sit
		}
		if e, ok := known[p.ID]; ok && e.nameZh == p.NameZh && e.nameLatin == p.NameLatin {
			e.number = number[p.ID]
			out = append(out, e)
			byID[p.ID] = e
			continue
		}
		e := searchEntry{id: p.ID, zh: strings.Join(strings.Fields(p.NameZh), ""), number: number[p.ID], nameZh: p.NameZh, nameLatin: p.NameLatin}
		e.zhKey = strings.Join(strings.Fields(fold(p.NameZh)), "")
		if words := strings.Fields(fold(p.NameLatin)); len(words) > 0 {
			e.latin = append(e.latin, strings.Join(words, ""))
			if len(words) > 1 {
				slices.Reverse(words)
				e.latin = append(e.latin, strings.Join(words, ""))
			}
		}
		spelt, inits := []string{""}, []string{""}
		for _, readings := range readingsOf(e.zh) {
			if len(readings) == 0 {
				continue
			}
			var ns, ni []string
			for _, s := range spelt {
				for _, r := range readings {
					if len(ns) < maxReadings {
						ns = append(ns, s+r)
					}
				}
			}
			for _, s := range inits {
				for _, r := range readings {
					if c := s + r[:1]; len(ni) < maxReadings && !slices.Contains(ni, c) {
						ni = append(ni, c)
					}
				}
			}
			spelt, inits = ns, ni
		}
		if spelt[0] != "" {
			for i := range spelt {
				spelt[i] = fold(spelt[i])
			}
			e.spelt, e.inits = spelt, inits
		}
		e.joined = strings.Join(append(slices.Clone(e.latin), e.spelt...), "\x00")
		out = append(out, e)
		byID[p.ID] = e
	}
	return out, byID
}

// fold is a name or query as the find-your-table box compares it: the
// rule of every search for a player (tournament.FoldName: case, full-width
// forms, accents and tone marks, the marks between a name's parts, spaces),
// with pinyin's ü, typed v on a keyboard, matched as u.
func fold(s string) string {
	return strings.ReplaceAll(tournament.FoldName(s), "v", "u")
}

// maxQuery is the longest query looked at, in bytes.
const maxQuery = 64

// maxFound is how many players a search lists at most.
const maxFound = 20

// find returns the players a query names, best matches first: a number
// finds the players of that number; Chinese characters a name containing
// them; Latin letters a Latin name or the pinyin of a Chinese name, written
// out ("zhang san", "zhangs") or as initials ("zs").
func (s *snapshot) find(q string) []int64 {
	q = strings.TrimSpace(q)
	if len(q) > maxQuery || q == "" {
		return nil
	}
	if n, err := strconv.Atoi(q); err == nil {
		var out []int64
		for _, e := range s.index {
			if e.number == n && len(out) < maxFound {
				out = append(out, e.id)
			}
		}
		return out
	}
	han := false
	for _, r := range q {
		if unicode.Is(unicode.Han, r) {
			han = true
		}
	}
	folded := strings.Join(strings.Fields(fold(q)), "")
	type hit struct {
		id    int64
		score int
	}
	var hits []hit
	for _, e := range s.index {
		score := 0
		if han {
			switch {
			case e.zhKey == folded:
				score = 3
			case strings.HasPrefix(e.zhKey, folded):
				score = 2
			case strings.Contains(e.zhKey, folded):
				score = 1
			}
		} else {
			for _, l := range e.latin {
				score = max(score, rank(l, folded))
			}
			for _, sp := range e.spelt {
				score = max(score, rank(sp, folded))
			}
			if score == 0 && len(folded) >= 3 && strings.Contains(e.joined, folded) {
				score = 1
			}
			for _, in := range e.inits {
				if in == folded {
					score = max(score, 3)
				} else if len(folded) >= 2 && strings.HasPrefix(in, folded) {
					score = max(score, 1)
				}
			}
		}
		if score > 0 {
			hits = append(hits, hit{e.id, score})
		}
	}
	slices.SortStableFunc(hits, func(a, b hit) int { return b.score - a.score })
	out := make([]int64, 0, min(len(hits), maxFound))
	for _, h := range hits[:min(len(hits), maxFound)] {
		out = append(out, h.id)
	}
	return out
}

// rank scores how a folded name matches a folded query: 3 the whole name,
// 2 its start, 0 not at all (find looks inside names, for 1, at once).
func rank(name, q string) int {
	switch {
	case name == q:
		return 3
	case strings.HasPrefix(name, q):
		return 2
	}
	return 0
}
