package pairing

import (
	"slices"
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// TestNotCheckedIn: the players pairing would leave out for not having
// checked in, worked out by hand from each player's state.
func TestNotCheckedIn(t *testing.T) {
	player := func(id int64, in bool) tournament.Player {
		return tournament.Player{ID: id, NameZh: "棋手", CheckedIn: in, WithdrawnAfter: -1, JoinsRound: 1}
	}
	late := player(5, false)
	late.JoinsRound = 3 // plays from round 3: not missing in round 2
	gone := player(6, false)
	gone.WithdrawnAfter = 1 // withdrew after round 1: out of round 2 anyway
	stayed := player(7, false)
	stayed.WithdrawnAfter = 2 // withdraws after round 2: still plays round 2
	r1 := []tournament.Game{{Round: 1, Table: 1, Black: 1, White: 2, Result: "B+"}}
	tests := []struct {
		name    string
		players []tournament.Player
		absent  map[int][]int64
		games   []tournament.Game
		byes    map[int][]int64
		n       int
		want    []int64
	}{
		{"everyone checked in", []tournament.Player{player(1, true), player(2, true)}, nil, nil, nil, 1, nil},
		{"nobody checked in: check-in not used", []tournament.Player{player(1, false), player(2, false), player(3, false)}, nil, nil, nil, 1, nil},
		{"two not checked in", []tournament.Player{player(1, true), player(2, false), player(3, true), player(4, false)}, nil, nil, nil, 1, []int64{2, 4}},
		{"already absent is not asked again", []tournament.Player{player(1, true), player(2, false), player(4, false)}, map[int][]int64{1: {4}}, nil, nil, 1, []int64{2}},
		{"absent for another round still counts", []tournament.Player{player(1, true), player(2, false)}, map[int][]int64{2: {2}}, nil, nil, 1, []int64{2}},
		{"late entrant and withdrawn keep their meaning", []tournament.Player{player(1, true), late, gone, stayed}, nil, nil, nil, 2, []int64{7}},
		{"late entrant in his first round", []tournament.Player{player(1, true), late}, nil, nil, nil, 3, []int64{5}},
		// No check-in, round 1 played; a player added on the day is checked
		// in on entry: the players of round 1 are not asked about.
		{"played round 1: present", []tournament.Player{player(1, false), player(2, false), player(3, false), player(8, true)}, nil, r1, map[int][]int64{1: {3}}, 2, nil},
		{"left out of round 1, still not here", []tournament.Player{player(1, true), player(2, true), player(4, false)}, map[int][]int64{1: {4}}, r1, nil, 2, []int64{4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := Field{Players: tt.players, Absent: tt.absent, Games: tt.games, Byes: tt.byes}
			var got []int64
			for _, p := range NotCheckedIn(f, tt.n) {
				got = append(got, p.ID)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("round %d: not checked in %v, want %v", tt.n, got, tt.want)
			}
		})
	}
}
