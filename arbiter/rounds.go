package arbiter

import (
	"fmt"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// pairChange is the action of pairing round n: one undo step, after a
// backup of the file (a pairing is the moment an arbiter most wants to be
// able to go back to).
func pairChange(n int) storage.Change {
	return storage.Change{What: "action.round_paired", Detail: fmt.Sprint(n), Backup: fmt.Sprintf("round%d", n)}
}

// PairRound pairs round n of a group: the first round, the next one, or a
// round already paired that has no result yet again (pairing.Again; one
// with results is refused), on the group's tables in the hall
// (HallTables). The backup is taken first, then the old pairing (if any)
// is replaced by the new one in one transaction: one undo step brings the
// previous pairing back.
func (a *Arbiter) PairRound(g tournament.Group, n int) (pairing.Pairing, error) {
	p, _, err := a.pairRound(g, n, false)
	return p, err
}

// hallReader is what the tables of the groups in the hall are read from,
// the file or a unit of work.
type hallReader interface {
	Groups() ([]tournament.Group, error)
	Players() ([]tournament.Player, error)
	Teams(groupID int64) ([]team.Team, error)
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
	return hallTables(a.store, groups)
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
	first, err := hallTables(a.store, groups)
	return first[groupID], err
}

// hallTables is the first table of each of the groups in the hall.
func hallTables(r hallReader, groups []tournament.Group) (map[int64]int, error) {
	players, err := r.Players()
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
			teams, err := r.Teams(g.ID)
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
// numbers its tables from, read inside the pairing's unit of work.
func inHall(r hallReader, g tournament.Group) (tournament.Group, error) {
	groups, err := r.Groups()
	if err != nil {
		return g, err
	}
	first, err := hallTables(r, groups)
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
	f, err := field(a.store, g)
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
	return a.pairRound(g, n, true)
}

// pairRound pairs round n (pairing.Again), leaving out, when checkedIn,
// the players who have not checked in: they are marked absent for the
// round in the same action (a player already marked absent stays so).
func (a *Arbiter) pairRound(g tournament.Group, n int, checkedIn bool) (pairing.Pairing, []tournament.Player, error) {
	var p pairing.Pairing
	var out []tournament.Player
	err := a.store.Update(pairChange(n), func(tx *storage.Tx) error {
		g, err := inHall(tx, g)
		if err != nil {
			return err
		}
		f, err := field(tx, g)
		if err != nil {
			return err
		}
		var add []int64
		if checkedIn {
			out = pairing.NotCheckedIn(f, n)
			marked := map[int64]bool{}
			for _, id := range f.Absent[n] {
				marked[id] = true
			}
			for _, pl := range out {
				if !marked[pl.ID] {
					marked[pl.ID] = true
					add = append(add, pl.ID)
				}
			}
			f.Absent[n] = append(f.Absent[n], add...)
		}
		games, byes, paired, err := pairing.Again(f, n)
		if err != nil {
			return &RoundError{Round: n, Reason: err}
		}
		p = paired
		return saveRound(tx, g, n, games, byes, add)
	})
	if err != nil {
		return pairing.Pairing{}, nil, err
	}
	return p, out, nil
}

// saveRound stores a round's games, each with the komi it is played with
// (tournament.GameKomi), and its byes, each worth the group's bye points,
// and marks the players absent for the round. A pairing with no game and
// no bye is refused: a round without games is never paired.
func saveRound(tx *storage.Tx, g tournament.Group, n int, games []tournament.Game, byes, absent []int64) error {
	if len(games) == 0 && len(byes) == 0 {
		return &RoundError{Round: n, Reason: ErrEmptyPairing}
	}
	st, err := tx.Settings()
	if err != nil {
		return err
	}
	komi := make([]tournament.Game, len(games))
	for i, game := range games {
		game.Komi = tournament.GameKomi(st.Komi, game.Handicap)
		komi[i] = game
	}
	var bs []storage.Bye
	for _, id := range byes {
		bs = append(bs, storage.Bye{Player: id, Points: g.ByePointsOr(st.Points)})
	}
	return tx.SaveRound(g.ID, n, komi, bs, absent)
}

// PairRoundKeeping pairs round n again, keeping the games at the given
// tables as they are (pairing.Keeping), the others on the group's tables
// in the hall; one action, like PairRound.
func (a *Arbiter) PairRoundKeeping(g tournament.Group, n int, keepTables []int) error {
	return a.store.Update(pairChange(n), func(tx *storage.Tx) error {
		g, err := inHall(tx, g)
		if err != nil {
			return err
		}
		f, err := field(tx, g)
		if err != nil {
			return err
		}
		games, byes, err := pairing.Keeping(f, n, keepTables)
		if err != nil {
			return &RoundError{Round: n, Reason: err}
		}
		return saveRound(tx, g, n, games, byes, nil)
	})
}

// SavePairing stores a pairing the arbiter made by hand (or a program's),
// replacing the round's pairing in one action after a backup: each game
// with the event's komi (none in a handicap game), each bye worth the
// group's bye points. Games may carry a result already (forfeits against
// a player who withdrew).
func (a *Arbiter) SavePairing(g tournament.Group, n int, games []tournament.Game, byes []int64) error {
	return a.store.Update(pairChange(n), func(tx *storage.Tx) error {
		return saveRound(tx, g, n, games, byes, nil)
	})
}

// UnpairRound removes the pairing of a round without results: its games
// and byes go and the round is unpaired again, as one action.
func (a *Arbiter) UnpairRound(groupID int64, n int) error {
	return a.store.Update(storage.Change{What: "action.round_unpaired", Detail: fmt.Sprint(n)}, func(tx *storage.Tx) error {
		games, err := tx.Games(groupID, n)
		if err != nil {
			return err
		}
		for _, g := range games {
			if g.Result != tournament.NoResult {
				return &RoundError{Round: n, Reason: ErrRoundHasResults}
			}
		}
		return tx.ClearRound(groupID, n)
	})
}

// PublishRound marks a paired round as published: posted, shown on the
// display and on the hall's phones, as one action. A round not paired yet
// is refused.
func (a *Arbiter) PublishRound(groupID int64, n int) error {
	return a.setRoundStatus(storage.Change{What: "action.round_published", Detail: fmt.Sprint(n)}, groupID, n,
		func(status string) error {
			if status == "unpaired" {
				return &RoundStateError{Round: n, Want: "paired"}
			}
			return nil
		}, "published")
}

// UnpublishRound takes a published round off the display and the hall's
// pages (it stays paired), as when it was published by mistake, as one
// action; a round not published is refused.
func (a *Arbiter) UnpublishRound(groupID int64, n int) error {
	return a.setRoundStatus(storage.Change{What: "action.round_unpublished", Detail: fmt.Sprint(n)}, groupID, n,
		func(status string) error {
			if status != "published" {
				return &RoundStateError{Round: n, Want: "published"}
			}
			return nil
		}, "paired")
}

// setRoundStatus gives round n the status to, as one action, when allowed
// says its status now allows it.
func (a *Arbiter) setRoundStatus(c storage.Change, groupID int64, n int, allowed func(status string) error, to string) error {
	return a.store.Update(c, func(tx *storage.Tx) error {
		status, err := tx.RoundStatus(groupID, n)
		if err != nil {
			return err
		}
		if err := allowed(status); err != nil {
			return err
		}
		return tx.SetRoundStatus(groupID, n, to)
	})
}

// editGames reads games of one round without a result, lets edit change
// them, and saves them, as one action; a game with a result is refused
// (ErrHasResult).
func (a *Arbiter) editGames(c storage.Change, ids []int64, edit func(*storage.Tx, []storage.GameRow) error) error {
	return a.store.Update(c, func(tx *storage.Tx) error {
		games := make([]storage.GameRow, len(ids))
		for i, id := range ids {
			g, err := game(tx, id)
			if err != nil {
				return err
			}
			if g.Result != tournament.NoResult {
				return &RoundError{Round: g.Round, Table: g.Table, Reason: ErrHasResult}
			}
			games[i] = g
		}
		if err := edit(tx, games); err != nil {
			return err
		}
		for _, g := range games {
			if err := tx.SaveGame(g); err != nil {
				return err
			}
		}
		return nil
	})
}

// SwapColours exchanges Black and White of a game without a result.
func (a *Arbiter) SwapColours(gameID int64) error {
	return a.editGames(storage.Change{What: "action.colours_swapped", Detail: fmt.Sprint(gameID)}, []int64{gameID},
		func(_ *storage.Tx, g []storage.GameRow) error {
			g[0].Black, g[0].White = g[0].White, g[0].Black
			return nil
		})
}

// SwapPlayers exchanges two players between (or inside) games of a round
// that have no result, as one action. Checking the rules the new pairs
// break (rematch, same club, absence) and asking the arbiter is the front
// end's part (pairing.ManualPairProblems).
func (a *Arbiter) SwapPlayers(gameA int64, blackA bool, gameB int64, blackB bool) error {
	ids := []int64{gameA}
	if gameB != gameA {
		ids = append(ids, gameB)
	}
	seat := func(g *storage.GameRow, black bool) *int64 {
		if black {
			return &g.Black
		}
		return &g.White
	}
	return a.editGames(storage.Change{What: "action.players_swapped"}, ids, func(tx *storage.Tx, g []storage.GameRow) error {
		pa, pb := seat(&g[0], blackA), seat(&g[len(g)-1], blackB)
		if err := tx.SetDetail(fmt.Sprintf("%d %d", *pa, *pb)); err != nil {
			return err
		}
		*pa, *pb = *pb, *pa
		return nil
	})
}

// Nigiri decides a game's colours by nigiri (猜先, SPEC §7) and records it:
// grabbed is the number of white stones the grabber took, or 0 for the
// program to draw it (a lot recorded with the game: the stones grabbed,
// the guess and the player who takes Black, e.g. "17 odd 12"). It returns
// the stones grabbed and the player who takes Black.
func (a *Arbiter) Nigiri(game tournament.Game, grabbed int, guessOdd bool) (int, int64, error) {
	if grabbed == 0 {
		grabbed = tournament.DrawGrabbed(a.rand())
	}
	guess := "even"
	if guessOdd {
		guess = "odd"
	}
	var black int64
	err := a.editGames(storage.Change{What: "action.nigiri"}, []int64{game.ID}, func(tx *storage.Tx, g []storage.GameRow) error {
		var np [2]tournament.NigiriPlayer
		for i, id := range []int64{g[0].Black, g[0].White} {
			p, _, err := tx.Player(id)
			if err != nil {
				return err
			}
			np[i] = tournament.NigiriPlayer{ID: id, Rank: p.Rank, Birth: p.Birth}
		}
		black, _ = tournament.Nigiri(np[0], np[1], grabbed, guessOdd)
		g[0].Nigiri = fmt.Sprintf("%d %s %d", grabbed, guess, black)
		if err := tx.SetDetail(g[0].Nigiri); err != nil {
			return err
		}
		if black == g[0].White {
			g[0].Black, g[0].White = g[0].White, g[0].Black
		}
		return nil
	})
	return grabbed, black, err
}
