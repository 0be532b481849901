package storage

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// BackupDir is the folder beside a tournament file that holds its backups.
func BackupDir(path string) string {
	return filepath.Join(filepath.Dir(path), "backups")
}

// backupStamp is the layout of the time in a backup's name, in UTC.
const backupStamp = "20060102-150405.000"

// Backup writes a consistent copy of the file with VACUUM INTO into the
// backups folder beside it, named after the file, the time and the reason,
// and keeps only the newest copies (Options.KeepBackups). It returns the
// copy's path.
func (s *Store) Backup(reason string) (string, error) {
	name, err := s.backupCopy(reason)
	if err != nil {
		return "", err
	}
	return name, s.pruneBackups()
}

// backupCopy writes the backup copy of Backup, without removing older ones.
func (s *Store) backupCopy(reason string) (string, error) {
	if s.readOnly != nil {
		return "", s.readOnly // a file opened for reading only: nothing to back up, nothing will change
	}
	dir := BackupDir(s.path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", &BackupError{Dir: dir, Err: err}
	}
	base := strings.TrimSuffix(filepath.Base(s.path), Extension)
	stamp := s.opts.now().UTC().Format(backupStamp)
	name := filepath.Join(dir, fmt.Sprintf("%s-%s-%s%s", base, stamp, reason, Extension))
	for i := 2; ; i++ { // two backups in the same millisecond
		if _, err := os.Stat(name); os.IsNotExist(err) {
			break
		}
		name = filepath.Join(dir, fmt.Sprintf("%s-%s-%s-%d%s", base, stamp, reason, i, Extension))
	}
	tmp := name + ".part"
	if _, err := s.db.Exec("VACUUM INTO ?", tmp); err != nil {
		os.Remove(tmp)
		return "", &BackupError{Dir: dir, Err: err}
	}
	if err := os.Rename(tmp, name); err != nil {
		os.Remove(tmp)
		return "", &BackupError{Dir: dir, Err: err}
	}
	return name, nil
}

// BackupError is a backup copy that could not be written (a read-only or
// missing backups folder, a full disk). Before an action (a pairing) it
// stops the action; on closing (Saved) the changes are already in the file.
type BackupError struct {
	Dir   string
	Err   error
	Saved bool // the backup was the one taken on closing, after the changes were saved
}

func (e *BackupError) Error() string { return "backup in " + e.Dir + ": " + e.Err.Error() }

func (e *BackupError) Unwrap() error { return e.Err }

// MessageKey names the error's message for translation.
func (e *BackupError) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Dir": e.Dir} // the system's own words (Error) stay in the log
	if e.Saved {
		return "error.backup_at_close", "Your changes are saved in the tournament file, but the backup copy taken on closing could not be written in {{.Dir}}. Make the backups folder writable (or free some disk space) so that copies are kept.", args
	}
	return "error.backup", "A backup copy could not be written in {{.Dir}}, so nothing was changed: one is taken before this action. Make the backups folder writable, or free some disk space.", args
}

// Backups lists the backups of this file, oldest first.
func (s *Store) Backups() ([]string, error) {
	dir := BackupDir(s.path)
	base := strings.TrimSuffix(filepath.Base(s.path), Extension)
	return listBackups(dir, base)
}

func listBackups(dir, base string) ([]string, error) {
	matches, err := filepath.Glob(filepath.Join(dir, globEscape(base)+"-????????-??????.???-*"+Extension))
	if err != nil {
		return nil, err
	}
	slices.Sort(matches) // the stamp sorts by time
	return matches, nil
}

func globEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`*?[\`, r) {
			b.WriteRune('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// pruneBackups removes the oldest backups beyond Options.KeepBackups.
func (s *Store) pruneBackups() error {
	dir := BackupDir(s.path)
	base := strings.TrimSuffix(filepath.Base(s.path), Extension)
	keep := s.opts.KeepBackups
	if keep <= 0 {
		keep = 20
	}
	all, err := listBackups(dir, base)
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	for len(all) > keep {
		if err := os.Remove(all[0]); err != nil {
			return fmt.Errorf("backup: %w", err)
		}
		all = all[1:]
	}
	return nil
}

// SaveCopy writes a consistent copy of the tournament to path, replacing any
// file there only once the copy is whole. The Store stays on its own file.
func (s *Store) SaveCopy(path string) error {
	if abs, err := filepath.Abs(path); err == nil {
		if own, err := filepath.Abs(s.path); err == nil && abs == own {
			return fmt.Errorf("save a copy: %w", &FileError{Path: path, Reason: ErrExists})
		}
	}
	tmp := path + ".part"
	os.Remove(tmp)
	os.Remove(tmp + "-journal") // left by a copy that was killed
	if _, err := s.db.Exec("VACUUM INTO ?", tmp); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("save a copy to %s: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("save a copy to %s: %w", path, err)
	}
	return nil
}

// CloseBackupEvery is how long after the newest backup of a file closing it
// takes another. A day of commands that each enter one result would
// otherwise keep, of twenty backups, only the states of the last twenty
// results, pushing out the backups taken before each pairing; spaced, the
// twenty reach back hours, and the audit log inside the file holds every
// action between them.
const CloseBackupEvery = 10 * time.Minute

// backupDue reports whether closing the file should back it up: when no
// backup of it is younger than CloseBackupEvery by the store's clock.
func (s *Store) backupDue() bool {
	all, err := s.Backups()
	if err != nil || len(all) == 0 {
		return true
	}
	base := strings.TrimSuffix(filepath.Base(s.path), Extension)
	name := strings.TrimPrefix(filepath.Base(all[len(all)-1]), base+"-")
	if len(name) < len(backupStamp) {
		return true
	}
	at, err := time.Parse(backupStamp, name[:len(backupStamp)])
	if err != nil {
		return true
	}
	age := s.opts.now().Sub(at)
	return age >= CloseBackupEvery || age < 0 // a clock set back since
}
