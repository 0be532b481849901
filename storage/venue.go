package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"time"

	"weiqi-arbiter/domain/tournament"
)

// Reasons a report from a table or a desk's entry is refused.
var (
	ErrReportsOff   = errors.New("reports from the tables are off")
	ErrNotPublished = errors.New("the round is not published")
	ErrResultFinal  = errors.New("the game already has its result")
	ErrReportClosed = errors.New("the report was already dealt with")
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

// Version names the state of the file: it changes with every action, undo
// and redo, and comes back when an undo is redone. The venue server polls
// it to know when to refresh what it shows.
func (s *Store) Version() (string, error) {
	var last, undone int64
	err := s.db.QueryRow(`SELECT coalesce(max(id), 0), (SELECT count(*) FROM audit_actions WHERE state = 1)
		FROM audit_actions`).Scan(&last, &undone)
	if err != nil {
		return "", fmt.Errorf("read version: %w", err)
	}
	return strconv.FormatInt(last, 10) + "." + strconv.FormatInt(undone, 10), nil
}

// Reporting reads how the event takes results from the tables.
func (s *reads) Reporting() (tournament.Reporting, error) {
	var r tournament.Reporting
	err := s.q.QueryRow("SELECT secret, reports_on, auto_accept FROM venue WHERE id = 1").Scan(&r.Secret, &r.On, &r.AutoAccept)
	if err != nil {
		return r, fmt.Errorf("read reporting: %w", err)
	}
	return r, nil
}

// SetReporting turns reports from the tables on or off, and the accepting
// of reported results as they come, as one action.
func (s *Store) SetReporting(on, autoAccept bool) error {
	return s.write(context.Background(), "action.reporting_set", fmt.Sprint(on), func(tx *auditTx) error {
		return tx.update("venue", 1, row{"reports_on": on, "auto_accept": autoAccept})
	})
}

// Reports lists every result reported from the tables, oldest first.
func (s *reads) Reports() ([]tournament.Report, error) {
	return readReports(s.q, "SELECT id, game_id, result, at, client, state FROM result_reports ORDER BY id")
}

// OpenReports is, for each game of round n of a group, its reports not yet
// dealt with (pending or flagged), in the order they came.
func (s *reads) OpenReports(groupID int64, n int) (map[int64][]tournament.Report, error) {
	reports, err := readReports(s.q, `SELECT rr.id, rr.game_id, rr.result, rr.at, rr.client, rr.state
		FROM result_reports rr JOIN games g ON g.id = rr.game_id JOIN rounds r ON r.id = g.round_id
		WHERE r.group_id = ? AND r.number = ? AND rr.state IN (?, ?) ORDER BY rr.id`,
		groupID, n, tournament.ReportPending, tournament.ReportFlagged)
	if err != nil {
		return nil, err
	}
	out := map[int64][]tournament.Report{}
	for _, r := range reports {
		out[r.GameID] = append(out[r.GameID], r)
	}
	return out, nil
}

func readReports(q interface {
	Query(string, ...any) (*sql.Rows, error)
}, query string, args ...any) ([]tournament.Report, error) {
	rows, err := q.Query(query, args...)
	if err != nil {
		return nil, fmt.Errorf("read reports: %w", err)
	}
	defer rows.Close()
	var out []tournament.Report
	for rows.Next() {
		var r tournament.Report
		var res, at, state string
		if err := rows.Scan(&r.ID, &r.GameID, &res, &at, &r.Client, &state); err != nil {
			return nil, fmt.Errorf("read reports: %w", err)
		}
		r.Result, r.State = tournament.Result(res), tournament.ReportState(state)
		r.At, _ = time.Parse(time.RFC3339, at)
		out = append(out, r)
	}
	return out, rows.Err()
}

// gameState reads a game's result and whether its round is published.
func gameState(tx *sql.Tx, gameID int64) (tournament.Result, bool, error) {
	var res, status string
	err := tx.QueryRow(`SELECT coalesce(g.result, ''), r.status FROM games g JOIN rounds r ON r.id = g.round_id
		WHERE g.id = ?`, gameID).Scan(&res, &status)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, ErrNoSuchGame
	}
	return tournament.Result(res), status == "published", err
}

// ReportResult records a result reported from a table by the code of the
// game's slip, as one action at the desk "slip" with the client's address.
// The report waits for the arbiter (or, when the event accepts reported
// results, becomes the result unless an earlier report differs). A report
// that differs from an earlier one is kept flagged and changes nothing. A
// game that has its result takes no more reports (ErrResultFinal).
func (s *Store) ReportResult(gameID int64, r tournament.Result, client string) (tournament.Report, error) {
	if _, err := tournament.ParseResult(string(r)); err != nil || r == tournament.NoResult {
		return tournament.Report{}, fmt.Errorf("report: %w", err)
	}
	st, err := s.Settings()
	if err != nil {
		return tournament.Report{}, err
	}
	rep := tournament.Report{GameID: gameID, Result: r, Client: client, At: s.opts.now().UTC()}
	err = s.writeAt(context.Background(), "slip "+client, "action.result_reported", string(r), func(tx *auditTx) error {
		var on, auto bool
		if err := tx.tx.QueryRow("SELECT reports_on, auto_accept FROM venue WHERE id = 1").Scan(&on, &auto); err != nil {
			return err
		}
		if !on {
			return &VenueError{Reason: ErrReportsOff}
		}
		current, published, err := gameState(tx.tx, gameID)
		if err != nil {
			return err
		}
		if !published {
			return &VenueError{Reason: ErrNotPublished}
		}
		if current != tournament.NoResult {
			return &VenueError{Reason: ErrResultFinal, Current: current}
		}
		earlier, err := readReports(tx.tx, "SELECT id, game_id, result, at, client, state FROM result_reports WHERE game_id = ? ORDER BY id", gameID)
		if err != nil {
			return err
		}
		rep.State = tournament.NewReportState(earlier, r)
		if rep.ID, err = tx.insert("result_reports", row{"game_id": gameID, "result": string(r),
			"at": rep.At.Format(time.RFC3339), "client": client, "state": string(rep.State)}); err != nil {
			return err
		}
		if auto && rep.State == tournament.ReportPending {
			rep.State = tournament.ReportAccepted
			return acceptIn(tx, st.Rules, gameID, rep.ID, r)
		}
		return nil
	})
	return rep, err
}

// acceptIn makes r the game's result, marks report id accepted and sets the
// game's other open reports aside. A reported margin is the count on the
// board, and the game's warnings are applied to it under rules, as to a
// result entered at the desk (SetResult).
func acceptIn(tx *auditTx, rules tournament.RuleSet, gameID, id int64, r tournament.Result) error {
	var bw, ww int
	if err := tx.tx.QueryRow("SELECT black_warnings, white_warnings FROM games WHERE id = ?", gameID).Scan(&bw, &ww); err != nil {
		return fmt.Errorf("accept report: %w", err)
	}
	if err := tx.update("games", gameID, row{"result": string(r.Penalised(rules, bw, ww))}); err != nil {
		return err
	}
	return settleReports(tx, gameID, id)
}

// settleReports closes a game's open reports: report id (if any) accepted,
// the others set aside.
func settleReports(tx *auditTx, gameID, accepted int64) error {
	open, err := readReports(tx.tx, "SELECT id, game_id, result, at, client, state FROM result_reports WHERE game_id = ? AND state IN (?, ?)",
		gameID, tournament.ReportPending, tournament.ReportFlagged)
	if err != nil {
		return err
	}
	for _, o := range open {
		state := tournament.ReportSetAside
		if o.ID == accepted {
			state = tournament.ReportAccepted
		}
		if err := tx.update("result_reports", o.ID, row{"state": string(state)}); err != nil {
			return err
		}
	}
	return nil
}

// AcceptReport makes a report the result of its game, as one action of the
// named desk; the game's other open reports are set aside. A report already
// dealt with, or a game that has a result meanwhile, is refused.
func (s *Store) AcceptReport(desk string, reportID int64) error {
	st, err := s.Settings()
	if err != nil {
		return err
	}
	return s.writeAt(context.Background(), desk, "action.report_accepted", fmt.Sprint(reportID), func(tx *auditTx) error {
		reps, err := readReports(tx.tx, "SELECT id, game_id, result, at, client, state FROM result_reports WHERE id = ?", reportID)
		if err != nil {
			return err
		}
		if len(reps) == 0 || !reps[0].Open() {
			return &VenueError{Reason: ErrReportClosed}
		}
		current, _, err := gameState(tx.tx, reps[0].GameID)
		if err != nil {
			return err
		}
		if current != tournament.NoResult {
			return &VenueError{Reason: ErrResultFinal, Current: current}
		}
		return acceptIn(tx, st.Rules, reps[0].GameID, reportID, reps[0].Result)
	})
}

// AcceptAgreedReports accepts, as one action of the named desk, the report
// of every game without a result whose open reports all say the same; it
// returns how many games got their result. Games whose reports differ wait.
func (s *Store) AcceptAgreedReports(desk string) (int, error) {
	st, err := s.Settings()
	if err != nil {
		return 0, err
	}
	n := 0
	err = s.writeAt(context.Background(), desk, "action.reports_accepted", "", func(tx *auditTx) error {
		n = 0
		open, err := readReports(tx.tx, "SELECT id, game_id, result, at, client, state FROM result_reports WHERE state IN (?, ?) ORDER BY id",
			tournament.ReportPending, tournament.ReportFlagged)
		if err != nil {
			return err
		}
		byGame := map[int64][]tournament.Report{}
		var order []int64
		for _, r := range open {
			if byGame[r.GameID] == nil {
				order = append(order, r.GameID)
			}
			byGame[r.GameID] = append(byGame[r.GameID], r)
		}
		for _, g := range order {
			r, ok := tournament.Agreed(byGame[g])
			if !ok {
				continue
			}
			current, _, err := gameState(tx.tx, g)
			if err != nil {
				return err
			}
			if current != tournament.NoResult {
				continue
			}
			if err := acceptIn(tx, st.Rules, g, byGame[g][0].ID, r); err != nil {
				return err
			}
			n++
		}
		return nil
	})
	return n, err
}

// SetResultAtDesk records a game's result entered at a named desk, as one
// action. seen is the result the desk saw before the entry: when the game's
// result is something else now (another desk, the window, an accepted
// report), nothing changes and the error says what the result is. The
// game's open reports are set aside.
func (s *Store) SetResultAtDesk(desk string, gameID int64, seen, r tournament.Result) error {
	r, err := s.penalised(gameID, r) // as at the window
	if err != nil {
		return err
	}
	var res any = string(r)
	if r == tournament.NoResult {
		res = nil
	}
	return s.writeAt(context.Background(), desk, "action.result_set", string(r), func(tx *auditTx) error {
		current, _, err := gameState(tx.tx, gameID)
		if err != nil {
			return err
		}
		if current != seen {
			return &VenueError{Reason: ErrResultChanged, Current: current}
		}
		if err := tx.update("games", gameID, row{"result": res}); err != nil {
			return err
		}
		return settleReports(tx, gameID, 0)
	})
}
