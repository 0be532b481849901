package arbiter_test

import (
	"maps"
	"os"
	"path/filepath"
	"testing"
	"time"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// storage.Store is the store the use cases run on.
var _ arbiter.Store = (*storage.Store)(nil)

// newTournament creates a tournament file with one group of the given
// system and rounds and n players registered in order (a seeded draw).
func newTournament(t *testing.T, system tournament.System, rounds, n int) (*arbiter.Arbiter, tournament.Group, []int64, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "t"+storage.Extension)
	clock := time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC)
	s, err := storage.Create(path, tournament.NewSettings("测试", tournament.Rules2002), storage.Options{
		Now: func() time.Time { clock = clock.Add(time.Second); return clock }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	a := arbiter.New(s, arbiter.WithRandom(func() uint64 { return 16 }))
	if _, err := a.AddGroup(tournament.Group{Name: "A", System: system, Rounds: rounds, Draw: tournament.DrawSeeded}); err != nil {
		t.Fatal(err)
	}
	g, err := a.Group("A")
	if err != nil {
		t.Fatal(err)
	}
	var ids []int64
	for i := range n {
		id, err := a.AddPlayer(tournament.Player{NameZh: string(rune('甲' + i)), GroupID: g.ID, Rank: "1d", WithdrawnAfter: -1})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	return a, g, ids, path
}

func pairings(t *testing.T, a *arbiter.Arbiter, g tournament.Group, n int) [][2]int64 {
	t.Helper()
	games, err := a.Games(g.ID, n)
	if err != nil {
		t.Fatal(err)
	}
	var out [][2]int64
	for _, game := range games {
		out = append(out, [2]int64{game.Black, game.White})
	}
	return out
}

func TestRepairIsOneUndoStep(t *testing.T) {
	a, g, _, _ := newTournament(t, tournament.Swiss, 3, 6)
	if _, err := a.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	before := pairings(t, a, g, 1)
	// A late arrival's fixed table changes the pairing's tables; pair again.
	if err := a.SetFixedTable(before[0][0], 3); err != nil {
		t.Fatal(err)
	}
	if _, err := a.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	after := pairings(t, a, g, 1)
	if slicesEqual(before, after) {
		t.Fatalf("the re-pair changed nothing: %v", after)
	}
	act, err := a.Undo()
	if err != nil || act.What != "action.round_paired" {
		t.Fatalf("undo: %+v %v", act, err)
	}
	if got := pairings(t, a, g, 1); !slicesEqual(got, before) {
		t.Errorf("one undo after the re-pair: %v, want the previous pairing %v", got, before)
	}
	// Keeping tables is one step too.
	if err := a.PairRoundKeeping(g, 1, []int{1}); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := pairings(t, a, g, 1); !slicesEqual(got, before) {
		t.Errorf("one undo after keeping tables: %v, want %v", got, before)
	}
}

func TestRepairWithFailingBackupKeepsPairing(t *testing.T) {
	a, g, _, path := newTournament(t, tournament.Swiss, 3, 6)
	if _, err := a.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	before := pairings(t, a, g, 1)
	// The backups folder cannot be made: a file stands in its place.
	dir := storage.BackupDir(path)
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir, []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
	undo, _, _ := a.UndoRedoState()
	if _, err := a.PairRound(g, 1); err == nil {
		t.Fatal("re-pair with a failing backup succeeded")
	}
	if got := pairings(t, a, g, 1); !slicesEqual(got, before) {
		t.Errorf("after a failed backup: %v, want the old pairing %v", got, before)
	}
	if st, _ := a.RoundStatus(g.ID, 1); st != "paired" {
		t.Errorf("round status %q", st)
	}
	if u, _, _ := a.UndoRedoState(); u.ID != undo.ID {
		t.Errorf("the failed re-pair left an action: %+v", u)
	}
}

func TestUnpairedRoundIsNotPaired(t *testing.T) {
	a, g, _, _ := newTournament(t, tournament.Swiss, 3, 4)
	if _, err := a.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	if err := a.UnpairRound(g.ID, 1); err != nil {
		t.Fatal(err)
	}
	if st, _ := a.RoundStatus(g.ID, 1); st != "unpaired" {
		t.Errorf("a round without games is %q", st)
	}
	if n, _ := a.LatestRound(g.ID); n != 0 {
		t.Errorf("latest round %d", n)
	}
}

func slicesEqual(a, b [][2]int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestWithdrawalPreviewAgreesWithStore withdraws a player of a round robin
// whose whole schedule is paired, and checks the dialog's preview, the
// stored effect and the rule of SPEC §9.2 (fewer than half of all rounds
// played, counting games played: 已赛局数) agree, for single, double and
// triple round robins; one undo restores the games.
func TestWithdrawalPreviewAgreesWithStore(t *testing.T) {
	const voided, stand = pairing.ResultsVoid, pairing.ResultsStand
	for _, tt := range []struct {
		name      string
		system    tournament.System
		rounds    int // the group's rounds (0: one cycle)
		players   int
		who       int // the withdrawing player, 0-based in registration (Berger) order
		after     int
		forfeitAt int // a round ≤ after the player lost by forfeit (0: none)
		total     int // rounds of the round robin
		played    int
		want      pairing.WithdrawalKind
	}{
		// 4 players, single: 3 rounds. After round 1, 1 game of 3: void.
		{"single, 1 of 3", tournament.RoundRobin, 0, 4, 0, 1, 0, 3, 1, voided},
		// After round 2, 2 games of 3 (2×2 ≥ 3): results stand, round 3 forfeited.
		{"single, 2 of 3", tournament.RoundRobin, 0, 4, 0, 2, 0, 3, 2, stand},
		// A forfeit is no game played: 1 game in 2 rounds, void.
		{"single, forfeit not played", tournament.RoundRobin, 0, 4, 0, 2, 1, 3, 1, voided},
		// 5 players: 5 rounds; player 4 has the bye in round 2 (Berger table
		// for 6: 6–4), so after round 3 he has played 2 games (2×2 < 5): void,
		// though 3 rounds of 5 have gone by; after round 4, 3 games: stand.
		{"single, bye not played", tournament.RoundRobin, 0, 5, 3, 3, 0, 5, 2, voided},
		{"single, 3 of 5", tournament.RoundRobin, 0, 5, 3, 4, 0, 5, 3, stand},
		// Double of 4: 6 rounds. 2 games: void; 3 games (2×3 = 6): stand.
		{"double, 2 of 6", tournament.DoubleRoundRobin, 0, 4, 1, 2, 0, 6, 2, voided},
		{"double, 3 of 6", tournament.DoubleRoundRobin, 0, 4, 1, 3, 0, 6, 3, stand},
		// Triple of 4 (9 rounds): 4 games (8 < 9): void; 5 games: stand.
		{"triple, 4 of 9", tournament.RoundRobin, 9, 4, 2, 4, 0, 9, 4, voided},
		{"triple, 5 of 9", tournament.RoundRobin, 9, 4, 2, 5, 0, 9, 5, stand},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a, g, ids, _ := newTournament(t, tt.system, tt.rounds, tt.players)
			for n := 1; n <= tt.total; n++ {
				if _, err := a.PairRound(g, n); err != nil {
					t.Fatalf("pair round %d: %v", n, err)
				}
			}
			if _, err := a.PairRound(g, tt.total+1); err == nil {
				t.Fatalf("the round robin has more than %d rounds", tt.total)
			}
			id := ids[tt.who]
			for n := 1; n <= tt.after; n++ {
				games, _ := a.Games(g.ID, n)
				for _, game := range games {
					r := tournament.WhiteResigns
					if n == tt.forfeitAt && game.Black == id {
						r = tournament.WhiteByForf
					} else if n == tt.forfeitAt && game.White == id {
						r = tournament.BlackByForf
					}
					if err := a.SetResult(game.ID, r); err != nil {
						t.Fatal(err)
					}
				}
			}
			before := allGames(t, a, g, tt.total)
			effect, _, err := a.WithdrawalEffect(id, tt.after)
			if err != nil {
				t.Fatal(err)
			}
			if effect.Kind != tt.want || effect.Rounds != tt.total || effect.Played != tt.played {
				t.Errorf("preview: kind %d, %d of %d rounds; want kind %d, %d of %d", effect.Kind, effect.Played, effect.Rounds, tt.want, tt.played, tt.total)
			}
			// What SPEC §9.2 gives each of the player's games.
			want := map[int64]tournament.Result{}
			for gid, game := range before {
				if game.Black != id && game.White != id {
					continue
				}
				switch {
				case tt.want == voided:
					want[gid] = tournament.Void
				case game.Round > tt.after && game.Black == id:
					want[gid] = tournament.WhiteByForf
				case game.Round > tt.after:
					want[gid] = tournament.BlackByForf
				}
			}
			if !maps.Equal(effect.Results, want) {
				t.Errorf("preview changes %v, want %v", effect.Results, want)
			}
			if err := a.Withdraw(id, tt.after); err != nil {
				t.Fatal(err)
			}
			stored := allGames(t, a, g, tt.total)
			for gid, game := range stored {
				w, changed := want[gid]
				if !changed {
					w = before[gid].Result
				}
				if game.Result != w {
					t.Errorf("round %d table %d: stored %q, want %q", game.Round, game.Table, game.Result, w)
				}
			}
			if act, err := a.Undo(); err != nil || act.What != "action.player_withdrawn" {
				t.Fatalf("undo: %+v %v", act, err)
			}
			if got := allGames(t, a, g, tt.total); !maps.Equal(got, before) {
				t.Error("undo did not restore the games")
			}
		})
	}
}

func allGames(t *testing.T, a *arbiter.Arbiter, g tournament.Group, rounds int) map[int64]tournament.Game {
	t.Helper()
	out := map[int64]tournament.Game{}
	for n := 1; n <= rounds; n++ {
		games, err := a.Games(g.ID, n)
		if err != nil {
			t.Fatal(err)
		}
		for _, game := range games {
			out[game.ID] = game
		}
	}
	return out
}

func TestNigiriIsRecorded(t *testing.T) {
	a, g, _, _ := newTournament(t, tournament.Swiss, 3, 2)
	if _, err := a.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	games, _ := a.Games(g.ID, 1)
	// Equal ranks, no birth dates: the player the pairing named first
	// grabs and the other guesses (SPEC §7). The lot draws 1+16 mod 30 = 17
	// stones, odd: a guess of odd is right, and the guesser takes Black.
	guesser := games[0].White
	n, black, err := a.Nigiri(games[0], 0, true)
	if err != nil {
		t.Fatal(err)
	}
	if n != 17 || black != guesser {
		t.Errorf("nigiri: %d stones, Black %d; want 17, %d", n, black, guesser)
	}
	if games, _ = a.Games(g.ID, 1); games[0].Black != guesser {
		t.Errorf("Black is %d", games[0].Black)
	}
	act, _, _ := a.UndoRedoState()
	if act.What != "action.nigiri" || act.Detail == "" {
		t.Errorf("the nigiri is not in the log: %+v", act)
	}
}

// TestRecordTimeLoss: a confirmed flag fall records the opponent's win on
// time as one undo step; a game whose result was entered meanwhile keeps
// it, and the result that stands is returned.
func TestRecordTimeLoss(t *testing.T) {
	a, g, _, _ := newTournament(t, tournament.Swiss, 3, 4)
	if _, err := a.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	games, err := a.Games(g.ID, 1)
	if err != nil || len(games) != 2 {
		t.Fatalf("round 1: %d games, %v", len(games), err)
	}
	result := func(id int64) tournament.Result {
		t.Helper()
		gs, err := a.Games(g.ID, 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, game := range gs {
			if game.ID == id {
				return game.Result
			}
		}
		t.Fatalf("no game %d", id)
		return ""
	}
	// Table 1: Black's flag fell: White wins on time (W+T, 黑超时负).
	recorded, current, err := a.RecordTimeLoss(games[0].ID, true)
	if err != nil || !recorded || current != "W+T" || result(games[0].ID) != "W+T" {
		t.Fatalf("table 1: recorded %v, %q, %v; stored %q; want W+T", recorded, current, err, result(games[0].ID))
	}
	if _, err := a.Undo(); err != nil || result(games[0].ID) != tournament.NoResult {
		t.Fatalf("one undo: %v, result %q; want none", err, result(games[0].ID))
	}
	// Table 2: Black resigned at the Rounds screen before the question was
	// answered; White's flag fall changes nothing.
	if err := a.SetResult(games[1].ID, "W+R"); err != nil {
		t.Fatal(err)
	}
	recorded, current, err = a.RecordTimeLoss(games[1].ID, false)
	if err != nil || recorded || current != "W+R" || result(games[1].ID) != "W+R" {
		t.Errorf("table 2: recorded %v, %q, %v; stored %q; want W+R standing", recorded, current, err, result(games[1].ID))
	}
}
