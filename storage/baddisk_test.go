package storage

import (
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/internal/testdisk"
)

// refusedFor checks that err refuses a write for reason, naming the action
// not saved, in both languages.
func refusedFor(t *testing.T, err error, reason error, action, zh, en string) {
	t.Helper()
	var fe *FileError
	if !errors.As(err, &fe) || fe.Reason != reason || fe.Action != action {
		t.Fatalf("error %v, want %v refusing %s", err, reason, action)
	}
	for lang, want := range map[i18n.Lang]string{i18n.Chinese: zh, i18n.English: en} {
		if msg := i18n.Error(i18n.MustLoad(lang).T, err); !strings.Contains(msg, want) {
			t.Errorf("%s message %q lacks %q", lang, msg, want)
		}
	}
}

// readsAll checks that a store shows its players and settings.
func readsAll(t *testing.T, s *Store, players int) {
	t.Helper()
	ps, err := s.Players()
	if err != nil || len(ps) != players {
		t.Fatalf("players %d, %v; want %d", len(ps), err, players)
	}
	if _, err := s.Settings(); err != nil {
		t.Fatal(err)
	}
	if _, err := groupNamed(s, ""); err != nil {
		t.Fatal(err)
	}
}

// TestReadOnlyStore: a file the program may read but not write (the reason
// injected where Open would find it) shows everything, and refuses every
// write (an action, undo, a backup) with the reason and the action, the
// file left byte for byte as it was; closing it is no error.
func TestReadOnlyStore(t *testing.T) {
	for _, reason := range []error{ErrReadOnly, ErrReadOnlyFolder, ErrDiskFull} {
		t.Run(reason.Error(), func(t *testing.T) {
			path := closedStore(t)
			before := fileHash(t, path)
			file, _ := resolve(path)
			s, err := openReadOnly(path, file, Options{}, &FileError{Path: path, Reason: reason}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !errors.Is(s.ReadOnly(), reason) {
				t.Errorf("ReadOnly() = %v", s.ReadOnly())
			}
			readsAll(t, s, 1)
			_, err = addPlayer(s, tournament.Player{NameZh: "李四"})
			refusedFor(t, err, reason, "action.player_added", "添加选手", "add player")
			_, err = s.Undo()
			refusedFor(t, err, reason, "action.undo", "撤销", "undo")
			if _, err := s.Backup("test"); !errors.Is(err, reason) {
				t.Errorf("backup: %v", err)
			}
			if err := s.Close(); err != nil {
				t.Errorf("close: %v", err)
			}
			if fileHash(t, path) != before {
				t.Error("the file was changed")
			}
		})
	}
}

// downgrade makes a closed file one of schema version 1, as an older
// program wrote it.
func downgrade(t *testing.T, path string) {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range schemaOneUndo {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
}

// schemaOneUndo turns a file of this program's schema back into schema 1.
var schemaOneUndo = []string{"ALTER TABLE players DROP COLUMN surname", "ALTER TABLE players DROP COLUMN given_name", "ALTER TABLE players DROP COLUMN egf_pin", "ALTER TABLE players DROP COLUMN ffg_licence", "ALTER TABLE players DROP COLUMN aga_id",
	"ALTER TABLE players DROP COLUMN fixed_table", "ALTER TABLE players DROP COLUMN mms_adjust",
	"ALTER TABLE games DROP COLUMN nigiri", "DROP TABLE venue", "DROP TABLE result_reports",
	"ALTER TABLE audit_actions DROP COLUMN desk", "PRAGMA user_version = 1"}

// TestReadOnlyOldSchema: a file of an older schema on a disk the program
// cannot write is read from a migrated copy in memory: everything shows,
// and the file is not touched.
func TestReadOnlyOldSchema(t *testing.T) {
	path := closedStore(t)
	downgrade(t, path)
	before := fileHash(t, path)
	file, _ := resolve(path)
	s, err := openReadOnly(path, file, Options{}, &FileError{Path: path, Reason: ErrReadOnly}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := s.SchemaVersion(); v != Migrations() {
		t.Errorf("schema %d, want %d", v, Migrations())
	}
	readsAll(t, s, 1)
	if ps, _ := s.Players(); ps[0].NameZh != "张三" {
		t.Errorf("players %+v", ps)
	}
	s.Close()
	if fileHash(t, path) != before {
		t.Error("the file was changed")
	}
}

// TestReadOnlyUnclosed: a file left with its write-ahead log beside it
// (a killed run) on a disk that cannot be written is refused, saying why,
// rather than shown without its last changes.
func TestReadOnlyUnclosed(t *testing.T) {
	path := closedStore(t)
	os.WriteFile(path+"-wal", []byte("frames"), 0o644)
	file, _ := resolve(path)
	_, err := openReadOnly(path, file, Options{}, &FileError{Path: path, Reason: ErrReadOnly}, nil)
	if !errors.Is(err, ErrUnclosed) {
		t.Fatalf("open: %v, want ErrUnclosed", err)
	}
	if msg := i18n.Error(i18n.MustLoad(i18n.Chinese).T, err); !strings.Contains(msg, "未正常关闭") {
		t.Errorf("message %q", msg)
	}
}

// TestDiskFullWhileOpen: when SQLite finds no room for an action (injected
// with max_page_count, which makes it fail as a full disk does), the
// action is refused as a full disk, naming the file and the action in the
// user's language, and nothing of it is saved.
func TestDiskFullWhileOpen(t *testing.T) {
	s, path := newStore(t)
	var pages int
	if err := s.db.QueryRow("PRAGMA page_count").Scan(&pages); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec("PRAGMA max_page_count = " + strconv.Itoa(pages)); err != nil {
		t.Fatal(err)
	}
	var err error
	added := 0
	for ; added < 10000 && err == nil; added++ {
		_, err = addPlayer(s, tournament.Player{NameZh: strings.Repeat("满", 90)})
	}
	refusedFor(t, err, ErrDiskFull, "action.player_added", "磁盘已满", "is full")
	if fe := (*FileError)(nil); errors.As(err, &fe) && fe.Path != path {
		t.Errorf("names %s, not %s", fe.Path, path)
	}
	ps, _ := s.Players()
	if len(ps) != added-1 {
		t.Errorf("%d players after %d accepted additions", len(ps), added-1)
	}
}

// diskEvent creates a tournament file at path (on a test disk) with a
// group and one player, and leaves it open.
func diskEvent(t *testing.T, path string) *Store {
	t.Helper()
	st := tournament.NewSettings("坏日子赛", tournament.Rules2002)
	st.Groups = []tournament.Group{{Name: "成人组"}}
	s, err := Create(path, st, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := addPlayer(s, tournament.Player{NameZh: "张三"}); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestRealFullDisk: on a real disk filled to the last byte, an action of a
// file already open is refused as a full disk and the file keeps every
// change made before; opened on the full disk, the file shows everything
// and refuses writes; once space is freed it is written again.
func TestRealFullDisk(t *testing.T) {
	dir := testdisk.Small(t, 1<<20)
	path := filepath.Join(dir, "event"+Extension)
	s := diskEvent(t, path)
	filler := testdisk.Fill(t, dir)
	_, err := addPlayer(s, tournament.Player{NameZh: "李四", Notes: strings.Repeat("备注", 400)})
	refusedFor(t, err, ErrDiskFull, "action.player_added", "磁盘已满", "is full")
	err = s.Close()
	var be *BackupError
	if err != nil && (!errors.As(err, &be) || !be.Saved) {
		t.Fatalf("close on a full disk: %v, want nothing or a backup not taken after saving", err)
	}

	s, err = Open(path, Options{})
	if err != nil {
		t.Fatalf("open on a full disk: %v", err)
	}
	if !errors.Is(s.ReadOnly(), ErrDiskFull) {
		t.Errorf("ReadOnly() = %v", s.ReadOnly())
	}
	readsAll(t, s, 1)
	_, err = addPlayer(s, tournament.Player{NameZh: "王五"})
	refusedFor(t, err, ErrDiskFull, "action.player_added", "磁盘已满", "is full")
	if err := s.Close(); err != nil {
		t.Errorf("close: %v", err)
	}

	os.Remove(filler)
	s, err = Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.ReadOnly() != nil {
		t.Errorf("still read-only after freeing space: %v", s.ReadOnly())
	}
	if _, err := addPlayer(s, tournament.Player{NameZh: "王五"}); err != nil {
		t.Fatal(err)
	}
	readsAll(t, s, 2)
}

// TestRealReadOnlyDisk: on a disk made read-only (a write-protected stick;
// even the administrator cannot write it), a file of this schema and one
// of an older schema open for reading, show everything and refuse writes.
func TestRealReadOnlyDisk(t *testing.T) {
	dir := testdisk.Small(t, 2<<20)
	var paths []string
	for i, old := range []bool{false, true} {
		path := filepath.Join(dir, []string{"new", "old"}[i]+Extension)
		if err := diskEvent(t, path).Close(); err != nil {
			t.Fatal(err)
		}
		if old {
			downgrade(t, path)
		}
		paths = append(paths, path)
	}
	testdisk.ReadOnly(t, dir)
	for _, path := range paths {
		s, err := Open(path, Options{})
		if err != nil {
			t.Fatalf("%s: %v", filepath.Base(path), err)
		}
		if !errors.Is(s.ReadOnly(), ErrReadOnly) {
			t.Errorf("%s: ReadOnly() = %v", filepath.Base(path), s.ReadOnly())
		}
		readsAll(t, s, 1)
		_, err = addPlayer(s, tournament.Player{NameZh: "李四"})
		refusedFor(t, err, ErrReadOnly, "action.player_added", "只读", "read-only")
		if err := s.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	}
}

// TestCreateNameTooLong: a name longer than the disk takes is refused
// naming the file asked for, not the hidden one it is built under, in the
// user's language; nothing is left in the folder.
func TestCreateNameTooLong(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, strings.Repeat("赛", 100)+Extension) // 300 bytes
	_, err := Create(path, tournament.NewSettings("长名", tournament.Rules2002), Options{})
	if !errors.Is(err, ErrNameTooLong) {
		t.Fatalf("Create: %v, want ErrNameTooLong", err)
	}
	for lang, want := range map[i18n.Lang]string{i18n.Chinese: "文件名太长", i18n.English: "too long"} {
		msg := i18n.Error(i18n.MustLoad(lang).T, err)
		if !strings.Contains(msg, want) || !strings.Contains(msg, path) || strings.Contains(msg, ".wqa-new") {
			t.Errorf("%s: %q", lang, msg)
		}
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("left behind: %v", left)
	}
}

// TestFullDiskFileInUse: a file on a full disk that another window holds is
// refused as in use, not read beside a writer.
func TestFullDiskFileInUse(t *testing.T) {
	dir := testdisk.Small(t, 1<<20)
	path := filepath.Join(dir, "event"+Extension)
	s := diskEvent(t, path)
	defer s.Close()
	testdisk.Fill(t, dir)
	if other, err := Open(path, Options{}); !errors.Is(err, ErrInUse) {
		if err == nil {
			other.Close()
		}
		t.Errorf("a second opening on the full disk: %v, want ErrInUse", err)
	}
}
