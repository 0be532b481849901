package tournament

import (
	"fmt"
	"slices"
)

// Playoff is not a tiebreak of the list: it names the column of the
// play-offs and drawings of lots recorded for players still tied after
// every tiebreak (StandingsInput.Playoff), shown when one was weighed.
const Playoff Tiebreak = "PLAYOFF"

// Columns is the tiebreak columns of standings ranked by the given list:
// the list, and the play-off when one was weighed for a row.
func Columns(tiebreaks []Tiebreak, rows []Row) []Tiebreak {
	for _, r := range rows {
		if _, ok := r.Tiebreaks[Playoff]; ok && !slices.Contains(tiebreaks, Playoff) {
			return append(slices.Clone(tiebreaks), Playoff)
		}
	}
	return tiebreaks
}

// order is the comparison of the standings: it splits the players tied so
// far, criterion by criterion, and returns the groups of rows (by index)
// that no criterion separates, best first. The criteria are, in turn, the
// knockout bracket (Bracket: it alone ranks the players it has, ahead of
// the others), the total score (ByTotal) or the ranking score, each
// tiebreak of the list, and the play-offs or lots recorded. A group is
// split by a criterion's value, highest first; the direct encounter is the
// points each scored against the others of his group (DirectEncounter),
// weighed only where all of them have met; a play-off only where all of
// them have a place in it. Players voided or
// who never came are in no group. Since each criterion only splits groups
// already made, the order is a total preorder and does not depend on the
// order of the players given.
func order(in StandingsInput, rows []Row) [][]int {
	var ranked []int
	for i, r := range rows {
		if !in.Voided[r.Player] && !r.NoShow {
			ranked = append(ranked, i)
		}
	}
	groups := [][]int{ranked}
	if len(ranked) == 0 {
		groups = nil
	}
	by := func(key func(Row) Frac) { groups = split(groups, func(i int) Frac { return key(rows[i]) }) }
	// The bracket ranks those who have a place in it, ahead of the others.
	by(func(r Row) Frac { return F(int64(in.Bracket[r.Player])) })
	var settled [][]int
	for len(groups) > 0 && in.Bracket[rows[groups[0][0]].Player] > 0 {
		settled, groups = append(settled, groups[0]), groups[1:]
	}
	if in.ByTotal {
		by(func(r Row) Frac { return r.Tiebreaks[Total] })
	} else {
		by(func(r Row) Frac { return r.Score })
	}
	for _, t := range in.Tiebreaks {
		if t != Direct {
			by(func(r Row) Frac { return r.Tiebreaks[t] })
			continue
		}
		groups = eachGroup(groups, func(g []int) [][]int {
			players := make([]int64, len(g))
			for k, i := range g {
				players[k] = rows[i].Player
			}
			mini, ok := DirectEncounter(in, players)
			if !ok {
				return [][]int{g}
			}
			for _, i := range g {
				rows[i].Tiebreaks[Direct] = mini[rows[i].Player]
			}
			return split([][]int{g}, func(i int) Frac { return mini[rows[i].Player] })
		})
	}
	groups = append(settled, groups...)
	return eachGroup(groups, func(g []int) [][]int {
		for _, i := range g {
			if in.Playoff[rows[i].Player] <= 0 {
				return [][]int{g}
			}
		}
		for _, i := range g {
			rows[i].Tiebreaks[Playoff] = F(int64(in.Playoff[rows[i].Player]))
		}
		return split([][]int{g}, func(i int) Frac { return F(-int64(in.Playoff[rows[i].Player])) })
	})
}

// eachGroup replaces each group of two or more by the groups f splits it
// into, in order.
func eachGroup(groups [][]int, f func([]int) [][]int) [][]int {
	if !slices.ContainsFunc(groups, func(g []int) bool { return len(g) > 1 }) {
		return groups // nobody is tied any more
	}
	out := make([][]int, 0, len(groups))
	for _, g := range groups {
		if len(g) < 2 {
			out = append(out, g)
			continue
		}
		out = append(out, f(g)...)
	}
	return out
}

// split splits each group by key, highest first; players of equal key stay
// together, in the order they came.
func split(groups [][]int, key func(int) Frac) [][]int {
	return eachGroup(groups, func(g []int) [][]int {
		type keyed struct {
			i int
			k Frac
		}
		ks := make([]keyed, len(g))
		for n, i := range g {
			ks[n] = keyed{i, key(i)}
		}
		slices.SortStableFunc(ks, func(a, b keyed) int { return b.k.Cmp(a.k) })
		sorted := make([]int, len(ks))
		for n, k := range ks {
			sorted[n] = k.i
		}
		var out [][]int
		start := 0
		for n := 1; n <= len(ks); n++ {
			if n == len(ks) || ks[n].k.Cmp(ks[start].k) != 0 {
				out = append(out, sorted[start:n:n])
				start = n
			}
		}
		return out
	})
}

// DirectEncounter is the mini-table of a group of tied players: the points
// each scored in his games against the others of the group (points among
// them only; a forfeit counts as the result it gives). It is false when
// two of them have not met (no game with a result between them), for then
// the mini-table would rank a player for the games he did not have.
func DirectEncounter(in StandingsInput, players []int64) (map[int64]Frac, bool) {
	member := make(map[int64]bool, len(players))
	for _, p := range players {
		member[p] = true
	}
	met := map[[2]int64]bool{}
	out := make(map[int64]Frac, len(players))
	for _, p := range players {
		pts := 0
		for _, r := range in.Records[p] {
			if r.Round > in.Rounds || r.Opponent == 0 || !member[r.Opponent] || r.Outcome == NotPlayed {
				continue
			}
			met[[2]int64{min(p, r.Opponent), max(p, r.Opponent)}] = true
			pts += in.Points.PointsFor(r.Outcome, in.ByePoints)
		}
		out[p] = F(int64(pts))
	}
	if n := len(players); len(met) < n*(n-1)/2 {
		return nil, false
	}
	return out, true
}

// place gives the places: each group of rows order made shares the place
// 1 + the number of players ahead of it; then come the players listed
// apart, those whose results were voided and then those who never came,
// with no place.
func place(rows []Row, groups [][]int) []Row {
	out := make([]Row, 0, len(rows))
	inGroup := make([]bool, len(rows))
	for _, g := range groups {
		at := len(out) + 1
		for _, i := range g {
			r := rows[i]
			r.Place, r.Shared = at, len(g) > 1
			out = append(out, r)
			inGroup[i] = true
		}
	}
	for _, noShow := range []bool{false, true} {
		for i, r := range rows {
			if !inGroup[i] && r.NoShow == noShow {
				r.Place, r.Shared = 0, false
				out = append(out, r)
			}
		}
	}
	return out
}

// PlayoffError refuses a play-off or drawing of lots to record: it must
// order two players or more who share a place in the standings, each once.
type PlayoffError struct {
	Player int64  // the player who does not fit (0: too few players)
	Reason string // "few", "twice", "unranked", "not_tied"
}

func (e *PlayoffError) Error() string {
	if e.Player == 0 {
		return "a play-off orders two players or more"
	}
	return fmt.Sprintf("play-off: player %d: %s", e.Player, e.Reason)
}

// MessageKey names the error's message for translation.
func (e *PlayoffError) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Player": e.Player}
	switch e.Reason {
	case "twice":
		return "playoff.twice", "Player {{.Player}} is in the order twice.", args
	case "unranked":
		return "playoff.unranked", "Player {{.Player}} has no place in the standings (withdrawn with his results void, or never came).", args
	case "not_tied":
		return "playoff.not_tied", "Player {{.Player}} does not share the place of the others: a play-off or lots only separate players still tied after every tiebreak.", args
	}
	return "playoff.few", "A play-off or drawing of lots orders two players or more.", args
}

// PlayoffPlaces is the places a play-off or drawing of lots gives the
// players in order (best first), 1, 2, …, checked against the standings
// as they are without it: they must share one place.
func PlayoffPlaces(rows []Row, order []int64) (map[int64]int, error) {
	if len(order) < 2 {
		return nil, &PlayoffError{Reason: "few"}
	}
	byPlayer := map[int64]Row{}
	for _, r := range rows {
		byPlayer[r.Player] = r
	}
	out := map[int64]int{}
	for i, p := range order {
		r, ok := byPlayer[p]
		switch {
		case out[p] > 0:
			return nil, &PlayoffError{Player: p, Reason: "twice"}
		case !ok || r.Place == 0:
			return nil, &PlayoffError{Player: p, Reason: "unranked"}
		case r.Place != byPlayer[order[0]].Place:
			return nil, &PlayoffError{Player: p, Reason: "not_tied"}
		}
		out[p] = i + 1
	}
	return out, nil
}
