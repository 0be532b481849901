package arbiter

import (
	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// Reads that the rules complete: storage gives a group as it was saved,
// and the tournament's rule set says what it ranks by and which
// tiebreaks it shows when none were chosen (tournament.Group.Under).

// groupReader is what reading a group's field needs, from the file or
// inside a unit of work.
type groupReader interface {
	Field(g tournament.Group) (pairing.Field, error)
	Settings() (tournament.Settings, error)
}

// field is everything pairing and the standings need of a group, the
// group as it ranks under the tournament's rules (a Swiss-then-knockout
// seeds its knockout by the standings).
func field(r groupReader, g tournament.Group) (pairing.Field, error) {
	st, err := r.Settings()
	if err != nil {
		return pairing.Field{}, err
	}
	f, err := r.Field(g)
	if err != nil {
		return pairing.Field{}, err
	}
	f.Group = g.Under(st.Rules)
	f.Group.RankBy = g.Ranking(st.Rules)
	return f, nil
}

// Field is everything pairing and the standings need of a group: its
// players, games, byes and absences, and the group as it ranks under the
// tournament's rules.
func (a *Arbiter) Field(g tournament.Group) (pairing.Field, error) { return field(a.store, g) }

// Settings reads the tournament's settings, each group with the tiebreaks
// it shows under the rules.
func (a *Arbiter) Settings() (tournament.Settings, error) {
	st, err := a.store.Settings()
	for i, g := range st.Groups {
		st.Groups[i] = g.Under(st.Rules)
	}
	return st, err
}

// Groups lists the tournament's groups in their order, each with the
// tiebreaks it shows under the rules.
func (a *Arbiter) Groups() ([]tournament.Group, error) {
	st, err := a.Settings()
	return st.Groups, err
}
