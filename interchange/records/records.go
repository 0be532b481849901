// Package records writes the game records attached to a tournament's games
// as SGF: each record's root carries what the tournament knows of the game
// (event, round, table, players and ranks, komi, handicap, the official
// result), so that the file says who played whom even after it leaves the
// tournament.
package records

import (
	"cmp"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/sgf"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/internal/savefile"
)

// Game is one game whose record is exported.
type Game struct {
	Event, Group, Venue string // EV is "Event Group"; PC the venue
	Date                string // DT, YYYY-MM-DD (empty: left as the record has it)
	Game                tournament.Game
	Black, White        tournament.Player
	Record              string // the attached SGF, UTF-8
}

// Tree is the record of g with the tournament's information in its root:
// the players' names (Chinese and Latin) and ranks, the event, round and
// table, komi in points, handicap, Chinese rules, and the official result,
// which replaces the record's own (the arbiter's result is the one that
// counts). A result with no SGF word (double loss, void, replay) is written
// RE[Void] with the reason as the game comment.
func Tree(g Game) (*sgf.Node, error) {
	c, err := sgf.ParseString(g.Record)
	if err != nil {
		return nil, fmt.Errorf("record of round %d table %d: %w", g.Game.Round, g.Game.Table, err)
	}
	root := c[0]
	root.SetText("PB", fullName(g.Black))
	root.SetText("PW", fullName(g.White))
	setIf(root, "BR", tournament.LatinRank(g.Black.Rank))
	setIf(root, "WR", tournament.LatinRank(g.White.Rank))
	setIf(root, "BT", g.Black.Club)
	setIf(root, "WT", g.White.Club)
	root.SetText("EV", strings.TrimSpace(g.Event+" "+g.Group))
	root.SetText("RO", fmt.Sprintf("%d (table %d)", g.Game.Round, g.Game.Table))
	setIf(root, "PC", g.Venue)
	setIf(root, "DT", g.Date)
	root.Set("RU", "Chinese")
	root.Set("KM", tournament.GameKomi(g.Game.Komi, g.Game.Handicap).Points())
	if g.Game.Handicap >= 2 {
		root.Set("HA", fmt.Sprint(g.Game.Handicap))
	}
	switch r := g.Game.Result; r {
	case tournament.NoResult:
	case tournament.DoubleLoss, tournament.BothForfeit, tournament.Void, tournament.Replay:
		root.Set("RE", "Void")
		root.SetText("GC", map[tournament.Result]string{tournament.DoubleLoss: "double loss (双方判负)",
			tournament.BothForfeit: "both forfeit (双方弃权)", tournament.Void: "void (无效)", tournament.Replay: "to be replayed (重下)"}[r])
	case tournament.Result("B+P"), tournament.Result("W+P"):
		// SGF has no reason for a loss by warnings: a win, said in a comment.
		root.SetText("RE", string(r[:2]))
		root.SetText("GC", "loss by warnings (犯规负)")
	default:
		root.SetText("RE", string(r))
	}
	return root, nil
}

// fullName is the Chinese name with the Latin one after it, or either alone.
func fullName(p tournament.Player) string {
	switch {
	case p.NameZh != "" && p.NameLatin != "":
		return p.NameZh + " (" + p.NameLatin + ")"
	case p.NameZh != "":
		return p.NameZh
	}
	return p.NameLatin
}

func setIf(n *sgf.Node, id, text string) {
	if text != "" {
		n.SetText(id, text)
	}
}

// WriteCollection writes the games' records into one SGF file, one game tree
// each, in the order given. Nothing is written if any record is unreadable.
func WriteCollection(path string, games []Game) error {
	var c sgf.Collection
	for _, g := range games {
		t, err := Tree(g)
		if err != nil {
			return err
		}
		c = append(c, t)
	}
	return savefile.Write(path, func(w io.Writer) error { return sgf.Write(w, c) })
}

// WriteDir writes each game's record to its own file in dir (made if
// missing), named by round, table and players: "R2-T05 张三-李四.sgf". It
// returns the paths written. Every record is read before any file is
// written, so an unreadable one leaves the folder as it was.
func WriteDir(dir string, games []Game) ([]string, error) {
	trees := make([]*sgf.Node, len(games))
	for i, g := range games {
		t, err := Tree(g)
		if err != nil {
			return nil, err
		}
		trees[i] = t
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("write records: %w", err)
	}
	files := make([]savefile.File, len(games))
	for i, g := range games {
		files[i] = savefile.File{Name: fmt.Sprintf("R%d-T%02d %s-%s.sgf", g.Game.Round, g.Game.Table, fileSafe(g.Black.Name()), fileSafe(g.White.Name())),
			Write: func(w io.Writer) error { return sgf.Write(w, sgf.Collection{trees[i]}) }}
	}
	return savefile.WriteAll(dir, files)
}

// fileSafe keeps a name usable as part of a file name on every system.
func fileSafe(s string) string {
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < ' ' {
			return '_'
		}
		return r
	}, s)
}

// Source gives the record attached to a game (a tournament's store).
type Source interface {
	Record(gameID int64) (string, bool, error)
}

// Collect gathers the games of a group that have a record, of round n (every
// round when n is 0), in round and table order, with the tournament's
// information; missing counts the games of those rounds without one.
func Collect(src Source, st tournament.Settings, f pairing.Field, n int) (games []Game, missing int, err error) {
	players := map[int64]tournament.Player{}
	for _, p := range f.Players {
		players[p.ID] = p
	}
	date := ""
	if !st.Start.IsZero() {
		date = st.Start.Format("2006-01-02")
	}
	ordered := slices.Clone(f.Games)
	slices.SortStableFunc(ordered, func(a, b tournament.Game) int { return cmp.Or(a.Round-b.Round, a.Table-b.Table) })
	for _, g := range ordered {
		if n != 0 && g.Round != n {
			continue
		}
		text, ok, err := src.Record(g.ID)
		if err != nil {
			return nil, 0, err
		}
		if !ok {
			missing++
			continue
		}
		games = append(games, Game{Event: st.Name, Group: f.Group.Name, Venue: st.Venue, Date: date, Game: g,
			Black: players[g.Black], White: players[g.White], Record: text})
	}
	return games, missing, nil
}
