package arbiter

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// Why a team's registration is refused.
var (
	// ErrNoSuchTeam is a team the group does not have.
	ErrNoSuchTeam = errors.New("no such team")
	// ErrInTwoTeams: a player may play for one team of an event only.
	ErrInTwoTeams = errors.New("the player already plays for another team")
	// ErrOrderFixed: a team's board order cannot change once round 1 is paired.
	ErrOrderFixed = errors.New("the board order is fixed once round 1 is paired")
)

// TeamError says what is wrong with a team's registration, in the user's
// language.
type TeamError struct {
	Team, Player, Other string
	Reason              error
}

func (e *TeamError) Error() string {
	if e.Player != "" {
		return fmt.Sprintf("team %s: %s plays for %s: %v", e.Team, e.Player, e.Other, e.Reason)
	}
	return fmt.Sprintf("team %s: %v", e.Team, e.Reason)
}

func (e *TeamError) Unwrap() error { return e.Reason }

// MessageKey names the error's message for translation.
func (e *TeamError) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Team": e.Team, "Player": e.Player, "Other": e.Other}
	if errors.Is(e.Reason, ErrNoSuchTeam) {
		return "error.team.none", "There is no team {{.Team}} in this group.", args
	}
	if e.Other == e.Team {
		return "error.team.twice", "{{.Player}} is listed twice in {{.Team}}.", args
	}
	if errors.Is(e.Reason, ErrOrderFixed) {
		return "error.team.order_fixed", "The board order of {{.Team}} is fixed: round 1 is already paired. Change the line-up of a round instead.", args
	}
	return "error.team.two_teams", "{{.Player}} already plays for {{.Other}}: a player may play for one team only.", args
}

// AddTeam registers a team of a group with its members in board order and
// its reserves, as one action, and returns its id. Every member must be
// registered, and a player may be in one team of an event only.
func (a *Arbiter) AddTeam(groupID int64, t team.Team) (int64, error) {
	t, err := t.Clean()
	if err != nil {
		return 0, err
	}
	var id int64
	err = a.store.Update(storage.Change{What: "action.team_added", Detail: t.Name}, func(tx *storage.Tx) error {
		if err := teamMembers(tx, groupID, t); err != nil {
			return err
		}
		id, err = tx.AddTeam(groupID, t)
		return err
	})
	return id, err
}

// teamMembers refuses a team naming a player who is not registered, or
// who already plays for another team of the group (naming both).
func teamMembers(tx *storage.Tx, groupID int64, t team.Team) error {
	players, err := tx.Players()
	if err != nil {
		return err
	}
	name := make(map[int64]string, len(players))
	for _, p := range players {
		name[p.ID] = p.Name()
	}
	for _, id := range append(slices.Clone(t.Members), t.Reserves...) {
		if _, ok := name[id]; !ok {
			return &NotFoundError{What: "player", ID: id}
		}
	}
	existing, err := tx.Teams(groupID)
	if err != nil {
		return err
	}
	taken := map[int64]string{}
	for _, x := range existing {
		if x.ID == t.ID {
			continue
		}
		for _, m := range append(slices.Clone(x.Members), x.Reserves...) {
			taken[m] = x.Name
		}
	}
	for _, m := range append(slices.Clone(t.Members), t.Reserves...) {
		if other, ok := taken[m]; ok {
			return &TeamError{Team: t.Name, Player: name[m], Other: other, Reason: ErrInTwoTeams}
		}
		taken[m] = t.Name
	}
	return nil
}

// SetTeamOrder replaces a team's declared board order and reserves, as one
// action. The order is fixed once the group's first round is paired: from
// then on only the per-round line-up changes (SPEC §10), so a later change
// is refused (ErrOrderFixed).
func (a *Arbiter) SetTeamOrder(groupID int64, t team.Team) error {
	return a.store.Update(storage.Change{What: "action.team_order", Detail: t.Name}, func(tx *storage.Tx) error {
		if err := orderEditable(tx, groupID, t); err != nil {
			return err
		}
		teams, err := tx.Teams(groupID)
		if err != nil {
			return err
		}
		if !slices.ContainsFunc(teams, func(x team.Team) bool { return x.ID == t.ID }) {
			return &TeamError{Team: fmt.Sprint(t.ID), Reason: ErrNoSuchTeam}
		}
		if err := teamMembers(tx, groupID, t); err != nil {
			return err
		}
		return tx.SetTeamMembers(t)
	})
}

// OrderEditable tells whether a team's declared board order may still be
// edited: not once round 1 is paired (ErrOrderFixed).
func (a *Arbiter) OrderEditable(groupID int64, t team.Team) error {
	return orderEditable(a.store, groupID, t)
}

func orderEditable(r interface {
	LatestRound(groupID int64) (int, error)
}, groupID int64, t team.Team) error {
	latest, err := r.LatestRound(groupID)
	if err != nil {
		return err
	}
	if latest > 0 {
		return &TeamError{Team: t.Name, Reason: ErrOrderFixed}
	}
	return nil
}

// SetLineup stores a team's line-up for round n after checking it (SPEC
// §7: members or reserves, no one twice, the declared order under
// 分台定人制; team.ValidateLineup), as one action.
func (a *Arbiter) SetLineup(g tournament.Group, teamID int64, n int, players []int64) error {
	return a.store.Update(storage.Change{What: "action.lineup"}, func(tx *storage.Tx) error {
		t, err := teamOf(tx, g.ID, teamID)
		if err != nil {
			return err
		}
		if err := tx.SetDetail(t.Name); err != nil {
			return err
		}
		if err := team.ValidateLineup(t, team.Format(g.TeamFormat), g.Boards, players); err != nil {
			return err
		}
		return tx.SetLineup(g.ID, n, teamID, players)
	})
}

// Team is the team of a group with the given id.
func (a *Arbiter) Team(groupID, teamID int64) (team.Team, error) {
	t, err := teamOf(a.store, groupID, teamID)
	var te *TeamError
	if errors.As(err, &te) {
		return t, &NotFoundError{What: "team", ID: teamID}
	}
	return t, err
}

// teamOf is the team of a group with the given id (ErrNoSuchTeam).
func teamOf(r interface {
	Teams(groupID int64) ([]team.Team, error)
}, groupID, teamID int64) (team.Team, error) {
	teams, err := r.Teams(groupID)
	if err != nil {
		return team.Team{}, err
	}
	for _, t := range teams {
		if t.ID == teamID {
			return t, nil
		}
	}
	return team.Team{}, &TeamError{Team: fmt.Sprint(teamID), Reason: ErrNoSuchTeam}
}

// WithdrawTeam records that a team withdrew after round `after`, as one
// action: its results stand; in a Swiss it is not paired again, in a round
// robin its remaining matches are forfeits to the other teams, at once for
// the matches already paired (team.Withdraw, SPEC §9.4).
func (a *Arbiter) WithdrawTeam(teamID int64, after int) error {
	return a.store.Update(storage.Change{What: "action.team_withdrawn"}, func(tx *storage.Tx) error {
		groupID, ok, err := tx.TeamGroup(teamID)
		if err != nil {
			return err
		}
		if !ok {
			return &TeamError{Team: fmt.Sprint(teamID), Reason: ErrNoSuchTeam}
		}
		t, err := teamOf(tx, groupID, teamID)
		if err != nil {
			return err
		}
		if err := tx.SetDetail(t.Name); err != nil {
			return err
		}
		matches, err := tx.TeamMatches(groupID)
		if err != nil {
			return err
		}
		if err := tx.SetTeamWithdrawn(teamID, after); err != nil {
			return err
		}
		for id, r := range team.Withdraw(matches, teamID, after) {
			if err := tx.SetResult(id, r); err != nil {
				return err
			}
		}
		return nil
	})
}

// TeamStandings ranks a team group as of round asOf (0: team.StandingsRound,
// the latest round whose matches all have every result in, one at least
// more than a withdrawal's forfeit, as for individuals; a round the group
// does not have is refused, pairing.ShownRound). The group ranks by match
// points or by the total score (Group.Ranking); a bye scores the group's
// bye points; a team that withdrew is marked so.
func (a *Arbiter) TeamStandings(g tournament.Group, asOf int) ([]team.Row, int, error) {
	teams, err := a.store.Teams(g.ID)
	if err != nil {
		return nil, 0, err
	}
	matches, err := a.store.TeamMatches(g.ID)
	if err != nil {
		return nil, 0, err
	}
	st, err := a.store.Settings()
	if err != nil {
		return nil, 0, err
	}
	if err := pairing.ShownRound(asOf, team.LastRound(g, teams, matches)); err != nil {
		return nil, 0, err
	}
	if asOf == 0 {
		players, err := a.store.GroupPlayers(g.ID)
		if err != nil {
			return nil, 0, err
		}
		byID := map[int64]tournament.Player{}
		for _, p := range players {
			byID[p.ID] = p
		}
		asOf = team.StandingsRound(teams, matches, func(id int64, n int) bool { p, ok := byID[id]; return ok && p.Gone(n) })
	}
	var ids []int64
	withdrawn := map[int64]bool{}
	for _, t := range teams {
		ids = append(ids, t.ID)
		withdrawn[t.ID] = t.Withdrawn
	}
	rows := team.Standings(ids, matches, st.Points, asOf, g.Boards, team.KindOf(g, st.Rules), g.Highest, g.ByePointsOr(st.Points))
	for i := range rows {
		rows[i].Withdrawn = withdrawn[rows[i].Team]
	}
	return rows, asOf, nil
}

// LeiTaiNext says where a 擂台赛 group stands: the two players of the next
// game, or over with the winning team. It reads the games entered so far;
// a game still without a winner is returned as ErrNoWinner.
func (a *Arbiter) LeiTaiNext(g tournament.Group) (pa, pb int64, over bool, winner int64, err error) {
	teams, err := a.store.Teams(g.ID)
	if err != nil {
		return 0, 0, false, 0, err
	}
	if len(teams) != 2 {
		return 0, 0, false, 0, &RoundError{Round: 1, Reason: team.ErrTwoTeams}
	}
	played, err := a.store.TeamMatches(g.ID)
	if err != nil {
		return 0, 0, false, 0, err
	}
	l, st, err := team.LeiTaiProgress(teams[0].Members, teams[1].Members, played)
	if err != nil {
		return 0, 0, false, 0, &RoundError{Round: len(played), Reason: err}
	}
	if st.Over {
		if st.WinnerA {
			return 0, 0, true, teams[0].ID, nil
		}
		return 0, 0, true, teams[1].ID, nil
	}
	pa, pb, _ = l.Next(st)
	return pa, pb, false, 0, nil
}

// PairTeamRound pairs round n of a team event and stores its matches and
// board games (after a backup) as one action. Each team plays its line-up
// for the round, or its declared board order with the group's substitution
// rule for members who withdrew; team A has Black on odd boards, swapped
// every other round or each time the teams meet again. A round already
// paired is paired again (line-ups and withdrawals entered since then
// apply) unless a board has a result entered: the forfeits the pairing
// itself gave for withdrawn players do not count as such.
func (a *Arbiter) PairTeamRound(g tournament.Group, n int) error {
	return a.store.Update(pairChange(n), func(tx *storage.Tx) error {
		g, err := inHall(tx, g)
		if err != nil {
			return err
		}
		r, err := readTeamRound(tx, g, n)
		if err != nil {
			return err
		}
		st, err := tx.Settings()
		if err != nil {
			return err
		}
		matches, byes, err := team.PairRound(r.teams, r.played, g.System, n, st.Points)
		if err != nil {
			return &RoundError{Round: n, Reason: err}
		}
		lineups, err := r.lineups(tx, matches)
		if err != nil {
			return err
		}
		fixed, err := r.fixedBoards(lineups, matches)
		if err != nil {
			return &RoundError{Round: n, Reason: err}
		}
		// The matches at the group's first table in the hall and on, then
		// the byes.
		first := max(g.FirstTable, 1)
		var rows []storage.MatchRow
		for i, m := range matches {
			rows = append(rows, storage.MatchRow{Table: first + i, A: m.A, B: m.B, Boards: r.boards(m, lineups, fixed)})
		}
		for i, bye := range byes {
			rows = append(rows, storage.MatchRow{Table: first + len(matches) + i, A: bye})
		}
		return tx.SaveTeamRound(g.ID, n, rows, st.Komi)
	})
}

// teamRound is what pairing round n of a team group decides from.
type teamRound struct {
	g      tournament.Group
	n      int
	teams  []team.Team
	byID   map[int64]team.Team
	played []team.Match   // the matches of the other rounds
	gone   map[int64]bool // players gone before round n
}

// readTeamRound reads the group for pairing round n and refuses a round
// that may not be paired (again): one with a board result entered, or one
// the system does not have (team.RoundProblem).
func readTeamRound(tx *storage.Tx, g tournament.Group, n int) (teamRound, error) {
	r := teamRound{g: g, n: n, byID: map[int64]team.Team{}, gone: map[int64]bool{}}
	var err error
	if r.teams, err = tx.Teams(g.ID); err != nil {
		return r, err
	}
	all, err := tx.TeamMatches(g.ID)
	if err != nil {
		return r, err
	}
	players, err := tx.GroupPlayers(g.ID)
	if err != nil {
		return r, err
	}
	for _, p := range players {
		r.gone[p.ID] = p.Gone(n)
	}
	for _, t := range r.teams {
		r.byID[t.ID] = t
	}
	goneOrTeamGone := r.goneOrTeamGone()
	for _, m := range all {
		if m.Round != n {
			r.played = append(r.played, m)
			continue
		}
		for _, b := range m.Boards {
			if !pairingForfeit(b.Result, goneOrTeamGone[b.Black], goneOrTeamGone[b.White]) {
				return r, &RoundError{Round: n, Reason: ErrRoundHasResults}
			}
		}
	}
	if err := team.RoundProblem(g, r.played, n); err != nil {
		return r, &RoundError{Round: n, Reason: err}
	}
	return r, nil
}

// goneOrTeamGone is every player gone before the round, and whoever plays
// for a team that withdrew: for telling the forfeits of a pairing from
// results entered.
func (r teamRound) goneOrTeamGone() map[int64]bool {
	out := maps.Clone(r.gone)
	for _, t := range r.teams {
		if t.Gone(r.n) {
			for _, p := range append(slices.Clone(t.Members), t.Reserves...) {
				out[p] = true
			}
		}
	}
	return out
}

// pairingForfeit tells whether a board's result is none, or the forfeit
// that pairing gives when players have withdrawn (black and white tell
// whether each side's player, or team, is gone).
func pairingForfeit(r tournament.Result, black, white bool) bool {
	return r == tournament.NoResult || tournament.WithdrawalForfeit(r, black, white)
}

// lineups is each team's line-up for the matches: the one stored for the
// round (for the whole all-play-all, round 1's), or the declared board
// order with the group's substitution rule for the members gone; 擂台赛
// follows each team's declared order and takes none.
func (r teamRound) lineups(tx *storage.Tx, matches []team.Match) (map[int64][]int64, error) {
	lineups := map[int64][]int64{}
	if r.g.System == tournament.LeiTai {
		return lineups, nil
	}
	n := r.n
	if r.g.System == tournament.AllPlayAll {
		n = 1 // the line-up is fixed for the whole all-play-all
	}
	for _, m := range matches {
		for _, t := range []team.Team{r.byID[m.A], r.byID[m.B]} {
			l, err := tx.Lineup(r.g.ID, n, t.ID)
			if err != nil {
				return nil, err
			}
			if len(l) == 0 {
				l = team.Substitute(t, r.g.Boards, func(id int64) bool { return r.gone[id] }, team.Substitution(r.g.Substitution))
			}
			if err := team.ValidateLineup(t, team.Format(r.g.TeamFormat), r.g.Boards, l); err != nil {
				return nil, fmt.Errorf("team %s: %w", t.Name, err)
			}
			lineups[t.ID] = l
		}
	}
	return lineups, nil
}

// fixedBoards is the boards of the round's one match when the system sets
// them itself (all-play-all, 擂台赛), else nil.
func (r teamRound) fixedBoards(lineups map[int64][]int64, matches []team.Match) ([]team.BoardGame, error) {
	switch r.g.System {
	case tournament.AllPlayAll:
		return team.AllPlayAllRound(lineups[matches[0].A], lineups[matches[0].B], r.n)
	case tournament.LeiTai:
		a, b := r.byID[matches[0].A], r.byID[matches[0].B]
		l, state, err := team.LeiTaiProgress(a.Members, b.Members, r.played)
		if err != nil {
			return nil, err
		}
		game, err := team.LeiTaiGame(l, state, r.played)
		return []team.BoardGame{game}, err
	}
	return nil, nil
}

// boards is a match's games: the line-ups on the boards, team A with Black
// on odd boards, swapped every other round (alternating colours) or each
// time the teams meet again; a team that withdrew forfeits its remaining
// games (SPEC §9.4), and so does a player gone.
func (r teamRound) boards(m team.Match, lineups map[int64][]int64, fixed []team.BoardGame) []team.BoardGame {
	swapped := team.MetBefore(r.played, m.A, m.B, r.n)%2 == 1
	if r.g.AlternateColours {
		swapped = r.n%2 == 0
	}
	boards := team.Boards(lineups[m.A], lineups[m.B], swapped)
	if fixed != nil {
		boards = fixed
	}
	if r.byID[m.A].Gone(r.n) {
		boards = team.ForfeitUnplayed(boards, true)
	} else if r.byID[m.B].Gone(r.n) {
		boards = team.ForfeitUnplayed(boards, false)
	}
	return team.ForfeitAbsent(boards, func(id int64) bool { return r.gone[id] })
}
