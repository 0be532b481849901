package cli

import (
	"flag"
	"os"
	"slices"
	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
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
	return withGroup(pos[0], *group, func(s *arbiter.Arbiter, g tournament.Group) error {
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
	})
}
