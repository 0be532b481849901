package pairing

import (
	"encoding/csv"
	"os"
	"strconv"
	"strings"
	"testing"

	"weiqi-arbiter/internal/corpus"
)

// TestBergerTablesEqualFIDE compares every round of 3 to 16 players with the
// FIDE Berger tables (Handbook C.05 Annex 1).
func TestBergerTablesEqualFIDE(t *testing.T) {
	f, err := os.Open(corpus.Fixture("berger/fide-berger-tables-3-16.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	// want[size][round] = the FIDE pairs in board order
	want := map[int]map[int][]Seat{}
	for _, r := range rows[1:] {
		size, _ := strconv.Atoi(strings.Split(r[0], "-")[1])
		round, _ := strconv.Atoi(r[1])
		w, _ := strconv.Atoi(r[3])
		b, _ := strconv.Atoi(r[4])
		if want[size] == nil {
			want[size] = map[int][]Seat{}
		}
		want[size][round] = append(want[size][round], Seat{w, b})
	}
	for n := 3; n <= 16; n++ {
		size := n + n%2
		for r := 1; r < size; r++ {
			seats, bye, err := BergerRound(n, r)
			if err != nil {
				t.Fatal(err)
			}
			var expected []Seat
			expectBye := 0
			for _, s := range want[size][r] {
				switch {
				case s.First > n:
					expectBye = s.Second
				case s.Second > n:
					expectBye = s.First
				default:
					expected = append(expected, s)
				}
			}
			if len(seats) != len(expected) || bye != expectBye {
				t.Fatalf("%d players round %d: %v bye %d, want %v bye %d", n, r, seats, bye, expected, expectBye)
			}
			for i := range seats {
				if seats[i] != expected[i] {
					t.Errorf("%d players round %d board %d: %v, want %v", n, r, i+1, seats[i], expected[i])
				}
			}
		}
	}
}

func TestRoundRobinInvariants(t *testing.T) {
	for n := 2; n <= 24; n++ {
		for _, cycles := range []int{1, 2, 3} {
			rounds, err := RoundRobin(n, cycles)
			if err != nil {
				t.Fatal(err)
			}
			met := map[[2]int]int{}
			firsts := make([]int, n+1)
			byes := make([]int, n+1)
			for _, r := range rounds {
				seen := map[int]bool{}
				for _, s := range r.Seats {
					if seen[s.First] || seen[s.Second] || s.First == s.Second {
						t.Fatalf("n=%d round %d: a player twice in %v", n, r.Number, r.Seats)
					}
					seen[s.First], seen[s.Second] = true, true
					met[[2]int{min(s.First, s.Second), max(s.First, s.Second)}]++
					firsts[s.First]++
				}
				if r.Bye != 0 {
					byes[r.Bye]++
				}
			}
			for i := 1; i <= n; i++ {
				for j := i + 1; j <= n; j++ {
					if met[[2]int{i, j}] != cycles {
						t.Fatalf("n=%d cycles=%d: %d and %d meet %d times", n, cycles, i, j, met[[2]int{i, j}])
					}
				}
				if n%2 == 1 && byes[i] != cycles {
					t.Errorf("n=%d: player %d has %d byes", n, i, byes[i])
				}
				games := (n - 1) * cycles
				if d := 2*firsts[i] - games; d < -1 || d > 1 {
					if cycles%2 == 0 && d != 0 {
						t.Errorf("n=%d cycles=%d: player %d moves first %d of %d games", n, cycles, i, firsts[i], games)
					}
				}
			}
		}
	}
	if _, err := RoundRobin(1, 1); err == nil {
		t.Error("one player accepted")
	}
}

func TestDoubleRoundRobinSwapsLastTwoRounds(t *testing.T) {
	rounds, _ := RoundRobin(6, 2)
	r4, _, _ := BergerRound(6, 4)
	r5, _, _ := BergerRound(6, 5)
	if rounds[3].Seats[0] != r5[0] || rounds[4].Seats[0] != r4[0] {
		t.Errorf("rounds 4 and 5 of the first cycle not swapped: %v %v", rounds[3].Seats, rounds[4].Seats)
	}
	r1, _, _ := BergerRound(6, 1)
	if rounds[5].Seats[0] != (Seat{r1[0].Second, r1[0].First}) {
		t.Errorf("second cycle does not reverse the seats: %v", rounds[5].Seats)
	}
}
