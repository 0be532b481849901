package arbiter

import (
	"errors"
	"fmt"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// The use cases of the venue network: results reported from the tables by
// the code on each game's slip, and a second desk that signs in by name.
// Each names its desk (or the slip's client) in the audit log.

// Reasons a report from a table or a desk's entry is refused.
var (
	ErrReportsOff   = errors.New("reports from the tables are off")
	ErrNotPublished = errors.New("the round is not published")
	ErrResultFinal  = errors.New("the game already has its result")
	ErrReportClosed = errors.New("the report was already dealt with")
	// ErrResultChanged is a game whose result is no longer the one an
	// entry was made against (a second desk's entry): someone entered it
	// in the meantime.
	ErrResultChanged = errors.New("the game's result was changed meanwhile")
)

// VenueError says why a report or a desk's entry was refused, in the
// user's language; Current is the game's result when it matters.
type VenueError struct {
	Reason  error
	Current tournament.Result
}

func (e *VenueError) Error() string {
	if e.Current != tournament.NoResult {
		return fmt.Sprintf("%v (%s)", e.Reason, e.Current)
	}
	return e.Reason.Error()
}

func (e *VenueError) Unwrap() error { return e.Reason }

// Conflict reports whether the entry was refused because the game's result
// changed meanwhile, and that result.
func (e *VenueError) Conflict() (tournament.Result, bool) {
	return e.Current, e.Reason == ErrResultChanged
}

// MessageKey names the error's message for translation.
func (e *VenueError) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Result": string(e.Current), "Chinese": e.Current.Chinese()}
	switch e.Reason {
	case ErrReportsOff:
		return "error.venue.reports_off", "Results are not taken from the tables at this event: hand the slip in at the desk.", args
	case ErrNotPublished:
		return "error.venue.not_published", "This round is not published yet.", args
	case ErrResultFinal:
		return "error.venue.final", "This game already has its result ({{.Result}}); the code cannot change it. See the arbiter.", args
	case ErrResultChanged:
		return "error.venue.conflict", "Another desk entered {{.Result}} for this game meanwhile: nothing was changed. Look again and decide.", args
	case ErrReportClosed:
		return "error.venue.report_closed", "This report was already dealt with.", args
	}
	return "error.venue.other", "{{.Result}}", args
}

// SetReporting turns results from the tables on or off, and their
// acceptance as they come (no confirmation), as one action. Settings as
// they are already are no action: sharing an event again adds no undo
// step, and a file opened for reading only can still be shared.
func (a *Arbiter) SetReporting(on, autoAccept bool) error {
	if rep, err := a.store.Reporting(); err == nil && rep.On == on && rep.AutoAccept == autoAccept {
		return nil
	}
	return a.store.Update(storage.Change{What: "action.reporting_set", Detail: fmt.Sprint(on)}, func(tx *storage.Tx) error {
		return tx.SetReporting(on, autoAccept)
	})
}

// ReportResult records a result reported from a table by the code of the
// game's slip, as one action at the desk "slip" with the client's address.
// The report waits for the arbiter (or, when the event accepts reported
// results as they come, becomes the result unless an earlier report
// differs); a report that differs from an earlier one is kept flagged and
// changes nothing (tournament.NewReportState); a game with its result, a
// round not published, or an event that takes no reports takes none.
func (a *Arbiter) ReportResult(gameID int64, r tournament.Result, client string) (tournament.Report, error) {
	if _, err := tournament.ParseResult(string(r)); err != nil || r == tournament.NoResult {
		return tournament.Report{}, fmt.Errorf("report: %w", err)
	}
	rep := tournament.Report{GameID: gameID, Result: r, Client: client}
	c := storage.Change{What: "action.result_reported", Detail: string(r), Desk: "slip " + client}
	err := a.store.Update(c, func(tx *storage.Tx) error {
		rp, err := tx.Reporting()
		if err != nil {
			return err
		}
		if !rp.On {
			return &VenueError{Reason: ErrReportsOff}
		}
		g, err := game(tx, gameID)
		if err != nil {
			return err
		}
		if !g.Published {
			return &VenueError{Reason: ErrNotPublished}
		}
		if g.Result != tournament.NoResult {
			return &VenueError{Reason: ErrResultFinal, Current: g.Result}
		}
		earlier, err := tx.GameReports(gameID)
		if err != nil {
			return err
		}
		rep.State = tournament.NewReportState(earlier, r)
		if rep, err = tx.AddReport(rep); err != nil {
			return err
		}
		if rp.AutoAccept && rep.State == tournament.ReportPending {
			rep.State = tournament.ReportAccepted
			return accept(tx, g, rep.ID, r)
		}
		return nil
	})
	return rep, err
}

// accept makes r the game's result, marks report id accepted and sets the
// game's other open reports aside. A reported margin is the count on the
// board, and the game's warnings are applied to it, as to a result entered
// at the desk.
func accept(tx *storage.Tx, g storage.GameRow, id int64, r tournament.Result) error {
	r, err := penalised(tx, g, r)
	if err != nil {
		return err
	}
	if err := tx.SetResult(g.ID, r); err != nil {
		return err
	}
	return settleReports(tx, g.ID, id)
}

// settleReports closes a game's open reports: report id (if any) accepted,
// the others set aside.
func settleReports(tx *storage.Tx, gameID, accepted int64) error {
	reports, err := tx.GameReports(gameID)
	if err != nil {
		return err
	}
	for _, o := range reports {
		if !o.Open() {
			continue
		}
		state := tournament.ReportSetAside
		if o.ID == accepted {
			state = tournament.ReportAccepted
		}
		if err := tx.SetReportState(o.ID, state); err != nil {
			return err
		}
	}
	return nil
}

// AcceptReport makes a report the result of its game, as one action of the
// named desk; the game's other open reports are set aside. A report already
// dealt with, or a game that has a result meanwhile, is refused.
func (a *Arbiter) AcceptReport(desk string, reportID int64) error {
	c := storage.Change{What: "action.report_accepted", Detail: fmt.Sprint(reportID), Desk: desk}
	return a.store.Update(c, func(tx *storage.Tx) error {
		rep, ok, err := tx.Report(reportID)
		if err != nil {
			return err
		}
		if !ok || !rep.Open() {
			return &VenueError{Reason: ErrReportClosed}
		}
		g, err := game(tx, rep.GameID)
		if err != nil {
			return err
		}
		if g.Result != tournament.NoResult {
			return &VenueError{Reason: ErrResultFinal, Current: g.Result}
		}
		return accept(tx, g, reportID, rep.Result)
	})
}

// AcceptAgreedReports accepts, as one action of the named desk, the report
// of every game without a result whose open reports all say the same
// (tournament.Agreed); it returns how many games got their result. Games
// whose reports differ wait.
func (a *Arbiter) AcceptAgreedReports(desk string) (int, error) {
	n := 0
	err := a.store.Update(storage.Change{What: "action.reports_accepted", Desk: desk}, func(tx *storage.Tx) error {
		n = 0
		all, err := tx.Reports()
		if err != nil {
			return err
		}
		byGame := map[int64][]tournament.Report{}
		var order []int64
		for _, r := range all {
			if !r.Open() {
				continue
			}
			if byGame[r.GameID] == nil {
				order = append(order, r.GameID)
			}
			byGame[r.GameID] = append(byGame[r.GameID], r)
		}
		for _, id := range order {
			r, ok := tournament.Agreed(byGame[id])
			if !ok {
				continue
			}
			g, err := game(tx, id)
			if err != nil {
				return err
			}
			if g.Result != tournament.NoResult {
				continue
			}
			if err := accept(tx, g, byGame[id][0].ID, r); err != nil {
				return err
			}
			n++
		}
		return nil
	})
	return n, err
}
