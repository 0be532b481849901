package tournament

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkStandings10000 computes standings with every tiebreak for 10,000
// players after 11 rounds. Target ≤ 200 ms.
func BenchmarkStandings10000(b *testing.B) {
	const n, rounds = 10000, 11
	rng := rand.New(rand.NewPCG(1, 2))
	rec := map[int64][]RoundRecord{}
	ids := make([]int64, n)
	for i := range ids {
		ids[i] = int64(i + 1)
	}
	for r := 1; r <= rounds; r++ {
		perm := rng.Perm(n)
		for k := 0; k+1 < n; k += 2 {
			a, c := ids[perm[k]], ids[perm[k+1]]
			oa, oc := Won, Lost
			switch rng.IntN(10) {
			case 0:
				oa, oc = Drew, Drew
			case 1, 2, 3, 4:
				oa, oc = Lost, Won
			}
			rec[a] = append(rec[a], RoundRecord{Round: r, Opponent: c, Outcome: oa, Colour: 'B'})
			rec[c] = append(rec[c], RoundRecord{Round: r, Opponent: a, Outcome: oc, Colour: 'W'})
		}
	}
	in := StandingsInput{Players: ids, Records: rec, Points: DefaultPoints, ByePoints: 2, Rounds: rounds,
		Tiebreaks: []Tiebreak{SOS, SOSOS, SODOS, SB, CUSS, Total, Wins, Warnings, Rating}}
	b.ResetTimer()
	for b.Loop() {
		if _, err := Standings(in); err != nil {
			b.Fatal(err)
		}
	}
}
