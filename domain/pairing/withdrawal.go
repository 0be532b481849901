package pairing

import (
	"slices"

	"weiqi-arbiter/domain/tournament"
)

// RoundRobinCycles is how many times every player meets every other in a
// round robin of the group with the given number of entered players: once
// (单循环), twice for a double round robin (双循环), and more when the group
// has more rounds than those cycles hold (a triple round robin is a single or
// double round robin group with three cycles' rounds).
func RoundRobinCycles(g tournament.Group, players int) int {
	cycles := 1
	if g.System == tournament.DoubleRoundRobin {
		cycles = 2
	}
	if per := players + players%2 - 1; per > 0 && g.Rounds > cycles*per {
		cycles = (g.Rounds + per - 1) / per
	}
	return cycles
}

// RoundRobinRounds is the number of rounds of the group's round robin with
// the given number of entered players (0 for fewer than two players).
func RoundRobinRounds(g tournament.Group, players int) int {
	if players < 2 {
		return 0
	}
	return RoundRobinCycles(g, players) * (players + players%2 - 1)
}

// entered is the field's players who take part in the draw: a withdrawal
// before the start takes a player out of it (SPEC §9.1) — unless the draw
// was made with him (a round robin's schedule paired before he withdrew),
// for the rounds still to pair must follow the same Berger numbers; his
// games are void (Withdraw) until the schedule is drawn again.
func (f Field) entered() []tournament.Player {
	drawn := map[int64]bool{}
	for _, g := range f.Games {
		drawn[g.Black], drawn[g.White] = true, true
	}
	for _, ids := range f.Byes {
		for _, id := range ids {
			drawn[id] = true
		}
	}
	var out []tournament.Player
	for _, p := range f.Players {
		if p.WithdrawnAfter != 0 || drawn[p.ID] {
			out = append(out, p)
		}
	}
	return out
}

// isRoundRobin tells whether the group is an individual round robin, the
// only system whose withdrawals can void results (SPEC §9.2).
func isRoundRobin(g tournament.Group) bool {
	return !g.TeamEvent && (g.System == tournament.RoundRobin || g.System == tournament.DoubleRoundRobin)
}

// GamesPlayed counts the games a player played over the board in rounds up
// to and including round `through` (已赛局数, SPEC §9.2): a bye, an absence, a
// forfeit, a void game or one without a result is not a game played.
func GamesPlayed(games []tournament.Game, player int64, through int) int {
	n := 0
	for _, g := range games {
		if g.Round > through || (g.Black != player && g.White != player) {
			continue
		}
		b, w := g.Result.Outcomes()
		o := b
		if g.White == player {
			o = w
		}
		if o == tournament.Won || o == tournament.Lost || o == tournament.Drew {
			n++
		}
	}
	return n
}

// WithdrawalKind is what a withdrawal does to a player's results (SPEC §9).
type WithdrawalKind int

// The effects of a withdrawal.
const (
	// BeforeStart: the player leaves before the first round and is taken
	// out of the draw (SPEC §9.1).
	BeforeStart WithdrawalKind = iota
	// ResultsVoid: a round-robin player who played fewer than half of all
	// rounds; every result is void, removed from everyone's score (§9.2).
	ResultsVoid
	// ResultsStand: the results stand and every remaining game is a forfeit
	// win for the opponent (§9.2 half or more played, §9.3 Swiss, §9.4
	// match or team event).
	ResultsStand
)

// Withdrawal is the effect of a player's withdrawal after a round.
type Withdrawal struct {
	Kind WithdrawalKind
	// RoundRobin tells whether the group is an individual round robin, in
	// which case Played and Rounds are the games the player played by the
	// withdrawal and the rounds of the whole round robin.
	RoundRobin     bool
	Played, Rounds int
	// Results are the games already paired whose result the withdrawal
	// changes, by game id: every game voided, or every later game without a
	// result given to the opponent by forfeit.
	Results map[int64]tournament.Result
	// Repair is the round to pair again without the player, 0 for none: in
	// a Swiss or McMahon group the player is not paired again (SPEC §9.3),
	// so when the round after the withdrawal is already paired and none of
	// its games has a result yet, it is paired anew without him (Repaired)
	// rather than given as a forfeit — when it can be: a round the players
	// left cannot be paired in (they have all met) keeps its pairing, his
	// game a forfeit.
	Repair int
}

// Withdraw works out the effect of the withdrawal of a player of the field
// after round `after` (0: before the start). Storage applies it, the
// withdrawal dialog shows it beforehand and pairing gives later rounds the
// same results, so the three always agree.
func Withdraw(f Field, player int64, after int) Withdrawal {
	w := Withdrawal{Kind: ResultsStand, Results: map[int64]tournament.Result{}}
	if isRoundRobin(f.Group) {
		w.RoundRobin = true
		w.Rounds = RoundRobinRounds(f.Group, len(f.entered()))
		w.Played = GamesPlayed(f.Games, player, after)
	}
	switch {
	case after == 0:
		w.Kind = BeforeStart
	case w.RoundRobin && 2*w.Played < w.Rounds:
		w.Kind = ResultsVoid
	}
	gone := map[int64]int{}
	for _, p := range f.Players {
		if p.Withdrawn() && p.ID != player {
			gone[p.ID] = p.WithdrawnAfter
		}
	}
	gone[player] = after
	if repairable(f, player, after) {
		// Only when the round can be paired without him: else (those left
		// have all met) it stays as it is, his game a forfeit, and the
		// withdrawal is recorded all the same.
		if games, byes, err := Repaired(f, player, after, after+1); err == nil && len(games)+len(byes) > 0 {
			w.Repair = after + 1
		}
	}
	for _, g := range f.Games {
		if g.Black != player && g.White != player {
			continue
		}
		switch {
		case w.Kind == ResultsVoid || (w.Kind == BeforeStart && w.RoundRobin):
			// A round robin's player who withdrew before the start has
			// played nothing: fewer than half, every game void (§9.1–9.2).
			if g.Result != tournament.Void {
				w.Results[g.ID] = tournament.Void
			}
		case g.Round == w.Repair:
			// The round is paired again without him.
		case g.Round > after && g.Result == tournament.NoResult:
			w.Results[g.ID] = forfeitResult(g, gone)
		}
	}
	return w
}

// repairable tells whether the withdrawal of a player after round `after`
// leaves the next round to be paired again without him: a Swiss-paired
// round (Swiss, McMahon, the Swiss rounds of a Swiss then knockout), paired
// with him in it, none of its games with a result yet.
func repairable(f Field, player int64, after int) bool {
	n := after + 1
	switch f.Group.System {
	case tournament.Swiss, tournament.McMahon:
	case tournament.SwissKnockout:
		if n > f.Group.SwissRounds {
			return false
		}
	default:
		return false
	}
	if f.Group.TeamEvent {
		return false
	}
	in := slices.Contains(f.Byes[n], player)
	for _, g := range f.Games {
		if g.Round != n {
			continue
		}
		if g.Result != tournament.NoResult {
			return false
		}
		in = in || g.Black == player || g.White == player
	}
	return in
}

// Repaired is round n paired again (Again) without the player who withdrew
// after round `after`: the pairing Withdraw's Repair asks for.
func Repaired(f Field, player int64, after, n int) ([]tournament.Game, []int64, error) {
	f.Players = slices.Clone(f.Players)
	for i := range f.Players {
		if f.Players[i].ID == player {
			f.Players[i].WithdrawnAfter = after
		}
	}
	games, byes, _, err := Again(f, n)
	return games, byes, err
}

// forfeitResult is the result of a game in which one or both players had
// withdrawn before its round: a forfeit win for the one still playing.
func forfeitResult(g tournament.Game, gone map[int64]int) tournament.Result {
	isGone := func(id int64) bool { a, ok := gone[id]; return ok && a < g.Round }
	switch b, w := isGone(g.Black), isGone(g.White); {
	case b && w:
		return tournament.BothForfeit
	case b:
		return tournament.WhiteByForf
	case w:
		return tournament.BlackByForf
	}
	return tournament.NoResult
}

// PlayedAfter lists the player's games with a result in rounds after
// `after`: a withdrawal after that round would contradict them, so the
// arbiter must choose a later round.
func PlayedAfter(f Field, player int64, after int) []tournament.Game {
	var out []tournament.Game
	for _, g := range f.Games {
		if (g.Black == player || g.White == player) && g.Round > after && g.Result != tournament.NoResult {
			out = append(out, g)
		}
	}
	return out
}

// Held is why a game's result is the effect of a withdrawal: the player
// who withdrew, and whether his results are void (a round robin left
// before half the games, SPEC §9.2) rather than the game a forfeit given
// for a round after his withdrawal (§9.2–9.4).
type Held struct {
	Player tournament.Player
	Void   bool
}

// HeldByWithdrawal tells whether a game's result is the effect of a
// withdrawal, which only undoing the withdrawal may change: every game of
// a round-robin player whose results are void, and every game of a round
// after a player's withdrawal. A result typed on such a game would make a
// void player count again, or overwrite the forfeit the rules give.
func HeldByWithdrawal(f Field, g tournament.Game) (Held, bool) {
	for _, p := range f.Players {
		if (p.ID != g.Black && p.ID != g.White) || !p.Withdrawn() {
			continue
		}
		if isRoundRobin(f.Group) {
			w := Withdraw(f, p.ID, p.WithdrawnAfter)
			if w.Kind == ResultsVoid || w.Kind == BeforeStart {
				return Held{Player: p, Void: true}, true
			}
		}
		if g.Round > p.WithdrawnAfter {
			return Held{Player: p}, true
		}
	}
	return Held{}, false
}
