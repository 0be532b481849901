package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/interchange/opengotha"
	"weiqi-arbiter/interchange/roster"
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
	m := roster.Guess(rows[roster.HeaderRow(rows)]) // below a title row, if the list has one
	if *mapping != "" {
		if m, err = roster.ParseMapping(*mapping); err != nil {
			return usageError{errorText(e, err)}
		}
	}
	return withGroup(pos[0], *group, func(s *arbiter.Arbiter, g tournament.Group) error {
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
	})
}

// runImportOpenGotha adds the players, games, results and byes of an
// OpenGotha tournament file to FILE as a new group, in one undoable action.
func runImportOpenGotha(e *Env, args []string) error {
	fs := flag.NewFlagSet("import opengotha", flag.ContinueOnError)
	name := fs.String("group", "", "")
	system := fs.String("system", "", "")
	teams := fs.Bool("teams", false, "")
	pos, err := parse(e, fs, args, 2)
	if err != nil {
		return err
	}
	sys := tournament.McMahon
	if *system != "" {
		if sys, err = tournament.ParseSystem(*system); err != nil || sys.TeamOnly() {
			return usageError{e.t("cli.error.system", "--system must be roundrobin, double-roundrobin, swiss, mcmahon, knockout, double-knockout, swiss-knockout, match, all-play-all or leitai", nil)}
		}
	}
	// "import opengotha IN.xml FILE" (the order) and "FILE IN.xml"
	// both work: the OpenGotha file is the one named .xml.
	if strings.EqualFold(filepath.Ext(pos[0]), ".xml") && !strings.EqualFold(filepath.Ext(pos[1]), ".xml") {
		pos[0], pos[1] = pos[1], pos[0]
	}
	in, err := os.Open(pos[1])
	if err != nil {
		return err
	}
	defer in.Close()
	ev, err := opengotha.Read(in)
	if err != nil {
		return err
	}
	return withFile(pos[0], func(s *arbiter.Arbiter) error {
		// The file's McMahon settings come with it, so that the standings are
		// OpenGotha's; another system keeps only its bye points. --teams takes
		// a team tournament's teams and matches instead of individual games.
		o := arbiter.OpenGothaImport{Name: *name, FileName: strings.TrimSuffix(filepath.Base(pos[1]), filepath.Ext(pos[1])), Teams: *teams}
		if *system != "" {
			o.System = sys
		}
		g, ev, err := s.ImportOpenGotha(ev, o)
		if errors.Is(err, arbiter.ErrNoTeams) {
			return usageError{e.t("cli.opengotha.no_teams", "--teams: this file holds no team tournament (teams playing each other board by board)", nil)}
		}
		if err != nil {
			return err
		}
		for _, u := range ev.Unmatched {
			fmt.Fprintln(e.Stdout, e.t("cli.opengotha.unmatched", "warning: round {{.Round}} table {{.Table}}: OpenGotha's \"both win\" has no equivalent under the Chinese rules; it is left without a result",
				map[string]any{"Round": u.Round, "Table": u.Table}))
		}
		fmt.Fprintln(e.Stdout, e.t("cli.opengotha.done", "{{.Group}}: {{.Players}} players and {{.Games}} games imported", map[string]any{"Group": g.Name, "Players": len(ev.Players), "Games": ev.GameCount()}))
		if *teams {
			fmt.Fprintln(e.Stdout, e.t("cli.opengotha.teams", "{{.Teams}} teams and {{.Matches}} team matches imported", map[string]any{"Teams": len(ev.Teams), "Matches": len(ev.Matches)}))
		} else if len(ev.Teams) > 0 {
			fmt.Fprintln(e.Stdout, e.t("cli.opengotha.has_teams", "note: the file also holds a team tournament of {{.Teams}} teams; import it with --teams to keep them", map[string]any{"Teams": len(ev.Teams)}))
		}
		return nil
	})
}
