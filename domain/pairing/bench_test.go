package pairing

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// swissField is a field of n players after some rounds, with scores and
// opponents, for benchmarks.
func swissField(n, rounds int) []Entrant {
	rng := rand.New(rand.NewPCG(9, 9))
	field := make([]Entrant, n)
	for i := range field {
		field[i] = Entrant{ID: int64(i + 1), Seed: i}
	}
	for r := 1; r <= rounds; r++ {
		p, err := Swiss(field, SwissOptions{Round: r})
		if err != nil {
			panic(err)
		}
		idx := map[int64]int{}
		for i, e := range field {
			idx[e.ID] = i
		}
		for _, g := range p.Games {
			b, w := &field[idx[g.Black]], &field[idx[g.White]]
			b.Opponents, w.Opponents = append(b.Opponents, w.ID), append(w.Opponents, b.ID)
			b.Blacks++
			w.Whites++
			if rng.IntN(2) == 0 {
				b.Score += 2
			} else {
				w.Score += 2
			}
		}
	}
	return field
}

// BenchmarkSwissDense pairs round 5 of fields of 100 to 500 players with the
// dense exact matching over all pairs.
func BenchmarkSwissDense(b *testing.B) {
	for _, n := range []int{100, 250, 500} {
		field := swissField(n, 4)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				if _, err := Swiss(field, SwissOptions{Round: 5}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSwiss pairs round 5 of large fields with the candidate-set
// matching. Targets: 2,000 players ≤ 1 s, 10,000 ≤ 10 s, under 1 GiB.
func BenchmarkSwiss(b *testing.B) {
	for _, n := range []int{500, 2000, 10000} {
		field := swissField(n, 4)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Swiss(field, SwissOptions{Round: 5}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
