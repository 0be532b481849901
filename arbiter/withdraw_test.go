package arbiter_test

import (
	"os"
	"strings"
	"testing"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// TestSwissWithdrawalPairsTheNextRoundAgain: four players, round 1 played,
// round 2 paired without results; a player withdraws after round 1. Round
// 2 is paired again without him (not given as a forfeit, which would block
// pairing it again), in the same action, after a backup as any pairing:
// one undo brings back both the player and the former pairing.
func TestSwissWithdrawalPairsTheNextRoundAgain(t *testing.T) {
	s, path := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	ids := addPlayers(t, s, gid, "甲", "乙", "丙", "丁")
	g, _ := s.Group("公开组")
	if _, err := s.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	games, _, _ := s.Round(gid, 1)
	for _, game := range games {
		s.SetResult(game.ID, "B+R")
	}
	if _, err := s.PairRound(g, 2); err != nil {
		t.Fatal(err)
	}
	before, _, _ := s.Round(gid, 2)
	backups := func() (n int) {
		entries, _ := os.ReadDir(storage.BackupDir(path))
		for _, e := range entries {
			if strings.Contains(e.Name(), "round2") {
				n++
			}
		}
		return n
	}
	had := backups()
	if err := s.Withdraw(ids[0], 1); err != nil {
		t.Fatal(err)
	}
	if backups() != had+1 {
		t.Errorf("no backup taken before round 2 was paired again: %d, then %d", had, backups())
	}
	games, byes, _ := s.Round(gid, 2)
	if len(games) != 1 || len(byes) != 1 {
		t.Fatalf("round 2 after the withdrawal: %+v, byes %v; want one game and a bye", games, byes)
	}
	for _, game := range games {
		if game.Black == ids[0] || game.White == ids[0] || game.Result != tournament.NoResult {
			t.Errorf("round 2 game %+v", game)
		}
	}
	if byes[0] == ids[0] {
		t.Errorf("the withdrawn player has the bye")
	}
	// The round can be paired again still (no result in it).
	if _, err := s.PairRound(g, 2); err != nil {
		t.Errorf("pairing round 2 again: %v", err)
	}
	s.Undo() // that pairing
	if a, err := s.Undo(); err != nil || a.What != "action.player_withdrawn" {
		t.Fatalf("undo: %+v %v", a, err)
	}
	games, byes, _ = s.Round(gid, 2)
	ps, _ := s.Players()
	if ps[0].Withdrawn() || len(games) != len(before) || len(byes) != 0 {
		t.Errorf("after undo: withdrawn %v, round 2 %+v byes %v; want %+v", ps[0].Withdrawn(), games, byes, before)
	}
}
