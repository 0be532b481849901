package tournament

import "testing"

// TestWarningsShownAsCount: a player with two warnings reads 2 in the
// standings, though the tiebreak ranks by −2 (fewer warnings rank higher).
func TestWarningsShownAsCount(t *testing.T) {
	rows, err := Standings(StandingsInput{Players: []int64{1, 2}, Points: DefaultPoints, Rounds: 0,
		Tiebreaks: []Tiebreak{Warnings, SOS}, Warnings: map[int64]int{1: 2}})
	if err != nil {
		t.Fatal(err)
	}
	if rows[0].Player != 2 || rows[1].Player != 1 {
		t.Fatalf("fewer warnings should rank first: %+v", rows)
	}
	for _, tt := range []struct {
		row  Row
		want string
	}{{rows[0], "0"}, {rows[1], "2"}} {
		t.Run(tt.want, func(t *testing.T) {
			if got := Warnings.Shown(tt.row.Tiebreaks[Warnings]).String(); got != tt.want {
				t.Errorf("player %d: warnings shown %s, want %s", tt.row.Player, got, tt.want)
			}
		})
	}
	if got := SOS.Shown(NewFrac(13, 2)); got != NewFrac(13, 2) {
		t.Errorf("SOS shown %v", got)
	}
}
