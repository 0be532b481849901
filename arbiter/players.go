package arbiter

import (
	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// AddPlayer registers a player and returns the new player's id.
func (a *Arbiter) AddPlayer(p tournament.Player) (int64, error) { return a.store.AddPlayer(p) }

// UpdatePlayer saves an edited registration.
func (a *Arbiter) UpdatePlayer(p tournament.Player) error { return a.store.UpdatePlayer(p) }

// SetCheckedIn records a player's check-in (签到), or takes it back.
func (a *Arbiter) SetCheckedIn(playerID int64, in bool) error {
	return a.store.SetCheckedIn(playerID, in)
}

// SetFixedTable gives a player a fixed table (0 removes it).
func (a *Arbiter) SetFixedTable(playerID int64, table int) error {
	return a.store.SetFixedTable(playerID, table)
}

// SetAbsent marks a player absent for round n (not paired), or present.
func (a *Arbiter) SetAbsent(groupID int64, n int, playerID int64, absent bool) error {
	return a.store.SetAbsent(groupID, n, playerID, absent)
}

// player is the registered player with the given id.
func (a *Arbiter) player(id int64) (tournament.Player, error) {
	players, err := a.store.Players()
	if err != nil {
		return tournament.Player{}, err
	}
	for _, p := range players {
		if p.ID == id {
			return p, nil
		}
	}
	return tournament.Player{}, &NotFoundError{What: "player", ID: id}
}

// WithdrawalEffect is what withdrawing the player after round `after` would
// do (pairing.Withdraw), for the arbiter to see before applying it. It is
// the effect Withdraw applies.
func (a *Arbiter) WithdrawalEffect(playerID int64, after int) (pairing.Withdrawal, tournament.Group, error) {
	p, err := a.player(playerID)
	if err != nil {
		return pairing.Withdrawal{}, tournament.Group{}, err
	}
	if p.GroupID == 0 {
		return pairing.Withdraw(pairing.Field{}, playerID, after), tournament.Group{}, nil
	}
	g, err := a.GroupByID(p.GroupID)
	if err != nil {
		return pairing.Withdrawal{}, g, err
	}
	f, err := a.store.Field(g)
	if err != nil {
		return pairing.Withdrawal{}, g, err
	}
	return pairing.Withdraw(f, playerID, after), g, nil
}

// Withdraw records that a player withdrew after round `after` (0: before
// the start), with its effect on the games already paired
// (WithdrawalEffect), as one action.
func (a *Arbiter) Withdraw(playerID int64, after int) error {
	return a.store.Withdraw(playerID, after)
}

// WithdrawTeam records that a team withdrew after round `after`.
func (a *Arbiter) WithdrawTeam(teamID int64, after int) error {
	return a.store.WithdrawTeam(teamID, after)
}
