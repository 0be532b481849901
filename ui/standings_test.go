package ui

import (
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// TestFracText: scores and tiebreaks as the standings screen shows them.
func TestFracText(t *testing.T) {
	tests := []struct {
		lang string
		f    tournament.Frac
		want string
	}{
		{"en", tournament.F(12), "12"},
		{"en", tournament.NewFrac(15, 4), "3.75"},
		{"en", tournament.NewFrac(406, 3), "135 1/3"},
		{"zh", tournament.NewFrac(406, 3), "135 1/3"},
		{"en", tournament.NewFrac(-7, 3), "-2 1/3"},
		{"en", tournament.NewFrac(2, 3), "2/3"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			SetupLanguage(tt.lang)
			if got := fracText(tt.f); got != tt.want {
				t.Errorf("%s: fracText(%v) = %q; want %q", tt.lang, tt.f, got, tt.want)
			}
		})
	}
}
