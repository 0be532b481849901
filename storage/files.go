package storage

import (
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"weiqi-arbiter/internal/savefile"
)

// More reasons a file is refused (see ErrNotTournament and the others).
var (
	// ErrReadOnly is a tournament file the program may not write.
	ErrReadOnly = errors.New("the file is read-only")
	// ErrReadOnlyFolder is a folder where the lock beside the file (and
	// SQLite's journal) cannot be created.
	ErrReadOnlyFolder = errors.New("the folder is read-only")
	// ErrLinked is a file with more than one name (a hard link): two
	// windows could open it under different names and write at once.
	ErrLinked = errors.New("the file has another name (a hard link)")
)

// resolve is the file a path names, symbolic links followed: the lock
// and the database are always the real file, whatever name opened it.
func resolve(path string) (string, error) {
	real, err := filepath.EvalSymlinks(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "", &FileError{Path: path, Reason: ErrNotFound}
	}
	if err != nil {
		// Some network drives cannot be resolved; the name itself is then
		// the file (the lock still guards that name).
		real = path
	}
	abs, err := filepath.Abs(real)
	if err != nil {
		return "", &FileError{Path: path, Reason: ErrNotTournament, Detail: err.Error()}
	}
	return abs, nil
}

// checkWritable refuses a file the program may not write, and a file with
// more than one name, before anything opens it for writing.
func checkWritable(path, file string) error {
	f, err := os.OpenFile(file, os.O_RDWR, 0)
	if err != nil {
		if readOnly(err) {
			return &FileError{Path: path, Reason: ErrReadOnly}
		}
		return &FileError{Path: path, Reason: ErrNotTournament, Detail: err.Error()}
	}
	f.Close()
	if n, err := linkCount(file); err == nil && n > 1 {
		return &FileError{Path: path, Reason: ErrLinked, Detail: fmt.Sprint(n)}
	}
	return checkFolder(path, filepath.Dir(file))
}

// checkFolder refuses a folder where the lock and SQLite's journal cannot
// be created, or whose disk is full.
func checkFolder(path, dir string) error {
	err := probeFolder(dir)
	switch {
	case err == nil:
		return nil
	case savefile.DiskFull(err):
		return &FileError{Path: path, Reason: ErrDiskFull, Detail: dir}
	case readOnly(err):
		return &FileError{Path: path, Reason: ErrReadOnlyFolder, Detail: dir}
	}
	return &FileError{Path: path, Reason: ErrReadOnlyFolder, Detail: err.Error()}
}

// removeStaleParts deletes the half-written backups (.part, and the
// journal SQLite keeps beside one while writing it, .part-journal) of this
// file that a run killed during a backup left behind (the lock is held, so
// no other instance is writing one), and folder probes (checkFolder) older
// than a minute.
func (s *Store) removeStaleParts() {
	base := strings.TrimSuffix(filepath.Base(s.path), Extension)
	for _, suffix := range []string{".part", ".part-journal"} {
		parts, _ := filepath.Glob(filepath.Join(BackupDir(s.path), globEscape(base)+"-*"+Extension+suffix))
		for _, p := range parts {
			os.Remove(p)
		}
	}
	probes, _ := filepath.Glob(filepath.Join(filepath.Dir(s.path), ".wqa-probe-*"))
	news, _ := filepath.Glob(filepath.Join(filepath.Dir(s.path), ".wqa-new-*")) // a file Create was building when killed
	for _, p := range append(probes, news...) {
		if st, err := os.Stat(p); err == nil && s.opts.now().Sub(st.ModTime()) > time.Minute {
			os.Remove(p)
		}
	}
}

// schemaOf lists a database's tables, indexes and triggers with the
// columns of each table, one line each, sorted.
func schemaOf(db interface {
	Query(string, ...any) (*sql.Rows, error)
}) ([]string, error) {
	rows, err := db.Query(`SELECT m.type, m.name, coalesce(p.name, '') FROM sqlite_master m
		LEFT JOIN pragma_table_info(m.name) p WHERE m.name NOT LIKE 'sqlite\_%' ESCAPE '\'`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var typ, name, col string
		if err := rows.Scan(&typ, &name, &col); err != nil {
			return nil, err
		}
		out = append(out, typ+" "+name+" "+col)
	}
	slices.Sort(out)
	return out, rows.Err()
}

// expectedSchema is the schema the migrations up to version write, built in
// memory.
func expectedSchema(version int) ([]string, error) {
	names, err := migrationNames()
	if err != nil {
		return nil, err
	}
	db, err := sql.Open("sqlite", "file::memory:")
	if err != nil {
		return nil, err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	for _, n := range names[:version] {
		text, err := migrationFS.ReadFile("migrations/" + n)
		if err != nil {
			return nil, err
		}
		if _, err := db.Exec(string(text)); err != nil {
			return nil, fmt.Errorf("migration %s: %w", n, err)
		}
	}
	return schemaOf(db)
}
