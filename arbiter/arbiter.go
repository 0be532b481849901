// Package arbiter is the application layer of Weiqi Arbiter: every use case
// of running a tournament — registering and checking in players, pairing a
// round (first, next, again, keeping tables), entering results and warnings,
// withdrawals, standings as of a round, team line-ups, reports from the
// tables, imports, exports — in one place, for every front end (the
// window, the command line, the venue server) to call.
//
// Each use case that changes the tournament reads what it decides from,
// asks the domain packages for the rules, and writes, inside one unit of
// work of the file (storage.Store.Update): one transaction, one action of
// its audit log and one undo step, with the backup taken first where one
// is taken. Nothing another writer does comes between the reading and the
// writing. Reads go straight to the file (Reader), completed by the rules
// where they say something (what a group ranks by); closing, copying,
// undo and redo are the file's own (File).
package arbiter

import (
	"math/rand/v2"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// Reader is what the front ends read of a tournament.
type Reader interface {
	Path() string
	Settings() (tournament.Settings, error)
	Groups() ([]tournament.Group, error)
	Players() ([]tournament.Player, error)
	// Player is the registered player with the given id, and whether
	// there is one.
	Player(id int64) (tournament.Player, bool, error)
	GroupPlayers(groupID int64) ([]tournament.Player, error)
	Field(g tournament.Group) (pairing.Field, error)
	LatestRound(groupID int64) (int, error)
	RoundStatus(groupID int64, n int) (string, error)
	Games(groupID int64, n int) ([]tournament.Game, error)
	// Game is a game as the file holds it (its group, board, warnings,
	// nigiri and whether its round is published beside it), and whether
	// there is one.
	Game(id int64) (storage.GameRow, bool, error)
	Round(groupID int64, n int) ([]tournament.Game, []int64, error)
	Absent(groupID int64, n int) (map[int64]bool, error)
	Warnings(gameID int64) (black, white int, err error)
	RoundWarnings(groupID int64, n int) (map[int64][2]int, error)
	WarningTotals(groupID int64, asOf int) (map[int64]int, error)
	Record(gameID int64) (string, bool, error)
	Recorded(groupID int64) (map[int64]bool, error)
	Teams(groupID int64) ([]team.Team, error)
	TeamMatches(groupID int64) ([]team.Match, error)
	History(limit int) ([]tournament.Action, error)
	UndoRedoState() (undo, redo tournament.Action, err error)
	SchemaVersion() (int, error)
	// Version names the tournament's state: it changes with every action,
	// undo and redo (the venue server watches it).
	Version() (string, error)
	Reporting() (tournament.Reporting, error)
	Reports() ([]tournament.Report, error)
	// OpenReports is, per game of round n of a group, its reports not yet
	// dealt with.
	OpenReports(groupID int64, n int) (map[int64][]tournament.Report, error)
	// ReadOnly is why the file was opened for reading only (a read-only
	// file, a write-protected stick or folder, a full disk), or nil when
	// it can be written: everything reads, and every change is refused
	// with this reason.
	ReadOnly() error
}

// File is what the tournament file does by itself, with no rule to
// decide: it closes (after its closing backup), writes a copy of itself,
// and undoes and redoes the actions of its audit log.
type File interface {
	// Close closes the tournament file (after its closing backup).
	Close() error
	// SaveCopy writes a consistent copy of the tournament to path.
	SaveCopy(path string) error
	// Undo reverts the latest action and returns it (ErrNothingToUndo
	// when there is none).
	Undo() (tournament.Action, error)
	// Redo applies again the action undone last and returns it
	// (ErrNothingToRedo when there is none).
	Redo() (tournament.Action, error)
}

// Store is the tournament file as the use cases need it: its reads, what
// it does by itself, and units of work (storage.Store.Update), in each of
// which a use case reads what it decides from and writes, as one
// transaction and one action of the audit log.
type Store interface {
	Reader
	File
	Update(c storage.Change, fn func(*storage.Tx) error) error
}

// Arbiter runs the use cases on one tournament file. Its embedded Reader
// answers the reads, and its File closes, copies, undoes and redoes.
type Arbiter struct {
	Reader
	File
	store Store
	rand  func() uint64
}

// Option configures an Arbiter.
type Option func(*Arbiter)

// WithRandom sets the source of the lots the program draws (a nigiri's
// stones); by default a randomly seeded generator.
func WithRandom(r func() uint64) Option { return func(a *Arbiter) { a.rand = r } }

// New returns the use cases of the tournament in s.
func New(s Store, opts ...Option) *Arbiter {
	a := &Arbiter{Reader: s, File: s, store: s, rand: rand.Uint64}
	for _, o := range opts {
		o(a)
	}
	return a
}

// GroupByID is the group with the given id.
func (a *Arbiter) GroupByID(id int64) (tournament.Group, error) { return groupByID(a, id) }

// groupByID is the group with the given id, read from the file or inside
// a unit of work.
func groupByID(r interface {
	Groups() ([]tournament.Group, error)
}, id int64) (tournament.Group, error) {
	groups, err := r.Groups()
	if err != nil {
		return tournament.Group{}, err
	}
	for _, g := range groups {
		if g.ID == id {
			return g, nil
		}
	}
	return tournament.Group{}, &NotFoundError{What: "group", ID: id}
}
