package tournament

import (
	"fmt"
	"slices"
)

// Tiebreak is one criterion of the ordered list that separates players on
// equal points. The names are the short keys of reports and JSON.
type Tiebreak string

// Tiebreaks (SPEC §8 and the usual Go ones).
const (
	SOS      Tiebreak = "SOS"      // 对手分: sum of the opponents' points (McMahon: scores, see StandingsInput.Initial)
	SOSOS    Tiebreak = "SOSOS"    // sum of the opponents' SOS
	SODOS    Tiebreak = "SODOS"    // sum of the points of the opponents beaten
	SB       Tiebreak = "SB"       // 胜者小分: points of opponents beaten + half of those drawn
	CUSS     Tiebreak = "CUSS"     // 累进分: sum of the running score after each round
	Total    Tiebreak = "TOTAL"    // 总得分: points + [SOS ÷ (highest ÷ 2) − rounds]
	Wins     Tiebreak = "WINS"     // number of wins
	Direct   Tiebreak = "DIRECT"   // direct encounter between the tied players
	Warnings Tiebreak = "WARNINGS" // fewer warnings over the event
	Rating   Tiebreak = "RATING"   // higher rating
	MMS      Tiebreak = "MMS"      // McMahon score: initial score + wins (+ half a draw)
	Lots     Tiebreak = "LOTS"     // drawing of lots, replayable from the group's recorded seed
)

// Outcome is what one round gave one player.
type Outcome int

// Outcomes of a round for a player.
const (
	NotPlayed   Outcome = iota // absent, void, replay pending, or not paired
	Won                        // won over the board
	Lost                       // lost over the board (or a double loss)
	Drew                       // draw
	WonForfeit                 // the opponent forfeited
	LostForfeit                // forfeited
	HadBye                     // 轮空
)

// RoundRecord is one round of one player.
type RoundRecord struct {
	Round    int
	Opponent int64 // 0 for a bye or no game
	Outcome  Outcome
	Colour   byte // 'B', 'W' or 0
	Handicap int  // the game's handicap (0 even, 1 no komi, 2–9 stones)
}

// Outcomes tells, for a result, what it gave Black and White.
func (r Result) Outcomes() (black, white Outcome) {
	switch r {
	case NoResult, Void, Replay:
		return NotPlayed, NotPlayed
	case Draw:
		return Drew, Drew
	case DoubleLoss:
		return Lost, Lost
	case BothForfeit:
		return LostForfeit, LostForfeit
	case BlackByForf:
		return WonForfeit, LostForfeit
	case WhiteByForf:
		return LostForfeit, WonForfeit
	}
	switch r.Winner() {
	case 'B':
		return Won, Lost
	case 'W':
		return Lost, Won
	}
	return NotPlayed, NotPlayed
}

// PointsFor is what an outcome scores under the given points (a forfeit win
// counts as a win, SPEC §8; a bye as byePoints).
func (p Points) PointsFor(o Outcome, byePoints int) int {
	switch o {
	case Won, WonForfeit:
		return p.Win
	case Drew:
		return p.Draw
	case Lost, LostForfeit:
		return p.Loss
	case HadBye:
		return byePoints
	}
	return 0
}

// StandingsInput is what standings are computed from.
type StandingsInput struct {
	Players   []int64
	Records   map[int64][]RoundRecord // per player, round by round
	Points    Points
	ByePoints int
	Rounds    int // rounds counted (standings "as of" this round)
	Tiebreaks []Tiebreak
	// Highest is the divisor's "highest score" of the Chinese total score;
	// 0 means the highest attainable, Points.Win × Rounds (SPEC §8).
	Highest   int
	Warnings  map[int64]int
	Ratings   map[int64]int
	Withdrawn map[int64]int // Swiss: withdrawn after this round (SPEC §9.3)
	// Initial holds the McMahon initial scores and makes the standings a
	// McMahon table, as the EGF and OpenGotha count it: players rank by
	// McMahon score (initial + wins, half a draw) before the tiebreaks, SOS
	// and the tiebreaks built on it add the opponents' McMahon scores, the
	// handicap stones given to an opponent added and those received taken
	// off, and every round without a game (bye, absence, not paired) adds
	// the player's own initial score.
	Initial map[int64]int
	// RoundDown rounds McMahon scores down to whole wins (OpenGotha's
	// "round down NBW/MMS"), before they rank players and enter SOS.
	RoundDown bool
	// VirtualOpponent makes a McMahon table's SOSOS add, for each round a
	// player missed, a virtual opponent with the player's initial score in
	// every round counted: Initial × Rounds (OpenGotha's SOSOSM; see
	// Group.VirtualOpponent).
	VirtualOpponent bool
	// ByTotal ranks by the Chinese total score 总得分 (SPEC §8 Swiss
	// method A, the only one in 1988) instead of points: the total decides
	// first, then the tiebreaks in order.
	ByTotal bool
	// Gone holds every player who withdrew (退赛): their rows are marked
	// Withdrawn. Voided holds those of them whose results were all voided
	// (a round robin left before half the games, SPEC §9.2): they are
	// listed apart after the ranked players, with no place.
	Gone, Voided map[int64]bool
	// NoShow holds the players who never came (never checked in, never
	// paired): listed apart after everyone else, with no place.
	NoShow map[int64]bool
	// Missed lists, per player, the rounds he was in the event without a
	// game or a bye (a late entry's first rounds, absences); each scores
	// MissedPoints, in its round.
	Missed       map[int64][]int
	MissedPoints int
	// Playoff holds the places of the play-offs or drawings of lots the
	// regulations fix in advance, as recorded (1 the best of its tie):
	// players still tied after every tiebreak who all have one are
	// ordered by it.
	Playoff map[int64]int
	// Bracket, for a knockout, is how far each player came (the round he
	// was knocked out in; beyond the last round for those still in): it
	// alone ranks the players it holds, ahead of all others (a Swiss then
	// knockout's players who did not qualify), those who came as far
	// share the place, and their points and tiebreaks are only shown (a
	// play-off still separates them).
	Bracket map[int64]int
	LotSeed uint64 // the recorded seed of the drawing of lots
}

// lot is a player's drawn lot: a number fixed by the recorded seed and the
// player, so that the drawing can be shown and replayed.
func lot(seed uint64, player int64) int64 {
	x := seed ^ uint64(player)*0x9E3779B97F4A7C15
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9
	x = (x ^ (x >> 27)) * 0x94D049BB133111EB
	return int64((x ^ (x >> 31)) >> 2)
}

// Row is one line of the standings.
type Row struct {
	// Place is 1 + the number of players ranked strictly ahead: players no
	// criterion separates share it (Shared). It is 0 for a player listed
	// apart, not ranked: results voided (Voided) or never came (NoShow).
	Place     int
	Shared    bool // another player has the same place (并列)
	Player    int64
	Points    Frac
	Score     Frac // what ranks first: the points, or in a McMahon table the McMahon score
	Tiebreaks map[Tiebreak]Frac
	Withdrawn bool // the player withdrew (退赛)
	NoShow    bool // the player never came: listed apart, no place
}

// Shown is the row's value of a tiebreak as the standings show it
// (Tiebreak.Shown), and false when it has none: the direct encounter and
// the play-off have a value only for players they were weighed for, tied
// with others.
func (r Row) Shown(t Tiebreak) (Frac, bool) {
	v, ok := r.Tiebreaks[t]
	if !ok && t != Direct && t != Playoff {
		ok = true
	}
	return t.Shown(v), ok
}

// Standings ranks the players: their scores (scores), the tiebreak values
// (tiebreakValues), the comparison that splits players tied so far
// criterion by criterion (order), and the places (place). Players no
// criterion separates share the place.
func Standings(in StandingsInput) ([]Row, error) {
	if in.Rounds < 0 {
		return nil, fmt.Errorf("standings as of round %d", in.Rounds)
	}
	for _, t := range in.Tiebreaks {
		if !slices.Contains(KnownTiebreaks(), t) {
			return nil, fmt.Errorf("unknown tiebreak %q", t)
		}
	}
	s := scores(in)
	rows := tiebreakValues(in, s)
	return place(rows, order(in, rows)), nil
}

// scoreSheet is every player's score and what opponents count of it.
type scoreSheet struct {
	points map[int64]Frac // points scored
	rank   map[int64]Frac // what ranks first: points, or the McMahon score
	sos    map[int64]Frac // the opponents' scores (对手分)
	missed map[int64]int64
	// counted tells whether a record counts as a game for SOS and the
	// tiebreaks built on the opponents (OpenGotha counts a paired game
	// without a result).
	counted func(RoundRecord) bool
}

// roundPoints is a player's points in each round up to the standings'
// round, by round number (index 0 unused): his games and byes, and the
// rounds he missed (Missed).
func roundPoints(in StandingsInput, p int64) []int {
	out := make([]int, in.Rounds+1)
	for _, r := range in.Records[p] {
		if r.Round >= 1 && r.Round <= in.Rounds {
			out[r.Round] += in.Points.PointsFor(r.Outcome, in.ByePoints)
		}
	}
	for _, r := range in.Missed[p] {
		if r >= 1 && r <= in.Rounds {
			out[r] += in.MissedPoints
		}
	}
	return out
}

// gamesPlayed counts a player's games with a result up to the standings'
// round (byes and rounds without a game left out).
func gamesPlayed(in StandingsInput, p int64) int {
	n := 0
	for _, r := range in.Records[p] {
		if r.Round <= in.Rounds && r.Outcome != NotPlayed && r.Outcome != HadBye {
			n++
		}
	}
	return n
}

// WithdrawnScore is what a Swiss player who withdrew counts for in the
// opponents' SOS (SPEC §9.3): his points plus A for each round he did not
// play, A being his points per game played, at most a draw a game.
func WithdrawnScore(points Frac, played, unplayed int, p Points) Frac {
	if played == 0 || unplayed <= 0 {
		return points
	}
	a := points.Div(F(int64(played))).Min(F(int64(p.Draw)))
	return points.Add(a.Mul(F(int64(unplayed))))
}

// scores adds up every player's points, what ranks him first (points, or
// the McMahon score) and his opponents' scores: each opponent counts his
// ranking score, a Swiss player who withdrew his WithdrawnScore, and in a
// McMahon table the handicap corrects it and a round without a game adds
// the player's own initial score.
func scores(in StandingsInput) scoreSheet {
	n := len(in.Players)
	s := scoreSheet{points: make(map[int64]Frac, n), rank: make(map[int64]Frac, n), sos: make(map[int64]Frac, n), missed: map[int64]int64{}}
	mcmahon := in.Initial != nil
	openGotha := in.VirtualOpponent && mcmahon
	s.counted = func(r RoundRecord) bool {
		return r.Round <= in.Rounds && r.Opponent != 0 && (r.Outcome != NotPlayed || openGotha)
	}
	forOpponents := make(map[int64]Frac, n)
	for _, p := range in.Players {
		total := 0
		for _, r := range in.Records[p] {
			if r.Round <= in.Rounds {
				total += in.Points.PointsFor(r.Outcome, in.ByePoints)
			}
		}
		for _, r := range in.Missed[p] {
			if r <= in.Rounds {
				total += in.MissedPoints
			}
		}
		s.points[p] = F(int64(total))
		s.rank[p] = s.points[p]
		forOpponents[p] = s.points[p]
		if mcmahon {
			s.rank[p] = F(int64(in.Initial[p])).Add(s.points[p].Div(F(int64(max(1, in.Points.Win)))))
			if in.RoundDown {
				s.rank[p] = s.rank[p].Floor()
			}
			forOpponents[p] = s.rank[p]
		} else if after, ok := in.Withdrawn[p]; ok && after < in.Rounds {
			forOpponents[p] = WithdrawnScore(s.points[p], gamesPlayed(in, p), in.Rounds-after, in.Points)
		}
	}
	for _, p := range in.Players {
		games := 0
		for _, r := range in.Records[p] {
			if !s.counted(r) {
				continue
			}
			games++
			v := forOpponents[r.Opponent]
			if mcmahon && r.Handicap > 0 {
				if r.Colour == 'W' {
					v = v.Add(F(int64(r.Handicap)))
				} else {
					v = v.Sub(F(int64(r.Handicap)))
				}
			}
			s.sos[p] = s.sos[p].Add(v)
		}
		if mcmahon && in.Rounds > games {
			s.missed[p] = int64(in.Rounds - games)
			s.sos[p] = s.sos[p].Add(F(int64(in.Initial[p]) * s.missed[p]))
		}
	}
	return s
}

// TotalScore is the Chinese total score 总得分 (SPEC §8): points + [SOS ÷
// (highest ÷ 2) − rounds]; highest 0 is the highest attainable, a win's
// points × rounds. With no highest score it is the points.
func TotalScore(points, sos Frac, highest, rounds int, p Points) Frac {
	if highest == 0 {
		highest = p.Win * rounds
	}
	if highest <= 0 {
		return points
	}
	return points.Add(sos.Div(NewFrac(int64(highest), 2))).Sub(F(int64(rounds)))
}

// Cumulative is the cumulative score 累进分 (CUSS) of a player's points
// round by round (byRound[r] for round r, index 0 unused): the sum, over
// every round, of his running score after it. A bye, or a round without a
// game, counts in its own round.
func Cumulative(byRound []int) Frac {
	running, sum := 0, 0
	for _, v := range byRound {
		running += v
		sum += running
	}
	return F(int64(sum))
}

// tiebreakValues is a row per player with his points, ranking score and
// the value of every tiebreak of the list but the direct encounter, which
// only the players tied so far give (order fills it in).
func tiebreakValues(in StandingsInput, s scoreSheet) []Row {
	openGotha := in.VirtualOpponent && in.Initial != nil
	rows := make([]Row, len(in.Players))
	for i, p := range in.Players {
		tb := map[Tiebreak]Frac{}
		if in.ByTotal {
			tb[Total] = TotalScore(s.points[p], s.sos[p], in.Highest, in.Rounds, in.Points)
		}
		var sosos, sodos, sb Frac
		if openGotha {
			sosos = F(int64(in.Initial[p]) * int64(in.Rounds) * s.missed[p])
		}
		wins := 0
		for _, r := range in.Records[p] {
			if !s.counted(r) {
				continue
			}
			opp := s.rank[r.Opponent]
			sosos = sosos.Add(s.sos[r.Opponent])
			switch r.Outcome {
			case Won, WonForfeit:
				wins++
				sodos = sodos.Add(opp)
				sb = sb.Add(opp)
			case Drew:
				sb = sb.Add(opp.Div(F(2)))
			}
		}
		for _, t := range in.Tiebreaks {
			switch t {
			case SOS:
				tb[t] = s.sos[p]
			case SOSOS:
				tb[t] = sosos
			case SODOS:
				tb[t] = sodos
			case SB:
				tb[t] = sb
			case CUSS:
				tb[t] = Cumulative(roundPoints(in, p))
			case Total:
				tb[t] = TotalScore(s.points[p], s.sos[p], in.Highest, in.Rounds, in.Points)
			case Wins:
				tb[t] = F(int64(wins))
			case Warnings:
				tb[t] = F(-int64(in.Warnings[p])) // fewer is better
			case Rating:
				tb[t] = F(int64(in.Ratings[p]))
			case Lots:
				tb[t] = F(lot(in.LotSeed, p))
			case MMS:
				tb[t] = s.rank[p]
			}
		}
		rows[i] = Row{Player: p, Points: s.points[p], Score: s.rank[p], Tiebreaks: tb,
			Withdrawn: in.Gone[p] || in.Voided[p], NoShow: in.NoShow[p] && !in.Voided[p]}
	}
	return rows
}
