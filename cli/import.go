package cli

import (
	"flag"
	"fmt"

	"weiqi-arbiter/reports/roster"
)

// runImportPlayers reads a registration list into a group: every problem
// row is listed with its number and reason, and nothing is written while
// there are problems (unless --skip-bad) or with --dry-run.
func runImportPlayers(e *Env, args []string) error {
	fs := flag.NewFlagSet("import players", flag.ContinueOnError)
	group := fs.String("group", "", "")
	mapping := fs.String("map", "", "")
	dry := fs.Bool("dry-run", false, "")
	skip := fs.Bool("skip-bad", false, "")
	pos, err := parse(e, fs, args, 2)
	if err != nil {
		return err
	}
	rows, err := roster.Read(pos[1])
	if err != nil {
		return err
	}
	if len(rows) == 0 {
		return roster.ErrNoRows
	}
	m := roster.Guess(rows[0])
	if *mapping != "" {
		if m, err = roster.ParseMapping(*mapping); err != nil {
			return usageError{err.Error()}
		}
	}
	s, g, err := openFile(pos[0], *group)
	if err != nil {
		return err
	}
	defer s.Close()
	existing, err := s.Players()
	if err != nil {
		return err
	}
	players, problems, err := roster.Players(rows, m, g.ID, existing)
	if err != nil {
		return err
	}
	for _, p := range problems {
		fmt.Fprintln(e.Stdout, errorText(e, p))
	}
	fmt.Fprintln(e.Stdout, e.t("import.summary", "{{.N}} players to import, {{.Bad}} rows with problems", map[string]any{"N": len(players), "Bad": len(problems)}))
	if *dry {
		return nil
	}
	if len(problems) > 0 && !*skip {
		return fmt.Errorf("%s", e.t("import.refused", "nothing imported: correct the rows above, or pass --skip-bad to import the others", nil))
	}
	if err := s.ImportPlayers(players); err != nil {
		return err
	}
	fmt.Fprintln(e.Stdout, e.t("import.done", "{{.N}} players imported into {{.Group}}", map[string]any{"N": len(players), "Group": g.Name}))
	return nil
}
