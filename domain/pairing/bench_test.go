package pairing

import (
	"fmt"
	"testing"
	"time"

	"weiqi-arbiter/domain/matching"
)

// swissField is a field of n players after some rounds (results by rating),
// for tests.
func swissField(n, rounds int) []Entrant { return playedField(n, rounds, byRating, 9) }

// BenchmarkSwissDense pairs round 5 of fields of 100 to 500 players (results
// by rating) with the exact matching over the dense graph of all pairs.
func BenchmarkSwissDense(b *testing.B) {
	for _, n := range []int{100, 250, 500} {
		field := playedField(n, 4, byRating, 1)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				if _, err := SwissWith(matching.MaxWeight, field, SwissOptions{Round: 5}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSwiss pairs a round of large fields: results by rating, by coin
// flip, or with many draws, after round 2 and round 7. Targets: 1,000
// players ≤ 0.3 s, 2,000 ≤ 1 s, 10,000 ≤ 10 s, under 1 GiB.
func BenchmarkSwiss(b *testing.B) {
	models := []struct {
		name  string
		model resultModel
	}{{"rating", byRating}, {"coin", coinFlip}, {"draws", manyDraws}}
	for _, n := range []int{500, 1000, 2000, 5000, 10000} {
		for _, m := range models {
			for _, after := range []int{2, 7} {
				b.Run(fmt.Sprintf("%d/%s/after%d", n, m.name, after), func(b *testing.B) {
					// Made here, so that a benchmark left out by -bench
					// does not play its field (minutes for all of them).
					benchmarkField(b, playedField(n, after, m.model, 1), after+1)
				})
			}
		}
	}
}

// BenchmarkSwissSeeds pairs 10,000-player fields played from other seeds
// than BenchmarkSwiss's (the time varies with the field more than with its
// size), on the hardest of its models, the same models after round 9, and
// one field of 20,000 (no target: for the record).
func BenchmarkSwissSeeds(b *testing.B) {
	models := []struct {
		name  string
		model resultModel
		after int
	}{{"coin", coinFlip, 2}, {"draws", manyDraws, 2}, {"rating", byRating, 7}}
	for _, seed := range []uint64{2, 3} {
		for _, m := range models {
			b.Run(fmt.Sprintf("10000/%s/after%d/seed%d", m.name, m.after, seed), func(b *testing.B) {
				benchmarkField(b, playedField(10000, m.after, m.model, seed), m.after+1)
			})
		}
	}
	for _, m := range models {
		b.Run(fmt.Sprintf("10000/%s/after9/seed1", m.name), func(b *testing.B) {
			benchmarkField(b, playedField(10000, 9, m.model, 1), 10)
		})
	}
	b.Run("20000/rating/after7/seed1", func(b *testing.B) {
		benchmarkField(b, playedField(20000, 7, byRating, 1), 8)
	})
}

func benchmarkField(b *testing.B, field []Entrant, round int) {
	benchmarkOptions(b, field, SwissOptions{Round: round})
}

func benchmarkOptions(b *testing.B, field []Entrant, opts SwissOptions) {
	b.ReportAllocs()
	before := cpuTime()
	for b.Loop() {
		if _, err := Swiss(field, opts); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, before)
}

// reportCPU adds the processor time per operation since before as the
// metric cpu-s/op.
func reportCPU(b *testing.B, before time.Duration) {
	if before < 0 {
		return // not measured on this system
	}
	b.ReportMetric((cpuTime()-before).Seconds()/float64(b.N), "cpu-s/op")
}

// BenchmarkSwissOneColour pairs fields played by a program that pairs
// scores and ignores colours (oneColourField): large score groups mostly
// due one colour, many players with two of it in a row; each with equal
// scores first (the default) and with colours first. Targets: 10,000
// players ≤ 3 s, 20,000 ≤ 10 s.
func BenchmarkSwissOneColour(b *testing.B) {
	models := []struct {
		name  string
		model resultModel
	}{{"rating", byRating}, {"coin", coinFlip}, {"draws", manyDraws}}
	for _, n := range []int{2000, 10000, 20000} {
		for _, m := range models {
			for _, after := range []int{2, 4, 8} {
				var field []Entrant // played once for both orders, when one is run
				for _, first := range []bool{false, true} {
					order := map[bool]string{false: "scores", true: "colours"}[first]
					b.Run(fmt.Sprintf("%d/%s/after%d/%s", n, m.name, after, order), func(b *testing.B) {
						if field == nil {
							field = oneColourField(n, after, m.model, 1)
						}
						benchmarkOptions(b, field, SwissOptions{Round: after + 1, ColoursFirst: first})
					})
				}
			}
		}
	}
}
