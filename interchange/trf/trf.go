// Package trf reads FIDE's Tournament Report File (TRF-2006 and TRF-16), the
// plain-text form in which chess pairing engines (bbpPairings, JaVaFo)
// exchange a Swiss tournament: one 001 line per player with the rounds
// played so far. It only parses; what the rounds mean for a pairing is the
// caller's business.
package trf

import (
	"bytes"
	"errors"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/i18n"
)

// File is a tournament as a TRF file gives it.
type File struct {
	Name      string   // the 012 line
	Rounds    int      // planned rounds (XXR or 142 line), 0 when not given
	TopColour byte     // XXC: 'w' or 'b' for player 1 in round 1, 0 when not given
	Players   []Player // in the order of their lines
}

// Player is one 001 line.
type Player struct {
	Line   int // line number in the file, from 1
	Start  int // start number (the pairing number)
	Name   string
	Rating int    // 0 when blank
	Rounds []Game // one entry per round, from round 1
}

// Game is one round's block of a player line.
type Game struct {
	Opponent int  // start number, 0 for none (a bye or not paired)
	Colour   byte // 'w', 'b', or '-' (none)
	Result   byte // '1' '0' '=' '+' '-' 'W' 'D' 'L' 'H' 'F' 'U' 'Z', or ' ' (not played)
}

// Played reports whether the game was played over the board (not a bye, not
// a forfeit): only such games give a colour and count as a meeting.
func (g Game) Played() bool {
	return g.Opponent != 0 && strings.IndexByte("10=WDL", g.Result) >= 0
}

// Reason says what is wrong with a line.
type Reason string

// Reasons a TRF file is refused.
const (
	BadStart      Reason = "start"           // the start number is not a number from 1 to 9999
	SameStart     Reason = "same"            // two lines give the same start number
	BadRating     Reason = "rating"          // the rating is not a number
	BadRounds     Reason = "rounds"          // the number of rounds is not a whole number, or negative
	RoundsTooMany Reason = "rounds_too_many" // the number of rounds is above MaxRounds
	BadOpponent   Reason = "opponent"        // the opponent is not a number
	NoOpponent    Reason = "unknown"         // the opponent's start number has no line
	Self          Reason = "self"            // a player meets himself
	BadColour     Reason = "colour"          // not w, b or -
	BadResult     Reason = "result"          // not one of the result codes
	Disagree      Reason = "disagree"        // the opponent's line says something else about the game
	NoPlayers     Reason = "empty"           // no 001 line at all
	ShortLine     Reason = "short"           // a player line too short to hold a start number
	TooManyLines  Reason = "too_large"       // more lines than a tournament can hold
	TooManyRounds Reason = "too_many_rounds" // a player line with more round blocks than a tournament can hold
	AllPlayed     Reason = "all_played"      // every round of the file has been played
)

var english = map[Reason]string{
	BadStart:      "line {{.Line}}: the start number “{{.Text}}” must be a number from 1 to 9999",
	SameStart:     "line {{.Line}}: start number {{.Text}} is already used by another player",
	BadRating:     "line {{.Line}}: the rating “{{.Text}}” is not a number",
	BadRounds:     "line {{.Line}}: the number of rounds “{{.Text}}” is not a whole number from 0 to 999",
	RoundsTooMany: "line {{.Line}}: the number of rounds {{.Text}} is too large: a tournament has at most 999 rounds",
	BadOpponent:   "line {{.Line}}: round {{.Round}}: the opponent “{{.Text}}” is not a start number",
	NoOpponent:    "line {{.Line}}: round {{.Round}}: there is no player with start number {{.Text}}",
	Self:          "line {{.Line}}: round {{.Round}}: the player is paired against himself",
	BadColour:     "line {{.Line}}: round {{.Round}}: the colour “{{.Text}}” must be w, b or -",
	BadResult:     "line {{.Line}}: round {{.Round}}: “{{.Text}}” is not a result code (1 0 = + - W D L H F U Z)",
	Disagree:      "line {{.Line}}: round {{.Round}}: the line of player {{.Text}} records this game differently",
	NoPlayers:     "the file has no player lines (001): it is not a tournament report file",
	ShortLine:     "line {{.Line}}: the player line is too short to hold a start number",
	TooManyLines:  "line {{.Line}}: the file has more player lines than a tournament can hold (9999)",
	TooManyRounds: "line {{.Line}}: the player line has more rounds than a tournament can hold (999)",
	AllPlayed:     "all {{.Text}} rounds of the file have been played",
}

// MaxPlayers and MaxRounds bound what a file may hold, so that no file,
// however long its lines, makes the reader hold more than a tournament.
const (
	MaxPlayers = 9999 // player lines (start numbers are four digits)
	MaxRounds  = 999  // round blocks of a player line, as the XXR line allows
)

// Error is a file refused, with the line that is wrong (1 is the first).
type Error struct {
	Line   int
	Round  int // the round of the block that is wrong, or 0
	Reason Reason
	Text   string // the text found
}

func (e *Error) Error() string {
	_, text, args := e.MessageKey()
	return "TRF " + i18n.Fill(text, args)
}

// MessageKey names the error's message for translation.
func (e *Error) MessageKey() (key, englishText string, args map[string]any) {
	return "trf.error." + string(e.Reason), english[e.Reason],
		map[string]any{"Line": e.Line, "Round": e.Round, "Text": e.Text}
}

// Read parses a TRF file. Lines may end in LF, CR LF or CR alone (as
// bbpPairings writes them). Lines of other kinds than 001, 012, 142, XXR and
// XXC are skipped. Every game must be recorded alike on both players'
// lines.
func Read(data []byte) (*File, error) {
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	data = bytes.ReplaceAll(data, []byte("\r"), []byte("\n"))
	f := &File{}
	byStart := map[int]int{}
	for i, raw := range bytes.Split(data, []byte("\n")) {
		line, no := string(raw), i+1
		if len(line) < 3 {
			continue
		}
		switch line[:3] {
		case "012":
			f.Name = strings.TrimSpace(line[3:])
		case "142", "XXR":
			text := strings.TrimSpace(line[3:])
			if fields := strings.Fields(text); len(fields) > 0 {
				text = fields[0]
			}
			n, err := strconv.Atoi(text)
			switch {
			case errors.Is(err, strconv.ErrRange) && !strings.HasPrefix(text, "-"), err == nil && n > MaxRounds:
				return nil, &Error{Line: no, Reason: RoundsTooMany, Text: text}
			case err != nil || n < 0:
				return nil, &Error{Line: no, Reason: BadRounds, Text: text}
			}
			f.Rounds = n
		case "XXC":
			for _, w := range strings.Fields(line[3:]) {
				switch strings.ToLower(w) {
				case "white1":
					f.TopColour = 'w'
				case "black1":
					f.TopColour = 'b'
				}
			}
		case "001":
			if len(f.Players) >= MaxPlayers {
				return nil, &Error{Line: no, Reason: TooManyLines}
			}
			p, err := readPlayer(line, no)
			if err != nil {
				return nil, err
			}
			if _, dup := byStart[p.Start]; dup {
				return nil, &Error{Line: no, Reason: SameStart, Text: strconv.Itoa(p.Start)}
			}
			byStart[p.Start] = len(f.Players)
			f.Players = append(f.Players, p)
		}
	}
	if len(f.Players) == 0 {
		return nil, &Error{Reason: NoPlayers}
	}
	// Both lines of every game must agree.
	for _, p := range f.Players {
		for r, g := range p.Rounds {
			if g.Opponent == 0 {
				continue
			}
			k, ok := byStart[g.Opponent]
			if !ok {
				return nil, &Error{Line: p.Line, Round: r + 1, Reason: NoOpponent, Text: strconv.Itoa(g.Opponent)}
			}
			if g.Opponent == p.Start {
				return nil, &Error{Line: p.Line, Round: r + 1, Reason: Self, Text: strconv.Itoa(g.Opponent)}
			}
			o := f.Players[k]
			if r >= len(o.Rounds) || !agree(g, o.Rounds[r], p.Start) {
				return nil, &Error{Line: p.Line, Round: r + 1, Reason: Disagree, Text: strconv.Itoa(o.Start)}
			}
		}
	}
	return f, nil
}

// agree reports whether b, on the opponent's line, records game a of player start.
func agree(a, b Game, start int) bool {
	if b.Opponent != start {
		return false
	}
	if a.Played() != b.Played() {
		return false
	}
	if a.Played() && !(a.Colour == 'w' && b.Colour == 'b' || a.Colour == 'b' && b.Colour == 'w') {
		return false
	}
	pair := string([]byte{a.Result, b.Result})
	switch pair {
	case "10", "01", "==", "WL", "LW", "DD", "+-", "-+", "--", "  ":
		return true
	}
	return false
}

// columns is a player line as its columns: one per byte (line), or one
// per character (chars) when the file counts its columns in characters
// (see playerColumns).
type columns struct {
	line  string
	chars []rune // nil when the line is read by bytes
}

// playerColumns is a player line cut into its columns. TRF fixes its
// fields by column; a writer that counts characters (as Java and Python
// programs do) and one that counts bytes put a name with letters beyond
// ASCII (Ó Briain, 𠮷田) in a different number of bytes. The fields after
// the name are ASCII with a blank between each two; the line is read by
// characters when those blanks are where the format puts them counted in
// characters and not counted in bytes, else by bytes.
func playerColumns(line string) columns {
	byByte := columns{line: line}
	if !strings.ContainsFunc(line, func(r rune) bool { return r >= utf8.RuneSelf }) || !utf8.ValidString(line) {
		return byByte
	}
	byChar := columns{line: line, chars: []rune(line)}
	if byChar.aligned() && !byByte.aligned() {
		return byChar
	}
	return byByte
}

// len is the number of columns of the line.
func (c columns) len() int {
	if c.chars != nil {
		return len(c.chars)
	}
	return len(c.line)
}

// at is column col (from 1), which must be within the line.
func (c columns) at(col int) rune {
	if c.chars != nil {
		return c.chars[col-1]
	}
	return rune(c.line[col-1])
}

// aligned reports whether the blanks between the fields after the name
// (columns 48, 53, 57, 69, 80, 85, 90, 91, and those inside and between
// the round blocks) are blanks.
func (c columns) aligned() bool {
	n := c.len()
	blank := []int{48, 53, 57, 69, 80, 85, 90, 91}
	for at := 92; at <= n; at += 10 {
		blank = append(blank, at+4, at+6, at+8, at+9)
	}
	for _, col := range blank {
		if col <= n && c.at(col) != ' ' {
			return false
		}
	}
	return n >= 47
}

// field is columns from..to (1-based, inclusive) of the line, trimmed;
// blank when the line is shorter. A name cut by bytes in the middle of a
// character keeps what is whole.
func (c columns) field(from, to int) string {
	if from > c.len() {
		return ""
	}
	to = min(to, c.len())
	if c.chars != nil {
		return strings.TrimSpace(string(c.chars[from-1 : to]))
	}
	return strings.TrimSpace(strings.ToValidUTF8(c.line[from-1:to], ""))
}

func readPlayer(line string, no int) (Player, error) {
	p := Player{Line: no}
	if len(line) < 8 {
		return p, &Error{Line: no, Reason: ShortLine}
	}
	cols := playerColumns(line)
	text := cols.field(5, 8)
	n, err := strconv.Atoi(text)
	if err != nil || n < 1 || n > 9999 {
		return p, &Error{Line: no, Reason: BadStart, Text: text}
	}
	p.Start = n
	p.Name = cols.field(15, 47)
	if text := cols.field(49, 52); text != "" {
		r, err := strconv.Atoi(text)
		if err != nil || r < 0 {
			return p, &Error{Line: no, Reason: BadRating, Text: text}
		}
		p.Rating = r
	}
	// Round blocks: opponent in columns 92–95, colour 97, result 99, then
	// every 10 columns.
	for r := 0; 92+10*r <= cols.len(); r++ {
		at := 92 + 10*r
		if r == MaxRounds {
			if cols.field(at, cols.len()) != "" {
				return p, &Error{Line: no, Round: r + 1, Reason: TooManyRounds}
			}
			break
		}
		block := cols.field(at, at+7)
		if block == "" {
			p.Rounds = append(p.Rounds, Game{Colour: '-', Result: ' '})
			continue
		}
		var g Game
		opp := cols.field(at, at+3)
		switch opp {
		case "", "0000", "0", "00", "000":
		default:
			o, err := strconv.Atoi(opp)
			if err != nil || o < 1 || o > 9999 {
				return p, &Error{Line: no, Round: r + 1, Reason: BadOpponent, Text: opp}
			}
			g.Opponent = o
		}
		g.Colour = '-'
		if c := cols.field(at+5, at+5); c != "" {
			switch c {
			case "w", "b", "-", "W", "B":
				g.Colour = strings.ToLower(c)[0]
			default:
				return p, &Error{Line: no, Round: r + 1, Reason: BadColour, Text: c}
			}
		}
		g.Result = ' '
		if res := cols.field(at+7, at+7); res != "" {
			if len(res) != 1 || !strings.Contains("10=+-WDLHFUZ", res) {
				return p, &Error{Line: no, Round: r + 1, Reason: BadResult, Text: res}
			}
			g.Result = res[0]
		}
		if g.Opponent != 0 && g.Played() && g.Colour == '-' {
			return p, &Error{Line: no, Round: r + 1, Reason: BadColour, Text: "-"}
		}
		p.Rounds = append(p.Rounds, g)
	}
	// Trailing rounds not played are no rounds.
	for len(p.Rounds) > 0 && p.Rounds[len(p.Rounds)-1] == (Game{Colour: '-', Result: ' '}) {
		p.Rounds = p.Rounds[:len(p.Rounds)-1]
	}
	return p, nil
}

// Round is the round after the last one played, as the Swiss engine sees it.
type Round struct {
	Entrants []pairing.Entrant // ID is the start number; seeded by start number
	Options  pairing.SwissOptions
}

// NextRound is the round after the last one played: the entrants with
// their scores and histories, and the options to pair it. Scores are
// in Go units (a win 2, a draw 1); TRF's w, the player who moves first, is
// Black here. Games lost or won by forfeit give points but no colour and do
// not count as a meeting. A pairing-allocated or full-point bye (U, F, or
// "+" without opponent) counts as a bye; H gives 1 and Z nothing. A player
// whose line already holds a bye for the round to pair is left out of it.
func (f *File) NextRound() (Round, error) {
	players := append([]Player(nil), f.Players...)
	sort.Slice(players, func(i, j int) bool { return players[i].Start < players[j].Start })
	// The round to pair follows the last one in which somebody was paired.
	next := 1
	for _, p := range players {
		for r, g := range p.Rounds {
			if g.Opponent != 0 || g.Result == 'U' {
				next = max(next, r+2)
			}
		}
	}
	if f.Rounds > 0 && next > f.Rounds {
		return Round{}, &Error{Reason: AllPlayed, Text: strconv.Itoa(f.Rounds)}
	}
	var out Round
	out.Options = pairing.SwissOptions{Round: next, Seeding: pairing.SplitAndSlip, TopColour: 'B'}
	if f.TopColour == 'b' {
		out.Options.TopColour = 'W'
	}
	for seed, p := range players {
		if next-1 < len(p.Rounds) && p.Rounds[next-1].Opponent == 0 && p.Rounds[next-1].Result != ' ' {
			continue // a bye asked for in advance
		}
		en := pairing.Entrant{ID: int64(p.Start), Seed: seed}
		for _, g := range p.Rounds[:min(len(p.Rounds), next-1)] {
			switch g.Result {
			case '1', 'W', 'F', 'U', '+':
				en.Score += 2
			case '=', 'D', 'H':
				en.Score++
			}
			if g.Opponent == 0 && (g.Result == 'U' || g.Result == 'F' || g.Result == '+') {
				en.Byes++
			}
			if !g.Played() {
				continue
			}
			en.Opponents = append(en.Opponents, int64(g.Opponent))
			if g.Colour == 'w' {
				en.Blacks++
				en.Last, en.Prev = 'B', en.Last
			} else {
				en.Whites++
				en.Last, en.Prev = 'W', en.Last
			}
		}
		out.Entrants = append(out.Entrants, en)
	}
	return out, nil
}
