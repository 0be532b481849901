package tournament

import (
	"fmt"
	"sort"
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
	Extra        map[int64]int // points from outside the games (rounds missed by a late entry or an absence)
	LotSeed      uint64        // the recorded seed of the drawing of lots
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
	Place     int // equal places for players still tied after every tiebreak; 0 for a voided player, not ranked
	Player    int64
	Points    Frac
	Tiebreaks map[Tiebreak]Frac
	Withdrawn bool // the player withdrew (退赛)
}

// Standings ranks the players by points and then the tiebreaks in order;
// ties that remain stay ties (same place).
func Standings(in StandingsInput) ([]Row, error) {
	if in.Rounds < 0 {
		return nil, fmt.Errorf("standings as of round %d", in.Rounds)
	}
	sc := scoresOf(in)
	rows := make([]Row, len(in.Players))
	for i, p := range in.Players {
		tb, err := sc.tiebreaks(in, p)
		if err != nil {
			return nil, err
		}
		rows[i] = Row{Player: p, Points: sc.points[p], Tiebreaks: tb, Withdrawn: in.Gone[p] || in.Voided[p]}
	}
	less := sc.compare(in)
	sort.SliceStable(rows, func(i, j int) bool { return less(rows[i], rows[j]) > 0 })
	for i := range rows {
		switch {
		case in.Voided[rows[i].Player]:
			rows[i].Place = 0
		case i > 0 && less(rows[i-1], rows[i]) == 0:
			rows[i].Place = rows[i-1].Place
		default:
			rows[i].Place = i + 1
		}
	}
	return rows, nil
}

// scores are what the standings rank by and count, player by player.
type scores struct {
	points, forSOS, score, sos map[int64]Frac
	played                     map[int64]int
	missed                     map[int64]int64 // McMahon: rounds without a game
	mcmahon, openGotha         bool
	highest                    int
}

// scoresOf counts each player's points, what the player counts for in the
// opponents' SOS, the score that ranks first and the SOS.
func scoresOf(in StandingsInput) *scores {
	sc := &scores{points: map[int64]Frac{}, played: map[int64]int{}, forSOS: map[int64]Frac{}}
	for _, p := range in.Players {
		total := 0
		for _, r := range in.Records[p] {
			if r.Round > in.Rounds {
				continue
			}
			total += in.Points.PointsFor(r.Outcome, in.ByePoints)
			if r.Outcome != NotPlayed && r.Outcome != HadBye {
				sc.played[p]++
			}
		}
		sc.points[p] = F(int64(total + in.Extra[p]))
	}
	// What a player counts for in the opponents' SOS: a Swiss player who
	// withdrew counts points + A × unplayed rounds, A = points ÷ games played,
	// at most a draw a game (SPEC §9.3).
	for _, p := range in.Players {
		sc.forSOS[p] = sc.points[p]
		if after, ok := in.Withdrawn[p]; ok && after < in.Rounds {
			unplayed := int64(in.Rounds - after)
			a := F(0)
			if sc.played[p] > 0 {
				a = sc.points[p].Div(F(int64(sc.played[p]))).Min(F(int64(in.Points.Draw)))
			}
			sc.forSOS[p] = sc.points[p].Add(a.Mul(F(unplayed)))
		}
	}
	// score is what ranks a player first and what opponents count: points,
	// or in a McMahon table the McMahon score.
	sc.score = sc.points
	sc.mcmahon = in.Initial != nil
	if sc.mcmahon {
		sc.score = map[int64]Frac{}
		for _, p := range in.Players {
			sc.score[p] = F(int64(in.Initial[p])).Add(sc.points[p].Div(F(int64(max(1, in.Points.Win)))))
			if in.RoundDown {
				sc.score[p] = sc.score[p].Floor()
			}
		}
		sc.forSOS = sc.score
	}
	// OpenGotha's rule counts a paired game still without a result as a
	// game: its opponent enters SOS and SOSOS like any other.
	sc.openGotha = in.VirtualOpponent && sc.mcmahon
	sc.sosOf(in)
	sc.highest = in.Highest
	if sc.highest == 0 {
		sc.highest = in.Points.Win * in.Rounds
	}
	return sc
}

// sosOf adds up each player's SOS (and, in a McMahon table, the rounds
// without a game).
func (sc *scores) sosOf(in StandingsInput) {
	sc.sos, sc.missed = map[int64]Frac{}, map[int64]int64{}
	for _, p := range in.Players {
		games := 0
		for _, r := range in.Records[p] {
			if r.Round <= in.Rounds && r.Opponent != 0 && (r.Outcome != NotPlayed || sc.openGotha) {
				games++
				v := sc.forSOS[r.Opponent]
				if sc.mcmahon && r.Handicap > 0 {
					if r.Colour == 'W' {
						v = v.Add(F(int64(r.Handicap)))
					} else {
						v = v.Sub(F(int64(r.Handicap)))
					}
				}
				sc.sos[p] = sc.sos[p].Add(v)
			}
		}
		if sc.mcmahon && in.Rounds > games {
			sc.missed[p] = int64(in.Rounds - games)
			sc.sos[p] = sc.sos[p].Add(F(int64(in.Initial[p]) * sc.missed[p]))
		}
	}
}

// total is the Chinese total score: points + [SOS ÷ (highest ÷ 2) −
// rounds] (SPEC §8).
func (sc *scores) total(in StandingsInput, p int64) Frac {
	if sc.highest <= 0 {
		return sc.points[p]
	}
	return sc.points[p].Add(sc.sos[p].Div(NewFrac(int64(sc.highest), 2))).Sub(F(int64(in.Rounds)))
}

// games is what a player's games give the tiebreaks: SOSOS, SODOS, SB,
// CUSS and the wins.
type games struct {
	sosos, sodos, sb, cuss Frac
	wins                   int
}

// gamesOf adds up a player's games for the tiebreaks.
func (sc *scores) gamesOf(in StandingsInput, p int64) games {
	var g games
	if sc.openGotha {
		g.sosos = F(int64(in.Initial[p]) * int64(in.Rounds) * sc.missed[p])
	}
	running := 0
	for _, r := range in.Records[p] {
		if r.Round > in.Rounds {
			continue
		}
		running += in.Points.PointsFor(r.Outcome, in.ByePoints)
		g.cuss = g.cuss.Add(F(int64(running)))
		if r.Opponent == 0 || (r.Outcome == NotPlayed && !sc.openGotha) {
			continue
		}
		opp := sc.score[r.Opponent]
		g.sosos = g.sosos.Add(sc.sos[r.Opponent])
		switch r.Outcome {
		case Won, WonForfeit:
			g.wins++
			g.sodos = g.sodos.Add(opp)
			g.sb = g.sb.Add(opp)
		case Drew:
			g.sb = g.sb.Add(opp.Div(F(2)))
		}
	}
	return g
}

// tiebreaks is a player's value of each tiebreak the standings use (the
// total score first when the group ranks by it).
func (sc *scores) tiebreaks(in StandingsInput, p int64) (map[Tiebreak]Frac, error) {
	tb := map[Tiebreak]Frac{}
	if in.ByTotal {
		tb[Total] = sc.total(in, p)
	}
	g := sc.gamesOf(in, p)
	for _, t := range in.Tiebreaks {
		switch t {
		case SOS:
			tb[t] = sc.sos[p]
		case SOSOS:
			tb[t] = g.sosos
		case SODOS:
			tb[t] = g.sodos
		case SB:
			tb[t] = g.sb
		case CUSS:
			tb[t] = g.cuss
		case Total:
			tb[t] = sc.total(in, p)
		case Wins:
			tb[t] = F(int64(g.wins))
		case Warnings:
			tb[t] = F(-int64(in.Warnings[p])) // fewer is better
		case Rating:
			tb[t] = F(int64(in.Ratings[p]))
		case Lots:
			tb[t] = F(lot(in.LotSeed, p))
		case MMS:
			tb[t] = sc.score[p]
		case Direct:
			// Filled in below, among the tied players only.
		default:
			return nil, fmt.Errorf("unknown tiebreak %q", t)
		}
	}
	return tb, nil
}

// compare orders two rows: > 0 when a ranks above b. A voided player comes
// after everyone ranked; then the total score or the score, then the
// tiebreaks in order.
func (sc *scores) compare(in StandingsInput) func(a, b Row) int {
	return func(a, b Row) int {
		if va, vb := in.Voided[a.Player], in.Voided[b.Player]; va != vb {
			if va {
				return -1
			}
			return 1
		}
		if in.ByTotal {
			if c := a.Tiebreaks[Total].Cmp(b.Tiebreaks[Total]); c != 0 {
				return c
			}
		} else if c := sc.score[a.Player].Cmp(sc.score[b.Player]); c != 0 {
			return c
		}
		for _, t := range in.Tiebreaks {
			if t == Direct {
				if c := direct(in, a.Player, b.Player); c != 0 {
					return c
				}
				continue
			}
			if c := a.Tiebreaks[t].Cmp(b.Tiebreaks[t]); c != 0 {
				return c
			}
		}
		return 0
	}
}

// direct compares two players by their games against each other: +1 when a
// scored more against b, −1 when less, 0 when even or they did not meet.
func direct(in StandingsInput, a, b int64) int {
	sa, sb := 0, 0
	for _, r := range in.Records[a] {
		if r.Round <= in.Rounds && r.Opponent == b {
			sa += in.Points.PointsFor(r.Outcome, in.ByePoints)
		}
	}
	for _, r := range in.Records[b] {
		if r.Round <= in.Rounds && r.Opponent == a {
			sb += in.Points.PointsFor(r.Outcome, in.ByePoints)
		}
	}
	switch {
	case sa > sb:
		return 1
	case sa < sb:
		return -1
	}
	return 0
}
