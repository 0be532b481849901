package cli

import (
	"flag"
	"fmt"
)

// runResultWarn gives a player of a game a warning (警告), as the rounds
// screen does: the warning is recorded on the game, and a second one in the
// same game loses it, the reason recorded (SPEC §6).
func runResultWarn(e *Env, args []string) error {
	fs := flag.NewFlagSet("result warn", flag.ContinueOnError)
	group, round := roundFlags(fs)
	table := fs.Int("table", 0, "")
	player := fs.String("player", "", "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	if *round < 1 {
		return usageError{e.t("cli.error.round", "--round is required (from 1)", nil)}
	}
	if *table < 1 {
		return usageError{e.t("cli.error.table", "--table is required (from 1)", nil)}
	}
	black := *player == "black"
	if !black && *player != "white" {
		return usageError{e.t("cli.error.warn_player", "--player must be black or white", nil)}
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
	lost, err := s.Warn(game.ID, black)
	if err != nil {
		return err
	}
	bw, ww, err := s.Warnings(game.ID)
	if err != nil {
		return err
	}
	id, count := game.White, ww
	if black {
		id, count = game.Black, bw
	}
	name := fmt.Sprint(id)
	if players, err := s.Players(); err == nil {
		for _, p := range players {
			if p.ID == id {
				name = p.Name()
			}
		}
	}
	fmt.Fprintln(e.Stdout, e.t("cli.result_warn.done", "round {{.Round}} table {{.Table}}: {{.Name}} warned ({{.N}} in this game)",
		map[string]any{"Round": *round, "Table": *table, "Name": name, "N": count}))
	if lost {
		fmt.Fprintln(e.Stdout, e.t("rounds.warn.lost", "{{.Name}}: second warning, the game is lost.", map[string]any{"Name": name}))
	}
	return nil
}
