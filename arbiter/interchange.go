package arbiter

import (
	"errors"
	"slices"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/interchange/opengotha"
	"weiqi-arbiter/reports/document"
)

// ImportPlayers registers the players read from a registration list, all
// in one action.
func (a *Arbiter) ImportPlayers(ps []tournament.Player) error {
	ps = slices.Clone(ps)
	for i := range ps {
		rank, err := tournament.NormalRank(ps[i].Rank)
		if err != nil {
			return &RankError{Rank: ps[i].Rank}
		}
		ps[i].Rank = rank
	}
	return a.store.ImportPlayers(ps)
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
	_, err := a.store.ImportGroup(team.GroupImport{Group: g, Players: ev.Players, Games: ev.Games, Byes: ev.Byes,
		Absent: ev.Absent, Teams: ev.Teams, Matches: ev.Matches, Venue: ev.Location, Start: ev.Start, End: ev.End})
	return g, ev, err
}

// Export writes a document of the tournament (document.Write).
func (a *Arbiter) Export(r document.Request) (document.Notes, error) {
	return document.Write(a, r)
}
