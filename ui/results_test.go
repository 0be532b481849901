package ui

import (
	"strings"
	"testing"
)

// TestQuickEntryChineseResults: the quick-entry field reads results as
// arbiters write them (arbiter-conventions), with the one parser the command
// line uses: 黑胜3/4子 is Black by ¾ stone (B+1.5), 白中盘胜 White by
// resignation, several words as well as one.
func TestQuickEntryChineseResults(t *testing.T) {
	a := eventApp(t, "zh")
	r := a.rounds
	r.pairNext()
	r.quickEntry("1 黑胜 3/4 子")
	r.quickEntry("2白中盘胜")
	if r.games[0].Result != "B+1.5" || r.games[1].Result != "W+R" {
		t.Fatalf("results %q %q", r.games[0].Result, r.games[1].Result)
	}
	if !strings.Contains(r.status.Text, "白中盘胜") {
		t.Errorf("status %q", r.status.Text)
	}
	r.quickEntry("3 黑胜1/3子")
	if !strings.Contains(r.status.Text, "黑胜3/4子") {
		t.Errorf("a bad margin: %q", r.status.Text)
	}
}
