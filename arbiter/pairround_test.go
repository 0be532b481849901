package arbiter_test

import (
	"errors"
	"slices"
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// roundPlayers is every player with a game in round n, sorted.
func roundPlayers(t *testing.T, g tournament.Group, n int, games []tournament.Game) []int64 {
	t.Helper()
	var out []int64
	for _, game := range games {
		out = append(out, game.Black, game.White)
	}
	slices.Sort(out)
	return out
}

// TestPairRoundCheckedIn: players who did not check in are left out of the
// round (marked absent for it) in the same undo step as the pairing; with
// nobody checked in, check-in is not used and everyone is paired.
func TestPairRoundCheckedIn(t *testing.T) {
	a, g, ids, _ := newTournament(t, tournament.Swiss, 3, 6)
	for _, id := range ids[:4] {
		if err := a.SetCheckedIn(id, true); err != nil {
			t.Fatal(err)
		}
	}
	missing, err := a.NotCheckedIn(g, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(missing) != 2 || missing[0].ID != ids[4] || missing[1].ID != ids[5] {
		t.Fatalf("not checked in %+v, want players 5 and 6", missing)
	}
	_, left, err := a.PairRoundCheckedIn(g, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(left) != 2 {
		t.Errorf("left out %+v, want players 5 and 6", left)
	}
	games, byes, err := a.Round(g.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Four players checked in: two games, no bye, players 5 and 6 absent.
	if got := roundPlayers(t, g, 1, games); !slices.Equal(got, ids[:4]) || len(byes) != 0 {
		t.Errorf("round 1 plays %v (byes %v), want %v", got, byes, ids[:4])
	}
	absent, err := a.Absent(g.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(absent) != 2 || !absent[ids[4]] || !absent[ids[5]] {
		t.Errorf("absent for round 1: %v, want players 5 and 6", absent)
	}
	// One undo takes back the pairing and the absences together.
	if _, err := a.Undo(); err != nil {
		t.Fatal(err)
	}
	if latest, _ := a.LatestRound(g.ID); latest != 0 {
		t.Errorf("after one undo round %d is still paired", latest)
	}
	if absent, _ := a.Absent(g.ID, 1); len(absent) != 0 {
		t.Errorf("after one undo the absences stay: %v", absent)
	}
	// Pairing them anyway: everyone plays.
	if _, err := a.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	games, _, _ = a.Round(g.ID, 1)
	if got := roundPlayers(t, g, 1, games); !slices.Equal(got, ids) {
		t.Errorf("paired anyway: %v play, want all of %v", got, ids)
	}
}

func TestPairRoundNobodyCheckedIn(t *testing.T) {
	a, g, ids, _ := newTournament(t, tournament.Swiss, 3, 5)
	_, left, err := a.PairRoundCheckedIn(g, 1)
	if err != nil {
		t.Fatal(err)
	}
	games, byes, _ := a.Round(g.ID, 1)
	// Nobody checked in: the event does not use check-in; 5 players make two
	// games and a bye.
	if len(left) != 0 || len(games) != 2 || len(byes) != 1 {
		t.Errorf("left out %v, %d games, byes %v; want nobody left out, 2 games and a bye", left, len(games), byes)
	}
	got := append(roundPlayers(t, g, 1, games), byes...)
	slices.Sort(got)
	if !slices.Equal(got, ids) {
		t.Errorf("round 1 has %v, want %v", got, ids)
	}
}

// TestRoundBounds: a round beyond the group's rounds, before the first, or
// after a round not paired or not finished is refused and nothing is
// written.
func TestRoundBounds(t *testing.T) {
	a, g, _, _ := newTournament(t, tournament.Swiss, 3, 4)
	refused := func(n int, want error, wantKey string) {
		t.Helper()
		before, _ := a.History(1000)
		_, err := a.PairRound(g, n)
		if !errors.Is(err, want) {
			t.Errorf("round %d: %v, want %v", n, err, want)
		}
		var re *arbiter.RoundError
		if errors.As(err, &re) {
			if key, _, _ := re.MessageKey(); key != wantKey {
				t.Errorf("round %d: message %s, want %s", n, key, wantKey)
			}
		} else {
			t.Errorf("round %d: %T has no message of its own", n, err)
		}
		if after, _ := a.History(1000); len(after) != len(before) {
			t.Errorf("round %d: refused, yet %d actions were written", n, len(after)-len(before))
		}
	}
	refused(0, pairing.ErrRoundOutOfRange, "error.round.out_of_range")
	refused(4, pairing.ErrRoundOutOfRange, "error.round.out_of_range")
	refused(3000000000, pairing.ErrRoundOutOfRange, "error.round.out_of_range")
	refused(2, pairing.ErrPreviousMissing, "error.round.previous_missing")
	if _, err := a.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	refused(2, pairing.ErrResultsMissing, "error.round.results_missing")
	refused(3, pairing.ErrPreviousMissing, "error.round.previous_missing")
	games, _ := a.Games(g.ID, 1)
	for _, game := range games {
		if err := a.SetResult(game.ID, "B+R"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := a.PairRound(g, 2); err != nil {
		t.Errorf("round 2 after a finished round 1: %v", err)
	}
}

// TestLateEntrantDoesNotStartCheckIn: in an event that does not check in,
// a player added after round 1 is checked in on entry; round 2 still pairs
// everyone (the players of round 1 are present by having played).
func TestLateEntrantDoesNotStartCheckIn(t *testing.T) {
	a, g, ids, _ := newTournament(t, tournament.Swiss, 3, 4)
	if _, _, err := a.PairRoundCheckedIn(g, 1); err != nil {
		t.Fatal(err)
	}
	games, _ := a.Games(g.ID, 1)
	for _, game := range games {
		if err := a.SetResult(game.ID, "B+R"); err != nil {
			t.Fatal(err)
		}
	}
	late, err := a.AddPlayer(tournament.Player{NameZh: "迟到", Rank: "1d", GroupID: g.ID, WithdrawnAfter: -1})
	if err != nil {
		t.Fatal(err)
	}
	missing, err := a.NotCheckedIn(g, 2)
	if err != nil || len(missing) != 0 {
		t.Fatalf("round 2 asks about %+v (%v); want nobody", missing, err)
	}
	if _, left, err := a.PairRoundCheckedIn(g, 2); err != nil || len(left) != 0 {
		t.Fatalf("round 2 left out %+v: %v", left, err)
	}
	games, byes, _ := a.Round(g.ID, 2)
	got := append(roundPlayers(t, g, 2, games), byes...)
	slices.Sort(got)
	if want := append(slices.Clone(ids), late); !slices.Equal(got, want) {
		t.Errorf("round 2 has %v, want all five %v", got, want)
	}
}
