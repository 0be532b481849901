package storage

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"weiqi-arbiter/domain/tournament"
)

// row is one table row as column → value (int64, float64, string or nil).
type row map[string]any

// json writes the row as the audit log keeps it: a JSON object, keys in
// order (as encoding/json writes a map). The values a row holds are
// written directly; anything else goes through encoding/json. An import
// writes 100,000 of these.
func (r row) json() (string, error) {
	keys := make([]string, 0, len(r))
	for k := range r {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	b := make([]byte, 0, 64*len(keys))
	b = append(b, '{')
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, k)
		b = append(b, ':')
		switch v := r[k].(type) {
		case nil:
			b = append(b, "null"...)
		case string:
			b = appendJSONString(b, v)
		case int64:
			b = strconv.AppendInt(b, v, 10)
		case int:
			b = strconv.AppendInt(b, int64(v), 10)
		case bool:
			b = strconv.AppendBool(b, v)
		default:
			j, err := json.Marshal(v)
			if err != nil {
				return "", err
			}
			b = append(b, j...)
		}
	}
	return string(append(b, '}')), nil
}

// appendJSONString appends s as a JSON string: quotes, backslashes and
// control characters escaped, invalid UTF-8 replaced (as encoding/json does).
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	for _, r := range s { // an invalid byte reads as U+FFFD, as encoding/json writes it
		switch {
		case r == '"' || r == '\\':
			b = append(b, '\\', byte(r))
		case r < 0x20:
			b = append(b, fmt.Sprintf("\\u%04x", r)...)
		default:
			b = utf8.AppendRune(b, r)
		}
	}
	return append(b, '"')
}

// Action is one user action as the audit log records it.
type Action = tournament.Action

// ErrNothingToUndo and ErrNothingToRedo are returned by Undo and Redo when
// the log holds nothing to undo or redo.
var (
	ErrNothingToUndo = tournament.ErrNothingToUndo
	ErrNothingToRedo = tournament.ErrNothingToRedo
)

// auditTx is a write transaction that records every row it changes under one
// audit action.
type auditTx struct {
	tx       *sql.Tx
	action   int64
	columns  map[string][]string
	stmts    map[string]*sql.Stmt // prepared once per transaction; see prepared
	nextGame int64                // the id the next new game gets; 0 until read (see newGameID)
}

// prepared returns query prepared in the transaction, preparing it the
// first time: an action that writes many rows (an import of 100,000
// players) parses each of its statements once. The statements close with
// the transaction.
func (t *auditTx) prepared(query string) (*sql.Stmt, error) {
	if st, ok := t.stmts[query]; ok {
		return st, nil
	}
	st, err := t.tx.Prepare(query)
	if err != nil {
		return nil, err
	}
	if t.stmts == nil {
		t.stmts = map[string]*sql.Stmt{}
	}
	t.stmts[query] = st
	return st, nil
}

// Query runs a query through a prepared statement (see prepared).
func (t *auditTx) Query(query string, args ...any) (*sql.Rows, error) {
	st, err := t.prepared(query)
	if err != nil {
		return nil, err
	}
	return st.Query(args...)
}

// Exec runs a statement through a prepared statement (see prepared).
func (t *auditTx) Exec(query string, args ...any) (sql.Result, error) {
	st, err := t.prepared(query)
	if err != nil {
		return nil, err
	}
	return st.Exec(args...)
}

// loadColumns learns the columns of every audited table from the schema, so
// that identifiers in generated SQL come from the schema, never from input.
func (s *Store) loadColumns() error {
	rows, err := s.db.Query(`SELECT m.name, p.name FROM sqlite_schema m JOIN pragma_table_info(m.name) p
		WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE 'audit_%'
		ORDER BY m.name, p.cid`)
	if err != nil {
		return err
	}
	defer rows.Close()
	s.columns = map[string][]string{}
	for rows.Next() {
		var t, c string
		if err := rows.Scan(&t, &c); err != nil {
			return err
		}
		s.columns[t] = append(s.columns[t], c)
	}
	return rows.Err()
}

// write runs fn in one IMMEDIATE transaction under a new audit action. Either
// everything fn did and its audit rows are committed, or nothing is.
func (s *Store) write(ctx context.Context, what, detail string, fn func(*auditTx) error) error {
	return s.writeAt(ctx, "", what, detail, fn)
}

// writeAt is write for an action made at a named desk (a second desk on the
// venue network, or a report from a table), which the audit log records.
func (s *Store) writeAt(ctx context.Context, desk, what, detail string, fn func(*auditTx) error) error {
	if err := s.refuseWrite(what); err != nil {
		return err
	}
	s.cache.changed()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return s.writeFailed(what, err)
	}
	defer tx.Rollback()
	// A new action ends the redo chain.
	if _, err := tx.Exec("UPDATE audit_actions SET state = 2 WHERE state = 1"); err != nil {
		return s.writeFailed(what, err)
	}
	res, err := tx.Exec("INSERT INTO audit_actions (at, what, detail, desk) VALUES (?, ?, ?, ?)",
		s.opts.now().UTC().Format(time.RFC3339Nano), what, detail, desk)
	if err != nil {
		return s.writeFailed(what, err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return s.writeFailed(what, err)
	}
	atx := &auditTx{tx: tx, action: id, columns: s.columns}
	if err := fn(atx); err != nil {
		if p := s.diskProblem(what, err); p != nil {
			return p
		}
		return err
	}
	var n int
	if err := tx.QueryRow("SELECT count(*) FROM audit_changes WHERE action_id = ?", id).Scan(&n); err != nil {
		return s.writeFailed(what, err)
	}
	if n == 0 {
		// Nothing changed: leave no empty action in the log.
		return nil
	}
	if err := tx.Commit(); err != nil {
		return s.writeFailed(what, err)
	}
	s.changed.Store(true)
	return nil
}

func (t *auditTx) checkColumns(table string, r row) ([]string, error) {
	known, ok := t.columns[table]
	if !ok {
		return nil, fmt.Errorf("unknown table %q", table)
	}
	cols := make([]string, 0, len(r))
	for c := range r {
		if !slices.Contains(known, c) {
			return nil, fmt.Errorf("unknown column %s.%s", table, c)
		}
		cols = append(cols, c)
	}
	slices.Sort(cols)
	return cols, nil
}

// readRow returns a whole row of table by id, or nil if there is none.
func readRow(q interface {
	Query(string, ...any) (*sql.Rows, error)
}, table string, id int64) (row, error) {
	rows, err := q.Query("SELECT * FROM "+table+" WHERE id = ?", id)
	if err != nil {
		return nil, err
	}
	return scanRow(rows)
}

// scanRow reads the one row of rows, or nil if there is none, and closes rows.
func scanRow(rows *sql.Rows) (row, error) {
	defer rows.Close()
	if !rows.Next() {
		return nil, rows.Err()
	}
	cols, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	vals := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	if err := rows.Scan(ptrs...); err != nil {
		return nil, err
	}
	r := row{}
	for i, c := range cols {
		if b, ok := vals[i].([]byte); ok {
			vals[i] = string(b)
		}
		r[c] = vals[i]
	}
	return r, nil
}

func (t *auditTx) record(table string, id int64, before, after row) error {
	var b, a any
	if before != nil {
		j, err := before.json()
		if err != nil {
			return err
		}
		b = j
	}
	if after != nil {
		j, err := after.json()
		if err != nil {
			return err
		}
		a = j
	}
	_, err := t.Exec("INSERT INTO audit_changes (action_id, tbl, row_id, before, after) VALUES (?, ?, ?, ?, ?)",
		t.action, table, id, b, a)
	return err
}

// insert adds a row to table and records it; it returns the new row's id.
// The row as stored (defaults filled in) comes back from the INSERT itself.
func (t *auditTx) insert(table string, r row) (int64, error) {
	if _, ok := r["id"]; table == "games" && !ok {
		id, err := t.newGameID()
		if err != nil {
			return 0, fmt.Errorf("insert into %s: %w", table, err)
		}
		r["id"] = id
	}
	cols, err := t.checkColumns(table, r)
	if err != nil {
		return 0, fmt.Errorf("insert into %s: %w", table, err)
	}
	args := make([]any, len(cols))
	for i, c := range cols {
		args[i] = r[c]
	}
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(cols)), ", ")
	rows, err := t.Query("INSERT INTO "+table+" ("+strings.Join(cols, ", ")+") VALUES ("+marks+") RETURNING *", args...)
	if err != nil {
		return 0, fmt.Errorf("insert into %s: %w", table, err)
	}
	after, err := scanRow(rows)
	if err != nil {
		return 0, fmt.Errorf("insert into %s: %w", table, err)
	}
	id, ok := after["id"].(int64)
	if !ok {
		return 0, fmt.Errorf("insert into %s: no id", table)
	}
	return id, t.record(table, id, nil, after)
}

// newGameID is the id of a new game: one past every id a game has had, in
// the file or in its audit log. A game's id is in its slip's code and held
// by the desks' pages and the clock's window; SQLite would give a round
// paired again the ids of the games it replaced, so that an old slip or a
// page not yet reloaded would name another game.
func (t *auditTx) newGameID() (int64, error) {
	if t.nextGame == 0 {
		var inFile, inLog int64
		if err := t.tx.QueryRow("SELECT coalesce(max(id), 0) FROM games").Scan(&inFile); err != nil {
			return 0, err
		}
		if err := t.tx.QueryRow("SELECT coalesce(max(row_id), 0) FROM audit_changes WHERE tbl = 'games'").Scan(&inLog); err != nil {
			return 0, err
		}
		t.nextGame = max(inFile, inLog) + 1
	}
	id := t.nextGame
	t.nextGame++
	return id, nil
}

func insertRow(tx interface {
	Exec(string, ...any) (sql.Result, error)
}, columns map[string][]string, table string, r row) (int64, error) {
	cols, err := (&auditTx{columns: columns}).checkColumns(table, r)
	if err != nil {
		return 0, err
	}
	args := make([]any, len(cols))
	for i, c := range cols {
		args[i] = r[c]
	}
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(cols)), ", ")
	res, err := tx.Exec("INSERT INTO "+table+" ("+strings.Join(cols, ", ")+") VALUES ("+marks+")", args...)
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}

// update sets the given columns of one row and records the row before and
// after. Columns whose value does not change are not written; a change that
// changes nothing records nothing.
func (t *auditTx) update(table string, id int64, changes row) error {
	if _, err := t.checkColumns(table, changes); err != nil {
		return fmt.Errorf("update %s: %w", table, err)
	}
	before, err := readRow(t.tx, table, id)
	if err != nil {
		return fmt.Errorf("update %s %d: %w", table, id, err)
	}
	if before == nil {
		return fmt.Errorf("update %s %d: %w", table, id, ErrNoRow)
	}
	diff := row{}
	for c, v := range changes {
		if !sameValue(before[c], v) {
			diff[c] = v
		}
	}
	if len(diff) == 0 {
		return nil
	}
	if err := setColumns(t.tx, t.columns, table, id, diff); err != nil {
		return fmt.Errorf("update %s %d: %w", table, id, err)
	}
	after, err := readRow(t.tx, table, id)
	if err != nil {
		return err
	}
	return t.record(table, id, before, after)
}

func setColumns(tx *sql.Tx, columns map[string][]string, table string, id int64, r row) error {
	cols, err := (&auditTx{columns: columns}).checkColumns(table, r)
	if err != nil {
		return err
	}
	sets := make([]string, len(cols))
	args := make([]any, 0, len(cols)+1)
	for i, c := range cols {
		sets[i] = c + " = ?"
		args = append(args, r[c])
	}
	args = append(args, id)
	_, err = tx.Exec("UPDATE "+table+" SET "+strings.Join(sets, ", ")+" WHERE id = ?", args...)
	return err
}

// remove deletes one row and records what it held.
func (t *auditTx) remove(table string, id int64) error {
	if _, ok := t.columns[table]; !ok {
		return fmt.Errorf("delete from %s: unknown table", table)
	}
	before, err := readRow(t.tx, table, id)
	if err != nil {
		return fmt.Errorf("delete from %s %d: %w", table, id, err)
	}
	if before == nil {
		return nil
	}
	if _, err := t.tx.Exec("DELETE FROM "+table+" WHERE id = ?", id); err != nil {
		return fmt.Errorf("delete from %s %d: %w", table, id, err)
	}
	return t.record(table, id, before, nil)
}

// sameValue compares a value read from SQLite with one about to be written.
func sameValue(a, b any) bool {
	norm := func(v any) any {
		switch x := v.(type) {
		case int:
			return int64(x)
		case bool:
			if x {
				return int64(1)
			}
			return int64(0)
		case []byte:
			return string(x)
		}
		return v
	}
	return norm(a) == norm(b)
}

// decodeRow reads a row back from its JSON in the audit log, keeping whole
// numbers as int64.
func decodeRow(text string) (row, error) {
	dec := json.NewDecoder(bytes.NewReader([]byte(text)))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		return nil, err
	}
	r := row{}
	for k, v := range m {
		if n, ok := v.(json.Number); ok {
			if i, err := n.Int64(); err == nil {
				v = i
			} else if f, err := n.Float64(); err == nil {
				v = f
			}
		}
		r[k] = v
	}
	return r, nil
}

type change struct {
	table         string
	id            int64
	before, after sql.NullString
}

// Undo reverts the latest action that is not undone and returns it.
func (s *Store) Undo() (Action, error) {
	return s.step(true)
}

// Redo applies again the action that was undone last and returns it.
func (s *Store) Redo() (Action, error) {
	return s.step(false)
}

func (s *Store) step(undo bool) (Action, error) {
	query := "SELECT id, at, what, detail FROM audit_actions WHERE state = 0 ORDER BY id DESC LIMIT 1"
	none := ErrNothingToUndo
	if !undo {
		query = "SELECT id, at, what, detail FROM audit_actions WHERE state = 1 ORDER BY id ASC LIMIT 1"
		none = ErrNothingToRedo
	}
	what := "action.redo"
	if undo {
		what = "action.undo"
	}
	if err := s.refuseWrite(what); err != nil {
		return Action{}, err
	}
	s.writing.Lock()
	defer s.writing.Unlock()
	s.cache.changed()
	tx, err := s.db.Begin()
	if err != nil {
		return Action{}, s.writeFailed(what, err)
	}
	defer tx.Rollback()
	var a Action
	var at string
	err = tx.QueryRow(query).Scan(&a.ID, &at, &a.What, &a.Detail)
	if errors.Is(err, sql.ErrNoRows) {
		return Action{}, none
	}
	if err != nil {
		return Action{}, err
	}
	a.At, _ = time.Parse(time.RFC3339Nano, at)
	if a.What == "action.tournament_created" && undo {
		return Action{}, ErrNothingToUndo
	}
	changes, err := actionChanges(tx, a)
	if err != nil {
		return Action{}, err
	}
	if undo {
		slices.Reverse(changes)
	}
	for _, c := range changes {
		from, to := c.before, c.after
		if !undo {
			from, to = c.after, c.before
		}
		// Revert "to" back to "from".
		if err := s.apply(tx, c.table, c.id, to, from); err != nil {
			if p := s.diskProblem(what, err); p != nil {
				return Action{}, p
			}
			return Action{}, fmt.Errorf("undo %s: %w", a.What, err)
		}
	}
	state, undoneAt := 1, any(s.opts.now().UTC().Format(time.RFC3339Nano))
	if !undo {
		state, undoneAt = 0, nil
	}
	if _, err := tx.Exec("UPDATE audit_actions SET state = ?, undone_at = ? WHERE id = ?", state, undoneAt, a.ID); err != nil {
		return Action{}, s.writeFailed(what, err)
	}
	if err := tx.Commit(); err != nil {
		return Action{}, s.writeFailed(what, err)
	}
	s.changed.Store(true)
	a.Undone = undo
	return a, nil
}

// actionChanges reads the rows an action changed, in the order it changed
// them.
func actionChanges(tx *sql.Tx, a Action) ([]change, error) {
	rows, err := tx.Query("SELECT tbl, row_id, before, after FROM audit_changes WHERE action_id = ? ORDER BY id", a.ID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var changes []change
	for rows.Next() {
		var c change
		if err := rows.Scan(&c.table, &c.id, &c.before, &c.after); err != nil {
			return nil, err
		}
		changes = append(changes, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read the changes of %s: %w", a.What, err)
	}
	return changes, nil
}

// apply turns a row from state cur into state want (either may be absent).
func (s *Store) apply(tx *sql.Tx, table string, id int64, cur, want sql.NullString) error {
	if _, ok := s.columns[table]; !ok {
		return fmt.Errorf("unknown table %q", table)
	}
	switch {
	case !want.Valid:
		_, err := tx.Exec("DELETE FROM "+table+" WHERE id = ?", id)
		return err
	case !cur.Valid:
		r, err := decodeRow(want.String)
		if err != nil {
			return err
		}
		_, err = insertRow(tx, s.columns, table, r)
		return err
	default:
		r, err := decodeRow(want.String)
		if err != nil {
			return err
		}
		delete(r, "id")
		return setColumns(tx, s.columns, table, id, r)
	}
}

// History returns the newest actions of the audit log, newest first.
func (s *Store) History(limit int) ([]Action, error) {
	rows, err := s.db.Query("SELECT id, at, what, detail, desk, state FROM audit_actions ORDER BY id DESC LIMIT ?", limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Action
	for rows.Next() {
		var a Action
		var at string
		var state int
		if err := rows.Scan(&a.ID, &at, &a.What, &a.Detail, &a.Desk, &state); err != nil {
			return nil, err
		}
		a.At, _ = time.Parse(time.RFC3339Nano, at)
		a.Undone = state != 0
		out = append(out, a)
	}
	return out, rows.Err()
}

// UndoRedoState tells what Undo and Redo would act on (empty What if nothing).
func (s *Store) UndoRedoState() (undo, redo Action, err error) {
	q := func(query string) (Action, error) {
		var a Action
		err := s.db.QueryRow(query).Scan(&a.ID, &a.What, &a.Detail)
		if errors.Is(err, sql.ErrNoRows) {
			return Action{}, nil
		}
		return a, err
	}
	undo, err = q("SELECT id, what, detail FROM audit_actions WHERE state = 0 AND what != 'action.tournament_created' ORDER BY id DESC LIMIT 1")
	if err != nil {
		return
	}
	redo, err = q("SELECT id, what, detail FROM audit_actions WHERE state = 1 ORDER BY id ASC LIMIT 1")
	return
}

// removeWhere removes, with their audit records, the rows of table whose ids
// the query (with args) selects.
func (t *auditTx) removeWhere(table, query string, args ...any) error {
	rows, err := t.tx.Query(query, args...)
	if err != nil {
		return err
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		ids = append(ids, id)
	}
	err = rows.Err()
	rows.Close()
	if err != nil {
		return fmt.Errorf("read %s to remove: %w", table, err)
	}
	for _, id := range ids {
		if err := t.remove(table, id); err != nil {
			return err
		}
	}
	return nil
}
