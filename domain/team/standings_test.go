package team

import (
	"fmt"
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// boards builds three boards of a match from the results of team A's
// boards, A having Black on every board (HomeBlack).
func boards(results ...tournament.Result) []BoardGame {
	var out []BoardGame
	for i, r := range results {
		out = append(out, BoardGame{Board: i + 1, Black: int64(10 + i), White: int64(20 + i), HomeBlack: true, Result: r})
	}
	return out
}

// TestBoardPointsAfterMatchPoints (SPEC §8, team round robin: match
// points, then board points, then board 1, board 2 …). Worked by hand,
// three matches of three boards:
//
//	team 1 – team 3: draw, win, win   → 1: 5 board points [1 2 2], 3: 1 [1 0 0]
//	team 2 – team 4: win, win, loss   → 2: 4 [2 2 0],              4: 2 [0 0 2]
//	team 5 – team 6: win, draw, draw  → 5: 4 [2 1 1],              6: 2 [0 1 1]
//
// Teams 1, 2 and 5 won (2 match points): 1 first on board points although
// 2 and 5 have more on board 1; 2 before 5 on board 2. On 0 match points:
// 6 and 4 (2 board points) before 3 (1) although 3 has the most on board
// 1; 6 before 4 on board 2. Board points ranked after the boards, or
// left out, would put team 2 first.
func TestBoardPointsAfterMatchPoints(t *testing.T) {
	ms := []Match{
		{Round: 1, A: 1, B: 3, Boards: boards("0", "B+R", "B+R")},
		{Round: 1, A: 2, B: 4, Boards: boards("B+R", "B+R", "W+R")},
		{Round: 1, A: 5, B: 6, Boards: boards("B+R", "0", "0")},
	}
	rows := Standings([]int64{1, 2, 3, 4, 5, 6}, ms, tournament.DefaultPoints, 1, 3, RoundRobinOrder, 0, 0)
	var got []string
	for _, r := range rows {
		got = append(got, fmt.Sprintf("%d:%d/%d/%v", r.Team, r.MatchPoints, r.BoardPoints, r.PerBoard))
	}
	want := "[1:2/5/[1 2 2] 2:2/4/[2 2 0] 5:2/4/[2 1 1] 6:0/2/[0 1 1] 4:0/2/[0 0 2] 3:0/1/[1 0 0]]"
	if fmt.Sprint(got) != want {
		t.Errorf("order %v\nwant  %s", got, want)
	}
	for i, r := range rows {
		if r.Place != i+1 || r.Shared {
			t.Errorf("team %d place %d shared %v, want %d alone", r.Team, r.Place, r.Shared, i+1)
		}
	}
}

// TestTeamsShareAPlace: two teams equal on every criterion share it.
func TestTeamsShareAPlace(t *testing.T) {
	ms := []Match{
		{Round: 1, A: 1, B: 3, Boards: boards("B+R", "B+R", "W+R")},
		{Round: 1, A: 2, B: 4, Boards: boards("B+R", "B+R", "W+R")},
	}
	rows := Standings([]int64{1, 2, 3, 4}, ms, tournament.DefaultPoints, 1, 3, RoundRobinOrder, 0, 0)
	var got []string
	for _, r := range rows {
		got = append(got, fmt.Sprintf("%d:%d:%v", r.Team, r.Place, r.Shared))
	}
	if want := "[1:1:true 2:1:true 3:3:true 4:3:true]"; fmt.Sprint(got) != want {
		t.Errorf("places %v, want %s", got, want)
	}
}

// TestTeamStandingsRound: the default round is the latest whose boards
// all have a result, one at least more than a withdrawal's forfeit. Three
// teams, a round robin paired ahead; team 3 withdrew after round 1.
// Round 2 is team 1 against team 3, all forfeits; round 3 team 1 against
// team 2, no result yet: standings are after round 1, not after round 2
// (only forfeits) nor 3 (nothing in).
func TestTeamStandingsRound(t *testing.T) {
	teams := []Team{{ID: 1}, {ID: 2}, {ID: 3, Withdrawn: true, WithdrawnAfter: 1}}
	ms := []Match{
		{Round: 1, A: 2, B: 3, Boards: boards("B+R", "W+R", "0")},
		{Round: 2, A: 1, B: 3, Boards: boards(tournament.BlackByForf, tournament.BlackByForf, tournament.BlackByForf)},
		{Round: 3, A: 1, B: 2, Boards: boards(tournament.NoResult, tournament.NoResult, tournament.NoResult)},
	}
	never := func(int64, int) bool { return false }
	if got := StandingsRound(teams, ms, never); got != 1 {
		t.Errorf("round %d, want 1", got)
	}
	// Round 3 in: after round 3.
	for i := range ms[2].Boards {
		ms[2].Boards[i].Result = "B+R"
	}
	if got := StandingsRound(teams, ms, never); got != 3 {
		t.Errorf("round 3 in: round %d, want 3", got)
	}
	// A forfeit on a board of a member who withdrew is a withdrawal's too:
	// round 3 with only such forfeits and no result played is not counted.
	for i := range ms[2].Boards {
		ms[2].Boards[i].Result = tournament.WhiteByForf
	}
	member := func(p int64, n int) bool { return p >= 10 && p < 20 && n >= 3 }
	if got := StandingsRound(teams, ms, member); got != 1 {
		t.Errorf("round 3 all forfeits of members gone: round %d, want 1", got)
	}
}
