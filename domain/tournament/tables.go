package tournament

// MaxTable is the highest table number a group may start at.
const MaxTable = 9999

// HallTables is the first table of each group in the hall, by group id:
// the group's FirstTable when the arbiter set one, else right after the
// previous group's tables — that group's first table plus the tables it
// needs (needs, by group id: one per two players or teams of it, so that
// a group keeps its part of the hall whatever its byes, absences and
// withdrawals) —, the first group at table 1. groups are in their order.
func HallTables(groups []Group, needs map[int64]int) map[int64]int {
	out := make(map[int64]int, len(groups))
	next := 1
	for _, g := range groups {
		first := next
		if g.FirstTable > 0 {
			first = g.FirstTable
		}
		out[g.ID] = first
		next = first + max(needs[g.ID], 0)
	}
	return out
}

// TablesNeeded is how many tables a group of n players (or teams) needs:
// one per two, a bye's half rounded up.
func TablesNeeded(n int) int { return (n + 1) / 2 }
