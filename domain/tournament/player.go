package tournament

import (
	"fmt"
	"slices"
	"time"

	"weiqi-arbiter/domain/scoring"
)

// Player is one registered player of a tournament. Either name may be empty,
// but not both.
type Player struct {
	ID        int64
	GroupID   int64 // 0 when not yet in a group
	NameZh    string
	NameLatin string
	Gender    string
	Birth     string // YYYY or YYYY-MM-DD
	Club      string
	Region    string
	Rank      string // 9p, 5d, 3k
	Rating    int    // 0 when unknown
	Licence   string
	Notes     string
	CheckedIn bool
	// WithdrawnAfter is the round after which the player withdrew (退赛);
	// -1 when the player has not withdrawn, 0 before the start.
	WithdrawnAfter int
	// JoinsRound is the first round a late entrant plays (1 for everyone
	// else, 0 read as 1); the rounds before count as the group's
	// AbsentPoints each.
	JoinsRound int
	// FixedTable is the table the player always plays at (0: any).
	FixedTable int
	// McMahonAdjust corrects the initial McMahon score the rank gives (+1
	// for a player known to be stronger than the rank, OpenGotha's
	// "smmsCorrection").
	McMahonAdjust int
	// Surname and GivenName are the two parts of the name as they came:
	// from another program's file (OpenGotha's name and firstName), from a
	// registration list's separate columns, or typed apart. They are of
	// the name other programs are given (the Latin name, else the Chinese
	// one) and written back as they came; both are empty for a name that
	// came whole. See NameParts.
	Surname, GivenName string
	// EGFPin, FFGLicence and AGAID are the player's numbers in the
	// European (EGD), French and American rating lists, as other
	// programs' files carry them.
	EGFPin, FFGLicence, AGAID string
}

// MissedRounds is how many rounds before round n a late entrant missed.
func (p Player) MissedRounds(n int) int {
	if p.JoinsRound <= 1 {
		return 0
	}
	return min(p.JoinsRound, n+1) - 1
}

// Missed is how many of rounds 1…n the player was in the event without a
// game or a bye (RoundsMissed). Each counts the group's AbsentPoints.
func (p Player) Missed(n int, absent []int, rec []RoundRecord) int {
	return len(p.RoundsMissed(n, absent, rec))
}

// RoundsMissed lists, in order, the rounds of 1…n the player was in the
// event without a game or a bye: a late entrant's rounds before joining
// and the rounds in absent (those the player was marked absent for) that
// have no record in rec.
func (p Player) RoundsMissed(n int, absent []int, rec []RoundRecord) []int {
	var out []int
	for r := 1; r <= p.MissedRounds(n); r++ {
		out = append(out, r)
	}
	had := map[int]bool{}
	for _, r := range rec {
		had[r.Round] = true
	}
	for _, r := range absent {
		if r <= n && r >= max(1, p.JoinsRound) && !had[r] && !p.Gone(r) {
			out = append(out, r)
			had[r] = true
		}
	}
	slices.Sort(out)
	return out
}

// Withdrawn reports whether the player has withdrawn.
func (p Player) Withdrawn() bool { return p.WithdrawnAfter >= 0 }

// Gone reports whether the player has withdrawn before round n: he
// withdrew after an earlier round, so round n is not his.
func (p Player) Gone(n int) bool { return p.Withdrawn() && p.WithdrawnAfter < n }

// Name is the name to show: the Chinese name if there is one, else the Latin one.
func (p Player) Name() string {
	if p.NameZh != "" {
		return p.NameZh
	}
	return p.NameLatin
}

// Game is one pairing of a round: who sits at which table with which colour,
// and its result once it is known.
type Game struct {
	ID       int64
	Round    int
	Table    int
	Black    int64
	White    int64
	Handicap int
	Komi     scoring.Stones // as paired (none in a handicap game); read from storage, not needed to pair
	Result   Result         // "" while the game has no result
}

// Records turns a group's games and byes into each player's rounds, for the
// standings (which count only the rounds up to the one asked for).
func Records(games []Game, byes map[int][]int64) map[int64][]RoundRecord {
	rec := map[int64][]RoundRecord{}
	for _, g := range games {
		ob, ow := g.Result.Outcomes()
		rec[g.Black] = append(rec[g.Black], RoundRecord{Round: g.Round, Opponent: g.White, Outcome: ob, Colour: 'B', Handicap: g.Handicap})
		rec[g.White] = append(rec[g.White], RoundRecord{Round: g.Round, Opponent: g.Black, Outcome: ow, Colour: 'W', Handicap: g.Handicap})
	}
	for round, ids := range byes {
		for _, id := range ids {
			rec[id] = append(rec[id], RoundRecord{Round: round, Outcome: HadBye})
		}
	}
	return rec
}

// RankValue orders ranks from weakest to strongest: 30k = 1 … 1k = 30,
// 1d = 31 … 9d = 39, professionals 1p = 41 … 9p = 49; 0 when unknown.
// It reads every form NormalRank reads.
func RankValue(rank string) int {
	v, ok := parseRank(rank)
	if !ok {
		return 0
	}
	return int(v)
}

// LatinRank writes a rank the way European programs do (OpenGotha, the
// EGF): 3D, 5K, 1P; "" when the rank cannot be read.
func LatinRank(rank string) string {
	switch v := RankValue(rank); {
	case v > 40:
		return fmt.Sprintf("%dP", v-40)
	case v > 30:
		return fmt.Sprintf("%dD", v-30)
	case v >= 1:
		return fmt.Sprintf("%dK", 31-v)
	}
	return ""
}

// MaybeSame reports whether two registrations may be the same person: the
// same Chinese name, or the same Latin name, as a search finds names
// (FoldName: case, accents, full-width forms, hyphens and spaces aside), and
// no birth date that tells them apart. Registration flags such pairs.
func MaybeSame(a, b Player) bool {
	same := (a.NameZh != "" && FoldName(a.NameZh) == FoldName(b.NameZh)) || (a.NameLatin != "" && FoldName(a.NameLatin) == FoldName(b.NameLatin))
	if !same {
		return false
	}
	return a.Birth == "" || b.Birth == "" || a.Birth == b.Birth
}

// Registry finds the registrations that may be the same person as another
// (MaybeSame) in time independent of how many there are, so that a list of
// n players is checked in time linear in n.
type Registry struct {
	players []Player
	byName  map[string][]int // "zh:"+key or "latin:"+key → indexes into players
}

// NewRegistry indexes the given players.
func NewRegistry(ps []Player) *Registry {
	r := &Registry{byName: map[string][]int{}}
	for _, p := range ps {
		r.Add(p)
	}
	return r
}

// Add indexes one more player.
func (r *Registry) Add(p Player) {
	i := len(r.players)
	r.players = append(r.players, p)
	if p.NameZh != "" {
		r.byName["zh:"+FoldName(p.NameZh)] = append(r.byName["zh:"+FoldName(p.NameZh)], i)
	}
	if p.NameLatin != "" {
		r.byName["latin:"+FoldName(p.NameLatin)] = append(r.byName["latin:"+FoldName(p.NameLatin)], i)
	}
}

// Duplicates lists the indexed players (other than p itself, by ID) that
// may be the same as p, in the order they were added.
func (r *Registry) Duplicates(p Player) []Player {
	var idx []int
	if p.NameZh != "" {
		idx = append(idx, r.byName["zh:"+FoldName(p.NameZh)]...)
	}
	if p.NameLatin != "" {
		idx = append(idx, r.byName["latin:"+FoldName(p.NameLatin)]...)
	}
	slices.Sort(idx)
	idx = slices.Compact(idx)
	var out []Player
	for _, i := range idx {
		if q := r.players[i]; (q.ID == 0 || q.ID != p.ID) && MaybeSame(q, p) {
			out = append(out, q)
		}
	}
	return out
}

// Duplicates lists the registered players that may be the same as p.
func Duplicates(registered []Player, p Player) []Player {
	var out []Player
	for _, r := range registered {
		if r.ID != p.ID && MaybeSame(r, p) {
			out = append(out, r)
		}
	}
	return out
}

// ValidBirth reports whether a birth date is written as YYYY or YYYY-MM-DD.
func ValidBirth(s string) bool {
	if len(s) == 4 {
		_, err := time.Parse("2006", s)
		return err == nil
	}
	_, err := time.Parse("2006-01-02", s)
	return err == nil
}
