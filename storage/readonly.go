package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"weiqi-arbiter/internal/savefile"
)

// More reasons a file cannot be written. A file that can be read but not
// written (ErrReadOnly, ErrReadOnlyFolder, ErrDiskFull) is opened for
// reading: every read works, every write is refused with the reason.
var (
	// ErrDiskFull is a disk with no room left for the file's changes.
	ErrDiskFull = errors.New("the disk is full")
	// ErrCannotCreate is a new file the system would not create (a name
	// too long, a character the disk does not take).
	ErrCannotCreate = errors.New("the file cannot be created")
	// ErrNameTooLong is a file name longer than the disk takes (255
	// bytes on most disks, a Chinese character taking three).
	ErrNameTooLong = errors.New("the file name is too long")
	// ErrUnclosed is a file that was not closed properly (its journal is
	// beside it) on a disk the program may not write: the journal cannot
	// be applied there, and reading without it would show old data.
	ErrUnclosed = errors.New("the file was not closed properly and its folder cannot be written")
)

// probeSize is what a folder must take, written into a probe file, for the
// disk not to count as full: the write-ahead log's index (32 KiB) and a
// few pages of the first change.
const probeSize = 64 << 10

// fallsBack reports whether a refusal to open a file for writing leaves it
// readable: a read-only file or folder, a full disk.
func fallsBack(err error) (*FileError, bool) {
	var fe *FileError
	if errors.As(err, &fe) && (fe.Reason == ErrReadOnly || fe.Reason == ErrReadOnlyFolder || fe.Reason == ErrDiskFull) {
		return fe, true
	}
	return nil, false
}

// immutableDSN opens a file for reading only, without the shared-memory
// index SQLite would otherwise create beside it: a read-only disk cannot
// take one, and a full disk cannot grow one. It is used only for a file
// standing alone (no journal beside it) that this process cannot write and
// holds the lock of, or that nobody can write.
func immutableDSN(file string) string {
	q := url.Values{}
	q.Set("mode", "ro")
	q.Set("immutable", "1")
	q.Add("_pragma", "temp_store(MEMORY)")
	return fileURI(file) + "?" + q.Encode()
}

// openReadOnly opens a file the program may read but not write, for
// reading: cause (a read-only file or folder, a full disk) is every
// write's refusal. lock is the file's lock when it could be taken, else
// nil. A file of an older schema is read from a migrated copy in memory,
// the file itself untouched.
func openReadOnly(path, file string, opts Options, cause *FileError, lock *fileLock) (*Store, error) {
	if !cleanlyClosed(file) {
		return nil, &FileError{Path: path, Reason: ErrUnclosed, Detail: cause.Reason.Error()}
	}
	stamps := lock
	if stamps == nil {
		stamps = peekLock(file)
		if stamps != nil {
			defer stamps.f.Close()
		}
	}
	checked := stamps != nil && stamps.checked(file)
	ro := immutableDSN(file)
	version, err := inspect(path, file, checked, ro)
	if err != nil {
		return nil, err
	}
	var db *sql.DB
	if version == Migrations() {
		db, err = sql.Open("sqlite", ro)
		if err == nil {
			db.SetMaxOpenConns(1)
			err = db.Ping()
		}
	} else {
		db, err = migratedCopy(file, version)
	}
	if err != nil {
		if db != nil {
			db.Close()
		}
		return nil, &FileError{Path: path, Reason: ErrDamaged, Detail: err.Error()}
	}
	refusal := *cause
	refusal.Path = path
	s := &Store{reads: reads{q: db}, db: db, path: path, lock: lock, opts: opts, readOnly: &refusal}
	if err := s.loadColumns(); err != nil {
		db.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	return s, nil
}

// peekLock opens the lock file beside file for reading its stamp, without
// locking it (a folder that cannot be written takes no lock); nil when
// there is none.
func peekLock(file string) *fileLock {
	f, err := os.Open(file + ".lock")
	if err != nil {
		return nil
	}
	return &fileLock{f: f}
}

// migratedCopy reads a file of an older schema into memory and migrates
// the copy, so that a file on a disk the program cannot write is read with
// this program's schema.
func migratedCopy(file string, version int) (*sql.DB, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	if len(data) < 20 {
		return nil, errors.New("the file is too short")
	}
	data[18], data[19] = 1, 1 // a copy in memory keeps a rollback journal, not a write-ahead log
	db, err := sql.Open("sqlite", "file::memory:?_pragma=foreign_keys(1)")
	if err != nil {
		return nil, err
	}
	// The copy lives in the one connection: it is never closed while the
	// Store is open.
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	db.SetConnMaxLifetime(0)
	db.SetConnMaxIdleTime(0)
	conn, err := db.Conn(context.Background())
	if err != nil {
		db.Close()
		return nil, err
	}
	err = conn.Raw(func(dc any) error {
		d, ok := dc.(interface{ Deserialize([]byte) error })
		if !ok {
			return errors.New("the SQLite driver cannot read a copy in memory")
		}
		return d.Deserialize(data)
	})
	conn.Close()
	if err == nil {
		err = migrate(db, version)
	}
	if err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

// ReadOnly is the reason the file cannot be written (a *FileError: a
// read-only file or folder, a full disk at opening), or nil when it can.
// A file opened read-only shows everything; each write is refused with
// this reason.
func (s *Store) ReadOnly() error {
	if s.readOnly == nil {
		return nil
	}
	return s.readOnly
}

// refuseWrite is the refusal of the action what (its catalogue key) when
// the file was opened read-only, or nil.
func (s *Store) refuseWrite(what string) error {
	if s.readOnly == nil {
		return nil
	}
	e := *s.readOnly
	e.Action = what
	return &e
}

// writeFailed is the error of the action what that SQLite could not
// write: a full disk or a file that became read-only is said so (the
// action not saved, see diskProblem), anything else is wrapped as it is.
func (s *Store) writeFailed(what string, err error) error {
	if p := s.diskProblem(what, err); p != nil {
		return p
	}
	return fmt.Errorf("%s: %w", what, err)
}

// diskProblem is err as the refusal of the action what when SQLite could
// not write for want of room or permission, else nil.
func (s *Store) diskProblem(what string, err error) error {
	var se *sqlite.Error
	if !errors.As(err, &se) {
		return nil
	}
	switch se.Code() & 0xff {
	case sqlite3.SQLITE_FULL:
		return &FileError{Path: s.path, Reason: ErrDiskFull, Action: what, Detail: err.Error()}
	case sqlite3.SQLITE_READONLY:
		return &FileError{Path: s.path, Reason: ErrReadOnly, Action: what, Detail: err.Error()}
	case sqlite3.SQLITE_IOERR:
		if s.path != "" && savefile.DiskFull(probeFolder(filepath.Dir(s.path))) {
			return &FileError{Path: s.path, Reason: ErrDiskFull, Action: what, Detail: err.Error()}
		}
	}
	return nil
}

// createError is the refusal to create the file at path, in words that
// name that file, never the temporary one it is built under.
func createError(path string, err error) error {
	fe := &FileError{Path: path, Reason: ErrCannotCreate, Action: "action.tournament_created", Detail: systemWords(err)}
	var se *sqlite.Error
	switch {
	case savefile.DiskFull(err) || errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_FULL:
		fe.Reason = ErrDiskFull
	case savefile.NameTooLong(err):
		fe.Reason = ErrNameTooLong
	}
	return fe
}

// systemWords is the system's own reason in err, without the path it
// names.
func systemWords(err error) string {
	var le *os.LinkError
	var pe *fs.PathError
	switch {
	case errors.As(err, &le):
		return le.Err.Error()
	case errors.As(err, &pe):
		return pe.Err.Error()
	}
	return err.Error()
}

// probeFolder writes probeSize bytes into a new file in dir and removes
// it: the system's refusal, if any.
func probeFolder(dir string) error {
	probe, err := os.CreateTemp(dir, ".wqa-probe-*")
	if err != nil {
		return err
	}
	_, err = probe.Write(make([]byte, probeSize))
	probe.Close()
	os.Remove(probe.Name())
	return err
}
