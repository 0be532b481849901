package team

import (
	"errors"
	"testing"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// TestRoundProblem: a team event pairs rounds 1 … its rounds, each after the
// one before.
func TestRoundProblem(t *testing.T) {
	swiss := tournament.Group{System: tournament.Swiss, Rounds: 4, TeamEvent: true}
	r1 := []Match{{Round: 1, A: 1, B: 2}}
	tests := []struct {
		name   string
		g      tournament.Group
		played []Match
		n      int
		want   error
	}{
		{"first", swiss, nil, 1, nil},
		{"zero", swiss, nil, 0, pairing.ErrRoundOutOfRange},
		{"beyond 4", swiss, r1, 5, pairing.ErrRoundOutOfRange},
		{"3000000000", swiss, r1, 3000000000, pairing.ErrRoundOutOfRange},
		{"second before first", swiss, nil, 2, pairing.ErrPreviousMissing},
		{"second after first", swiss, r1, 2, nil},
		{"擂台赛 ignores Rounds", tournament.Group{System: tournament.LeiTai, Rounds: 1, TeamEvent: true}, r1, 2, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := RoundProblem(tt.g, tt.played, tt.n); !errors.Is(err, tt.want) || (tt.want == nil && err != nil) {
				t.Errorf("%s: %v, want %v", tt.name, err, tt.want)
			}
		})
	}
}

// TestLastRound: a team knockout ends with its bracket (two teams one
// round, five to eight three), a round robin with its schedule, an
// all-play-all after a round for each board (three boards: A's three each
// meet B's three, one a round), a 擂台赛 when one team's last player has
// lost (each game puts one player out, so five against five ends by game
// 9 at the latest, with the winners' last player still on; a sweep ends
// it at the game the losers' last player lost), a Swiss with its fixed
// rounds, and none before a round already paired.
func TestLastRound(t *testing.T) {
	knockout := tournament.Group{System: tournament.Knockout, TeamEvent: true}
	allPlayAll := tournament.Group{System: tournament.AllPlayAll, Boards: 3, TeamEvent: true}
	leiTai := tournament.Group{System: tournament.LeiTai, Boards: 1, TeamEvent: true}
	ordersOf := func(sizes ...int) []Team {
		var teams []Team
		for i, n := range sizes {
			tm := Team{ID: int64(i + 1)}
			for j := range n {
				tm.Members = append(tm.Members, int64(100*(i+1)+j))
			}
			teams = append(teams, tm)
		}
		return teams
	}
	// won is a 擂台赛 game between A's player a (Black) and B's player b
	// that winner ('A' or 'B') took; games numbers them from game 1.
	won := func(a, b int64, winner byte) BoardGame {
		r := tournament.Result("B+R")
		if winner == 'B' {
			r = "W+R"
		}
		return BoardGame{Board: 1, HomeBlack: true, Black: a, White: b, Result: r}
	}
	games := func(played ...BoardGame) []Match {
		var out []Match
		for i, g := range played {
			out = append(out, Match{Round: i + 1, Boards: []BoardGame{g}})
		}
		return out
	}
	field := func(n int) []Team { return make([]Team, n) } // teams whose members do not count
	tests := []struct {
		name    string
		g       tournament.Group
		teams   []Team
		matches []Match
		want    int
	}{
		{"knockout of 2", knockout, field(2), nil, 1},
		{"knockout of 4", knockout, field(4), nil, 2},
		{"knockout of 5", knockout, field(5), nil, 3},
		{"knockout of 8", knockout, field(8), nil, 3},
		{"knockout of 9", knockout, field(9), nil, 4},
		{"knockout of 1", knockout, field(1), nil, 0},
		{"knockout ignores Rounds", tournament.Group{System: tournament.Knockout, Rounds: 7, TeamEvent: true}, field(4), nil, 2},
		// Four teams meet in 3 rounds (twice: 6); five need 5, one with a
		// bye each.
		{"round robin of 4", tournament.Group{System: tournament.RoundRobin, TeamEvent: true}, field(4), nil, 3},
		{"round robin of 5", tournament.Group{System: tournament.RoundRobin, TeamEvent: true}, field(5), nil, 5},
		{"double round robin of 4", tournament.Group{System: tournament.DoubleRoundRobin, TeamEvent: true}, field(4), nil, 6},
		{"round robin of 6 cut to 3 rounds", tournament.Group{System: tournament.RoundRobin, Rounds: 3, TeamEvent: true}, field(6), nil, 3},
		{"round robin of 1", tournament.Group{System: tournament.RoundRobin, TeamEvent: true}, field(1), nil, 0},
		{"Swiss of 4 rounds", tournament.Group{System: tournament.Swiss, Rounds: 4, TeamEvent: true}, field(12), nil, 4},
		{"Swiss paired past its rounds", tournament.Group{System: tournament.Swiss, Rounds: 4, TeamEvent: true}, field(12), []Match{{Round: 5}}, 5},
		{"Swiss without a number", tournament.Group{System: tournament.Swiss, TeamEvent: true}, field(12), nil, tournament.MaxRounds},
		{"all-play-all on 3 boards", allPlayAll, ordersOf(3, 3), nil, 3},
		{"all-play-all ignores Rounds", tournament.Group{System: tournament.AllPlayAll, Boards: 5, Rounds: 9, TeamEvent: true}, ordersOf(5, 5), nil, 5},
		{"擂台赛 of 5 against 5", leiTai, ordersOf(5, 5), nil, 9},
		{"擂台赛 of 5 against 3", leiTai, ordersOf(5, 3), nil, 7},
		{"擂台赛 of 1 against 1", leiTai, ordersOf(1, 1), nil, 1},
		{"擂台赛 paired past its end", leiTai, ordersOf(2, 2), []Match{{Round: 4}}, 4},
		// A's first player beats all three of B: over after game 3.
		{"擂台赛 swept 3–0", leiTai, ordersOf(3, 3), games(won(101, 201, 'A'), won(101, 202, 'A'), won(101, 203, 'A')), 3},
		// B's first player beats A's first two, then A's third beats all three of B.
		{"擂台赛 won by the last player", leiTai, ordersOf(3, 3), games(won(101, 201, 'B'), won(102, 201, 'B'), won(103, 201, 'A'), won(103, 202, 'A'), won(103, 203, 'A')), 5},
		// One game each way: two players out, four on, at most three more.
		{"擂台赛 under way", leiTai, ordersOf(3, 3), games(won(101, 201, 'A'), won(101, 202, 'B')), 5},
		// The third game has no result yet: it may still be the last.
		{"擂台赛 waiting for a result", leiTai, ordersOf(3, 3), games(won(101, 201, 'A'), won(101, 202, 'A'), BoardGame{Board: 1, HomeBlack: true, Black: 101, White: 203}), 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := LastRound(tt.g, tt.teams, tt.matches); got != tt.want {
				t.Errorf("LastRound = %d, want %d", got, tt.want)
			}
		})
	}
}
