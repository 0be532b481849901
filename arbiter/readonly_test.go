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
// that can be written has no reason.
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
}
