package tournament

import (
	"fmt"
	"testing"
)

func TestWhoGrabs(t *testing.T) {
	tests := []struct {
		a, b    NigiriPlayer
		grabber int64
	}{
		{NigiriPlayer{ID: 1, Rank: "3d"}, NigiriPlayer{ID: 2, Rank: "5d"}, 2},
		{NigiriPlayer{ID: 1, Rank: "5d", Birth: "1990"}, NigiriPlayer{ID: 2, Rank: "5d", Birth: "1985-03-01"}, 2},
		{NigiriPlayer{ID: 1, Rank: "1d", Titleholder: true}, NigiriPlayer{ID: 2, Rank: "9p"}, 1},
		{NigiriPlayer{ID: 1, Rank: "2k"}, NigiriPlayer{ID: 2, Rank: "2k"}, 1},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.a), func(t *testing.T) {
			if g, _ := WhoGrabs(tt.a, tt.b); g != tt.grabber {
				t.Errorf("%+v vs %+v: grabber %d, want %d", tt.a, tt.b, g, tt.grabber)
			}
		})
	}
	if !GuessTakesBlack(7, true) || GuessTakesBlack(7, false) || !GuessTakesBlack(12, false) {
		t.Error("parity")
	}
}

func TestMcMahon(t *testing.T) {
	tests := []struct {
		rank, bar, floor string
		want             int
	}{
		{"5d", "3d", "20k", 32}, // OpenGotha's Juvisy: 3D starts at 32
		{"1d", "3d", "20k", 30},
		{"18k", "4d", "20k", 12},
		{"25k", "3d", "20k", 10}, // below the floor: at the floor
		{"5k", "", "", 25},
		{"30k", "", "", 0},
		{"?", "", "20k", 10},
	}
	for _, tt := range tests {
		t.Run(tt.rank, func(t *testing.T) {
			if got := McMahonScore(tt.rank, tt.bar, tt.floor); got != tt.want {
				t.Errorf("McMahonScore(%s, %s, %s) = %d, want %d", tt.rank, tt.bar, tt.floor, got, tt.want)
			}
		})
	}
	if McMahonScore("4d", "3d", "20k") != McMahonScore("3d", "3d", "20k") {
		t.Error("players above the bar are not level with it")
	}
	if h := McMahonHandicap("5k", "1k", "1d", 1, 9); h != 3 {
		t.Errorf("5k–1k handicap %d, want 3", h)
	}
	if h := McMahonHandicap("5k", "2d", "1d", 0, 9); h != 0 {
		t.Errorf("above the threshold: %d", h)
	}
	if h := McMahonHandicap("20k", "1k", "", 0, 9); h != 9 {
		t.Errorf("ceiling: %d", h)
	}
}

func TestGameKomi(t *testing.T) {
	for _, tt := range []struct {
		handicap int
		want     int
	}{{0, 15}, {1, 0}, {4, 0}} {
		t.Run(fmt.Sprint(tt.handicap), func(t *testing.T) {
			if got := GameKomi(15, tt.handicap); int(got) != tt.want {
				t.Errorf("handicap %d: komi %v, want %d", tt.handicap, got, tt.want)
			}
		})
	}
}
