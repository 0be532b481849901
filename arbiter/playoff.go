package arbiter

import (
	"maps"

	"weiqi-arbiter/domain/tournament"
)

// RecordPlayoff records, as one action, the order of a play-off or a
// drawing of lots the regulations fix for players still tied after every
// tiebreak (SPEC §8): order is the players, best first, who share a place
// in the standings as of round asOf (0: the default round) without any
// play-off recorded for them before (so a mistake is put right by
// recording the order again). The standings then place them in that
// order and show it in a column of its own.
func (a *Arbiter) RecordPlayoff(g tournament.Group, asOf int, order []int64) error {
	without := maps.Clone(g.Playoff)
	for _, p := range order {
		delete(without, p)
	}
	g.Playoff = without
	f, err := a.store.Field(g)
	if err != nil {
		return err
	}
	if asOf == 0 {
		asOf = f.LatestComplete()
	}
	warnings, err := a.store.WarningTotals(g.ID, asOf)
	if err != nil {
		return err
	}
	rows, _, err := f.Standings(asOf, warnings)
	if err != nil {
		return err
	}
	places, err := tournament.PlayoffPlaces(rows, order)
	if err != nil {
		return err
	}
	if g.Playoff == nil {
		g.Playoff = map[int64]int{}
	}
	maps.Copy(g.Playoff, places)
	return a.store.SavePlayoff(g)
}

// ClearPlayoff removes, as one action, the play-off or lots recorded for
// the given players.
func (a *Arbiter) ClearPlayoff(g tournament.Group, players []int64) error {
	g.Playoff = maps.Clone(g.Playoff)
	for _, p := range players {
		delete(g.Playoff, p)
	}
	return a.store.SavePlayoff(g)
}
