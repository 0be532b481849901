package arbiter

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

// ResultLine is one line of a list of results as the desk wrote it: the
// table and the result (anything the quick entry reads: B+R, W+1.5, 黑中盘胜,
// 1, 2, = …), and the line's number in its file.
type ResultLine struct {
	Line          int
	Table, Result string
}

// Why a line of a list of results cannot be entered.
const (
	LineNotTable  = "table"      // the table is not a number
	LineNoTable   = "no_table"   // the round has no such table
	LineNoResult  = "no_result"  // the result is empty
	LineNotResult = "result"     // the result cannot be read
	LineDuplicate = "duplicate"  // the table is on an earlier line too
	LineHasResult = "has_result" // the table already has another result
	LineHeld      = "held"       // a withdrawal decided the table's result (HeldResultError)
)

// LineProblem is a line of a list of results that cannot be entered.
type LineProblem struct {
	ResultLine
	Round  int
	Reason string            // one of the Line… constants
	First  int               // LineDuplicate: the line that gave the table first
	Have   tournament.Result // LineHasResult: the result the table has
	Held   *HeldResultError  // LineHeld: whose withdrawal decided it
}

// MessageKey names the problem's message for translation.
func (p LineProblem) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Line": p.Line, "Table": p.Table, "Result": p.Result, "Round": p.Round,
		"First": p.First, "Have": string(p.Have), "HaveZh": p.Have.Chinese()}
	switch p.Reason {
	case LineNotTable:
		return "error.results.not_table", "line {{.Line}}: “{{.Table}}” is not a table number", args
	case LineNoTable:
		return "error.results.no_table", "line {{.Line}}: round {{.Round}} has no table {{.Table}}", args
	case LineNoResult:
		return "error.results.no_result", "line {{.Line}}: table {{.Table}} has no result", args
	case LineNotResult:
		return "error.results.not_result", "line {{.Line}}: “{{.Result}}” is not a result (B+R, W+T, B+1.5, 1, 2, =, fb, fw, 黑中盘胜 …)", args
	case LineDuplicate:
		return "error.results.duplicate", "line {{.Line}}: table {{.Table}} is already on line {{.First}}", args
	case LineHasResult:
		return "error.results.has_result", "line {{.Line}}: table {{.Table}} already has the result {{.Have}}", args
	case LineHeld:
		if p.Held != nil {
			args["Name"], args["After"] = p.Held.Name, p.Held.After
		}
		return "error.results.held", "line {{.Line}}: the result of table {{.Table}} follows from the withdrawal of {{.Name}} after round {{.After}}: undo the withdrawal first", args
	}
	return "error.results.line", "line {{.Line}}: cannot be entered", args
}

func (p LineProblem) Error() string {
	_, english, args := p.MessageKey()
	return i18n.Fill(english, args)
}

// ResultListError lists every line of a list of results that cannot be
// entered; nothing was entered.
type ResultListError struct{ Problems []LineProblem }

// MaxShown is how many of a list's failing lines are told one by one; the
// others are counted (a list of 100,000 bad lines is one mistake, not
// 100,000 messages).
const MaxShown = 50

func (e *ResultListError) Error() string {
	n := min(len(e.Problems), MaxShown)
	lines := make([]string, 0, n+1)
	for _, p := range e.Problems[:n] {
		lines = append(lines, p.Error())
	}
	if more := len(e.Problems) - n; more > 0 {
		lines = append(lines, moreProblems{More: more, All: len(e.Problems)}.Error())
	}
	return strings.Join(lines, "\n")
}

// Messages lists the first MaxShown problems one by one for translation,
// then how many more there are.
func (e *ResultListError) Messages() []interface {
	MessageKey() (string, string, map[string]any)
} {
	n := min(len(e.Problems), MaxShown)
	out := make([]interface {
		MessageKey() (string, string, map[string]any)
	}, n, n+1)
	for i, p := range e.Problems[:n] {
		out[i] = p
	}
	if more := len(e.Problems) - n; more > 0 {
		out = append(out, moreProblems{More: more, All: len(e.Problems)})
	}
	return out
}

// moreProblems counts the failing lines of a list not told one by one.
type moreProblems struct{ More, All int }

func (m moreProblems) Error() string {
	return fmt.Sprintf("… and %d more lines that cannot be entered (%d in all)", m.More, m.All)
}

// MessageKey names the message for translation.
func (m moreProblems) MessageKey() (key, english string, args map[string]any) {
	return "error.results.more", "… and {{.More}} more lines that cannot be entered ({{.All}} in all).", map[string]any{"More": m.More, "All": m.All}
}

// Reasons a whole list of results is refused.
var (
	// ErrNoResults is a list without a line of results.
	ErrNoResults = &i18n.KeyError{Key: "error.results.empty", English: "The list holds no results."}
	// ErrTeamResults is a list for a team event, whose results are entered
	// board by board.
	ErrTeamResults = &i18n.KeyError{Key: "error.results.team", English: "A team event's results are entered board by board (match and board), not from a list of tables."}
)

// RoundNotPairedError is a list of results for a round without games.
type RoundNotPairedError struct{ Round int }

func (e *RoundNotPairedError) Error() string { return fmt.Sprintf("round %d has no games", e.Round) }

// MessageKey names the error's message for translation.
func (e *RoundNotPairedError) MessageKey() (key, english string, args map[string]any) {
	return "error.results.unpaired", "Round {{.Round}} has no games to enter results for: pair it first.", map[string]any{"Round": e.Round}
}

// SetResults enters the results of a list for round n of a group as one
// action and one undo step. Every line is checked first — its table must be
// a table of the round and appear once, its result must read as the quick
// entry reads it (tournament.ParseQuick), and a table that already has a
// different result keeps it unless overwrite — and if any line fails,
// nothing is entered and the *ResultListError names every failing line.
// A line that gives a table the result it has changes nothing. As with one
// result, a margin is the count on the board and the game's warnings are
// applied to it (2002), and the reports from the tables of each game
// entered are set aside. SetResults returns how many results it entered.
func (a *Arbiter) SetResults(g tournament.Group, n int, lines []ResultLine, overwrite bool) (int, error) {
	if g.TeamEvent {
		return 0, ErrTeamResults
	}
	if len(lines) == 0 {
		return 0, ErrNoResults
	}
	entered := 0
	err := a.store.Update(storage.Change{What: "action.results_set"}, func(tx *storage.Tx) error {
		changes, err := resultList(tx, g, n, lines, overwrite)
		if err != nil {
			return err
		}
		for _, c := range changes {
			if err := tx.SetResult(c.game, c.result); err != nil {
				return err
			}
			if err := settleReports(tx, c.game, 0); err != nil {
				return err
			}
		}
		entered = len(changes)
		return tx.SetDetail(fmt.Sprint(entered))
	})
	if err != nil {
		return 0, err
	}
	return entered, nil
}

// change is a result to enter for a game.
type change struct {
	game   int64
	result tournament.Result
}

// resultList checks every line of a list of results for round n and
// returns the results to enter, in the list's order, with the games'
// warnings applied.
func resultList(tx *storage.Tx, g tournament.Group, n int, lines []ResultLine, overwrite bool) ([]change, error) {
	games, err := tx.Games(g.ID, n)
	if err != nil {
		return nil, err
	}
	if len(games) == 0 {
		return nil, &RoundNotPairedError{Round: n}
	}
	st, err := tx.Settings()
	if err != nil {
		return nil, err
	}
	warned, err := tx.RoundWarnings(g.ID, n)
	if err != nil {
		return nil, err
	}
	atTable := make(map[int]tournament.Game, len(games))
	for _, game := range games {
		if _, ok := atTable[game.Table]; !ok {
			atTable[game.Table] = game
		}
	}
	f, err := field(tx, g)
	if err != nil {
		return nil, err
	}
	var problems []LineProblem
	var changes []change
	firstLine := map[int]int{}
	for _, l := range lines {
		bad := func(reason string) { problems = append(problems, LineProblem{ResultLine: l, Round: n, Reason: reason}) }
		table, err := strconv.Atoi(strings.TrimSpace(l.Table))
		if err != nil || table < 1 {
			bad(LineNotTable)
			continue
		}
		game, ok := atTable[table]
		if !ok {
			bad(LineNoTable)
			continue
		}
		if first, seen := firstLine[table]; seen {
			problems = append(problems, LineProblem{ResultLine: l, Round: n, Reason: LineDuplicate, First: first})
			continue
		}
		firstLine[table] = l.Line
		if strings.TrimSpace(l.Result) == "" {
			bad(LineNoResult)
			continue
		}
		r, err := tournament.ParseQuick(l.Result)
		if err != nil {
			bad(LineNotResult)
			continue
		}
		entered := r
		if _, counted := r.Margin(); counted {
			w := warned[game.ID]
			entered = r.Penalised(st.Rules, w[0], w[1])
		}
		switch {
		case game.Result == entered:
			continue // nothing to change
		case game.Result != tournament.NoResult && !overwrite:
			problems = append(problems, LineProblem{ResultLine: l, Round: n, Reason: LineHasResult, Have: game.Result})
			continue
		}
		var h *HeldResultError
		if err := held(f, game, entered); errors.As(err, &h) {
			problems = append(problems, LineProblem{ResultLine: l, Round: n, Reason: LineHeld, Held: h})
			continue
		}
		changes = append(changes, change{game.ID, entered})
	}
	if len(problems) > 0 {
		return nil, &ResultListError{Problems: problems}
	}
	return changes, nil
}
