package clock

import (
	"errors"
	"math"
	"strconv"
	"strings"
	"time"
)

// ErrDurationRange is a time typed beyond MaxTime either way.
var ErrDurationRange = errors.New("duration out of range")

// ParseDuration reads a time as an arbiter types it: "60m", "1h30m",
// "30s", "1.5s", or a bare number counted in unit (minutes in the window's
// forms, seconds on the command line). A time beyond MaxTime either way is
// refused with ErrDurationRange before it can overflow.
func ParseDuration(s string, unit time.Duration) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if n, err := strconv.ParseFloat(s, 64); err == nil {
		if math.IsNaN(n) || math.Abs(n*unit.Seconds()) > MaxTime.Seconds() {
			return 0, ErrDurationRange
		}
		return time.Duration(n * float64(unit)), nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		if strings.Contains(err.Error(), "invalid duration") && s != "" && strings.Trim(s, "+-0123456789.hmsuµn") == "" &&
			strings.ContainsAny(s[:1], "+-0123456789") {
			// Well formed, yet refused: time.ParseDuration's overflow.
			return 0, ErrDurationRange
		}
		return 0, err
	}
	if d > MaxTime || d < -MaxTime {
		return 0, ErrDurationRange
	}
	return d, nil
}
