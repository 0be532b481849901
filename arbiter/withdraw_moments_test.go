package arbiter_test

import (
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
)

// roundTwoPaired is a Swiss of the named players with round 1 played
// (White won every game) and round 2 paired; it returns round 1's games.
func roundTwoPaired(t *testing.T, names ...string) (*arbiter.Arbiter, int64, []tournament.Game) {
	t.Helper()
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "少儿组", System: tournament.Swiss, Rounds: 3})
	addPlayers(t, s, gid, names...)
	g, _ := s.Group("少儿组")
	if _, err := s.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	games, _, _ := s.Round(gid, 1)
	for _, game := range games {
		if err := s.SetResult(game.ID, "W+R"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.PairRound(g, 2); err != nil {
		t.Fatal(err)
	}
	return s, gid, games
}

// TestWithdrawalOfThePlayerWithTheBye: three players, round 1 played,
// round 2 paired (one game, one bye). The player with the bye withdraws
// after round 1: round 2 is paired again with the other two, one game and
// no bye (SPEC §9.3: he is not paired again).
func TestWithdrawalOfThePlayerWithTheBye(t *testing.T) {
	s, gid, _ := roundTwoPaired(t, "甲", "乙", "丙")
	_, byes, _ := s.Round(gid, 2)
	if len(byes) != 1 {
		t.Fatalf("round 2 byes %v", byes)
	}
	if err := s.Withdraw(byes[0], 1); err != nil {
		t.Fatal(err)
	}
	games, after, _ := s.Round(gid, 2)
	if len(games) != 1 || len(after) != 0 {
		t.Fatalf("round 2 after the withdrawal: %+v, byes %v; want one game, no bye", games, after)
	}
	if games[0].Black == byes[0] || games[0].White == byes[0] {
		t.Errorf("the withdrawn player is paired: %+v", games[0])
	}
}

// TestWithdrawalWhenTheRoundCannotBePairedAgain: four players, round 1
// played (p–q, r–s), round 2 paired. p withdraws after round 1: round 2 is
// paired again with q, r and s (a game and a bye). Then q withdraws after
// round 1 too: r and s have met, so round 2 cannot be paired again. The
// withdrawal is still recorded (a withdrawal is never refused for the
// pairing's sake): round 2 stays as it is and q's game there is a forfeit
// win for his opponent (SPEC §9.3–9.4), the bye stays.
func TestWithdrawalWhenTheRoundCannotBePairedAgain(t *testing.T) {
	s, gid, round1 := roundTwoPaired(t, "甲", "乙", "丙", "丁")
	p, q := round1[0].Black, round1[0].White
	if err := s.Withdraw(p, 1); err != nil {
		t.Fatal(err)
	}
	if err := s.Withdraw(q, 1); err != nil {
		t.Fatalf("the second withdrawal: %v", err)
	}
	ps, _ := s.Players()
	for _, pl := range ps {
		if (pl.ID == p || pl.ID == q) != pl.Withdrawn() {
			t.Errorf("%s withdrawn: %v", pl.Name(), pl.Withdrawn())
		}
	}
	games, byes, _ := s.Round(gid, 2)
	if len(games) != 1 || len(byes) != 1 {
		t.Fatalf("round 2: %+v, byes %v; want q's game and a bye", games, byes)
	}
	want := tournament.Result("B+F") // q is White: Black wins by forfeit
	if games[0].Black == q {
		want = "W+F"
	} else if games[0].White != q {
		t.Fatalf("round 2's game is not q's: %+v", games[0])
	}
	if games[0].Result != want {
		t.Errorf("q's game in round 2: %q, want %q", games[0].Result, want)
	}
}

// TestKnockoutWithdrawalThroughTheFile: a knockout of four (seeds by
// rank); round 1 played (the higher seeds win), then seed 1 withdraws
// after round 1. Round 2, the final, is paired as a forfeit win for seed
// 2, stored so, and no result may be typed over it.
func TestKnockoutWithdrawalThroughTheFile(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "淘汰组", System: tournament.Knockout})
	var ids []int64
	for i, rank := range []string{"4d", "3d", "2d", "1d"} {
		id, err := s.AddPlayer(tournament.Player{NameZh: []string{"甲", "乙", "丙", "丁"}[i], GroupID: gid, Rank: rank})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	g, _ := s.Group("淘汰组")
	if _, err := s.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	games, _, _ := s.Round(gid, 1)
	for _, game := range games {
		if err := s.SetResult(game.ID, "W+R"); err != nil { // the higher seed has White
			t.Fatal(err)
		}
	}
	if err := s.Withdraw(ids[0], 1); err != nil {
		t.Fatal(err)
	}
	if _, err := s.PairRound(g, 2); err != nil {
		t.Fatal(err)
	}
	final, _, _ := s.Round(gid, 2)
	if len(final) != 1 || final[0].White != ids[0] || final[0].Black != ids[1] || final[0].Result != tournament.BlackByForf {
		t.Fatalf("final %+v, want seed 1 (White) against seed 2, Black wins by forfeit", final)
	}
	if err := s.SetResult(final[0].ID, "W+R"); err == nil {
		t.Error("a result typed over the withdrawal's forfeit was taken")
	}
}
