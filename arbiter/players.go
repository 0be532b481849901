package arbiter

import (
	"errors"
	"fmt"
	"strings"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// AddPlayer registers a player and returns the new player's id. The rank
// is stored one way (tournament.NormalRank) and the names cleaned and
// bounded (tournament.Player.Clean). A player registered once the event
// has begun — someone is checked in, or the player's group has a paired
// round — is at the desk, and so is checked in.
func (a *Arbiter) AddPlayer(p tournament.Player) (int64, error) { return a.AddPlayerAtDesk("", p) }

// AddPlayerAtDesk registers a player (a late entry) as AddPlayer does, as
// an action of the named desk ("" the window or the command line).
func (a *Arbiter) AddPlayerAtDesk(desk string, p tournament.Player) (int64, error) {
	p, err := registration(p)
	if err != nil {
		return 0, err
	}
	var id int64
	err = a.store.Update(storage.Change{What: "action.player_added", Detail: p.Name(), Desk: desk}, func(tx *storage.Tx) error {
		begun, err := begun(tx, p.GroupID)
		if err != nil {
			return err
		}
		p.CheckedIn = p.CheckedIn || begun
		id, err = tx.AddPlayer(p)
		return err
	})
	return id, err
}

// registration is a player's registration as it is stored: the rank one
// way, the names cleaned and bounded.
func registration(p tournament.Player) (tournament.Player, error) {
	rank, err := tournament.NormalRank(p.Rank)
	if err != nil {
		return p, &RankError{Rank: p.Rank}
	}
	p.Rank = rank
	return p.Clean()
}

// begun reports whether the event is under way for a new player of the
// group: someone is checked in, or the group has a paired round.
func begun(tx *storage.Tx, groupID int64) (bool, error) {
	players, err := tx.Players()
	if err != nil {
		return false, err
	}
	if in, _ := tournament.CheckInCount(players); in > 0 {
		return true, nil
	}
	if groupID == 0 {
		return false, nil
	}
	n, err := tx.LatestRound(groupID)
	return n > 0, err
}

// UpdatePlayer saves an edited registration, its rank stored one way and
// its names cleaned and bounded.
func (a *Arbiter) UpdatePlayer(p tournament.Player) error {
	p, err := registration(p)
	if err != nil {
		return err
	}
	return a.store.Update(storage.Change{What: "action.player_edited", Detail: p.Name()}, func(tx *storage.Tx) error {
		return notFound(tx.UpdatePlayer(p), "player", p.ID)
	})
}

// notFound is err, or a *NotFoundError naming the player, game, team or
// report when err is the file's missing row.
func notFound(err error, what string, id int64) error {
	if errors.Is(err, storage.ErrNoRow) {
		return &NotFoundError{What: what, ID: id}
	}
	return err
}

// RankError is a rank that cannot be read.
type RankError struct{ Rank string }

func (e *RankError) Error() string { return fmt.Sprintf("%q: %v", e.Rank, tournament.ErrRank) }

// Unwrap is tournament.ErrRank.
func (e *RankError) Unwrap() error { return tournament.ErrRank }

// MessageKey names the error's message for translation.
func (e *RankError) MessageKey() (key, english string, args map[string]any) {
	return "players.err.rank", "{{.Rank}} is not a rank: write 30k … 1k, 1d … 9d, 1p … 9p, or 3段, 5级.", map[string]any{"Rank": e.Rank}
}

// SetCheckedIn records a player's check-in (签到), or takes it back.
func (a *Arbiter) SetCheckedIn(playerID int64, in bool) error {
	return a.SetCheckedInAtDesk("", playerID, in)
}

// SetCheckedInAtDesk records a check-in (签到), or takes it back, as an
// action of the named desk.
func (a *Arbiter) SetCheckedInAtDesk(desk string, playerID int64, in bool) error {
	return a.checkIn(storage.Change{What: "action.checked_in", Detail: fmt.Sprint(playerID), Desk: desk}, []int64{playerID}, in)
}

// checkIn checks the players in (or takes it back) as one action.
func (a *Arbiter) checkIn(c storage.Change, playerIDs []int64, in bool) error {
	return a.store.Update(c, func(tx *storage.Tx) error {
		for _, id := range playerIDs {
			if err := tx.SetCheckedIn(id, in); err != nil {
				return notFound(err, "player", id)
			}
		}
		return nil
	})
}

// SetFixedTable gives a player a fixed table (0 removes it).
func (a *Arbiter) SetFixedTable(playerID int64, table int) error {
	return a.store.Update(storage.Change{What: "action.fixed_table", Detail: fmt.Sprint(playerID)}, func(tx *storage.Tx) error {
		return notFound(tx.SetFixedTable(playerID, table), "player", playerID)
	})
}

// SetAbsent marks a player absent for round n (not paired), or present.
func (a *Arbiter) SetAbsent(groupID int64, n int, playerID int64, absent bool) error {
	return a.store.Update(storage.Change{What: "action.absence", Detail: fmt.Sprint(playerID)}, func(tx *storage.Tx) error {
		return tx.SetAbsent(groupID, n, playerID, absent)
	})
}

// withdrawalReader is what a withdrawal reads, from the file or inside a
// unit of work.
type withdrawalReader interface {
	groupReader
	Player(id int64) (tournament.Player, bool, error)
	Groups() ([]tournament.Group, error)
}

// withdrawal is the player, the field of his group (if any) and the
// effect of withdrawing him after round `after` (pairing.Withdraw).
func withdrawal(r withdrawalReader, playerID int64, after int) (tournament.Player, pairing.Field, pairing.Withdrawal, error) {
	p, ok, err := r.Player(playerID)
	if err != nil {
		return p, pairing.Field{}, pairing.Withdrawal{}, err
	}
	if !ok {
		return p, pairing.Field{}, pairing.Withdrawal{}, &NotFoundError{What: "player", ID: playerID}
	}
	if p.GroupID == 0 {
		return p, pairing.Field{}, pairing.Withdraw(pairing.Field{}, playerID, after), nil
	}
	g, err := groupByID(r, p.GroupID)
	if err != nil {
		return p, pairing.Field{}, pairing.Withdrawal{}, err
	}
	f, err := field(r, g)
	if err != nil {
		return p, f, pairing.Withdrawal{}, err
	}
	return p, f, pairing.Withdraw(f, playerID, after), nil
}

// WithdrawalEffect is what withdrawing the player after round `after` would
// do (pairing.Withdraw), for the arbiter to see before applying it. It is
// the effect Withdraw applies.
func (a *Arbiter) WithdrawalEffect(playerID int64, after int) (pairing.Withdrawal, tournament.Group, error) {
	_, f, w, err := withdrawal(a.store, playerID, after)
	return w, f.Group, err
}

// Withdraw records that a player withdrew after round `after` (0: before
// the start), with its effect on the games already paired
// (WithdrawalEffect: in a round robin, a player who played fewer than
// half of all rounds has every result voided, SPEC §9.2; a Swiss round
// paired with him and without a result yet is paired again without him,
// pairing.Repaired, on the same tables in the hall; otherwise the later
// games already paired become forfeit wins for the opponents), as one
// action. A round before games the player has already played is refused
// (*PlayedAfterError).
//
// A round paired again is backed up first, as any pairing: whether one is
// is read before the unit of work (a backup cannot be taken inside it),
// and decided again inside it.
func (a *Arbiter) Withdraw(playerID int64, after int) error {
	c := storage.Change{What: "action.player_withdrawn"}
	if w, _, err := a.WithdrawalEffect(playerID, after); err == nil && w.Repair > 0 {
		c.Backup = fmt.Sprintf("round%d", w.Repair)
	}
	return a.store.Update(c, func(tx *storage.Tx) error {
		p, f, effect, err := withdrawal(tx, playerID, after)
		if err != nil {
			return err
		}
		if err := tx.SetDetail(p.Name()); err != nil {
			return err
		}
		if played := pairing.PlayedAfter(f, playerID, after); len(played) > 0 {
			return &PlayedAfterError{After: after, Round: played[len(played)-1].Round}
		}
		var repaired []tournament.Game
		var byes []int64
		if effect.Repair > 0 {
			if f.Group, err = inHall(tx, f.Group); err != nil {
				return err
			}
			if repaired, byes, err = pairing.Repaired(f, playerID, after, effect.Repair); err != nil {
				return &RoundError{Round: effect.Repair, Reason: err}
			}
		}
		if err := tx.SetWithdrawn(playerID, after); err != nil {
			return err
		}
		for id, r := range effect.Results {
			if err := tx.SetResult(id, r); err != nil {
				return err
			}
		}
		if effect.Repair > 0 {
			return saveRound(tx, f.Group, effect.Repair, repaired, byes, nil)
		}
		return nil
	})
}

// PlayedAfterError refuses a withdrawal after a round that the player's
// later games, which have results, contradict.
type PlayedAfterError struct {
	After, Round int // the round asked for, and the last round with a result
}

func (e *PlayedAfterError) Error() string {
	return fmt.Sprintf("withdraw after round %d: the player has a result in round %d", e.After, e.Round)
}

// MessageKey names the error's message for translation.
func (e *PlayedAfterError) MessageKey() (key, english string, args map[string]any) {
	return "withdraw.played_after", "The player has a result in round {{.Round}}: withdraw after round {{.Round}} or later.", map[string]any{"After": e.After, "Round": e.Round}
}

// ErrCheckInNone and ErrCheckInMany say why typed check-in checked nobody
// in: nobody matches, or several players do.
var (
	ErrCheckInNone = errors.New("no player of that number or name")
	ErrCheckInMany = errors.New("several players match")
)

// CheckInError is a typed check-in that did not find exactly one player; it
// lists those who match, for the arbiter to choose by number.
type CheckInError struct {
	Typed   string
	Matches []tournament.Player
}

func (e *CheckInError) Error() string {
	if len(e.Matches) == 0 {
		return fmt.Sprintf("check in %q: %v", e.Typed, ErrCheckInNone)
	}
	return fmt.Sprintf("check in %q: %v", e.Typed, ErrCheckInMany)
}

// Unwrap is ErrCheckInNone or ErrCheckInMany.
func (e *CheckInError) Unwrap() error {
	if len(e.Matches) == 0 {
		return ErrCheckInNone
	}
	return ErrCheckInMany
}

// MessageKey names the error's message for translation.
func (e *CheckInError) MessageKey() (key, english string, args map[string]any) {
	if len(e.Matches) == 0 {
		return "checkin.none", "No player has the number or name {{.Typed}}.", map[string]any{"Typed": e.Typed}
	}
	var list []string
	for _, p := range e.Matches {
		list = append(list, fmt.Sprintf("%d %s", p.ID, p.Name()))
	}
	return "checkin.many", "{{.Typed}} matches {{.List}}: type the number.", map[string]any{"Typed": e.Typed, "List": strings.Join(list, ", ")}
}

// CheckIn checks in the one player the arbiter means by a number or a name
// typed at the desk (tournament.FindForCheckIn) and returns that player; a
// player already checked in stays so. When nobody or several match, the
// error is a *CheckInError listing them and nothing changes.
func (a *Arbiter) CheckIn(typed string) (tournament.Player, error) {
	var p tournament.Player
	err := a.store.Update(storage.Change{What: "action.checked_in"}, func(tx *storage.Tx) error {
		players, err := tx.Players()
		if err != nil {
			return err
		}
		found := tournament.FindForCheckIn(players, typed)
		if len(found) != 1 {
			return &CheckInError{Typed: strings.TrimSpace(typed), Matches: found}
		}
		p = found[0]
		if err := tx.SetDetail(fmt.Sprint(p.ID)); err != nil {
			return err
		}
		p.CheckedIn = true
		return tx.SetCheckedIn(p.ID, true)
	})
	return p, err
}

// CheckInAll checks in every player of the list who has not withdrawn and
// is not checked in yet, as one action; it returns how many it checked in.
func (a *Arbiter) CheckInAll(players []tournament.Player) (int, error) {
	var ids []int64
	for _, p := range players {
		if !p.Withdrawn() && !p.CheckedIn {
			ids = append(ids, p.ID)
		}
	}
	if len(ids) == 0 {
		return 0, nil
	}
	return len(ids), a.checkIn(storage.Change{What: "action.checked_in_many", Detail: fmt.Sprint(len(ids))}, ids, true)
}
