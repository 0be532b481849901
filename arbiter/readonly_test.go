package arbiter_test

import (
	"errors"
	"path/filepath"
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/internal/testdisk"
	"weiqi-arbiter/storage"
)

// TestReadOnlyReason: a tournament on a write-protected disk opens for
// reading, and the use cases say why (the front ends' banner): a file
// that can be written has no reason. Reporting left as it is (a share of
// the event) is no write.
func TestReadOnlyReason(t *testing.T) {
	dir := testdisk.Small(t, 2<<20)
	path := filepath.Join(dir, "e"+storage.Extension)
	s, err := storage.Create(path, tournament.NewSettings("只读赛", tournament.Rules2002), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := arbiter.New(s).ReadOnly(); err != nil {
		t.Errorf("a file that can be written: ReadOnly() = %v", err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	testdisk.ReadOnly(t, dir)
	s, err = storage.Open(path, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	a := arbiter.New(s)
	if !errors.Is(a.ReadOnly(), storage.ErrReadOnly) {
		t.Errorf("ReadOnly() = %v, want %v", a.ReadOnly(), storage.ErrReadOnly)
	}
	if _, err := a.AddPlayer(tournament.Player{NameZh: "张三", WithdrawnAfter: -1}); !errors.Is(err, storage.ErrReadOnly) {
		t.Errorf("AddPlayer on the read-only file: %v", err)
	}
	if err := a.SetReporting(false, false); err != nil {
		t.Errorf("reporting left as it is, on the read-only file: %v", err)
	}
	if err := a.SetReporting(true, false); !errors.Is(err, storage.ErrReadOnly) {
		t.Errorf("reporting turned on, on the read-only file: %v", err)
	}
}

// TestSetReportingUnchanged: reporting set as it already is adds no
// action (no undo step), so that a file opened for reading only can be
// shared with the hall; a change is one action.
func TestSetReportingUnchanged(t *testing.T) {
	a, _, _, _ := newTournament(t, tournament.Swiss, 3, 2)
	before, _ := a.History(100)
	if err := a.SetReporting(false, false); err != nil {
		t.Fatal(err)
	}
	if after, _ := a.History(100); len(after) != len(before) {
		t.Errorf("reporting left as it was: %d actions, was %d", len(after), len(before))
	}
	if err := a.SetReporting(true, false); err != nil {
		t.Fatal(err)
	}
	if after, _ := a.History(100); len(after) != len(before)+1 {
		t.Errorf("reporting turned on: %d actions, was %d", len(after), len(before))
	}
	if rep, _ := a.Reporting(); !rep.On || rep.AutoAccept {
		t.Errorf("reporting %+v", rep)
	}
}
