package arbiter

import "weiqi-arbiter/domain/tournament"

// The use cases of the venue network: results reported from the tables by
// the code on each game's slip, and a second desk that signs in by name.
// Each names its desk (or the slip's client) in the audit log.

// SetReporting turns results from the tables on or off, and their
// acceptance as they come (no confirmation), as one action. Settings as
// they are already are no action: sharing an event again adds no undo
// step, and a file opened for reading only can still be shared.
func (a *Arbiter) SetReporting(on, autoAccept bool) error {
	if rep, err := a.store.Reporting(); err == nil && rep.On == on && rep.AutoAccept == autoAccept {
		return nil
	}
	return a.store.SetReporting(on, autoAccept)
}

// ReportResult records a result reported from a table for the game: it
// waits for the arbiter (or becomes the result when the event accepts
// reports as they come); a report that differs from an earlier one is kept
// flagged and changes nothing; a game with its result takes no more.
func (a *Arbiter) ReportResult(gameID int64, r tournament.Result, client string) (tournament.Report, error) {
	return a.store.ReportResult(gameID, r, client)
}

// AcceptReport makes a report its game's result, at the named desk.
func (a *Arbiter) AcceptReport(desk string, reportID int64) error {
	return a.store.AcceptReport(desk, reportID)
}

// AcceptAgreedReports accepts, as one action of the named desk, every game
// whose open reports all say the same; it returns how many.
func (a *Arbiter) AcceptAgreedReports(desk string) (int, error) {
	return a.store.AcceptAgreedReports(desk)
}

// SetResultAtDesk enters a game's result at the named desk; seen is the
// result the desk saw, and a game whose result is something else by now is
// left alone (the error says what it is).
func (a *Arbiter) SetResultAtDesk(desk string, gameID int64, seen, r tournament.Result) error {
	if err := a.heldGame(gameID, r); err != nil {
		return err
	}
	return a.store.SetResultAtDesk(desk, gameID, seen, r)
}

// SetCheckedInAtDesk records a check-in (签到) made at the named desk.
func (a *Arbiter) SetCheckedInAtDesk(desk string, playerID int64, in bool) error {
	return a.store.SetCheckedInAtDesk(desk, playerID, in)
}

// AddPlayerAtDesk registers a late entry at the named desk.
func (a *Arbiter) AddPlayerAtDesk(desk string, p tournament.Player) (int64, error) {
	return a.store.AddPlayerAtDesk(desk, p)
}
