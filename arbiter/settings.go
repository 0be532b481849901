package arbiter

import (
	"fmt"
	"slices"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
)

// SaveSettings saves the tournament's settings.
func (a *Arbiter) SaveSettings(st tournament.Settings) error { return a.store.SaveSettings(st) }

// AddGroup adds a group and returns its id.
func (a *Arbiter) AddGroup(g tournament.Group) (int64, error) { return a.store.AddGroup(g) }

// SaveGroupRules saves a group's rules (system, tiebreaks, bye points …).
// A pair of players to keep apart that was not there before must be two
// players of the group; each pair is kept once.
func (a *Arbiter) SaveGroupRules(g tournament.Group) error {
	if err := a.checkAvoidPairs(g); err != nil {
		return err
	}
	g.AvoidPairs = tournament.UniquePairs(g.AvoidPairs)
	return a.store.SaveGroupRules(g)
}

// checkAvoidPairs refuses a new pair to keep apart that names someone who
// is not a player of the group.
func (a *Arbiter) checkAvoidPairs(g tournament.Group) error {
	groups, err := a.store.Groups()
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
			all, err := a.store.Players()
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

// AddTeam adds a team to a team group and returns its id.
func (a *Arbiter) AddTeam(groupID int64, t team.Team) (int64, error) {
	if err := a.registered(t); err != nil {
		return 0, err
	}
	return a.store.AddTeam(groupID, t)
}

// registered refuses a team naming a player who is not registered.
func (a *Arbiter) registered(t team.Team) error {
	players, err := a.store.Players()
	if err != nil {
		return err
	}
	known := make(map[int64]bool, len(players))
	for _, p := range players {
		known[p.ID] = true
	}
	for _, id := range append(append([]int64(nil), t.Members...), t.Reserves...) {
		if !known[id] {
			return &NotFoundError{What: "player", ID: id}
		}
	}
	return nil
}

// SetTeamOrder saves a team's declared board order.
func (a *Arbiter) SetTeamOrder(groupID int64, t team.Team) error {
	if err := a.registered(t); err != nil {
		return err
	}
	return a.store.SetTeamOrder(groupID, t)
}

// SetLineup saves a team's line-up for round n.
func (a *Arbiter) SetLineup(g tournament.Group, teamID int64, n int, players []int64) error {
	return a.store.SetLineup(g, teamID, n, players)
}

// Team is the team of a group with the given id.
func (a *Arbiter) Team(groupID, teamID int64) (team.Team, error) {
	teams, err := a.store.Teams(groupID)
	if err != nil {
		return team.Team{}, err
	}
	for _, t := range teams {
		if t.ID == teamID {
			return t, nil
		}
	}
	return team.Team{}, &NotFoundError{What: "team", ID: teamID}
}

// OrderFixedError says that a team's board order can no longer change:
// round 1 is paired (the line-up of a round changes instead).
type OrderFixedError struct{ Team string }

func (e *OrderFixedError) Error() string {
	return fmt.Sprintf("team %s: the board order is fixed once round 1 is paired", e.Team)
}

// MessageKey names the error's message for translation.
func (e *OrderFixedError) MessageKey() (key, english string, args map[string]any) {
	return "error.team.order_fixed", "The board order of {{.Team}} is fixed: round 1 is already paired. Change the line-up of a round instead.", map[string]any{"Team": e.Team}
}

// OrderEditable tells whether a team's declared board order may still be
// edited: not once round 1 is paired (OrderFixedError).
func (a *Arbiter) OrderEditable(groupID int64, t team.Team) error {
	latest, err := a.store.LatestRound(groupID)
	if err != nil {
		return err
	}
	if latest > 0 {
		return &OrderFixedError{Team: t.Name}
	}
	return nil
}
