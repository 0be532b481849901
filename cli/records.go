package cli

import (
	"flag"
	"os"
	"slices"

	"weiqi-arbiter/domain/sgf"
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
	defer e.closeStore(s)
	game, err := s.GameAt(g.ID, *round, *table)
	if err != nil {
		return err
	}
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
}
