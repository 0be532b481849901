package tournament

import "testing"

// TestColourOrder: the command line's words read as the colour orders,
// anything else is refused, and a group holding an order that is neither
// (a file written by hand) has a problem.
func TestColourOrder(t *testing.T) {
	tests := []struct {
		in   string
		want ColourOrder
		ok   bool
	}{
		{"first", ColoursFirst, true},
		{" colours ", ColoursFirst, true},
		{"scores", ScoresFirst, true},
		{"", ScoresFirst, true},
		{"blue", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseColourOrder(tt.in)
			if (err == nil) != tt.ok || got != tt.want {
				t.Errorf("ParseColourOrder(%q) = %q, %v", tt.in, got, err)
			}
		})
	}
	for _, c := range []ColourOrder{ScoresFirst, ColoursFirst} {
		if ps := (Group{Name: "A", System: Swiss, Rounds: 5, Colours: c}).Problems(); len(ps) != 0 {
			t.Errorf("%q: %v", c, ps)
		}
	}
	if ps := (Group{Name: "A", System: Swiss, Rounds: 5, Colours: "blue"}).Problems(); len(ps) != 1 || ps[0].Key != "problem.group_colours" {
		t.Errorf("blue: %v", ps)
	}
}
