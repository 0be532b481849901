package cli

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"time"
	"weiqi-arbiter/arbiter"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/sheet"
	"weiqi-arbiter/storage"
)

// openTournament opens a tournament file for a command: the one place the
// command line reaches storage for a file that exists.
func openTournament(path string) (*arbiter.Arbiter, error) {
	s, err := storage.Open(path, storage.Options{})
	if err != nil {
		return nil, err
	}
	return arbiter.New(s), nil
}

// withFile is every tournament command's frame: it opens the file, runs do
// on its use cases and closes the file. A failure to close (the closing
// backup) is the command's error when do succeeded.
func withFile(path string, do func(*arbiter.Arbiter) error) error {
	s, err := openTournament(path)
	if err != nil {
		return err
	}
	err = do(s)
	if cerr := s.Close(); err == nil {
		err = cerr
	}
	return err
}

// withGroup is withFile for a command on one group: the group named, or
// the only one when name is empty.
func withGroup(path, name string, do func(*arbiter.Arbiter, tournament.Group) error) error {
	return withFile(path, func(s *arbiter.Arbiter) error {
		g, err := s.Group(name)
		if err != nil {
			return err
		}
		return do(s, g)
	})
}

// withGame checks a round and table number given on the command line and
// runs do on the game at that table of the group's round, in the opened
// file.
func withGame(e *Env, path, group string, round, table int, do func(*arbiter.Arbiter, tournament.Group, tournament.Game) error) error {
	if err := roundNumber(e, round, true); err != nil {
		return err
	}
	if err := positive(e, "table", int64(table)); err != nil {
		return err
	}
	return withGroup(path, group, func(s *arbiter.Arbiter, g tournament.Group) error {
		game, err := s.GameAt(g.ID, round, table)
		if err != nil {
			return err
		}
		return do(s, g, game)
	})
}

func runGroupAdd(e *Env, args []string) error {
	fs := flag.NewFlagSet("group add", flag.ContinueOnError)
	name := fs.String("name", "", "")
	system := fs.String("system", "swiss", "")
	rounds := fs.Int("rounds", 0, "")
	draw := fs.String("draw", "seeded", "")
	seed := fs.Uint64("seed", 0, "")
	bar := fs.String("bar", "", "")
	late := fs.Int("absent-points", 0, "")
	fs.IntVar(late, "late-entry-points", 0, "") // the former name
	roundDown := fs.Bool("round-down", false, "")
	swissRounds := fs.Int("swiss-rounds", 0, "")
	teamEvent := fs.Bool("teams", false, "")
	boards := fs.Int("boards", 0, "")
	format := fs.String("format", "fixed-order", "")
	koSize := fs.Int("knockout-size", 0, "")
	hThresh := fs.String("handicap-threshold", "", "")
	hReduce := fs.Int("handicap-reduction", 0, "")
	hCeil := fs.Int("handicap-ceiling", 0, "")
	floor := fs.String("floor", "", "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	sys, err := tournament.ParseSystem(*system)
	if err != nil {
		return usageError{e.t("cli.error.system", "--system must be roundrobin, double-roundrobin, swiss, mcmahon, knockout, double-knockout, swiss-knockout, match, all-play-all or leitai", nil)}
	}
	g := tournament.Group{Name: *name, System: sys, Rounds: *rounds, Draw: tournament.DrawMethod(*draw), Seed: *seed, Bar: *bar, Floor: *floor, AbsentPoints: *late, RoundDownMMS: *roundDown,
		SwissRounds: *swissRounds, KnockoutSize: *koSize,
		HandicapThreshold: *hThresh, HandicapReduction: *hReduce, HandicapCeiling: *hCeil,
		TeamEvent: *teamEvent, Boards: *boards, TeamFormat: *format}
	if !tournament.BoardsOK(g.System, g.TeamEvent, g.Boards) {
		return usageError{e.t("cli.error.boards", "--boards must be from 2 to 10 for a team event", nil)}
	}
	if !tournament.KnockoutSizeOK(g.KnockoutSize) {
		return usageError{e.t("cli.error.knockout_size", "--knockout-size must be a power of two from 2 to {{.Max}} (2, 4, 8, 16 …)", map[string]any{"Max": tournament.MaxKnockoutSize})}
	}
	for _, c := range []struct {
		name           string
		v, least, most int
	}{
		{"handicap-ceiling", g.HandicapCeiling, 0, tournament.MaxHandicap},
		{"handicap-reduction", g.HandicapReduction, 0, tournament.MaxHandicap},
	} {
		if err := between(e, c.name, c.v, c.least, c.most); err != nil {
			return err
		}
	}
	for _, r := range []string{*bar, *floor} {
		if r != "" && tournament.RankValue(r) == 0 {
			return usageError{e.t("cli.error.rank", "--rank: {{.Rank}} is not a rank (30k … 1k, 1d … 9d, 1p … 9p)", map[string]any{"Rank": r})}
		}
	}
	switch g.Draw {
	case tournament.DrawSeeded:
	case tournament.DrawLots:
		if g.Seed == 0 {
			var b [8]byte
			rand.Read(b[:])
			g.Seed = binary.LittleEndian.Uint64(b[:]) >> 1
		}
	default:
		return usageError{e.t("cli.error.draw", "--draw must be lots or seeded", nil)}
	}
	return withFile(pos[0], func(s *arbiter.Arbiter) error {
		st, err := s.Settings()
		if err != nil {
			return err
		}
		if g.AbsentPoints > st.Points.Win { // a negative count is refused with the group's other problems
			return between(e, "absent-points", g.AbsentPoints, 0, st.Points.Win)
		}
		id, err := s.AddGroup(g)
		if err != nil {
			return err
		}
		fmt.Fprintln(e.Stdout, id)
		if g.Draw == tournament.DrawLots {
			fmt.Fprintln(e.Stderr, e.t("cli.group.seed", "draw by lot with seed {{.Seed}} (recorded)", map[string]any{"Seed": g.Seed}))
		}
		return nil
	})
}

func runPlayerAdd(e *Env, args []string) error {
	fs := flag.NewFlagSet("player add", flag.ContinueOnError)
	name := fs.String("name", "", "")
	latin := fs.String("latin", "", "")
	rank := fs.String("rank", "", "")
	club := fs.String("club", "", "")
	region := fs.String("region", "", "")
	rating := fs.Int("rating", 0, "")
	group := fs.String("group", "", "")
	joins := fs.Int("joins-round", 1, "")
	adjust := fs.Int("mms-adjust", 0, "")
	gender := fs.String("gender", "", "")
	birth := fs.String("birth", "", "")
	licence := fs.String("licence", "", "")
	notes := fs.String("notes", "", "")
	surname := fs.String("surname", "", "")
	given := fs.String("given-name", "", "")
	egfPin := fs.String("egf-pin", "", "")
	ffg := fs.String("ffg-licence", "", "")
	aga := fs.String("aga-id", "", "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	p := tournament.Player{Rank: *rank, Club: *club, Region: *region, Rating: *rating, NameLatin: *latin, WithdrawnAfter: -1,
		JoinsRound: *joins, McMahonAdjust: *adjust, Gender: strings.ToUpper(*gender), Birth: *birth, Licence: *licence, Notes: *notes,
		Surname: strings.TrimSpace(*surname), GivenName: strings.TrimSpace(*given), EGFPin: *egfPin, FFGLicence: *ffg, AGAID: *aga}
	if *name == "" && *latin == "" {
		*name = tournament.JoinParts(p.Surname, p.GivenName) // the name typed in its two parts
	}
	if p.Birth != "" && !tournament.ValidBirth(p.Birth) {
		return usageError{e.t("players.err.birth", "Write the birth date as YYYY or YYYY-MM-DD.", nil)}
	}
	if tournament.HasChinese(*name) {
		p.NameZh = *name
	} else if p.NameLatin == "" {
		p.NameLatin = *name
	}
	if strings.TrimSpace(p.NameZh+p.NameLatin) == "" {
		return usageError{e.t("cli.error.player_name", "--name is required", nil)}
	}
	if !p.PartsFit() {
		return usageError{e.t("cli.error.name_parts", "--surname and --given-name must make the name (the Latin one when there is one): {{.Name}}",
			map[string]any{"Name": p.Name()})}
	}
	if *rank != "" && tournament.RankValue(*rank) == 0 {
		return usageError{e.t("cli.error.rank", "--rank: {{.Rank}} is not a rank (30k … 1k, 1d … 9d, 1p … 9p)", map[string]any{"Rank": *rank})}
	}
	for _, c := range []struct {
		name           string
		v, least, most int
	}{
		{"rating", *rating, tournament.MinRating, tournament.MaxRating},
		{"joins-round", *joins, 1, tournament.MaxRounds},
		{"mms-adjust", *adjust, -tournament.MaxMcMahonAdjust, tournament.MaxMcMahonAdjust},
	} {
		if err := between(e, c.name, c.v, c.least, c.most); err != nil {
			return err
		}
	}
	return withFile(pos[0], func(s *arbiter.Arbiter) error {
		if *group != "" {
			g, err := s.Group(*group)
			if err != nil {
				return err
			}
			p.GroupID = g.ID
		} else {
			groups, err := s.Groups()
			if err != nil {
				return err
			}
			if len(groups) == 1 {
				p.GroupID = groups[0].ID
			}
		}
		registered, err := s.Players()
		if err != nil {
			return err
		}
		for _, d := range tournament.Duplicates(registered, p) {
			fmt.Fprintln(e.Stderr, e.t("cli.player.duplicate", "warning: {{.Name}} ({{.Club}}) is already registered as no. {{.ID}}",
				map[string]any{"Name": d.Name(), "Club": d.Club, "ID": d.ID}))
		}
		id, err := s.AddPlayer(p)
		if err != nil {
			return err
		}
		fmt.Fprintln(e.Stdout, id)
		return nil
	})
}

// PlayerJSON is one player of "player list --json".
type PlayerJSON struct {
	ID             int64  `json:"id"`
	Name           string `json:"name"`
	NameZh         string `json:"name_zh"`
	NameLatin      string `json:"name_latin"`
	Surname        string `json:"surname"`    // the name's two parts, as other programs' files are given them
	GivenName      string `json:"given_name"` // (tournament.Player.NameParts)
	EGFPin         string `json:"egf_pin,omitempty"`
	FFGLicence     string `json:"ffg_licence,omitempty"`
	AGAID          string `json:"aga_id,omitempty"`
	Rank           string `json:"rank"`
	Club           string `json:"club"`
	Group          string `json:"group"`
	WithdrawnAfter *int   `json:"withdrawn_after"`
}

func runPlayerList(e *Env, args []string) error {
	fs := flag.NewFlagSet("player list", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	return withFile(pos[0], func(s *arbiter.Arbiter) error {
		players, err := s.Players()
		if err != nil {
			return err
		}
		groups, err := s.Groups()
		if err != nil {
			return err
		}
		names := map[int64]string{}
		for _, g := range groups {
			names[g.ID] = g.Name
		}
		out := []PlayerJSON{}
		for _, p := range players {
			j := PlayerJSON{ID: p.ID, Name: p.Name(), NameZh: p.NameZh, NameLatin: p.NameLatin, Rank: p.Rank, Club: p.Club, Group: names[p.GroupID],
				EGFPin: p.EGFPin, FFGLicence: p.FFGLicence, AGAID: p.AGAID}
			j.Surname, j.GivenName = p.NameParts()
			if p.Withdrawn() {
				after := p.WithdrawnAfter
				j.WithdrawnAfter = &after
			}
			out = append(out, j)
		}
		if *asJSON {
			return writeJSON(e.Stdout, out)
		}
		table := columns{right: []bool{true}}
		for _, p := range out {
			table.add(strconv.FormatInt(p.ID, 10), p.Name, p.Rank, p.Club, p.Group)
		}
		return table.write(e.Stdout)
	})
}

func runPlayerWithdraw(e *Env, args []string) error {
	return runWithdraw(e, args, "player", e.t("cli.error.withdraw", "--player and --after-round are required", nil),
		func(s *arbiter.Arbiter, id int64, after int) error { return s.Withdraw(id, after) })
}

// runWithdraw is the player and team withdraw commands: --<what> ID
// --after-round N.
func runWithdraw(e *Env, args []string, what, missing string, do func(*arbiter.Arbiter, int64, int) error) error {
	fs := flag.NewFlagSet(what+" withdraw", flag.ContinueOnError)
	id := fs.Int64(what, 0, "")
	after := fs.Int("after-round", -1, "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if !given[what] || !given["after-round"] {
		return usageError{missing}
	}
	if err := positive(e, what, *id); err != nil {
		return err
	}
	if err := between(e, "after-round", *after, 0, tournament.MaxRounds); err != nil {
		return err
	}
	return withFile(pos[0], func(s *arbiter.Arbiter) error {
		return do(s, *id, *after)
	})
}

// roundFlags are the flags every round command takes.
func roundFlags(fs *flag.FlagSet) (group *string, round *int) {
	return fs.String("group", "", ""), fs.Int("round", 0, "")
}

func runRoundPair(e *Env, args []string) error {
	fs := flag.NewFlagSet("round pair", flag.ContinueOnError)
	group, round := roundFlags(fs)
	all := fs.Bool("all", false, "")
	pos, err := parseRound(e, fs, args, 1, round, true)
	if err != nil {
		return err
	}
	return withGroup(pos[0], *group, func(s *arbiter.Arbiter, g tournament.Group) error {
		if g.TeamEvent {
			if err := s.PairTeamRound(g, *round); err != nil {
				return err
			}
			return printRound(e, s, g, *round, false)
		}
		if *all {
			if _, err := s.PairRound(g, *round); err != nil {
				return err
			}
			if err := printRound(e, s, g, *round, false); err != nil {
				return err
			}
			return printColourBreaks(e, s, g, *round)
		}
		// As the window does on Enter: players not checked in are left
		// out of the round (absent for it); --all pairs them anyway.
		_, left, err := s.PairRoundCheckedIn(g, *round)
		if err != nil {
			return err
		}
		if len(left) > 0 {
			var names []string
			for _, p := range left {
				names = append(names, p.Name())
			}
			fmt.Fprintln(e.Stderr, e.t("cli.round.left_out", "Not checked in, absent this round (--all pairs them anyway): {{.Names}}",
				map[string]any{"Names": strings.Join(names, e.t("list.sep", ", ", nil))}))
		}
		if err := printRound(e, s, g, *round, false); err != nil {
			return err
		}
		return printColourBreaks(e, s, g, *round)
	})
}

// printColourBreaks says, for a Swiss or McMahon round just paired, how
// many players it gives a third colour in a row or a colour difference of
// three, and what forces them under the group's order of criteria.
func printColourBreaks(e *Env, s *arbiter.Arbiter, g tournament.Group, n int) error {
	if g.System != tournament.Swiss && g.System != tournament.McMahon {
		return nil
	}
	f, err := s.Field(g)
	if err != nil {
		return err
	}
	games, err := s.Games(g.ID, n)
	if err != nil {
		return err
	}
	k := len(pairing.RoundColourBreaks(f, n, games))
	if k == 0 {
		return nil
	}
	args := map[string]any{"N": k}
	if g.Colours == tournament.ColoursFirst {
		fmt.Fprintln(e.Stdout, e.t("cli.round.colour_breaks_first", "{{.N}} players get a third colour in a row or a colour difference of three: no pairing without a rematch (or a pair to avoid, or a second bye) avoids them.", args))
		return nil
	}
	fmt.Fprintln(e.Stdout, e.t("cli.round.colour_breaks", "{{.N}} players get a third colour in a row or a colour difference of three: keeping their colours would need more or larger score differences, a rematch, a pair to avoid or a second bye (the group pairs equal scores first; group rules --colours first keeps colours).", args))
	return nil
}

// RoundJSON is the stable shape of "round show --json".
type RoundJSON struct {
	Round int        `json:"round"`
	Games []GameJSON `json:"games"`
	Byes  []int64    `json:"byes"`
}

// GameJSON is one game of a round.
type GameJSON struct {
	Table  int     `json:"table"`
	Black  int64   `json:"black"`
	White  int64   `json:"white"`
	Result *string `json:"result"`
}

func printRound(e *Env, s *arbiter.Arbiter, g tournament.Group, n int, asJSON bool) error {
	games, byes, err := s.Round(g.ID, n)
	if err != nil {
		return err
	}
	out := RoundJSON{Round: n, Games: []GameJSON{}, Byes: []int64{}}
	for _, game := range games {
		j := GameJSON{Table: game.Table, Black: game.Black, White: game.White}
		if game.Result != tournament.NoResult {
			r := string(game.Result)
			j.Result = &r
		}
		out.Games = append(out.Games, j)
	}
	out.Byes = append(out.Byes, byes...)
	if asJSON {
		return writeJSON(e.Stdout, out)
	}
	players, err := s.Players()
	if err != nil {
		return err
	}
	name := map[int64]string{}
	for _, p := range players {
		name[p.ID] = p.Name()
	}
	fmt.Fprintln(e.Stdout, e.t("cli.round.title", "{{.Group}} — round {{.Round}}", map[string]any{"Group": g.Name, "Round": n}))
	table := columns{right: []bool{true}}
	for _, j := range out.Games {
		res := ""
		if j.Result != nil {
			res = *j.Result
		}
		table.add(strconv.Itoa(j.Table), name[j.Black], "–", name[j.White], res)
	}
	if err := table.write(e.Stdout); err != nil {
		return err
	}
	for _, b := range out.Byes {
		fmt.Fprintln(e.Stdout, e.t("cli.round.bye", "bye: {{.Name}}", map[string]any{"Name": name[b]}))
	}
	return nil
}

// runRoundPublish publishes a round, or with unpublish takes it back: the
// hall's pages and the display show published rounds only, so that an
// event run from scripts serves its pairings when they are final.
func runRoundPublish(unpublish bool) func(e *Env, args []string) error {
	return func(e *Env, args []string) error {
		name := "round publish"
		if unpublish {
			name = "round unpublish"
		}
		fs := flag.NewFlagSet(name, flag.ContinueOnError)
		group, round := roundFlags(fs)
		pos, err := parseRound(e, fs, args, 1, round, true)
		if err != nil {
			return err
		}
		return withGroup(pos[0], *group, func(s *arbiter.Arbiter, g tournament.Group) error {
			args := map[string]any{"Group": g.Name, "Round": *round}
			if unpublish {
				if err := s.UnpublishRound(g.ID, *round); err != nil {
					return err
				}
				fmt.Fprintln(e.Stdout, e.t("cli.round.unpublished", "{{.Group}} round {{.Round}} taken back: the hall no longer sees it", args))
				return nil
			}
			if err := s.PublishRound(g.ID, *round); err != nil {
				return err
			}
			fmt.Fprintln(e.Stdout, e.t("cli.round.published", "{{.Group}} round {{.Round}} published: the hall sees it", args))
			return nil
		})
	}
}

func runRoundShow(e *Env, args []string) error {
	fs := flag.NewFlagSet("round show", flag.ContinueOnError)
	group, round := roundFlags(fs)
	asJSON := fs.Bool("json", false, "")
	pos, err := parseRound(e, fs, args, 1, round, true)
	if err != nil {
		return err
	}
	return withGroup(pos[0], *group, func(s *arbiter.Arbiter, g tournament.Group) error {
		return printRound(e, s, g, *round, *asJSON)
	})
}

func runResultSet(e *Env, args []string) error {
	fs := flag.NewFlagSet("result set", flag.ContinueOnError)
	group, round := roundFlags(fs)
	table := fs.Int("table", 0, "")
	match := fs.Int("match", 0, "")
	board := fs.Int("board", 0, "")
	result := fs.String("result", "", "")
	from := fs.String("from", "", "")
	overwrite := fs.Bool("overwrite", false, "")
	pos, err := parseRound(e, fs, args, 1, round, true)
	if err != nil {
		return err
	}
	if *from != "" {
		if *table != 0 || *match != 0 || *board != 0 || *result != "" {
			return usageError{e.t("cli.error.from", "--from reads the tables and results from a file: leave out --table, --match, --board and --result", nil)}
		}
		return setResultList(e, pos[0], *group, *round, *from, *overwrite)
	}
	if *match != 0 || *board != 0 {
		if err := positive(e, "match", int64(*match)); err != nil {
			return err
		}
		if err := between(e, "board", *board, 1, tournament.MaxBoards); err != nil {
			return err
		}
	} else if err := positive(e, "table", int64(*table)); err != nil {
		return err
	}
	r, err := tournament.ParseResult(*result)
	if err != nil {
		return usageError{e.t("cli.error.result", "--result: {{.Result}} is not a result (B+R, W+T, B+1.5, 0, B+F, W+F, BL, FF, void, replay, 黑胜3/4子, 白中盘胜, 黑弃权)", map[string]any{"Result": *result})}
	}
	entry := arbiter.ResultEntry{Round: *round, Table: *table, Result: r, Overwrite: *overwrite}
	if *match > 0 {
		entry.Table, entry.Board = *match, *board
	}
	return withGroup(pos[0], *group, func(s *arbiter.Arbiter, g tournament.Group) error {
		entry.Group = g.ID
		done, err := s.EnterResult(entry)
		var exists *arbiter.ResultExistsError
		if errors.As(err, &exists) {
			return errors.New(e.t("cli.result.refused_overwrite", "table {{.Table}} already has {{.Current}}: nothing entered; add --overwrite to replace it",
				map[string]any{"Table": exists.Table, "Current": resultText(e, string(exists.Current))}))
		}
		if err != nil {
			return err
		}
		if done.Repair > 0 {
			fmt.Fprintln(e.Stdout, e.t("rounds.pairing_differs", "Round {{.N}} would now be paired differently; re-pair it if it has no results yet.", map[string]any{"N": done.Repair}))
		}
		return nil
	})
}

// StandingsJSON is the stable shape of "standings --json".
type StandingsJSON struct {
	Group string    `json:"group"`
	Round int       `json:"round"`
	Rows  []RowJSON `json:"rows"`
}

// RowJSON is one line of the standings; tiebreaks are keyed by their short
// names (SOS, SOSOS, SODOS, SB, CUSS, TOTAL, WINS, …).
type RowJSON struct {
	// Place is 1 + the players ranked strictly ahead; Shared marks a place
	// shared with others (5=, 并列5).
	Place     int                    `json:"place"`
	Shared    bool                   `json:"shared,omitempty"`
	ID        int64                  `json:"id"`
	Name      string                 `json:"name"`
	Points    json.Number            `json:"points"`
	Tiebreaks map[string]json.Number `json:"tiebreaks"`
	// Withdrawn marks a player who withdrew (退赛); a player whose results
	// were voided has place 0 and comes after everyone ranked.
	Withdrawn bool `json:"withdrawn,omitempty"`
	// NoShow marks a player who never came: place 0, listed last.
	NoShow bool `json:"no_show,omitempty"`
}

// number writes an exact fraction as a JSON number: exact when it has a
// short decimal, else rounded to four places.
func number(f tournament.Frac) json.Number {
	s := f.String()
	if strings.Contains(s, "/") {
		s = strconv.FormatFloat(f.Float(), 'f', 4, 64)
	}
	return json.Number(s)
}

func runStandings(e *Env, args []string) error {
	fs := flag.NewFlagSet("standings", flag.ContinueOnError)
	group, round := roundFlags(fs)
	asJSON := fs.Bool("json", false, "")
	teams := fs.Bool("teams", false, "")
	pos, err := parseRound(e, fs, args, 1, round, false)
	if err != nil {
		return err
	}
	return withGroup(pos[0], *group, func(s *arbiter.Arbiter, g tournament.Group) error {
		if *teams || g.TeamEvent {
			return printTeamStandings(e, s, g, *round, *asJSON)
		}
		rows, asOf, err := s.Standings(g, *round)
		if err != nil {
			return err
		}
		players, err := s.Players()
		if err != nil {
			return err
		}
		name := map[int64]string{}
		for _, p := range players {
			name[p.ID] = p.Name()
		}
		out := StandingsJSON{Group: g.Name, Round: asOf, Rows: []RowJSON{}}
		for _, r := range rows {
			j := RowJSON{Place: r.Place, Shared: r.Shared, ID: r.Player, Name: name[r.Player], Points: number(r.Points),
				Tiebreaks: map[string]json.Number{}, Withdrawn: r.Withdrawn, NoShow: r.NoShow}
			for t, v := range r.Tiebreaks {
				j.Tiebreaks[string(t)] = number(t.Shown(v)) // warnings as their count
			}
			out.Rows = append(out.Rows, j)
		}
		if *asJSON {
			return writeJSON(e.Stdout, out)
		}
		fmt.Fprintln(e.Stdout, e.t("cli.standings.title", "{{.Group}} — standings after round {{.Round}}", map[string]any{"Group": g.Name, "Round": asOf}))
		tiebreaks := tournament.Columns(g.Tiebreaks, rows)
		table := columns{right: []bool{true, false, true}}
		header := []string{e.t("cli.standings.place", "place", nil), e.t("cli.standings.name", "name", nil), e.t("cli.standings.points", "points", nil)}
		for _, t := range tiebreaks {
			header = append(header, e.t("tiebreak."+string(t), string(t), nil))
			table.right = append(table.right, true)
		}
		table.add(header...)
		for i, j := range out.Rows {
			row := []string{sheet.PlaceText(rows[i], e.t), sheet.NameText(rows[i], j.Name, e.t), j.Points.String()}
			for _, t := range tiebreaks {
				row = append(row, sheet.TiebreakText(rows[i], t))
			}
			table.add(row...)
		}
		return table.write(e.Stdout)
	})
}

// pairList is a repeatable flag of id pairs: --avoid-pair 3,7.
type pairList [][2]int64

func (p *pairList) String() string { return fmt.Sprint(*p) }

func (p *pairList) Set(s string) error {
	a, b, ok := strings.Cut(s, ",")
	x, err1 := strconv.ParseInt(strings.TrimSpace(a), 10, 64)
	y, err2 := strconv.ParseInt(strings.TrimSpace(b), 10, 64)
	if !ok || err1 != nil || err2 != nil || x == y {
		return fmt.Errorf("%q is not a pair of player ids (3,7)", s)
	}
	*p = append(*p, [2]int64{x, y})
	return nil
}

// startList is the repeatable --round-start ROUND=YYYY-MM-DD HH:MM.
type startList map[int]time.Time

func (l *startList) String() string { return "" }

func (l *startList) Set(s string) error {
	round, at, ok := strings.Cut(s, "=")
	n, err := strconv.Atoi(strings.TrimSpace(round))
	if !ok || err != nil || n < 1 || n > tournament.MaxRounds {
		return fmt.Errorf("%q is not ROUND=YYYY-MM-DD HH:MM", s)
	}
	t, err := time.Parse("2006-01-02 15:04", strings.Replace(strings.TrimSpace(at), "T", " ", 1))
	if err != nil {
		return fmt.Errorf("%q is not ROUND=YYYY-MM-DD HH:MM", s)
	}
	if *l == nil {
		*l = startList{}
	}
	(*l)[n] = t
	return nil
}

// groupPointsInRange refuses points beyond a win's for a bye or a missed
// round, or a highest score beyond winning every round, among the flags
// given; negative ones are refused with the group's other problems.
func groupPointsInRange(e *Env, s *arbiter.Arbiter, g tournament.Group, given map[string]bool) error {
	st, err := s.Settings()
	if err != nil {
		return err
	}
	for _, c := range []struct {
		names   []string
		v, most int
	}{
		{[]string{"bye-points"}, g.ByePoints, st.Points.Win},
		{[]string{"absent-points", "late-entry-points"}, g.AbsentPoints, st.Points.Win},
		{[]string{"highest"}, g.Highest, st.Points.Win * tournament.MaxRounds},
	} {
		for _, n := range c.names {
			if given[n] && c.v > c.most {
				return between(e, n, c.v, 0, c.most)
			}
		}
	}
	return nil
}

func runGroupRules(e *Env, args []string) error {
	fs := flag.NewFlagSet("group rules", flag.ContinueOnError)
	group := fs.String("group", "", "")
	tiebreaks := fs.String("tiebreaks", "", "")
	avoidClub := fs.Int("avoid-club-rounds", -1, "")
	avoidRegion := fs.Bool("avoid-region", false, "")
	highest := fs.Int("highest", -1, "")
	bye := fs.String("bye-points", "", "")
	rankBy := fs.String("rank-by", "", "")
	colours := fs.String("colours", "", "")
	virtual := fs.String("virtual-opponent", "", "")
	substitution := fs.String("substitution", "", "")
	late := fs.Int("absent-points", -1, "")
	fs.IntVar(late, "late-entry-points", -1, "") // the former name
	roundDown := fs.String("round-down", "", "")
	firstTable := fs.String("first-table", "", "")
	var pairs pairList
	fs.Var(&pairs, "avoid-pair", "")
	var starts startList
	fs.Var(&starts, "round-start", "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	return withGroup(pos[0], *group, func(s *arbiter.Arbiter, g tournament.Group) error {
		if *tiebreaks != "" {
			tb, err := tournament.ParseTiebreaks(*tiebreaks)
			if err != nil {
				return usageError{e.t("cli.error.tiebreaks", "--tiebreaks: use SOS, SOSOS, SODOS, SB, CUSS, TOTAL, MMS, WINS, DIRECT, WARNINGS, RATING", nil)}
			}
			g.Tiebreaks = tb
		}
		// A number given is taken as it is (a negative one is refused with the
		// group's other problems); one not given keeps the group's.
		given := map[string]bool{}
		fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
		set := func(v int, to *int, names ...string) {
			for _, n := range names {
				if given[n] {
					*to = v
				}
			}
		}
		set(*avoidClub, &g.AvoidClubUntil, "avoid-club-rounds")
		set(*highest, &g.Highest, "highest")
		set(*late, &g.AbsentPoints, "absent-points", "late-entry-points")
		if err := byePointsFlag(e, *bye, &g); err != nil {
			return err
		}
		if err := firstTableFlag(e, *firstTable, &g); err != nil {
			return err
		}
		if *substitution != "" {
			if _, err := team.ParseSubstitution(*substitution); err != nil {
				return usageError{e.t("cli.error.substitution", "--substitution must be move-up (the members below move up) or reserve (the reserve takes the board)", nil)}
			}
			g.Substitution = *substitution
		}
		if *rankBy != "" {
			r, err := tournament.ParseRankBy(*rankBy)
			if err != nil {
				return usageError{e.t("cli.error.rank_by", "--rank-by must be points or total", nil)}
			}
			g.RankBy = r
		}
		if *colours != "" {
			c, err := tournament.ParseColourOrder(*colours)
			if err != nil {
				return usageError{e.t("cli.error.colours", "--colours must be first (no third colour in a row nor three out of balance unless impossible, then scores) or scores (equal scores first, 同分相遇)", nil)}
			}
			g.Colours = c
		}
		for _, yn := range []struct {
			value, key, english string
			to                  *bool
		}{
			{*roundDown, "cli.error.round_down", "--round-down must be yes or no", &g.RoundDownMMS},
			{*virtual, "cli.error.virtual_opponent", "--virtual-opponent must be yes or no", &g.VirtualOpponent},
		} {
			switch yn.value {
			case "":
			case "yes", "true":
				*yn.to = true
			case "no", "false":
				*yn.to = false
			default:
				return usageError{e.t(yn.key, yn.english, nil)}
			}
		}
		if err := groupPointsInRange(e, s, g, given); err != nil {
			return err
		}
		if *avoidRegion {
			g.AvoidRegion = true
		}
		g.AvoidPairs = append(g.AvoidPairs, pairs...)
		for n, t := range starts {
			if n > g.Rounds && g.Rounds > 0 {
				return usageError{e.t("cli.error.round_start", "--round-start: give ROUND=YYYY-MM-DD HH:MM, a round from 1 to the group's rounds (3=2026-12-01 09:30)", nil)}
			}
			if g.Starts == nil {
				g.Starts = map[int]time.Time{}
			}
			g.Starts[n] = t
		}
		if err := s.SaveGroupRules(g); err != nil {
			return err
		}
		return printGroupRules(e, s, g.Name)
	})
}

// byePointsFlag sets the group's bye points from --bye-points: the
// regulations' points for a bye (0: nothing), or "default" for the
// system's (nothing in a round robin, a win in Swiss); "" keeps them.
func byePointsFlag(e *Env, text string, g *tournament.Group) error {
	switch b := strings.TrimSpace(text); b {
	case "":
	case "default":
		g.ByePoints = 0
	default:
		n, err := strconv.Atoi(b)
		if err != nil || n < 0 {
			return usageError{e.t("cli.error.bye_points", "--bye-points must be a number of points, not negative (0: a bye scores nothing), or default", nil)}
		}
		g.ByePoints = n
		if n == 0 {
			g.ByePoints = tournament.ByeNothing
		}
	}
	return nil
}

// firstTableFlag sets the group's first table from --first-table: the
// number of the group's first table in the hall, or "after" for right
// after the previous group's tables; "" keeps it.
func firstTableFlag(e *Env, text string, g *tournament.Group) error {
	switch ft := strings.TrimSpace(text); ft {
	case "":
	case "after":
		g.FirstTable = 0
	default:
		n, err := strconv.Atoi(ft)
		if err != nil || n < 1 || n > tournament.MaxTable {
			return usageError{e.t("cli.error.first_table", "--first-table must be a table number from 1 to {{.Max}}, or after (right after the previous group's tables)", map[string]any{"Max": tournament.MaxTable})}
		}
		g.FirstTable = n
	}
	return nil
}

// printGroupRules says the group's rules as saved: its tiebreaks, what it
// ranks by, what a bye scores and where its tables start.
func printGroupRules(e *Env, s *arbiter.Arbiter, name string) error {
	g, err := s.Group(name)
	if err != nil {
		return err
	}
	tbs := make([]string, len(g.Tiebreaks))
	for i, t := range g.Tiebreaks {
		tbs[i] = string(t)
	}
	fmt.Fprintln(e.Stdout, e.t("cli.group_rules.done", "{{.Group}}: tiebreaks {{.Tiebreaks}}", map[string]any{"Group": g.Name, "Tiebreaks": strings.Join(tbs, ", ")}))
	st, err := s.Settings()
	if err != nil {
		return err
	}
	by := e.t("cli.group_rules.by_points", "points", nil)
	if g.Ranking(st.Rules) == tournament.RankByTotal {
		by = e.t("cli.group_rules.by_total", "the total score (总得分)", nil)
	}
	fmt.Fprintln(e.Stdout, e.t("cli.group_rules.ranking", "{{.Group}} ranks by {{.By}}; a bye scores {{.Bye}}",
		map[string]any{"Group": g.Name, "By": by, "Bye": g.ByePointsOr(st.Points)}))
	first, err := s.HallTables()
	if err != nil {
		return err
	}
	fmt.Fprintln(e.Stdout, e.t("cli.group_rules.first_table", "{{.Group}}'s tables start at table {{.N}}", map[string]any{"Group": g.Name, "N": first[g.ID]}))
	if g.System == tournament.Swiss || g.System == tournament.McMahon {
		order := e.t("cli.group_rules.scores_first", "equal scores first (同分相遇): a player gets a third colour in a row or three out of balance where keeping colours would need a pair of different scores", nil)
		if g.Colours == tournament.ColoursFirst {
			order = e.t("cli.group_rules.colours_first", "colours first: nobody gets a third colour in a row or three out of balance unless no pairing can avoid it; players float between score groups instead", nil)
		}
		fmt.Fprintln(e.Stdout, e.t("cli.group_rules.colours", "{{.Group}} pairs {{.Order}}", map[string]any{"Group": g.Name, "Order": order}))
	}
	return nil
}
