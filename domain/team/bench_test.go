package team

import (
	"math/rand/v2"
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// BenchmarkTeamSwiss500 pairs round 4 of a team Swiss of 500 teams of five
// boards. Target ≤ 1 s.
func BenchmarkTeamSwiss500(b *testing.B) {
	rng := rand.New(rand.NewPCG(2, 3))
	const n, boards = 500, 5
	teams := make([]Team, n)
	for i := range teams {
		teams[i] = Team{ID: int64(i + 1)}
		for k := range boards {
			teams[i].Members = append(teams[i].Members, int64(i*boards+k+1))
		}
	}
	var matches []Match
	for r := 1; r <= 3; r++ {
		ms, _, err := PairRound(teams, matches, tournament.Swiss, r, tournament.DefaultPoints)
		if err != nil {
			b.Fatal(err)
		}
		for i := range ms {
			ms[i].Boards = Boards(teams[ms[i].A-1].Members, teams[ms[i].B-1].Members, false)
			for j := range ms[i].Boards {
				ms[i].Boards[j].Result = []tournament.Result{"B+R", "W+R"}[rng.IntN(2)]
			}
		}
		matches = append(matches, ms...)
	}
	b.ResetTimer()
	for b.Loop() {
		if _, _, err := PairRound(teams, matches, tournament.Swiss, 4, tournament.DefaultPoints); err != nil {
			b.Fatal(err)
		}
	}
}
