package cli

import (
	"strings"
	"testing"
)

func TestTermWidth(t *testing.T) {
	for s, want := range map[string]int{"": 0, "Li Wei": 6, "张三": 4, "吉𠮷": 4, "并列5": 5, "5=": 2, "ＡＢ": 4, "Tomás": 5,
		"Toma\u0301s": 5, "Nguyê\u0303n": 6, // accents typed as combining marks (a name from a Mac) take no column of their own
		"葛\U000E0100": 2, // an ideographic variation selector shows on its character
	} {
		if got := termWidth(s); got != want {
			t.Errorf("termWidth(%q) = %d, want %d", s, got, want)
		}
	}
}

// TestColumnsLineUp: every row's cells start at the same terminal column,
// whatever mix of Chinese characters and Latin letters the rows hold.
func TestColumnsLineUp(t *testing.T) {
	c := columns{right: []bool{true, false, true}}
	c.add("名次", "姓名", "积分")
	c.add("并列10", "欧阳𠮷", "3")
	c.add("2", "de Oliveira Fava Tomás", "12")
	var b strings.Builder
	if err := c.write(&b); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	want := []string{
		"  名次  姓名                    积分",
		"并列10  欧阳𠮷                     3",
		"     2  de Oliveira Fava Tomás    12",
	}
	if len(lines) != len(want) {
		t.Fatalf("lines %q", lines)
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Errorf("line %d:\n%q\nwant\n%q", i, lines[i], want[i])
		}
	}
}
