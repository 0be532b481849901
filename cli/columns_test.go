package cli

import (
	"strings"
	"testing"
)

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
