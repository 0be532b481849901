// Package opengotha reads and writes the tournament files of OpenGotha, the
// de facto exchange format of Go tournament programs: players, games with
// results, byes, the rounds each player takes part in, the McMahon
// settings that decide the standings, and a team tournament's teams and
// matches.
package opengotha

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/text/encoding/ianaindex"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

// FileError is a reason an OpenGotha file is refused, in the user's language.
type FileError = i18n.KeyError

// ErrNotOpenGotha is returned for a file that is not an OpenGotha tournament.
var ErrNotOpenGotha = &FileError{Key: "opengotha.error.not", English: "This is not an OpenGotha tournament file."}

// ErrNoPlayers is returned for an OpenGotha file without players.
var ErrNoPlayers = &FileError{Key: "opengotha.error.no_players", English: "The OpenGotha file has no players: there is nothing to import."}

// Bounds on an OpenGotha file, so that a hostile one stays cheap to refuse.
const (
	// MaxFileSize is the largest file read (8 MiB); the European Go
	// Congress, 600 players and 10 rounds, is under 600 KB.
	MaxFileSize = 8 << 20
	// MaxRounds is the most rounds a tournament (and a player's
	// participation list) may have; OpenGotha itself allows 20.
	MaxRounds = 100
	// MaxTable is the highest table number a game may have: the European
	// Go Congress, 760 players, used 504 tables, a team event's boards a
	// few hundred.
	MaxTable = 10000
)

func fileError(key, english string, args map[string]any) *FileError {
	return &FileError{Key: key, English: english, Args: args}
}

type xmlFile struct {
	XMLName xml.Name `xml:"Tournament"`
	Players []struct {
		Name      string `xml:"name,attr"`
		FirstName string `xml:"firstName,attr"`
		Club      string `xml:"club,attr"`
		Country   string `xml:"country,attr"`
		Rank      string `xml:"rank,attr"`
		Rating    int    `xml:"rating,attr"`
		// Participating has a 0 or 1 per round: 0 is absent.
		Participating string `xml:"participating,attr"`
		Correction    int    `xml:"smmsCorrection,attr"`
		Grade         string `xml:"grade,attr"`
		EGFPin        string `xml:"egfPin,attr"`
		FFGLicence    string `xml:"ffgLicence,attr"`
		AGAID         string `xml:"agaId,attr"`
	} `xml:"Players>Player"`
	Games []struct {
		Round    int    `xml:"roundNumber,attr"`
		Table    int    `xml:"tableNumber,attr"`
		White    string `xml:"whitePlayer,attr"`
		Black    string `xml:"blackPlayer,attr"`
		Handicap int    `xml:"handicap,attr"`
		Result   string `xml:"result,attr"`
	} `xml:"Games>Game"`
	Byes []xmlBye `xml:"ByePlayers>ByePlayer"`
	// PairgothByes are the byes as pairgoth writes them when it exports
	// to this format: in a <ByePlayer> container, not <ByePlayers>.
	PairgothByes []xmlBye `xml:"ByePlayer>ByePlayer"`
	Teams        []struct {
		Name   string `xml:"teamName,attr"`
		Boards []struct {
			Board  int    `xml:"boardNumber,attr"`
			Player string `xml:"player,attr"`
			Round  int    `xml:"roundNumber,attr"`
		} `xml:"Board"`
	} `xml:"Teams>Team"`
	TeamParameters struct {
		General struct {
			Size int `xml:"teamSize,attr"`
		} `xml:"TeamGeneralParameterSet"`
	} `xml:"TeamTournamentParameterSet"`
	Parameters struct {
		General struct {
			Name      string `xml:"name,attr"`
			Location  string `xml:"location,attr"`
			BeginDate string `xml:"beginDate,attr"`
			EndDate   string `xml:"endDate,attr"`
			Rounds    *int   `xml:"numberOfRounds,attr"`
			Bar       string `xml:"genMMBar,attr"`
			Floor     string `xml:"genMMFloor,attr"`
			Zero      string `xml:"genMMZero,attr"`
			Absent    *int   `xml:"genMMS2ValueAbsent,attr"`
			Bye       *int   `xml:"genMMS2ValueBye,attr"`
			RoundDown *bool  `xml:"genRoundDownNBWMMS,attr"`
		} `xml:"GeneralParameterSet"`
		Handicap struct {
			Ceiling    *int   `xml:"hdCeiling,attr"`
			Correction int    `xml:"hdCorrection,attr"`
			Threshold  string `xml:"hdNoHdRankThreshold,attr"`
		} `xml:"HandicapParameterSet"`
	} `xml:"TournamentParameterSet"`
}

// xmlBye is a player's bye in a round.
type xmlBye struct {
	Round  int    `xml:"roundNumber,attr"`
	Player string `xml:"player,attr"`
}

// byes are the file's byes, wherever the program that wrote it put them.
func (f xmlFile) byes() []xmlBye { return append(slices.Clone(f.Byes), f.PairgothByes...) }

// Event is what a file holds: players in file order (IDs 1…n), games whose
// Black and White are those IDs, byes and absences per round, the results
// OpenGotha records that the Chinese rules have no word for (left without a
// result), and the group settings that make the standings OpenGotha's.
type Event struct {
	Name      string
	Rounds    int
	Players   []tournament.Player
	Games     []tournament.Game
	Byes      map[int][]int64
	Absent    map[int][]int64   // per round, the players not participating
	Unmatched []tournament.Game // games whose result has no Chinese-rules word (both win)
	Group     tournament.Group  // a McMahon group with the file's bar, floor, absence, bye and handicap settings, in 2/1/0 points
	// A team tournament also has its teams (IDs 1…m in file order, members
	// in the board order of their first round, reserves after) and, per
	// round, the matches its games make (the same games as Games, which
	// are kept for an individual import; see AsTeamEvent).
	Teams    []team.Team
	Matches  []team.Match
	teamSize int
	// Location, Start and End are where and when the tournament was
	// played, when the file says (zero dates when not).
	Location   string
	Start, End time.Time
}

// bothWin marks OpenGotha's "both win", which the Chinese rules have no
// word for: such a game is imported without a result (Event.Unmatched).
const bothWin tournament.Result = "both win"

// results are the results an OpenGotha file may give a game, as the
// program records them. OpenGotha writes RESULT_BOTHLOSE_BYDEF for a game
// neither player came to (both lose by default, 双方弃权), kept as such;
// pairgoth, exporting to OpenGotha's format, spells "both lose"
// RESULT_BOTHLOOSE.
var results = map[string]tournament.Result{
	"":                       tournament.NoResult,
	"RESULT_UNKNOWN":         tournament.NoResult,
	"RESULT_BLACKWINS":       "B+",
	"RESULT_WHITEWINS":       "W+",
	"RESULT_BLACKWINS_BYDEF": tournament.BlackByForf,
	"RESULT_WHITEWINS_BYDEF": tournament.WhiteByForf,
	"RESULT_EQUAL":           tournament.Draw,
	"RESULT_EQUAL_BYDEF":     tournament.Draw,
	"RESULT_BOTHLOSE":        tournament.DoubleLoss,
	"RESULT_BOTHLOOSE":       tournament.DoubleLoss,
	"RESULT_BOTHLOSE_BYDEF":  tournament.BothForfeit,
	"RESULT_BOTHWIN":         bothWin,
	"RESULT_BOTHWIN_BYDEF":   bothWin,
}

// key is how OpenGotha names a player in games: surname and first name in
// capitals, without spaces. The capitals are folded without a locale:
// OpenGotha run in a Turkish locale writes a dotted capital İ for i
// (ADALBİRAND for Adal Birand), and elsewhere a plain I.
func key(name, first string) string {
	return fold(name + first)
}

// fold is a name or key in capitals without spaces, İ and ı read as I.
// It is deliberately not tournament.FoldName, the rule of searches: it
// joins a game's player key to a player of the same file, exactly as
// OpenGotha itself wrote both, so accents are kept (Müller and Muller are
// two players to OpenGotha, and folding them together would give one
// player the other's games).
func fold(s string) string {
	s = strings.ToUpper(strings.ReplaceAll(s, " ", ""))
	return strings.Map(func(r rune) rune {
		if r == 'İ' || r == 'ı' {
			return 'I'
		}
		return r
	}, s)
}

// Read parses an OpenGotha tournament file and checks it as every other
// way into a tournament is checked: at most MaxFileSize bytes and
// MaxRounds rounds, every player named with a readable rank, every game
// and bye in a round of the tournament between two different registered
// players, no player twice in a round and no table twice, and readable
// McMahon settings. A file that is not well-formed XML is refused with
// the line and column where reading stopped.
func Read(r io.Reader) (Event, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return Event{}, err
	}
	if len(data) > MaxFileSize {
		return Event{}, fileError("opengotha.error.too_large", "The OpenGotha file is too large (the most is {{.Limit}} MB).",
			map[string]any{"Limit": MaxFileSize >> 20})
	}
	var f xmlFile
	if d, err := checkNesting(data); err != nil {
		return Event{}, malformed(data, d, err)
	}
	d := newDecoder(data)
	if err := d.Decode(&f); err != nil {
		if strings.HasPrefix(err.Error(), "expected element type") || len(bytes.TrimSpace(data)) == 0 {
			return Event{}, fmt.Errorf("%w (%v)", ErrNotOpenGotha, err)
		}
		return Event{}, malformed(data, d, err)
	}
	if len(f.Players) == 0 {
		return Event{}, ErrNoPlayers
	}
	if err := check(f); err != nil {
		return Event{}, err
	}
	gen := f.Parameters.General
	ev := Event{Name: gen.Name, Location: strings.TrimSpace(gen.Location), Rounds: deref(gen.Rounds), Byes: map[int][]int64{}, Absent: map[int][]int64{}, Group: group(f)}
	ev.Start, ev.End = dates(gen.BeginDate, gen.EndDate)
	// OpenGotha counts McMahon scores from genMMZero (30K by default); a
	// file with another zero shifts every player by the same amount.
	shift := 0
	if gen.Zero != "" {
		shift = tournament.RankValue(gen.Zero) - 1
	}
	ids := map[string]int64{}
	for i, p := range f.Players {
		id := int64(i + 1)
		ids[key(p.Name, p.FirstName)] = id
		rank, _ := Rank(p.Rank, p.Grade)
		surname, given := strings.TrimSpace(p.Name), strings.TrimSpace(p.FirstName)
		pl := tournament.Player{ID: id, NameLatin: strings.TrimSpace(surname + " " + given), Surname: surname, GivenName: given,
			Club: p.Club, Region: p.Country, Rank: rank, Rating: p.Rating, WithdrawnAfter: -1, McMahonAdjust: p.Correction - shift,
			EGFPin: strings.TrimSpace(p.EGFPin), FFGLicence: strings.TrimSpace(p.FFGLicence), AGAID: strings.TrimSpace(p.AGAID)}
		if tournament.OwnCharactersOnly(surname) && (p.FirstName == "" || tournament.OwnCharactersOnly(given)) {
			// 马 and 超 are the Chinese name 马超 (さとう and ゆき the
			// Japanese さとうゆき): surname first, no space; the parts are
			// kept, to be written back apart.
			pl.NameZh, pl.NameLatin = surname+given, ""
		}
		ev.Players = append(ev.Players, pl)
		for r, c := range p.Participating {
			if c == '0' && r < ev.Rounds {
				ev.Absent[r+1] = append(ev.Absent[r+1], id)
			}
		}
	}
	player := func(name string, round int) (int64, error) {
		id, ok := ids[fold(name)]
		if !ok {
			return 0, &FileError{Key: "opengotha.error.player", English: "Round {{.Round}} names a player who is not registered: {{.Name}}.",
				Args: map[string]any{"Round": round, "Name": name}}
		}
		return id, nil
	}
	for _, g := range f.Games {
		b, err := player(g.Black, g.Round)
		if err != nil {
			return Event{}, err
		}
		w, err := player(g.White, g.Round)
		if err != nil {
			return Event{}, err
		}
		game := tournament.Game{Round: g.Round, Table: g.Table, Black: b, White: w, Handicap: g.Handicap}
		result, known := results[g.Result]
		switch {
		case !known: // refused by check
		case result == bothWin: // no equivalent under the Chinese rules
			ev.Unmatched = append(ev.Unmatched, game)
		default:
			game.Result = result
		}
		ev.Games = append(ev.Games, game)
		ev.Rounds = max(ev.Rounds, g.Round)
	}
	ev.Group.Rounds = ev.Rounds
	for _, b := range f.byes() {
		id, err := player(b.Player, b.Round)
		if err != nil {
			return Event{}, err
		}
		ev.Byes[b.Round] = append(ev.Byes[b.Round], id)
	}
	if len(f.Teams) > 0 {
		if err := readTeams(&ev, f, player); err != nil {
			return Event{}, err
		}
	}
	return ev, nil
}

// readTeams turns a team tournament's teams and board assignments into
// teams, and its games into team matches: the games of a round between the
// players of two teams are one match, team A being the team with Black on
// its first board. OpenGotha also keeps teams beside an individual
// tournament (a team prize over individual games): when a game is not
// between two teams on the same board, the event stays individual, without
// teams.
func readTeams(ev *Event, f xmlFile, player func(string, int) (int64, error)) error {
	type seat struct {
		team  int64
		board int
	}
	seats := map[[2]int64]seat{} // round, player → team and board
	for i, t := range f.Teams {
		tm := team.Team{ID: int64(i + 1), Name: t.Name, WithdrawnAfter: -1}
		first := 0
		for _, b := range t.Boards {
			if first == 0 || b.Round < first {
				first = b.Round
			}
		}
		byBoard := map[int]int64{}
		seen := map[int64]bool{}
		var later []int64
		for _, b := range t.Boards {
			id, err := player(b.Player, b.Round)
			if err != nil {
				return err
			}
			seats[[2]int64{int64(b.Round), id}] = seat{tm.ID, b.Board}
			if b.Round == first {
				byBoard[b.Board] = id
			} else {
				later = append(later, id)
			}
		}
		for _, board := range slices.Sorted(maps.Keys(byBoard)) {
			if id := byBoard[board]; !seen[id] {
				tm.Members, seen[id] = append(tm.Members, id), true
			}
		}
		for _, id := range later {
			if !seen[id] {
				tm.Reserves, seen[id] = append(tm.Reserves, id), true
			}
		}
		ev.Teams = append(ev.Teams, tm)
	}
	matches := map[[3]int64]*team.Match{} // round, team A, team B
	var order [][3]int64
	for _, g := range ev.Games {
		sb, okB := seats[[2]int64{int64(g.Round), g.Black}]
		sw, okW := seats[[2]int64{int64(g.Round), g.White}]
		if !okB || !okW || sb.team == sw.team || sb.board != sw.board {
			ev.Teams = nil
			return nil
		}
		k := [3]int64{int64(g.Round), min(sb.team, sw.team), max(sb.team, sw.team)}
		m, ok := matches[k]
		if !ok {
			m = &team.Match{Round: g.Round}
			matches[k] = m
			order = append(order, k)
		}
		m.Boards = append(m.Boards, team.BoardGame{Board: sb.board, Black: g.Black, White: g.White, Result: g.Result, HomeBlack: sb.team == k[1]})
	}
	for _, k := range order {
		m := matches[k]
		slices.SortFunc(m.Boards, func(a, b team.BoardGame) int { return a.Board - b.Board })
		m.A, m.B = k[1], k[2]
		if !m.Boards[0].HomeBlack { // A is the team with Black on its first board
			m.A, m.B = m.B, m.A
			for i := range m.Boards {
				m.Boards[i].HomeBlack = !m.Boards[i].HomeBlack
			}
		}
		ev.Matches = append(ev.Matches, *m)
	}
	slices.SortStableFunc(ev.Matches, func(a, b team.Match) int { return a.Round - b.Round })
	ev.teamSize = max(f.TeamParameters.General.Size, 1)
	return nil
}

// GameCount is how many games the event holds: its individual games, or
// the boards of its matches once it is a team event.
func (ev Event) GameCount() int {
	if ev.Games != nil || !ev.Group.TeamEvent {
		return len(ev.Games)
	}
	n := 0
	for _, m := range ev.Matches {
		n += len(m.Boards)
	}
	return n
}

// AsTeamEvent is the event as a team event: its teams and matches, no
// individual games, and a Swiss team group with a line-up per round
// (临场出人制, as OpenGotha lets teams change their boards every round). It
// is the event itself when the file holds no team tournament.
func (ev Event) AsTeamEvent() Event {
	if len(ev.Teams) == 0 {
		return ev
	}
	ev.Games = nil
	ev.Group = tournament.Group{Name: ev.Group.Name, System: tournament.Swiss, Rounds: ev.Rounds, TeamEvent: true,
		Boards: ev.teamSize, TeamFormat: "lineup", Tiebreaks: tournament.Swiss.DefaultTiebreaks()}
	return ev
}

// group is the McMahon group a file describes, in the Chinese 2/1/0 points:
// OpenGotha's "2 × MMS points" of an absent round or a bye are our points.
func group(f xmlFile) tournament.Group {
	gen, hd := f.Parameters.General, f.Parameters.Handicap
	g := tournament.Group{Name: gen.Name, System: tournament.McMahon, Tiebreaks: tournament.McMahon.DefaultTiebreaks(),
		Bar: gen.Bar, Floor: gen.Floor, RoundDownMMS: true, AbsentPoints: 1, VirtualOpponent: true,
		HandicapReduction: hd.Correction, HandicapThreshold: hd.Threshold, HandicapCeiling: 9}
	if gen.RoundDown != nil {
		g.RoundDownMMS = *gen.RoundDown
	}
	if gen.Absent != nil {
		g.AbsentPoints = *gen.Absent
	}
	if gen.Bye != nil && *gen.Bye > 0 && *gen.Bye < 2 {
		g.ByePoints = *gen.Bye // 0 is a win's points
	}
	if hd.Ceiling != nil {
		g.HandicapCeiling = *hd.Ceiling
	}
	return g
}

// dates reads the tournament's first and last days (yyyy-MM-dd, as
// OpenGotha writes them); a day that cannot be read, or a year OpenGotha
// itself takes for none (1900 and before), is none, and a last day
// before the first is the first.
func dates(begin, end string) (start, last time.Time) {
	day := func(s string) time.Time {
		t, err := time.Parse("2006-01-02", strings.TrimSpace(s))
		if err != nil || t.Year() <= 1900 || t.Year() > 9999 {
			return time.Time{}
		}
		return t
	}
	start, last = day(begin), day(end)
	if start.IsZero() {
		return time.Time{}, time.Time{}
	}
	if last.Before(start) {
		last = start
	}
	return start, last
}

func deref(n *int) int {
	if n == nil {
		return 0
	}
	return *n
}

// Rank reads a player's rank as OpenGotha writes it (the rank attribute,
// else the grade): 30K … 1K, 1D … 9D, 1P … 9P, in either case, with
// spaces around (OpenGotha writes grade=" 2D"). As OpenGotha reads them, a
// kyu rank weaker than 30K is 30K — OpenGotha writes 99K for a rank it
// could not read — a dan rank above 9D is 9D, and a number alone is a kyu
// rank. An empty rank is unknown (""), and read. ok is false for a rank
// that is none of these (12Q).
func Rank(rank, grade string) (string, bool) {
	r := strings.ToUpper(strings.TrimSpace(rank))
	if r == "" {
		r = strings.ToUpper(strings.TrimSpace(grade))
	}
	if r == "" {
		return "", true
	}
	digits := strings.TrimRight(r, "KDP")
	unit := strings.TrimPrefix(r, digits)
	n, err := strconv.Atoi(digits)
	if err != nil || n < 1 || len(unit) > 1 {
		return "", false
	}
	switch unit {
	case "", "K":
		return strconv.Itoa(min(n, 30)) + "K", true
	case "D":
		return strconv.Itoa(min(n, 9)) + "D", true
	}
	if n > 9 {
		return "", false
	}
	return r, true
}

// position is the line and column (in characters, from 1) of a byte
// offset in data.
func position(data []byte, offset int64) (line, col int) {
	offset = min(max(offset, 0), int64(len(data)))
	before := data[:offset]
	line = bytes.Count(before, []byte("\n")) + 1
	start := bytes.LastIndexByte(before, '\n') + 1
	return line, utf8.RuneCount(before[start:]) + 1
}

// checkSettings refuses a tournament setting out of range and returns the
// number of rounds the games and byes must fall within.
func checkSettings(f xmlFile) (rounds int, err error) {
	gen, hd := f.Parameters.General, f.Parameters.Handicap
	rounds = MaxRounds
	if gen.Rounds != nil {
		if *gen.Rounds < 1 || *gen.Rounds > MaxRounds {
			return 0, fileError("opengotha.error.rounds", "The file has {{.Rounds}} rounds; a tournament has from 1 to {{.Max}}.",
				map[string]any{"Rounds": *gen.Rounds, "Max": MaxRounds})
		}
		rounds = *gen.Rounds
	}
	setting := func(name, value string) error {
		return fileError("opengotha.error.setting", "The tournament setting {{.Setting}}=\"{{.Value}}\" cannot be read.",
			map[string]any{"Setting": name, "Value": value})
	}
	for _, s := range []struct{ name, rank string }{
		{"genMMBar", gen.Bar}, {"genMMFloor", gen.Floor}, {"genMMZero", gen.Zero}, {"hdNoHdRankThreshold", hd.Threshold},
	} {
		if s.rank != "" && tournament.RankValue(s.rank) == 0 {
			return 0, setting(s.name, s.rank)
		}
	}
	for _, s := range []struct {
		name  string
		value *int
	}{{"genMMS2ValueAbsent", gen.Absent}, {"genMMS2ValueBye", gen.Bye}, {"hdCeiling", hd.Ceiling}, {"hdCorrection", &hd.Correction}} {
		if s.value != nil && (*s.value < 0 || *s.value > 9) {
			return 0, setting(s.name, fmt.Sprint(*s.value))
		}
	}
	return rounds, nil
}

// checkPlayers refuses a player without a name or a readable rank, with
// too long a list of rounds, or with the name of another.
func checkPlayers(f xmlFile) error {
	names := map[string]string{}
	for i, p := range f.Players {
		name := strings.TrimSpace(p.Name + " " + p.FirstName)
		if name == "" {
			return fileError("opengotha.error.nameless", "Player {{.N}} of the file has no name.", map[string]any{"N": i + 1})
		}
		if _, ok := Rank(p.Rank, p.Grade); !ok {
			return fileError("opengotha.error.rank", "{{.Name}}: the rank \"{{.Rank}}\" cannot be read (30K … 1K, 1D … 9D, 1P … 9P).",
				map[string]any{"Name": name, "Rank": p.Rank})
		}
		if n := utf8.RuneCountInString(p.Participating); n > MaxRounds {
			return fileError("opengotha.error.participation", "{{.Name}}: the list of rounds played has {{.Length}} rounds; a tournament has at most {{.Max}}.",
				map[string]any{"Name": name, "Length": n, "Max": MaxRounds})
		}
		k := key(p.Name, p.FirstName)
		if other, ok := names[k]; ok {
			return fileError("opengotha.error.same_player", "Two players of the file have the same name ({{.Name}} and {{.Other}}): games cannot tell them apart.",
				map[string]any{"Name": other, "Other": name})
		}
		names[k] = name
	}
	return nil
}

// check refuses what every other way into a tournament refuses: see Read.
func check(f xmlFile) error {
	rounds, err := checkSettings(f)
	if err != nil {
		return err
	}
	if err := checkPlayers(f); err != nil {
		return err
	}
	inRound := func(round int) error {
		if round < 1 || round > rounds {
			return fileError("opengotha.error.round", "A game or bye of round {{.Round}} is outside the tournament's rounds (1 to {{.Max}}).",
				map[string]any{"Round": round, "Max": rounds})
		}
		return nil
	}
	seen := map[[2]string]bool{} // round, player key
	twice := func(round int, player string) error {
		k := [2]string{fmt.Sprint(round), fold(player)}
		if seen[k] {
			return fileError("opengotha.error.twice", "Round {{.Round}}: {{.Name}} is paired twice (two games, or a game and a bye).",
				map[string]any{"Round": round, "Name": player})
		}
		seen[k] = true
		return nil
	}
	tables := map[[2]int]bool{}
	played := map[int]bool{} // rounds with a game or a bye
	for _, g := range f.Games {
		if err := inRound(g.Round); err != nil {
			return err
		}
		played[g.Round] = true
		if g.Table < 1 || g.Table > MaxTable {
			return fileError("opengotha.error.table_number", "Round {{.Round}}: a game is at table {{.Table}}; tables are numbered from 1 to {{.Max}}.",
				map[string]any{"Round": g.Round, "Table": g.Table, "Max": MaxTable})
		}
		if _, ok := results[g.Result]; !ok {
			return fileError("opengotha.error.result", "Round {{.Round}}, table {{.Table}}: the result \"{{.Result}}\" is unknown (OpenGotha writes RESULT_BLACKWINS, RESULT_WHITEWINS, RESULT_EQUAL, RESULT_BOTHLOSE, RESULT_BOTHWIN, RESULT_UNKNOWN, each also …_BYDEF).",
				map[string]any{"Round": g.Round, "Table": g.Table, "Result": g.Result})
		}
		if fold(g.Black) == fold(g.White) {
			return fileError("opengotha.error.self", "Round {{.Round}}: {{.Name}} is paired with himself.",
				map[string]any{"Round": g.Round, "Name": g.Black})
		}
		if tables[[2]int{g.Round, g.Table}] {
			return fileError("opengotha.error.table", "Round {{.Round}}: two games at table {{.Table}}.",
				map[string]any{"Round": g.Round, "Table": g.Table})
		}
		tables[[2]int{g.Round, g.Table}] = true
		for _, p := range []string{g.Black, g.White} {
			if err := twice(g.Round, p); err != nil {
				return err
			}
		}
	}
	for _, b := range f.byes() {
		if err := inRound(b.Round); err != nil {
			return err
		}
		played[b.Round] = true
		if err := twice(b.Round, b.Player); err != nil {
			return err
		}
	}
	// A round in which no player took part (each one's participation is 0
	// for it) was not played: it has no games, as it should.
	for r := 1; r <= rounds && len(f.Players) > 0; r++ {
		none := true
		for _, p := range f.Players {
			if c := []rune(p.Participating); r > len(c) || c[r-1] != '0' {
				none = false
				break
			}
		}
		if none {
			played[r] = true
		}
	}
	// Rounds are paired in order: a round with games after one without any
	// (in which players took part) is a damaged or hand-made file (a lone
	// round 99).
	last := 0
	for r := range played {
		last = max(last, r)
	}
	for r := 1; r < last; r++ {
		if !played[r] {
			return fileError("opengotha.error.round_gap", "Round {{.Round}} has games, but round {{.Empty}} has none: rounds are paired in order, from round 1.",
				map[string]any{"Round": last, "Empty": r})
		}
	}
	return nil
}

// maxDepth bounds how deeply a file's elements nest; OpenGotha's nest
// three or four levels (Tournament, Teams, Team, Board).
const maxDepth = 32

func newDecoder(data []byte) *xml.Decoder {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.CharsetReader = func(label string, in io.Reader) (io.Reader, error) {
		enc, err := ianaindex.IANA.Encoding(label)
		if err != nil || enc == nil {
			return nil, fmt.Errorf("charset %q: %w", label, err)
		}
		return enc.NewDecoder().Reader(in), nil
	}
	return d
}

// checkNesting reads the file's tokens without keeping a stack of open
// elements (a hostile file could nest millions) and refuses nesting deeper
// than maxDepth. It returns the decoder, for where it stopped.
func checkNesting(data []byte) (*xml.Decoder, error) {
	d := newDecoder(data)
	depth := 0
	for {
		tok, err := d.RawToken()
		if err == io.EOF {
			return d, nil
		}
		if err != nil {
			return d, err
		}
		switch tok.(type) {
		case xml.StartElement:
			if depth++; depth > maxDepth {
				return d, fmt.Errorf("elements nested more than %d deep", maxDepth)
			}
		case xml.EndElement:
			depth--
		}
	}
}

// malformed is the refusal of a file that is not well-formed XML, with the
// line and column where reading stopped.
func malformed(data []byte, d *xml.Decoder, err error) error {
	at := d.InputOffset()
	var syn *xml.SyntaxError
	if errors.As(err, &syn) && at > 0 {
		at-- // the reader stopped after the character it could not take
	}
	line, col := position(data, at)
	detail := err.Error()
	if syn != nil {
		detail = syn.Msg
	}
	// Detail (the XML reader's English) is kept for the log, not shown.
	return fileError("opengotha.error.malformed", "The OpenGotha file cannot be read at line {{.Line}}, column {{.Col}}: it is damaged or not well-formed there.",
		map[string]any{"Line": line, "Col": col, "Detail": detail})
}
