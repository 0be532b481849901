package pairing

import (
	"errors"
	"fmt"
	"testing"

	"weiqi-arbiter/domain/tournament"
)

func players(n int) []tournament.Player {
	var out []tournament.Player
	for i := range n {
		out = append(out, tournament.Player{ID: int64(100 + i), WithdrawnAfter: -1})
	}
	return out
}

func TestPairRoundRobinFromField(t *testing.T) {
	f := Field{Players: players(5), Points: tournament.DefaultPoints,
		Group: tournament.Group{System: tournament.RoundRobin, Draw: tournament.DrawSeeded}}
	games, byes, _, err := Pair(f, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Berger round 1 for 5 (table of 6): 1–6 (bye for 1), 2–5, 3–4.
	if len(games) != 2 || len(byes) != 1 || byes[0] != 100 || games[0].Black != 101 || games[0].White != 104 {
		t.Errorf("round 1: %+v byes %v", games, byes)
	}
	// Player 4 (id 103) withdraws. In the Berger table for 6 (5 rounds) he
	// meets 3, has the bye (6) in round 2, then meets 5, 1 and 2. Withdrawing
	// after round 4 he has played 3 games of 5 rounds, half or more: the
	// rest are forfeits. After round 3 he has played only 2 (the bye is not
	// a game played, SPEC §9.2 已赛局数), fewer than half: void; after round 2, 1.
	for _, tt := range []struct {
		after        int
		black, white tournament.Result
	}{{4, tournament.WhiteByForf, tournament.BlackByForf}, {3, tournament.Void, tournament.Void}, {2, tournament.Void, tournament.Void}} {
		t.Run(fmt.Sprint(tt.after), func(t *testing.T) {
			f.Games = nil
			for n := 1; n <= tt.after; n++ {
				games, _, _, _ := Pair(f, n)
				for _, g := range games {
					g.Result = tournament.WhiteResigns
					f.Games = append(f.Games, g)
				}
			}
			f.Players[3].WithdrawnAfter = tt.after
			for n := tt.after + 1; n <= 5; n++ {
				games, _, _, _ = Pair(f, n)
				for _, g := range games {
					if (g.Black == 103 && g.Result != tt.black) || (g.White == 103 && g.Result != tt.white) {
						t.Errorf("withdrawn after %d, round %d: %+v", tt.after, n, g)
					}
				}
			}
			f.Players[3].WithdrawnAfter = -1
		})
	}
	f.Games = nil
	f.Players[3].WithdrawnAfter = -1
	// The same seed draws the same numbers; another seed, others.
	f.Group.Draw, f.Group.Seed = tournament.DrawLots, 7
	a := RoundRobinOrder(f.Players, f.Group)
	b := RoundRobinOrder(f.Players, f.Group)
	if a[0].ID != b[0].ID || a[4].ID != b[4].ID {
		t.Error("a draw by lot is not replayable")
	}
}

func TestPairSwissFromField(t *testing.T) {
	f := Field{Players: players(4), Points: tournament.DefaultPoints,
		Group: tournament.Group{System: tournament.Swiss}, Byes: map[int][]int64{}}
	games, _, _, err := Pair(f, 1)
	if err != nil || len(games) != 2 {
		t.Fatalf("round 1: %v %v", games, err)
	}
	f.Games = games
	if _, _, _, err := Pair(f, 2); !errors.Is(err, ErrResultsMissing) {
		t.Errorf("round 2 before results: %v", err)
	}
	f.Games[0].Result, f.Games[1].Result = "B+R", "W+R"
	games2, _, _, err := Pair(f, 2)
	if err != nil {
		t.Fatal(err)
	}
	// The two winners meet on table 1.
	winners := map[int64]bool{f.Games[0].Black: true, f.Games[1].White: true}
	if !winners[games2[0].Black] || !winners[games2[0].White] {
		t.Errorf("round 2 table 1: %+v (winners %v)", games2[0], winners)
	}
	e := Entrants(f, 2)
	for _, x := range e {
		if winners[x.ID] != (x.Score == 2) {
			t.Errorf("entrant %+v", x)
		}
	}
}

func TestPairOtherSystems(t *testing.T) {
	f := Field{Players: players(4), Group: tournament.Group{System: "ladder"}}
	if _, _, _, err := Pair(f, 1); err == nil {
		t.Error("an unknown system paired")
	}
}

func TestMcMahonEntrants(t *testing.T) {
	ps := players(3)
	ps[0].Rank, ps[1].Rank, ps[2].Rank = "5d", "1d", "10k"
	f := Field{Players: ps, Points: tournament.DefaultPoints,
		Group: tournament.Group{System: tournament.McMahon, Bar: "3d", Floor: "20k"}}
	e := Entrants(f, 1)
	byID := map[int64]int{}
	for _, x := range e {
		byID[x.ID] = x.Score
	}
	if byID[100] != 2*tournament.McMahonScore("3d", "3d", "20k") || byID[101] <= byID[102] || byID[102] != 2*20 { // 10k: 20 with 30k at 0
		t.Errorf("McMahon starting scores %v", byID)
	}
}

// TestNumberTables: fixed tables first (a player's fixed table, once), the
// other games in their order on the tables left free from the group's
// first table, a game a withdrawal settled after all the others.
func TestNumberTables(t *testing.T) {
	staying := func(id int64, fixed int) tournament.Player {
		return tournament.Player{ID: id, FixedTable: fixed, WithdrawnAfter: -1}
	}
	players := []tournament.Player{staying(1, 0), staying(2, 0), staying(3, 9), staying(4, 0), staying(5, 0), staying(6, 1),
		staying(7, 0), {ID: 8, WithdrawnAfter: 1}}
	for _, c := range []struct {
		name  string
		first int
		want  map[int64]int // table by Black
	}{
		{"from table 1", 0, map[int64]int{5: 1, 1: 2, 3: 9, 8: 4, 7: 3}},
		{"from table 37", 37, map[int64]int{5: 1, 1: 37, 3: 9, 7: 38, 8: 39}},
	} {
		t.Run(c.name, func(t *testing.T) {
			games := []tournament.Game{{Round: 2, Black: 8, White: 2}, {Round: 2, Black: 1, White: 4}, {Round: 2, Black: 3, White: 9},
				{Round: 2, Black: 5, White: 6}, {Round: 2, Black: 7, White: 10}}
			NumberTables(games, players, c.first)
			for i, g := range games {
				if c.want[g.Black] != g.Table {
					t.Errorf("game of %d at table %d, want %d", g.Black, g.Table, c.want[g.Black])
				}
				if i > 0 && games[i-1].Table >= g.Table {
					t.Errorf("not in table order: %+v", games)
				}
			}
		})
	}
}

func TestMultipleRoundRobinAndSchedule(t *testing.T) {
	f := Field{Players: players(4), Points: tournament.DefaultPoints, Group: tournament.Group{System: tournament.RoundRobin, Rounds: 9}}
	rounds, err := Schedule(f)
	if err != nil || len(rounds) != 9 {
		t.Fatalf("triple round robin of 4: %d rounds, %v", len(rounds), err)
	}
	met := map[[2]int64]int{}
	for _, games := range rounds {
		for _, g := range games {
			met[[2]int64{min(g.Black, g.White), max(g.Black, g.White)}]++
		}
	}
	for pair, n := range met {
		if n != 3 {
			t.Errorf("%v meet %d times", pair, n)
		}
	}
	if _, err := Schedule(Field{Players: players(4), Group: tournament.Group{System: tournament.Swiss}}); err == nil {
		t.Error("a Swiss schedule")
	}
}

func TestMcMahonHandicaps(t *testing.T) {
	ps := players(2)
	ps[0].Rank, ps[1].Rank = "1k", "5k"
	f := Field{Players: ps, Points: tournament.DefaultPoints,
		Group: tournament.Group{System: tournament.McMahon, HandicapCeiling: 9, HandicapReduction: 1, HandicapThreshold: "1d"}}
	games, _, _, err := Pair(f, 1)
	if err != nil {
		t.Fatal(err)
	}
	if games[0].Handicap != 3 || games[0].Black != 101 {
		t.Errorf("handicap game %+v: want 3 stones, the 5k with Black", games[0])
	}
}

func TestRoundRobinWithdrawalBeforeTheStart(t *testing.T) {
	ps := players(5)
	ps[2].WithdrawnAfter = 0
	f := Field{Players: ps, Points: tournament.DefaultPoints, Group: tournament.Group{System: tournament.RoundRobin}}
	rounds, err := Schedule(f)
	if err != nil || len(rounds) != 3 {
		t.Fatalf("four players left: %d rounds, %v", len(rounds), err)
	}
	for _, games := range rounds {
		for _, g := range games {
			if g.Black == 102 || g.White == 102 {
				t.Errorf("withdrawn before the start but scheduled: %+v", g)
			}
		}
	}
}
