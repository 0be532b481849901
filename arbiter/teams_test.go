package arbiter_test

import (
	"errors"
	"strings"
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

func TestTeamEventEndToEnd(t *testing.T) {
	s, _ := newStore(t)
	gid, err := s.AddGroup(tournament.Group{Name: "团体赛", System: tournament.Swiss, Rounds: 3, TeamEvent: true, Boards: 2, TeamFormat: string(team.FixedOrder)})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := s.Group("团体赛")
	if !g.TeamEvent || g.Boards != 2 {
		t.Fatalf("group %+v", g)
	}
	var teamIDs []int64
	for i, name := range []string{"北京", "上海", "广东", "四川"} {
		ids := addPlayers(t, s, gid, name+"一", name+"二", name+"三")
		tid, err := s.AddTeam(gid, team.Team{Name: name, Members: ids[:2], Reserves: ids[2:]})
		if err != nil {
			t.Fatal(err)
		}
		teamIDs = append(teamIDs, tid)
		if i == 0 {
			// A player of one team cannot join another.
			_, err := s.AddTeam(gid, team.Team{Name: "重复", Members: ids[:1]})
			var te *arbiter.TeamError
			if !errors.Is(err, arbiter.ErrInTwoTeams) || !errors.As(err, &te) || te.Player != "北京一" || te.Other != "北京" {
				t.Errorf("a player in two teams: %v", err)
			}
		}
	}
	teams, _ := s.Teams(gid)
	if len(teams) != 4 || len(teams[0].Members) != 2 || len(teams[0].Reserves) != 1 {
		t.Fatalf("teams %+v", teams)
	}
	// 北京 fields its reserve on board 2 in round 1; a wrong order is refused.
	if err := s.SetLineup(g, teamIDs[0], 1, []int64{teams[0].Members[1], teams[0].Members[0]}); !errors.Is(err, team.ErrOrderChanged) {
		t.Errorf("order broken: %v", err)
	}
	if err := s.SetLineup(g, teamIDs[0], 1, []int64{teams[0].Members[0], teams[0].Reserves[0]}); err != nil {
		t.Fatal(err)
	}
	if err := s.PairTeamRound(g, 1); err != nil {
		t.Fatal(err)
	}
	matches, _ := s.TeamMatches(gid)
	if len(matches) != 2 || len(matches[0].Boards) != 2 {
		t.Fatalf("matches %+v", matches)
	}
	for i, m := range matches {
		if m.Number != i+1 {
			t.Errorf("match %d of round 1 is numbered %d", i+1, m.Number)
		}
	}
	reserveIn := false
	for _, m := range matches {
		for _, b := range m.Boards {
			if b.Black == teams[0].Reserves[0] || b.White == teams[0].Reserves[0] {
				reserveIn = true
			}
		}
	}
	if !reserveIn {
		t.Error("the line-up's reserve is not on a board")
	}
	// Team A of match 1 wins both boards.
	for board := 1; board <= 2; board++ {
		b := matches[0].Boards[board-1]
		res := tournament.Result("B+R")
		if !b.HomeBlack {
			res = "W+R"
		}
		if err := s.SetBoardResult(gid, 1, 1, board, res); err != nil {
			t.Fatal(err)
		}
		s.SetBoardResult(gid, 1, 2, board, "0")
	}
	rows, asOf, err := s.TeamStandings(g, 0)
	if err != nil || asOf != 1 {
		t.Fatal(err)
	}
	if rows[0].Team != matches[0].A || rows[0].MatchPoints != 2 || rows[0].BoardPoints != 4 {
		t.Errorf("team standings %+v", rows)
	}
	if err := s.PairTeamRound(g, 1); !errors.Is(err, arbiter.ErrRoundHasResults) {
		t.Errorf("pairing round 1 twice: %v", err)
	}
	if err := s.PairTeamRound(g, 2); err != nil {
		t.Fatal(err)
	}
	all, _ := s.TeamMatches(gid)
	for _, m := range all[2:] {
		if team.MetBefore(all[:2], m.A, m.B, 2) > 0 {
			t.Errorf("rematch of teams %+v", m)
		}
	}
}

func TestTeamWithdrawal(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "循环团体", System: tournament.RoundRobin, TeamEvent: true, Boards: 2})
	g, _ := s.Group("循环团体")
	var teamIDs []int64
	for _, name := range []string{"甲队", "乙队", "丙队", "丁队"} {
		ids := addPlayers(t, s, gid, name+"1", name+"2")
		id, _ := s.AddTeam(gid, team.Team{Name: name, Members: ids})
		teamIDs = append(teamIDs, id)
	}
	if err := s.PairTeamRound(g, 1); err != nil {
		t.Fatal(err)
	}
	if err := s.WithdrawTeam(teamIDs[0], 1); err != nil {
		t.Fatal(err)
	}
	if err := s.PairTeamRound(g, 2); err != nil {
		t.Fatal(err)
	}
	matches, _ := s.TeamMatches(gid)
	for _, m := range matches {
		if m.Round != 2 || (m.A != teamIDs[0] && m.B != teamIDs[0]) {
			continue
		}
		for _, b := range m.Boards {
			if b.Result != tournament.BlackByForf && b.Result != tournament.WhiteByForf {
				t.Errorf("board of the withdrawn team not forfeited: %+v", b)
			}
		}
		sc := team.Score(m.Boards, tournament.DefaultPoints)
		if (m.A == teamIDs[0] && sc.MatchB != 2) || (m.B == teamIDs[0] && sc.MatchA != 2) {
			t.Errorf("forfeit match score %+v", sc)
		}
	}
}

// TestTeamWithdrawalAfterPairing withdraws a team whose next match is
// already paired: its boards become forfeit wins for the other team at once
// (SPEC §9.4), and one undo restores them.
func TestTeamWithdrawalAfterPairing(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "循环团体", System: tournament.RoundRobin, TeamEvent: true, Boards: 2})
	g, _ := s.Group("循环团体")
	var teamIDs []int64
	for _, name := range []string{"甲队", "乙队", "丙队", "丁队"} {
		ids := addPlayers(t, s, gid, name+"1", name+"2")
		id, _ := s.AddTeam(gid, team.Team{Name: name, Members: ids})
		teamIDs = append(teamIDs, id)
	}
	for n := 1; n <= 2; n++ {
		if err := s.PairTeamRound(g, n); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.WithdrawTeam(teamIDs[0], 1); err != nil {
		t.Fatal(err)
	}
	forfeited := func() (n int) {
		matches, _ := s.TeamMatches(gid)
		for _, m := range matches {
			if m.Round != 2 || (m.A != teamIDs[0] && m.B != teamIDs[0]) {
				continue
			}
			for _, b := range m.Boards {
				// The withdrawn team's player loses by forfeit on each board.
				withdrawnBlack := b.HomeBlack == (m.A == teamIDs[0])
				if (withdrawnBlack && b.Result == tournament.WhiteByForf) || (!withdrawnBlack && b.Result == tournament.BlackByForf) {
					n++
				}
			}
		}
		return n
	}
	if n := forfeited(); n != 2 {
		t.Errorf("%d of the 2 boards of the paired match forfeited", n)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if n := forfeited(); n != 0 {
		t.Errorf("after undo %d boards still forfeited", n)
	}
}

func TestTeamOrderFixedOnceStarted(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "团体", System: tournament.RoundRobin, TeamEvent: true, Boards: 2})
	g, _ := s.Group("团体")
	a := addPlayers(t, s, gid, "甲1", "甲2", "甲3")
	b := addPlayers(t, s, gid, "乙1", "乙2")
	ida, _ := s.AddTeam(gid, team.Team{Name: "甲队", Members: a[:2], Reserves: a[2:]})
	idb, _ := s.AddTeam(gid, team.Team{Name: "乙队", Members: b})
	// Before the start the order may change: 甲3 moves up, 甲1 becomes reserve.
	if err := s.SetTeamOrder(gid, team.Team{ID: ida, Name: "甲队", Members: []int64{a[2], a[1]}, Reserves: []int64{a[0]}}); err != nil {
		t.Fatal(err)
	}
	teams, _ := s.Teams(gid)
	if teams[0].Members[0] != a[2] || teams[0].Reserves[0] != a[0] {
		t.Errorf("new order %+v", teams[0])
	}
	// A player of another team is refused, and nothing changes.
	err := s.SetTeamOrder(gid, team.Team{ID: idb, Name: "乙队", Members: []int64{b[0], a[0]}})
	if !errors.Is(err, arbiter.ErrInTwoTeams) {
		t.Errorf("player of 甲队 in 乙队: %v", err)
	}
	if teams, _ := s.Teams(gid); teams[1].Members[1] != b[1] {
		t.Errorf("a refused change was written: %+v", teams[1])
	}
	// Nor may one player hold two places in a team.
	err = s.SetTeamOrder(gid, team.Team{ID: idb, Name: "乙队", Members: []int64{b[0], b[1]}, Reserves: []int64{b[0]}})
	if te := (*arbiter.TeamError)(nil); !errors.As(err, &te) || te.Other != "乙队" || te.Player != "乙1" {
		t.Errorf("player listed twice: %v", err)
	}
	// Undo restores the first order.
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if teams, _ := s.Teams(gid); teams[0].Members[0] != a[0] || len(teams[0].Reserves) != 1 || teams[0].Reserves[0] != a[2] {
		t.Errorf("after undo %+v", teams[0])
	}
	if err := s.PairTeamRound(g, 1); err != nil {
		t.Fatal(err)
	}
	err = s.SetTeamOrder(gid, team.Team{ID: ida, Name: "甲队", Members: []int64{a[1], a[0]}})
	var te *arbiter.TeamError
	if !errors.Is(err, arbiter.ErrOrderFixed) || !errors.As(err, &te) || te.Team != "甲队" {
		t.Errorf("order changed after round 1: %v", err)
	}
}

func TestMemberWithdrawal(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "团体", System: tournament.RoundRobin, TeamEvent: true, Boards: 2})
	g, _ := s.Group("团体")
	var members [][]int64
	for _, name := range []string{"甲队", "乙队", "丙队", "丁队"} {
		ids := addPlayers(t, s, gid, name+"1", name+"2")
		s.AddTeam(gid, team.Team{Name: name, Members: ids})
		members = append(members, ids)
	}
	if err := s.PairTeamRound(g, 1); err != nil {
		t.Fatal(err)
	}
	for m := 1; m <= 2; m++ {
		for b := 1; b <= 2; b++ {
			if err := s.SetBoardResult(gid, 1, m, b, "B+R"); err != nil {
				t.Fatal(err)
			}
		}
	}
	// 甲队's board-2 player leaves after round 1 of a 3-round robin: the
	// round-1 game stands (no voiding as for individuals) and the later
	// board-2 games of 甲队 are forfeits.
	leaver := members[0][1]
	if err := s.Withdraw(leaver, 1); err != nil {
		t.Fatal(err)
	}
	if err := s.PairTeamRound(g, 2); err != nil {
		t.Fatal(err)
	}
	matches, _ := s.TeamMatches(gid)
	seen := 0
	for _, m := range matches {
		for _, b := range m.Boards {
			switch {
			case m.Round == 1 && (b.Black == leaver || b.White == leaver):
				if b.Result != "B+R" {
					t.Errorf("round-1 result of the leaver changed: %q", b.Result)
				}
			case m.Round == 2 && b.Black == leaver:
				seen++
				if b.Result != tournament.WhiteByForf {
					t.Errorf("leaver as Black: %q", b.Result)
				}
			case m.Round == 2 && b.White == leaver:
				seen++
				if b.Result != tournament.BlackByForf {
					t.Errorf("leaver as White: %q", b.Result)
				}
			case m.Round == 2 && b.Result != tournament.NoResult:
				t.Errorf("board %d of %d–%d settled: %q", b.Board, m.A, m.B, b.Result)
			}
		}
	}
	if seen != 1 {
		t.Errorf("leaver placed on %d boards of round 2", seen)
	}
}

func TestTeamKnockout(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "团体淘汰", System: tournament.Knockout, TeamEvent: true, Boards: 2})
	g, _ := s.Group("团体淘汰")
	var ids []int64
	for _, name := range []string{"甲队", "乙队", "丙队", "丁队"} {
		id, err := s.AddTeam(gid, team.Team{Name: name, Members: addPlayers(t, s, gid, name+"1", name+"2")})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	if err := s.PairTeamRound(g, 1); err != nil {
		t.Fatal(err)
	}
	if err := s.PairTeamRound(g, 2); !errors.Is(err, pairing.ErrNoWinner) {
		t.Errorf("final before the semi-finals are decided: %v", err)
	}
	// Team A of each semi-final wins both boards.
	for m := 1; m <= 2; m++ {
		s.SetBoardResult(gid, 1, m, 1, "B+R")
		s.SetBoardResult(gid, 1, m, 2, "W+R")
	}
	if err := s.PairTeamRound(g, 2); err != nil {
		t.Fatal(err)
	}
	matches, _ := s.TeamMatches(gid)
	var final []team.Match
	for _, m := range matches {
		if m.Round == 2 {
			final = append(final, m)
		}
	}
	if len(final) != 1 || final[0].A != ids[0] || final[0].B != ids[1] || len(final[0].Boards) != 2 {
		t.Errorf("final %+v", final)
	}
	var outside *pairing.RangeError
	if err := s.PairTeamRound(g, 3); !errors.As(err, &outside) || outside.Last != 2 {
		t.Errorf("a round after the final: %v, want no such round (rounds 1 to 2)", err)
	} else if msg := i18n.Error(i18n.MustLoad(i18n.Chinese).T, err); !strings.Contains(msg, "1") || !strings.Contains(msg, "2") || strings.Contains(msg, "knockout") {
		t.Errorf("in Chinese: %q", msg)
	}
	// Four teams play two rounds: standings after the final, none after a third round.
	if _, _, err := s.TeamStandings(g, 2); err != nil {
		t.Errorf("standings after the final: %v", err)
	}
	for _, asOf := range []int{3, 9} {
		var shown *pairing.ShownRoundError
		if _, _, err := s.TeamStandings(g, asOf); !errors.As(err, &shown) || shown.Last != 2 {
			t.Errorf("standings as of round %d of a two-round knockout: %v, want no such round", asOf, err)
		}
	}
}

func TestTeamOnlySystems(t *testing.T) {
	s, _ := newStore(t)
	if _, err := s.AddGroup(tournament.Group{Name: "个人擂台", System: tournament.LeiTai}); err == nil {
		t.Error("擂台赛 accepted for an individual group")
	}
	// 全队轮赛制, two boards: two rounds, each player meets both opponents.
	gid, _ := s.AddGroup(tournament.Group{Name: "轮赛", System: tournament.AllPlayAll, TeamEvent: true, Boards: 2})
	g, _ := s.Group("轮赛")
	a := addPlayers(t, s, gid, "甲1", "甲2")
	b := addPlayers(t, s, gid, "乙1", "乙2")
	s.AddTeam(gid, team.Team{Name: "甲队", Members: a})
	s.AddTeam(gid, team.Team{Name: "乙队", Members: b})
	met := map[[2]int64]int{}
	for n := 1; n <= 2; n++ {
		if err := s.PairTeamRound(g, n); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.PairTeamRound(g, 3); !errors.Is(err, team.ErrAllPlayAllOver) {
		t.Errorf("a third round of a two-board all-play-all: %v", err)
	}
	var shown *pairing.ShownRoundError
	if _, _, err := s.TeamStandings(g, 3); !errors.As(err, &shown) || shown.Last != 2 {
		t.Errorf("standings as of round 3 of a two-board all-play-all: %v, want no such round", err)
	}
	matches, _ := s.TeamMatches(gid)
	for _, m := range matches {
		for _, bd := range m.Boards {
			met[[2]int64{min(bd.Black, bd.White), max(bd.Black, bd.White)}]++
		}
	}
	for _, x := range a {
		for _, y := range b {
			if met[[2]int64{x, y}] != 1 {
				t.Errorf("%d met %d %d times", x, y, met[[2]int64{x, y}])
			}
		}
	}
}

func TestLeiTaiToTheEnd(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "擂台", System: tournament.LeiTai, TeamEvent: true, Boards: 1})
	g, _ := s.Group("擂台")
	a := addPlayers(t, s, gid, "甲1", "甲2", "甲3")
	b := addPlayers(t, s, gid, "乙1", "乙2", "乙3")
	ida, _ := s.AddTeam(gid, team.Team{Name: "甲队", Members: a})
	idb, _ := s.AddTeam(gid, team.Team{Name: "乙队", Members: b})
	// 甲1 beats 乙1 and 乙2, loses to 乙3; 乙3 beats 甲2, loses to 甲3;
	// 甲3 – nobody left of 乙队: 甲队 wins after five games.
	winners := []int64{a[0], a[0], b[2], b[2], a[2]}
	wantPlayers := [][2]int64{{a[0], b[0]}, {a[0], b[1]}, {a[0], b[2]}, {a[1], b[2]}, {a[2], b[2]}}
	for n, w := range winners {
		x, y, over, _, err := s.LeiTaiNext(g)
		if err != nil || over || x != wantPlayers[n][0] || y != wantPlayers[n][1] {
			t.Fatalf("before game %d: next %d–%d over %v %v", n+1, x, y, over, err)
		}
		if err := s.PairTeamRound(g, n+1); err != nil {
			t.Fatal(err)
		}
		matches, _ := s.TeamMatches(gid)
		game := matches[len(matches)-1].Boards[0]
		if n > 0 && game.White != winners[n-1] {
			t.Errorf("game %d: the one who stayed on (%d) should hold White: %+v", n+1, winners[n-1], game)
		}
		r := tournament.Result("B+R")
		if game.White == w {
			r = "W+R"
		}
		if err := s.SetBoardResult(gid, n+1, 1, 1, r); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, over, winner, err := s.LeiTaiNext(g); !over || winner != ida || err != nil {
		t.Errorf("after the last game: over %v winner %d (want %d) %v", over, winner, ida, err)
	}
	if err := s.PairTeamRound(g, 6); !errors.Is(err, team.ErrLeiTaiOver) {
		t.Errorf("game after the end: %v", err)
	}
	// Three against three is over by game 5 at the latest.
	var shown *pairing.ShownRoundError
	if _, _, err := s.TeamStandings(g, 6); !errors.As(err, &shown) || shown.Last != 5 {
		t.Errorf("standings as of game 6 of three against three: %v, want no such round", err)
	} else if msg := i18n.Error(i18n.MustLoad(i18n.Chinese).T, err); !strings.Contains(msg, "5") {
		t.Errorf("in Chinese: %q", msg)
	}
	rows, _, _ := s.TeamStandings(g, 0)
	if rows[0].Team != ida || rows[1].Team != idb {
		t.Errorf("standings %+v", rows)
	}
}

// TestLeiTaiSweptStandings: 甲1 beats all three of 乙队, so the 擂台赛 is
// over after game 3, and standings as of game 4 are refused (a match that
// could have run five games was over in three).
func TestLeiTaiSweptStandings(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "擂台", System: tournament.LeiTai, TeamEvent: true, Boards: 1})
	g, _ := s.Group("擂台")
	a := addPlayers(t, s, gid, "甲1", "甲2", "甲3")
	b := addPlayers(t, s, gid, "乙1", "乙2", "乙3")
	_, _ = s.AddTeam(gid, team.Team{Name: "甲队", Members: a})
	_, _ = s.AddTeam(gid, team.Team{Name: "乙队", Members: b})
	for n := 1; n <= 3; n++ {
		if err := s.PairTeamRound(g, n); err != nil {
			t.Fatal(err)
		}
		matches, _ := s.TeamMatches(gid)
		r := tournament.Result("B+R")
		if matches[len(matches)-1].Boards[0].White == a[0] {
			r = "W+R"
		}
		if err := s.SetBoardResult(gid, n, 1, 1, r); err != nil {
			t.Fatal(err)
		}
	}
	var shown *pairing.ShownRoundError
	if _, _, err := s.TeamStandings(g, 4); !errors.As(err, &shown) || shown.Last != 3 {
		t.Errorf("standings as of game 4 after a 3–0 sweep: %v, want no such round (last 3)", err)
	}
	if _, _, err := s.TeamStandings(g, 3); err != nil {
		t.Errorf("standings as of game 3: %v", err)
	}
}

// TestTeamRoundPairedAgainUndo: pairing an unplayed team round again is one
// action; undo brings back the first pairing, boards and players as they
// were (北京一 withdrew in between, so the second pairing seats the reserve).
func TestTeamRoundPairedAgainUndo(t *testing.T) {
	s, _ := newStore(t)
	gid, err := s.AddGroup(tournament.Group{Name: "团体赛", System: tournament.RoundRobin, TeamEvent: true, Boards: 2, TeamFormat: string(team.FixedOrder)})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := s.Group("团体赛")
	var first []int64
	for _, name := range []string{"北京", "上海"} {
		ids := addPlayers(t, s, gid, name+"一", name+"二", name+"三")
		if first == nil {
			first = ids
		}
		if _, err := s.AddTeam(gid, team.Team{Name: name, Members: ids[:2], Reserves: ids[2:]}); err != nil {
			t.Fatal(err)
		}
	}
	seated := func() map[int64]bool {
		ms, _ := s.TeamMatches(gid)
		out := map[int64]bool{}
		for _, m := range ms {
			for _, b := range m.Boards {
				out[b.Black], out[b.White] = true, true
			}
		}
		return out
	}
	if err := s.PairTeamRound(g, 1); err != nil {
		t.Fatal(err)
	}
	if err := s.Withdraw(first[0], 0); err != nil {
		t.Fatal(err)
	}
	if err := s.PairTeamRound(g, 1); err != nil {
		t.Fatalf("an unplayed round paired again: %v", err)
	}
	if got := seated(); got[first[0]] || !got[first[2]] || len(got) != 4 {
		t.Errorf("after pairing again: %v (北京一 %d out, 北京三 %d in)", got, first[0], first[2])
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := seated(); !got[first[0]] || got[first[2]] || len(got) != 4 {
		t.Errorf("after undo: %v", got)
	}
}
