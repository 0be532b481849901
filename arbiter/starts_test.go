package arbiter_test

import (
	"path/filepath"
	"testing"
	"time"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// TestRoundStarts: a round's start, saved with the group's rules, is read
// back to the minute, and one undo takes it away again.
func TestRoundStarts(t *testing.T) {
	file, err := storage.Create(filepath.Join(t.TempDir(), "t.wqa"), tournament.NewSettings("市少儿围棋赛", tournament.Rules2002), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	s := arbiter.New(file)
	if _, err := s.AddGroup(tournament.Group{Name: "少年组", System: tournament.Swiss, Rounds: 5}); err != nil {
		t.Fatal(err)
	}
	g, err := s.Group("少年组")
	if err != nil {
		t.Fatal(err)
	}
	if g.Starts != nil {
		t.Fatalf("a new group has starts %v", g.Starts)
	}
	start := time.Date(2026, 12, 1, 9, 30, 0, 0, time.UTC)
	g.Starts = map[int]time.Time{3: start}
	if err := s.SaveGroupRules(g); err != nil {
		t.Fatal(err)
	}
	g, _ = s.Group("少年组")
	if got := g.Starts[3]; !got.Equal(start) || len(g.Starts) != 1 {
		t.Errorf("starts read back %v, want round 3 at %v", g.Starts, start)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if g, _ = s.Group("少年组"); g.Starts != nil {
		t.Errorf("after undo: starts %v", g.Starts)
	}
}
