// Package team holds team events under the Chinese rules (SPEC §7–9): teams
// with a board order, line-ups, matches scored by board points and match
// points, team standings and board prizes, the all-play-all between two
// teams and the winner-stays-on 擂台赛.
package team

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"time"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// Format is how a team's players are put on the boards (SPEC §7).
type Format string

// Team formats.
const (
	FixedOrder     Format = "fixed-order"  // 分台定人制: the order is fixed before round 1
	FixedBoards    Format = "fixed-boards" // 定台换人制: boards fixed, players may change
	LineupPerMatch Format = "lineup"       // 临场出人制: the captain names the line-up before each match
	TotalScore     Format = "total-score"  // 队员总分制: ranked by the members' total score
)

// Team is a team of an event: its members in declared board order and its
// reserves.
type Team struct {
	ID       int64
	Name     string
	Club     string
	Captain  string
	Coach    string
	Members  []int64 // board order: Members[0] plays board 1 (主将)
	Reserves []int64
	// WithdrawnAfter is the round after which the team withdrew; -1 (or
	// 0 with Withdrawn false) when it has not.
	WithdrawnAfter int
	Withdrawn      bool
}

// Gone reports whether the team has withdrawn before round n.
func (t Team) Gone(n int) bool { return t.Withdrawn && t.WithdrawnAfter < n }

// Errors of line-ups.
var (
	ErrLineupSize   = errors.New("the line-up does not fill the boards")
	ErrNotMember    = errors.New("a player of the line-up is not in the team")
	ErrTwice        = errors.New("a player is twice in the line-up")
	ErrOrderChanged = errors.New("the line-up breaks the declared board order")
)

// LineupError names the player and the rule.
type LineupError struct {
	Player int64
	Reason error
}

func (e *LineupError) Error() string { return fmt.Sprintf("player %d: %v", e.Player, e.Reason) }

func (e *LineupError) Unwrap() error { return e.Reason }

// MessageKey names the error's message for translation.
func (e *LineupError) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Player": e.Player}
	switch {
	case errors.Is(e.Reason, ErrLineupSize):
		return "error.lineup.size", "The line-up must fill every board.", args
	case errors.Is(e.Reason, ErrNotMember):
		return "error.lineup.member", "Player {{.Player}} is not a member of the team.", args
	case errors.Is(e.Reason, ErrTwice):
		return "error.lineup.twice", "Player {{.Player}} is twice in the line-up.", args
	}
	return "error.lineup.order", "The line-up breaks the declared board order at player {{.Player}}.", args
}

// ValidateLineup checks a line-up for a match of boards boards: exactly that
// many players, all members or reserves, none twice; under the fixed board
// order the players keep their declared order among themselves (a reserve
// takes the place of a member and the rest keep their order).
func ValidateLineup(t Team, format Format, boards int, lineup []int64) error {
	if len(lineup) != boards {
		return &LineupError{Reason: ErrLineupSize}
	}
	pos := map[int64]int{}
	for i, m := range t.Members {
		pos[m] = i
	}
	seen := map[int64]bool{}
	last := -1
	for _, p := range lineup {
		if seen[p] {
			return &LineupError{Player: p, Reason: ErrTwice}
		}
		seen[p] = true
		i, member := pos[p]
		if !member && !slices.Contains(t.Reserves, p) {
			return &LineupError{Player: p, Reason: ErrNotMember}
		}
		if format == FixedOrder && member {
			if i < last {
				return &LineupError{Player: p, Reason: ErrOrderChanged}
			}
			last = i
		}
	}
	return nil
}

// DefaultLineup is the first boards players of the declared order.
func DefaultLineup(t Team, boards int) []int64 {
	return slices.Clone(t.Members[:min(boards, len(t.Members))])
}

// BoardGame is one board of a match: who sits there for each team, and the
// result in Black/White terms.
type BoardGame struct {
	ID           int64 // the game's id once stored (0 before)
	Board        int
	Black, White int64
	Result       tournament.Result
	HomeBlack    bool // the first team (A) has Black on this board
}

// Boards lays out a match's boards: team A takes Black on odd boards and
// White on even ones; swapped reverses that (the next time they meet, or in
// alternate rounds, as the event sets).
func Boards(lineupA, lineupB []int64, swapped bool) []BoardGame {
	var out []BoardGame
	for i := range min(len(lineupA), len(lineupB)) {
		aBlack := i%2 == 0
		if swapped {
			aBlack = !aBlack
		}
		g := BoardGame{Board: i + 1, HomeBlack: aBlack}
		if aBlack {
			g.Black, g.White = lineupA[i], lineupB[i]
		} else {
			g.Black, g.White = lineupB[i], lineupA[i]
		}
		out = append(out, g)
	}
	return out
}

// MatchResult is a match's score.
type MatchResult struct {
	BoardsA, BoardsB int // board points (2/1/0 a board)
	MatchA, MatchB   int // match points 2/1/0 by comparing board points
	Decided          bool
}

// Score scores a match from its boards (team A first); it is decided once
// every board has a result.
func Score(boards []BoardGame, p tournament.Points) MatchResult {
	var r MatchResult
	r.Decided = true
	for _, b := range boards {
		if b.Result == tournament.NoResult || b.Result == tournament.Replay {
			r.Decided = false
		}
		ob, ow := b.Result.Outcomes()
		pb, pw := p.PointsFor(ob, 0), p.PointsFor(ow, 0)
		if b.HomeBlack {
			r.BoardsA += pb
			r.BoardsB += pw
		} else {
			r.BoardsA += pw
			r.BoardsB += pb
		}
	}
	switch {
	case r.BoardsA > r.BoardsB:
		r.MatchA, r.MatchB = p.Win, p.Loss
	case r.BoardsA < r.BoardsB:
		r.MatchA, r.MatchB = p.Loss, p.Win
	default:
		r.MatchA, r.MatchB = p.Draw, p.Draw
	}
	return r
}

// Match is one played (or paired) match of a round.
type Match struct {
	Round  int
	Number int   // the match's number in its round (its table), as stored; 0 before it is stored
	A, B   int64 // team ids (B 0 for a bye)
	Boards []BoardGame
}

// Row is a line of the team standings.
type Row struct {
	Place       int  // 1 + the teams ranked strictly ahead
	Shared      bool // another team has the same place (并列)
	Team        int64
	MatchPoints int
	BoardPoints int
	PerBoard    []int // points on board 1, 2 …
	Total       tournament.Frac
	Withdrawn   bool // the team withdrew (退赛): marked in every table
}

// StandingsKind chooses the ordering of the team standings (SPEC §8).
type StandingsKind int

// Team standings orderings.
const (
	// RoundRobinOrder: match points, board points, board-1 points, board-2 …
	RoundRobinOrder StandingsKind = iota
	// SwissOrder: total = match points + [opponents' match points ÷
	// (highest match points ÷ 2) − rounds], then the round-robin order.
	SwissOrder
	// TotalScoreOrder (队员总分制): the members' total game points (board
	// points) first, then match points, board-1 points, board-2 …
	TotalScoreOrder
)

// KindOf is the ordering of a team group's standings under the rule set:
// total score for a 队员总分制 event and for all-play-all and 擂台赛, the
// Swiss order (match points with the opponents' in the total score) when
// the group ranks by the total score (a team Swiss by default, or
// --rank-by total), the round-robin order otherwise.
func KindOf(g tournament.Group, r tournament.RuleSet) StandingsKind {
	switch {
	case g.TeamFormat == string(TotalScore), g.System.TeamOnly():
		return TotalScoreOrder
	case g.Ranking(r) == tournament.RankByTotal:
		return SwissOrder
	}
	return RoundRobinOrder
}

// LatestRound is the latest round of the matches paired (0 for none).
func LatestRound(matches []Match) int {
	latest := 0
	for _, m := range matches {
		latest = max(latest, m.Round)
	}
	return latest
}

// LastRound is the last round the team group g of the given teams can
// have: a knockout's bracket (pairing.KnockoutRounds), a round robin's
// schedule (the fixed number of rounds when fewer), an all-play-all's one
// round for each board (every player meets every player of the other
// team), a 擂台赛's games until one team's last player has lost (leiTaiEnd),
// otherwise its
// fixed number of rounds; the latest round paired when that is later;
// tournament.MaxRounds when the number is not fixed.
func LastRound(g tournament.Group, teams []Team, matches []Match) int {
	last := tournament.MaxRounds
	switch g.System {
	case tournament.Knockout:
		last = pairing.KnockoutRounds(len(teams))
	case tournament.RoundRobin, tournament.DoubleRoundRobin:
		last = 0
		if n := len(teams); n >= 2 {
			last = roundRobinCycles(g.System) * (n + n%2 - 1)
		}
		if g.Rounds > 0 {
			last = min(last, g.Rounds)
		}
	case tournament.AllPlayAll:
		if g.Boards > 0 {
			last = g.Boards
		}
	case tournament.LeiTai:
		if len(teams) == 2 {
			last = leiTaiEnd(teams[0].Members, teams[1].Members, matches)
		}
	default:
		if g.Rounds > 0 {
			last = g.Rounds
		}
	}
	return max(last, LatestRound(matches))
}

// leiTaiEnd is the last game of a 擂台赛 between the orders a and b: once
// one team's last player has lost, the game that put him out; before, the
// longest the match can still run, the two orders' lengths less one (each
// game puts one player out, whoever wins it, so the games played and the
// players left always add up to that).
func leiTaiEnd(a, b []int64, matches []Match) int {
	if _, s, err := LeiTaiProgress(a, b, matches); err == nil && s.Over {
		return LatestRound(matches)
	}
	return max(0, len(a)+len(b)-1)
}

// StandingsRound is the round the team standings are shown after unless
// one is asked for (tournament.RoundProgress.StandingsRound): the latest
// round whose boards all have a result, one at least more than a
// withdrawal's forfeit; while none is, the first. A board's forfeit is a
// withdrawal's when its player, or his team, withdrew before the round
// (playerGone tells the first).
func StandingsRound(teams []Team, matches []Match, playerGone func(player int64, n int) bool) int {
	byID := map[int64]Team{}
	for _, t := range teams {
		byID[t.ID] = t
	}
	var progress tournament.RoundProgress
	for _, m := range matches {
		a, b := byID[m.A], byID[m.B]
		for _, g := range m.Boards {
			blackTeam, whiteTeam := a, b
			if !g.HomeBlack {
				blackTeam, whiteTeam = b, a
			}
			progress.Add(m.Round, g.Result, tournament.WithdrawalForfeit(g.Result,
				playerGone(g.Black, m.Round) || blackTeam.Gone(m.Round), playerGone(g.White, m.Round) || whiteTeam.Gone(m.Round)))
		}
	}
	return progress.StandingsRound()
}

// Standings ranks teams from their matches (as of round rounds); a bye
// gives the team byePoints match points (a round robin's bye nothing, a
// Swiss bye a won match: see tournament.Group.ByePointsOr).
func Standings(teams []int64, matches []Match, p tournament.Points, rounds, boards int, kind StandingsKind, highest, byePoints int) []Row {
	rows := map[int64]*Row{}
	for _, t := range teams {
		rows[t] = &Row{Team: t, PerBoard: make([]int, boards)}
	}
	opponents := map[int64][]int64{}
	for _, m := range matches {
		if m.Round > rounds {
			continue
		}
		a, b := rows[m.A], rows[m.B]
		if a == nil {
			continue
		}
		if b == nil { // a bye
			a.MatchPoints += byePoints
			continue
		}
		s := Score(m.Boards, p)
		if !s.Decided {
			continue
		}
		a.MatchPoints += s.MatchA
		b.MatchPoints += s.MatchB
		a.BoardPoints += s.BoardsA
		b.BoardPoints += s.BoardsB
		opponents[m.A] = append(opponents[m.A], m.B)
		opponents[m.B] = append(opponents[m.B], m.A)
		for _, g := range m.Boards {
			ob, ow := g.Result.Outcomes()
			pb, pw := p.PointsFor(ob, 0), p.PointsFor(ow, 0)
			if g.Board > boards {
				continue
			}
			if g.HomeBlack {
				a.PerBoard[g.Board-1] += pb
				b.PerBoard[g.Board-1] += pw
			} else {
				a.PerBoard[g.Board-1] += pw
				b.PerBoard[g.Board-1] += pb
			}
		}
	}
	if highest == 0 {
		highest = p.Win * rounds
	}
	out := make([]Row, 0, len(teams))
	for _, t := range teams {
		r := rows[t]
		r.Total = tournament.F(int64(r.MatchPoints))
		if kind == SwissOrder && highest > 0 {
			opp := 0
			for _, o := range opponents[t] {
				opp += rows[o].MatchPoints
			}
			r.Total = r.Total.Add(tournament.NewFrac(int64(opp)*2, int64(highest))).Sub(tournament.F(int64(rounds)))
		}
		out = append(out, *r)
	}
	cmp := func(a, b Row) int {
		if kind == SwissOrder {
			if c := a.Total.Cmp(b.Total); c != 0 {
				return c
			}
		}
		if kind == TotalScoreOrder && a.BoardPoints != b.BoardPoints {
			return sign(a.BoardPoints - b.BoardPoints)
		}
		if a.MatchPoints != b.MatchPoints {
			return sign(a.MatchPoints - b.MatchPoints)
		}
		if a.BoardPoints != b.BoardPoints {
			return sign(a.BoardPoints - b.BoardPoints)
		}
		for i := range a.PerBoard {
			if a.PerBoard[i] != b.PerBoard[i] {
				return sign(a.PerBoard[i] - b.PerBoard[i])
			}
		}
		return 0
	}
	sort.SliceStable(out, func(i, j int) bool { return cmp(out[i], out[j]) > 0 })
	for i := range out {
		out[i].Place = i + 1
		if i > 0 && cmp(out[i-1], out[i]) == 0 {
			out[i].Place = out[i-1].Place
			out[i].Shared, out[i-1].Shared = true, true
		}
	}
	return out
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// Meeting is one match between two teams seen from one of them: its round
// and the score with that team's points first.
type Meeting struct {
	Round int
	MatchResult
	// WonA and WonB are the boards each team won (BoardsWon), the score
	// the match screen and the match sheet give ("3 : 1").
	WonA, WonB int
}

// Crosstable gathers, for every ordered pair of teams (team, opponent), the
// matches they played up to round rounds, in round order, each scored from
// the first team's side. Byes are left out.
func Crosstable(matches []Match, p tournament.Points, rounds int) map[[2]int64][]Meeting {
	out := map[[2]int64][]Meeting{}
	for _, m := range matches {
		if m.B == 0 || m.Round > rounds {
			continue
		}
		s := Score(m.Boards, p)
		wonA, wonB, _ := BoardsWon(m.Boards)
		out[[2]int64{m.A, m.B}] = append(out[[2]int64{m.A, m.B}], Meeting{Round: m.Round, MatchResult: s, WonA: wonA, WonB: wonB})
		flipped := MatchResult{BoardsA: s.BoardsB, BoardsB: s.BoardsA, MatchA: s.MatchB, MatchB: s.MatchA, Decided: s.Decided}
		out[[2]int64{m.B, m.A}] = append(out[[2]int64{m.B, m.A}], Meeting{Round: m.Round, MatchResult: flipped, WonA: wonB, WonB: wonA})
	}
	for _, ms := range out {
		sort.SliceStable(ms, func(i, j int) bool { return ms[i].Round < ms[j].Round })
	}
	return out
}

// Clean returns the team with its name, club, captain and coach cleaned by
// tournament.CleanText (at most tournament.MaxNameLength characters, no
// control characters).
func (t Team) Clean() (Team, error) {
	for _, f := range []struct {
		name string
		text *string
	}{{"name", &t.Name}, {"club", &t.Club}, {"captain", &t.Captain}, {"coach", &t.Coach}} {
		clean, err := tournament.CleanText(f.name, *f.text, tournament.MaxNameLength)
		if err != nil {
			return t, err
		}
		*f.text = clean
	}
	return t, nil
}

// GroupImport is a whole group as another program holds it, to be added to
// a tournament in one step.
type GroupImport struct {
	Group   tournament.Group
	Players []tournament.Player
	Games   []tournament.Game // individual games (a team event's games are its matches' boards)
	Byes    map[int][]int64   // per round; each worth the group's bye points
	Absent  map[int][]int64   // per round, the players absent
	Teams   []Team            // a team event's teams (read only when Group.TeamEvent)
	Matches []Match           // a team event's matches, round by round, with their boards
	// Venue, Start and End are the event's place and dates as the file
	// gives them: they fill the tournament's settings where those are
	// empty (an EGF report needs them).
	Venue      string
	Start, End time.Time
}

// BoardsWon counts a match's boards won by each team (team A first), as
// the match sheet's score is written (2 : 1): a win over the board or by
// the other side's forfeit counts for the winner's team; a draw, a double
// loss or a double forfeit counts for neither, and drawn says how many
// boards were drawn. Boards without a result count for nobody yet.
func BoardsWon(boards []BoardGame) (wonA, wonB, drawn int) {
	for _, b := range boards {
		ob, ow := b.Result.Outcomes()
		if ob == tournament.Drew {
			drawn++
			continue
		}
		blackWon := ob == tournament.Won || ob == tournament.WonForfeit
		whiteWon := ow == tournament.Won || ow == tournament.WonForfeit
		switch {
		case !blackWon && !whiteWon: // double loss, double forfeit, no result
		case blackWon == b.HomeBlack: // team A had the winning colour
			wonA++
		default:
			wonB++
		}
	}
	return wonA, wonB, drawn
}
