package scoring

import (
	"errors"
	"testing"
)

func TestStonesText(t *testing.T) {
	tests := []struct {
		s                           Stones
		str, glyph, chinese, points string
	}{
		{15, "3.75", "3 3/4", "3又3/4", "7.5"},
		{11, "2.75", "2 3/4", "2又3/4", "5.5"},
		{3, "0.75", "3/4", "3/4", "1.5"},
		{-1, "-0.25", "-1/4", "-1/4", "-0.5"},
		{9, "2.25", "2 1/4", "2又1/4", "4.5"},
		{722, "180.5", "180 1/2", "180又1/2", "361"},
		{0, "0", "0", "0", "0"},
		{8, "2", "2", "2", "4"},
	}
	for _, tt := range tests {
		t.Run(tt.str, func(t *testing.T) {
			if got := tt.s.String(); got != tt.str {
				t.Errorf("%d.String() = %q, want %q", tt.s, got, tt.str)
			}
			if got := tt.s.Glyph(); got != tt.glyph {
				t.Errorf("%d.Glyph() = %q, want %q", tt.s, got, tt.glyph)
			}
			if got := tt.s.Chinese(); got != tt.chinese {
				t.Errorf("%d.Chinese() = %q, want %q", tt.s, got, tt.chinese)
			}
			if got := tt.s.Points(); got != tt.points {
				t.Errorf("%d.Points() = %q, want %q", tt.s, got, tt.points)
			}
		})
	}
}

func TestParseStones(t *testing.T) {
	good := map[string]Stones{
		"3.75": 15, "3¾": 15, "3 3/4": 15, "3又3/4": 15, "3/4": 3, "¾": 3,
		"-0.25": -1, "2.75子": 11, "7": 28, "180.5": 722, "1/2": 2, " 2.50 ": 10,
	}
	for in, want := range good {
		got, err := ParseStones(in)
		if err != nil || got != want {
			t.Errorf("ParseStones(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "abc", "3.3", "1/3", "5/4", "3 3", "3.75.1", "--1", "2 -1/4"} {
		if _, err := ParseStones(in); !errors.Is(err, ErrBadStones) {
			t.Errorf("ParseStones(%q) err = %v, want ErrBadStones", in, err)
		}
	}
}

func TestParseRoundTrip(t *testing.T) {
	for s := Stones(-40); s <= 800; s++ {
		for _, text := range []string{s.String(), s.Glyph(), s.Chinese()} {
			got, err := ParseStones(text)
			if err != nil || got != s {
				t.Fatalf("ParseStones(%q) = %d, %v; want %d", text, got, err, s)
			}
		}
	}
}
