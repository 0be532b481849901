package egf

import (
	"testing"

	"weiqi-arbiter/domain/tournament"
)

func TestRank(t *testing.T) {
	tests := map[string]string{"3d": "3D", "3段": "3D", "业余5段": "5D", "5k": "5K", "1级": "1K", "职业9段": "9P", "": "30K", "强": "30K"}
	for in, want := range tests {
		t.Run(in, func(t *testing.T) {
			if got := rank(in); got != want {
				t.Errorf("rank(%q) = %q, want %q", in, got, want)
			}
		})
	}
}

func TestCell(t *testing.T) {
	pl := map[int64]int{7: 12}
	tests := []struct {
		rec      tournament.RoundRecord
		handicap int
		want     string
	}{
		{tournament.RoundRecord{Opponent: 7, Outcome: tournament.Won, Colour: 'W'}, 0, "12+/w0"},
		{tournament.RoundRecord{Opponent: 7, Outcome: tournament.Lost, Colour: 'B'}, 2, "12-/b2"},
		{tournament.RoundRecord{Opponent: 7, Outcome: tournament.Drew, Colour: 'B'}, 0, "12=/b0"},
		{tournament.RoundRecord{Opponent: 7, Outcome: tournament.WonForfeit, Colour: 'W'}, 0, "12+!/w0"},
		{tournament.RoundRecord{Outcome: tournament.HadBye}, 0, "0+"},
		{tournament.RoundRecord{}, 0, "0-"},
		{tournament.RoundRecord{Opponent: 7, Outcome: tournament.NotPlayed}, 0, "0-"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := cell(tt.rec, pl, tt.handicap); got != tt.want {
				t.Errorf("cell(%+v) = %q, want %q", tt.rec, got, tt.want)
			}
		})
	}
}

func TestDecimal(t *testing.T) {
	for f, want := range map[tournament.Frac]string{tournament.F(7): "7", tournament.NewFrac(15, 2): "7.5", tournament.NewFrac(22, 3): "7.333", tournament.F(0): "0", tournament.F(10): "10"} {
		if got := decimal(f); got != want {
			t.Errorf("decimal(%v) = %q, want %q", f, got, want)
		}
	}
}
