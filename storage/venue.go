package storage

import (
	"database/sql"
	"fmt"
	"strconv"
	"time"

	"weiqi-arbiter/domain/tournament"
)

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
// of reported results as they come.
func (tx *Tx) SetReporting(on, autoAccept bool) error {
	return tx.tx.update("venue", 1, row{"reports_on": on, "auto_accept": autoAccept})
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

// GameReports lists the reports of a game from the tables, oldest first.
func (s *reads) GameReports(gameID int64) ([]tournament.Report, error) {
	return readReports(s.q, "SELECT id, game_id, result, at, client, state FROM result_reports WHERE game_id = ? ORDER BY id", gameID)
}

// Report is the report with the given id, and whether there is one.
func (s *reads) Report(id int64) (tournament.Report, bool, error) {
	reps, err := readReports(s.q, "SELECT id, game_id, result, at, client, state FROM result_reports WHERE id = ?", id)
	if err != nil || len(reps) == 0 {
		return tournament.Report{}, false, err
	}
	return reps[0], true, nil
}

// AddReport records a report from a table, as given, at the store's time;
// it returns the report with its id and time.
func (tx *Tx) AddReport(r tournament.Report) (tournament.Report, error) {
	r.At = tx.s.opts.now().UTC()
	var err error
	r.ID, err = tx.tx.insert("result_reports", row{"game_id": r.GameID, "result": string(r.Result),
		"at": r.At.Format(time.RFC3339), "client": r.Client, "state": string(r.State)})
	return r, err
}

// SetReportState sets where a report stands (accepted, set aside …).
func (tx *Tx) SetReportState(id int64, state tournament.ReportState) error {
	return tx.tx.update("result_reports", id, row{"state": string(state)})
}
