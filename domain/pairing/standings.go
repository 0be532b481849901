package pairing

import "weiqi-arbiter/domain/tournament"

// LatestComplete is the round standings are shown as of by default: the
// latest round whose results are all in, or the latest round if none is
// complete (0 before the first pairing).
func (f Field) LatestComplete() int {
	latest, open := 0, map[int]bool{}
	for _, game := range f.Games {
		latest = max(latest, game.Round)
		if game.Result == tournament.NoResult {
			open[game.Round] = true
		}
	}
	for n := latest; n >= 1; n-- {
		if !open[n] {
			return n
		}
	}
	return latest
}

// Standings ranks the field's group as of round asOf (0: LatestComplete),
// with each player's warnings (警告) up to that round, and returns the round
// used. A player who withdrew before the start is not in the event (SPEC
// §9.1); in a Swiss or McMahon group a withdrawn player is ranked with the
// rounds he missed scored as §9.3 says; a round robin's voided results are
// already void in the games, and a player left with no game scored is
// listed apart, without a place (§9.2). Every player who withdrew is
// marked. The group ranks by points or by the total score (Group.RankBy,
// which the caller resolves under the tournament's rules), and an
// OpenGotha group counts its virtual opponent in SOSOS.
func (f Field) Standings(asOf int, warnings map[int64]int) ([]tournament.Row, int, error) {
	g := f.Group
	if asOf == 0 {
		asOf = f.LatestComplete()
	}
	var ids []int64
	ratings, withdrawn, initial, extra := map[int64]int{}, map[int64]int{}, map[int64]int{}, map[int64]int{}
	gone, voided := map[int64]bool{}, map[int64]bool{}
	roundRobin := g.System == tournament.RoundRobin || g.System == tournament.DoubleRoundRobin
	absent, records := f.AbsentRounds(), tournament.Records(f.Games, f.Byes)
	if g.System != tournament.McMahon {
		initial = nil
	}
	for _, p := range f.Players {
		if p.WithdrawnAfter == 0 {
			continue // withdrew before the start: not in the event (SPEC §9.1)
		}
		ids = append(ids, p.ID)
		extra[p.ID] = p.Missed(asOf, absent[p.ID], records[p.ID]) * g.AbsentPoints
		ratings[p.ID] = p.Rating
		if initial != nil {
			initial[p.ID] = tournament.McMahonScore(p.Rank, g.Bar, g.Floor) + p.McMahonAdjust
		}
		if p.Withdrawn() {
			gone[p.ID] = true
			voided[p.ID] = roundRobin && !hasScoredGame(f.Games, p.ID)
		}
		if p.Withdrawn() && !roundRobin {
			withdrawn[p.ID] = p.WithdrawnAfter
		}
	}
	table, err := tournament.Standings(tournament.StandingsInput{
		Players: ids, Records: records, Points: f.Points, RoundDown: g.RoundDownMMS, VirtualOpponent: g.VirtualOpponent,
		ByePoints: g.ByePointsOr(f.Points), Rounds: asOf, Tiebreaks: g.Tiebreaks, Highest: g.Highest,
		Warnings: warnings, Ratings: ratings, Withdrawn: withdrawn, Initial: initial, Extra: extra, LotSeed: g.Seed,
		ByTotal: g.RankBy == tournament.RankByTotal, Gone: gone, Voided: voided,
	})
	return table, asOf, err
}

// hasScoredGame reports whether a player has a game with a result that
// counts (not void, not replayed, not still open): a round-robin player
// who withdrew without one had every result voided.
func hasScoredGame(games []tournament.Game, player int64) bool {
	for _, g := range games {
		if (g.Black == player || g.White == player) && g.Result != tournament.NoResult && g.Result != tournament.Void && g.Result != tournament.Replay {
			return true
		}
	}
	return false
}
