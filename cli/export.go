package cli

import (
	"flag"
	"fmt"
	"strings"
	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/interchange/egf"
	"weiqi-arbiter/interchange/opengotha"

	"weiqi-arbiter/reports/document"
	"weiqi-arbiter/reports/pdf"
	"weiqi-arbiter/reports/sheet"
)

// exportDocument runs "export KIND FILE OUT": one of a group's documents
// (sheets as .xlsx or .pdf, printed forms, EGF results, the OpenGotha file,
// game records), written by the same code as the window's exports.
func exportDocument(kind document.Kind) func(e *Env, args []string) error {
	return func(e *Env, args []string) error {
		fs := flag.NewFlagSet("export "+string(kind), flag.ContinueOnError)
		group, round := roundFlags(fs)
		paper := fs.String("paper", "a4", "")
		var venueURL *string
		if kind == document.Slips || kind == document.Pairings || kind == document.Index {
			// The address the event will be served at (weiqi-arbiter serve):
			// the sheets carry the QR code of their page, and with results
			// from the tables on, each slip its code.
			venueURL = fs.String("venue-url", "", "")
		}
		pos, err := parseRound(e, fs, args, 2, round, false)
		if err != nil {
			return err
		}
		req := document.Request{Kind: kind, Round: *round, Path: pos[1], T: e.t}
		if venueURL != nil {
			req.VenueURL = *venueURL
		}
		switch strings.ToLower(*paper) {
		case "a4":
		case "letter":
			req.Paper = pdf.Letter
		default:
			return usageError{e.t("cli.error.paper", "--paper must be a4 or letter", nil)}
		}
		if err := req.Check(); err != nil {
			return usageError{errorText(e, err)}
		}
		return withGroup(pos[0], *group, func(s *arbiter.Arbiter, g tournament.Group) error {
			req.Group = g
			notes, err := s.Export(req)
			if err != nil {
				return err
			}
			if len(notes.NoGlyph) > 0 {
				fmt.Fprintln(e.Stderr, e.t("export.no_glyph", "warning: no bundled font has {{.Chars}}: printed without them, write them in by hand", map[string]any{"Chars": i18n.CharList(e.t, notes.NoGlyph)}))
			}
			for _, name := range notes.NoLatin {
				fmt.Fprintln(e.Stdout, e.t("cli.egf.no_latin", "warning: {{.Name}} has no Latin name (written as ? ?); the EGF needs one", map[string]any{"Name": name}))
			}
			for _, name := range notes.OneName {
				fmt.Fprintln(e.Stdout, e.t("cli.egf.one_name", "note: {{.Name}} has a Latin name of one word: its given name is written “{{.Given}}”, as the EGF results format has a surname and a given name",
					map[string]any{"Name": name, "Given": egf.NoGivenName}))
			}
			for _, tr := range notes.Transliterated {
				if tr.To == "" { // a text of no Latin letter at all (the event's name in Chinese)
					fmt.Fprintln(e.Stdout, e.t("cli.egf.left_out", "note: “{{.From}}” is left out: it has no Latin letters, and the EGF results format takes ASCII letters only", map[string]any{"From": tr.From}))
					continue
				}
				fmt.Fprintln(e.Stdout, e.t("cli.egf.transliterated", "note: “{{.From}}” is written “{{.To}}”: the EGF results format takes ASCII letters only", map[string]any{"From": tr.From, "To": tr.To}))
			}
			e.openGothaNotes(notes.OpenGotha)
			if kind == document.GameRecords {
				fmt.Fprintln(e.Stdout, e.t("cli.sgf_export.done", "{{.Records}} game records written; {{.Missing}} games have none",
					map[string]any{"Records": notes.Records, "Missing": notes.WithoutRecord}))
			}
			e.written(pos[1])
			return nil
		})
	}
}

// openGothaNotes tells the user what the OpenGotha file could not hold:
// each game by round and table, each player by name, and how many wins
// are written without their margin or resignation.
func (e *Env) openGothaNotes(l opengotha.Losses) {
	game := func(key, english string, g tournament.Game) {
		fmt.Fprintln(e.Stdout, e.t(key, english, map[string]any{"Round": g.Round, "Table": g.Table, "Result": sheet.ResultText(g.Result, e.t)}))
	}
	for _, g := range l.NoResult {
		game("cli.opengotha.no_result", "note: round {{.Round}}, table {{.Table}}: the result “{{.Result}}” is written as no result: OpenGotha has no word for it", g)
	}
	for _, g := range l.HowWon {
		game("cli.opengotha.how_won", "note: round {{.Round}}, table {{.Table}}: “{{.Result}}” is written as a bare win: OpenGotha keeps who won but not how", g)
	}
	if l.BareWins > 0 {
		fmt.Fprintln(e.Stdout, e.t("cli.opengotha.bare_wins", "note: games won on count or by resignation, written as bare wins (OpenGotha keeps who won, not the margin or the resignation): {{.N}}",
			map[string]any{"N": l.BareWins}))
	}
	for _, p := range l.Withdrawn {
		if p.WithdrawnAfter == 0 {
			fmt.Fprintln(e.Stdout, e.t("cli.opengotha.withdrawn_before", "note: {{.Name}} withdrew before the first round: OpenGotha has no withdrawal, so the file writes the player as taking part in no round",
				map[string]any{"Name": p.Name()}))
			continue
		}
		fmt.Fprintln(e.Stdout, e.t("cli.opengotha.withdrawn", "note: {{.Name}} withdrew after round {{.Round}}: OpenGotha has no withdrawal, so the file writes the player as not taking part in the rounds after",
			map[string]any{"Name": p.Name(), "Round": p.WithdrawnAfter}))
	}
	for _, t := range l.WithdrawnTeams {
		if t.WithdrawnAfter == 0 {
			fmt.Fprintln(e.Stdout, e.t("cli.opengotha.team_withdrawn_before", "note: team {{.Team}} withdrew before the first round: OpenGotha has no withdrawal, so the file writes its players as taking part in no round",
				map[string]any{"Team": t.Name}))
			continue
		}
		fmt.Fprintln(e.Stdout, e.t("cli.opengotha.team_withdrawn", "note: team {{.Team}} withdrew after round {{.Round}}: OpenGotha has no withdrawal, so the file writes its players as not taking part, and on no board, in the rounds after",
			map[string]any{"Team": t.Name, "Round": t.WithdrawnAfter}))
	}
	for _, p := range l.Unranked {
		fmt.Fprintln(e.Stdout, e.t("cli.opengotha.unranked", "note: {{.Name}} has no rank: written 30K, OpenGotha's lowest", map[string]any{"Name": p.Name()}))
	}
	if l.Unkept > 0 {
		fmt.Fprintln(e.Stdout, e.t("cli.opengotha.unkept", "note: players whose gender, birth date, licence number, fixed table or notes are not in the file, as OpenGotha has no place for them: {{.N}}",
			map[string]any{"N": l.Unkept}))
	}
	for _, p := range l.LatinOnly {
		fmt.Fprintln(e.Stdout, e.t("cli.opengotha.latin_only", "note: {{.Name}} is written by the Latin name “{{.Latin}}” alone: OpenGotha holds one name",
			map[string]any{"Name": p.NameZh, "Latin": p.NameLatin}))
	}
}

// written tells the user where an export went.
func (e *Env) written(path string) {
	fmt.Fprintln(e.Stdout, e.t("cli.export.done", "written: {{.File}}", map[string]any{"File": path}))
}
