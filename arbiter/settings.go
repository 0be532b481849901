package arbiter

import (
	"weiqi-arbiter/domain/tournament"
)

// SaveSettings saves the tournament's settings.
func (a *Arbiter) SaveSettings(st tournament.Settings) error { return a.store.SaveSettings(st) }

// AddGroup adds a group and returns its id.
func (a *Arbiter) AddGroup(g tournament.Group) (int64, error) { return a.store.AddGroup(g) }

// SaveGroupRules saves a group's rules (system, tiebreaks, bye points …).
func (a *Arbiter) SaveGroupRules(g tournament.Group) error { return a.store.SaveGroupRules(g) }
