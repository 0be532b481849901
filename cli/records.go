package cli

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"weiqi-arbiter/reports/records"
)

// runGameRecord attaches an SGF game record to the game at a table, or with
// --remove takes it off.
func runGameRecord(e *Env, args []string) error {
	fs := flag.NewFlagSet("game record", flag.ContinueOnError)
	group, round := roundFlags(fs)
	table := fs.Int("table", 0, "")
	remove := fs.Bool("remove", false, "")
	want := 2 // FILE IN.sgf, or FILE alone with --remove
	if slices.Contains(args, "--remove") || slices.Contains(args, "-remove") {
		want = 1
	}
	pos, err := parse(e, fs, args, want)
	if err != nil {
		return err
	}
	s, g, err := openFile(pos[0], *group)
	if err != nil {
		return err
	}
	defer s.Close()
	game, err := s.GameAt(g.ID, *round, *table)
	if err != nil {
		return err
	}
	if *remove {
		return s.DetachRecord(game.ID)
	}
	data, err := os.ReadFile(pos[1])
	if err != nil {
		return err
	}
	return s.AttachRecord(game.ID, data)
}

// runExportSGF writes the records attached to a group's games: into one SGF
// collection when OUT ends in .sgf, else one file per game in the folder OUT.
func runExportSGF(e *Env, args []string) error {
	fs := flag.NewFlagSet("export sgf", flag.ContinueOnError)
	group, round := roundFlags(fs)
	pos, err := parse(e, fs, args, 2)
	if err != nil {
		return err
	}
	s, _, st, f, err := openGroupData(pos[0], *group)
	if err != nil {
		return err
	}
	defer s.Close()
	games, missing, err := records.Collect(s, st, f, *round)
	if err != nil {
		return err
	}
	if len(games) == 0 {
		return usageError{e.t("cli.sgf_export.none", "No game of these rounds has a record attached: nothing written.", nil)}
	}
	if strings.EqualFold(filepath.Ext(pos[1]), ".sgf") {
		if err := records.WriteCollection(pos[1], games); err != nil {
			return err
		}
	} else if _, err := records.WriteDir(pos[1], games); err != nil {
		return err
	}
	fmt.Fprintln(e.Stdout, e.t("cli.sgf_export.done", "{{.Records}} game records written; {{.Missing}} games have none", map[string]any{"Records": len(games), "Missing": missing}))
	e.written(pos[1])
	return nil
}
