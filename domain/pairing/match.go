package pairing

import (
	"fmt"

	"weiqi-arbiter/domain/tournament"
)

// ErrMatchDecided is returned when a best-of-N match is asked for a game
// after one player has already won it.
var ErrMatchDecided = tournament.NewRefusal("the match is already decided",
	"error.round.match_decided", "Game {{.Round}} is not needed: the match is already decided.")

// MatchScore counts a best-of-N match's wins (a draw is half a win to each,
// in halves) and reports the winner once one has more than N/2.
func MatchScore(games []tournament.Game, a, b int64, bestOf int) (halvesA, halvesB int, winner int64) {
	for _, g := range games {
		ob, ow := g.Result.Outcomes()
		var oa, oc tournament.Outcome
		switch {
		case g.Black == a && g.White == b:
			oa, oc = ob, ow
		case g.Black == b && g.White == a:
			oa, oc = ow, ob
		default:
			continue
		}
		halvesA += halves(oa)
		halvesB += halves(oc)
	}
	switch {
	case halvesA > bestOf:
		winner = a
	case halvesB > bestOf:
		winner = b
	}
	return halvesA, halvesB, winner
}

func halves(o tournament.Outcome) int {
	switch o {
	case tournament.Won, tournament.WonForfeit:
		return 2
	case tournament.Drew:
		return 1
	}
	return 0
}

// pairMatch gives game n of a best-of-N match between the group's two
// players: the first registered takes Black in game 1 (or the winner of a
// recorded nigiri, registered first), and colours alternate.
func pairMatch(f Field, n int) ([]tournament.Game, []int64, Pairing, error) {
	if len(f.Players) != 2 {
		return nil, nil, Pairing{}, fmt.Errorf("pair game %d: a match is between two players, not %d", n, len(f.Players))
	}
	bestOf := max(1, f.Group.Rounds)
	if n > bestOf {
		return nil, nil, Pairing{}, fmt.Errorf("pair game %d: the match is best of %d", n, bestOf)
	}
	a, b := f.Players[0].ID, f.Players[1].ID
	var before []tournament.Game
	for _, g := range f.Games {
		if g.Round < n {
			before = append(before, g)
		}
	}
	if _, _, w := MatchScore(before, a, b, bestOf); w != 0 {
		return nil, nil, Pairing{}, fmt.Errorf("pair game %d: %w", n, ErrMatchDecided)
	}
	black, white := a, b
	if n%2 == 0 {
		black, white = b, a
	}
	return []tournament.Game{{Round: n, Table: 1, Black: black, White: white}}, nil, Pairing{}, nil
}

// pairSwissKnockout pairs a Swiss-then-knockout group: Swiss for the first
// SwissRounds rounds, then a knockout of the top KnockoutSize players by the
// standings after the Swiss.
func pairSwissKnockout(f Field, n int) ([]tournament.Game, []int64, Pairing, error) {
	sr := f.Group.SwissRounds
	if sr < 1 || f.Group.KnockoutSize < 2 {
		return nil, nil, Pairing{}, fmt.Errorf("pair round %d: a Swiss-then-knockout group needs Swiss rounds and a knockout size", n)
	}
	if n <= sr {
		return pairSwiss(f, n)
	}
	// Seeds: the standings after the Swiss rounds.
	var ids []int64
	for _, p := range f.Players {
		ids = append(ids, p.ID)
	}
	var swissGames, koGames []tournament.Game
	for _, g := range f.Games {
		if g.Round <= sr {
			swissGames = append(swissGames, g)
		} else {
			g.Round -= sr
			koGames = append(koGames, g)
		}
	}
	byes := map[int][]int64{}
	for r, b := range f.Byes {
		if r <= sr {
			byes[r] = b
		}
	}
	rows, err := tournament.Standings(tournament.StandingsInput{Players: ids, Records: tournament.Records(swissGames, byes),
		Points: f.Points, ByePoints: f.Group.ByePointsOr(f.Points), Rounds: sr, Tiebreaks: f.Group.Tiebreaks,
		ByTotal: f.Group.RankBy == tournament.RankByTotal})
	if err != nil {
		return nil, nil, Pairing{}, err
	}
	byID := map[int64]tournament.Player{}
	for _, p := range f.Players {
		byID[p.ID] = p
	}
	// A player who withdrew before the knockout does not qualify: the next
	// in the standings takes his place. One who withdraws during it, or is
	// recorded as withdrawn before it once its first round is paired,
	// keeps his place in the bracket and loses his next game by forfeit.
	paired := map[int64]bool{}
	for _, g := range koGames {
		if g.Round == 1 {
			paired[g.Black], paired[g.White] = true, true
		}
	}
	for _, id := range f.Byes[sr+1] {
		paired[id] = true
	}
	var top []tournament.Player
	for _, r := range rows {
		if p := byID[r.Player]; len(top) < f.Group.KnockoutSize && (!p.Gone(sr+1) || paired[p.ID]) {
			top = append(top, p)
		}
	}
	games, kbyes, p, err := knockoutRound(top, f.Points, koGames, n-sr)
	for i := range games {
		games[i].Round = n
	}
	games = withdrawnForfeit(f, games)
	return games, kbyes, p, err
}
