// Package document writes a tournament's documents from its store: the
// sheets (crosstable, standings, pairings, find-your-table list, player
// list, and the team sheets of a team group) as Excel or PDF, the printed
// forms (result slips, table cards, team match sheets), the EGF results, the
// OpenGotha file and the game records. It is the one place that knows which
// data each document needs, for the command line and the window alike.
package document

import (
	"fmt"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/interchange/egf"
	"weiqi-arbiter/interchange/opengotha"
	"weiqi-arbiter/interchange/records"
	"weiqi-arbiter/reports/excel"
	"weiqi-arbiter/reports/pdf"
	"weiqi-arbiter/reports/sheet"
)

// Source is where a document's data comes from: a tournament's store.
type Source interface {
	Settings() (tournament.Settings, error)
	Players() ([]tournament.Player, error)
	Field(g tournament.Group) (pairing.Field, error)
	Standings(g tournament.Group, asOf int) ([]tournament.Row, int, error)
	PointsBefore(g tournament.Group, n int) (map[int64]tournament.Frac, error)
	LatestRound(groupID int64) (int, error)
	Teams(groupID int64) ([]team.Team, error)
	TeamMatches(groupID int64) ([]team.Match, error)
	TeamStandings(g tournament.Group, asOf int) ([]team.Row, int, error)
	Record(gameID int64) (string, bool, error)
}

// Kind is a document a tournament gives.
type Kind string

// The documents.
const (
	Crosstable  Kind = "crosstable"  // 成绩表, .xlsx or .pdf
	Standings   Kind = "standings"   // 名次表 (team groups: with board prizes)
	Pairings    Kind = "pairings"    // 对阵表 of a round (team groups: match details)
	Index       Kind = "index"       // find your table, by name
	PlayerList  Kind = "players"     // 报名表
	Slips       Kind = "slips"       // result slips, .pdf
	Cards       Kind = "cards"       // table cards, .pdf
	MatchSheets Kind = "matchsheets" // team match sheets, .pdf
	EGF         Kind = "egf"         // EGF results, .h9
	OpenGotha   Kind = "opengotha"   // OpenGotha tournament, .xml
	GameRecords Kind = "sgf"         // attached game records: .sgf collection or a folder
)

// NeedsRound tells whether the document is of one round.
func (k Kind) NeedsRound() bool {
	switch k {
	case Pairings, Index, Slips, Cards, MatchSheets:
		return true
	}
	return false
}

// Extensions are the file types the document is written as, the first the
// usual one; "" is a folder.
func (k Kind) Extensions() []string {
	switch k {
	case Slips, Cards, MatchSheets:
		return []string{".pdf"}
	case EGF:
		return []string{".h9"}
	case OpenGotha:
		return []string{".xml"}
	case GameRecords:
		return []string{".sgf", ""}
	}
	return []string{".xlsx", ".pdf"}
}

// Request is one document to write.
type Request struct {
	Kind  Kind
	Group tournament.Group
	Round int // the round of a round's document; for the others "as of" (0: the latest complete)
	Path  string
	Paper pdf.Paper
	T     i18n.Translator // the reader's language
	// VenueURL is the venue server's address ("http://192.168.1.20:8080")
	// while the tournament is shared: the wall pairing sheet and the
	// find-your-table list (as PDF) carry the QR code of their page, and,
	// when the event takes results from the tables, each result slip its
	// game's code and the QR code of its report page.
	VenueURL string
}

// Notes are what the arbiter should know after a document is written.
type Notes struct {
	NoLatin []string // EGF: players written "? ?" for want of a Latin name
	// Transliterated are the names and texts the EGF file writes in ASCII
	// letters ("Nemo André" as "Nemo Andre").
	Transliterated []egf.Transliteration
	// OneName are the players of one Latin name (Pelé), whose given name
	// the EGF file writes egf.NoGivenName.
	OneName       []string
	Records       int // game records written
	WithoutRecord int // games of those rounds without a record
	// NoGlyph are the characters of a PDF that no bundled font has (CJK
	// Extension G and later): printed without them, so the arbiter writes
	// them in by hand.
	NoGlyph []rune
	// OpenGotha is what the OpenGotha file could not hold, each game by
	// the round and table the file gives it.
	OpenGotha opengotha.Losses
}

// noGlyph adds to the notes the characters of texts that no bundled font
// prints.
func (n *Notes) noGlyph(texts ...string) error {
	missing, err := i18n.MissingGlyphs(texts...)
	for _, r := range missing {
		if !slices.Contains(n.NoGlyph, r) {
			n.NoGlyph = append(n.NoGlyph, r)
		}
	}
	return err
}

// Error is a request that cannot be met, in the user's language.
type Error = i18n.KeyError

// Check refuses a request whose file type or round does not fit its kind.
func (r Request) Check() error {
	ext := strings.ToLower(filepath.Ext(r.Path))
	exts := r.Kind.Extensions()
	ok := false
	for _, e := range exts {
		ok = ok || e == ext || (e == "" && ext != ".sgf")
	}
	if !ok {
		return &Error{Key: "document.error.extension", English: "This document is written as {{.Types}}: name the file so.",
			Args: map[string]any{"Types": strings.Join(exts, " / ")}}
	}
	if r.Kind.NeedsRound() && r.Round < 1 {
		return &Error{Key: "document.error.round", English: "This document is of one round: give the round (from 1)."}
	}
	return nil
}

// writeOpenGotha writes the group as an OpenGotha tournament, a team
// event with its teams and matches.
func writeOpenGotha(src Source, st tournament.Settings, f pairing.Field, r Request, notes *Notes) error {
	latest, err := src.LatestRound(r.Group.ID)
	if err != nil {
		return err
	}
	var teams opengotha.Teams
	if r.Group.TeamEvent {
		if teams.Teams, err = src.Teams(r.Group.ID); err != nil {
			return err
		}
		if teams.Matches, err = src.TeamMatches(r.Group.ID); err != nil {
			return err
		}
	}
	notes.OpenGotha, err = opengotha.Write(r.Path, st.Name, f, max(r.Group.Rounds, latest), teams)
	return err
}

// writeTeam writes a team group's crosstable, standings (with board
// prizes), match sheets or pairings (its matches); a round's sheets only
// of a round paired.
func writeTeam(src Source, st tournament.Settings, r Request, notes *Notes, save func(...sheet.Table) error) error {
	ev, err := teamEvent(src, st, r.Group, r.Kind, r.Round)
	if err != nil {
		return err
	}
	if r.Kind.NeedsRound() {
		if err := pairing.PairedRound(r.Round, team.LatestRound(ev.Matches), team.LastRound(r.Group, ev.Teams, ev.Matches)); err != nil {
			return err
		}
	}
	switch r.Kind {
	case Crosstable:
		return save(sheet.TeamCrosstable(ev, r.T))
	case Standings:
		return save(sheet.TeamStandings(ev, r.T), sheet.BoardPrizes(ev, r.T))
	case MatchSheets:
		sheets := sheet.MatchSheets(st.Name, ev, r.Round)
		for _, m := range sheets {
			texts := []string{m.Event, m.Group, m.TeamA, m.TeamB}
			for _, b := range m.Boards {
				texts = append(texts, b.A, b.B)
			}
			if err := notes.noGlyph(texts...); err != nil {
				return err
			}
		}
		return pdf.WriteMatchSheets(r.Path, r.Paper, sheets, r.T)
	}
	return save(sheet.TeamMatches(ev, r.Round, r.T))
}

// writeRecords writes the game records of the rounds asked for: one SGF
// collection, or a file per game in a folder.
func writeRecords(src Source, st tournament.Settings, f pairing.Field, r Request, notes *Notes) error {
	games, missing, err := records.Collect(src, st, f, r.Round)
	if err != nil {
		return err
	}
	if len(games) == 0 {
		return &Error{Key: "cli.sgf_export.none", English: "No game of these rounds has a record attached: nothing written."}
	}
	notes.Records, notes.WithoutRecord = len(games), missing
	if strings.EqualFold(filepath.Ext(r.Path), ".sgf") {
		return records.WriteCollection(r.Path, games)
	}
	_, err = records.WriteDir(r.Path, games)
	return err
}

// writeSlips writes a round's result slips, with their report codes, or
// its table cards.
func writeSlips(src Source, st tournament.Settings, f pairing.Field, r Request, notes *Notes) error {
	write := pdf.WriteSlips
	if r.Kind == Cards {
		write = pdf.WriteTableCards
	}
	slips := sheet.Slips(st.Name, f, r.Round, r.T)
	if err := slipCodes(src, r, slips); err != nil {
		return err
	}
	for _, sl := range slips {
		if err := notes.noGlyph(sl.Event, sl.Group, sl.Black, sl.White); err != nil {
			return err
		}
	}
	return write(r.Path, r.Paper, slips, r.T)
}

// Write writes the requested document; on any error nothing is left at
// the path.
func Write(src Source, r Request) (Notes, error) {
	if err := r.Check(); err != nil {
		return Notes{}, err
	}
	st, err := src.Settings()
	if err != nil {
		return Notes{}, err
	}
	f, err := src.Field(r.Group)
	if err != nil {
		return Notes{}, err
	}
	if r.Kind.NeedsRound() {
		// A round's sheets of a round not paired would be empty, titled
		// with it (standings refuse a round beyond the group's themselves).
		latest, err := latestPaired(src, f, r.Group)
		if err != nil {
			return Notes{}, err
		}
		last := pairing.LastRound(f)
		if r.Group.TeamEvent {
			last = tournament.MaxRounds // the field counts players, not teams
		}
		if err := pairing.PairedRound(r.Round, latest, last); err != nil {
			return Notes{}, err
		}
	}
	pdfOut := strings.EqualFold(filepath.Ext(r.Path), ".pdf")
	var notes Notes
	save := func(tables ...sheet.Table) error {
		if !pdfOut {
			return excel.Write(r.Path, tables...)
		}
		var texts []string
		for _, t := range tables {
			texts = append(append(append(texts, t.Title), t.Headers...), slices.Concat(t.Rows...)...)
		}
		if err := notes.noGlyph(texts...); err != nil {
			return err
		}
		return pdf.Write(r.Path, r.Paper, tables...)
	}
	switch r.Kind {
	case EGF:
		rows, asOf, err := src.Standings(r.Group, r.Round)
		if err != nil {
			return notes, err
		}
		rep, err := egf.Write(r.Path, st, f, rows, asOf)
		notes.NoLatin, notes.Transliterated, notes.OneName = rep.NoLatin, rep.Transliterated, rep.OneName
		return notes, err
	case OpenGotha:
		err := writeOpenGotha(src, st, f, r, &notes)
		return notes, err
	case GameRecords:
		return notes, writeRecords(src, st, f, r, &notes)
	case Slips, Cards:
		return notes, writeSlips(src, st, f, r, &notes)
	case PlayerList:
		return notes, save(sheet.Players(st.Name, f, r.T))
	case Index:
		t := sheet.TableIndex(st.Name, f, r.Round, r.T)
		t.QR = r.venuePage("/find")
		return notes, save(t)
	}
	if r.Group.TeamEvent {
		return notes, writeTeam(src, st, r, &notes, save)
	}
	switch r.Kind {
	case MatchSheets:
		return notes, &Error{Key: "document.error.not_team", English: "Match sheets are for team events."}
	case Pairings:
		points, err := src.PointsBefore(r.Group, r.Round)
		if err != nil {
			return notes, err
		}
		t := sheet.Pairings(st.Name, when(st, r.Group, r.Round, r.T), f, r.Round, points, r.T)
		t.QR = r.venuePage("/round/" + url.PathEscape(r.Group.Name) + "/" + strconv.Itoa(r.Round))
		return notes, save(t)
	}
	rows, asOf, err := src.Standings(r.Group, r.Round)
	if err != nil {
		return notes, err
	}
	if r.Kind == Standings {
		return notes, save(sheet.Standings(st.Name, f, rows, asOf, r.T))
	}
	return notes, save(sheet.Crosstable(st.Name, f, rows, asOf, r.T))
}

// latestPaired is the latest round of the group with a game, a bye or, in
// a team event, a match.
func latestPaired(src Source, f pairing.Field, g tournament.Group) (int, error) {
	latest := f.LatestPaired()
	if !g.TeamEvent {
		return latest, nil
	}
	matches, err := src.TeamMatches(g.ID)
	if err != nil {
		return 0, err
	}
	for _, m := range matches {
		latest = max(latest, m.Round)
	}
	return latest, nil
}

// teamEvent gathers a team group's teams, matches, standings and names.
func teamEvent(src Source, st tournament.Settings, g tournament.Group, kind Kind, round int) (sheet.TeamEvent, error) {
	ev := sheet.TeamEvent{Event: st.Name, Group: g, Names: map[int64]string{}, Points: st.Points}
	var err error
	if ev.Teams, err = src.Teams(g.ID); err != nil {
		return ev, err
	}
	if ev.Matches, err = src.TeamMatches(g.ID); err != nil {
		return ev, err
	}
	asOf := round
	if kind.NeedsRound() {
		asOf = 0
	}
	if ev.Rows, ev.AsOf, err = src.TeamStandings(g, asOf); err != nil {
		return ev, err
	}
	players, err := src.Players()
	if err != nil {
		return ev, err
	}
	for _, p := range players {
		ev.Names[p.ID] = p.Name()
	}
	return ev, nil
}

// when is when round n of group g is played, for its sheet's heading: the
// round's start when the schedule fixes it, else the date of a one-day
// event, else "".
func when(st tournament.Settings, g tournament.Group, n int, tr i18n.Translator) string {
	if t, ok := g.Starts[n]; ok {
		return sheet.When(t, true, tr)
	}
	if !st.Start.IsZero() && (st.End.IsZero() || st.End.Equal(st.Start)) {
		return sheet.When(st.Start, false, tr)
	}
	return ""
}

// FileName is the usual name of a document: "公开组 成绩表.xlsx",
// "公开组 对阵表 第3轮.pdf".
func FileName(r Request, ext string) string {
	name := r.Group.Name + " " + r.T("document.name."+string(r.Kind), string(r.Kind), nil)
	if r.Kind.NeedsRound() {
		name += " " + r.T("document.round", "round {{.N}}", map[string]any{"N": r.Round})
	}
	return fmt.Sprintf("%s%s", name, ext)
}

// venuePage is the address of a page of the venue server, or "" when the
// request names none.
func (r Request) venuePage(path string) string {
	if r.VenueURL == "" {
		return ""
	}
	return strings.TrimSuffix(r.VenueURL, "/") + path
}

// slipCodes gives each slip its game's report code and page when the
// request names the venue server and the event takes results from the
// tables (a source that knows nothing of reports leaves the slips plain).
func slipCodes(src Source, r Request, slips []sheet.Slip) error {
	rs, ok := src.(interface {
		Reporting() (tournament.Reporting, error)
	})
	if r.VenueURL == "" || r.Kind != Slips || !ok {
		return nil
	}
	rep, err := rs.Reporting()
	if err != nil || !rep.On {
		return err
	}
	base := strings.TrimSuffix(r.VenueURL, "/")
	for i := range slips {
		slips[i].Code = tournament.SlipCode(rep.Secret, slips[i].GameID)
		slips[i].Report = base + "/report/" + slips[i].Code
		slips[i].Check = tournament.SlipCheck(rep.Secret, slips[i].GameID)
	}
	return nil
}
