// Package tournament holds what a Go tournament is made of under the Chinese
// Weiqi Competition Rules: its settings, rule set, groups, players, rounds,
// games, results and standings.
package tournament

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"weiqi-arbiter/domain/scoring"
)

// RuleSet is the edition of the Chinese Weiqi Competition Rules a tournament
// applies. The two editions differ in komi, warnings at the count, lateness and
// more (SPEC "1988 vs 2002").
type RuleSet string

// The editions the program supports.
const (
	Rules2002 RuleSet = "2002"
	Rules1988 RuleSet = "1988"
)

// ParseRuleSet reads "2002" or "1988".
func ParseRuleSet(s string) (RuleSet, error) {
	switch r := RuleSet(strings.TrimSpace(s)); r {
	case Rules2002, Rules1988:
		return r, nil
	}
	return "", fmt.Errorf("rule set %q: want 2002 or 1988", s)
}

// Komi is the komi the edition fixes, in stones: 3¾ under 2002 (SPEC §4.5),
// 2¾ under 1988.
func (r RuleSet) Komi() scoring.Stones {
	if r == Rules1988 {
		return 11
	}
	return 15
}

// Points are the points a game gives in the standings (局分): win 2, draw 1,
// loss 0 under both editions (SPEC §8).
type Points struct {
	Win, Draw, Loss int
}

// DefaultPoints are the points of the Chinese rules: 2/1/0.
var DefaultPoints = Points{Win: 2, Draw: 1, Loss: 0}

// System is the pairing system of a group.
type System string

// Pairing systems (SPEC §7).
const (
	RoundRobin       System = "roundrobin"
	DoubleRoundRobin System = "double-roundrobin"
	Swiss            System = "swiss"
	McMahon          System = "mcmahon"
	Knockout         System = "knockout"
	DoubleKnockout   System = "double-knockout" // double elimination: out after two losses
	SwissKnockout    System = "swiss-knockout"  // Swiss rounds, then a knockout of the top players (积分编排加淘汰)
	Match            System = "match"           // a best-of-N match between two players (Rounds = N)
	// AllPlayAll (全队轮赛制) is a team-only system between two teams: every
	// player of one team meets every player of the other, one round each.
	AllPlayAll System = "all-play-all"
	// LeiTai (擂台赛) is a team-only winner-stays-on match between two teams:
	// each "round" is one game, the loser is out, the winner stays on.
	LeiTai System = "leitai"
)

// TeamOnly tells whether the system exists for team events only.
func (s System) TeamOnly() bool { return s == AllPlayAll || s == LeiTai }

// Group is one section of a tournament (组别: 成人组, 少年组 …) with its own
// pairing system, rounds and standings. A player belongs to one group.
type Group struct {
	ID     int64
	Name   string
	System System
	Rounds int
	// Draw is how the first round (and round-robin numbers) are drawn:
	// DrawSeeded (registration or seeding order) or DrawLots (by lot from Seed).
	Draw      DrawMethod
	Seed      uint64     // the recorded seed of a draw by lot
	Tiebreaks []Tiebreak // the ordered tiebreaks of the standings
	ByePoints int        // points for a bye; 0 the system's default (see ByePointsOr), ByeNothing none
	// McMahon: the bar (everyone at or above starts level) and the floor
	// (everyone at or below starts level), as ranks; RoundDownMMS ranks by
	// McMahon scores rounded down to whole wins (OpenGotha's setting).
	Bar, Floor   string
	RoundDownMMS bool
	// VirtualOpponent is OpenGotha's SOSOS in a McMahon table: for each
	// round a player missed (bye, absence, not paired) SOSOS adds a virtual
	// opponent whose SOS is the player's own initial score in every round
	// counted, as SOS adds that initial score once. Groups imported from
	// OpenGotha carry it so that their figures are OpenGotha's own.
	VirtualOpponent bool
	// AbsentPoints is what each round a player misses while in the event
	// counts: a late entrant's rounds before joining and rounds the player
	// was marked absent for (as the regulations give; 0 by default, OpenGotha's
	// McMahon default is half a win).
	AbsentPoints int
	// AvoidClubUntil keeps players of the same club (and, with AvoidRegion,
	// region) apart in the rounds before this one (0: never).
	AvoidClubUntil int
	AvoidRegion    bool
	// Colours is what a Swiss or McMahon round puts first: equal scores
	// (the default, 同分相遇) or the colour rule (ColoursFirst).
	Colours ColourOrder
	// AvoidPairs are pairs of player ids never to be paired unless nothing
	// else works (siblings, pupils of one teacher …).
	AvoidPairs [][2]int64
	// Highest is the "highest score" of the Chinese total score's divisor
	// (SPEC §8); 0 means the highest attainable, a win's points × rounds.
	Highest int
	// RankBy is what ranks the group before the tiebreaks: points, or the
	// Chinese total score 总得分; empty means the default of Ranking.
	RankBy RankBy
	// SwissRounds and KnockoutSize shape a Swiss-then-knockout group: so
	// many Swiss rounds, then a knockout of the top KnockoutSize (a power of
	// two) by the standings.
	SwissRounds, KnockoutSize int
	// McMahon handicaps: the rank difference less HandicapReduction, at most
	// HandicapCeiling (0: even games), none when the stronger player is at
	// or above HandicapThreshold.
	HandicapThreshold string
	HandicapReduction int
	HandicapCeiling   int
	// Team events: the group pairs teams of Boards boards, with the team
	// format ("fixed-order", "fixed-boards", "lineup", "total-score"); with
	// AlternateColours team A's colours swap every round, else each time two
	// teams meet again.
	TeamEvent        bool
	Boards           int
	TeamFormat       string
	AlternateColours bool
	// Starts holds the date and time each round starts, by round number,
	// when the schedule fixes them (the pairing sheet's heading shows it).
	Starts map[int]time.Time
	// Playoff holds the places, by player, of the play-offs or drawings of
	// lots the regulations fix in advance for players still tied after
	// every tiebreak (SPEC §8 "play-off / drawing lots"), as the arbiter
	// recorded them (1 the best of its tie; StandingsInput.Playoff).
	Playoff map[int64]int
	// FirstTable is the number of the group's first table in the hall, so
	// that groups playing in one hall never share a table number; 0 means
	// right after the previous group's tables (HallTables).
	FirstTable int
	// Substitution is how a reserve replaces a member who withdrew, when no
	// line-up is entered for the round: "move-up" (the members below move
	// up, the default) or "reserve" (the reserve takes the member's board);
	// see team.Substitution.
	Substitution string
}

// RankBy names what ranks a group's players (or teams) before the
// tiebreaks.
type RankBy string

// What a group can rank by (SPEC §8).
const (
	// RankByPoints ranks by points (局分; a team event's match points),
	// then the tiebreaks: the round robin's order and the 2002 Swiss
	// method B (points → SOS → warnings).
	RankByPoints RankBy = "points"
	// RankByTotal ranks by the total score 总得分 = points + [SOS ÷
	// (highest ÷ 2) − rounds]: the Swiss method A, the only Swiss method
	// of the 1988 rules, and the team Swiss's order.
	RankByTotal RankBy = "total"
)

// ColourOrder says which of two pairing criteria gives way to the other
// in a Swiss or McMahon round: pairing equal scores, or the colour rule
// (nobody a third game of one colour in a row, nobody three games out of
// colour balance).
type ColourOrder string

// The colour orders.
const (
	// ScoresFirst pairs equal scores first (同分相遇, the Chinese custom
	// and the default): the colour rule is broken where keeping it would
	// need a pair of different scores.
	ScoresFirst ColourOrder = ""
	// ColoursFirst keeps the colour rule unless no pairing without a
	// rematch can (as the FIDE Dutch system does), and then pairs equal
	// scores as far as that allows: players float between score groups
	// instead.
	ColoursFirst ColourOrder = "first"
)

// ParseColourOrder reads "first" (colours first) or "scores" (scores
// first, the default).
func ParseColourOrder(s string) (ColourOrder, error) {
	switch strings.TrimSpace(s) {
	case "first", "colours":
		return ColoursFirst, nil
	case "scores", "":
		return ScoresFirst, nil
	}
	return "", fmt.Errorf("colours %q: want first or scores", s)
}

// ParseRankBy reads "points" or "total".
func ParseRankBy(s string) (RankBy, error) {
	switch r := RankBy(strings.TrimSpace(s)); r {
	case RankByPoints, RankByTotal:
		return r, nil
	}
	return "", fmt.Errorf("rank by %q: want points or total", s)
}

// Under is the group as it is shown under the rule set: the system's
// default tiebreaks when none were chosen and, for a group of individuals
// ranked by the total score (Ranking), the total as its first column.
func (g Group) Under(r RuleSet) Group {
	if len(g.Tiebreaks) == 0 {
		g.Tiebreaks = g.System.DefaultTiebreaksUnder(r)
	}
	if !g.TeamEvent && g.Ranking(r) == RankByTotal && !slices.Contains(g.Tiebreaks, Total) {
		g.Tiebreaks = append([]Tiebreak{Total}, g.Tiebreaks...)
	}
	return g
}

// Ranking is what the group ranks by under the rule set: its RankBy when
// set, else the total score for a Swiss group under the 1988 rules (the
// only Swiss ranking there) and for a team Swiss (SPEC §8), points
// otherwise.
func (g Group) Ranking(r RuleSet) RankBy {
	if g.RankBy != "" {
		return g.RankBy
	}
	swiss := g.System == Swiss || g.System == SwissKnockout
	if swiss && (r == Rules1988 || g.TeamEvent) {
		return RankByTotal
	}
	return RankByPoints
}

// ParseTiebreaks reads a comma-separated tiebreak list ("SOS,CUSS,SOSOS").
func ParseTiebreaks(s string) ([]Tiebreak, error) {
	var out []Tiebreak
	for _, f := range strings.Split(s, ",") {
		t := Tiebreak(strings.ToUpper(strings.TrimSpace(f)))
		switch t {
		case "":
			continue
		case SOS, SOSOS, SODOS, SB, CUSS, Total, Wins, Direct, Warnings, Rating, MMS, Lots:
			out = append(out, t)
		default:
			return nil, fmt.Errorf("tiebreak %q: want SOS, SOSOS, SODOS, SB, CUSS, TOTAL, MMS, WINS, DIRECT, WARNINGS, RATING or LOTS", f)
		}
	}
	return out, nil
}

// DrawMethod says how a group's first round is drawn.
type DrawMethod string

// Draw methods.
const (
	DrawSeeded DrawMethod = "seeded"
	DrawLots   DrawMethod = "lots"
)

// ParseSystem reads a pairing system name.
func ParseSystem(s string) (System, error) {
	switch sys := System(s); sys {
	case RoundRobin, DoubleRoundRobin, Swiss, McMahon, Knockout, DoubleKnockout, SwissKnockout, Match, AllPlayAll, LeiTai:
		return sys, nil
	}
	return "", fmt.Errorf("system %q: want roundrobin, double-roundrobin, swiss, mcmahon, knockout, double-knockout, swiss-knockout, match, all-play-all or leitai", s)
}

// DefaultTiebreaks are the tiebreaks a new group gets: for round robins
// SB then fewer warnings (SPEC §8 RR); for Swiss the order most Chinese
// amateur events use, points → SOS → CUSS, then warnings.
func (s System) DefaultTiebreaks() []Tiebreak {
	switch s {
	case RoundRobin, DoubleRoundRobin:
		return []Tiebreak{SB, Warnings, Direct}
	case McMahon:
		return []Tiebreak{MMS, SOS, SOSOS}
	}
	return []Tiebreak{SOS, CUSS, SOSOS, Warnings}
}

// DefaultTiebreaksUnder are the tiebreaks a new group gets under the rule
// set: a Swiss group under the 1988 rules ranks by the total score, then
// fewer warnings (SPEC §8 method A; still tied: a tie, or LOTS where the
// regulations allow no tie); otherwise DefaultTiebreaks.
func (s System) DefaultTiebreaksUnder(r RuleSet) []Tiebreak {
	if r == Rules1988 && (s == Swiss || s == SwissKnockout) {
		return []Tiebreak{Total, Warnings}
	}
	return s.DefaultTiebreaks()
}

// ByeNothing, as a group's ByePoints, gives a bye no points whatever the
// pairing system.
const ByeNothing = -1

// ByePointsOr is what a bye (轮空) scores in the group: its ByePoints when
// the regulations fix them (ByeNothing: none), else the system's default.
// In a round robin a bye is the round a player has no opponent, and it
// scores nothing (individual and team events alike); in a Swiss, McMahon
// or knockout a bye scores a win's points, p.Win.
func (g Group) ByePointsOr(p Points) int {
	switch {
	case g.ByePoints > 0:
		return g.ByePoints
	case g.ByePoints < 0:
		return 0
	case g.System == RoundRobin || g.System == DoubleRoundRobin:
		return 0
	}
	return p.Win
}

// Settings is what the organisers fix for the whole tournament before it starts.
type Settings struct {
	Name         string
	Start, End   time.Time // dates only; zero when not yet fixed
	Venue        string
	Organiser    string
	ChiefArbiter string
	Rules        RuleSet
	Komi         scoring.Stones
	Points       Points
	Groups       []Group
}

// NewSettings returns the settings of a new tournament called name under the
// given rule set: its komi, 2/1/0 points and no groups yet.
func NewSettings(name string, rules RuleSet) Settings {
	return Settings{Name: name, Rules: rules, Komi: rules.Komi(), Points: DefaultPoints}
}

// Problem is one reason why settings or other input cannot be accepted. Key
// names the message in the translation catalogue; Default is its English text,
// a Go template over Args.
type Problem struct {
	Field   string
	Key     string
	Default string
	Args    map[string]any
}

// Problems is a list of problems; as an error it reads as their English texts.
type Problems []Problem

func (ps Problems) Error() string {
	texts := make([]string, len(ps))
	for i, p := range ps {
		texts[i] = p.English()
	}
	return strings.Join(texts, "; ")
}

// English renders the problem's default text with its arguments.
func (p Problem) English() string {
	out := p.Default
	for k, v := range p.Args {
		out = strings.ReplaceAll(out, "{{."+k+"}}", fmt.Sprint(v))
	}
	return out
}

// Validate checks the settings and returns every problem found, or nil.
func (s Settings) Validate() error {
	var ps Problems
	add := func(field, key, def string, args map[string]any) {
		ps = append(ps, Problem{Field: field, Key: key, Default: def, Args: args})
	}
	if strings.TrimSpace(s.Name) == "" {
		add("name", "problem.name_required", "The tournament needs a name.", nil)
	}
	if _, err := CleanText("name", s.Name, MaxNameLength); err != nil {
		ps = append(ps, err.(Problems)...)
	}
	if !s.Start.IsZero() && !s.End.IsZero() && s.End.Before(s.Start) {
		add("end", "problem.end_before_start", "The last day is before the first day.", nil)
	}
	if _, err := ParseRuleSet(string(s.Rules)); err != nil {
		add("rules", "problem.rules_unknown", "Choose the 2002 or the 1988 rules.", nil)
	}
	if s.Komi < 0 || s.Komi > scoring.WholeStones(20) {
		add("komi", "problem.komi_range", "Komi must be between 0 and 20 stones.", nil)
	}
	p := s.Points
	if p.Loss < 0 || p.Draw < p.Loss || p.Win <= p.Draw || p.Win > 100 {
		add("points", "problem.points_order", "Points must satisfy win > draw ≥ loss ≥ 0.", nil)
	}
	seen := map[string]bool{}
	for _, g := range s.Groups {
		name := strings.TrimSpace(g.Name)
		switch {
		case name == "":
			add("groups", "problem.group_name_required", "Every group needs a name.", nil)
		case seen[name]:
			add("groups", "problem.group_duplicate", "Two groups are called {{.Name}}.", map[string]any{"Name": name})
		}
		seen[name] = true
		if _, err := CleanText("groups", name, MaxNameLength); err != nil {
			ps = append(ps, err.(Problems)...)
		}
		if g.System.TeamOnly() && !g.TeamEvent {
			add("groups", "problem.team_only_system", "{{.Name}}: all-play-all and 擂台赛 are for team events only.", map[string]any{"Name": name})
		}
		ps = append(ps, g.Problems()...)
	}
	if len(ps) == 0 {
		return nil
	}
	return ps
}

// MaxRounds is the most rounds a group can be given: more than any event
// plays (a double round robin of 50 players has 98), few enough that a
// mistyped number cannot make the program build rounds without end.
const MaxRounds = 99

// Problems lists what is wrong with a group's numbers: a count of rounds
// outside 0 (not fixed) … MaxRounds, negative points or round numbers, a
// team event's boards, the knockout's size, handicaps out of range, a bar,
// floor or handicap threshold that is not a rank.
func (g Group) Problems() Problems {
	var ps Problems
	name := strings.TrimSpace(g.Name)
	if g.Rounds < 0 || g.Rounds > MaxRounds || g.SwissRounds < 0 || g.SwissRounds > MaxRounds {
		ps = append(ps, Problem{Field: "groups", Key: "problem.group_rounds_of", Default: "{{.Name}}: the number of rounds must be a whole number from 1 to {{.Max}}.",
			Args: map[string]any{"Name": name, "Max": MaxRounds}})
	}
	if (g.ByePoints < 0 && g.ByePoints != ByeNothing) || g.AbsentPoints < 0 || g.Highest < 0 {
		ps = append(ps, Problem{Field: "groups", Key: "problem.group_points_negative", Default: "{{.Name}}: points for a bye, a missed round or the highest score cannot be negative.",
			Args: map[string]any{"Name": name}})
	}
	if g.AvoidClubUntil < 0 || g.AvoidClubUntil > MaxRounds+1 {
		ps = append(ps, Problem{Field: "groups", Key: "problem.group_avoid_round", Default: "{{.Name}}: keep club mates apart before a round from 1 to {{.Max}}.",
			Args: map[string]any{"Name": name, "Max": MaxRounds}})
	}
	if !BoardsOK(g.System, g.TeamEvent, g.Boards) {
		ps = append(ps, Problem{Field: "groups", Key: "problem.group_boards", Default: "{{.Name}}: a team event plays on 2 to {{.Max}} boards.",
			Args: map[string]any{"Name": name, "Max": MaxBoards}})
	}
	if !KnockoutSizeOK(g.KnockoutSize) {
		ps = append(ps, Problem{Field: "groups", Key: "problem.group_knockout_size", Default: "{{.Name}}: the knockout after the Swiss takes a power of two from 2 to {{.Max}} players (2, 4, 8, 16 …).",
			Args: map[string]any{"Name": name, "Max": MaxKnockoutSize}})
	}
	if g.HandicapCeiling < 0 || g.HandicapCeiling > MaxHandicap || g.HandicapReduction < 0 || g.HandicapReduction > MaxHandicap {
		ps = append(ps, Problem{Field: "groups", Key: "problem.group_handicap", Default: "{{.Name}}: the handicap ceiling and reduction are from 0 to {{.Max}} stones.",
			Args: map[string]any{"Name": name, "Max": MaxHandicap}})
	}
	if g.Colours != ScoresFirst && g.Colours != ColoursFirst {
		ps = append(ps, Problem{Field: "groups", Key: "problem.group_colours", Default: "{{.Name}}: colours come first or after the scores (first or scores), not {{.Value}}.",
			Args: map[string]any{"Name": name, "Value": string(g.Colours)}})
	}
	if g.FirstTable < 0 || g.FirstTable > MaxTable {
		ps = append(ps, Problem{Field: "groups", Key: "problem.group_first_table", Default: "{{.Name}}: the first table is a number from 1 to {{.Max}} (empty: after the previous group's tables).",
			Args: map[string]any{"Name": name, "Max": MaxTable}})
	}
	for _, r := range []string{g.Bar, g.Floor, g.HandicapThreshold} {
		if r != "" && RankValue(r) == 0 {
			ps = append(ps, Problem{Field: "groups", Key: "problem.group_rank", Default: "{{.Name}}: {{.Rank}} is not a rank (30k … 1k, 1d … 9d, 1p … 9p).",
				Args: map[string]any{"Name": name, "Rank": r}})
		}
	}
	return ps
}

// MessageKey names the problem's message for translation.
func (p Problem) MessageKey() (key, english string, args map[string]any) {
	return p.Key, p.Default, p.Args
}

// Messages lists the problems one by one for translation.
func (ps Problems) Messages() []interface {
	MessageKey() (string, string, map[string]any)
} {
	out := make([]interface {
		MessageKey() (string, string, map[string]any)
	}, len(ps))
	for i, p := range ps {
		out[i] = p
	}
	return out
}
