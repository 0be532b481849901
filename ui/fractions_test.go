package ui

import (
	"testing"

	"weiqi-arbiter/domain/tournament"
)

func TestPlainFractions(t *testing.T) {
	tests := []struct{ in, want string }{
		{"3¾", "3 3/4"},
		{"Black wins by ¾ stone", "Black wins by 3/4 stone"},
		{"White wins by 2¼ stones", "White wins by 2 1/4 stones"},
		{"180½", "180 1/2"},
		{"-¼", "-1/4"},
		{"Black wins by resignation", "Black wins by resignation"},
		{"黑胜3/4子", "黑胜3/4子"},
	}
	for _, tt := range tests {
		if got := plainFractions(tt.in); got != tt.want {
			t.Errorf("plainFractions(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

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
		SetupLanguage(tt.lang)
		if got := fracText(tt.f); got != tt.want {
			t.Errorf("%s: fracText(%v) = %q; want %q", tt.lang, tt.f, got, tt.want)
		}
	}
}
