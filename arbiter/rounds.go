package arbiter

import (
	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// PairRound pairs round n of a group: the first round, the next one, or a
// round already paired that has no result yet again, on the group's
// tables in the hall (HallTables). The backup is taken
// first, then the old pairing (if any) is replaced by the new one in one
// transaction: one undo step brings the previous pairing back.
func (a *Arbiter) PairRound(g tournament.Group, n int) (pairing.Pairing, error) {
	g, err := a.inHall(g)
	if err != nil {
		return pairing.Pairing{}, err
	}
	return a.store.PairRound(g, n)
}

// HallTables is the first table of each group in the hall, by group id
// (tournament.HallTables): the one the arbiter set, else right after the
// previous group's tables, a group needing a table per two of its players
// (those who did not withdraw before the start) or teams.
func (a *Arbiter) HallTables() (map[int64]int, error) {
	groups, err := a.store.Groups()
	if err != nil {
		return nil, err
	}
	return a.hallTables(groups)
}

// FirstTableAfterPrevious is where a group's tables would start by
// default: right after the previous group's (its first table, whatever
// the group's own setting).
func (a *Arbiter) FirstTableAfterPrevious(groupID int64) (int, error) {
	groups, err := a.store.Groups()
	if err != nil {
		return 0, err
	}
	for i := range groups {
		if groups[i].ID == groupID {
			groups[i].FirstTable = 0
		}
	}
	first, err := a.hallTables(groups)
	return first[groupID], err
}

func (a *Arbiter) hallTables(groups []tournament.Group) (map[int64]int, error) {
	players, err := a.store.Players()
	if err != nil {
		return nil, err
	}
	entered := map[int64]int{}
	for _, p := range players {
		if p.GroupID != 0 && p.WithdrawnAfter != 0 {
			entered[p.GroupID]++
		}
	}
	needs := map[int64]int{}
	for _, g := range groups {
		n := entered[g.ID]
		if g.TeamEvent {
			teams, err := a.store.Teams(g.ID)
			if err != nil {
				return nil, err
			}
			n = len(teams)
		}
		needs[g.ID] = tournament.TablesNeeded(n)
	}
	return tournament.HallTables(groups, needs), nil
}

// inHall is g with its first table in the hall (HallTables), which pairing
// numbers its tables from.
func (a *Arbiter) inHall(g tournament.Group) (tournament.Group, error) {
	first, err := a.HallTables()
	if err != nil {
		return g, err
	}
	if t, ok := first[g.ID]; ok {
		g.FirstTable = t
	}
	return g, nil
}

// NotCheckedIn is the players of the group who would play round n but
// have not checked in (pairing.NotCheckedIn): none when nobody in the group
// has checked in, since the event then does not use check-in.
func (a *Arbiter) NotCheckedIn(g tournament.Group, n int) ([]tournament.Player, error) {
	f, err := a.store.Field(g)
	if err != nil {
		return nil, err
	}
	return pairing.NotCheckedIn(f, n), nil
}

// PairRoundCheckedIn pairs round n like PairRound but leaves out the
// players who have not checked in (NotCheckedIn), marking them absent for
// the round: the absences and the pairing are one action and one undo
// step. It returns the players left out. Pairing them anyway is PairRound.
func (a *Arbiter) PairRoundCheckedIn(g tournament.Group, n int) (pairing.Pairing, []tournament.Player, error) {
	out, err := a.NotCheckedIn(g, n)
	if err != nil {
		return pairing.Pairing{}, nil, err
	}
	ids := make([]int64, len(out))
	for i, p := range out {
		ids[i] = p.ID
	}
	if g, err = a.inHall(g); err != nil {
		return pairing.Pairing{}, nil, err
	}
	p, err := a.store.PairRoundWithout(g, n, ids)
	if err != nil {
		return pairing.Pairing{}, nil, err
	}
	return p, out, nil
}

// PairRoundKeeping pairs round n again, keeping the games at the given
// tables as they are; one action, like PairRound.
func (a *Arbiter) PairRoundKeeping(g tournament.Group, n int, keepTables []int) error {
	g, err := a.inHall(g)
	if err != nil {
		return err
	}
	return a.store.PairRoundKeeping(g, n, keepTables)
}

// PairTeamRound pairs round n of a team event.
func (a *Arbiter) PairTeamRound(g tournament.Group, n int) error {
	g, err := a.inHall(g)
	if err != nil {
		return err
	}
	return a.store.PairTeamRound(g, n)
}

// SavePairing stores a pairing the arbiter made by hand (or a program's),
// replacing the round's pairing in one action after a backup.
func (a *Arbiter) SavePairing(g tournament.Group, n int, games []tournament.Game, byes []int64) error {
	return a.store.SaveGroupPairing(g, n, games, byes)
}

// UnpairRound removes the pairing of a round without results.
func (a *Arbiter) UnpairRound(groupID int64, n int) error { return a.store.UnpairRound(groupID, n) }

// PublishRound marks a paired round as published: posted, shown on the
// display and on the hall's phones. A round not paired yet is refused.
func (a *Arbiter) PublishRound(groupID int64, n int) error {
	st, err := a.store.RoundStatus(groupID, n)
	if err != nil {
		return err
	}
	if st == "unpaired" {
		return &RoundStateError{Round: n, Want: "paired"}
	}
	return a.store.PublishRound(groupID, n)
}

// UnpublishRound takes a published round off the display and the hall's
// pages (it stays paired), as when it was published by mistake; a round
// not published is refused.
func (a *Arbiter) UnpublishRound(groupID int64, n int) error {
	st, err := a.store.RoundStatus(groupID, n)
	if err != nil {
		return err
	}
	if st != "published" {
		return &RoundStateError{Round: n, Want: "published"}
	}
	return a.store.UnpublishRound(groupID, n)
}

// SwapColours exchanges Black and White of a game without a result.
func (a *Arbiter) SwapColours(gameID int64) error { return a.store.SwapColours(gameID) }

// SwapPlayers exchanges two players between (or inside) games without a
// result; pairing.ManualPairProblems says what the new pairs break.
func (a *Arbiter) SwapPlayers(gameA int64, blackA bool, gameB int64, blackB bool) error {
	return a.store.SwapPlayers(gameA, blackA, gameB, blackB)
}

// Nigiri decides a game's colours by nigiri (猜先, SPEC §7) and records it:
// grabbed is the number of white stones the grabber took, or 0 for the
// program to draw it (a lot recorded with the game). It returns the stones
// grabbed and the player who takes Black.
func (a *Arbiter) Nigiri(game tournament.Game, grabbed int, guessOdd bool) (int, int64, error) {
	players, err := a.store.Players()
	if err != nil {
		return 0, 0, err
	}
	np := map[int64]tournament.NigiriPlayer{}
	for _, p := range players {
		np[p.ID] = tournament.NigiriPlayer{ID: p.ID, Rank: p.Rank, Birth: p.Birth}
	}
	if grabbed == 0 {
		grabbed = tournament.DrawGrabbed(a.rand())
	}
	black, _ := tournament.Nigiri(np[game.Black], np[game.White], grabbed, guessOdd)
	return grabbed, black, a.store.SetNigiri(game.ID, grabbed, guessOdd, black)
}
