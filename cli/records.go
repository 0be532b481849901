package cli

import (
	"flag"
	"os"
	"slices"
	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/sgf"
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
	return withGame(e, pos[0], *group, *round, *table, func(s *arbiter.Arbiter, _ tournament.Group, game tournament.Game) error {
		if *remove {
			return s.DetachRecord(game.ID)
		}
		f, err := os.Open(pos[1])
		if err != nil {
			return err
		}
		defer f.Close()
		data, err := sgf.ReadRecord(f)
		if err != nil {
			return err
		}
		return s.AttachRecord(game.ID, data)
	})
}
