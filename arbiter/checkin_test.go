package arbiter_test

import (
	"errors"
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
)

func player(t *testing.T, a *arbiter.Arbiter, id int64) tournament.Player {
	t.Helper()
	ps, err := a.Players()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if p.ID == id {
			return p
		}
	}
	t.Fatalf("no player %d", id)
	return tournament.Player{}
}

func TestCheckInAtTheDesk(t *testing.T) {
	a, g, ids, _ := newTournament(t, tournament.Swiss, 3, 4)
	// Registered before the day: not checked in.
	if player(t, a, ids[0]).CheckedIn {
		t.Fatal("a player registered before the event is checked in")
	}
	second := player(t, a, ids[1]).NameZh
	got, err := a.CheckIn(" " + second + " ")
	if err != nil || got.ID != ids[1] || !player(t, a, ids[1]).CheckedIn {
		t.Fatalf("check in by name: %+v %v", got, err)
	}
	var ce *arbiter.CheckInError
	if _, err := a.CheckIn("99"); !errors.As(err, &ce) || !errors.Is(err, arbiter.ErrCheckInNone) {
		t.Errorf("unknown number: %v", err)
	}
	// The day has begun (someone is checked in): a player added at the desk
	// is checked in, with the rank stored one way.
	id, err := a.AddPlayer(tournament.Player{NameZh: "迟到", Rank: "业余三段", GroupID: g.ID, WithdrawnAfter: -1})
	if err != nil {
		t.Fatal(err)
	}
	if p := player(t, a, id); !p.CheckedIn || p.Rank != "3d" {
		t.Errorf("added on the day: checked in %v, rank %q; want true, 3d", p.CheckedIn, p.Rank)
	}
	if _, err := a.AddPlayer(tournament.Player{NameZh: "错段", Rank: "十段", GroupID: g.ID, WithdrawnAfter: -1}); !errors.Is(err, tournament.ErrRank) {
		t.Errorf("rank 十段 accepted: %v", err)
	}
	// Check in all: one action, one undo step.
	ps, _ := a.Players()
	n, err := a.CheckInAll(ps)
	if err != nil || n != 3 {
		t.Fatalf("check in all: %d, %v; want the 3 others", n, err)
	}
	ps, _ = a.Players()
	if in, out := tournament.CheckInCount(ps); in != 5 || out != 0 {
		t.Errorf("after check in all: %d in, %d out", in, out)
	}
	if _, err := a.Undo(); err != nil {
		t.Fatal(err)
	}
	ps, _ = a.Players()
	if in, out := tournament.CheckInCount(ps); in != 2 || out != 3 {
		t.Errorf("after one undo: %d in, %d out; want 2 (the second player and 迟到) and 3", in, out)
	}
}

func TestWithdrawalBeforeAPlayedRoundRefused(t *testing.T) {
	a, g, ids, _ := newTournament(t, tournament.Swiss, 3, 4)
	if _, err := a.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	games, _ := a.Games(g.ID, 1)
	for _, game := range games {
		if err := a.SetResultAt(g.ID, 1, game.Table, "B+R"); err != nil {
			t.Fatal(err)
		}
	}
	var pe *arbiter.PlayedAfterError
	if err := a.Withdraw(ids[0], 0); !errors.As(err, &pe) || pe.Round != 1 {
		t.Fatalf("withdrawing before round 1, which the player played: %v", err)
	}
	if player(t, a, ids[0]).Withdrawn() {
		t.Fatal("the refused withdrawal was written")
	}
	if err := a.Withdraw(ids[0], 1); err != nil || player(t, a, ids[0]).WithdrawnAfter != 1 {
		t.Errorf("withdrawing after round 1: %v", err)
	}
}
