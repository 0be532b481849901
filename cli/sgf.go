package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"

	"weiqi-arbiter/domain/scoring"
	"weiqi-arbiter/domain/sgf"
	"weiqi-arbiter/domain/weiqi"
)

// errIrregular makes "sgf check" exit 1 after it has printed its report.
var errIrregular = errors.New("irregularities found")

// loadRecord reads an SGF file, checks it as sgf.Check does (the check
// "game record" applies too) and returns the first game and its replay.
func loadRecord(path string) (*sgf.Node, *sgf.Replayed, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	data, err := sgf.Read(f)
	if err != nil {
		return nil, nil, err
	}
	c, r, err := sgf.Check(data)
	if err != nil {
		return nil, nil, err
	}
	return c[0], r, nil
}

func runSGFCheck(e *Env, args []string) error {
	fs := flag.NewFlagSet("sgf check", flag.ContinueOnError)
	fs.SetOutput(nil)
	if err := fs.Parse(args); err != nil {
		return usageError{err.Error()}
	}
	files := fs.Args()
	if len(files) == 0 {
		return usageError{e.t("cli.error.arguments", "wrong number of arguments", nil)}
	}
	bad := false
	for _, f := range files {
		_, r, err := loadRecord(f)
		if err != nil {
			bad = true
			fmt.Fprintf(e.Stdout, "%s: %s %s\n", f, e.t("cli.error.prefix", "error:", nil), errorText(e, err))
			continue
		}
		n := r.Game.MoveCount()
		if len(r.Irregularities) == 0 {
			fmt.Fprintln(e.Stdout, e.t("cli.sgf_check.ok", "{{.File}}: {{.Moves}} moves, ok", map[string]any{"File": f, "Moves": n}))
			continue
		}
		bad = true
		var parts []string
		for _, ir := range r.Irregularities {
			parts = append(parts, describeIrregularity(e, ir))
		}
		fmt.Fprintln(e.Stdout, e.t("cli.sgf_check.irregular", "{{.File}}: {{.Moves}} moves, irregular: {{.List}}",
			map[string]any{"File": f, "Moves": n, "List": strings.Join(parts, "; ")}))
	}
	if bad {
		return errIrregular
	}
	return nil
}

func describeIrregularity(e *Env, ir weiqi.Irregularity) string {
	kind := e.t("irregularity."+string(ir.Kind), string(ir.Kind), nil)
	text := e.t("cli.irregularity", "move {{.N}} {{.Move}} {{.Kind}}", map[string]any{
		"N": ir.Move, "Move": fmt.Sprintf("%s[%s]", ir.Color, sgf.FormatPoint(ir.Point)), "Kind": kind})
	if ir.Cycle != nil && ir.Kind == weiqi.Repeated {
		text += " (" + cycleName(e, ir.Cycle.Kind) + ")"
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
	Rules          string      `json:"rules"`
	Points         int         `json:"points"`
}

func runSGFCount(e *Env, args []string) error {
	fs := flag.NewFlagSet("sgf count", flag.ContinueOnError)
	deadList := fs.String("dead", "", "")
	useMarks := fs.Bool("use-marks", false, "")
	rules := fs.String("rules", "2002", "")
	komiText := fs.String("komi", "", "")
	ret := fs.String("handicap-return", "none", "")
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
	_, r, err := loadRecord(pos[0])
	if err != nil {
		return err
	}
	board := r.Game.Board()
	w, h := board.Size()
	komi := rs.Komi()
	switch {
	case *komiText != "":
		k, err := scoring.ParseStones(*komiText)
		if err != nil {
			return usageError{e.t("problem.komi_format", "Write komi in stones with quarters, e.g. 3.75, 3¾ or 3又3/4.", nil)}
		}
		komi = k
	case r.Info.HasKomi:
		komi = r.Info.Komi
	}
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
	terms := scoring.Terms{Komi: komi, Handicap: r.Info.Handicap, Return: hr}
	o := scoring.Outcome{Margin: scoring.Margin(area, terms)}
	out := CountJSON{
		Black: json.Number(area.BlackTotal().String()), White: json.Number(area.WhiteTotal().String()),
		Dame: area.Dame, Komi: json.Number(komi.String()), Result: o.Stones(), SGFResult: o.SGF(),
		ResultZh: o.Chinese(), ResultEn: o.English(), BlackArea: area.Black, WhiteArea: area.White,
		DeadBlack: area.DeadBlack, DeadWhite: area.DeadWhite, Handicap: r.Info.Handicap,
		HandicapReturn: string(hr), Rules: string(rs), Points: area.Points,
	}
	if *asJSON {
		return writeJSON(e.Stdout, out)
	}
	stones := func(s scoring.Stones) string {
		if e.Msg.Lang() == "zh" {
			return s.Chinese() + "子"
		}
		return s.Glyph()
	}
	line := func(key, english string, v any) { fmt.Fprintf(e.Stdout, "%s: %v\n", e.t(key, english, nil), v) }
	line("count.black", "Black", stones(area.BlackTotal()))
	line("count.white", "White", stones(area.WhiteTotal()))
	line("count.dame", "Dame (points)", area.Dame)
	line("count.dead", "Dead stones (black/white)", fmt.Sprintf("%d/%d", area.DeadBlack, area.DeadWhite))
	line("settings.komi", "Komi", stones(komi))
	result := o.English()
	if e.Msg.Lang() == "zh" {
		result = o.Chinese()
	}
	line("count.result", "Result", result+" ("+o.SGF()+")")
	return nil
}

// InfoJSON is the stable shape of "sgf info --json".
type InfoJSON struct {
	File      string      `json:"file"`
	Size      string      `json:"size"`
	Black     string      `json:"black"`
	White     string      `json:"white"`
	BlackRank string      `json:"black_rank"`
	WhiteRank string      `json:"white_rank"`
	Komi      json.Number `json:"komi"`
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
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	_, r, err := loadRecord(pos[0])
	if err != nil {
		return err
	}
	in := r.Info
	size := fmt.Sprint(in.Width)
	if in.Height != in.Width {
		size = fmt.Sprintf("%d:%d", in.Width, in.Height)
	}
	out := InfoJSON{File: pos[0], Size: size, Black: in.Black, White: in.White, BlackRank: in.BlackRank,
		WhiteRank: in.WhiteRank, Komi: json.Number(in.Komi.String()), Handicap: in.Handicap, Rules: in.Rules,
		Result: in.Result, Date: in.Date, Event: in.Event, Round: in.Round, Place: in.Place,
		Moves: r.Game.MoveCount(), Irregular: len(r.Irregularities)}
	if *asJSON {
		return writeJSON(e.Stdout, out)
	}
	line := func(key, english string, v any) { fmt.Fprintf(e.Stdout, "%s: %v\n", e.t(key, english, nil), v) }
	line("info.black", "Black", strings.TrimSpace(in.Black+" "+in.BlackRank))
	line("info.white", "White", strings.TrimSpace(in.White+" "+in.WhiteRank))
	line("info.size", "Board", size)
	line("settings.komi", "Komi", in.Komi.Glyph())
	line("info.handicap", "Handicap", in.Handicap)
	line("settings.rules", "Rules", in.Rules)
	line("info.result", "Result", in.Result)
	line("info.date", "Date", in.Date)
	line("info.event", "Event", strings.TrimSpace(in.Event+" "+in.Round))
	line("info.moves", "Moves", out.Moves)
	return nil
}
