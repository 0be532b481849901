package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"weiqi-arbiter/domain/scoring"
	"weiqi-arbiter/domain/sgf"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/domain/weiqi"
)

// errIrregular makes "sgf check" exit 1 after it has printed its report.
var errIrregular = errors.New("irregularities found")

// loadRecord reads and replays the first game of an SGF file under
// situational superko (the 2002 wording, SPEC §2).
func loadRecord(path string) (*sgf.Node, *sgf.Replayed, error) {
	return loadRecordWith(path, weiqi.Situational)
}

// loadRecordWith reads an SGF file, checks it as sgf.Check does (the check
// "game record" applies too) and returns the first game and its replay.
func loadRecordWith(path string, rule weiqi.Superko) (*sgf.Node, *sgf.Replayed, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	data, err := sgf.Read(f)
	if err != nil {
		return nil, nil, err
	}
	c, r, err := sgf.Check(data, rule)
	if err != nil {
		return nil, nil, err
	}
	return c[0], r, nil
}

// superkoRule reads --superko: situational (the default, the 2002 wording
// "a move must not make the opponent face a position that has occurred
// before") or positional.
func superkoRule(e *Env, text string) (weiqi.Superko, error) {
	switch strings.TrimSpace(text) {
	case "situational":
		return weiqi.Situational, nil
	case "positional":
		return weiqi.Positional, nil
	}
	return 0, usageError{e.t("cli.error.superko", "--superko must be situational or positional", nil)}
}

// komiWarning prints, on standard error, that a record's KM could not be
// read and which komi the game is counted with instead.
func komiWarning(e *Env, file string, in sgf.Info, komi scoring.Stones) {
	if in.KomiError == nil {
		return
	}
	fmt.Fprintln(e.Stderr, e.t("cli.warning.komi", "{{.File}}: warning: the komi KM cannot be read; counted with {{.Komi}} stones",
		map[string]any{"File": file, "Komi": stonesText(e, komi)}))
}

// stonesText writes an amount of stones in the user's language: 3又3/4子 or 3¾.
func stonesText(e *Env, s scoring.Stones) string {
	if e.Msg.Lang() == "zh" {
		return s.Chinese() + "子"
	}
	return s.Glyph()
}

func runSGFCheck(e *Env, args []string) error {
	fs := flag.NewFlagSet("sgf check", flag.ContinueOnError)
	rules := fs.String("rules", "2002", "")
	superko := fs.String("superko", "situational", "")
	fs.SetOutput(io.Discard)
	var files []string
	for rest := args; ; {
		if err := fs.Parse(rest); err != nil {
			return usageError{err.Error()}
		}
		rest = fs.Args()
		if len(rest) == 0 {
			break
		}
		files, rest = append(files, rest[0]), rest[1:]
	}
	if len(files) == 0 {
		return usageError{e.t("cli.error.arguments", "wrong number of arguments", nil)}
	}
	rs, err := ruleSet(e, *rules)
	if err != nil {
		return err
	}
	rule, err := superkoRule(e, *superko)
	if err != nil {
		return err
	}
	rules2002 := rs == tournament.Rules2002
	bad := false
	for _, f := range files {
		_, r, err := loadRecordWith(f, rule)
		if err != nil {
			bad = true
			fmt.Fprintf(e.Stdout, "%s: %s %s\n", f, e.t("cli.error.prefix", "error:", nil), errorText(e, err))
			continue
		}
		komiWarning(e, f, r.Info, r.Info.GameKomi(rs.Komi()))
		n := r.Game.MoveCount()
		var parts []string
		for _, ir := range r.Irregularities {
			if ir.Breaks(rules2002) {
				parts = append(parts, describeIrregularity(e, ir, rules2002))
			}
		}
		if len(parts) == 0 {
			fmt.Fprintln(e.Stdout, e.t("cli.sgf_check.ok", "{{.File}}: {{.Moves}} moves, ok", map[string]any{"File": f, "Moves": n}))
			continue
		}
		bad = true
		fmt.Fprintln(e.Stdout, e.t("cli.sgf_check.irregular", "{{.File}}: {{.Moves}} moves, irregular: {{.List}}",
			map[string]any{"File": f, "Moves": n, "List": strings.Join(parts, "; ")}))
	}
	if bad {
		return errIrregular
	}
	return nil
}

// describeIrregularity writes an irregularity with the rulings the edition
// gives the arbiter on it (weiqi.Irregularity.Rulings, as the board screen).
func describeIrregularity(e *Env, ir weiqi.Irregularity, rules2002 bool) string {
	kind := e.t("irregularity."+string(ir.Kind), string(ir.Kind), nil)
	text := e.t("cli.irregularity", "move {{.N}} {{.Move}} {{.Kind}}", map[string]any{
		"N": ir.Move, "Move": fmt.Sprintf("%s[%s]", ir.Color, sgf.FormatPoint(ir.Point)), "Kind": kind})
	if ir.Cycle != nil && ir.Kind == weiqi.Repeated {
		text += " (" + cycleName(e, ir.Cycle.Kind) + ")"
	}
	if rulings := ir.Rulings(rules2002); len(rulings) > 0 {
		var names []string
		for _, r := range rulings {
			names = append(names, e.t("ruling."+string(r), string(r), nil))
		}
		text += " — " + e.t("cli.rulings", "the rules give: {{.Rulings}}", map[string]any{"Rulings": strings.Join(names, e.t("list.sep", ", ", nil))})
	}
	return text
}

func cycleName(e *Env, k weiqi.CycleKind) string {
	if e.Msg.Lang() == "zh" {
		return k.Chinese()
	}
	return string(k)
}

// CountJSON is the stable shape of "sgf count --json". Stones are decimal
// numbers of stones (quarters are exact); dame and areas are points.
type CountJSON struct {
	Black          json.Number `json:"black"`
	White          json.Number `json:"white"`
	Dame           int         `json:"dame"`
	Komi           json.Number `json:"komi"`
	KomiFrom       string      `json:"komi_from"` // option, record, rules or handicap
	Result         string      `json:"result"`
	SGFResult      string      `json:"sgf_result"`
	ResultZh       string      `json:"result_zh"`
	ResultEn       string      `json:"result_en"`
	BlackArea      int         `json:"black_area"`
	WhiteArea      int         `json:"white_area"`
	DeadBlack      int         `json:"dead_black"`
	DeadWhite      int         `json:"dead_white"`
	Handicap       int         `json:"handicap"`
	HandicapReturn string      `json:"handicap_return"`
	BlackWarnings  int         `json:"black_warnings"`
	WhiteWarnings  int         `json:"white_warnings"`
	WarningsCost   bool        `json:"warnings_cost"` // 2002: one stone each; 1988: nothing
	DameTo         string      `json:"dame_to,omitempty"`
	Rules          string      `json:"rules"`
	Points         int         `json:"points"`
}

// maxKomi bounds --komi, in stones either way: the settings' komi is at
// most 20 stones, and a record's reverse komi no more.
const maxKomi = 20

// recordKomi is the komi a record is counted with, and where it comes from:
// --komi, else the record's KM, else the rules (none in a handicap game).
func recordKomi(e *Env, komiText string, in sgf.Info, rs tournament.RuleSet) (scoring.Stones, string, error) {
	if komiText != "" {
		k, err := scoring.ParseStones(komiText)
		if err != nil {
			return 0, "", usageError{e.t("problem.komi_format", "Write komi in stones with quarters, e.g. 3.75, 3 3/4 or 3又3/4.", nil)}
		}
		if k < -scoring.WholeStones(maxKomi) || k > scoring.WholeStones(maxKomi) {
			return 0, "", usageError{e.t("cli.error.komi_range", "--komi must be from -{{.Max}} to {{.Max}} stones", map[string]any{"Max": maxKomi})}
		}
		return k, "option", nil
	}
	switch {
	case in.HasKomi:
		return in.Komi, "record", nil
	case in.Handicap > 0:
		return in.GameKomi(rs.Komi()), "handicap", nil
	}
	return in.GameKomi(rs.Komi()), "rules", nil
}

// parseWarnings reads --warnings B,W: the warnings each player received.
func parseWarnings(e *Env, text string) (black, white int, err error) {
	if strings.TrimSpace(text) == "" {
		return 0, 0, nil
	}
	b, w, ok := strings.Cut(text, ",")
	black, err1 := strconv.Atoi(strings.TrimSpace(b))
	white, err2 := strconv.Atoi(strings.TrimSpace(w))
	if !ok || err1 != nil || err2 != nil || black < 0 || white < 0 || black > 1 || white > 1 {
		return 0, 0, usageError{e.t("cli.error.warnings", "--warnings takes Black's and White's warnings, e.g. 1,0 (a second warning loses the game)", nil)}
	}
	return black, white, nil
}

// parseDameTo reads --dame-to black|white: the side that receives every
// contested point because the other gave up contesting them (SPEC §5).
func parseDameTo(e *Env, text string) (weiqi.Color, error) {
	switch strings.TrimSpace(text) {
	case "":
		return weiqi.Empty, nil
	case "black":
		return weiqi.Black, nil
	case "white":
		return weiqi.White, nil
	}
	return weiqi.Empty, usageError{e.t("cli.error.dame_to", "--dame-to must be black or white", nil)}
}

func runSGFCount(e *Env, args []string) error {
	fs := flag.NewFlagSet("sgf count", flag.ContinueOnError)
	deadList := fs.String("dead", "", "")
	useMarks := fs.Bool("use-marks", false, "")
	rules := fs.String("rules", "2002", "")
	komiText := fs.String("komi", "", "")
	ret := fs.String("handicap-return", "none", "")
	warnings := fs.String("warnings", "", "")
	dameTo := fs.String("dame-to", "", "")
	asJSON := fs.Bool("json", false, "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	rs, err := ruleSet(e, *rules)
	if err != nil {
		return err
	}
	hr := scoring.HandicapReturn(*ret)
	if hr != scoring.ReturnNone && hr != scoring.ReturnHalf {
		return usageError{e.t("cli.error.handicap_return", "--handicap-return must be none or half", nil)}
	}
	bw, ww, err := parseWarnings(e, *warnings)
	if err != nil {
		return err
	}
	to, err := parseDameTo(e, *dameTo)
	if err != nil {
		return err
	}
	_, r, err := loadRecord(pos[0])
	if err != nil {
		return err
	}
	komi, komiFrom, err := recordKomi(e, *komiText, r.Info, rs)
	if err != nil {
		return err
	}
	if komiFrom != "option" {
		komiWarning(e, pos[0], r.Info, komi)
	}
	board := r.Game.Board()
	w, h := board.Size()
	dead := map[weiqi.Point]bool{}
	if *deadList != "" {
		var marked []weiqi.Point
		for _, s := range strings.Split(*deadList, ",") {
			p, err := sgf.ParsePoint(strings.TrimSpace(s), w, h)
			if err != nil || p.IsPass() || board.At(p) == weiqi.Empty {
				return usageError{e.t("cli.error.dead_point", "--dead: {{.Point}} is not a stone on the board", map[string]any{"Point": s})}
			}
			marked = append(marked, p)
		}
		for p := range scoring.DeadGroups(board, marked) {
			dead[p] = true
		}
	}
	if *useMarks {
		marks, err := sgf.DeadFromMarks(r.Last, board)
		if err != nil {
			return err
		}
		for p := range marks {
			dead[p] = true
		}
	}
	area := scoring.CountArea(board, dead)
	if err := area.Check(); err != nil {
		return err
	}
	terms := scoring.Terms{Komi: komi, Handicap: r.Info.Handicap, Return: hr, DameTo: to}
	if rs.WarningsCost() {
		terms.BlackWarnings, terms.WhiteWarnings = bw, ww
	}
	o := scoring.Outcome{Margin: scoring.Margin(area, terms)}
	black, white := area.Totals(terms)
	out := CountJSON{
		Black: json.Number(black.String()), White: json.Number(white.String()),
		Dame: area.Dame, Komi: json.Number(komi.String()), KomiFrom: komiFrom, Result: o.Stones(), SGFResult: o.SGF(),
		ResultZh: o.Chinese(), ResultEn: o.English(), BlackArea: area.Black, WhiteArea: area.White,
		DeadBlack: area.DeadBlack, DeadWhite: area.DeadWhite, Handicap: r.Info.Handicap,
		HandicapReturn: string(hr), BlackWarnings: bw, WhiteWarnings: ww, WarningsCost: rs.WarningsCost(),
		Rules: string(rs), Points: area.Points,
	}
	if to != weiqi.Empty {
		out.DameTo = strings.TrimSpace(*dameTo)
	}
	if *asJSON {
		return writeJSON(e.Stdout, out)
	}
	line := func(key, english string, v any) { fmt.Fprintf(e.Stdout, "%s: %v\n", e.t(key, english, nil), v) }
	line("count.black", "Black", stonesText(e, black))
	line("count.white", "White", stonesText(e, white))
	line("count.dame", "Dame (points)", area.Dame)
	if to != weiqi.Empty {
		line("count.dame_to", "Dame given to", colourWord(e, to))
	}
	line("count.dead", "Dead stones (black/white)", fmt.Sprintf("%d/%d", area.DeadBlack, area.DeadWhite))
	line("settings.komi", "Komi", stonesText(e, komi)+" ("+e.t("count.komi_from."+komiFrom, komiFrom, nil)+")")
	if bw+ww > 0 {
		text := fmt.Sprintf("%d/%d", bw, ww)
		if !rs.WarningsCost() {
			text += " (" + e.t("count.warnings_1988", "1988 rules: no stones deducted", nil) + ")"
		}
		line("count.warnings", "Warnings (black/white)", text)
	}
	result := o.English()
	if e.Msg.Lang() == "zh" {
		result = o.Chinese()
	}
	line("count.result", "Result", result+" ("+o.SGF()+")")
	return nil
}

// colourWord is Black or White in the user's language.
func colourWord(e *Env, c weiqi.Color) string {
	if c == weiqi.White {
		return e.t("info.white", "White", nil)
	}
	return e.t("info.black", "Black", nil)
}

// InfoJSON is the stable shape of "sgf info --json". Komi is the komi the
// game is counted with under --rules (the same as "sgf count"): KM when the
// record has a readable one, else the rules' komi, none in a handicap game.
type InfoJSON struct {
	File      string      `json:"file"`
	Size      string      `json:"size"`
	Black     string      `json:"black"`
	White     string      `json:"white"`
	BlackRank string      `json:"black_rank"`
	WhiteRank string      `json:"white_rank"`
	Komi      json.Number `json:"komi"`
	KomiFrom  string      `json:"komi_from"` // record, rules or handicap
	KM        string      `json:"km,omitempty"`
	Handicap  int         `json:"handicap"`
	Rules     string      `json:"rules"`
	Result    string      `json:"result"`
	Date      string      `json:"date"`
	Event     string      `json:"event"`
	Round     string      `json:"round"`
	Place     string      `json:"place"`
	Moves     int         `json:"moves"`
	Irregular int         `json:"irregularities"`
}

func runSGFInfo(e *Env, args []string) error {
	fs := flag.NewFlagSet("sgf info", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "")
	rules := fs.String("rules", "2002", "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	rs, err := ruleSet(e, *rules)
	if err != nil {
		return err
	}
	root, r, err := loadRecord(pos[0])
	if err != nil {
		return err
	}
	in := r.Info
	komi, komiFrom, err := recordKomi(e, "", in, rs)
	if err != nil {
		return err
	}
	komiWarning(e, pos[0], in, komi)
	km, _ := root.Text("KM")
	size := fmt.Sprint(in.Width)
	if in.Height != in.Width {
		size = fmt.Sprintf("%d:%d", in.Width, in.Height)
	}
	irregular := 0
	for _, ir := range r.Irregularities {
		if ir.Breaks(rs == tournament.Rules2002) {
			irregular++
		}
	}
	out := InfoJSON{File: pos[0], Size: size, Black: in.Black, White: in.White, BlackRank: in.BlackRank,
		WhiteRank: in.WhiteRank, Komi: json.Number(komi.String()), KomiFrom: komiFrom, KM: strings.TrimSpace(km),
		Handicap: in.Handicap, Rules: in.Rules, Result: in.Result, Date: in.Date, Event: in.Event, Round: in.Round,
		Place: in.Place, Moves: r.Game.MoveCount(), Irregular: irregular}
	if *asJSON {
		return writeJSON(e.Stdout, out)
	}
	line := func(key, english string, v any) { fmt.Fprintf(e.Stdout, "%s: %v\n", e.t(key, english, nil), v) }
	line("info.black", "Black", strings.TrimSpace(in.Black+" "+in.BlackRank))
	line("info.white", "White", strings.TrimSpace(in.White+" "+in.WhiteRank))
	line("info.size", "Board", size)
	line("settings.komi", "Komi", stonesText(e, komi)+" ("+e.t("count.komi_from."+komiFrom, komiFrom, nil)+")")
	line("info.handicap", "Handicap", in.Handicap)
	line("settings.rules", "Rules", in.Rules)
	line("info.result", "Result", in.Result)
	line("info.date", "Date", in.Date)
	line("info.event", "Event", strings.TrimSpace(in.Event+" "+in.Round))
	line("info.moves", "Moves", out.Moves)
	return nil
}
