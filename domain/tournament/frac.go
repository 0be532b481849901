package tournament

import (
	"fmt"
	"strconv"
	"strings"
)

// Frac is an exact fraction for scores and tiebreaks (the Chinese total
// score divides by half the highest score). The zero value is 0.
type Frac struct {
	num, den int64 // den > 0 once normalised; den 0 means 1
}

// F returns the whole number n as a Frac.
func F(n int64) Frac {
	if n == 0 {
		return Frac{}
	}
	return Frac{n, 1}
}

// NewFrac returns num/den in lowest terms; den must not be 0.
func NewFrac(num, den int64) Frac {
	if den < 0 {
		num, den = -num, -den
	}
	if num == 0 {
		return Frac{} // one zero, so that == works
	}
	g := gcd(abs64(num), den)
	if g > 1 {
		num, den = num/g, den/g
	}
	return Frac{num, den}
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return 1
	}
	return a
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

func (f Frac) parts() (int64, int64) {
	if f.den == 0 {
		return f.num, 1
	}
	return f.num, f.den
}

// Add returns f + g.
func (f Frac) Add(g Frac) Frac {
	a, b := f.parts()
	c, d := g.parts()
	return NewFrac(a*d+c*b, b*d)
}

// Sub returns f − g.
func (f Frac) Sub(g Frac) Frac { c, d := g.parts(); return f.Add(Frac{-c, d}) }

// Mul returns f × g.
func (f Frac) Mul(g Frac) Frac {
	a, b := f.parts()
	c, d := g.parts()
	return NewFrac(a*c, b*d)
}

// Div returns f ÷ g; g must not be 0.
func (f Frac) Div(g Frac) Frac {
	c, d := g.parts()
	return f.Mul(NewFrac(d, c))
}

// Cmp compares f and g: −1, 0 or +1.
func (f Frac) Cmp(g Frac) int {
	a, b := f.parts()
	c, d := g.parts()
	l, r := a*d, c*b
	switch {
	case l < r:
		return -1
	case l > r:
		return 1
	}
	return 0
}

// Min returns the smaller of f and g.
func (f Frac) Min(g Frac) Frac {
	if f.Cmp(g) <= 0 {
		return f
	}
	return g
}

// String writes f as a decimal when it has one of at most four places, else
// as a fraction: "6", "6.5", "7/3".
func (f Frac) String() string {
	a, b := f.parts()
	if b == 1 {
		return strconv.FormatInt(a, 10)
	}
	for places, scale := 1, int64(10); places <= 4; places, scale = places+1, scale*10 {
		if (a*scale)%b == 0 {
			return strconv.FormatFloat(float64(a)/float64(b), 'f', places, 64)
		}
	}
	return fmt.Sprintf("%d/%d", a, b)
}

// Mixed writes f as String does, except a fraction with no short decimal,
// which it writes as a whole number and a proper fraction: "135 1/3"
// rather than "406/3", "-2 1/3", "2/3". Sheets and screens show scores and
// tiebreaks this way (an SOS counting a withdrawn player's average, SPEC
// §9.3, has thirds).
func (f Frac) Mixed() string {
	text := f.String()
	if !strings.Contains(text, "/") {
		return text
	}
	a, b := f.parts()
	sign := ""
	if a < 0 {
		sign, a = "-", -a
	}
	if a < b {
		return text
	}
	return fmt.Sprintf("%s%d %d/%d", sign, a/b, a%b, b)
}

// Float is f as a float64, for display and JSON numbers only.
func (f Frac) Float() float64 { a, b := f.parts(); return float64(a) / float64(b) }

// Floor is the greatest whole number not above f.
func (f Frac) Floor() Frac {
	a, b := f.parts()
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return F(q)
}
