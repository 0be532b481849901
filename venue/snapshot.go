package venue

import (
	"cmp"
	"slices"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
)

// snapshot is one reading of the tournament: everything the pages show,
// built when the tournament's version changes and then only read, by any
// number of requests at once.
type snapshot struct {
	version   string
	settings  tournament.Settings
	groups    []*groupSnap
	byName    map[string]*groupSnap
	players   map[int64]tournament.Player
	number    map[int64]int // a player's number in the event (sheet.Number: the id)
	groupOf   map[int64]*groupSnap
	index     []searchEntry
	byID      map[int64]searchEntry
	games     map[int64]gameRef
	codes     map[string]int64 // slip code → game, for published rounds
	codeOf    map[int64]string // game → slip code, kept for the next reading
	reporting tournament.Reporting
	reports   map[int64][]tournament.Report // by game
	topics    map[string]string             // what each topic shows, hashed (see hashTopics)
}

// groupSnap is one group as the hall sees it.
type groupSnap struct {
	g         tournament.Group
	field     pairing.Field
	published []int // published rounds, ascending
	current   int   // the latest published round; 0 when none is
	latest    int   // the latest round with games (for the desk)
	rounds    map[int][]tournament.Game
	rows      []tournament.Row
	asOf      int // standings after this round; 0: none yet
	teams     map[int64]team.Team
	matches   []team.Match
	teamRows  []team.Row
}

// gameRef places a game: its group, round and table (and board).
type gameRef struct {
	group *groupSnap
	game  tournament.Game
	board int
}

func (g *groupSnap) isPublished(n int) bool {
	_, ok := slices.BinarySearch(g.published, n)
	return ok
}

// build reads the tournament through ev. What the previous reading (nil
// for none) worked out and has not changed, the pinyin of the names and
// the slip codes, is taken over rather than worked out again.
func build(ev *arbiter.Arbiter, version string, prev *snapshot) (*snapshot, error) {
	st, err := ev.Settings()
	if err != nil {
		return nil, err
	}
	rep, err := ev.Reporting()
	if err != nil {
		return nil, err
	}
	reports, err := ev.Reports()
	if err != nil {
		return nil, err
	}
	s := &snapshot{version: version, settings: st, byName: map[string]*groupSnap{}, players: map[int64]tournament.Player{},
		number: map[int64]int{}, groupOf: map[int64]*groupSnap{}, games: map[int64]gameRef{}, codes: map[string]int64{},
		reporting: rep, reports: map[int64][]tournament.Report{}, codeOf: map[int64]string{}}
	for _, r := range reports {
		s.reports[r.GameID] = append(s.reports[r.GameID], r)
	}
	// The players the hall can find are those of a group (each group's
	// field holds them, in registration order).
	var players []tournament.Player
	for _, g := range st.Groups {
		gs, err := buildGroup(ev, g)
		if err != nil {
			return nil, err
		}
		s.groups = append(s.groups, gs)
		s.byName[g.Name] = gs
		for _, p := range gs.field.Players {
			s.players[p.ID] = p
			s.number[p.ID] = int(p.ID) // as every paper prints it (sheet.Number)
			s.groupOf[p.ID] = gs
			players = append(players, p)
		}
		boardOf := map[[3]int64]int{} // round, black, white → board
		for _, m := range gs.matches {
			for _, b := range m.Boards {
				boardOf[[3]int64{int64(m.Round), b.Black, b.White}] = b.Board
			}
		}
		for n, games := range gs.rounds {
			for _, game := range games {
				s.games[game.ID] = gameRef{group: gs, game: game, board: boardOf[[3]int64{int64(n), game.Black, game.White}]}
				if gs.isPublished(n) {
					code, ok := "", false
					if prev != nil && prev.reporting.Secret == rep.Secret {
						code, ok = prev.codeOf[game.ID]
					}
					if !ok {
						code = tournament.SlipCode(rep.Secret, game.ID)
					}
					s.codes[code], s.codeOf[game.ID] = game.ID, code
				}
			}
		}
	}
	var known map[int64]searchEntry
	if prev != nil {
		known = prev.byID
	}
	s.index, s.byID = buildIndex(players, s.groupOf, s.number, known)
	s.hashTopics()
	return s, nil
}

func buildGroup(ev *arbiter.Arbiter, g tournament.Group) (*groupSnap, error) {
	f, err := ev.Field(g)
	if err != nil {
		return nil, err
	}
	gs := &groupSnap{g: g, field: f, rounds: map[int][]tournament.Game{}, teams: map[int64]team.Team{}}
	open := map[int]bool{}
	for _, game := range f.Games {
		gs.rounds[game.Round] = append(gs.rounds[game.Round], game)
		gs.latest = max(gs.latest, game.Round)
		if game.Result == tournament.NoResult {
			open[game.Round] = true
		}
	}
	for n := range gs.rounds {
		slices.SortFunc(gs.rounds[n], func(a, b tournament.Game) int { return cmp.Compare(a.Table, b.Table) })
	}
	for n := range f.Byes {
		gs.latest = max(gs.latest, n)
	}
	for n := 1; n <= gs.latest; n++ {
		status, err := ev.RoundStatus(g.ID, n)
		if err != nil {
			return nil, err
		}
		if status == "published" {
			gs.published = append(gs.published, n)
			gs.current = n
			if !open[n] {
				gs.asOf = n
			}
		}
	}
	if g.TeamEvent {
		teams, err := ev.Teams(g.ID)
		if err != nil {
			return nil, err
		}
		for _, t := range teams {
			gs.teams[t.ID] = t
		}
		if gs.matches, err = ev.TeamMatches(g.ID); err != nil {
			return nil, err
		}
		if gs.asOf > 0 {
			if gs.teamRows, _, err = ev.TeamStandings(g, gs.asOf); err != nil {
				return nil, err
			}
		}
	}
	if gs.asOf > 0 {
		if gs.rows, _, err = ev.Standings(g, gs.asOf); err != nil {
			return nil, err
		}
	}
	return gs, nil
}
