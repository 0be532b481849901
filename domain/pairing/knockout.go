package pairing

import (
	"fmt"
	"slices"

	"weiqi-arbiter/domain/tournament"
)

// ErrNoWinner is returned when a knockout round is asked for while a game of
// the round before has no winner yet (no result, a draw to be replayed, or a
// double loss the regulations must settle).
var ErrNoWinner = tournament.NewRefusal("a knockout game of the previous round has no winner",
	"error.round.no_winner", "Round {{.Round}} cannot be paired yet: a knockout game of the previous round has no winner (no result, or a draw to replay).")

// BracketOrder is the seeds in bracket order for a knockout of size slots (a
// power of two): seed 1 meets the last seed, and seeds 1 and 2 can only
// meet in the final: 1, 8, 4, 5, 2, 7, 3, 6 for eight.
func BracketOrder(size int) []int {
	order := []int{1}
	for len(order) < size {
		next := make([]int, 0, 2*len(order))
		for _, s := range order {
			next = append(next, s, 2*len(order)+1-s)
		}
		order = next
	}
	return order
}

// knockoutSeeds is the players in seeding order: rank, then rating, then
// registration; or drawn by lot from the recorded seed. Once round 1 is
// paired, its players are the bracket's, a player recorded as withdrawn
// before the start (he never came) among them: his opponent advances by
// forfeit, and the bracket stays the one round 1 was paired in.
func knockoutSeeds(f Field) []tournament.Player {
	inRound1 := map[int64]bool{}
	for _, g := range f.Games {
		if g.Round == 1 {
			inRound1[g.Black], inRound1[g.White] = true, true
		}
	}
	for _, id := range f.Byes[1] {
		inRound1[id] = true
	}
	players := f.Players
	if len(inRound1) > 0 {
		players = slices.Clone(f.Players)
		for i, p := range players {
			if inRound1[p.ID] && p.WithdrawnAfter == 0 {
				players[i].WithdrawnAfter = -1 // in the bracket all the same
			}
		}
	}
	entrants := Entrants(Field{Players: players, Points: f.Points, Group: tournament.Group{System: tournament.Swiss}}, 1)
	byID := map[int64]tournament.Player{}
	for _, p := range f.Players {
		byID[p.ID] = p
	}
	out := make([]tournament.Player, len(entrants))
	for _, e := range entrants {
		out[e.Seed] = byID[e.ID]
	}
	if f.Group.Draw == tournament.DrawLots {
		out = RoundRobinOrder(out, f.Group)
	}
	return out
}

// pairKnockout pairs round n of a single-elimination knockout: byes in the
// first round go to the top seeds; later rounds bring the winners of
// neighbouring games together. The higher seed takes White.
func pairKnockout(f Field, n int) ([]tournament.Game, []int64, Pairing, error) {
	games, byes, p, err := knockoutRound(knockoutSeeds(f), f.Points, f.Games, n)
	return withdrawnForfeit(f, games), byes, p, err
}

// withdrawnForfeit is a bracket's new games, a game of a player who
// withdrew before its round a forfeit win for the opponent, who goes
// through (SPEC §9.4): he keeps his place in the bracket, and nobody may
// enter another result on that game (HeldByWithdrawal).
func withdrawnForfeit(f Field, games []tournament.Game) []tournament.Game {
	gone := map[int64]int{}
	for _, pl := range f.Players {
		if pl.Withdrawn() {
			gone[pl.ID] = pl.WithdrawnAfter
		}
	}
	for i := range games {
		games[i].Result = forfeitResult(games[i], gone)
	}
	return games
}

// Knockout pairs round n of a single-elimination knockout between entrants
// given by id in seeding order (teams, for a team knockout), from the games
// of the rounds before, each carrying its winner in its result. It returns
// the games (the higher seed White) and the entrants with a bye.
func Knockout(seeds []int64, played []tournament.Game, n int) ([]tournament.Game, []int64, error) {
	players := make([]tournament.Player, len(seeds))
	for i, id := range seeds {
		players[i] = tournament.Player{ID: id}
	}
	games, byes, _, err := knockoutRound(players, tournament.DefaultPoints, played, n)
	return games, byes, err
}

// knockoutRound pairs round n of a knockout of the given seeds (in seeding
// order) from the knockout's games so far.
func knockoutRound(seeds []tournament.Player, points tournament.Points, played []tournament.Game, n int) ([]tournament.Game, []int64, Pairing, error) {
	f := Field{Games: played, Points: points}
	if len(seeds) < 2 {
		return nil, nil, Pairing{}, fmt.Errorf("pair round %d: %w", n, ErrTooFewPlayers)
	}
	size := 1
	for size < len(seeds) {
		size *= 2
	}
	rounds := KnockoutRounds(len(seeds))
	if n < 1 || n > rounds {
		return nil, nil, Pairing{}, fmt.Errorf("pair round %d: %w", n, &RangeError{Last: rounds})
	}
	// slots holds, in bracket order, who is still in (0 for an empty slot).
	slots := make([]int64, size)
	seedOf := map[int64]int{}
	for i, s := range BracketOrder(size) {
		if s <= len(seeds) {
			slots[i] = seeds[s-1].ID
			seedOf[seeds[s-1].ID] = s
		}
	}
	for r := 1; r < n; r++ {
		next := make([]int64, len(slots)/2)
		for i := range next {
			a, b := slots[2*i], slots[2*i+1]
			switch {
			case a == 0 || b == 0:
				next[i] = a + b // a bye: the one present goes through
			default:
				w, err := knockoutWinner(f.Games, r, a, b)
				if err != nil {
					return nil, nil, Pairing{}, fmt.Errorf("pair round %d: %w", n, err)
				}
				next[i] = w
			}
		}
		slots = next
	}
	var matches []match
	for i := 0; i+1 < len(slots); i += 2 {
		matches = append(matches, match{slots[i], slots[i+1]})
	}
	games, byes := bracketGames(matches, seedOf, n)
	return games, byes, Pairing{}, nil
}

// knockoutWinner finds the game of round r between a and b and its winner.
func knockoutWinner(games []tournament.Game, r int, a, b int64) (int64, error) {
	for _, g := range games {
		if g.Round != r || !((g.Black == a && g.White == b) || (g.Black == b && g.White == a)) {
			continue
		}
		switch g.Result.Winner() {
		case 'B':
			return g.Black, nil
		case 'W':
			return g.White, nil
		}
		return 0, fmt.Errorf("round %d table %d: %w", r, g.Table, ErrNoWinner)
	}
	return 0, fmt.Errorf("round %d: no game between %d and %d: %w", r, a, b, ErrNoWinner)
}
