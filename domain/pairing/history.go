package pairing

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"

	"weiqi-arbiter/domain/tournament"
)

// Field is a group's players and what they have played, as pairing needs it.
type Field struct {
	Players []tournament.Player // in registration order
	Games   []tournament.Game   // every game of the group so far
	Byes    map[int][]int64     // per round, the players with a bye
	Absent  map[int][]int64     // per round, players not to be paired
	Points  tournament.Points
	Group   tournament.Group
}

// ErrResultsMissing is returned when a Swiss round is asked for before the
// previous round's results are in.
var ErrResultsMissing = tournament.NewRefusal("the previous round still has games without a result",
	"error.round.results_missing", "Round {{.Round}} cannot be paired yet: the previous round still has games without a result.")

// RoundRobinOrder is the players in the order of their Berger numbers: the
// registration order for a seeded draw, shuffled by the recorded seed for a
// draw by lot (the same seed always gives the same numbers).
func RoundRobinOrder(players []tournament.Player, g tournament.Group) []tournament.Player {
	out := slices.Clone(players)
	if g.Draw == tournament.DrawLots {
		rng := rand.New(rand.NewPCG(g.Seed, 0x5EED))
		rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	}
	return out
}

// Pair computes round n of the field's group: Berger tables for round robins
// (with games against a player who withdrew given as forfeit wins, SPEC
// §9.2), a Swiss round otherwise. It returns the games with table numbers
// and the players with a bye.
func Pair(f Field, n int) ([]tournament.Game, []int64, Pairing, error) {
	if err := RoundProblem(f, n); err != nil {
		return nil, nil, Pairing{}, fmt.Errorf("pair round %d: %w", n, err)
	}
	games, byes, p, err := pairBySystem(f, n)
	if err == nil {
		NumberTables(games, f.Players, f.Group.FirstTable)
	}
	return games, byes, p, err
}

// NumberTables gives the games of a round their tables in the hall: the
// game of a player with a fixed table (FixedTable) that table, the others
// in their order on the tables left free from first on (1 when first is
// 0: the group's first table, tournament.HallTables). The games a
// withdrawal settled (tournament.Game.Seated), at which nobody sits, come
// after all the others, so that the tables played at follow one another.
func NumberTables(games []tournament.Game, players []tournament.Player, first int) {
	first = max(first, 1)
	byID := make(map[int64]tournament.Player, len(players))
	for _, p := range players {
		byID[p.ID] = p
	}
	player := func(id int64) tournament.Player {
		if p, ok := byID[id]; ok {
			return p
		}
		return tournament.Player{ID: id, WithdrawnAfter: -1} // not of the field: no withdrawal known
	}
	seated := func(g tournament.Game) bool { return g.Seated(player(g.Black), player(g.White)) }
	sort.SliceStable(games, func(i, j int) bool { return seated(games[i]) && !seated(games[j]) })
	taken := map[int]bool{}
	for i := range games {
		t := player(games[i].Black).FixedTable
		if t == 0 {
			t = player(games[i].White).FixedTable
		}
		if t > 0 && !taken[t] && seated(games[i]) {
			games[i].Table = t
			taken[t] = true
		} else {
			games[i].Table = 0
		}
	}
	next := first
	for i := range games {
		if games[i].Table == 0 {
			for taken[next] {
				next++
			}
			games[i].Table = next
			taken[next] = true
		}
	}
	sort.SliceStable(games, func(i, j int) bool { return games[i].Table < games[j].Table })
}

func pairBySystem(f Field, n int) ([]tournament.Game, []int64, Pairing, error) {
	switch f.Group.System {
	case tournament.RoundRobin, tournament.DoubleRoundRobin:
		return pairRoundRobin(f, n)
	case tournament.Swiss, tournament.McMahon:
		return pairSwiss(f, n)
	case tournament.Knockout:
		return pairKnockout(f, n)
	case tournament.DoubleKnockout:
		games, byes, err := pairDoubleElimination(knockoutSeeds(f), f.Games, n)
		return withdrawnForfeit(f, games), byes, Pairing{}, err
	case tournament.SwissKnockout:
		return pairSwissKnockout(f, n)
	case tournament.Match:
		return pairMatch(f, n)
	}
	return nil, nil, Pairing{}, fmt.Errorf("pair round %d: %s pairing is not available yet", n, f.Group.System)
}

func pairRoundRobin(f Field, n int) ([]tournament.Game, []int64, Pairing, error) {
	// A withdrawal before the start takes the player out of the draw (SPEC §9.1).
	order := RoundRobinOrder(f.entered(), f.Group)
	cycles := RoundRobinCycles(f.Group, len(order))
	schedule, err := RoundRobin(len(order), cycles)
	if err != nil {
		return nil, nil, Pairing{}, fmt.Errorf("pair round %d: %w", n, err)
	}
	if n < 1 || n > len(schedule) {
		return nil, nil, Pairing{}, fmt.Errorf("pair round %d: the round robin has %d rounds", n, len(schedule))
	}
	r := schedule[n-1]
	voids := func(p tournament.Player) bool {
		return p.Gone(n) && 2*GamesPlayed(f.Games, p.ID, p.WithdrawnAfter) < len(schedule)
	}
	var games []tournament.Game
	for i, s := range r.Seats {
		b, w := order[s.First-1], order[s.Second-1]
		g := tournament.Game{Round: n, Table: i + 1, Black: b.ID, White: w.ID}
		// SPEC §9.2: a player who withdrew having played fewer than half the
		// rounds has every game void; one who played half or more forfeits
		// the rest (the rule of Withdraw).
		switch {
		case voids(b) || voids(w):
			g.Result = tournament.Void
		case b.Gone(n) && w.Gone(n):
			g.Result = tournament.BothForfeit
		case b.Gone(n):
			g.Result = tournament.WhiteByForf
		case w.Gone(n):
			g.Result = tournament.BlackByForf
		}
		games = append(games, g)
	}
	var byes []int64
	if r.Bye != 0 {
		byes = append(byes, order[r.Bye-1].ID)
	}
	return games, byes, Pairing{}, nil
}

// SwissOptionsFor is the options the field's group pairs Swiss round n
// with (and explains it with).
func SwissOptionsFor(f Field, n int) SwissOptions {
	seeding := SplitAndSlip
	if f.Group.Draw == tournament.DrawLots {
		seeding = SplitAndRandom
	}
	return SwissOptions{Round: n, Seeding: seeding, Seed: f.Group.Seed,
		AvoidClubUntil: f.Group.AvoidClubUntil, AvoidRegion: f.Group.AvoidRegion, AvoidPairs: f.Group.AvoidPairs,
		ColoursFirst: f.Group.Colours == tournament.ColoursFirst}
}

func pairSwiss(f Field, n int) ([]tournament.Game, []int64, Pairing, error) {
	for _, g := range f.Games {
		if g.Round == n-1 && g.Result == tournament.NoResult {
			return nil, nil, Pairing{}, fmt.Errorf("pair round %d: %w", n, ErrResultsMissing)
		}
	}
	entrants := Entrants(f, n)
	p, err := Swiss(entrants, SwissOptionsFor(f, n))
	if err != nil {
		return nil, nil, Pairing{}, err
	}
	var games []tournament.Game
	ranks := map[int64]string{}
	for _, pl := range f.Players {
		ranks[pl.ID] = pl.Rank
	}
	for _, g := range p.Games {
		game := tournament.Game{Round: n, Table: g.Table, Black: g.Black, White: g.White}
		// McMahon with handicaps: by rank difference, the weaker takes Black.
		if f.Group.System == tournament.McMahon && f.Group.HandicapCeiling > 0 {
			h := tournament.McMahonHandicap(ranks[g.Black], ranks[g.White], f.Group.HandicapThreshold, f.Group.HandicapReduction, f.Group.HandicapCeiling)
			if h > 0 {
				if tournament.RankValue(ranks[game.Black]) > tournament.RankValue(ranks[game.White]) {
					game.Black, game.White = game.White, game.Black
				}
				game.Handicap = h
			}
		}
		games = append(games, game)
	}
	var byes []int64
	if p.Bye != 0 {
		byes = append(byes, p.Bye)
	}
	return games, byes, p, nil
}

// Entrants is the Swiss view of the field before round n: scores, opponents,
// colours and byes from the rounds before it; players who withdrew or are
// absent for round n are left out. The seeding order is rank (strongest
// first), then rating, then registration.
func Entrants(f Field, n int) []Entrant {
	absent := map[int64]bool{}
	for _, id := range f.Absent[n] {
		absent[id] = true
	}
	byePoints := f.Group.ByePointsOr(f.Points)
	var out []Entrant
	index := map[int64]int{}
	players := slices.Clone(f.Players)
	sort.SliceStable(players, func(i, j int) bool {
		ri, rj := tournament.RankValue(players[i].Rank), tournament.RankValue(players[j].Rank)
		if ri != rj {
			return ri > rj
		}
		return players[i].Rating > players[j].Rating
	})
	absentRounds, records := f.AbsentRounds(), tournament.Records(f.Games, f.Byes)
	for seed, p := range players {
		if absent[p.ID] || p.Gone(n) || p.JoinsRound > n {
			continue
		}
		index[p.ID] = len(out)
		e := Entrant{ID: p.ID, Seed: seed, Club: p.Club, Region: p.Region}
		if f.Group.System == tournament.McMahon {
			// The McMahon score counts a win as 1: in points units, twice the initial score.
			e.Score = f.Points.Win * (tournament.McMahonScore(p.Rank, f.Group.Bar, f.Group.Floor) + p.McMahonAdjust)
		}
		e.Score += p.Missed(n-1, absentRounds[p.ID], records[p.ID]) * f.Group.AbsentPoints
		out = append(out, e)
	}
	games := slices.Clone(f.Games)
	sort.SliceStable(games, func(i, j int) bool { return games[i].Round < games[j].Round })
	for _, g := range games {
		if g.Round >= n {
			continue
		}
		ob, ow := g.Result.Outcomes()
		if i, ok := index[g.Black]; ok {
			e := &out[i]
			e.Opponents = append(e.Opponents, g.White)
			e.Score += f.Points.PointsFor(ob, byePoints)
			e.Blacks++
			e.Last, e.Prev = 'B', e.Last
		}
		if i, ok := index[g.White]; ok {
			e := &out[i]
			e.Opponents = append(e.Opponents, g.Black)
			e.Score += f.Points.PointsFor(ow, byePoints)
			e.Whites++
			e.Last, e.Prev = 'W', e.Last
		}
	}
	for round, ids := range f.Byes {
		if round >= n {
			continue
		}
		for _, id := range ids {
			if i, ok := index[id]; ok {
				out[i].Byes++
				out[i].Score += byePoints
			}
		}
	}
	return out
}

// AbsentRounds lists, for each player marked absent for some rounds, those
// rounds in order.
func (f Field) AbsentRounds() map[int64][]int {
	out := map[int64][]int{}
	for n, ids := range f.Absent {
		for _, id := range ids {
			out[id] = append(out[id], n)
		}
	}
	for _, rounds := range out {
		slices.Sort(rounds)
	}
	return out
}

// Problem names a rule that a manual pairing breaks.
type Problem string

// Rules a manual pair can break; the arbiter must confirm each.
const (
	Rematch   Problem = "rematch"   // they have met before
	SameClub  Problem = "same_club" // same club, in a round where clubs are kept apart
	AbsentOne Problem = "absent"    // one of them is marked absent for the round
	Withdrew  Problem = "withdrawn" // one of them has withdrawn
)

// ManualPairProblems lists the rules a pair of a, b in round n would break.
func ManualPairProblems(f Field, n int, a, b int64, avoidClubUntil int) []Problem {
	var out []Problem
	for _, g := range f.Games {
		if g.Round != n && ((g.Black == a && g.White == b) || (g.Black == b && g.White == a)) {
			out = append(out, Rematch)
			break
		}
	}
	var pa, pb tournament.Player
	for _, p := range f.Players {
		switch p.ID {
		case a:
			pa = p
		case b:
			pb = p
		}
	}
	if n < avoidClubUntil && pa.Club != "" && pa.Club == pb.Club {
		out = append(out, SameClub)
	}
	if slices.Contains(f.Absent[n], a) || slices.Contains(f.Absent[n], b) {
		out = append(out, AbsentOne)
	}
	if pa.Gone(n) || pb.Gone(n) {
		out = append(out, Withdrew)
	}
	return out
}

// Schedule is every round of a round-robin group as the Berger tables give
// it, before any is played (for showing the whole schedule at once).
func Schedule(f Field) ([][]tournament.Game, error) {
	if f.Group.System != tournament.RoundRobin && f.Group.System != tournament.DoubleRoundRobin {
		return nil, fmt.Errorf("schedule: %s is not a round robin", f.Group.System)
	}
	var out [][]tournament.Game
	for n := 1; ; n++ {
		games, _, _, err := pairRoundRobin(f, n)
		if err != nil {
			if n == 1 {
				return nil, err
			}
			return out, nil
		}
		out = append(out, games)
	}
}
