package storage

import (
	"database/sql"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

// closedStore is a closed tournament file with one player.
func closedStore(t *testing.T) string {
	t.Helper()
	s, path := newStore(t)
	if _, err := addPlayer(s, tournament.Player{NameZh: "张三"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestTwoNamesOneLock: a symbolic link opens the same file under the same
// lock, so a second writer through it is refused while the first holds the
// file; a hard link (a second name the system cannot tell from the first)
// is refused under either name, the file left as it was.
func TestTwoNamesOneLock(t *testing.T) {
	path := closedStore(t)
	other := filepath.Join(t.TempDir(), "link"+Extension)
	if err := os.Symlink(path, other); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	first, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s, err := Open(other, Options{}); !errors.Is(err, ErrInUse) {
		if err == nil {
			s.Close()
		}
		t.Errorf("second writer through a symbolic link: %v, want ErrInUse", err)
	}
	first.Close()
	// In the other order too: the link first, the name second.
	first, err = Open(other, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s, err := Open(path, Options{}); !errors.Is(err, ErrInUse) {
		if err == nil {
			s.Close()
		}
		t.Errorf("second writer by the real name: %v, want ErrInUse", err)
	}
	first.Close()

	hard := filepath.Join(filepath.Dir(path), "hard"+Extension)
	if err := os.Link(path, hard); err != nil {
		t.Skip("no hard links here:", err)
	}
	before := fileHash(t, path)
	for _, name := range []string{path, hard} {
		s, err := Open(name, Options{})
		if !errors.Is(err, ErrLinked) {
			if err == nil {
				s.Close()
			}
			t.Errorf("%s: %v, want ErrLinked", filepath.Base(name), err)
		}
	}
	if fileHash(t, path) != before {
		t.Error("the refused file was changed")
	}
	zh := i18n.Error(i18n.MustLoad(i18n.Chinese).T, &FileError{Path: hard, Reason: ErrLinked})
	if !strings.Contains(zh, "硬链接") {
		t.Errorf("message %q", zh)
	}
}

// TestReadOnlyMessages: the system's refusals to write are told apart: a
// read-only file, a folder where the lock cannot be made. (The system
// administrator may write anything, so the real files are tried only
// under another user; readOnly is checked on the errors themselves.)
func TestReadOnlyMessages(t *testing.T) {
	for _, err := range []error{
		&fs.PathError{Op: "open", Path: "x", Err: syscall.EACCES},
		&fs.PathError{Op: "open", Path: "x", Err: syscall.EPERM},
		&fs.PathError{Op: "open", Path: "x", Err: syscall.EROFS},
	} {
		if !readOnly(err) {
			t.Errorf("%v is not read as read-only", err)
		}
	}
	if readOnly(&fs.PathError{Op: "open", Path: "x", Err: syscall.ENOENT}) {
		t.Error("a missing file read as read-only")
	}
	zh := i18n.MustLoad(i18n.Chinese).T
	for reason, want := range map[error]string{ErrReadOnly: "只读文件", ErrReadOnlyFolder: "文件夹是只读的"} {
		if got := i18n.Error(zh, &FileError{Path: "a.wqa", Reason: reason}); !strings.Contains(got, want) {
			t.Errorf("%v: %q", reason, got)
		}
	}
	if os.Geteuid() == 0 {
		t.Skip("the administrator may write read-only files and folders (TestRealReadOnlyDisk tries a read-only disk)")
	}
	path := closedStore(t)
	os.Chmod(path, 0o444)
	s, err := Open(path, Options{})
	if err != nil || !errors.Is(s.ReadOnly(), ErrReadOnly) {
		t.Fatalf("read-only file: %v, %v; want it open for reading", err, s.ReadOnly())
	}
	if _, err := addPlayer(s, tournament.Player{NameZh: "李四"}); !errors.Is(err, ErrReadOnly) {
		t.Errorf("write to a read-only file: %v", err)
	}
	s.Close()
	os.Chmod(path, 0o644)
	dir := filepath.Dir(path)
	os.Remove(path + ".lock")
	os.Chmod(dir, 0o555)
	defer os.Chmod(dir, 0o755)
	s, err = Open(path, Options{})
	if err != nil || !errors.Is(s.ReadOnly(), ErrReadOnlyFolder) {
		t.Fatalf("read-only folder: %v, %v; want it open for reading", err, s.ReadOnly())
	}
	if _, err := addPlayer(s, tournament.Player{NameZh: "李四"}); !errors.Is(err, ErrReadOnlyFolder) {
		t.Errorf("write in a read-only folder: %v", err)
	}
	s.Close()
}

// TestBackupFolderUnwritable: when the backups folder cannot be made (a
// file of that name is in the way), closing says so instead of keeping quiet.
func TestBackupFolderUnwritable(t *testing.T) {
	s, path := newStore(t)
	os.WriteFile(BackupDir(path), []byte("not a folder"), 0o644)
	if _, err := addPlayer(s, tournament.Player{NameZh: "李四"}); err != nil {
		t.Fatal(err)
	}
	err := s.Close()
	var be *BackupError
	if !errors.As(err, &be) || be.Dir != BackupDir(path) || !be.Saved {
		t.Fatalf("Close: %v, want a BackupError after saving", err)
	}
	if msg := i18n.Error(i18n.MustLoad(i18n.Chinese).T, err); !strings.Contains(msg, "备份无法写入") || !strings.Contains(msg, "已保存") {
		t.Errorf("message %q", msg)
	}
}

// TestImpossibleSchema: a negative schema version, version 0, or tables
// that are not this program's under its id are refused as damaged, and the
// file is not changed (no journal mode switch, no migration).
func TestImpossibleSchema(t *testing.T) {
	foreign := func(version int, sqlText string) func(t *testing.T) string {
		return func(t *testing.T) string {
			p := filepath.Join(t.TempDir(), "foreign"+Extension)
			db, err := sql.Open("sqlite", p)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if _, err := db.Exec(sqlText + "; PRAGMA application_id = 1464942897; PRAGMA user_version = " + strconv.Itoa(version)); err != nil {
				t.Fatal(err)
			}
			return p
		}
	}
	for _, c := range []struct {
		name string
		make func(t *testing.T) string
	}{
		{"negative version", func(t *testing.T) string {
			p := closedStore(t)
			db, _ := sql.Open("sqlite", p)
			db.Exec("PRAGMA user_version = -1")
			db.Close()
			return p
		}},
		{"version 0", foreign(0, "CREATE TABLE notes (x)")},
		{"foreign tables, version 1", foreign(1, "CREATE TABLE notes (x)")},
		{"foreign tables, this version", foreign(Migrations(), "CREATE TABLE tournament (id INTEGER PRIMARY KEY, name TEXT)")},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := c.make(t)
			before := fileHash(t, path)
			_, walErr := os.Stat(path + "-wal")
			s, err := Open(path, Options{})
			if !errors.Is(err, ErrDamaged) {
				if err == nil {
					s.Close()
				}
				t.Fatalf("Open: %v, want ErrDamaged", err)
			}
			if fileHash(t, path) != before {
				t.Error("the refused file was changed")
			}
			// A foreign file in rollback-journal mode is not switched to
			// WAL (a tournament file already is in WAL mode).
			if _, err := os.Stat(path + "-wal"); err == nil && walErr != nil && c.name != "negative version" {
				t.Error("the refused file was switched to WAL mode")
			}
		})
	}
}

// TestStalePartsRemoved: a backup half-written by a killed run (.part, and
// SQLite's .part-journal beside it) and a file Create was building are
// removed when the file is next opened; another file's are left alone.
func TestStalePartsRemoved(t *testing.T) {
	path := closedStore(t)
	dir := BackupDir(path)
	os.MkdirAll(dir, 0o755)
	stale := filepath.Join(dir, "event-20260101-101010.000-close"+Extension+".part")
	journal := stale + "-journal" // SQLite's journal beside a backup being written
	others := filepath.Join(dir, "other-20260101-101010.000-close"+Extension+".part")
	os.WriteFile(stale, []byte("half"), 0o644)
	os.WriteFile(journal, []byte("half"), 0o644)
	os.WriteFile(others, []byte("half"), 0o644)
	building := filepath.Join(filepath.Dir(path), ".wqa-new-123") // a file Create was building
	os.WriteFile(building, nil, 0o644)
	os.Chtimes(building, time.Now().Add(-time.Hour), time.Now().Add(-time.Hour))
	probe := filepath.Join(filepath.Dir(path), ".wqa-probe-123")
	os.WriteFile(probe, nil, 0o644)
	os.Chtimes(probe, time.Now().Add(-time.Hour), time.Now().Add(-time.Hour))
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, p := range []string{stale, journal, building} {
		if _, err := os.Stat(p); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s is still there", filepath.Base(p))
		}
	}
	if _, err := os.Stat(others); err != nil {
		t.Error("another file's backup was removed")
	}
	if _, err := os.Stat(probe); !errors.Is(err, fs.ErrNotExist) {
		t.Error("a stale folder probe is still there")
	}
}

// TestBackupBeforePairingUnwritable: a change (a pairing) whose backup
// cannot be written is refused before it starts, and the message says
// that nothing was changed.
func TestBackupBeforePairingUnwritable(t *testing.T) {
	s, path := newStore(t)
	g, _ := groupNamed(s, "")
	ids := addPlayers(t, s, g.ID, "甲", "乙")
	os.WriteFile(BackupDir(path), []byte("not a folder"), 0o644)
	ran := false
	err := s.Update(Change{What: "action.round_paired", Backup: "round1"}, func(tx *Tx) error {
		ran = true
		return tx.SaveRound(g.ID, 1, []tournament.Game{{Table: 1, Black: ids[0], White: ids[1]}}, nil, nil)
	})
	var be *BackupError
	if !errors.As(err, &be) || be.Saved || ran {
		t.Fatalf("pairing: %v (ran %v), want a BackupError before saving", err, ran)
	}
	if msg := i18n.Error(i18n.MustLoad(i18n.Chinese).T, err); !strings.Contains(msg, "未做任何修改") {
		t.Errorf("message %q", msg)
	}
	if n, _ := s.LatestRound(g.ID); n != 0 {
		t.Errorf("round %d paired", n)
	}
}
