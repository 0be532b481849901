package arbiter

import (
	"maps"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// RecordPlayoff records, as one action, the order of a play-off or a
// drawing of lots the regulations fix for players still tied after every
// tiebreak (SPEC §8): order is the players, best first, who share a place
// in the standings as of round asOf (0: the default round) without any
// play-off recorded for them before (so a mistake is put right by
// recording the order again). The standings then place them in that
// order and show it in a column of its own.
func (a *Arbiter) RecordPlayoff(g tournament.Group, asOf int, order []int64) error {
	return a.savePlayoff(g.ID, func(tx *storage.Tx, g *tournament.Group) error {
		without := maps.Clone(g.Playoff)
		for _, p := range order {
			delete(without, p)
		}
		g.Playoff = without
		f, err := field(tx, *g)
		if err != nil {
			return err
		}
		if asOf == 0 {
			asOf = f.LatestComplete()
		}
		warnings, err := tx.WarningTotals(g.ID, asOf)
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
		return nil
	})
}

// ClearPlayoff removes, as one action, the play-off or lots recorded for
// the given players.
func (a *Arbiter) ClearPlayoff(g tournament.Group, players []int64) error {
	return a.savePlayoff(g.ID, func(_ *storage.Tx, g *tournament.Group) error {
		g.Playoff = maps.Clone(g.Playoff)
		for _, p := range players {
			delete(g.Playoff, p)
		}
		return nil
	})
}

// savePlayoff reads the group as the file holds it, lets decide set its
// play-offs, and saves them, as one action.
func (a *Arbiter) savePlayoff(groupID int64, decide func(*storage.Tx, *tournament.Group) error) error {
	return a.store.Update(storage.Change{What: "action.playoff_recorded"}, func(tx *storage.Tx) error {
		g, err := groupByID(tx, groupID)
		if err != nil {
			return err
		}
		if err := tx.SetDetail(g.Name); err != nil {
			return err
		}
		if err := decide(tx, &g); err != nil {
			return err
		}
		return tx.SaveGroupRules(g)
	})
}
