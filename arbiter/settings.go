package arbiter

import (
	"fmt"
	"slices"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// Create makes a new tournament file at path holding the settings, after
// checking them (tournament.Settings.Validate), and opens it.
func Create(path string, st tournament.Settings, opts storage.Options) (*storage.Store, error) {
	if err := st.Validate(); err != nil {
		return nil, err
	}
	return storage.Create(path, st, opts)
}

// SaveSettings saves the tournament's settings and its list of groups as
// one action, after checking them (tournament.Settings.Validate): groups
// with an ID are renamed or kept, groups without are added, and groups
// missing from the list are removed, only if nothing refers to them.
func (a *Arbiter) SaveSettings(st tournament.Settings) error {
	if err := st.Validate(); err != nil {
		return err
	}
	return a.store.Update(storage.Change{What: "action.settings_saved", Detail: st.Name}, func(tx *storage.Tx) error {
		return tx.SaveSettings(st)
	})
}

// AddGroup adds a group with its system, rounds and draw, and returns its
// id. A group the settings cannot take (no name, a name already used, an
// unknown system, a team-only system for individuals) is refused.
func (a *Arbiter) AddGroup(g tournament.Group) (int64, error) {
	var id int64
	err := a.store.Update(storage.Change{What: "action.group_added", Detail: g.Name}, func(tx *storage.Tx) error {
		if _, err := newGroup(tx, g); err != nil {
			return err
		}
		var err error
		id, err = tx.AddGroup(g)
		return err
	})
	return id, err
}

// newGroup refuses a group the settings cannot take and returns the
// settings it was checked against.
func newGroup(tx *storage.Tx, g tournament.Group) (tournament.Settings, error) {
	st, err := tx.Settings()
	if err != nil {
		return st, err
	}
	withNew := st
	withNew.Groups = append(slices.Clone(st.Groups), g)
	if err := withNew.Validate(); err != nil {
		return st, err
	}
	if _, err := tournament.ParseSystem(string(g.System)); err != nil {
		return st, err
	}
	return st, nil
}

// SaveGroupRules saves a group's pairing and ranking rules (draw,
// tiebreaks, what it ranks by, bye and late-entry points, McMahon bar and
// floor, clubs and pairs to keep apart, round starts) as one action, after
// checking them (tournament.Group.Problems). The byes already given are
// scored anew by the group's bye points.
func (a *Arbiter) SaveGroupRules(g tournament.Group) error {
	if ps := g.Problems(); len(ps) > 0 {
		return ps
	}
	for _, t := range g.Tiebreaks {
		if _, err := tournament.ParseTiebreaks(string(t)); err != nil {
			return err
		}
	}
	return a.store.Update(storage.Change{What: "action.group_rules", Detail: g.Name}, func(tx *storage.Tx) error {
		if err := checkAvoidPairs(tx, g); err != nil {
			return err
		}
		g.AvoidPairs = tournament.UniquePairs(g.AvoidPairs)
		st, err := tx.Settings()
		if err != nil {
			return err
		}
		if err := tx.SaveGroupRules(g); err != nil {
			return err
		}
		return tx.SetByePoints(g.ID, g.ByePointsOr(st.Points))
	})
}

// checkAvoidPairs refuses a new pair to keep apart that names someone who
// is not a player of the group (a pair the group had before stays, as it
// was kept).
func checkAvoidPairs(tx *storage.Tx, g tournament.Group) error {
	groups, err := tx.Groups()
	if err != nil {
		return err
	}
	var saved [][2]int64
	for _, old := range groups {
		if old.ID == g.ID {
			saved = tournament.UniquePairs(old.AvoidPairs)
		}
	}
	var players map[int64]tournament.Player
	for _, p := range tournament.UniquePairs(g.AvoidPairs) {
		if slices.Contains(saved, p) {
			continue
		}
		if players == nil {
			all, err := tx.Players()
			if err != nil {
				return err
			}
			players = make(map[int64]tournament.Player, len(all))
			for _, pl := range all {
				players[pl.ID] = pl
			}
		}
		for _, id := range p {
			pl, ok := players[id]
			if !ok {
				return &NotFoundError{What: "player", ID: id}
			}
			if pl.GroupID != g.ID {
				return &OtherGroupError{Player: pl.Name(), ID: id, Group: g.Name}
			}
		}
	}
	return nil
}

// OtherGroupError says that a player named for a group's rule plays in
// another group.
type OtherGroupError struct {
	Player string
	ID     int64
	Group  string
}

func (e *OtherGroupError) Error() string {
	return fmt.Sprintf("player %d (%s) is not in group %s", e.ID, e.Player, e.Group)
}

// MessageKey names the error's message for translation.
func (e *OtherGroupError) MessageKey() (key, english string, args map[string]any) {
	return "error.player_other_group", "Player {{.ID}} ({{.Player}}) does not play in {{.Group}}: a pair to keep apart is two players of the group.",
		map[string]any{"ID": e.ID, "Player": e.Player, "Group": e.Group}
}

// Group is the group of that name (or, with an empty name, the only or
// first group); a *GroupError when there is none.
func (a *Arbiter) Group(name string) (tournament.Group, error) {
	groups, err := a.Groups()
	if err != nil {
		return tournament.Group{}, err
	}
	for _, g := range groups {
		if g.Name == name || name == "" {
			return g, nil
		}
	}
	return tournament.Group{}, &GroupError{Name: name}
}

// GroupError names a group that does not exist.
type GroupError struct{ Name string }

func (e *GroupError) Error() string { return fmt.Sprintf("no group %q", e.Name) }

// MessageKey names the error's message for translation.
func (e *GroupError) MessageKey() (key, english string, args map[string]any) {
	if e.Name == "" {
		return "error.group.none", "The tournament has no group yet: add one first.", nil
	}
	return "error.group.unknown", "There is no group called {{.Name}}.", map[string]any{"Name": e.Name}
}
