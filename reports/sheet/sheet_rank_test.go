package sheet

import (
	"testing"

	"weiqi-arbiter/i18n"
)

func TestRankText(t *testing.T) {
	zh, en := i18n.MustLoad(i18n.Chinese), i18n.MustLoad(i18n.English)
	tests := []struct{ rank, zh, en string }{
		{"5d", "5段", "5d"}, {"3k", "3级", "3k"}, {"9p", "职业9段", "9p"}, {"", "", ""}, {"??", "??", "??"},
	}
	for _, tt := range tests {
		t.Run(tt.rank, func(t *testing.T) {
			if got := RankText(tt.rank, zh.T); got != tt.zh {
				t.Errorf("RankText(%q) in Chinese = %q; want %q", tt.rank, got, tt.zh)
			}
			if got := RankText(tt.rank, en.T); got != tt.en {
				t.Errorf("RankText(%q) in English = %q; want %q", tt.rank, got, tt.en)
			}
		})
	}
}
