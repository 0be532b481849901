package tournament

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/text/width"
)

// ErrRank means a rank could not be read.
var ErrRank = errors.New("not a rank")

// A rank is stored one way: "2d" for an amateur dan, "4k" for a kyu (级),
// "3p" for a professional dan, "" when unknown. NormalRank and RankValue
// read every way arbiters and registration lists write ranks.

// rankScale holds a rank's place on one scale: 30k = 1 … 1k = 30,
// 1d = 31 … 9d = 39, 1p = 41 … 9p = 49.
type rankScale int

const (
	kyuBase rankScale = 31 // 1k = 30 = kyuBase − 1
	danBase rankScale = 30 // 1d = 31
	proBase rankScale = 40 // 1p = 41
	maxKyu            = 30
	maxDan            = 9
)

// parseRank reads a rank written as 3d, 3D, 3 dan, 5 kyu, 3段, 业余3段, 业余三段, 初段,
// 3级, 三级, 3k, 3K, 职业9段, 职业九段, 9p, 9P, with full-width digits and
// letters folded; ok is false when it cannot be read.
func parseRank(s string) (v rankScale, ok bool) {
	r := strings.ToLower(width.Fold.String(strings.TrimSpace(s)))
	r = strings.Join(strings.Fields(r), "")
	if r == "" {
		return 0, false
	}
	pro := false
	switch {
	case strings.HasPrefix(r, "职业"):
		pro, r = true, strings.TrimPrefix(r, "职业")
	case strings.HasPrefix(r, "业余"):
		r = strings.TrimPrefix(r, "业余")
	}
	var unit string
	units := []struct{ written, unit string }{
		{"段", "段"}, {"级", "级"}, {"dan", "d"}, {"kyu", "k"}, {"d", "d"}, {"k", "k"}, {"p", "p"},
	}
	for _, u := range units {
		if strings.HasSuffix(r, u.written) {
			unit, r = u.unit, strings.TrimSuffix(r, u.written)
			break
		}
	}
	if unit == "" {
		return 0, false
	}
	n, ok := rankNumber(r)
	if !ok || n < 1 {
		return 0, false
	}
	switch {
	case unit == "p" || (pro && unit == "段"):
		if n > maxDan {
			return 0, false
		}
		return proBase + rankScale(n), true
	case pro:
		return 0, false // 职业 goes with 段 only
	case unit == "d" || unit == "段":
		if n > maxDan {
			return 0, false
		}
		return danBase + rankScale(n), true
	default: // k, 级
		if n > maxKyu {
			return 0, false
		}
		return kyuBase - rankScale(n), true
	}
}

// rankNumber reads the number of a rank: ASCII digits, Chinese numerals
// from 一 to 三十, or 初 (初段, the first dan).
func rankNumber(s string) (int, bool) {
	if s == "初" {
		return 1, true
	}
	if s == "" {
		return 0, false
	}
	if s[0] >= '0' && s[0] <= '9' {
		n, err := strconv.Atoi(s)
		return n, err == nil
	}
	digits := map[rune]int{'一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}
	n, tens := 0, false
	for i, c := range s {
		switch {
		case c == '十':
			if tens {
				return 0, false
			}
			tens = true
			if i == 0 {
				n = 10
			} else {
				n *= 10
			}
		case digits[c] > 0:
			if n%10 != 0 || (n > 0 && !tens) {
				return 0, false
			}
			n += digits[c]
		default:
			return 0, false
		}
	}
	return n, n > 0
}

// NormalRank writes a rank the one way it is stored: "2d", "4k", "3p"; ""
// for an empty rank. A rank that cannot be read is ErrRank.
func NormalRank(s string) (string, error) {
	if strings.TrimSpace(s) == "" {
		return "", nil
	}
	v, ok := parseRank(s)
	if !ok {
		return "", fmt.Errorf("%q: %w", s, ErrRank)
	}
	switch {
	case v > proBase:
		return fmt.Sprintf("%dp", v-proBase), nil
	case v > danBase:
		return fmt.Sprintf("%dd", v-danBase), nil
	default:
		return fmt.Sprintf("%dk", kyuBase-v), nil
	}
}

// RankZh writes a rank as Chinese arbiters and sheets do: 2段, 4级, 职业3段;
// a rank that cannot be read is shown as it was typed.
func RankZh(rank string) string {
	v, ok := parseRank(rank)
	switch {
	case !ok:
		return strings.TrimSpace(rank)
	case v > proBase:
		return fmt.Sprintf("职业%d段", v-proBase)
	case v > danBase:
		return fmt.Sprintf("%d段", v-danBase)
	default:
		return fmt.Sprintf("%d级", kyuBase-v)
	}
}

// RankEn writes a rank as English-speaking players do: 2d, 4k, 3p; a rank
// that cannot be read is shown as it was typed.
func RankEn(rank string) string {
	n, err := NormalRank(rank)
	if err != nil {
		return strings.TrimSpace(rank)
	}
	return n
}
