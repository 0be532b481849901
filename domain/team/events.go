package team

import (
	"fmt"
	"slices"
	"sort"

	"weiqi-arbiter/domain/tournament"
)

// BoardPrize is the best player of a board: points, then win percentage,
// then games played (SPEC §8 practice for board prizes).
type BoardPrize struct {
	Board  int
	Player int64
	Points int
	Wins   int
	Games  int
}

// BoardPrizes finds the best player on each board from the matches of
// rounds up to `rounds`, board by board; players who tie for a board (same
// points, win percentage and games) are all listed, in id order.
func BoardPrizes(matches []Match, p tournament.Points, boards, rounds int) []BoardPrize {
	type stat struct{ points, wins, games int }
	per := make([]map[int64]*stat, boards+1)
	for i := range per {
		per[i] = map[int64]*stat{}
	}
	add := func(board int, player int64, o tournament.Outcome) {
		s := per[board][player]
		if s == nil {
			s = &stat{}
			per[board][player] = s
		}
		if o == tournament.NotPlayed {
			return
		}
		s.games++
		s.points += p.PointsFor(o, 0)
		if o == tournament.Won || o == tournament.WonForfeit {
			s.wins++
		}
	}
	for _, m := range matches {
		if m.Round > rounds {
			continue
		}
		for _, g := range m.Boards {
			if g.Board < 1 || g.Board > boards {
				continue
			}
			ob, ow := g.Result.Outcomes()
			add(g.Board, g.Black, ob)
			add(g.Board, g.White, ow)
		}
	}
	var out []BoardPrize
	for b := 1; b <= boards; b++ {
		ids := make([]int64, 0, len(per[b]))
		for id := range per[b] {
			ids = append(ids, id)
		}
		sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
		var best []BoardPrize
		for _, id := range ids {
			s := per[b][id]
			c := BoardPrize{Board: b, Player: id, Points: s.points, Wins: s.wins, Games: s.games}
			switch {
			case len(best) == 0 || better(c, best[0]):
				best = []BoardPrize{c}
			case !better(best[0], c):
				best = append(best, c) // a tie for the board
			}
		}
		out = append(out, best...)
	}
	return out
}

// better compares two board records: points, then win percentage, then games.
func better(a, b BoardPrize) bool {
	if a.Points != b.Points {
		return a.Points > b.Points
	}
	// win percentage a.Wins/a.Games against b.Wins/b.Games, exactly
	if l, r := a.Wins*max(1, b.Games), b.Wins*max(1, a.Games); l != r {
		return l > r
	}
	return a.Games > b.Games
}

// AllPlayAll schedules the 全队轮赛制 between two teams of n players each:
// in round r, A's i-th player meets B's ((i+r) mod n)-th, so that everyone
// of A meets everyone of B once over n rounds; A has Black on odd rounds.
func AllPlayAll(a, b []int64) ([][]BoardGame, error) {
	if len(a) != len(b) || len(a) == 0 {
		return nil, fmt.Errorf("all-play-all: teams of %d and %d players", len(a), len(b))
	}
	n := len(a)
	var rounds [][]BoardGame
	for r := range n {
		var games []BoardGame
		for i := range n {
			g := BoardGame{Board: i + 1, HomeBlack: r%2 == 0}
			x, y := a[i], b[(i+r)%n]
			if g.HomeBlack {
				g.Black, g.White = x, y
			} else {
				g.Black, g.White = y, x
			}
			games = append(games, g)
		}
		rounds = append(rounds, games)
	}
	return rounds, nil
}

// ErrLeiTaiOver is returned when a 擂台赛 has ended.
var ErrLeiTaiOver = tournament.NewRefusal("the winner-stays-on match is over",
	"error.round.leitai_over", "There is no game {{.Round}}: the winner-stays-on match (擂台赛) is over.")

// LeiTai is a winner-stays-on match (擂台赛): each team sends its players in
// its order; the loser of each game is out, the winner meets the next
// player of the other team; it ends when a team's last player loses.
type LeiTai struct {
	A, B []int64
}

// State is where a 擂台赛 stands after the games so far: who plays next (or
// the winning team), and how far each team's order has got.
type State struct {
	NextA, NextB int // index of the player on the stage for each team
	Over         bool
	WinnerA      bool
}

// Advance replays the results (each the game between the current players,
// true when A's player won) and returns the state; a draw is not allowed in
// 擂台赛, so each result has a winner.
func (l LeiTai) Advance(aWins []bool) (State, error) {
	var s State
	for i, w := range aWins {
		if s.Over {
			return s, fmt.Errorf("game %d: %w", i+1, ErrLeiTaiOver)
		}
		if w {
			s.NextB++
		} else {
			s.NextA++
		}
		switch {
		case s.NextA >= len(l.A):
			s.Over, s.WinnerA = true, false
		case s.NextB >= len(l.B):
			s.Over, s.WinnerA = true, true
		}
	}
	return s, nil
}

// Next is the next game of a 擂台赛, or false when it is over.
func (l LeiTai) Next(s State) (a, b int64, ok bool) {
	if s.Over || s.NextA >= len(l.A) || s.NextB >= len(l.B) {
		return 0, 0, false
	}
	return l.A[s.NextA], l.B[s.NextB], true
}

// ForfeitUnplayed gives every unplayed board of a withdrawn team's matches
// to the other side (SPEC §9.4): results stand, the rest are forfeit wins.
func ForfeitUnplayed(boards []BoardGame, withdrawnIsA bool) []BoardGame {
	out := make([]BoardGame, len(boards))
	copy(out, boards)
	for i, g := range out {
		if g.Result != tournament.NoResult {
			continue
		}
		withdrawnBlack := g.HomeBlack == withdrawnIsA
		if withdrawnBlack {
			out[i].Result = tournament.WhiteByForf
		} else {
			out[i].Result = tournament.BlackByForf
		}
	}
	return out
}

// Withdraw is the effect of a team's withdrawal after round `after` on the
// matches already paired: its results stand, and every undecided board of a
// later match is a forfeit win for the other team (SPEC §9.4). It returns
// the new results by game id.
func Withdraw(matches []Match, teamID int64, after int) map[int64]tournament.Result {
	out := map[int64]tournament.Result{}
	for _, m := range matches {
		if m.Round <= after || (m.A != teamID && m.B != teamID) || m.B == 0 {
			continue
		}
		for i, b := range ForfeitUnplayed(m.Boards, m.A == teamID) {
			if b.Result != m.Boards[i].Result && b.ID != 0 {
				out[b.ID] = b.Result
			}
		}
	}
	return out
}

// ForfeitAbsent settles the boards, not yet decided, on which a member who
// has withdrawn is placed: the opponent wins by forfeit, and two withdrawn
// players on one board both lose by forfeit (SPEC §9.4). gone tells whether
// a player has withdrawn before this round.
func ForfeitAbsent(boards []BoardGame, gone func(player int64) bool) []BoardGame {
	out := slices.Clone(boards)
	for i, g := range out {
		if g.Result != tournament.NoResult {
			continue
		}
		switch b, w := gone(g.Black), gone(g.White); {
		case b && w:
			out[i].Result = tournament.BothForfeit
		case b:
			out[i].Result = tournament.WhiteByForf
		case w:
			out[i].Result = tournament.BlackByForf
		}
	}
	return out
}

// Substitution is how the regulations fill the board of a member who has
// withdrawn, when the team has a reserve (SPEC §7: substitution details are
// set by the regulations). It applies to the declared board order, when no
// line-up is entered for the round.
type Substitution string

// Substitution rules.
const (
	// MoveUp: the members below the absent one move up a board each, in
	// list order, and the first reserve takes the last board (the order
	// stays by strength). The default.
	MoveUp Substitution = "move-up"
	// ReserveOnBoard: the first reserve sits on the absent member's board;
	// everyone else keeps theirs.
	ReserveOnBoard Substitution = "reserve"
)

// ParseSubstitution reads "move-up" or "reserve".
func ParseSubstitution(s string) (Substitution, error) {
	switch r := Substitution(s); r {
	case MoveUp, ReserveOnBoard:
		return r, nil
	}
	return "", fmt.Errorf("substitution %q: want move-up or reserve", s)
}

// Substitute is the line-up of a team's declared order for a round in which
// the members gone tells of have withdrawn: the players who can come in are
// the members beyond the boards, then the reserves, in list order, who have
// not withdrawn themselves; how says where they sit. A board nobody can
// fill keeps its withdrawn member, and is forfeited (ForfeitAbsent).
func Substitute(t Team, boards int, gone func(player int64) bool, how Substitution) []int64 {
	lineup := DefaultLineup(t, boards)
	var bench []int64
	for _, p := range append(slices.Clone(t.Members[len(lineup):]), t.Reserves...) {
		if !gone(p) {
			bench = append(bench, p)
		}
	}
	if how == ReserveOnBoard {
		for i, p := range lineup {
			if gone(p) && len(bench) > 0 {
				lineup[i], bench = bench[0], bench[1:]
			}
		}
		return lineup
	}
	var present, absent []int64
	for _, p := range lineup {
		if gone(p) {
			absent = append(absent, p)
		} else {
			present = append(present, p)
		}
	}
	present = append(present, bench...)
	out := slices.Clone(present[:min(len(lineup), len(present))])
	for len(out) < len(lineup) {
		out, absent = append(out, absent[0]), absent[1:]
	}
	return out
}

// OrderNotByRank lists the boards (from 2) whose declared player is
// stronger by rank than the player on the board above: a board order is
// usually by rank (SPEC §7, 分台定人制), so the arbiter is warned, but the
// regulations may order by other strength (rating, a qualifier), so it is
// not refused. Players without a rank are not compared.
func OrderNotByRank(members []int64, rank func(player int64) string) []int {
	var out []int
	for i := 1; i < len(members); i++ {
		above, below := tournament.RankValue(rank(members[i-1])), tournament.RankValue(rank(members[i]))
		if above != 0 && below != 0 && below > above {
			out = append(out, i+1)
		}
	}
	return out
}

// WithdrawnTeam tells whether a board's result is the forfeit of a team's
// withdrawal (SPEC §9.4): one of the match's teams withdrew before its
// round. It returns that team.
func WithdrawnTeam(teams []Team, m Match) (Team, bool) {
	for _, t := range teams {
		if (t.ID == m.A || t.ID == m.B) && t.Gone(m.Round) {
			return t, true
		}
	}
	return Team{}, false
}
