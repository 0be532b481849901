package cli

import (
	"flag"
	"fmt"
	"strings"

	"weiqi-arbiter/reports/excel"
)

func runExportCrosstable(e *Env, args []string) error {
	fs := flag.NewFlagSet("export crosstable", flag.ContinueOnError)
	group, round := roundFlags(fs)
	pos, err := parse(e, fs, args, 2)
	if err != nil {
		return err
	}
	if !strings.HasSuffix(strings.ToLower(pos[1]), ".xlsx") {
		return usageError{e.t("cli.error.xlsx", "the crosstable is written as .xlsx: name the file OUT.xlsx", nil)}
	}
	s, g, err := openFile(pos[0], *group)
	if err != nil {
		return err
	}
	defer s.Close()
	if g.TeamEvent {
		return usageError{e.t("cli.error.team_crosstable", "{{.Group}} is a team event: its crosstable is on the Teams screen (standings --teams)", map[string]any{"Group": g.Name})}
	}
	rows, asOf, err := s.Standings(g, *round)
	if err != nil {
		return err
	}
	f, err := s.Field(g)
	if err != nil {
		return err
	}
	if err := excel.Write(pos[1], excel.Crosstable(f, rows, asOf, e.t)); err != nil {
		return err
	}
	fmt.Fprintln(e.Stdout, e.t("cli.export.done", "written: {{.File}}", map[string]any{"File": pos[1]}))
	return nil
}
