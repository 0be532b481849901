package sheet

import (
	"testing"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

func TestSheetName(t *testing.T) {
	tests := []struct{ in, want string }{
		{"成人组", "成人组"},
		{"A/B [open]", "A_B _open_"},
		{"", "Sheet1"},
		{"一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一二三", "一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一"},
		// 𠮷 is two UTF-16 units: 15 of them fit in 31, not 16.
		{"𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷", "𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷"},
		{"'Open'", "Open"},
		{"'", "Sheet1"},
		// Cut after 31 units the name would end in a quote: it goes too.
		{"一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十'A", "一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := sheetName(tt.in); got != tt.want {
				t.Errorf("sheetName(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestSharedTerms: the terms are said once when every table of a round
// plays under the same (贴3又3/4子 at both), not when one table differs
// (a handicap game among even ones); a round without a game has none to
// differ.
func TestSharedTerms(t *testing.T) {
	zh := i18n.MustLoad(i18n.Chinese).T
	even, handicap := tournament.Game{Komi: 15}, tournament.Game{Handicap: 4}
	tests := []struct {
		name  string
		games []tournament.Game
		terms string
		same  bool
	}{
		{"the same komi", []tournament.Game{even, even}, "贴3又3/4子", true},
		{"one handicap game", []tournament.Game{even, handicap, even}, "", false},
		{"no game", nil, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if terms, same := SharedTerms(tt.games, zh); terms != tt.terms || same != tt.same {
				t.Errorf("SharedTerms = %q, %v; want %q, %v", terms, same, tt.terms, tt.same)
			}
		})
	}
}

func TestTermsText(t *testing.T) {
	zh, en := i18n.MustLoad(i18n.Chinese).T, i18n.MustLoad(i18n.English).T
	tests := []struct {
		game   tournament.Game
		zh, en string
	}{
		{tournament.Game{Komi: 15}, "贴3又3/4子", "komi 3 3/4"},
		{tournament.Game{Komi: 11}, "贴2又3/4子", "komi 2 3/4"},
		{tournament.Game{Handicap: 1}, "让先", "no komi"},
		{tournament.Game{Handicap: 4}, "让4子", "4 stones"},
		{tournament.Game{}, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.zh, func(t *testing.T) {
			if got := TermsText(tt.game, zh); got != tt.zh {
				t.Errorf("%+v: %q, want %q", tt.game, got, tt.zh)
			}
			if got := TermsText(tt.game, en); got != tt.en {
				t.Errorf("%+v: %q, want %q", tt.game, got, tt.en)
			}
		})
	}
}
