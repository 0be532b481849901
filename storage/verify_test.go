package storage

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"weiqi-arbiter/domain/tournament"
)

// closedFile is a tournament file with the players named (three when
// none), closed by the program (so its lock file holds a stamp).
func closedFile(t *testing.T, names ...string) string {
	t.Helper()
	s, path := newStore(t)
	if len(names) == 0 {
		names = []string{"张三", "李四", "王五"}
	}
	for _, name := range names {
		if _, err := addPlayer(s, tournament.Player{NameZh: name}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// checkedNow reports whether the next Open of path would skip the whole
// integrity check.
func checkedNow(t *testing.T, path string) bool {
	t.Helper()
	l, err := acquireLock(path, path)
	if err != nil {
		t.Fatal(err)
	}
	defer l.release()
	return l.checked(path)
}

// TestStampTrustsOnlyTheBytesItChecked: the whole check is skipped only for
// a file byte for byte as the program closed it; every other file is
// checked whole again.
func TestStampTrustsOnlyTheBytesItChecked(t *testing.T) {
	tests := []struct {
		name   string
		change func(t *testing.T, path string)
		want   bool
	}{
		{"as closed", func(t *testing.T, path string) {}, true},
		{"opened and closed without a change", func(t *testing.T, path string) {
			s, err := Open(path, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Players(); err != nil {
				t.Fatal(err)
			}
			s.Close()
		}, true},
		{"one byte changed", func(t *testing.T, path string) {
			b, _ := os.ReadFile(path)
			b[len(b)-100] ^= 1
			os.WriteFile(path, b, 0o644)
		}, false},
		{"a byte added", func(t *testing.T, path string) {
			f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
			f.Write([]byte{0})
			f.Close()
		}, false},
		{"a write-ahead log left by a crash", func(t *testing.T, path string) {
			os.WriteFile(path+"-wal", []byte("frames"), 0o644)
		}, false},
		{"a rollback journal left by another program", func(t *testing.T, path string) {
			os.WriteFile(path+"-journal", []byte("pages"), 0o644)
		}, false},
		{"the lock file of another tournament", func(t *testing.T, path string) {
			other := closedFile(t, "赵六")
			b, _ := os.ReadFile(other + ".lock")
			os.WriteFile(path+".lock", b, 0o644)
		}, false},
		{"no lock file", func(t *testing.T, path string) { os.Remove(path + ".lock") }, false},
		{"a lock file holding something else", func(t *testing.T, path string) {
			os.WriteFile(path+".lock", []byte("pid 4242\n"), 0o644)
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := closedFile(t)
			tt.change(t, path)
			if got := checkedNow(t, path); got != tt.want {
				t.Errorf("checked = %v, want %v", got, tt.want)
			}
		})
	}
}

// TestDamageAfterCloseIsRefused: a file damaged after the program closed
// it cleanly is checked whole at the next opening and refused, although
// its lock file holds a stamp.
func TestDamageAfterCloseIsRefused(t *testing.T) {
	path := closedFile(t)
	if !checkedNow(t, path) {
		t.Fatal("no stamp after a clean close")
	}
	b, _ := os.ReadFile(path)
	// The second page is the first table's b-tree page: garbage over its
	// header and cell pointers.
	for i := 4096; i < 4096+64; i++ {
		b[i] = 0xA5
	}
	os.WriteFile(path, b, 0o644)
	_, err := Open(path, Options{})
	if !errors.Is(err, ErrDamaged) {
		t.Fatalf("Open of a damaged file: %v, want ErrDamaged", err)
	}
}

// TestStampAfterWholeCheck: a file checked whole at opening is stamped
// when closed, so the next opening is quick.
func TestStampAfterWholeCheck(t *testing.T) {
	path := closedFile(t)
	os.Remove(path + ".lock")
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if !checkedNow(t, path) {
		t.Error("a file checked whole and closed unchanged is not stamped")
	}
}

// TestCloseBackupsAreSpaced: closing after a change backs the file up
// unless a backup is younger than CloseBackupEvery by the store's clock.
func TestCloseBackupsAreSpaced(t *testing.T) {
	path := filepath.Join(t.TempDir(), "event"+Extension)
	now := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	s, err := Create(path, tournament.NewSettings("第一届市围棋赛", tournament.Rules2002), Options{Now: clock})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	session := func(minutes int, change bool) int {
		t.Helper()
		now = now.Add(time.Duration(minutes) * time.Minute)
		s, err := Open(path, Options{Now: clock})
		if err != nil {
			t.Fatal(err)
		}
		if change {
			if _, err := addPlayer(s, tournament.Player{NameZh: "选手"}); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		all, err := listBackups(BackupDir(path), "event")
		if err != nil {
			t.Fatal(err)
		}
		return len(all)
	}
	steps := []struct {
		minutes int
		change  bool
		want    int
	}{
		{1, true, 1},   // the first backup
		{3, true, 1},   // 3 minutes after it
		{6, true, 1},   // 9 minutes after it
		{1, true, 2},   // 10 minutes after it
		{30, false, 2}, // nothing changed: no backup
		{0, true, 3},   // 30 minutes after the last
	}
	for i, st := range steps {
		t.Run(fmt.Sprint(st.minutes), func(t *testing.T) {
			if got := session(st.minutes, st.change); got != st.want {
				t.Errorf("step %d: %d backups, want %d", i+1, got, st.want)
			}
		})
	}
}

// BenchmarkOpenStamped opens and closes a file of 2,000 players and 9
// rounds of results that the program closed last: the stamp spares the
// whole check.
func BenchmarkOpenStamped(b *testing.B) {
	path := bigTournament(b, 2000, 9)
	benchmarkOpen(b, path, func() {})
}

// BenchmarkOpenWhole is BenchmarkOpenStamped for a file without a stamp
// (copied from elsewhere, or changed by another program): every page is
// checked (PRAGMA integrity_check).
func BenchmarkOpenWhole(b *testing.B) {
	path := bigTournament(b, 2000, 9)
	benchmarkOpen(b, path, func() { os.Remove(path + ".lock") })
}

func benchmarkOpen(b *testing.B, path string, before func()) {
	b.Helper()
	for b.Loop() {
		b.StopTimer()
		before()
		b.StartTimer()
		s, err := Open(path, Options{})
		if err != nil {
			b.Fatal(err)
		}
		if err := s.Close(); err != nil {
			b.Fatal(err)
		}
	}
}
