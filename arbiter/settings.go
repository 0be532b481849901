package arbiter

import (
	"fmt"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
)

// SaveSettings saves the tournament's settings.
func (a *Arbiter) SaveSettings(st tournament.Settings) error { return a.store.SaveSettings(st) }

// AddGroup adds a group and returns its id.
func (a *Arbiter) AddGroup(g tournament.Group) (int64, error) { return a.store.AddGroup(g) }

// SaveGroupRules saves a group's rules (system, tiebreaks, bye points …).
func (a *Arbiter) SaveGroupRules(g tournament.Group) error { return a.store.SaveGroupRules(g) }

// AddTeam adds a team to a team group and returns its id.
func (a *Arbiter) AddTeam(groupID int64, t team.Team) (int64, error) {
	return a.store.AddTeam(groupID, t)
}

// SetTeamOrder saves a team's declared board order.
func (a *Arbiter) SetTeamOrder(groupID int64, t team.Team) error {
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
