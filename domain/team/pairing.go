package team

import (
	"fmt"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// PairRound pairs round n of a team event over its teams (in registration
// order): a team round robin on the Berger tables, or a team Swiss on match
// points (no rematch, the first-named team balanced). It returns the matches
// (A is the first-named team) and the team with a bye (0 for none).
func PairRound(teams []Team, matches []Match, system tournament.System, n int, p tournament.Points) ([]Match, int64, error) {
	switch system {
	case tournament.RoundRobin, tournament.DoubleRoundRobin:
		cycles := 1
		if system == tournament.DoubleRoundRobin {
			cycles = 2
		}
		schedule, err := pairing.RoundRobin(len(teams), cycles)
		if err != nil {
			return nil, 0, fmt.Errorf("pair team round %d: %w", n, err)
		}
		if n < 1 || n > len(schedule) {
			return nil, 0, fmt.Errorf("pair team round %d: the round robin has %d rounds", n, len(schedule))
		}
		var out []Match
		for _, s := range schedule[n-1].Seats {
			out = append(out, Match{Round: n, A: teams[s.First-1].ID, B: teams[s.Second-1].ID})
		}
		var bye int64
		if b := schedule[n-1].Bye; b != 0 {
			bye = teams[b-1].ID
		}
		return out, bye, nil
	case tournament.Swiss:
		// A team that withdrew is not paired again (SPEC §9.4).
		var active []Team
		for _, t := range teams {
			if !t.Gone(n) {
				active = append(active, t)
			}
		}
		teams = active
		index := map[int64]int{}
		entrants := make([]pairing.Entrant, len(teams))
		for i, t := range teams {
			index[t.ID] = i
			entrants[i] = pairing.Entrant{ID: t.ID, Seed: i}
		}
		for _, m := range matches {
			if m.Round >= n {
				continue
			}
			ia, okA := index[m.A]
			if !okA {
				continue
			}
			ib, okB := index[m.B]
			if !okB { // a bye
				entrants[ia].Score += p.Win
				entrants[ia].Byes++
				continue
			}
			s := Score(m.Boards, p)
			entrants[ia].Score += s.MatchA
			entrants[ib].Score += s.MatchB
			entrants[ia].Opponents = append(entrants[ia].Opponents, m.B)
			entrants[ib].Opponents = append(entrants[ib].Opponents, m.A)
			entrants[ia].Blacks++
			entrants[ib].Whites++
			entrants[ia].Last, entrants[ib].Last = 'B', 'W'
		}
		pr, err := pairing.Swiss(entrants, pairing.SwissOptions{Round: n})
		if err != nil {
			return nil, 0, fmt.Errorf("pair team round %d: %w", n, err)
		}
		var out []Match
		for _, g := range pr.Games {
			out = append(out, Match{Round: n, A: g.Black, B: g.White})
		}
		return out, pr.Bye, nil
	}
	return nil, 0, fmt.Errorf("pair team round %d: %s is not a team system", n, system)
}

// MetBefore counts the matches two teams played before round n (the colours
// on the boards swap each time they meet again).
func MetBefore(matches []Match, a, b int64, n int) int {
	k := 0
	for _, m := range matches {
		if m.Round < n && ((m.A == a && m.B == b) || (m.A == b && m.B == a)) {
			k++
		}
	}
	return k
}
