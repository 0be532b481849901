package arbiter

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/interchange/opengotha"
	"weiqi-arbiter/reports/document"
	"weiqi-arbiter/storage"
)

// ImportPlayers registers the players read from a registration list, all
// in one action (one undo step): all of them or, on any error, none. Each
// is registered as AddPlayer registers one (the rank one way, the names
// cleaned and bounded).
func (a *Arbiter) ImportPlayers(ps []tournament.Player) error {
	ps = slices.Clone(ps)
	for i := range ps {
		var err error
		if ps[i], err = registration(ps[i]); err != nil {
			return err
		}
	}
	return a.store.Update(storage.Change{What: "action.players_imported", Detail: fmt.Sprint(len(ps))}, func(tx *storage.Tx) error {
		for _, p := range ps {
			if _, err := tx.AddPlayer(p); err != nil {
				return fmt.Errorf("import %s: %w", p.Name(), err)
			}
		}
		return nil
	})
}

// ErrNoTeams is returned when a team tournament is asked of an OpenGotha
// file that holds none.
var ErrNoTeams = errors.New("the file holds no team tournament")

// OpenGothaImport says how an OpenGotha tournament becomes a group.
type OpenGothaImport struct {
	Name     string            // the group's name; empty: the file's, else FileName
	FileName string            // the file's name without extension
	System   tournament.System // empty: the file's own (McMahon settings kept)
	Teams    bool              // take the team tournament instead of individual games
}

// ImportOpenGotha adds an OpenGotha tournament as a new group, in one
// action, and returns the group as added (without its id) and the event as
// imported. A McMahon import keeps the file's settings, so that the
// standings are OpenGotha's; another system keeps only its bye points. The
// file's place and dates fill the tournament's where they are empty.
func (a *Arbiter) ImportOpenGotha(ev opengotha.Event, o OpenGothaImport) (tournament.Group, opengotha.Event, error) {
	if o.Teams {
		if len(ev.Teams) == 0 {
			return tournament.Group{}, ev, ErrNoTeams
		}
		ev = ev.AsTeamEvent()
	}
	g := ev.Group
	if o.System != "" && o.System != tournament.McMahon && !o.Teams {
		g = tournament.Group{Name: g.Name, System: o.System, Rounds: g.Rounds, ByePoints: g.ByePoints, Tiebreaks: o.System.DefaultTiebreaks()}
	}
	if o.Name != "" {
		g.Name = o.Name
	}
	if g.Name == "" {
		g.Name = o.FileName
	}
	_, err := a.ImportGroup(team.GroupImport{Group: g, Players: ev.Players, Games: ev.Games, Byes: ev.Byes,
		Absent: ev.Absent, Teams: ev.Teams, Matches: ev.Matches, Venue: ev.Location, Start: ev.Start, End: ev.End})
	return g, ev, err
}

// ImportGroup adds a whole group read from another program's file, as one
// action (one undo step), and returns its id: the group, its players, the
// games of every round with their results, byes and absences, and for a
// team event its teams and matches.
func (a *Arbiter) ImportGroup(in team.GroupImport) (int64, error) {
	in.Players = slices.Clone(in.Players)
	for i := range in.Players {
		var err error
		if in.Players[i], err = in.Players[i].Clean(); err != nil {
			return 0, fmt.Errorf("import %s: %w", in.Players[i].Name(), err)
		}
	}
	in.Teams = slices.Clone(in.Teams)
	for i := range in.Teams {
		var err error
		if in.Teams[i], err = in.Teams[i].Clean(); err != nil {
			return 0, err
		}
	}
	var id int64
	err := a.store.Update(storage.Change{What: "action.group_imported", Detail: in.Group.Name}, func(tx *storage.Tx) error {
		st, err := newGroup(tx, in.Group)
		if err != nil {
			return err
		}
		games := make([]tournament.Game, len(in.Games))
		for i, g := range in.Games {
			g.Komi = tournament.GameKomi(st.Komi, g.Handicap)
			games[i] = g
		}
		in.Games = games
		if id, err = tx.ImportGroup(in, in.Group.ByePointsOr(st.Points), st.Komi); err != nil {
			return err
		}
		// Read again: the settings now hold the imported group.
		if st, err = tx.Settings(); err != nil {
			return err
		}
		if !fillEventDetails(&st, in) {
			return nil
		}
		return tx.SaveSettings(st)
	})
	return id, err
}

// fillEventDetails writes the imported event's place and dates into the
// tournament's settings where they are empty (an EGF report needs them),
// and says whether it changed anything.
func fillEventDetails(st *tournament.Settings, in team.GroupImport) bool {
	changed := false
	if venue := strings.TrimSpace(in.Venue); st.Venue == "" && venue != "" {
		st.Venue, changed = venue, true
	}
	if st.Start.IsZero() && st.End.IsZero() && !in.Start.IsZero() {
		st.Start, st.End, changed = in.Start, in.End, true
	}
	return changed
}

// Export writes a document of the tournament (document.Write).
func (a *Arbiter) Export(r document.Request) (document.Notes, error) {
	return document.Write(a, r)
}
