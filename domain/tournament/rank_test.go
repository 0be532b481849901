package tournament

import (
	"errors"
	"testing"
)

func TestNormalRank(t *testing.T) {
	tests := []struct {
		in, want, zh string
	}{
		{"4级", "4k", "4级"},
		{"业余2段", "2d", "2段"},
		{"职业3段", "3p", "职业3段"},
		{"2D", "2d", "2段"},
		{" 5k ", "5k", "5级"},
		{"30K", "30k", "30级"},
		{"1k", "1k", "1级"},
		{"9p", "9p", "职业9段"},
		{"初段", "1d", "1段"},
		{"业余五段", "5d", "5段"},
		{"职业九段", "9p", "职业9段"},
		{"十级", "10k", "10级"},
		{"十五级", "15k", "15级"},
		{"二十级", "20k", "20级"},
		{"二十五级", "25k", "25级"},
		{"三十级", "30k", "30级"},
		{"２段", "2d", "2段"},
		{"3 dan", "3d", "3段"},
		{"12 kyu", "12k", "12级"},
		{"", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := NormalRank(tt.in)
			if err != nil || got != tt.want {
				t.Errorf("NormalRank(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
			}
			if zh := RankZh(tt.in); zh != tt.zh {
				t.Errorf("RankZh(%q) = %q; want %q", tt.in, zh, tt.zh)
			}
			if en := RankEn(tt.in); en != tt.want {
				t.Errorf("RankEn(%q) = %q; want %q", tt.in, en, tt.want)
			}
		})
	}
}

func TestNormalRankRefuses(t *testing.T) {
	for _, in := range []string{"10d", "31k", "0k", "10p", "职业3级", "d", "段", "abc", "3x", "十十级", "三十一级", "五十段", "-3k", "3.5d"} {
		if got, err := NormalRank(in); !errors.Is(err, ErrRank) {
			t.Errorf("NormalRank(%q) = %q, %v; want ErrRank", in, got, err)
		}
		if RankValue(in) != 0 {
			t.Errorf("RankValue(%q) = %d; want 0", in, RankValue(in))
		}
	}
}

func TestRankValueOrder(t *testing.T) {
	// 30k = 1 … 1k = 30, 1d = 31 … 9d = 39, 1p = 41 … 9p = 49.
	tests := map[string]int{"30k": 1, "1k": 30, "1d": 31, "9d": 39, "1p": 41, "9p": 49, "业余3段": 33, "5级": 26}
	for in, want := range tests {
		t.Run(in, func(t *testing.T) {
			if got := RankValue(in); got != want {
				t.Errorf("RankValue(%q) = %d; want %d", in, got, want)
			}
		})
	}
}
