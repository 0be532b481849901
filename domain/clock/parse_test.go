package clock

import (
	"errors"
	"testing"
	"time"
)

func TestParseDuration(t *testing.T) {
	tests := []struct {
		in   string
		unit time.Duration
		want time.Duration
		err  error // nil: read; ErrDurationRange; errAny: any other error
	}{
		{"60m", time.Minute, time.Hour, nil},
		{"1h30m", time.Minute, 90 * time.Minute, nil},
		{" 30s ", time.Minute, 30 * time.Second, nil},
		{"45", time.Minute, 45 * time.Minute, nil}, // a bare number in the window: minutes
		{"45", time.Second, 45 * time.Second, nil}, // on the command line: seconds
		{"1.5", time.Minute, 90 * time.Second, nil},
		{"1441", time.Minute, 0, ErrDurationRange}, // more than a day
		{"25h", time.Minute, 0, ErrDurationRange},
		{"99999999999999999999h", time.Second, 0, ErrDurationRange}, // time.ParseDuration's overflow
		{"NaN", time.Second, 0, ErrDurationRange},
		{"5a", time.Minute, 0, errAny},
		{"", time.Minute, 0, errAny},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseDuration(tt.in, tt.unit)
			switch {
			case tt.err == nil && (err != nil || got != tt.want):
				t.Errorf("%q in %v: %v, %v; want %v", tt.in, tt.unit, got, err, tt.want)
			case tt.err == ErrDurationRange && !errors.Is(err, ErrDurationRange):
				t.Errorf("%q: %v; want ErrDurationRange", tt.in, err)
			case tt.err == errAny && err == nil:
				t.Errorf("%q: read as %v; want an error", tt.in, got)
			}
		})
	}
}

var errAny = errors.New("any error")
