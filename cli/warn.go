package cli

import (
	"flag"
	"fmt"
	"strings"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
)

// runResultWarn gives a player of the game at a table a warning (警告), as
// the Rounds screen does: the warning is recorded, a second one in the game
// loses it (SPEC §6, the reason recorded), and under 2002 a counted result
// already entered loses the warned player one stone (SPEC §4.7).
func runResultWarn(e *Env, args []string) error {
	fs := flag.NewFlagSet("result warn", flag.ContinueOnError)
	group, round := roundFlags(fs)
	table := fs.Int("table", 0, "")
	player := fs.String("player", "", "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	var black bool
	switch strings.TrimSpace(*player) {
	case "black":
		black = true
	case "white":
	default:
		return usageError{e.t("cli.error.player_colour", "--player must be black or white", nil)}
	}
	return withGame(e, pos[0], *group, *round, *table, func(s *arbiter.Arbiter, g tournament.Group, game tournament.Game) error {
		lost, err := s.Warn(game.ID, black)
		if err != nil {
			return err
		}
		bw, ww, err := s.Warnings(game.ID)
		if err != nil {
			return err
		}
		after, err := s.GameAt(g.ID, *round, *table)
		if err != nil {
			return err
		}
		who, n := e.t("info.white", "White", nil), ww
		if black {
			who, n = e.t("info.black", "Black", nil), bw
		}
		values := map[string]any{"Player": who, "Table": *table, "N": n, "Result": resultText(e, string(after.Result))}
		if lost {
			fmt.Fprintln(e.Stdout, e.t("cli.result_warn.lost", "Table {{.Table}}: second warning for {{.Player}}: the game is lost ({{.Result}}).", values))
			return nil
		}
		fmt.Fprintln(e.Stdout, e.t("cli.result_warn.done", "Table {{.Table}}: warning for {{.Player}} recorded ({{.N}} in this game).", values))
		if after.Result != game.Result {
			fmt.Fprintln(e.Stdout, e.t("cli.result_warn.recounted", "The counted result is now {{.Result}} (one stone per warning, 2002 rules).", values))
		}
		return nil
	})
}

// resultText writes a stored result for the user: 黑胜3/4子 in Chinese, the
// SGF form (B+1.5) in English.
func resultText(e *Env, r string) string {
	if e.Msg.Lang() == "zh" {
		return tournament.Result(r).Chinese()
	}
	return r
}
