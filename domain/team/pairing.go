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
	case tournament.AllPlayAll, tournament.LeiTai:
		if len(teams) != 2 {
			return nil, nil, fmt.Errorf("pair team round %d: %w", n, ErrTwoTeams)
		}
		return []Match{{Round: n, A: teams[0].ID, B: teams[1].ID}}, nil, nil
	case tournament.RoundRobin, tournament.DoubleRoundRobin:
		schedule, err := pairing.RoundRobin(len(teams), roundRobinCycles(system))
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

// ErrTwoTeams is returned when an all-play-all or a 擂台赛 is asked for
// with other than two teams.
var ErrTwoTeams = tournament.NewRefusal("all-play-all and 擂台赛 are played between exactly two teams",
	"error.round.two_teams", "All-play-all and 擂台赛 are played between exactly two teams.")

// ErrAllPlayAllOver is returned for a round after the last of an
// all-play-all (as many rounds as players per team).
var ErrAllPlayAllOver = tournament.NewRefusal("every player has met every player of the other team",
	"error.round.all_play_all_over", "There is no round {{.Round}}: every player has met every player of the other team.")

// AllPlayAllRound is round n of the 全队轮赛制 between line-ups a and b
// (fixed for the event): the boards with their players and colours.
func AllPlayAllRound(a, b []int64, n int) ([]BoardGame, error) {
	rounds, err := AllPlayAll(a, b)
	if err != nil {
		return nil, err
	}
	if n < 1 || n > len(rounds) {
		return nil, fmt.Errorf("all-play-all round %d: %w", n, ErrAllPlayAllOver)
	}
	return rounds[n-1], nil
}

// LeiTaiProgress replays a 擂台赛 between the orders a and b from its games
// so far (one board each, in round order) and returns the state: who is on
// the stage, or the winning team. A game with no winner yet (no result, or
// a draw, which 擂台赛 does not allow) stops the replay with ErrNoWinner.
func LeiTaiProgress(a, b []int64, games []Match) (LeiTai, State, error) {
	l := LeiTai{A: a, B: b}
	sorted := slices.Clone(games)
	slices.SortFunc(sorted, func(x, y Match) int { return x.Round - y.Round })
	var wins []bool
	for _, m := range sorted {
		if len(m.Boards) == 0 {
			continue
		}
		g := m.Boards[0]
		w := g.Result.Winner()
		if w == 0 {
			return l, State{}, fmt.Errorf("game %d: %w", m.Round, pairing.ErrNoWinner)
		}
		wins = append(wins, (w == 'B') == g.HomeBlack)
	}
	s, err := l.Advance(wins)
	return l, s, err
}

// LeiTaiGame is the next game of a 擂台赛 as a board: the player who has just
// come on (the challenger) takes Black; in the first game team A's player.
func LeiTaiGame(l LeiTai, s State, previous []Match) (BoardGame, error) {
	a, b, ok := l.Next(s)
	if !ok {
		return BoardGame{}, ErrLeiTaiOver
	}
	g := BoardGame{Board: 1, HomeBlack: true, Black: a, White: b}
	if len(previous) > 0 {
		last := slices.MaxFunc(previous, func(x, y Match) int { return x.Round - y.Round })
		if len(last.Boards) > 0 {
			stayed := last.Boards[0].Black
			if last.Boards[0].Result.Winner() == 'W' {
				stayed = last.Boards[0].White
			}
			// The one who stayed on takes White; the newcomer Black.
			if stayed == a {
				g = BoardGame{Board: 1, HomeBlack: false, Black: b, White: a}
			}
		}
	}
	return g, nil
}

// roundRobinCycles is how many times each team meets each other in a team
// round robin: once (单循环), twice for a double round robin (双循环).
func roundRobinCycles(system tournament.System) int {
	if system == tournament.DoubleRoundRobin {
		return 2
	}
	return 1
}
