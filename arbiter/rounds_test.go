package arbiter_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

func TestSwissRoundsEndToEnd(t *testing.T) {
	s, _ := newStore(t)
	gid, err := s.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := s.Group("公开组")
	if g.ID != gid || len(g.Tiebreaks) == 0 {
		t.Fatalf("group %+v", g)
	}
	addPlayers(t, s, gid, "甲", "乙", "丙", "丁", "戊")
	if _, err := s.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	games, byes, _ := s.Round(gid, 1)
	if len(games) != 2 || len(byes) != 1 {
		t.Fatalf("round 1: %v byes %v", games, byes)
	}
	// Pairing round 1 again before results is allowed and replaces it.
	if _, err := s.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	if games2, _, _ := s.Round(gid, 1); len(games2) != 2 {
		t.Fatalf("re-paired round 1: %v", games2)
	}
	if _, err := s.PairRound(g, 2); !errors.Is(err, pairing.ErrResultsMissing) {
		t.Fatalf("round 2 before results: %v", err)
	}
	s.SetResultAt(gid, 1, 1, "B+R")
	s.SetResultAt(gid, 1, 2, "W+1.5")
	if err := s.SetResultAt(gid, 1, 9, "B+R"); !errors.Is(err, arbiter.ErrNoSuchGame) {
		t.Errorf("table 9: %v", err)
	}
	if _, err := s.PairRound(g, 1); !errors.Is(err, arbiter.ErrRoundHasResults) {
		t.Errorf("re-pairing a round with results: %v", err)
	}
	if _, err := s.PairRound(g, 2); err != nil {
		t.Fatal(err)
	}
	rows, asOf, err := s.Standings(g, 0)
	if err != nil || asOf != 1 || len(rows) != 5 { // round 2 has no results yet
		t.Fatalf("standings: %v %d %v", rows, asOf, err)
	}
	// After round 1: two winners and the bye have 2 points.
	rows, _, _ = s.Standings(g, 1)
	twos := 0
	for _, r := range rows {
		if r.Points == tournament.F(2) {
			twos++
		}
	}
	if twos != 3 {
		t.Errorf("after round 1, %d players on 2 points", twos)
	}
}

func TestRoundRobinWithdrawalVoids(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "循环组", System: tournament.RoundRobin})
	ids := addPlayers(t, s, gid, "一", "二", "三", "四")
	g, _ := s.Group("循环组")
	s.PairRound(g, 1)
	games, _, _ := s.Round(gid, 1)
	for _, game := range games {
		s.SetResult(game.ID, "B+R")
	}
	// Player 一 withdraws after round 1 of 3: fewer than half played, all void.
	if err := s.Withdraw(ids[0], 1); err != nil {
		t.Fatal(err)
	}
	games, _, _ = s.Round(gid, 1)
	for _, game := range games {
		involved := game.Black == ids[0] || game.White == ids[0]
		if involved != (game.Result == tournament.Void) {
			t.Errorf("after withdrawal: %+v", game)
		}
	}
	s.PairRound(g, 2)
	games, _, _ = s.Round(gid, 2)
	for _, game := range games {
		if (game.Black == ids[0] || game.White == ids[0]) && game.Result != tournament.Void {
			t.Errorf("round 2 game of the withdrawn player: %+v", game)
		}
	}
	// Undo the round-2 pairing, then the withdrawal: the round-1 results come back.
	if a, err := s.Undo(); err != nil || a.What != "action.round_paired" {
		t.Fatalf("first undo: %+v %v", a, err)
	}
	if a, err := s.Undo(); err != nil || a.What != "action.player_withdrawn" {
		t.Fatalf("second undo: %+v %v", a, err)
	}
	ps, _ := s.Players()
	games, _, _ = s.Round(gid, 1)
	if ps[0].Withdrawn() || games[0].Result != "B+R" || games[1].Result != "B+R" {
		t.Errorf("after undo: withdrawn %v, games %+v", ps[0].Withdrawn(), games)
	}
}

func TestGroupErrors(t *testing.T) {
	s, _ := newStore(t)
	if _, err := s.Group("无此组"); err == nil {
		t.Error("unknown group found")
	}
	if _, err := s.AddGroup(tournament.Group{Name: "成人组", System: tournament.Swiss}); err == nil {
		t.Error("duplicate group name accepted")
	}
	if _, err := s.AddGroup(tournament.Group{Name: "x", System: "ladder"}); err == nil {
		t.Error("unknown system accepted")
	}
	var nf *arbiter.NotFoundError
	if err := s.Withdraw(999, 1); !errors.As(err, &nf) || nf.What != "player" {
		t.Errorf("withdraw unknown: %v", err)
	}
}

func TestWarningsAndAbsences(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	g, _ := s.Group("公开组")
	ids := addPlayers(t, s, gid, "甲", "乙", "丙", "丁")
	// 丁 is absent in round 1: three players, one bye.
	if err := s.SetAbsent(gid, 1, ids[3], true); err != nil {
		t.Fatal(err)
	}
	s.PairRound(g, 1)
	games, byes, _ := s.Round(gid, 1)
	if len(games) != 1 || len(byes) != 1 {
		t.Fatalf("round 1 with one absent: %v %v", games, byes)
	}
	for _, game := range games {
		if game.Black == ids[3] || game.White == ids[3] {
			t.Error("absent player paired")
		}
	}
	// Two warnings to Black lose the game.
	if lost, err := s.Warn(games[0].ID, true); err != nil || lost {
		t.Fatalf("first warning: %v %v", lost, err)
	}
	if lost, err := s.Warn(games[0].ID, true); err != nil || !lost {
		t.Fatalf("second warning: %v %v", lost, err)
	}
	games, _, _ = s.Round(gid, 1)
	if games[0].Result != "W+P" { // 黑犯规负: White wins, Black lost by warnings
		t.Errorf("result after two warnings: %q", games[0].Result)
	}
	if b, w, _ := s.Warnings(games[0].ID); b != 2 || w != 0 {
		t.Errorf("warnings %d %d", b, w)
	}
	rows, _, _ := s.Standings(g, 1)
	for _, r := range rows {
		if r.Player == games[0].Black && r.Tiebreaks[tournament.Warnings] != tournament.F(-2) {
			t.Errorf("warnings tiebreak %s", r.Tiebreaks[tournament.Warnings])
		}
	}
	if err := s.SetAbsent(gid, 1, ids[3], false); err != nil {
		t.Fatal(err)
	}
	if a, _ := s.Absent(gid, 1); a[ids[3]] {
		t.Error("absence not lifted")
	}
}

func TestKnockoutThroughStorage(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "淘汰组", System: tournament.Knockout})
	g, _ := s.Group("淘汰组")
	addPlayers(t, s, gid, "一", "二", "三", "四")
	if _, err := s.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	if _, err := s.PairRound(g, 2); !errors.Is(err, pairing.ErrNoWinner) {
		t.Fatalf("round 2 before results: %v", err)
	}
	s.SetResultAt(gid, 1, 1, "B+R")
	s.SetResultAt(gid, 1, 2, "W+R")
	if _, err := s.PairRound(g, 2); err != nil {
		t.Fatal(err)
	}
	final, _, _ := s.Round(gid, 2)
	if len(final) != 1 {
		t.Errorf("final %+v", final)
	}
}

func TestManualEdits(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	g, _ := s.Group("公开组")
	addPlayers(t, s, gid, "甲", "乙", "丙", "丁")
	s.PairRound(g, 1)
	games, _, _ := s.Round(gid, 1)
	b0, w0 := games[0].Black, games[0].White
	if err := s.SwapColours(games[0].ID); err != nil {
		t.Fatal(err)
	}
	games, _, _ = s.Round(gid, 1)
	if games[0].Black != w0 || games[0].White != b0 {
		t.Errorf("colours not swapped: %+v", games[0])
	}
	// Swap Black of game 1 with White of game 2.
	a, b := games[0].Black, games[1].White
	if err := s.SwapPlayers(games[0].ID, true, games[1].ID, false); err != nil {
		t.Fatal(err)
	}
	games, _, _ = s.Round(gid, 1)
	if games[0].Black != b || games[1].White != a {
		t.Errorf("players not swapped: %+v", games)
	}
	f, _ := s.Field(g)
	if p := pairing.ManualPairProblems(f, 2, games[0].Black, games[0].White, 0); len(p) != 1 || p[0] != pairing.Rematch {
		t.Errorf("rematch not flagged: %v", p)
	}
	s.SetResult(games[0].ID, "B+R")
	if err := s.SwapColours(games[0].ID); !errors.Is(err, arbiter.ErrHasResult) {
		t.Errorf("swapping a game with a result: %v", err)
	}
}

func TestPairingChangedAfterAnEarlierEdit(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	g, _ := s.Group("公开组")
	addPlayers(t, s, gid, "甲", "乙", "丙", "丁")
	s.PairRound(g, 1)
	s.SetResultAt(gid, 1, 1, "B+R")
	s.SetResultAt(gid, 1, 2, "B+R")
	s.PairRound(g, 2)
	if changed, err := s.PairingChanged(g, 2); err != nil || changed {
		t.Fatalf("unchanged history: %v %v", changed, err)
	}
	// Turning table 1 round: the winners are others, round 2 would differ.
	s.SetResultAt(gid, 1, 1, "W+R")
	if changed, _ := s.PairingChanged(g, 2); !changed {
		t.Error("the edit did not show that round 2 would differ")
	}
}

func TestLateEntry(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3, AbsentPoints: 1})
	g, _ := s.Group("公开组")
	if g.AbsentPoints != 1 {
		t.Fatalf("group %+v", g)
	}
	addPlayers(t, s, gid, "甲", "乙", "丙")
	late, _ := s.AddPlayer(tournament.Player{NameZh: "迟到", GroupID: gid, JoinsRound: 2, WithdrawnAfter: -1})
	s.PairRound(g, 1)
	games, byes, _ := s.Round(gid, 1)
	for _, game := range games {
		if game.Black == late || game.White == late {
			t.Fatal("the late entrant was paired in round 1")
		}
	}
	if len(games) != 1 || len(byes) != 1 {
		t.Fatalf("round 1 %v %v", games, byes)
	}
	s.SetResultAt(gid, 1, 1, "B+R")
	rows, _, _ := s.Standings(g, 1)
	for _, r := range rows {
		if r.Player == late && r.Points != tournament.F(1) {
			t.Errorf("late entrant after round 1: %s points", r.Points)
		}
	}
	s.PairRound(g, 2)
	games, _, _ = s.Round(gid, 2)
	found := false
	for _, game := range games {
		found = found || game.Black == late || game.White == late
	}
	if !found {
		t.Error("the late entrant is not paired in round 2")
	}
}

func TestUnpairAndKeepTables(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	g, _ := s.Group("公开组")
	addPlayers(t, s, gid, "甲", "乙", "丙", "丁", "戊", "己")
	s.PairRound(g, 1)
	games, _, _ := s.Round(gid, 1)
	// Lock table 2 by swapping its colours, then re-pair the rest.
	s.SwapColours(games[1].ID)
	locked, _, _ := s.Round(gid, 1)
	if err := s.PairRoundKeeping(g, 1, []int{2}); err != nil {
		t.Fatal(err)
	}
	after, _, _ := s.Round(gid, 1)
	if len(after) != 3 || after[1].Table != 2 || after[1].Black != locked[1].Black || after[1].White != locked[1].White {
		t.Errorf("locked table changed: %+v", after)
	}
	if err := s.UnpairRound(gid, 1); err != nil {
		t.Fatal(err)
	}
	if games, _, _ := s.Round(gid, 1); len(games) != 0 {
		t.Errorf("unpaired round still has %v", games)
	}
	s.PairRound(g, 1)
	games, _, _ = s.Round(gid, 1)
	s.SetResult(games[0].ID, "B+R")
	if err := s.UnpairRound(gid, 1); !errors.Is(err, arbiter.ErrRoundHasResults) {
		t.Errorf("unpairing a round with results: %v", err)
	}
}

func TestUpdatePlayer(t *testing.T) {
	s, _ := newStore(t)
	id, _ := s.AddPlayer(tournament.Player{NameZh: "张三", Rank: "1d"})
	p := tournament.Player{ID: id, NameZh: "张三丰", NameLatin: "Zhang Sanfeng", Rank: "3d", Club: "武当", Rating: 2100}
	if err := s.UpdatePlayer(p); err != nil {
		t.Fatal(err)
	}
	ps, _ := s.Players()
	if ps[0].NameZh != "张三丰" || ps[0].Rank != "3d" || ps[0].Rating != 2100 {
		t.Errorf("updated %+v", ps[0])
	}
	s.Undo()
	ps, _ = s.Players()
	if ps[0].NameZh != "张三" {
		t.Errorf("undo %+v", ps[0])
	}
}

func TestPublishAndHandicapKomi(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "麦克马洪", System: tournament.McMahon, HandicapCeiling: 9})
	g, _ := s.Group("麦克马洪")
	s.AddPlayer(tournament.Player{NameZh: "强", Rank: "2k", GroupID: gid, WithdrawnAfter: -1})
	s.AddPlayer(tournament.Player{NameZh: "弱", Rank: "8k", GroupID: gid, WithdrawnAfter: -1})
	if _, err := s.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	games, _ := s.Games(gid, 1)
	if komi, handicap := games[0].Komi, games[0].Handicap; handicap != 6 || komi != 0 {
		t.Errorf("handicap %d komi %d: want 6 stones without komi", handicap, komi)
	}
	if st, _ := s.RoundStatus(gid, 1); st != "paired" {
		t.Errorf("status %q", st)
	}
	if err := s.PublishRound(gid, 1); err != nil {
		t.Fatal(err)
	}
	if st, _ := s.RoundStatus(gid, 1); st != "published" {
		t.Errorf("status %q", st)
	}
}

// TestRoundErrorSaysItsReason: a round refused for a reason with a message
// of its own says that message, not English after "Round N:".
func TestRoundErrorSaysItsReason(t *testing.T) {
	err := &arbiter.RoundError{Round: 3, Reason: &team.LineupError{Player: 7, Reason: team.ErrTwice}}
	if key, _, args := err.MessageKey(); key != "error.lineup.twice" || args["Player"] != int64(7) {
		t.Errorf("message %s %v", key, args)
	}
	if key, _, _ := (&arbiter.RoundError{Round: 3, Reason: errors.New("odd")}).MessageKey(); key != "error.round.other" {
		t.Errorf("other reason: %s", key)
	}
}

// TestDomainRefusalsSaidWithTheirRound: the rules' refusals carry their
// own messages, which the use case's RoundError fills with its round and
// table, in both languages, however the refusal was wrapped on its way.
func TestDomainRefusalsSaidWithTheirRound(t *testing.T) {
	en, zh := i18n.MustLoad(i18n.English), i18n.MustLoad(i18n.Chinese)
	for _, tt := range []struct {
		name   string
		err    *arbiter.RoundError
		en, zh string
	}{
		{"previous round", &arbiter.RoundError{Round: 3, Reason: pairing.ErrPreviousMissing},
			"Round 3 cannot be paired yet: round 2 has not been paired.", "第2轮"},
		{"results missing", &arbiter.RoundError{Round: 4, Reason: fmt.Errorf("pair: %w", pairing.ErrResultsMissing)},
			"Round 4 cannot be paired yet: the previous round still has games without a result.", "第4轮"},
		{"no such round", &arbiter.RoundError{Round: 9, Reason: &pairing.RangeError{Last: 5}},
			"There is no round 9 in this group: its rounds are 1 to 5.", "1"},
		{"too few players", &arbiter.RoundError{Round: 1, Reason: &pairing.RangeError{Last: 0}},
			"There is no round 1: the group has too few players for any round.", "第1轮"},
		{"rematch", &arbiter.RoundError{Round: 6, Reason: fmt.Errorf("pair round 6: %w", pairing.ErrNoPairing)},
			"Round 6 cannot be paired without a rematch.", "第6轮"},
		{"擂台赛 over", &arbiter.RoundError{Round: 8, Reason: team.ErrLeiTaiOver},
			"There is no game 8: the winner-stays-on match (擂台赛) is over.", "擂台赛"},
		{"no table", &arbiter.RoundError{Round: 2, Table: 40, Reason: arbiter.ErrNoSuchGame},
			"Round 2 has no table 40.", "第40台"},
		{"result entered", &arbiter.RoundError{Round: 2, Table: 5, Reason: arbiter.ErrHasResult},
			"Round 2 table 5 already has a result: its players and colours stay as they are.", "第5台"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := i18n.Error(en.T, tt.err); got != tt.en {
				t.Errorf("English %q, want %q", got, tt.en)
			}
			if got := i18n.Error(zh.T, tt.err); !strings.Contains(got, tt.zh) || strings.Contains(got, "no value") {
				t.Errorf("Chinese %q, want it to name %q", got, tt.zh)
			}
		})
	}
}
