package tournament

import (
	"maps"
	"testing"
)

// TestHallTables: two groups of a children's event in one hall — 72 in
// the first (36 tables), a round robin of 10 (5 tables) — and a third
// whose first table the arbiter set; a group after it follows it.
func TestHallTables(t *testing.T) {
	groups := []Group{{ID: 1, Name: "公开组"}, {ID: 2, Name: "循环组"}, {ID: 3, Name: "团体组", FirstTable: 101}, {ID: 4, Name: "业余组"}}
	needs := map[int64]int{1: TablesNeeded(72), 2: TablesNeeded(10), 3: TablesNeeded(7), 4: TablesNeeded(3)}
	want := map[int64]int{1: 1, 2: 37, 3: 101, 4: 105}
	if got := HallTables(groups, needs); !maps.Equal(got, want) {
		t.Errorf("HallTables = %v, want %v", got, want)
	}
	groups[0].FirstTable = 11
	want = map[int64]int{1: 11, 2: 47, 3: 101, 4: 105}
	if got := HallTables(groups, needs); !maps.Equal(got, want) {
		t.Errorf("first group at 11: HallTables = %v, want %v", got, want)
	}
}

// TestFirstTableProblems: a first table below 0 or above MaxTable is refused.
func TestFirstTableProblems(t *testing.T) {
	for _, c := range []struct {
		first int
		bad   bool
	}{{0, false}, {1, false}, {MaxTable, false}, {-1, true}, {MaxTable + 1, true}} {
		g := Group{Name: "公开组", System: Swiss, Rounds: 5, FirstTable: c.first}
		bad := false
		for _, p := range g.Problems() {
			bad = bad || p.Key == "problem.group_first_table"
		}
		if bad != c.bad {
			t.Errorf("first table %d: refused %v, want %v", c.first, bad, c.bad)
		}
	}
}
