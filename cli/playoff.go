package cli

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
)

// idList is a flag of player ids separated by commas: --order 7,3,12.
type idList []int64

func (l *idList) String() string { return fmt.Sprint(*l) }

func (l *idList) Set(s string) error {
	*l = nil
	for _, f := range strings.Split(s, ",") {
		id, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil || id < 1 {
			return fmt.Errorf("%q is not a list of player ids (7,3,12)", s)
		}
		*l = append(*l, id)
	}
	return nil
}

// runStandingsPlayoff records the order of a play-off or drawing of lots
// for players still tied (--order, best first), or removes it (--clear).
func runStandingsPlayoff(e *Env, args []string) error {
	fs := flag.NewFlagSet("standings playoff", flag.ContinueOnError)
	group, round := roundFlags(fs)
	var order, clear idList
	fs.Var(&order, "order", "")
	fs.Var(&clear, "clear", "")
	pos, err := parseRound(e, fs, args, 1, round, false)
	if err != nil {
		return err
	}
	if (len(order) == 0) == (len(clear) == 0) {
		return usageError{e.t("cli.error.playoff", "give --order ID,ID,… (best first) or --clear ID,ID,…", nil)}
	}
	return withGroup(pos[0], *group, func(s *arbiter.Arbiter, g tournament.Group) error {
		if len(clear) > 0 {
			return s.ClearPlayoff(g, clear)
		}
		if err := s.RecordPlayoff(g, *round, order); err != nil {
			return err
		}
		fmt.Fprintln(e.Stdout, e.t("cli.playoff.done", "play-off recorded for {{.N}} players", map[string]any{"N": len(order)}))
		return nil
	})
}
