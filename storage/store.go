// Package storage keeps a tournament in one SQLite file (extension .wqa): the
// schema and its migrations, the queries, units of work (Store.Update: one
// transaction per user action with its audit rows), undo and redo from
// the audit log, and backups. It decides no rule: the use cases that read
// and write inside a unit of work are arbiter's, and what they write is
// stored as given.
package storage

import (
	"bytes"
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver, registered as "sqlite"

	"weiqi-arbiter/domain/tournament"
)

// Extension is the file extension of tournament files.
const Extension = ".wqa"

// applicationID marks a SQLite file as a tournament file ("WQA1").
const applicationID = 0x57514131

//go:embed migrations/*.sql
var migrationFS embed.FS

// Reasons a file is refused. Open and Create wrap them in a *FileError; test
// with errors.Is. A refused file is left byte for byte as it was.
var (
	ErrNotTournament = errors.New("not a tournament file")
	ErrDamaged       = errors.New("the file is damaged")
	ErrNewerVersion  = errors.New("the file comes from a newer version of the program")
	ErrInUse         = errors.New("the file is open in another instance of the program")
	ErrExists        = errors.New("a file of that name already exists")
	ErrNotFound      = errors.New("no such file")
)

// FileError says which file was refused and why.
type FileError struct {
	Path   string
	Reason error  // one of the Err values above
	Detail string // what SQLite or the system said, if anything
	// Action is the catalogue key of the action that was not saved, for a
	// write refused (ErrReadOnly, ErrReadOnlyFolder, ErrDiskFull).
	Action string
}

func (e *FileError) Error() string {
	msg := e.Path + ": " + e.Reason.Error()
	if e.Detail != "" {
		msg += " (" + e.Detail + ")"
	}
	return msg
}

func (e *FileError) Unwrap() error { return e.Reason }

// Options tune a Store. The zero value is ready to use.
type Options struct {
	// Now is the clock for audit times and backup names; time.Now when nil.
	Now func() time.Time
	// KeepBackups is how many backups of the file to keep; 20 when zero.
	KeepBackups int
}

// Store is an open tournament file: its reads, and units of work (Update)
// that each are one transaction and one action of the audit log. A Store
// may be used from several goroutines: units of work run one at a time,
// and database/sql serialises the reads on the file's one connection.
type Store struct {
	reads   // the queries, on the file
	db      *sql.DB
	writing sync.Mutex // held by a unit of work (Update), an undo or a redo
	path    string
	lock    *fileLock
	opts    Options
	columns map[string][]string // audited tables and their columns
	changed atomic.Bool         // something was written since Open (the venue server writes from its own goroutines)
	closed  bool
	cache   readCache
	// readOnly is set when the file was opened for reading only: every
	// write is refused with it (see openReadOnly).
	readOnly *FileError
	// unstamped is set when the file may differ from the stamp in its lock
	// file once closed: it was checked whole, or migrated, at opening.
	unstamped bool
}

// Migrations returns the schema version this program writes.
func Migrations() int {
	names, _ := migrationNames()
	return len(names)
}

func migrationNames() ([]string, error) {
	entries, err := migrationFS.ReadDir("migrations")
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	return names, nil
}

func (o Options) now() time.Time {
	if o.Now != nil {
		return o.Now()
	}
	return time.Now()
}

// fileURI is the "file:" URI SQLite opens the file at path by: the
// characters a URI gives a meaning (% ? #) are escaped, so that a file named
// "乙组 #2 100%.wqa" is that file, not "乙组 " with a fragment. A path that
// begins with two slashes (a Windows network share, \\server\share\event.wqa,
// or \\?\ before a long path) is given an empty authority before it, or
// SQLite reads "server" as the URI's host and refuses the file ("invalid
// uri authority").
func fileURI(path string) string {
	p := strings.NewReplacer("%", "%25", "?", "%3F", "#", "%23").Replace(filepath.ToSlash(path))
	if strings.HasPrefix(p, "//") {
		return "file://" + p
	}
	return "file:" + p
}

// dsn is the data source name of the file at path, read-only or with the
// PRAGMAs of the program's one writing connection.
func dsn(path string, readOnly bool) string {
	q := url.Values{}
	if readOnly {
		q.Set("mode", "ro")
	} else {
		q.Add("_pragma", "foreign_keys(1)")
		q.Add("_pragma", "journal_mode(WAL)")
		q.Add("_pragma", "synchronous(FULL)")
		q.Add("_pragma", "busy_timeout(5000)")
		q.Set("_txlock", "immediate")
	}
	return fileURI(path) + "?" + q.Encode()
}

// sqliteMagic is the first 16 bytes of every SQLite 3 database file.
var sqliteMagic = []byte("SQLite format 3\x00")

// Create makes a new tournament file at path holding settings, as given
// (arbiter.Create checks them first), and opens it. It refuses a path that
// exists. The file is built under a temporary name and renamed into place,
// so a crash leaves either no file or a whole one.
func Create(path string, settings tournament.Settings, opts Options) (*Store, error) {
	if _, err := os.Stat(path); err == nil {
		return nil, &FileError{Path: path, Reason: ErrExists}
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, createError(path, err)
	}
	// The temporary name is short and fixed in length, so that a long name
	// asked for fails on its own name, not on a hidden one.
	tmp, err := os.CreateTemp(dir, ".wqa-new-*")
	if err != nil {
		return nil, createError(path, err)
	}
	tmpName := tmp.Name()
	tmp.Close()
	defer os.Remove(tmpName)
	defer os.Remove(tmpName + "-journal")
	if err := initFile(tmpName, settings, opts); err != nil {
		return nil, createError(path, err)
	}
	if _, err := os.Stat(path); err == nil {
		return nil, &FileError{Path: path, Reason: ErrExists}
	}
	if err := os.Rename(tmpName, path); err != nil {
		return nil, createError(path, err)
	}
	syncDir(dir)
	return Open(path, opts)
}

// initFile writes the schema and the tournament row into a fresh database in
// rollback-journal mode, so that the finished file is a single file.
func initFile(path string, settings tournament.Settings, opts Options) error {
	db, err := sql.Open("sqlite", fileURI(path)+"?_pragma=foreign_keys(1)&_pragma=synchronous(FULL)")
	if err != nil {
		return err
	}
	defer db.Close()
	if err := migrate(db, 0); err != nil {
		return err
	}
	s := &Store{reads: reads{q: db}, db: db, opts: opts}
	if err := s.loadColumns(); err != nil {
		return err
	}
	return s.write(context.Background(), "action.tournament_created", settings.Name, func(tx *auditTx) error {
		_, err := tx.insert("tournament", row{
			"id": 1, "name": settings.Name, "created_at": opts.now().UTC().Format(time.RFC3339),
		})
		if err != nil {
			return err
		}
		return tx.saveSettings(settings)
	})
}

// Open opens an existing tournament file, migrating it to this program's
// schema. It refuses (and leaves untouched) a file that is not a tournament
// file, fails PRAGMA integrity_check, comes from a newer schema version, or is
// open in another instance. The integrity check is skipped for a file that
// is byte for byte as this program last closed it (see verify.go).
//
// Every name of one file opens the same file under the same lock: symbolic
// links are followed, and a file with a second name (a hard link) is
// refused.
//
// A file the program may read but not write — a read-only file, a file in
// a read-only folder or on a write-protected stick, a file on a full disk
// — is opened for reading: everything shows, and every write is refused
// with the reason (ReadOnly).
func Open(path string, opts Options) (*Store, error) {
	file, err := resolve(path)
	if err != nil {
		return nil, err
	}
	if err := checkHeader(path, file); err != nil {
		return nil, err
	}
	if err := checkWritable(path, file); err != nil {
		if cause, ok := fallsBack(err); ok {
			// A full disk still takes the lock; a folder that cannot be
			// written takes none (nobody can write the file there). A
			// file another window holds is refused as ever: it may be
			// written while this one reads.
			lock, err := acquireLock(path, file)
			if errors.Is(err, ErrInUse) {
				return nil, err
			}
			s, err := openReadOnly(path, file, opts, cause, lock)
			if err != nil && lock != nil {
				lock.release()
			}
			return s, err
		}
		return nil, err
	}
	lock, err := acquireLock(path, file)
	if err != nil {
		if cause, ok := fallsBack(err); ok {
			return openReadOnly(path, file, opts, cause, nil)
		}
		return nil, err
	}
	s, err := openLocked(path, file, opts, lock)
	if err != nil {
		lock.release()
		return nil, err
	}
	s.removeStaleParts()
	return s, nil
}

func checkHeader(path, file string) error {
	f, err := os.Open(file)
	if errors.Is(err, os.ErrNotExist) {
		return &FileError{Path: path, Reason: ErrNotFound}
	}
	if err != nil {
		return &FileError{Path: path, Reason: ErrNotTournament, Detail: err.Error()}
	}
	defer f.Close()
	head := make([]byte, len(sqliteMagic))
	if _, err := io.ReadFull(f, head); err != nil || !bytes.Equal(head, sqliteMagic) {
		return &FileError{Path: path, Reason: ErrNotTournament}
	}
	return nil
}

func openLocked(path, file string, opts Options, lock *fileLock) (*Store, error) {
	checked := lock.checked(file)
	version, err := inspect(path, file, checked, dsn(file, true))
	if err != nil {
		return nil, err
	}
	db, err := sql.Open("sqlite", dsn(file, false))
	if err != nil {
		return nil, &FileError{Path: path, Reason: ErrDamaged, Detail: err.Error()}
	}
	db.SetMaxOpenConns(1) // one writer; keeps PRAGMAs on the one connection
	if err := db.Ping(); err != nil {
		db.Close()
		return nil, &FileError{Path: path, Reason: ErrDamaged, Detail: err.Error()}
	}
	if err := migrate(db, version); err != nil {
		db.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	s := &Store{reads: reads{q: db}, db: db, path: path, lock: lock, opts: opts, unstamped: !checked || version < Migrations()}
	if err := s.loadColumns(); err != nil {
		db.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	return s, nil
}

// inspect reads a file through a read-only connection, without any PRAGMA
// that writes, and returns its schema version or the reason to refuse it.
//
// A file is this program's only if its schema is exactly what the
// migrations up to its version write: a file from another program that
// carries this program's id is refused before anything writes to it. The
// schema and the whole check of every page run unless the file was checked
// before and is unchanged since.
func inspect(path, file string, checked bool, readDSN string) (int, error) {
	db, err := sql.Open("sqlite", readDSN)
	if err != nil {
		return 0, &FileError{Path: path, Reason: ErrDamaged, Detail: err.Error()}
	}
	defer db.Close()
	var appID, version int
	if err := db.QueryRow("PRAGMA application_id").Scan(&appID); err != nil {
		return 0, &FileError{Path: path, Reason: ErrDamaged, Detail: err.Error()}
	}
	if appID != applicationID {
		return 0, &FileError{Path: path, Reason: ErrNotTournament}
	}
	if err := db.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		return 0, &FileError{Path: path, Reason: ErrDamaged, Detail: err.Error()}
	}
	if version > Migrations() {
		return 0, &FileError{Path: path, Reason: ErrNewerVersion,
			Detail: fmt.Sprintf("schema %d, this program knows up to %d", version, Migrations())}
	}
	if version < 1 { // every tournament file has at least the first schema
		return 0, &FileError{Path: path, Reason: ErrDamaged, Detail: fmt.Sprintf("schema version %d", version)}
	}
	if checked {
		return version, nil
	}
	want, err := expectedSchema(version)
	if err != nil {
		return 0, fmt.Errorf("open %s: %w", path, err)
	}
	have, err := schemaOf(db)
	if err != nil {
		return 0, &FileError{Path: path, Reason: ErrDamaged, Detail: err.Error()}
	}
	if !slices.Equal(have, want) {
		return 0, &FileError{Path: path, Reason: ErrDamaged, Detail: fmt.Sprintf("the tables are not those of schema version %d", version)}
	}
	rows, err := db.Query("PRAGMA integrity_check")
	if err != nil {
		return 0, &FileError{Path: path, Reason: ErrDamaged, Detail: err.Error()}
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return 0, &FileError{Path: path, Reason: ErrDamaged, Detail: err.Error()}
		}
		if line != "ok" {
			problems = append(problems, line)
		}
	}
	if err := rows.Err(); err != nil {
		return 0, &FileError{Path: path, Reason: ErrDamaged, Detail: err.Error()}
	}
	if len(problems) > 0 {
		return 0, &FileError{Path: path, Reason: ErrDamaged, Detail: strings.Join(problems, "; ")}
	}
	return version, nil
}

// migrate applies every embedded migration above version, each in its own
// transaction together with the new PRAGMA user_version.
func migrate(db *sql.DB, version int) error {
	names, err := migrationNames()
	if err != nil {
		return err
	}
	for i := version; i < len(names); i++ {
		text, err := migrationFS.ReadFile("migrations/" + names[i])
		if err != nil {
			return err
		}
		tx, err := db.Begin()
		if err != nil {
			return fmt.Errorf("migration %s: %w", names[i], err)
		}
		if _, err := tx.Exec(string(text)); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %s: %w", names[i], err)
		}
		if _, err := tx.Exec("PRAGMA user_version = " + strconv.Itoa(i+1)); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %s: %w", names[i], err)
		}
		if err := tx.Commit(); err != nil {
			return fmt.Errorf("migration %s: %w", names[i], err)
		}
	}
	return nil
}

// Path is the file the Store has open.
func (s *Store) Path() string { return s.path }

// SchemaVersion is the file's PRAGMA user_version.
func (s *Store) SchemaVersion() (int, error) {
	var v int
	err := s.db.QueryRow("PRAGMA user_version").Scan(&v)
	return v, err
}

// IntegrityCheck runs PRAGMA integrity_check and returns nil when it says ok.
func (s *Store) IntegrityCheck() error {
	var line string
	if err := s.db.QueryRow("PRAGMA integrity_check").Scan(&line); err != nil {
		return err
	}
	if line != "ok" {
		return fmt.Errorf("%w: %s", ErrDamaged, line)
	}
	return nil
}

// Close backs the file up if anything was written since it was opened and
// the newest backup is older than CloseBackupEvery, checkpoints the WAL
// into the file, stamps it as checked (see verify.go) and releases it.
func (s *Store) Close() error {
	if s.closed {
		return nil
	}
	s.closed = true
	if s.readOnly != nil { // nothing was written, nothing to check in
		err := s.db.Close()
		if s.lock != nil {
			s.lock.release()
		}
		return err
	}
	var errs []error
	if s.changed.Load() && s.backupDue() {
		if _, err := s.Backup("close"); err != nil {
			var be *BackupError
			if errors.As(err, &be) {
				be.Saved = true
			}
			errs = append(errs, err)
		}
	}
	// Folding the write-ahead log back into the file needs room on the
	// disk; when it fails the log stays beside the file, whole, and is
	// applied at the next opening: nothing is lost, so it is no error.
	_, _ = s.db.Exec("PRAGMA wal_checkpoint(TRUNCATE)")
	errs = append(errs, s.db.Close())
	err := errors.Join(errs...)
	if s.lock != nil {
		if s.changed.Load() || s.unstamped || err != nil {
			// A stamp not written costs only the whole check next time.
			_ = s.lock.record(s.closingStamp(err))
		}
		s.lock.release()
	}
	return err
}

// closingStamp is the stamp of the file as Close leaves it, or none when
// closing failed (err) or left a journal beside it.
func (s *Store) closingStamp(err error) stamp {
	if err != nil || !cleanlyClosed(s.path) {
		return ""
	}
	st, err := stampOf(s.path)
	if err != nil {
		return ""
	}
	return st
}

// actionName is an action's catalogue key as a message, so that a refusal
// names the action in the user's language.
type actionName string

// MessageKey names the action's words for translation.
func (a actionName) MessageKey() (key, english string, args map[string]any) {
	return string(a), string(a), nil
}

func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// MessageKey names the refusal's message for translation.
func (e *FileError) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Path": e.Path, "Detail": e.Detail, "Action": actionName(e.Action)}
	if e.Action != "" {
		switch e.Reason {
		case ErrReadOnly:
			return "error.file.read_only_unsaved", "{{.Path}} is read-only: “{{.Action}}” was not saved. Make the file writable (or copy it and open the copy), then do it again.", args
		case ErrReadOnlyFolder:
			return "error.file.read_only_folder_unsaved", "The folder of {{.Path}} cannot be written to (a write-protected stick, or a folder you may not change): “{{.Action}}” was not saved. Copy the file to a folder you can write to, open it there and do it again.", args
		case ErrDiskFull:
			return "error.file.disk_full", "The disk holding {{.Path}} is full: “{{.Action}}” was not saved. Free some space on it, then do it again.", args
		}
	}
	switch e.Reason {
	case ErrNotTournament:
		return "error.file.not_tournament", "{{.Path}} is not a Weiqi Arbiter tournament file. It was left unchanged.", args
	case ErrDamaged:
		return "error.file.damaged", "{{.Path}} is damaged ({{.Detail}}). It was left unchanged; open a copy from its backups folder.", args
	case ErrNewerVersion:
		return "error.file.newer", "{{.Path}} was written by a newer version of Weiqi Arbiter. Update the program to open it; the file was left unchanged.", args
	case ErrInUse:
		return "error.file.in_use", "{{.Path}} is already open in another Weiqi Arbiter window or program. Close it there first.", args
	case ErrExists:
		return "error.file.exists", "{{.Path}} already exists. Choose another name.", args
	case ErrNotFound:
		return "error.file.not_found", "{{.Path}} does not exist.", args
	case ErrReadOnly:
		return "error.file.read_only", "{{.Path}} is read-only, so the program cannot save changes to it. Make it writable, or copy it and open the copy.", args
	case ErrReadOnlyFolder:
		return "error.file.read_only_folder", "The folder of {{.Path}} is read-only: the lock that keeps two windows from writing the file at once cannot be created there. Copy the file to a folder you can write to and open it there.", args
	case ErrDiskFull:
		return "error.file.disk_full_open", "The disk holding {{.Path}} is full, so the program cannot save changes to the file. Free some space on it.", args
	case ErrNameTooLong:
		return "error.file.name_too_long", "The name of {{.Path}} is too long for the disk (a name may have up to 255 bytes; a Chinese character takes three): nothing was written. Choose a shorter name.", args
	case ErrCannotCreate:
		return "error.file.cannot_create", "{{.Path}} cannot be created ({{.Detail}}): nothing was written. Choose another name or folder.", args
	case ErrUnclosed:
		return "error.file.unclosed_read_only", "{{.Path}} was not closed properly, and its folder cannot be written to, so its last changes (kept in {{.Path}}-wal beside it) cannot be applied. Copy the file together with the files beside it to a folder you can write to and open it there.", args
	case ErrLinked:
		return "error.file.linked", "{{.Path}} has another name on this disk (a hard link), so two windows could change it at once under different names. Copy the file and open the copy.", args
	}
	return "error.file.other", "{{.Path}}: {{.Detail}}", args
}
