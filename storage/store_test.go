package storage

import (
	"crypto/sha256"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"weiqi-arbiter/domain/tournament"
)

// fakeClock returns times one second apart, starting at a fixed moment.
func fakeClock() func() time.Time {
	t := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	return func() time.Time {
		t = t.Add(time.Second)
		return t
	}
}

func newStore(t *testing.T) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "event"+Extension)
	st := tournament.NewSettings("第一届市围棋赛", tournament.Rules2002)
	st.Groups = []tournament.Group{{Name: "成人组"}, {Name: "少年组"}}
	s, err := Create(path, st, Options{Now: fakeClock()})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s, path
}

func TestCreateAndReopen(t *testing.T) {
	s, path := newStore(t)
	if v, err := s.SchemaVersion(); err != nil || v != Migrations() {
		t.Fatalf("schema version %d, %v; want %d", v, err, Migrations())
	}
	want, err := s.Settings()
	if err != nil {
		t.Fatal(err)
	}
	want.Venue, want.ChiefArbiter = "市少年宫", "王裁判"
	want.Start = time.Date(2026, 12, 5, 0, 0, 0, 0, time.UTC)
	want.End = time.Date(2026, 12, 6, 0, 0, 0, 0, time.UTC)
	want.Rules, want.Komi = tournament.Rules1988, tournament.Rules1988.Komi()
	want.Groups = append(want.Groups, tournament.Group{Name: "业余5段组"})
	if err := saveSettings(s, want); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s2, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	got, err := s2.Settings()
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != want.Name || got.Venue != want.Venue || got.ChiefArbiter != want.ChiefArbiter ||
		!got.Start.Equal(want.Start) || !got.End.Equal(want.End) || got.Rules != want.Rules ||
		got.Komi != want.Komi || got.Points != want.Points {
		t.Errorf("reloaded %+v, want %+v", got, want)
	}
	var names []string
	for _, g := range got.Groups {
		names = append(names, g.Name)
	}
	if len(names) != 3 || names[0] != "成人组" || names[2] != "业余5段组" {
		t.Errorf("groups %v", names)
	}
}

func TestCreateRefusesExisting(t *testing.T) {
	_, path := newStore(t)
	_, err := Create(path, tournament.NewSettings("x", tournament.Rules2002), Options{})
	if !errors.Is(err, ErrExists) {
		t.Fatalf("Create over existing: %v", err)
	}
}

func TestGroupRenameSwapAndRemove(t *testing.T) {
	s, _ := newStore(t)
	st, _ := s.Settings()
	st.Groups[0].Name, st.Groups[1].Name = st.Groups[1].Name, st.Groups[0].Name
	if err := saveSettings(s, st); err != nil {
		t.Fatalf("swap names: %v", err)
	}
	got, _ := s.Settings()
	if got.Groups[0].Name != "少年组" || got.Groups[0].ID != st.Groups[0].ID {
		t.Errorf("after swap %+v", got.Groups)
	}
	if _, err := addPlayer(s, tournament.Player{NameZh: "李明", GroupID: got.Groups[0].ID}); err != nil {
		t.Fatal(err)
	}
	got.Groups = got.Groups[1:]
	if err := saveSettings(s, got); !errors.Is(err, ErrGroupInUse) {
		t.Errorf("removing a group with players: %v", err)
	}
}

func fileHash(t *testing.T, path string) [32]byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(b)
}

// plainSQLite makes a SQLite database that is not a tournament file.
func plainSQLite(t *testing.T, path string) {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('hi')"); err != nil {
		t.Fatal(err)
	}
}

func TestBadFilesAreRefusedAndUntouched(t *testing.T) {
	dir := t.TempDir()
	closed := func(t *testing.T) string { // a closed, valid tournament file
		s, path := newStore(t)
		for i := range 300 {
			if _, err := addPlayer(s, tournament.Player{NameZh: "选手", NameLatin: string(rune('a' + i%26))}); err != nil {
				t.Fatal(err)
			}
		}
		s.Close()
		return path
	}
	tests := []struct {
		name   string
		make   func(t *testing.T) string
		reason error
	}{
		{"text file", func(t *testing.T) string {
			p := filepath.Join(dir, "notes.wqa")
			os.WriteFile(p, []byte("round 1: 张三 vs 李四\n"), 0o644)
			return p
		}, ErrNotTournament},
		{"empty file", func(t *testing.T) string {
			p := filepath.Join(dir, "empty.wqa")
			os.WriteFile(p, nil, 0o644)
			return p
		}, ErrNotTournament},
		{"other SQLite database", func(t *testing.T) string {
			p := filepath.Join(dir, "other.db")
			plainSQLite(t, p)
			return p
		}, ErrNotTournament},
		{"newer schema", func(t *testing.T) string {
			p := closed(t)
			db, _ := sql.Open("sqlite", p)
			db.Exec("PRAGMA user_version = 999")
			db.Close()
			return p
		}, ErrNewerVersion},
		{"damaged pages", func(t *testing.T) string {
			p := closed(t)
			b, _ := os.ReadFile(p)
			// Overwrite the middle of the file (table pages) with garbage.
			for i := len(b) / 3; i < len(b)/3+3000 && i < len(b); i++ {
				b[i] = byte(i * 7)
			}
			os.WriteFile(p, b, 0o644)
			return p
		}, ErrDamaged},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := tt.make(t)
			before := fileHash(t, path)
			s, err := Open(path, Options{})
			if err == nil {
				s.Close()
				t.Fatal("Open accepted the file")
			}
			if !errors.Is(err, tt.reason) {
				t.Fatalf("Open: %v, want %v", err, tt.reason)
			}
			var fe *FileError
			if !errors.As(err, &fe) || fe.Path != path {
				t.Errorf("error %v does not name the file", err)
			}
			if after := fileHash(t, path); after != before {
				t.Error("the refused file was changed")
			}
		})
	}
}

func TestOpenInUse(t *testing.T) {
	s, path := newStore(t)
	if _, err := addPlayer(s, tournament.Player{NameZh: "张三"}); err != nil {
		t.Fatal(err)
	}
	_, err := Open(path, Options{})
	if !errors.Is(err, ErrInUse) {
		t.Fatalf("second Open: %v, want ErrInUse", err)
	}
	s.Close()
	s2, err := Open(path, Options{})
	if err != nil {
		t.Fatalf("Open after Close: %v", err)
	}
	s2.Close()
}

func TestOpenMissing(t *testing.T) {
	_, err := Open(filepath.Join(t.TempDir(), "nope.wqa"), Options{})
	if !errors.Is(err, ErrNotFound) {
		t.Fatalf("Open missing: %v", err)
	}
}

func TestUndoRedoAcrossRestart(t *testing.T) {
	s, path := newStore(t)
	rename := func(s *Store, name string) {
		st, _ := s.Settings()
		st.Name = name
		if err := saveSettings(s, st); err != nil {
			t.Fatal(err)
		}
	}
	name := func(s *Store) string { st, _ := s.Settings(); return st.Name }
	rename(s, "B")
	rename(s, "C")
	id, err := addPlayer(s, tournament.Player{NameZh: "王五"})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()

	s, err = Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	a, err := s.Undo()
	if err != nil || a.What != "action.player_added" {
		t.Fatalf("undo: %+v %v", a, err)
	}
	if ps, _ := s.Players(); len(ps) != 0 {
		t.Errorf("player still there after undo: %+v", ps)
	}
	if _, err := s.Undo(); err != nil || name(s) != "B" {
		t.Fatalf("undo rename: %v, name %q", err, name(s))
	}
	if _, err := s.Undo(); err != nil || name(s) != "第一届市围棋赛" {
		t.Fatalf("undo rename: %v, name %q", err, name(s))
	}
	if _, err := s.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Fatalf("undo past the creation: %v", err)
	}
	if _, err := s.Redo(); err != nil || name(s) != "B" {
		t.Fatalf("redo: %v, name %q", err, name(s))
	}
	if _, err := s.Redo(); err != nil || name(s) != "C" {
		t.Fatalf("redo: %v, name %q", err, name(s))
	}
	if _, err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	ps, _ := s.Players()
	if len(ps) != 1 || ps[0].ID != id || ps[0].NameZh != "王五" {
		t.Fatalf("redo of the insert gave %+v", ps)
	}
	if _, err := s.Redo(); !errors.Is(err, ErrNothingToRedo) {
		t.Fatalf("redo at the end: %v", err)
	}
	// A new action after an undo ends the redo chain.
	s.Undo()
	rename(s, "D")
	if _, err := s.Redo(); !errors.Is(err, ErrNothingToRedo) {
		t.Fatalf("redo after a new action: %v", err)
	}
	if err := s.IntegrityCheck(); err != nil {
		t.Fatal(err)
	}
	h, _ := s.History(10)
	if len(h) < 5 || h[0].What != "action.settings_saved" {
		t.Errorf("history %+v", h)
	}
}

func TestNoOpSaveRecordsNothing(t *testing.T) {
	s, _ := newStore(t)
	before, _ := s.History(100)
	st, _ := s.Settings()
	if err := saveSettings(s, st); err != nil {
		t.Fatal(err)
	}
	after, _ := s.History(100)
	if len(after) != len(before) {
		t.Errorf("saving unchanged settings added %d actions", len(after)-len(before))
	}
}

func TestBackupRotation(t *testing.T) {
	s, path := newStore(t)
	var last string
	for i := range 25 {
		p, err := s.Backup("test")
		if err != nil {
			t.Fatalf("backup %d: %v", i, err)
		}
		last = p
	}
	all, err := s.Backups()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 20 || all[19] != last {
		t.Fatalf("%d backups, newest %s; want 20 ending in %s", len(all), all[len(all)-1], last)
	}
	// A backup is itself a tournament file that opens.
	copyPath := filepath.Join(t.TempDir(), "restored.wqa")
	b, _ := os.ReadFile(last)
	os.WriteFile(copyPath, b, 0o644)
	r, err := Open(copyPath, Options{})
	if err != nil {
		t.Fatalf("open backup: %v", err)
	}
	r.Close()
	if filepath.Dir(last) != BackupDir(path) {
		t.Errorf("backup in %s", filepath.Dir(last))
	}
}

// TestPairingMakesBackupAndResults: a change that asks for a backup keeps
// one when it is made, and none when it is refused; its result is undone
// by one undo.
func TestPairingMakesBackupAndResults(t *testing.T) {
	s, _ := newStore(t)
	g, _ := s.Groups()
	a, _ := addPlayer(s, tournament.Player{NameZh: "甲", GroupID: g[0].ID})
	b, _ := addPlayer(s, tournament.Player{NameZh: "乙", GroupID: g[0].ID})
	pairing := []tournament.Game{{Table: 1, Black: a, White: b, Komi: 15}}
	refused := errors.New("refused")
	err := s.Update(Change{What: "action.round_paired", Backup: "round1"}, func(tx *Tx) error {
		if err := tx.SaveRound(g[0].ID, 1, pairing, nil, nil); err != nil {
			return err
		}
		return refused
	})
	if !errors.Is(err, refused) {
		t.Fatalf("refused change: %v", err)
	}
	if bs, _ := s.Backups(); len(bs) != 0 {
		t.Errorf("%d backups after a refused pairing, want none", len(bs))
	}
	if games, _ := s.Games(g[0].ID, 1); len(games) != 0 {
		t.Errorf("a refused pairing wrote %+v", games)
	}
	if err := s.Update(Change{What: "action.round_paired", Backup: "round1"}, func(tx *Tx) error {
		return tx.SaveRound(g[0].ID, 1, pairing, nil, nil)
	}); err != nil {
		t.Fatal(err)
	}
	if bs, _ := s.Backups(); len(bs) != 1 {
		t.Errorf("%d backups after pairing, want 1", len(bs))
	}
	games, _ := s.Games(g[0].ID, 1)
	if len(games) != 1 {
		t.Fatalf("games %+v", games)
	}
	update(t, s, "action.result_set", func(tx *Tx) error { return tx.SetResult(games[0].ID, "B+1.5") })
	games, _ = s.Games(g[0].ID, 1)
	if games[0].Result != "B+1.5" {
		t.Errorf("result %q", games[0].Result)
	}
	s.Undo()
	games, _ = s.Games(g[0].ID, 1)
	if games[0].Result != "" {
		t.Errorf("result after undo %q", games[0].Result)
	}
}

// TestMigrateFromVersion1 opens a file of schema version 1 (before the
// fixed-table column) and finds it migrated, its data intact.
func TestMigrateFromVersion1(t *testing.T) {
	s, path := newStore(t)
	id, _ := addPlayer(s, tournament.Player{NameZh: "老文件"})
	s.Close()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{"ALTER TABLE players DROP COLUMN surname", "ALTER TABLE players DROP COLUMN given_name", "ALTER TABLE players DROP COLUMN egf_pin", "ALTER TABLE players DROP COLUMN ffg_licence", "ALTER TABLE players DROP COLUMN aga_id",
		"ALTER TABLE players DROP COLUMN fixed_table", "ALTER TABLE players DROP COLUMN mms_adjust", "ALTER TABLE games DROP COLUMN nigiri",
		"DROP TABLE venue", "DROP TABLE result_reports", "ALTER TABLE audit_actions DROP COLUMN desk", "PRAGMA user_version = 1"} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	s2, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	if v, _ := s2.SchemaVersion(); v != Migrations() {
		t.Errorf("schema %d, want %d", v, Migrations())
	}
	update(t, s2, "action.fixed_table", func(tx *Tx) error { return tx.SetFixedTable(id, 5) })
	ps, _ := s2.Players()
	if ps[0].NameZh != "老文件" || ps[0].FixedTable != 5 {
		t.Errorf("after migration: %+v", ps[0])
	}
}

// TestRoundWithoutGamesIsUnpaired: a file left with a round marked paired
// but no games (an interrupted re-pair of an older version) shows the round
// as unpaired.
func TestRoundWithoutGamesIsUnpaired(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := addGroup(s, tournament.Group{Name: "A", System: tournament.Swiss, Rounds: 3})
	g, _ := groupNamed(s, "A")
	addPlayers(t, s, gid, "甲", "乙")
	pairInOrder(t, s, g, 1)
	if st, err := s.RoundStatus(gid, 1); err != nil || st != "paired" {
		t.Fatalf("status %q, %v", st, err)
	}
	if _, err := s.db.Exec("DELETE FROM games"); err != nil {
		t.Fatal(err)
	}
	if st, err := s.RoundStatus(gid, 1); err != nil || st != "unpaired" {
		t.Errorf("a round without games: status %q, %v", st, err)
	}
}

// TestPathsWithURICharacters: a file in a folder whose name holds the
// characters a URI reads (#, ?, %) is created, reopened and backed up as
// any other.
func TestPathsWithURICharacters(t *testing.T) {
	for _, tt := range []struct{ name, dir, file string }{
		{"hash", "第2组#1", "比赛#2.wqa"},
		{"question mark", "what?", "a?b.wqa"},
		{"percent", "100%", "50%25.wqa"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), tt.dir)
			path := filepath.Join(dir, tt.file)
			s, err := Create(path, tournament.NewSettings("测试", tournament.Rules2002), Options{})
			if err != nil {
				t.Fatalf("Create: %v", err)
			}
			if _, err := addPlayer(s, tournament.Player{NameZh: "张三"}); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Backup("test"); err != nil {
				t.Fatal(err)
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(path); err != nil {
				t.Fatalf("the file is not at its path: %v", err)
			}
			s, err = Open(path, Options{})
			if err != nil {
				t.Fatalf("Open: %v", err)
			}
			defer s.Close()
			if ps, _ := s.Players(); len(ps) != 1 {
				t.Errorf("players %+v", ps)
			}
		})
	}
}

// TestFileNamesWithURICharacters: a file whose name holds a character a URI
// gives a meaning (# ? %, and a %20 that would read as a space) is
// created, written, reopened and read as itself, also through the
// read-only connection, and nothing but its lock and backups is left in
// its folder.
func TestFileNamesWithURICharacters(t *testing.T) {
	for _, name := range []string{"乙组 #2.wqa", "第1轮?.wqa", "100%.wqa", "a%20b.wqa", "c%3Fd#e.wqa"} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, name)
			s, err := Create(path, tournament.NewSettings("城市赛", tournament.Rules2002), Options{})
			if err != nil {
				t.Fatalf("Create: %v", err)
			}
			_, err = addPlayer(s, tournament.Player{NameZh: "王五", WithdrawnAfter: -1})
			s.Close()
			if err != nil {
				t.Fatalf("AddPlayer: %v", err)
			}
			s, err = Open(path, Options{})
			if err != nil {
				t.Fatalf("Open: %v", err)
			}
			players, err := s.Players()
			s.Close()
			if err != nil || len(players) != 1 || players[0].NameZh != "王五" {
				t.Errorf("reopened players %v, %v; want 王五", players, err)
			}
			db, err := sql.Open("sqlite", immutableDSN(path))
			if err != nil {
				t.Fatal(err)
			}
			var id int
			err = db.QueryRow("PRAGMA application_id").Scan(&id)
			db.Close()
			if err != nil || id != applicationID {
				t.Errorf("read-only connection: application_id %x, %v", id, err)
			}
			entries, _ := os.ReadDir(dir)
			for _, e := range entries {
				if e.Name() != name && e.Name() != name+".lock" && e.Name() != "backups" {
					t.Errorf("%q left in the folder", e.Name())
				}
			}
		})
	}
}

// TestMigrationKeepsGroupTables: a file of schema 6 whose groups were each
// numbered from table 1 keeps those numbers (first table 1); a group whose
// last round started further on in the hall, a group with no games yet and
// a group given its first table keep theirs.
func TestMigrationKeepsGroupTables(t *testing.T) {
	s, path := newStore(t)
	groups := map[string]int64{}
	for _, name := range []string{"甲组", "乙组", "丙组", "丁组", "戊组"} {
		id, err := addGroup(s, tournament.Group{Name: name, System: tournament.Swiss, Rounds: 3})
		if err != nil {
			t.Fatal(err)
		}
		groups[name] = id
		addPlayers(t, s, id, name+"1", name+"2", name+"3", name+"4")
	}
	for _, name := range []string{"甲组", "乙组", "丁组", "戊组"} {
		g, _ := groupNamed(s, name)
		pairInOrder(t, s, g, 1) // tables 1 and 2, as every group had them
	}
	// 丁组's second round was numbered after 甲组's and 乙组's tables.
	ding, _ := groupNamed(s, "丁组")
	ps, _ := s.GroupPlayers(ding.ID)
	saveRound(t, s, ding.ID, 2, []tournament.Game{{Table: 5, Black: ps[0].ID, White: ps[2].ID}, {Table: 6, Black: ps[1].ID, White: ps[3].ID}})
	wu, _ := groupNamed(s, "戊组")
	wu.FirstTable = 20
	update(t, s, "action.group_rules", func(tx *Tx) error { return tx.SaveGroupRules(wu) })
	// 己组 was numbered from table 1 around a player kept at table 1 (his
	// game there, the next at table 2); 庚组 after the hall's first ten
	// tables around a player kept at table 1 (tables 1 and 11).
	for name, tables := range map[string][2]int{"己组": {1, 2}, "庚组": {1, 11}} {
		id, err := addGroup(s, tournament.Group{Name: name, System: tournament.Swiss, Rounds: 3})
		if err != nil {
			t.Fatal(err)
		}
		groups[name] = id
		ps := addPlayers(t, s, id, name+"1", name+"2", name+"3", name+"4")
		update(t, s, "action.player_edit", func(tx *Tx) error { return tx.SetFixedTable(ps[0], 1) })
		saveRound(t, s, id, 1, []tournament.Game{{Table: tables[0], Black: ps[0], White: ps[1]}, {Table: tables[1], Black: ps[2], White: ps[3]}})
	}
	s.Close()

	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec("PRAGMA user_version = 6"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	s, err = Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	want := map[string]int{"甲组": 1, "乙组": 1, "丙组": 0, "丁组": 0, "戊组": 20, "己组": 1, "庚组": 0}
	for name, first := range want {
		g, err := groupNamed(s, name)
		if err != nil || g.ID != groups[name] {
			t.Fatalf("%s: %+v, %v", name, g, err)
		}
		if g.FirstTable != first {
			t.Errorf("%s: first table %d, want %d", name, g.FirstTable, first)
		}
	}
}
