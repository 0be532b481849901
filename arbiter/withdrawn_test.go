package arbiter_test

import (
	"errors"
	"strings"
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

// TestResultOnAWithdrawalsGameRefused: a round robin of four (3 rounds),
// the schedule paired. Player 甲 plays round 1 and withdraws after it:
// fewer than half, every game of his void. A result typed on one of them,
// by any path (the game, the table, a list of results, a desk, a loss on
// time, a warning), is refused saying why and how, and changes nothing. Then, the
// withdrawal undone and made after round 2 instead (half or more), his
// round-3 game is a forfeit that a typed result may not overwrite either;
// the result it has is let through.
func TestResultOnAWithdrawalsGameRefused(t *testing.T) {
	a, g, ids, _ := newTournament(t, tournament.RoundRobin, 0, 4)
	for n := 1; n <= 3; n++ {
		if _, err := a.PairRound(g, n); err != nil {
			t.Fatal(err)
		}
	}
	gameOf := func(n int) tournament.Game {
		games, _ := a.Games(g.ID, n)
		for _, game := range games {
			if game.Black == ids[0] || game.White == ids[0] {
				return game
			}
		}
		t.Fatalf("round %d: no game of 甲", n)
		return tournament.Game{}
	}
	first := gameOf(1)
	if err := a.SetResult(first.ID, "B+R"); err != nil {
		t.Fatal(err)
	}
	if err := a.Withdraw(ids[0], 1); err != nil {
		t.Fatal(err)
	}
	void := gameOf(2)
	var held *arbiter.HeldResultError
	for name, enter := range map[string]func() error{
		"game":  func() error { return a.SetResult(void.ID, "W+R") },
		"table": func() error { return a.SetResultAt(g.ID, 2, void.Table, "W+R") },
		"desk": func() error {
			_, err := a.EnterResult(arbiter.ResultEntry{Desk: "desk 2", Game: void.ID, Result: "W+R", Overwrite: true, Replacing: tournament.Void})
			return err
		},
		"round 1, played before": func() error { return a.SetResult(first.ID, "W+R") },
		"time": func() error {
			_, _, err := a.RecordTimeLoss(void.ID, true)
			return err
		},
		"warning": func() error {
			_, err := a.Warn(void.ID, false)
			return err
		},
	} {
		if err := enter(); !errors.As(err, &held) || !held.Void || held.After != 1 || held.Name != "甲" {
			t.Errorf("%s: %v, want refused as void", name, err)
		}
	}
	_, err := a.SetResults(g, 2, []arbiter.ResultLine{{Line: 1, Table: "1", Result: "1"}, {Line: 2, Table: "2", Result: "2"}}, true)
	var list *arbiter.ResultListError
	if !errors.As(err, &list) || len(list.Problems) != 1 || list.Problems[0].Reason != arbiter.LineHeld {
		t.Errorf("list of results: %v", err)
	}
	if gameOf(2).Result != tournament.Void || gameOf(1).Result != tournament.Void {
		t.Errorf("results changed: %+v %+v", gameOf(1), gameOf(2))
	}
	if err := a.SetResult(void.ID, tournament.Void); err != nil {
		t.Errorf("the result it has: %v", err)
	}
	// Said in the user's language, with the way out.
	zh := i18n.MustLoad(i18n.Chinese)
	held.Void = true
	if msg := i18n.Error(zh.T, held); !strings.Contains(msg, "请先撤销该退赛") || !strings.Contains(msg, "甲") {
		t.Errorf("in Chinese: %q", msg)
	}

	// Undo the withdrawal; withdraw after round 2 instead: 2 games of 3.
	if _, err := a.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := a.SetResult(gameOf(2).ID, "B+R"); err != nil {
		t.Fatalf("after undo: %v", err)
	}
	if err := a.Withdraw(ids[0], 2); err != nil {
		t.Fatal(err)
	}
	forfeit := gameOf(3)
	if forfeit.Result != tournament.BlackByForf && forfeit.Result != tournament.WhiteByForf {
		t.Fatalf("round 3: %+v, want a forfeit", forfeit)
	}
	if err := a.SetResult(forfeit.ID, "0"); !errors.As(err, &held) || held.Void {
		t.Errorf("over the forfeit: %v", err)
	}
	if err := a.SetResult(forfeit.ID, tournament.NoResult); !errors.As(err, &held) {
		t.Errorf("clearing the forfeit: %v", err)
	}
	// A second warning would turn the forfeit into a loss by warnings.
	for range 2 {
		if _, err := a.Warn(forfeit.ID, forfeit.Black == ids[0]); !errors.As(err, &held) {
			t.Errorf("a warning on the forfeit: %v", err)
		}
	}
	if b, w, err := a.Warnings(forfeit.ID); err != nil || b+w != 0 || gameOf(3).Result != forfeit.Result {
		t.Errorf("after warnings: %+v, warnings %d %d (%v); want %s and none", gameOf(3), b, w, err, forfeit.Result)
	}
	if err := a.SetResult(gameOf(2).ID, "W+R"); err != nil {
		t.Errorf("a game before the withdrawal, results standing: %v", err)
	}
}
