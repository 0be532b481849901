package textwidth

import "testing"

func TestCells(t *testing.T) {
	for s, want := range map[string]int{"": 0, "Li Wei": 6, "张三": 4, "吉𠮷": 4, "并列5": 5, "5=": 2, "ＡＢ": 4, "Tomás": 5,
		"Toma\u0301s": 5, "Nguyê\u0303n": 6, // accents typed as combining marks (a name from a Mac) take no cell of their own
		"葛\U000E0100": 2, // an ideographic variation selector shows on its character
		"ｻﾄｳ":         3, // half-width katakana are narrow
		"김민준":         6,
		"a\u200bb":    2, // a zero-width space is a format character
	} {
		if got := Cells(s); got != want {
			t.Errorf("Cells(%q) = %d, want %d", s, got, want)
		}
	}
}
