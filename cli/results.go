package cli

import (
	"errors"
	"fmt"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/interchange/resultlist"
)

// setResultList enters the results of a CSV list (table,result) for a round
// as one action: every bad line is named, and nothing is written while any
// remain.
func setResultList(e *Env, file, group string, round int, from string, overwrite bool) error {
	list, err := resultlist.Read(from)
	if err != nil {
		return err
	}
	lines := make([]arbiter.ResultLine, len(list))
	for i, l := range list {
		lines[i] = arbiter.ResultLine{Line: l.Number, Table: l.Table, Result: l.Result}
	}
	return withGroup(file, group, func(s *arbiter.Arbiter, g tournament.Group) error {
		n, err := s.SetResults(g, round, lines, overwrite)
		var bad *arbiter.ResultListError
		if errors.As(err, &bad) {
			hasResult := false
			for _, p := range bad.Problems {
				hasResult = hasResult || p.Reason == arbiter.LineHasResult
			}
			for _, m := range bad.Messages() { // the first lines, then how many more
				fmt.Fprintln(e.Stderr, i18n.Translate(e.t, m))
			}
			if hasResult {
				return errors.New(e.t("cli.results.refused_overwrite", "nothing entered: correct the lines above, or add --overwrite to replace the results already entered", nil))
			}
			return errors.New(e.t("cli.results.refused", "nothing entered: correct the lines above", nil))
		}
		if err != nil {
			return err
		}
		fmt.Fprintln(e.Stdout, e.t("cli.results.done", "{{.N}} results entered in round {{.Round}} of {{.Group}} ({{.Lines}} lines read)",
			map[string]any{"N": n, "Round": round, "Group": g.Name, "Lines": len(lines)}))
		return nil
	})
}
