package opengotha

import (
	"encoding/xml"
	"fmt"
	"io"
	"slices"
	"strings"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/internal/savefile"
)

type outPlayer struct {
	Name          string `xml:"name,attr"`
	FirstName     string `xml:"firstName,attr"`
	Club          string `xml:"club,attr"`
	Country       string `xml:"country,attr"`
	Rank          string `xml:"rank,attr"`
	Grade         string `xml:"grade,attr"`
	Rating        int    `xml:"rating,attr"`
	Participating string `xml:"participating,attr"`
	Status        string `xml:"registeringStatus,attr"`
	Correction    int    `xml:"smmsCorrection,attr"`
	EGFPin        string `xml:"egfPin,attr"`
	FFGLicence    string `xml:"ffgLicence,attr"`
	AGAID         string `xml:"agaId,attr"`
}

type outGame struct {
	Round    int    `xml:"roundNumber,attr"`
	Table    int    `xml:"tableNumber,attr"`
	White    string `xml:"whitePlayer,attr"`
	Black    string `xml:"blackPlayer,attr"`
	Known    string `xml:"knownColor,attr"`
	Handicap int    `xml:"handicap,attr"`
	Result   string `xml:"result,attr"`
}

type outBye struct {
	Round  int    `xml:"roundNumber,attr"`
	Player string `xml:"player,attr"`
}

type outBoard struct {
	Board  int    `xml:"boardNumber,attr"`
	Player string `xml:"player,attr"`
	Round  int    `xml:"roundNumber,attr"`
}

type outTeam struct {
	Name   string     `xml:"teamName,attr"`
	Number int        `xml:"teamNumber,attr"`
	Boards []outBoard `xml:"Board"`
}

type outFile struct {
	XMLName xml.Name    `xml:"Tournament"`
	Version string      `xml:"dataVersion,attr"`
	Players []outPlayer `xml:"Players>Player"`
	Games   []outGame   `xml:"Games>Game"`
	Byes    []outBye    `xml:"ByePlayers>ByePlayer"`
	Teams   []outTeam   `xml:"Teams>Team,omitempty"`
	General struct {
		Name      string `xml:"name,attr"`
		Short     string `xml:"shortName,attr"`
		Rounds    int    `xml:"numberOfRounds,attr"`
		Bar       string `xml:"genMMBar,attr"`
		Floor     string `xml:"genMMFloor,attr"`
		Zero      string `xml:"genMMZero,attr"`
		Absent    int    `xml:"genMMS2ValueAbsent,attr"`
		Bye       int    `xml:"genMMS2ValueBye,attr"`
		NBWAbsent int    `xml:"genNBW2ValueAbsent,attr"`
		NBWBye    int    `xml:"genNBW2ValueBye,attr"`
		RoundDown bool   `xml:"genRoundDownNBWMMS,attr"`
	} `xml:"TournamentParameterSet>GeneralParameterSet"`
	Handicap struct {
		BasedOnMMS bool   `xml:"hdBasedOnMMS,attr"`
		Ceiling    int    `xml:"hdCeiling,attr"`
		Correction int    `xml:"hdCorrection,attr"`
		Threshold  string `xml:"hdNoHdRankThreshold,attr"`
	} `xml:"TournamentParameterSet>HandicapParameterSet"`
	TeamSize *teamGeneral `xml:"TeamTournamentParameterSet>TeamGeneralParameterSet,omitempty"`
}

// teamGeneral is a team tournament's general parameters: the boards a team has.
type teamGeneral struct {
	Size int `xml:"teamSize,attr"`
}

// Teams is a team event's teams and matches, for Write.
type Teams struct {
	Teams   []team.Team
	Matches []team.Match
}

// resultCode is a result as OpenGotha names it.
func resultCode(r tournament.Result) string {
	switch r {
	case tournament.BlackByForf:
		return "RESULT_BLACKWINS_BYDEF"
	case tournament.WhiteByForf:
		return "RESULT_WHITEWINS_BYDEF"
	case tournament.Draw:
		return "RESULT_EQUAL"
	case tournament.DoubleLoss:
		return "RESULT_BOTHLOSE"
	case tournament.BothForfeit:
		return "RESULT_BOTHLOSE_BYDEF"
	}
	switch r.Winner() {
	case 'B':
		return "RESULT_BLACKWINS"
	case 'W':
		return "RESULT_WHITEWINS"
	}
	return "RESULT_UNKNOWN" // no result yet, void, or to be replayed
}

// Losses are what a group holds that its OpenGotha file cannot, for the
// arbiter to be told: nothing typed in is lost without a word.
type Losses struct {
	// NoResult are the games with a result that the file writes as no
	// result, OpenGotha having no word for it: a game declared void (无效)
	// or to be replayed (重下). A program reading the file sees a game
	// still to be played. Each is named by the round and table the file
	// gives it.
	NoResult []tournament.Game
	// HowWon are the games won on time (超时负) or by a second warning
	// (犯规负): the file writes a bare win, OpenGotha keeping who won but
	// not how. A forfeit (弃权) is kept (RESULT_BLACKWINS_BYDEF).
	HowWon []tournament.Game
	// BareWins is how many games won by a counted margin (黑胜3又1/4子) or
	// by resignation (中盘胜) the file writes as a bare win, without the
	// margin or the resignation.
	BareWins int
	// WithdrawnTeams are the teams that withdrew (退赛): OpenGotha has no
	// withdrawal, and the file writes their players as not taking part,
	// and on no board, in the rounds after the one they withdrew after.
	WithdrawnTeams []team.Team
	// Withdrawn are the players who withdrew (退赛): OpenGotha has no
	// withdrawal, and the file writes them as not taking part in the
	// rounds after the one they withdrew after.
	Withdrawn []tournament.Player
	// Unranked are the players without a rank the file can hold: it
	// writes them 30K, OpenGotha's lowest.
	Unranked []tournament.Player
	// Unkept is how many players have a gender, birth date, licence
	// number (注册号), fixed table or notes: OpenGotha has no place for
	// them, and the file leaves them out.
	Unkept int
	// LatinOnly are the players with both a Chinese and a Latin name: the
	// file holds one name, and writes the Latin one (see
	// tournament.Player.NameParts), so the Chinese one is lost.
	LatinOnly []tournament.Player
}

// game notes what the file loses of a game it writes as g.
func (l *Losses) game(g tournament.Game) {
	if g.Result != tournament.NoResult && resultCode(g.Result) == "RESULT_UNKNOWN" {
		l.NoResult = append(l.NoResult, g)
	}
	if g.Result.Winner() == 0 {
		return
	}
	switch how := string(g.Result[2:]); {
	case how == "T" || how == "P":
		l.HowWon = append(l.HowWon, g)
	case how == "R":
		l.BareWins++
	default:
		if _, counted := g.Result.Margin(); counted {
			l.BareWins++
		}
	}
}

// player notes what the file loses of a player it writes with rank.
func (l *Losses) player(p tournament.Player, rank string) {
	if p.Withdrawn() {
		l.Withdrawn = append(l.Withdrawn, p)
	}
	if rank == "" {
		l.Unranked = append(l.Unranked, p)
	}
	if p.NameZh != "" && p.NameLatin != "" {
		l.LatinOnly = append(l.LatinOnly, p)
	}
	if p.Gender != "" || p.Birth != "" || p.Licence != "" || p.FixedTable != 0 || strings.TrimSpace(p.Notes) != "" {
		l.Unkept++
	}
}

// Write saves a group as an OpenGotha tournament file: players (their
// surname and given name as they came, see tournament.Player.NameParts;
// their EGF PIN, FFG licence and AGA id) with the rounds they take part in, games with results,
// byes, and the McMahon settings (bar, floor, absent and bye values, rounding,
// handicaps) in OpenGotha's half-win units (the group's points are 2/1/0).
//
// A team event (f.Group.TeamEvent, with its teams) is written as OpenGotha
// writes a team tournament: the teams with the player on each board of
// every round (the match's boards where it was played, else the declared
// order), and a game per board, each board its own table.
//
// The losses are what the file could not hold, each game named by the
// round and table the file gives it.
func Write(path, event string, f pairing.Field, rounds int, teams Teams) (Losses, error) {
	var l Losses
	err := savefile.Write(path, func(w io.Writer) error {
		var err error
		l, err = write(w, event, f, rounds, teams)
		return err
	})
	if err != nil {
		return Losses{}, err
	}
	return l, nil
}

func write(w io.Writer, event string, f pairing.Field, rounds int, teams Teams) (Losses, error) {
	var l Losses
	out := outFile{Version: "201"}
	out.General.Name, out.General.Short, out.General.Rounds = event, f.Group.Name, rounds
	g := f.Group
	out.General.Bar, out.General.Floor, out.General.Zero = orRank(g.Bar, "9D"), orRank(g.Floor, "30K"), "30K"
	out.General.Absent, out.General.Bye, out.General.RoundDown = g.AbsentPoints, 2, g.RoundDownMMS
	out.General.NBWAbsent, out.General.NBWBye = g.AbsentPoints, 2
	if g.ByePoints > 0 {
		out.General.Bye, out.General.NBWBye = g.ByePoints, g.ByePoints
	}
	out.Handicap.BasedOnMMS, out.Handicap.Ceiling, out.Handicap.Correction = true, g.HandicapCeiling, g.HandicapReduction
	out.Handicap.Threshold = orRank(g.HandicapThreshold, "30K") // no handicap games unless the group sets a threshold
	if g.HandicapCeiling > 0 && g.HandicapThreshold == "" {
		out.Handicap.Threshold = "9D"
	}
	absent := f.AbsentRounds()
	teamEvent := f.Group.TeamEvent && len(teams.Teams) > 0
	teamOf := map[int64]team.Team{} // a team event's players, members and reserves
	if teamEvent {
		for _, t := range teams.Teams {
			for _, id := range slices.Concat(t.Members, t.Reserves) {
				teamOf[id] = t
			}
		}
	}
	keys := map[int64]string{}
	used := map[string]bool{}
	for _, p := range f.Players {
		name, first := p.NameParts()
		k := key(name, first)
		if used[k] {
			return Losses{}, fmt.Errorf("%s: %w", p.Name(), ErrSameName)
		}
		used[k] = true
		keys[p.ID] = k
		rank := tournament.LatinRank(p.Rank)
		l.player(p, rank)
		if rank == "" {
			rank = "30K"
		}
		part := []byte(strings.Repeat("1", max(rounds, 1)))
		for _, r := range absent[p.ID] {
			if r >= 1 && r <= len(part) {
				part[r-1] = '0'
			}
		}
		for r := 1; r <= len(part); r++ {
			if t, ok := teamOf[p.ID]; r < p.JoinsRound || p.Gone(r) || ok && t.Gone(r) {
				part[r-1] = '0' // not yet in the event, or withdrawn, or the team withdrawn
			}
		}
		out.Players = append(out.Players, outPlayer{Name: name, FirstName: first, Club: p.Club, Country: p.Region, Rank: rank, Grade: rank,
			Rating: p.Rating, Participating: string(part), Status: "FIN", Correction: p.McMahonAdjust,
			EGFPin: p.EGFPin, FFGLicence: p.FFGLicence, AGAID: p.AGAID})
	}
	games := f.Games
	if teamEvent {
		games = writeTeams(&out, f.Group.Boards, rounds, teams, keys)
		for _, t := range teams.Teams {
			if t.Withdrawn {
				l.WithdrawnTeams = append(l.WithdrawnTeams, t)
			}
		}
	}
	for _, g := range games {
		out.Games = append(out.Games, outGame{Round: g.Round, Table: g.Table, White: keys[g.White], Black: keys[g.Black],
			Known: "true", Handicap: g.Handicap, Result: resultCode(g.Result)})
		l.game(g)
	}
	for n := 1; n <= rounds; n++ {
		for _, id := range f.Byes[n] {
			out.Byes = append(out.Byes, outBye{Round: n, Player: keys[id]})
		}
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return Losses{}, err
	}
	e := xml.NewEncoder(w)
	e.Indent("", "")
	if err := e.Encode(out); err != nil {
		return Losses{}, err
	}
	if _, err := io.WriteString(w, "\n"); err != nil {
		return Losses{}, err
	}
	return l, nil
}

// ErrSameName is returned when two players of a group would have the same
// name in the file: OpenGotha tells players apart by name.
var ErrSameName = &FileError{Key: "opengotha.error.same_name", English: "Two players would have the same name in the OpenGotha file: give them different Latin names."}

// orRank is a rank written the OpenGotha way, or def when there is none.
func orRank(rank, def string) string {
	if r := tournament.LatinRank(rank); r != "" {
		return r
	}
	return def
}

// writeTeams adds a team event's teams, board by board and round by round,
// and gives its matches' boards as the games to write: each board its own
// table, numbered in the round in the order of the matches and boards. A
// round not yet paired has a team's declared line-up, unless the team has
// withdrawn before it.
func writeTeams(out *outFile, boards, rounds int, teams Teams, keys map[int64]string) []tournament.Game {
	var games []tournament.Game
	out.TeamSize = &teamGeneral{boards}
	seat := map[[2]int64][]int64{} // round, team → players by board
	table := map[int]int{}
	for _, m := range teams.Matches {
		for _, b := range m.Boards {
			a, o := b.Black, b.White
			if !b.HomeBlack {
				a, o = o, a
			}
			for _, s := range []struct{ team, p int64 }{{m.A, a}, {m.B, o}} {
				k := [2]int64{int64(m.Round), s.team}
				for len(seat[k]) < b.Board {
					seat[k] = append(seat[k], 0)
				}
				seat[k][b.Board-1] = s.p
			}
			table[m.Round]++
			games = append(games, tournament.Game{Round: m.Round, Table: table[m.Round], Black: b.Black, White: b.White, Result: b.Result})
		}
	}
	for i, t := range teams.Teams {
		ot := outTeam{Name: t.Name, Number: i + 1}
		for n := 1; n <= rounds; n++ {
			players, ok := seat[[2]int64{int64(n), t.ID}]
			if !ok && !t.Gone(n) {
				players = team.DefaultLineup(t, boards)
			}
			for b, p := range players {
				if p != 0 {
					ot.Boards = append(ot.Boards, outBoard{Board: b + 1, Player: keys[p], Round: n})
				}
			}
		}
		out.Teams = append(out.Teams, ot)
	}
	return games
}
