package storage

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"weiqi-arbiter/domain/scoring"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
)

const dateLayout = "2006-01-02"

func formatDate(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Format(dateLayout)
}

func parseDate(s string) time.Time {
	t, err := time.Parse(dateLayout, s)
	if err != nil {
		return time.Time{}
	}
	return t
}

// Settings reads the tournament's settings and groups.
func (s *reads) Settings() (tournament.Settings, error) {
	var st tournament.Settings
	var start, end, rules string
	var komi int64
	err := s.q.QueryRow(`SELECT name, start_date, end_date, venue, organiser, chief_arbiter,
		rules, komi_quarters, points_win, points_draw, points_loss FROM tournament WHERE id = 1`).Scan(
		&st.Name, &start, &end, &st.Venue, &st.Organiser, &st.ChiefArbiter,
		&rules, &komi, &st.Points.Win, &st.Points.Draw, &st.Points.Loss)
	if err != nil {
		return st, fmt.Errorf("read settings: %w", err)
	}
	st.Start, st.End = parseDate(start), parseDate(end)
	st.Rules, st.Komi = tournament.RuleSet(rules), scoring.Stones(komi)
	st.Groups, err = s.Groups()
	return st, err
}

// Groups lists the tournament's groups in their order, as stored (no
// tiebreaks: the system's defaults; see tournament.Group.Under).
func (s *reads) Groups() ([]tournament.Group, error) {
	rows, err := s.q.Query("SELECT id, name, system, rounds, settings FROM groups ORDER BY sort_order, id")
	if err != nil {
		return nil, fmt.Errorf("read groups: %w", err)
	}
	defer rows.Close()
	var out []tournament.Group
	for rows.Next() {
		var g tournament.Group
		var system, settings string
		if err := rows.Scan(&g.ID, &g.Name, &system, &g.Rounds, &settings); err != nil {
			return nil, fmt.Errorf("read groups: %w", err)
		}
		g.System = tournament.System(system)
		var gs groupSettings
		if err := json.Unmarshal([]byte(settings), &gs); err != nil {
			return nil, fmt.Errorf("read group %s: %w", g.Name, err)
		}
		g.Draw, g.Seed, g.Tiebreaks, g.ByePoints, g.Bar, g.Floor = gs.Draw, gs.Seed, gs.Tiebreaks, gs.ByePoints, gs.Bar, gs.Floor
		g.AbsentPoints, g.AvoidClubUntil, g.AvoidRegion, g.AvoidPairs, g.Highest = gs.LateEntry, gs.AvoidClub, gs.AvoidReg, gs.AvoidPair, gs.Highest
		g.SwissRounds, g.KnockoutSize, g.RoundDownMMS, g.VirtualOpponent = gs.SwissRnds, gs.KOSize, gs.RoundDown, gs.Virtual
		g.HandicapThreshold, g.HandicapReduction, g.HandicapCeiling = gs.HThresh, gs.HReduce, gs.HCeiling
		g.TeamEvent, g.Boards, g.TeamFormat, g.AlternateColours, g.Substitution = gs.Teams, gs.Boards, gs.Format, gs.AltColour, gs.Subst
		g.RankBy, g.Playoff, g.FirstTable, g.Colours = gs.RankBy, gs.Playoff, gs.First, gs.Colours
		g.Starts = parseStarts(gs.Starts)
		out = append(out, g)
	}
	return out, rows.Err()
}

// groupSettings is the JSON of groups.settings.
type groupSettings struct {
	Draw      tournament.DrawMethod  `json:"draw,omitempty"`
	Seed      uint64                 `json:"seed,omitempty"`
	Tiebreaks []tournament.Tiebreak  `json:"tiebreaks,omitempty"`
	ByePoints int                    `json:"bye_points,omitempty"`
	Bar       string                 `json:"mcmahon_bar,omitempty"`
	Floor     string                 `json:"mcmahon_floor,omitempty"`
	RoundDown bool                   `json:"mcmahon_round_down,omitempty"`
	Virtual   bool                   `json:"sosos_virtual_opponent,omitempty"`
	LateEntry int                    `json:"late_entry_points,omitempty"`
	AvoidClub int                    `json:"avoid_club_until,omitempty"`
	AvoidReg  bool                   `json:"avoid_region,omitempty"`
	Colours   tournament.ColourOrder `json:"colours,omitempty"`
	AvoidPair [][2]int64             `json:"avoid_pairs,omitempty"`
	Highest   int                    `json:"highest,omitempty"`
	RankBy    tournament.RankBy      `json:"rank_by,omitempty"`
	SwissRnds int                    `json:"swiss_rounds,omitempty"`
	KOSize    int                    `json:"knockout_size,omitempty"`
	HThresh   string                 `json:"handicap_threshold,omitempty"`
	HReduce   int                    `json:"handicap_reduction,omitempty"`
	HCeiling  int                    `json:"handicap_ceiling,omitempty"`
	Teams     bool                   `json:"team_event,omitempty"`
	Boards    int                    `json:"boards,omitempty"`
	Format    string                 `json:"team_format,omitempty"`
	AltColour bool                   `json:"alternate_colours,omitempty"`
	Subst     string                 `json:"substitution,omitempty"`
	First     int                    `json:"first_table,omitempty"`  // the group's first table; 0: after the previous group's
	Starts    map[int]string         `json:"round_starts,omitempty"` // round → "2006-01-02 15:04"
	Playoff   map[int64]int          `json:"playoff,omitempty"`      // player → place in his tie's play-off or lots
}

// startLayout is how a round's start is stored.
const startLayout = "2006-01-02 15:04"

func settingsOf(g tournament.Group) groupSettings {
	return groupSettings{Draw: g.Draw, Seed: g.Seed, Tiebreaks: g.Tiebreaks, ByePoints: g.ByePoints, Bar: g.Bar,
		Floor: g.Floor, RoundDown: g.RoundDownMMS, Virtual: g.VirtualOpponent, LateEntry: g.AbsentPoints, AvoidClub: g.AvoidClubUntil, AvoidReg: g.AvoidRegion,
		AvoidPair: g.AvoidPairs, Highest: g.Highest, RankBy: g.RankBy, SwissRnds: g.SwissRounds, KOSize: g.KnockoutSize,
		HThresh: g.HandicapThreshold, HReduce: g.HandicapReduction, HCeiling: g.HandicapCeiling,
		Teams: g.TeamEvent, Boards: g.Boards, Format: g.TeamFormat, AltColour: g.AlternateColours, Subst: g.Substitution, Starts: formatStarts(g.Starts),
		Playoff: g.Playoff, First: g.FirstTable, Colours: g.Colours}
}

func formatStarts(starts map[int]time.Time) map[int]string {
	if len(starts) == 0 {
		return nil
	}
	out := map[int]string{}
	for n, t := range starts {
		out[n] = t.Format(startLayout)
	}
	return out
}

// parseStarts reads the stored round starts; one that does not read is left
// out (the heading then shows no time) rather than making the group unreadable.
func parseStarts(starts map[int]string) map[int]time.Time {
	if len(starts) == 0 {
		return nil
	}
	out := map[int]time.Time{}
	for n, s := range starts {
		if t, err := time.Parse(startLayout, s); err == nil {
			out[n] = t
		}
	}
	return out
}

func (gs groupSettings) json() string {
	b, _ := json.Marshal(gs)
	return string(b)
}

// AddGroup adds a group, as given, last in the order, and returns its id.
func (tx *Tx) AddGroup(g tournament.Group) (int64, error) { return insertGroup(tx.tx, g) }

// insertGroup writes a new group last in the order.
func insertGroup(tx *auditTx, g tournament.Group) (int64, error) {
	var n int
	if err := tx.tx.QueryRow("SELECT count(*) FROM groups").Scan(&n); err != nil {
		return 0, err
	}
	return tx.insert("groups", row{"name": strings.TrimSpace(g.Name), "sort_order": n, "system": string(g.System),
		"rounds": g.Rounds, "settings": settingsOf(g).json()})
}

// GroupImport is a whole group read from another program's file. Players
// are numbered by their ID (1…n); games, byes, absences, teams and matches
// refer to them by those numbers, and matches to teams by theirs.
type GroupImport = team.GroupImport

// ImportGroup adds a whole group read from another program, as given: the
// group, its players, the games of every round with their results, byes
// (each worth byePoints) and absences, and for a team event its teams
// (members in board order, then reserves) and matches, each board a game
// played with komi and the line-ups they show. It returns the group's id.
func (tx *Tx) ImportGroup(in GroupImport, byePoints int, komi scoring.Stones) (int64, error) {
	return tx.s.importGroup(tx.tx, in, byePoints, komi)
}

func (s *Store) importGroup(tx *auditTx, in GroupImport, byePoints int, komi scoring.Stones) (int64, error) {
	gid, err := insertGroup(tx, in.Group)
	if err != nil {
		return 0, err
	}
	id := map[int64]int64{}
	for _, p := range in.Players {
		old := p.ID
		p.GroupID = gid
		if id[old], err = s.insertPlayer(tx, p); err != nil {
			return 0, fmt.Errorf("import %s: %w", p.Name(), err)
		}
	}
	rounds := map[int]int64{}
	round := func(n int) (int64, error) {
		if r, ok := rounds[n]; ok {
			return r, nil
		}
		r, err := tx.insert("rounds", row{"group_id": gid, "number": n, "status": "paired"})
		rounds[n] = r
		return r, err
	}
	if err := importRounds(tx, gid, in, id, round, byePoints); err != nil {
		return 0, err
	}
	if !in.Group.TeamEvent {
		return gid, nil // teams beside an individual event are not kept
	}
	return gid, importTeams(tx, gid, in, id, round, komi)
}

// importRounds writes an imported group's games, byes and absences.
func importRounds(tx *auditTx, gid int64, in GroupImport, player map[int64]int64, round func(int) (int64, error), byePoints int) error {
	for _, game := range in.Games {
		r, err := round(game.Round)
		if err != nil {
			return err
		}
		game.Black, game.White = player[game.Black], player[game.White]
		if err := insertGame(tx, r, game); err != nil {
			return fmt.Errorf("import round %d table %d: %w", game.Round, game.Table, err)
		}
	}
	for n, ids := range in.Byes {
		r, err := round(n)
		if err != nil {
			return err
		}
		for _, p := range ids {
			if _, err := tx.insert("byes", row{"round_id": r, "player_id": player[p], "points": byePoints}); err != nil {
				return fmt.Errorf("import round %d bye: %w", n, err)
			}
		}
	}
	for n, ids := range in.Absent {
		for _, p := range ids {
			if _, err := tx.insert("absences", row{"group_id": gid, "round_no": n, "player_id": player[p]}); err != nil {
				return fmt.Errorf("import round %d absence: %w", n, err)
			}
		}
	}
	return nil
}

// importTeams writes an imported team event's teams, its matches with their
// boards as games, and the line-ups the boards show.
func importTeams(tx *auditTx, gid int64, in GroupImport, player map[int64]int64, round func(int) (int64, error), komi scoring.Stones) error {
	teamID := map[int64]int64{}
	for _, t := range in.Teams {
		t.Members, t.Reserves = mapIDs(t.Members, player), mapIDs(t.Reserves, player)
		id, err := tx.insert("teams", row{"group_id": gid, "name": t.Name, "club": t.Club, "captain": t.Captain, "coach": t.Coach})
		if err != nil {
			return fmt.Errorf("import team %s: %w", t.Name, err)
		}
		teamID[t.ID] = id
		if err := insertMembers(tx, id, t); err != nil {
			return err
		}
	}
	table := map[int]int{}
	for _, m := range in.Matches {
		r, err := round(m.Round)
		if err != nil {
			return err
		}
		table[m.Round]++
		head := row{"round_id": r, "table_no": table[m.Round], "team_a": teamID[m.A]}
		if m.B != 0 {
			head["team_b"] = teamID[m.B]
		}
		mid, err := tx.insert("team_matches", head)
		if err != nil {
			return fmt.Errorf("import round %d match %d: %w", m.Round, table[m.Round], err)
		}
		for _, b := range m.Boards {
			var res any
			if b.Result != tournament.NoResult {
				res = string(b.Result)
			}
			if _, err := tx.insert("games", row{"round_id": r, "table_no": table[m.Round], "board": b.Board, "black_id": player[b.Black],
				"white_id": player[b.White], "komi_quarters": int64(komi), "team_match_id": mid, "result": res}); err != nil {
				return fmt.Errorf("import round %d match %d board %d: %w", m.Round, table[m.Round], b.Board, err)
			}
			a, o := b.Black, b.White
			if !b.HomeBlack {
				a, o = o, a
			}
			for _, l := range []struct{ team, p int64 }{{m.A, a}, {m.B, o}} {
				if _, err := tx.insert("lineups", row{"round_id": r, "team_id": teamID[l.team], "board": b.Board, "player_id": player[l.p]}); err != nil {
					return fmt.Errorf("import round %d line-up: %w", m.Round, err)
				}
			}
		}
	}
	return nil
}

// mapIDs maps imported player numbers to their new ids.
func mapIDs(ids []int64, to map[int64]int64) []int64 {
	out := make([]int64, len(ids))
	for i, x := range ids {
		out[i] = to[x]
	}
	return out
}

// SaveGroupRules stores a group's pairing and ranking rules (draw,
// tiebreaks, what it ranks by, bye and late-entry points, McMahon bar and
// floor, clubs and pairs to keep apart, round starts …), as given.
func (tx *Tx) SaveGroupRules(g tournament.Group) error {
	return tx.tx.update("groups", g.ID, row{"settings": settingsOf(g).json()})
}

// SetByePoints scores every bye of a group with points.
func (tx *Tx) SetByePoints(groupID int64, points int) error {
	byes, err := (&reads{q: tx.tx.tx}).idSet(`SELECT b.id FROM byes b JOIN rounds r ON r.id = b.round_id
		WHERE r.group_id = ? AND coalesce(b.points, -1) != ?`, groupID, points)
	if err != nil {
		return err
	}
	for id := range byes {
		if err := tx.tx.update("byes", id, row{"points": points}); err != nil {
			return err
		}
	}
	return nil
}

// SaveSettings stores the settings and the list of groups: groups with an
// ID are renamed or kept, groups without are added, and groups missing
// from the list are removed — only if nothing refers to them
// (ErrGroupInUse).
func (tx *Tx) SaveSettings(st tournament.Settings) error { return tx.tx.saveSettings(st) }

// ErrGroupInUse is returned when a group to be removed still has players or rounds.
var ErrGroupInUse = fmt.Errorf("the group still has players or rounds")

// GroupInUseError refuses to remove a group that still has players,
// rounds or teams (ErrGroupInUse), naming it in the user's language.
type GroupInUseError struct{ Name string }

func (e *GroupInUseError) Error() string {
	return fmt.Sprintf("remove group %s: %v", e.Name, ErrGroupInUse)
}

// Unwrap is ErrGroupInUse.
func (e *GroupInUseError) Unwrap() error { return ErrGroupInUse }

// MessageKey names the error's message for translation.
func (e *GroupInUseError) MessageKey() (key, english string, args map[string]any) {
	return "error.group.in_use", "{{.Name}} cannot be removed: it still has players, teams or rounds. Move them to another group first, or keep the group.",
		map[string]any{"Name": e.Name}
}

func (tx *auditTx) saveSettings(st tournament.Settings) error {
	err := tx.update("tournament", 1, row{
		"name": strings.TrimSpace(st.Name), "start_date": formatDate(st.Start), "end_date": formatDate(st.End),
		"venue": strings.TrimSpace(st.Venue), "organiser": strings.TrimSpace(st.Organiser),
		"chief_arbiter": strings.TrimSpace(st.ChiefArbiter), "rules": string(st.Rules),
		"komi_quarters": int64(st.Komi), "points_win": st.Points.Win,
		"points_draw": st.Points.Draw, "points_loss": st.Points.Loss,
	})
	if err != nil {
		return fmt.Errorf("save settings: %w", err)
	}
	return tx.saveGroups(st.Groups)
}

// saveGroups stores the list of groups: groups with an ID are renamed or
// kept, groups without are added, and groups missing from the list are
// removed, only if nothing refers to them (ErrGroupInUse).
func (tx *auditTx) saveGroups(groups []tournament.Group) error {
	rows, err := tx.tx.Query("SELECT id, name FROM groups")
	if err != nil {
		return fmt.Errorf("save groups: %w", err)
	}
	existing := map[int64]string{}
	for rows.Next() {
		var id int64
		var name string
		if err := rows.Scan(&id, &name); err != nil {
			rows.Close()
			return err
		}
		existing[id] = name
	}
	err = rows.Err()
	rows.Close()
	if err != nil {
		return fmt.Errorf("save groups: %w", err)
	}
	kept := map[int64]bool{}
	for _, g := range groups {
		if g.ID != 0 {
			kept[g.ID] = true
		}
	}
	// Remove first, so that a name freed by a removed group can be reused.
	for id, name := range existing {
		if kept[id] {
			continue
		}
		var uses int
		err := tx.tx.QueryRow(`SELECT (SELECT count(*) FROM players WHERE group_id = ?1)
			+ (SELECT count(*) FROM rounds WHERE group_id = ?1)
			+ (SELECT count(*) FROM teams WHERE group_id = ?1)`, id).Scan(&uses)
		if err != nil {
			return err
		}
		if uses > 0 {
			return &GroupInUseError{Name: name}
		}
		if err := tx.remove("groups", id); err != nil {
			return err
		}
	}
	// Rename through a temporary name so that swapping two names cannot collide.
	for i, g := range groups {
		if old, ok := existing[g.ID]; ok && g.ID != 0 && old != strings.TrimSpace(g.Name) {
			if err := tx.update("groups", g.ID, row{"name": fmt.Sprintf("\x00%d", i)}); err != nil {
				return err
			}
		}
	}
	for i, g := range groups {
		r := row{"name": strings.TrimSpace(g.Name), "sort_order": i}
		if g.System != "" {
			r["system"] = string(g.System)
		}
		if g.Rounds != 0 {
			r["rounds"] = g.Rounds
		}
		if _, ok := existing[g.ID]; ok && g.ID != 0 {
			if err := tx.update("groups", g.ID, r); err != nil {
				return err
			}
			continue
		}
		if _, err := tx.insert("groups", r); err != nil {
			return err
		}
	}
	return nil
}
