package sheet

import "testing"

func TestSheetName(t *testing.T) {
	tests := []struct{ in, want string }{
		{"成人组", "成人组"},
		{"A/B [open]", "A_B _open_"},
		{"", "Sheet1"},
		{"一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一二三", "一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一"},
	}
	for _, tt := range tests {
		if got := sheetName(tt.in); got != tt.want {
			t.Errorf("sheetName(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
