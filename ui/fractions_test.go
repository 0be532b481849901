package ui

import "testing"

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
