package pairing

import (
	"slices"
	"sort"

	"weiqi-arbiter/domain/tournament"
)

// LatestComplete is the round standings are shown as of by default
// (tournament.RoundProgress.StandingsRound): the latest round whose
// results are all in, one at least more than a withdrawal's forfeit; while
// none is, the first round; 0 before the first pairing.
func (f Field) LatestComplete() int {
	byID := map[int64]tournament.Player{}
	for _, p := range f.Players {
		byID[p.ID] = p
	}
	gone := func(id int64, n int) bool { p, ok := byID[id]; return ok && p.Gone(n) }
	var progress tournament.RoundProgress
	for _, g := range f.Games {
		progress.Add(g.Round, g.Result, tournament.WithdrawalForfeit(g.Result, gone(g.Black, g.Round), gone(g.White, g.Round)))
	}
	return progress.StandingsRound()
}

// Standings ranks the field's group as of round asOf (0: LatestComplete;
// a round beyond the group's is refused, ShownRound), with each player's warnings (警告) up to that round, and returns the round
// used. A player who withdrew before the start is not in the event (SPEC
// §9.1); in a Swiss or McMahon group a withdrawn player is ranked with the
// rounds he missed scored as §9.3 says; a round robin's voided results are
// already void in the games, and a player left with no game scored is
// listed apart, without a place (§9.2). Every player who withdrew is
// marked. A player who never came (NeverCame) is listed apart too. The
// group ranks by points or by the total score (Group.RankBy, which the
// caller resolves under the tournament's rules), and an OpenGotha group
// counts its virtual opponent in SOSOS. A knockout ranks by the bracket
// (Bracket): the winner, the runner-up, then by the round each lost in; a
// Swiss then knockout ranks its knockout's players so, ahead of the
// others, who rank by the Swiss rounds.
func (f Field) Standings(asOf int, warnings map[int64]int) ([]tournament.Row, int, error) {
	g := f.Group
	if err := ShownRound(asOf, LastRound(f)); err != nil {
		return nil, 0, err
	}
	if asOf == 0 {
		asOf = f.LatestComplete()
	}
	var ids []int64
	ratings, withdrawn, initial, missed := map[int64]int{}, map[int64]int{}, map[int64]int{}, map[int64][]int{}
	gone, voided, noShow := map[int64]bool{}, map[int64]bool{}, map[int64]bool{}
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
		if g.AbsentPoints != 0 {
			missed[p.ID] = p.RoundsMissed(asOf, absent[p.ID], records[p.ID])
		}
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
		noShow[p.ID] = NeverCame(p, records[p.ID], asOf)
	}
	in := tournament.StandingsInput{
		Players: ids, Records: records, Points: f.Points, RoundDown: g.RoundDownMMS, VirtualOpponent: g.VirtualOpponent,
		ByePoints: g.ByePointsOr(f.Points), Rounds: asOf, Tiebreaks: g.Tiebreaks, Highest: g.Highest,
		Warnings: warnings, Ratings: ratings, Withdrawn: withdrawn, Initial: initial, Missed: missed,
		MissedPoints: g.AbsentPoints, LotSeed: g.Seed, ByTotal: g.RankBy == tournament.RankByTotal,
		Gone: gone, Voided: voided, NoShow: noShow, Playoff: g.Playoff,
	}
	switch g.System {
	case tournament.Knockout, tournament.DoubleKnockout:
		lives := 1
		if g.System == tournament.DoubleKnockout {
			lives = 2
		}
		in.Bracket = Bracket(f.Games, ids, lives, asOf)
	case tournament.SwissKnockout:
		if sr := g.SwissRounds; sr > 0 && asOf > sr {
			var ko []tournament.Game
			for _, game := range f.Games {
				if game.Round > sr {
					ko = append(ko, game)
				}
			}
			in.Rounds = sr
			in.Bracket = Bracket(ko, f.qualified(ko, asOf), 1, asOf)
			for id, r := range in.Bracket {
				in.Bracket[id] = r - sr
			}
		}
	}
	table, err := tournament.Standings(in)
	return table, asOf, err
}

// qualified is the players of a Swiss then knockout in its knockout: those
// with a knockout game, or a bye, in its rounds up to asOf.
func (f Field) qualified(ko []tournament.Game, asOf int) []int64 {
	seen := map[int64]bool{}
	var out []int64
	add := func(id int64) {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	for _, g := range ko {
		if g.Round <= asOf {
			add(g.Black)
			add(g.White)
		}
	}
	for r, ids := range f.Byes {
		if r > f.Group.SwissRounds && r <= asOf {
			for _, id := range ids {
				add(id)
			}
		}
	}
	return out
}

// Bracket is how far each of the players came in a knockout as of round
// asOf: the round of the game that knocked him out — his first loss, or
// with two lives (a double knockout) his second — or asOf+1 for a player
// still in. A game without a winner (no result yet, a draw or a double
// loss the regulations must settle) knocks nobody out. So the winner of a
// double knockout's grand final reset is ahead of its loser, who lost
// twice, and players knocked out in the same round share the place.
func Bracket(games []tournament.Game, players []int64, lives, asOf int) map[int64]int {
	sorted := slices.Clone(games)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Round < sorted[j].Round })
	out := make(map[int64]int, len(players))
	for _, p := range players {
		out[p] = asOf + 1
	}
	losses := map[int64]int{}
	for _, g := range sorted {
		if g.Round > asOf {
			break
		}
		loser := int64(0)
		switch g.Result.Winner() {
		case 'B':
			loser = g.White
		case 'W':
			loser = g.Black
		}
		if _, in := out[loser]; !in {
			continue
		}
		if losses[loser]++; losses[loser] == lives {
			out[loser] = g.Round
		}
	}
	return out
}

// NeverCame reports whether a player never came as of round asOf: not
// checked in, and neither a game nor a bye in a round up to asOf, when
// at least one round has been paired. Such a player is listed apart from
// the standings, not ranked.
func NeverCame(p tournament.Player, rec []tournament.RoundRecord, asOf int) bool {
	if p.CheckedIn || asOf < 1 {
		return false
	}
	for _, r := range rec {
		if r.Round <= asOf {
			return false
		}
	}
	return true
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

// ScoresBefore is each player's score before round n as the draw is
// checked against it (the pairing sheet, the Rounds screen): his points
// after round n−1, or in a McMahon group his McMahon score — before round
// 1 the initial score the rank gives (IsMcMahon says which). Other groups
// have none before round 1.
func (f Field) ScoresBefore(n int) (map[int64]tournament.Frac, error) {
	out := map[int64]tournament.Frac{}
	if n <= 1 {
		if f.IsMcMahon() {
			for _, p := range f.Players {
				out[p.ID] = tournament.F(int64(tournament.McMahonScore(p.Rank, f.Group.Bar, f.Group.Floor) + p.McMahonAdjust))
			}
		}
		return out, nil
	}
	rows, _, err := f.Standings(n-1, nil)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.Player] = r.Score
	}
	return out, nil
}

// IsMcMahon tells whether the group's scores are McMahon scores (麦克马洪分):
// what the draw is made on, and what every sheet of the draw shows.
func (f Field) IsMcMahon() bool { return f.Group.System == tournament.McMahon }

// ScoreDifference is a pair's score difference as the pairing explanation
// says it (Cost.ScoreDiff counts in points): in a McMahon group in McMahon
// points, a win each (麦克马洪分差), else in points (积分差).
func (f Field) ScoreDifference(c Cost) tournament.Frac {
	d := tournament.F(int64(c.ScoreDiff))
	if f.IsMcMahon() && f.Points.Win > 0 {
		d = d.Div(tournament.F(int64(f.Points.Win)))
	}
	return d
}
