package tournament

import (
	"fmt"
	"strings"
	"testing"
)

func TestNewReportState(t *testing.T) {
	pending := func(r Result) Report { return Report{Result: r, State: ReportPending} }
	tests := []struct {
		name    string
		earlier []Report
		r       Result
		want    ReportState
	}{
		{"first report", nil, "B+R", ReportPending},
		{"the other player agrees", []Report{pending("B+R")}, "B+R", ReportPending},
		{"the other player disagrees", []Report{pending("B+R")}, "W+R", ReportFlagged},
		{"a set-aside report does not count", []Report{{Result: "W+R", State: ReportSetAside}}, "B+R", ReportPending},
		{"differs from a flagged one", []Report{pending("B+R"), {Result: "W+T", State: ReportFlagged}}, "B+R", ReportFlagged},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NewReportState(tt.earlier, tt.r); got != tt.want {
				t.Errorf("%s: got %s, want %s", tt.name, got, tt.want)
			}
		})
	}
}

func TestAgreed(t *testing.T) {
	tests := []struct {
		reports []Report
		want    Result
		ok      bool
	}{
		{nil, "", false},
		{[]Report{{Result: "B+R", State: ReportPending}}, "B+R", true},
		{[]Report{{Result: "B+R", State: ReportPending}, {Result: "B+R", State: ReportPending}}, "B+R", true},
		{[]Report{{Result: "B+R", State: ReportPending}, {Result: "W+R", State: ReportFlagged}}, "", false},
		{[]Report{{Result: "B+R", State: ReportAccepted}}, "", false},
	}
	for i, tt := range tests {
		t.Run(fmt.Sprint(tt.reports), func(t *testing.T) {
			got, ok := Agreed(tt.reports)
			if got != tt.want || ok != tt.ok {
				t.Errorf("%d: got %q %v, want %q %v", i, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestSlipCode(t *testing.T) {
	a := SlipCode("key", 1)
	if len(a) != SlipCodeLength || strings.ContainsAny(a, "01IO") {
		t.Fatalf("code %q: want %d characters without 0, 1, I, O", a, SlipCodeLength)
	}
	if SlipCode("key", 1) != a {
		t.Error("the same game gave two codes")
	}
	if SlipCode("key", 2) == a {
		t.Error("two games gave one code")
	}
	if SlipCode("other key", 1) == a {
		t.Error("two events gave one code to game 1")
	}
	seen := map[string]bool{}
	for id := int64(1); id <= 2000; id++ {
		c := SlipCode("key", id)
		if seen[c] {
			t.Fatalf("game %d repeats code %s", id, c)
		}
		seen[c] = true
	}
}

func TestSlipCodeGroups(t *testing.T) {
	tests := []struct{ code, want string }{
		{"ABCDEFGHJKLM", "ABCD-EFGH-JKLM"},
		{"ABCDEF", "ABCD-EF"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := SlipCodeGroups(tt.code); got != tt.want {
			t.Errorf("%q: %q, want %q", tt.code, got, tt.want)
		}
	}
}

// TestSlipCheck: four digits, the same for a game every time, different
// from game to game and event to event, and nowhere in the game's code.
func TestSlipCheck(t *testing.T) {
	a := SlipCheck("key", 1)
	if len(a) != SlipCheckLength || strings.Trim(a, "0123456789") != "" {
		t.Fatalf("check %q: want %d digits", a, SlipCheckLength)
	}
	if SlipCheck("key", 1) != a {
		t.Error("the same game gave two checks")
	}
	same := 0
	for id := int64(1); id <= 1000; id++ {
		if SlipCheck("key", id) == SlipCheck("other key", id) {
			same++
		}
	}
	// Two events agree on a game's check one time in 10⁴: over 1,000
	// games, more than a few is no longer chance.
	if same > 5 {
		t.Errorf("%d of 1,000 games have the same check in two events", same)
	}
}
