package cli

import (
	"flag"
	"fmt"
	"strings"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/reports/excel"
)

// exportSheet runs "export KIND FILE OUT.xlsx": the crosstable, standings,
// pairings or player list of one individual group as an Excel workbook.
func exportSheet(kind string) func(e *Env, args []string) error {
	return func(e *Env, args []string) error {
		fs := flag.NewFlagSet("export "+kind, flag.ContinueOnError)
		group, round := roundFlags(fs)
		pos, err := parse(e, fs, args, 2)
		if err != nil {
			return err
		}
		if !strings.HasSuffix(strings.ToLower(pos[1]), ".xlsx") {
			return usageError{e.t("cli.error.xlsx", "the sheet is written as .xlsx: name the file OUT.xlsx", nil)}
		}
		if kind == "pairings" && *round < 1 {
			return usageError{e.t("cli.error.round", "--round is required (from 1)", nil)}
		}
		s, g, err := openFile(pos[0], *group)
		if err != nil {
			return err
		}
		defer s.Close()
		if g.TeamEvent && kind != "players" {
			return usageError{e.t("cli.error.team_crosstable", "{{.Group}} is a team event: its crosstable is on the Teams screen (standings --teams)", map[string]any{"Group": g.Name})}
		}
		f, err := s.Field(g)
		if err != nil {
			return err
		}
		var table excel.Table
		switch kind {
		case "players":
			table = excel.Players(f, e.t)
		case "pairings":
			points := map[int64]tournament.Frac{}
			if *round > 1 {
				rows, _, err := s.Standings(g, *round-1)
				if err != nil {
					return err
				}
				for _, r := range rows {
					points[r.Player] = r.Points
				}
			}
			result := func(r tournament.Result) string { return string(r) }
			if e.Msg.Lang() == i18n.Chinese {
				result = tournament.Result.Chinese
			}
			table = excel.Pairings(f, *round, points, result, e.t)
		default:
			rows, asOf, err := s.Standings(g, *round)
			if err != nil {
				return err
			}
			if kind == "standings" {
				table = excel.Standings(f, rows, asOf, e.t)
			} else {
				table = excel.Crosstable(f, rows, asOf, e.t)
			}
		}
		if err := excel.Write(pos[1], table); err != nil {
			return err
		}
		fmt.Fprintln(e.Stdout, e.t("cli.export.done", "written: {{.File}}", map[string]any{"File": pos[1]}))
		return nil
	}
}
