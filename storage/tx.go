package storage

import (
	"context"
	"database/sql"
	"errors"
	"os"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// querier is what the reads run on: the file (*sql.DB) or a unit of work's
// transaction (*sql.Tx).
type querier interface {
	Query(query string, args ...any) (*sql.Rows, error)
	QueryRow(query string, args ...any) *sql.Row
}

// reads are the queries of a tournament, on the file as it is (Store) or
// inside a unit of work (Tx), which sees its own writes.
type reads struct{ q querier }

// Field is everything pairing needs to know of a group, read inside the
// unit of work (Store.Field keeps the last one read between writes).
func (s *reads) Field(g tournament.Group) (pairing.Field, error) { return s.readField(g) }

// ErrNoRow is a row that a unit of work changes and the file does not
// have (a game, a player, a team, a report); test with errors.Is.
var ErrNoRow = errors.New("no such row")

// Change names a unit of work in the audit log: the action (a catalogue
// key such as "action.result_set"), its detail, and the desk that made it.
type Change struct {
	What, Detail string
	// Desk is the second desk (or "slip" and the client of a report from a
	// table) that made the change; "" is the window or the command line.
	Desk string
	// Backup, when set, has a backup copy of the file taken first, named
	// for this reason (a pairing is the moment an arbiter most wants to go
	// back to). A copy that cannot be written stops the change (a
	// *BackupError); the copy is kept only when the change is made.
	Backup string
}

// Tx is one unit of work on the tournament file: one transaction, and one
// action of the audit log (one undo step) holding every row it changes.
// Its reads see the file as the transaction does, its own writes
// included; nothing another writer does can come between them and its
// writes. A Tx is valid only inside the function given to Update.
type Tx struct {
	reads
	tx *auditTx
	s  *Store
}

// Update runs fn as one unit of work: everything fn writes, and its audit
// rows, is committed when fn returns nil, and nothing when it returns an
// error (which Update returns). A unit of work that changes nothing leaves
// no action in the log. Units of work of one Store run one at a time.
//
// Inside fn, read through the Tx only: the file has one connection, which
// the transaction holds until fn returns.
func (s *Store) Update(c Change, fn func(*Tx) error) error {
	if err := s.refuseWrite(c.What); err != nil {
		return err // a file opened for reading only: named before any backup
	}
	s.writing.Lock()
	defer s.writing.Unlock()
	var copy string
	if c.Backup != "" {
		var err error
		if copy, err = s.backupCopy(c.Backup); err != nil {
			return err
		}
	}
	err := s.writeAt(context.Background(), c.Desk, c.What, c.Detail, func(atx *auditTx) error {
		return fn(&Tx{reads: reads{q: atx.tx}, tx: atx, s: s})
	})
	if copy == "" {
		return err
	}
	if err != nil {
		os.Remove(copy)
		return err
	}
	return s.pruneBackups()
}

// SetDetail sets the detail the audit log shows for the unit of work's
// action, when it is known only inside it (the name of the player read).
func (tx *Tx) SetDetail(detail string) error {
	_, err := tx.tx.tx.Exec("UPDATE audit_actions SET detail = ? WHERE id = ?", detail, tx.tx.action)
	return err
}
