package tournament

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// randomEvent is a random round robin or Swiss-like event: few result
// kinds, so that cycles and players equal on everything are frequent.
func randomEvent(rng *rand.Rand) StandingsInput {
	n := 2 + rng.IntN(9)
	players := make([]int64, n)
	for i := range players {
		players[i] = int64(10 + i)
	}
	results := []Result{"B+R", "W+R", Draw, BlackByForf, "B+R", "W+R", Draw}
	var games []Game
	byes := map[int][]int64{}
	rounds := 0
	if rng.IntN(2) == 0 { // a round robin: everyone meets everyone once
		for i := range n {
			for j := i + 1; j < n; j++ {
				rounds++
				games = append(games, Game{Round: rounds, Black: players[i], White: players[j], Result: results[rng.IntN(len(results))]})
			}
		}
	} else { // a Swiss: random pairs each round, a bye for an odd field
		rounds = 1 + rng.IntN(6)
		for r := 1; r <= rounds; r++ {
			perm := rng.Perm(n)
			for k := 0; k+1 < n; k += 2 {
				games = append(games, Game{Round: r, Black: players[perm[k]], White: players[perm[k+1]], Result: results[rng.IntN(len(results))]})
			}
			if n%2 == 1 {
				byes[r] = append(byes[r], players[perm[n-1]])
			}
		}
	}
	known := KnownTiebreaks()
	rng.Shuffle(len(known), func(i, j int) { known[i], known[j] = known[j], known[i] })
	in := StandingsInput{Players: players, Records: Records(games, byes), Points: DefaultPoints, ByePoints: 2,
		Rounds: rounds - rng.IntN(2), Tiebreaks: known[:rng.IntN(4)], ByTotal: rng.IntN(4) == 0,
		Warnings: map[int64]int{}, Playoff: map[int64]int{}}
	if !slices.Contains(in.Tiebreaks, Direct) && rng.IntN(2) == 0 {
		in.Tiebreaks = append(in.Tiebreaks, Direct)
	}
	for _, p := range players {
		if rng.IntN(5) == 0 {
			in.Warnings[p] = 1
		}
		if rng.IntN(6) == 0 {
			in.Playoff[p] = 1 + rng.IntN(3)
		}
	}
	return in
}

// key is everything the standings rank a row by, in order: the first
// score, each tiebreak, the play-off; the direct encounter and the
// play-off as (weighed, value).
func key(in StandingsInput, r Row) []Frac {
	first := r.Score
	if in.ByTotal {
		first = r.Tiebreaks[Total]
	}
	k := []Frac{first}
	for _, t := range append(slices.Clone(in.Tiebreaks), Playoff) {
		v, ok := r.Tiebreaks[t]
		if t == Playoff {
			v = F(0).Sub(v)
		}
		if t == Direct || t == Playoff {
			weighed := F(0)
			if ok {
				weighed = F(1)
			}
			k = append(k, weighed)
		}
		k = append(k, v)
	}
	return k
}

func compareKeys(a, b []Frac) int {
	for i := range a {
		if c := a[i].Cmp(b[i]); c != 0 {
			return c
		}
	}
	return 0
}

// TestPlacesProperties checks, over random round robins and Swiss events,
// that the standings are a total preorder of the players' keys: a place is
// 1 + the number of players with a greater key, players of equal keys share
// it (and only they), and shuffling the players given changes no place.
func TestPlacesProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 7))
	var sharedSeen, directSplit int
	for iter := range 3000 {
		in := randomEvent(rng)
		rows, err := Standings(in)
		if err != nil {
			t.Fatal(err)
		}
		keys := make([][]Frac, len(rows))
		for i, r := range rows {
			keys[i] = key(in, r)
		}
		places := map[int64]int{}
		for i, r := range rows {
			ahead, same := 0, 0
			for j := range rows {
				switch c := compareKeys(keys[j], keys[i]); {
				case c > 0:
					ahead++
				case c == 0 && j != i:
					same++
					if rows[j].Place != r.Place {
						t.Fatalf("event %d: players %d and %d have equal keys but places %d and %d", iter, r.Player, rows[j].Player, r.Place, rows[j].Place)
					}
				}
			}
			if r.Place != 1+ahead || r.Shared != (same > 0) {
				t.Fatalf("event %d: player %d place %d shared %v, with %d ahead and %d equal\n%+v", iter, r.Player, r.Place, r.Shared, ahead, same, rows)
			}
			if i > 0 && rows[i-1].Place > r.Place {
				t.Fatalf("event %d: rows out of order: %s", iter, placesOf(rows))
			}
			places[r.Player] = r.Place
			if r.Shared {
				sharedSeen++
			}
			if v, ok := r.Tiebreaks[Direct]; ok && i > 0 && rows[i-1].Score == r.Score && rows[i-1].Tiebreaks[Direct] != v {
				directSplit++
			}
		}
		shuffled := in
		shuffled.Players = slices.Clone(in.Players)
		rng.Shuffle(len(shuffled.Players), func(i, j int) {
			shuffled.Players[i], shuffled.Players[j] = shuffled.Players[j], shuffled.Players[i]
		})
		again, _ := Standings(shuffled)
		for _, r := range again {
			if places[r.Player] != r.Place {
				t.Fatalf("event %d: player %d is %d given %v, %d given %v", iter, r.Player, r.Place, shuffled.Players, places[r.Player], in.Players)
			}
		}
	}
	// The events must hold what the properties are about.
	if sharedSeen < 1000 || directSplit < 100 {
		t.Errorf("too few shared places (%d) or tied groups split by the direct encounter (%d)", sharedSeen, directSplit)
	}
}
