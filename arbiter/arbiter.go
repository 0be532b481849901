// Package arbiter is the application layer of Weiqi Arbiter: every use case
// of running a tournament — registering and checking in players, pairing a
// round (first, next, again, keeping tables), entering results and warnings,
// withdrawals, standings as of a round, team line-ups, imports, exports, undo
// and redo — in one place, for every front end (the window, the command
// line, a venue server) to call.
//
// Each use case that changes the tournament is one transaction of its file,
// one action of its audit log and one undo step, with the backup taken first
// where one is taken. The rules come from the domain packages; the file is
// reached through the Store interface, which storage.Store implements. Reads
// go straight to the file (Reader); every change is a method of Arbiter.
package arbiter

import (
	"math/rand/v2"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
)

// Reader is what the front ends read of a tournament.
type Reader interface {
	Path() string
	Settings() (tournament.Settings, error)
	Groups() ([]tournament.Group, error)
	Group(name string) (tournament.Group, error)
	Players() ([]tournament.Player, error)
	GroupPlayers(groupID int64) ([]tournament.Player, error)
	Field(g tournament.Group) (pairing.Field, error)
	LatestRound(groupID int64) (int, error)
	RoundStatus(groupID int64, n int) (string, error)
	Games(groupID int64, n int) ([]tournament.Game, error)
	Round(groupID int64, n int) ([]tournament.Game, []int64, error)
	GameAt(groupID int64, n, table int) (tournament.Game, error)
	Absent(groupID int64, n int) (map[int64]bool, error)
	Warnings(gameID int64) (black, white int, err error)
	RoundWarnings(groupID int64, n int) (map[int64][2]int, error)
	WarningTotals(groupID int64, asOf int) (map[int64]int, error)
	PairingChanged(g tournament.Group, n int) (bool, error)
	Standings(g tournament.Group, asOf int) ([]tournament.Row, int, error)
	PointsBefore(g tournament.Group, n int) (map[int64]tournament.Frac, error)
	Record(gameID int64) (string, bool, error)
	Recorded(groupID int64) (map[int64]bool, error)
	Teams(groupID int64) ([]team.Team, error)
	TeamMatches(groupID int64) ([]team.Match, error)
	TeamStandings(g tournament.Group, asOf int) ([]team.Row, int, error)
	LeiTaiNext(g tournament.Group) (a, b int64, over bool, winner int64, err error)
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

// Store is the tournament file as the use cases need it: its reads, and
// writes each of which is one transaction and one audit action.
type Store interface {
	Reader
	Close() error
	Backup(reason string) (string, error)
	SaveCopy(path string) error
	Undo() (tournament.Action, error)
	Redo() (tournament.Action, error)

	SaveSettings(st tournament.Settings) error
	AddGroup(g tournament.Group) (int64, error)
	SaveGroupRules(g tournament.Group) error
	SavePlayoff(g tournament.Group) error
	ImportGroup(in team.GroupImport) (int64, error)

	AddPlayer(p tournament.Player) (int64, error)
	ImportPlayers(ps []tournament.Player) error
	UpdatePlayer(p tournament.Player) error
	SetCheckedIn(playerID int64, in bool) error
	SetCheckedInMany(playerIDs []int64, in bool) error
	SetFixedTable(playerID int64, table int) error
	SetAbsent(groupID int64, n int, playerID int64, absent bool) error
	Withdraw(playerID int64, after int) error

	PairRound(g tournament.Group, n int) (pairing.Pairing, error)
	PairRoundWithout(g tournament.Group, n int, absent []int64) (pairing.Pairing, error)
	PairRoundKeeping(g tournament.Group, n int, keepTables []int) error
	// SaveGroupPairing stores a pairing made by hand, with the event's komi
	// and each bye worth the group's bye points.
	SaveGroupPairing(g tournament.Group, n int, games []tournament.Game, byes []int64) error
	UnpairRound(groupID int64, n int) error
	PublishRound(groupID int64, n int) error
	UnpublishRound(groupID int64, n int) error
	SwapColours(gameID int64) error
	SwapPlayers(gameA int64, blackA bool, gameB int64, blackB bool) error
	SetNigiri(gameID int64, grabbed int, guessOdd bool, black int64) error

	GameGroup(gameID int64) (int64, error)
	SetResult(gameID int64, r tournament.Result) error
	SetResultAt(groupID int64, n, table int, r tournament.Result) error
	SetResults(changes []tournament.ResultChange) error
	Warn(gameID int64, black bool) (bool, error)
	AttachRecord(gameID int64, data []byte) error
	DetachRecord(gameID int64) error

	AddTeam(groupID int64, t team.Team) (int64, error)
	SetTeamOrder(groupID int64, t team.Team) error
	SetLineup(g tournament.Group, teamID int64, n int, players []int64) error
	PairTeamRound(g tournament.Group, n int) error
	SetBoardResult(groupID int64, n, match, board int, r tournament.Result) error
	WithdrawTeam(teamID int64, after int) error

	SetReporting(on, autoAccept bool) error
	ReportResult(gameID int64, r tournament.Result, client string) (tournament.Report, error)
	AcceptReport(desk string, reportID int64) error
	AcceptAgreedReports(desk string) (int, error)
	SetResultAtDesk(desk string, gameID int64, seen, r tournament.Result) error
	SetCheckedInAtDesk(desk string, playerID int64, in bool) error
	AddPlayerAtDesk(desk string, p tournament.Player) (int64, error)
}

// Arbiter runs the use cases on one tournament file. Its embedded Reader
// answers the reads.
type Arbiter struct {
	Reader
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
	a := &Arbiter{Reader: s, store: s, rand: rand.Uint64}
	for _, o := range opts {
		o(a)
	}
	return a
}

// Close closes the tournament file (after its closing backup).
func (a *Arbiter) Close() error { return a.store.Close() }

// SaveCopy writes a consistent copy of the tournament to path.
func (a *Arbiter) SaveCopy(path string) error { return a.store.SaveCopy(path) }

// Undo reverts the latest action and returns it (ErrNothingToUndo when there
// is none).
func (a *Arbiter) Undo() (tournament.Action, error) { return a.store.Undo() }

// Redo applies again the action undone last and returns it
// (ErrNothingToRedo when there is none).
func (a *Arbiter) Redo() (tournament.Action, error) { return a.store.Redo() }

// GroupByID is the group with the given id.
func (a *Arbiter) GroupByID(id int64) (tournament.Group, error) {
	groups, err := a.store.Groups()
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
