package arbiter

import (
	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// RoundView is what the pairing sheet (对阵表) of a round shows, read in
// one pass over the group: its games by table and its byes, the players
// and their scores before the round, the warnings
// given in each game and which games have a record.
type RoundView struct {
	Games    []tournament.Game
	Byes     []int64
	Players  map[int64]tournament.Player
	Points   map[int64]tournament.Frac     // scores before the round (pairing.Field.ScoresBefore)
	McMahon  bool                          // the scores are McMahon scores (麦克马洪分)
	Warnings map[int64][2]int              // by game: Black's and White's
	Recorded map[int64]bool                // by game
	Reports  map[int64][]tournament.Report // by game: reported from the tables, not yet dealt with
}

// RoundView reads round n of a group for display.
func (a *Arbiter) RoundView(g tournament.Group, n int) (RoundView, error) {
	f, err := field(a.store, g)
	if err != nil {
		return RoundView{}, err
	}
	v := RoundView{Byes: f.Byes[n], Players: map[int64]tournament.Player{}, McMahon: f.IsMcMahon()}
	for _, p := range f.Players {
		v.Players[p.ID] = p
	}
	for _, game := range f.Games {
		if game.Round == n {
			v.Games = append(v.Games, game)
		}
	}
	// The score before round n is the standings' after round n-1 (byes,
	// absences, McMahon's start included); warnings do not change points.
	if v.Points, err = f.ScoresBefore(n); err != nil {
		return RoundView{}, err
	}
	if v.Warnings, err = a.store.RoundWarnings(g.ID, n); err != nil {
		return RoundView{}, err
	}
	if v.Recorded, err = a.store.Recorded(g.ID); err != nil {
		return RoundView{}, err
	}
	if v.Reports, err = a.store.OpenReports(g.ID, n); err != nil {
		return RoundView{}, err
	}
	return v, nil
}

// StandingsView is the standings of a group with the players they name.
type StandingsView struct {
	Rows    []tournament.Row
	AsOf    int // the round they are after
	Players map[int64]tournament.Player
}

// StandingsView reads the standings of a group after round asOf (0: the
// latest complete round) and its players, in one pass over the group.
func (a *Arbiter) StandingsView(g tournament.Group, asOf int) (StandingsView, error) {
	f, err := field(a.store, g)
	if err != nil {
		return StandingsView{}, err
	}
	if asOf == 0 {
		asOf = f.LatestComplete()
	}
	warnings, err := a.store.WarningTotals(g.ID, asOf)
	if err != nil {
		return StandingsView{}, err
	}
	rows, asOf, err := f.Standings(asOf, warnings)
	if err != nil {
		return StandingsView{}, err
	}
	v := StandingsView{Rows: rows, AsOf: asOf, Players: map[int64]tournament.Player{}}
	for _, p := range f.Players {
		v.Players[p.ID] = p
	}
	return v, nil
}

// Standings computes a group's standings as of round asOf (0: the latest
// round whose results are all in, or the latest round if none is
// complete), with the warnings given up to that round (a tiebreak).
func (a *Arbiter) Standings(g tournament.Group, asOf int) ([]tournament.Row, int, error) {
	v, err := a.StandingsView(g, asOf)
	return v.Rows, v.AsOf, err
}

// PointsBefore is each player's score before round n, as the pairing
// sheet prints it (pairing.Field.ScoresBefore: the standings' after round
// n-1, byes and absences included; a McMahon group's McMahon scores, from
// round 1 on).
func (a *Arbiter) PointsBefore(g tournament.Group, n int) (map[int64]tournament.Frac, error) {
	f, err := field(a.store, g)
	if err != nil {
		return nil, err
	}
	return f.ScoresBefore(n)
}

// PairingChanged reports whether round n, paired again now from the
// results before it, would differ from the pairing on file
// (pairing.Changed).
func (a *Arbiter) PairingChanged(g tournament.Group, n int) (bool, error) {
	f, err := field(a.store, g)
	if err != nil {
		return false, err
	}
	return pairing.Changed(f, n), nil
}
