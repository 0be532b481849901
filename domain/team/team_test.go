package team

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

func TestValidateLineup(t *testing.T) {
	tm := Team{ID: 1, Members: []int64{11, 12, 13, 14}, Reserves: []int64{15}}
	tests := []struct {
		name   string
		format Format
		lineup []int64
		want   error
	}{
		{"declared order", FixedOrder, []int64{11, 12, 13}, nil},
		{"reserve in, rest in order", FixedOrder, []int64{11, 15, 13}, nil},
		{"order broken", FixedOrder, []int64{12, 11, 13}, ErrOrderChanged},
		{"free order per match", LineupPerMatch, []int64{13, 11, 12}, nil},
		{"too few", LineupPerMatch, []int64{11, 12}, ErrLineupSize},
		{"stranger", LineupPerMatch, []int64{11, 12, 99}, ErrNotMember},
		{"twice", LineupPerMatch, []int64{11, 11, 12}, ErrTwice},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := ValidateLineup(tm, tt.format, 3, tt.lineup)
			if (tt.want == nil) != (err == nil) || (tt.want != nil && !errors.Is(err, tt.want)) {
				t.Errorf("%s: %v, want %v", tt.name, err, tt.want)
			}
		})
	}
}

// A hand-computed 2×3-board round robin of three teams: X beats Y 2–1 on
// boards, Y beats Z 3–0, X and Z draw 1½–1½ (a drawn board).
func handMatches() []Match {
	bx := func(results ...tournament.Result) []BoardGame {
		a := []int64{1, 2, 3}
		b := []int64{4, 5, 6}
		g := Boards(a, b, false)
		for i := range g {
			g[i].Result = results[i]
		}
		return g
	}
	return []Match{
		// X (1,2,3) vs Y (4,5,6): board 1 A Black wins, board 2 A White loses, board 3 A Black wins.
		{Round: 1, A: 100, B: 200, Boards: bx("B+R", "B+R", "B+R")},
		// Y vs Z, all Y wins (A is Y: boards 1,3 Black; 2 White).
		{Round: 2, A: 200, B: 300, Boards: bx("B+R", "W+R", "B+R")},
		// X vs Z: X wins board 1, loses board 2 (A White, Black wins), board 3 a draw.
		{Round: 3, A: 100, B: 300, Boards: bx("B+R", "B+R", "0")},
	}
}

func TestScoreAndStandings(t *testing.T) {
	ms := handMatches()
	p := tournament.DefaultPoints
	if s := Score(ms[0].Boards, p); s.BoardsA != 4 || s.BoardsB != 2 || s.MatchA != 2 || !s.Decided {
		t.Errorf("X–Y: %+v", s)
	}
	if s := Score(ms[2].Boards, p); s.BoardsA != 3 || s.BoardsB != 3 || s.MatchA != 1 {
		t.Errorf("X–Z: %+v", s)
	}
	rows := Standings([]int64{100, 200, 300}, ms, p, 3, 3, RoundRobinOrder, 0, 2)
	// X: MP 2+1 = 3, BP 4+3 = 7; Y: MP 0+2 = 2, BP 2+6 = 8; Z: MP 0+1 = 1, BP 0+3 = 3.
	want := []struct {
		team   int64
		mp, bp int
	}{{100, 3, 7}, {200, 2, 8}, {300, 1, 3}}
	for i, w := range want {
		t.Run(fmt.Sprint(w.team), func(t *testing.T) {
			if rows[i].Team != w.team || rows[i].MatchPoints != w.mp || rows[i].BoardPoints != w.bp {
				t.Errorf("row %d: %+v, want %+v", i, rows[i], w)
			}
		})
	}
	// Board 1 of X: won both (4 points).
	if rows[0].PerBoard[0] != 4 {
		t.Errorf("X board 1: %v", rows[0].PerBoard)
	}
	// Swiss total: MP + [opponents' MP ÷ (highest ÷ 2) − rounds], highest = 2 × 3 = 6.
	sw := Standings([]int64{100, 200, 300}, ms, p, 3, 3, SwissOrder, 0, 2)
	// X: 3 + (2+1)/3 − 3 = 1; Y: 2 + (3+1)/3 − 3 = 1/3; Z: 1 + (2+3)/3 − 3 = −1/3.
	if sw[0].Team != 100 || sw[0].Total.String() != "1" || sw[1].Total.String() != "1/3" || sw[2].Total.String() != "-1/3" {
		t.Errorf("swiss totals %+v", sw)
	}
	// 队员总分制: Y's 8 members' points beat X's 7, whatever the match points.
	ts := Standings([]int64{100, 200, 300}, ms, p, 3, 3, TotalScoreOrder, 0, 2)
	if ts[0].Team != 200 || ts[1].Team != 100 || ts[2].Team != 300 || ts[0].Place != 1 || ts[1].Place != 2 {
		t.Errorf("total-score order %+v", ts)
	}
}

func TestCrosstable(t *testing.T) {
	ms := handMatches()
	ct := Crosstable(ms, tournament.DefaultPoints, 3)
	tests := []struct {
		team, opp        int64
		round, mp, bp, o int
	}{
		{100, 200, 1, 2, 4, 2}, // X beat Y 4:2
		{200, 100, 1, 0, 2, 4},
		{200, 300, 2, 2, 6, 0},
		{300, 100, 3, 1, 3, 3}, // drawn 3:3
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.team), func(t *testing.T) {
			m := ct[[2]int64{tt.team, tt.opp}]
			if len(m) != 1 || m[0].Round != tt.round || m[0].MatchA != tt.mp || m[0].BoardsA != tt.bp || m[0].BoardsB != tt.o || !m[0].Decided {
				t.Errorf("%d v %d: %+v", tt.team, tt.opp, m)
			}
		})
	}
	if early := Crosstable(ms, tournament.DefaultPoints, 1); len(early) != 2 {
		t.Errorf("as of round 1: %d cells", len(early))
	}
}

func TestTiesBrokenByBoards(t *testing.T) {
	// Two teams level on match and board points are separated by board 1.
	ms := []Match{
		{Round: 1, A: 1, B: 3, Boards: []BoardGame{{Board: 1, HomeBlack: true, Result: "B+R"}, {Board: 2, Result: "B+R"}, {Board: 3, HomeBlack: true, Result: "B+R"}}},
		{Round: 1, A: 2, B: 4, Boards: []BoardGame{{Board: 1, HomeBlack: true, Result: "W+R"}, {Board: 2, Result: "W+R"}, {Board: 3, HomeBlack: true, Result: "B+R"}}},
	}
	rows := Standings([]int64{1, 2, 3, 4}, ms, tournament.DefaultPoints, 1, 3, RoundRobinOrder, 0, 2)
	// Team 1: boards 1 and 3 won = 4; team 2: boards 2 and 3 won = 4; team 1 won board 1.
	if rows[0].Team != 1 || rows[1].Team != 2 || rows[0].Place == rows[1].Place {
		t.Errorf("board-1 tiebreak: %+v", rows)
	}
}

func TestBoardPrizes(t *testing.T) {
	prizes := BoardPrizes(handMatches(), tournament.DefaultPoints, 3, 3)
	// handMatches seats players 1–3 as the first team and 4–6 as the second in
	// every match: on board 1, player 1 had Black three times and won three.
	// On board 2 the first team had White and lost twice (rounds 1 and 3):
	// player 5 has 4 points from 3 games.
	if len(prizes) != 3 || prizes[0].Player != 1 || prizes[0].Points != 6 || prizes[1].Player != 5 || prizes[1].Points != 4 {
		t.Errorf("board prizes %+v", prizes)
	}
}

func TestAllPlayAll(t *testing.T) {
	rounds, err := AllPlayAll([]int64{1, 2, 3}, []int64{4, 5, 6})
	if err != nil || len(rounds) != 3 {
		t.Fatal(err)
	}
	met := map[[2]int64]bool{}
	for _, r := range rounds {
		for _, g := range r {
			met[[2]int64{min(g.Black, g.White), max(g.Black, g.White)}] = true
		}
	}
	if len(met) != 9 {
		t.Errorf("%d distinct pairs, want 9", len(met))
	}
	if _, err := AllPlayAll([]int64{1}, []int64{2, 3}); err == nil {
		t.Error("unequal teams accepted")
	}
}

func TestLeiTaiToTheEnd(t *testing.T) {
	l := LeiTai{A: []int64{1, 2, 3}, B: []int64{4, 5, 6}}
	// A1 beats B1 and B2, loses to B3; A2 beats B3: A wins.
	s, err := l.Advance([]bool{true, true, false, true})
	if err != nil || !s.Over || !s.WinnerA {
		t.Fatalf("state %+v %v", s, err)
	}
	if _, _, ok := l.Next(s); ok {
		t.Error("a game after the end")
	}
	s, _ = l.Advance([]bool{true})
	if a, b, ok := l.Next(s); !ok || a != 1 || b != 5 {
		t.Errorf("after A1 beats B1, next: %d–%d", a, b)
	}
	if _, err := l.Advance([]bool{false, false, false, true}); !errors.Is(err, ErrLeiTaiOver) {
		t.Errorf("game after the end: %v", err)
	}
}

func TestForfeitUnplayed(t *testing.T) {
	boards := Boards([]int64{1, 2}, []int64{3, 4}, false)
	boards[0].Result = "B+R"
	out := ForfeitUnplayed(boards, true) // team A withdrew
	if out[0].Result != "B+R" || out[1].Result != tournament.BlackByForf {
		// board 2: A is White (HomeBlack false), so the Black player (team B) wins by forfeit.
		t.Errorf("forfeits %+v", out)
	}
}

func TestForfeitAbsent(t *testing.T) {
	// Team A is 1, 2, 3; team B is 4, 5, 6. A has Black on boards 1 and 3.
	tests := []struct {
		name string
		gone []int64
		want []tournament.Result
	}{
		{"nobody withdrew", nil, []tournament.Result{"", "", ""}},
		{"A's board-2 member (White) withdrew", []int64{2}, []tournament.Result{"", tournament.BlackByForf, ""}},
		{"B's board-1 member (White) withdrew", []int64{4}, []tournament.Result{tournament.BlackByForf, "", ""}},
		{"A's board-3 member (Black) withdrew", []int64{3}, []tournament.Result{"", "", tournament.WhiteByForf}},
		{"both players of board 1", []int64{1, 4}, []tournament.Result{tournament.BothForfeit, "", ""}},
		{"a decided board stays", []int64{5}, []tournament.Result{"", "B+R", ""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			boards := Boards([]int64{1, 2, 3}, []int64{4, 5, 6}, false)
			if tt.name == "a decided board stays" {
				boards[1].Result = "B+R"
			}
			out := ForfeitAbsent(boards, func(id int64) bool { return slices.Contains(tt.gone, id) })
			for i, w := range tt.want {
				if out[i].Result != w {
					t.Errorf("%s: board %d %q, want %q", tt.name, i+1, out[i].Result, w)
				}
			}
			if boards[0].Result != "" && tt.name != "a decided board stays" {
				t.Errorf("%s: the input was changed", tt.name)
			}
		})
	}
}

func TestPairTeams(t *testing.T) {
	teams := []Team{{ID: 1}, {ID: 2}, {ID: 3}, {ID: 4}}
	m1, bye, err := PairRound(teams, nil, tournament.Swiss, 1, tournament.DefaultPoints)
	if err != nil || len(m1) != 2 || len(bye) != 0 {
		t.Fatalf("round 1 %+v %d %v", m1, bye, err)
	}
	for i := range m1 {
		m1[i].Boards = Boards([]int64{10, 11}, []int64{20, 21}, false)
		for j := range m1[i].Boards {
			m1[i].Boards[j].Result = "B+R"
		}
	}
	m2, _, err := PairRound(teams, m1, tournament.Swiss, 2, tournament.DefaultPoints)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range m2 {
		if MetBefore(m1, m.A, m.B, 2) > 0 {
			t.Errorf("rematch %+v", m)
		}
	}
	rr, _, err := PairRound(teams, nil, tournament.RoundRobin, 3, tournament.DefaultPoints)
	if err != nil || len(rr) != 2 {
		t.Errorf("round robin round 3: %+v %v", rr, err)
	}
}

func TestTeamKnockout(t *testing.T) {
	// Five teams: a bracket of eight, the top three seeds have byes.
	teams := []Team{{ID: 1}, {ID: 2}, {ID: 3}, {ID: 4}, {ID: 5}}
	p := tournament.DefaultPoints
	r1, byes, err := PairRound(teams, nil, tournament.Knockout, 1, p)
	if err != nil || len(r1) != 1 || !slices.Equal(byes, []int64{1, 2, 3}) || r1[0].A != 4 || r1[0].B != 5 {
		t.Fatalf("round 1 %+v byes %v %v", r1, byes, err)
	}
	// 4 v 5 on two boards, one board each: level, 5 won board 1 → 5 goes through.
	r1[0].Boards = Boards([]int64{41, 42}, []int64{51, 52}, false)
	r1[0].Boards[0].Result = "W+R" // board 1: team A (4) Black loses
	r1[0].Boards[1].Result = "W+R" // board 2: team A (4) White wins
	if w, ok := MatchWinner(r1[0], p); !ok || w != 5 {
		t.Fatalf("winner of a level match: %d %v", w, ok)
	}
	if _, _, err := PairRound(teams, []Match{{Round: 1, A: 4, B: 5, Boards: Boards([]int64{41, 42}, []int64{51, 52}, false)}}, tournament.Knockout, 2, p); !errors.Is(err, pairing.ErrNoWinner) {
		t.Errorf("round 2 before the result: %v", err)
	}
	r2, byes, err := PairRound(teams, r1, tournament.Knockout, 2, p)
	if err != nil || len(r2) != 2 || len(byes) != 0 {
		t.Fatalf("round 2 %+v %v %v", r2, byes, err)
	}
	// Seed 1 meets the winner of 4–5; seeds 2 and 3 meet.
	if r2[0].A != 1 || r2[0].B != 5 || r2[1].A != 2 || r2[1].B != 3 {
		t.Errorf("round 2 %+v", r2)
	}
	// All boards drawn alike: no winner for the arbiter to settle.
	drawn := Match{A: 1, B: 5, Boards: Boards([]int64{11, 12}, []int64{51, 52}, false)}
	drawn.Boards[0].Result, drawn.Boards[1].Result = "0", "0"
	if _, ok := MatchWinner(drawn, p); ok {
		t.Error("winner of an all-drawn match")
	}
}

func TestLeiTaiProgressNeedsAWinner(t *testing.T) {
	a, b := []int64{1, 2}, []int64{3, 4}
	first := Match{Round: 1, Boards: []BoardGame{{Board: 1, HomeBlack: true, Black: 1, White: 3, Result: "0"}}}
	if _, _, err := LeiTaiProgress(a, b, []Match{first}); !errors.Is(err, pairing.ErrNoWinner) {
		t.Errorf("a drawn 擂台赛 game: %v", err)
	}
	first.Boards[0].Result = "W+R" // 3 (B's first) wins and stays on
	l, st, err := LeiTaiProgress(a, b, []Match{first})
	if err != nil || st.NextA != 1 || st.NextB != 0 {
		t.Fatalf("after game 1: %+v %v", st, err)
	}
	g, err := LeiTaiGame(l, st, []Match{first})
	if err != nil || g.Black != 2 || g.White != 3 || g.HomeBlack != true {
		t.Errorf("game 2: %+v %v", g, err)
	}
}

// TestBoardPrizesTie: on board 1 players 1 and 4 each won their only game
// (2 points, 100 %, one game): both share the board prize. On board 2,
// player 2 won one and lost one (2 points in two games, 50 %) and player 5
// won his only game (2 points, 100 %): player 5 alone.
func TestBoardPrizesTie(t *testing.T) {
	ms := []Match{
		{Round: 1, A: 10, B: 20, Boards: []BoardGame{{Board: 1, Black: 1, White: 7, HomeBlack: true, Result: "B+R"}, {Board: 2, Black: 8, White: 2, Result: "W+R"}}},
		{Round: 2, A: 30, B: 20, Boards: []BoardGame{{Board: 1, Black: 4, White: 9, HomeBlack: true, Result: "B+R"}, {Board: 2, Black: 2, White: 5, Result: "W+R"}}},
	}
	got := fmt.Sprint(BoardPrizes(ms, tournament.DefaultPoints, 2, 9))
	if want := "[{1 1 2 1 1} {1 4 2 1 1} {2 5 2 1 1}]"; got != want {
		t.Errorf("board prizes %s, want %s", got, want)
	}
	// As of round 1: player 1 on board 1, player 2 (won his only game) on board 2.
	got = fmt.Sprint(BoardPrizes(ms, tournament.DefaultPoints, 2, 1))
	if want := "[{1 1 2 1 1} {2 2 2 1 1}]"; got != want {
		t.Errorf("board prizes after round 1 %s, want %s", got, want)
	}
}

// TestSubstitute: members 1, 2, 3 on three boards, reserves 4 and 5 (and in
// the last case a fourth member, 6, beyond the boards). Worked by hand:
// under MoveUp the players left keep their order and move up, the bench
// (extra members, then reserves) fills the last boards; under
// ReserveOnBoard the first of the bench takes the absent member's board.
// A board nobody can fill keeps the withdrawn member (forfeited later).
func TestSubstitute(t *testing.T) {
	base := Team{Members: []int64{1, 2, 3}, Reserves: []int64{4, 5}}
	extra := Team{Members: []int64{1, 2, 3, 6}, Reserves: []int64{4}}
	tests := []struct {
		team          Team
		gone          []int64
		moveUp, onBrd string
	}{
		{base, nil, "[1 2 3]", "[1 2 3]"},
		{base, []int64{2}, "[1 3 4]", "[1 4 3]"},
		{base, []int64{1, 3}, "[2 4 5]", "[4 2 5]"},
		{base, []int64{2, 4}, "[1 3 5]", "[1 5 3]"},
		{base, []int64{1, 2, 3}, "[4 5 1]", "[4 5 3]"},
		{extra, []int64{2}, "[1 3 6]", "[1 6 3]"},
	}
	for _, tt := range tests {
		t.Run(tt.moveUp, func(t *testing.T) {
			gone := func(p int64) bool { return slices.Contains(tt.gone, p) }
			if got := fmt.Sprint(Substitute(tt.team, 3, gone, MoveUp)); got != tt.moveUp {
				t.Errorf("%v gone, move up: %s, want %s", tt.gone, got, tt.moveUp)
			}
			if got := fmt.Sprint(Substitute(tt.team, 3, gone, ReserveOnBoard)); got != tt.onBrd {
				t.Errorf("%v gone, reserve on the board: %s, want %s", tt.gone, got, tt.onBrd)
			}
			// The result is a valid line-up under the fixed board order.
			if err := ValidateLineup(tt.team, FixedOrder, 3, Substitute(tt.team, 3, gone, MoveUp)); err != nil {
				t.Errorf("%v gone: %v", tt.gone, err)
			}
		})
	}
}

// TestOrderNotByRank: 3d, 5d, 2d, 2d, 1k, —, 4d: board 2 (5d below 3d) is
// out of rank order; board 7 is not compared with a player without a rank.
func TestOrderNotByRank(t *testing.T) {
	ranks := map[int64]string{1: "3d", 2: "5d", 3: "2d", 4: "2d", 5: "1k", 6: "", 7: "4d"}
	got := OrderNotByRank([]int64{1, 2, 3, 4, 5, 6, 7}, func(p int64) string { return ranks[p] })
	if fmt.Sprint(got) != "[2]" {
		t.Errorf("boards out of rank order %v, want [2]", got)
	}
}

func TestBoardsWon(t *testing.T) {
	// Team A has Black on boards 1 and 3, White on board 2 (Boards without
	// a swap); the counts are worked out board by board.
	board := func(n int, homeBlack bool, r tournament.Result) BoardGame {
		return BoardGame{Board: n, HomeBlack: homeBlack, Result: r}
	}
	tests := []struct {
		name              string
		boards            []BoardGame
		wantA, wantB, drw int
	}{
		{"two wins to one", []BoardGame{board(1, true, "B+R"), board(2, false, "B+1.5"), board(3, true, "W+T")}, 1, 2, 0},
		{"A wins with both colours", []BoardGame{board(1, true, "B+R"), board(2, false, "W+R"), board(3, true, "B+")}, 3, 0, 0},
		// Black forfeits on both: B (White on board 1) and A (White on board 2) win one each.
		{"forfeits count for the winner", []BoardGame{board(1, true, tournament.WhiteByForf), board(2, false, tournament.WhiteByForf)}, 1, 1, 0},
		{"draw, double loss, no result", []BoardGame{board(1, true, tournament.Draw), board(2, false, tournament.DoubleLoss), board(3, true, tournament.NoResult), board(4, false, tournament.BothForfeit)}, 0, 0, 1},
		{"live: one result in", []BoardGame{board(1, true, "W+R"), board(2, false, "")}, 0, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b, d := BoardsWon(tt.boards)
			if a != tt.wantA || b != tt.wantB || d != tt.drw {
				t.Errorf("BoardsWon = %d : %d (%d drawn), want %d : %d (%d drawn)", a, b, d, tt.wantA, tt.wantB, tt.drw)
			}
		})
	}
}
