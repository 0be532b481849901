package team

import (
	"fmt"
	"slices"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// PairRound pairs round n of a team event over its teams (in registration
// order): a team round robin on the Berger tables, a team Swiss on match
// points (no rematch, the first-named team balanced), or a team knockout. It returns the matches
// (A is the first-named team) and the team with a bye (0 for none).
func PairRound(teams []Team, matches []Match, system tournament.System, n int, p tournament.Points) ([]Match, []int64, error) {
	switch system {
	case tournament.Knockout:
		return pairKnockout(teams, matches, n, p)
	case tournament.RoundRobin, tournament.DoubleRoundRobin:
		cycles := 1
		if system == tournament.DoubleRoundRobin {
			cycles = 2
		}
		schedule, err := pairing.RoundRobin(len(teams), cycles)
		if err != nil {
			return nil, nil, fmt.Errorf("pair team round %d: %w", n, err)
		}
		if n < 1 || n > len(schedule) {
			return nil, nil, fmt.Errorf("pair team round %d: the round robin has %d rounds", n, len(schedule))
		}
		var out []Match
		for _, s := range schedule[n-1].Seats {
			out = append(out, Match{Round: n, A: teams[s.First-1].ID, B: teams[s.Second-1].ID})
		}
		var byes []int64
		if b := schedule[n-1].Bye; b != 0 {
			byes = append(byes, teams[b-1].ID)
		}
		return out, byes, nil
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
			return nil, nil, fmt.Errorf("pair team round %d: %w", n, err)
		}
		var out []Match
		for _, g := range pr.Games {
			out = append(out, Match{Round: n, A: g.Black, B: g.White})
		}
		var byes []int64
		if pr.Bye != 0 {
			byes = append(byes, pr.Bye)
		}
		return out, byes, nil
	}
	return nil, nil, fmt.Errorf("pair team round %d: %s is not a team system", n, system)
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

// pairKnockout pairs round n of a team knockout: teams are seeded in
// registration order, the higher seed is team A, and the winner of each
// match (MatchWinner) goes through.
func pairKnockout(teams []Team, matches []Match, n int, p tournament.Points) ([]Match, []int64, error) {
	seeds := make([]int64, len(teams))
	for i, t := range teams {
		seeds[i] = t.ID
	}
	var played []tournament.Game
	for _, m := range matches {
		if m.B == 0 || m.Round >= n {
			continue
		}
		g := tournament.Game{Round: m.Round, Table: len(played) + 1, Black: m.B, White: m.A}
		switch w, ok := MatchWinner(m, p); {
		case ok && w == m.A: // team A is White in the bracket
			g.Result = tournament.BlackResigns
		case ok:
			g.Result = tournament.WhiteResigns
		}
		played = append(played, g)
	}
	games, byes, err := pairing.Knockout(seeds, played, n)
	if err != nil {
		return nil, nil, fmt.Errorf("pair team round %d: %w", n, err)
	}
	out := make([]Match, len(games))
	for i, g := range games {
		out[i] = Match{Round: n, A: g.White, B: g.Black}
	}
	return out, byes, nil
}

// MatchWinner is the team that won a decided match: the one with more board
// points; when they are level, the one that won the highest board (board 1,
// then board 2 …), the usual way a knockout match is settled without a
// play-off. ok is false while the match is undecided or every board was
// drawn alike, for the arbiter to settle.
func MatchWinner(m Match, p tournament.Points) (winner int64, ok bool) {
	s := Score(m.Boards, p)
	switch {
	case !s.Decided:
		return 0, false
	case s.MatchA > s.MatchB:
		return m.A, true
	case s.MatchB > s.MatchA:
		return m.B, true
	}
	boards := slices.Clone(m.Boards)
	slices.SortFunc(boards, func(x, y BoardGame) int { return x.Board - y.Board })
	for _, g := range boards {
		w := g.Result.Winner()
		if w == 0 {
			continue
		}
		if (w == 'B') == g.HomeBlack {
			return m.A, true
		}
		return m.B, true
	}
	return 0, false
}
