// Package scoring holds area counting under the Chinese rules (数子法), komi and
// the wording of results in stones (子).
package scoring

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Stones is an amount of stones (子) counted in quarter stones, so that every
// figure of the Chinese rules is an exact integer: 15 is 3¾ stones (the 2002
// komi), 11 is 2¾ (the 1988 komi), 722 is 180½ (half of a 19×19 board).
// One stone is two points of area difference, so one quarter stone is half a
// point: SGF komi 7.5 is 15 quarters.
type Stones int64

// Units of Stones.
const (
	Quarter   Stones = 1
	HalfStone Stones = 2
	Stone     Stones = 4
)

// ErrBadStones is returned by ParseStones for text that is not an amount of stones.
var ErrBadStones = errors.New("not an amount of stones")

// WholeStones returns n whole stones.
func WholeStones(n int) Stones { return Stones(n) * Stone }

// FromHalfPoints converts an amount in half points (SGF komi 7.5 = 15) to Stones.
// A half point is a quarter stone, so the integer is the same.
func FromHalfPoints(h int64) Stones { return Stones(h) }

// HalfPoints is s expressed in half points: the SGF komi or margin times two.
func (s Stones) HalfPoints() int64 { return int64(s) }

// fractionText is a quarter count's fraction, as written in English and in
// Chinese alike: digits and a slash, which every font has (the bundled font
// has no ¼ ½ ¾).
func fractionText(q int64) string { return [4]string{"", "1/4", "1/2", "3/4"}[q] }

func (s Stones) split() (neg bool, whole int64, q int64) {
	v := int64(s)
	if v < 0 {
		neg, v = true, -v
	}
	return neg, v / 4, v % 4
}

// String writes s as a decimal number of stones: "3.75", "-0.25", "180.5".
func (s Stones) String() string {
	neg, whole, q := s.split()
	out := strconv.FormatInt(whole, 10)
	switch q {
	case 1:
		out += ".25"
	case 2:
		out += ".5"
	case 3:
		out += ".75"
	}
	if neg && s != 0 {
		out = "-" + out
	}
	return out
}

// Glyph writes s as English text does, with the fraction in digits that
// every font can show: "3 3/4", "1/4", "180 1/2" (not the vulgar fractions
// ¾ ¼ ½, which the bundled font lacks).
func (s Stones) Glyph() string {
	neg, whole, q := s.split()
	out := fractionText(q)
	switch {
	case q == 0:
		out = strconv.FormatInt(whole, 10)
	case whole != 0:
		out = strconv.FormatInt(whole, 10) + " " + out
	}
	if neg {
		out = "-" + out
	}
	return out
}

// Chinese writes s as Chinese arbiters write margins: "3/4", "2又1/4", "5", "180又1/2".
func (s Stones) Chinese() string {
	neg, whole, q := s.split()
	var out string
	switch {
	case q == 0:
		out = strconv.FormatInt(whole, 10)
	case whole == 0:
		out = fractionText(q)
	default:
		out = strconv.FormatInt(whole, 10) + "又" + fractionText(q)
	}
	if neg {
		out = "-" + out
	}
	return out
}

// Points writes s in SGF points (two points a stone): 3¾ stones is "7.5".
func (s Stones) Points() string {
	v := int64(s)
	neg := v < 0
	if neg {
		v = -v
	}
	out := strconv.FormatInt(v/2, 10)
	if v%2 == 1 {
		out += ".5"
	}
	if neg {
		out = "-" + out
	}
	return out
}

// ParseStones reads an amount of stones in any of the forms arbiters type:
// "3.75", "3¾", "3 3/4", "3又3/4", "3/4", "-0.25", "2.75子". Only whole quarters
// are accepted.
func ParseStones(text string) (Stones, error) {
	t := strings.TrimSpace(text)
	t = strings.TrimSuffix(t, "子")
	t = strings.TrimSpace(t)
	if t == "" {
		return 0, fmt.Errorf("%q: %w", text, ErrBadStones)
	}
	neg := false
	if rest, ok := strings.CutPrefix(t, "-"); ok {
		neg, t = true, rest
	} else if rest, ok := strings.CutPrefix(t, "−"); ok {
		neg, t = true, rest
	}
	// The vulgar fractions others write: 3¾ is 3 3/4.
	t = strings.NewReplacer("¼", " 1/4", "½", " 1/2", "¾", " 3/4").Replace(t)
	t = strings.ReplaceAll(t, "又", " ")
	var quarters int64
	fields := strings.Fields(t)
	switch len(fields) {
	case 1:
		q, err := parseSimple(fields[0])
		if err != nil {
			return 0, fmt.Errorf("%q: %w", text, ErrBadStones)
		}
		quarters = q
	case 2:
		w, err := strconv.ParseInt(fields[0], 10, 32)
		f, ferr := parseFraction(fields[1])
		if err != nil || ferr != nil || w < 0 {
			return 0, fmt.Errorf("%q: %w", text, ErrBadStones)
		}
		quarters = w*4 + f
	default:
		return 0, fmt.Errorf("%q: %w", text, ErrBadStones)
	}
	if neg {
		quarters = -quarters
	}
	return Stones(quarters), nil
}

// parseSimple reads "3", "3.75" or "3/4" into quarters.
func parseSimple(s string) (int64, error) {
	if strings.Contains(s, "/") {
		return parseFraction(s)
	}
	whole, frac, hasFrac := strings.Cut(s, ".")
	w, err := strconv.ParseInt(whole, 10, 32)
	if err != nil || w < 0 {
		return 0, ErrBadStones
	}
	q := w * 4
	if hasFrac {
		switch strings.TrimRight(frac, "0") {
		case "":
		case "25":
			q++
		case "5":
			q += 2
		case "75":
			q += 3
		default:
			return 0, ErrBadStones
		}
	}
	return q, nil
}

// parseFraction reads "1/4", "1/2", "2/4", "3/4" into quarters.
func parseFraction(s string) (int64, error) {
	n, d, ok := strings.Cut(s, "/")
	if !ok {
		return 0, ErrBadStones
	}
	num, err1 := strconv.ParseInt(n, 10, 32)
	den, err2 := strconv.ParseInt(d, 10, 32)
	if err1 != nil || err2 != nil || num < 0 || num >= den || (den != 2 && den != 4) {
		return 0, ErrBadStones
	}
	return num * 4 / den, nil
}
