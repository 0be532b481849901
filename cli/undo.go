package cli

import (
	"errors"
	"flag"
	"fmt"
	"weiqi-arbiter/arbiter"

	"weiqi-arbiter/domain/tournament"
)

// runUndo reverts the latest action in the file and prints it.
func runUndo(e *Env, args []string) error { return runStep(e, args, true) }

// runRedo applies again the action undone last and prints it.
func runRedo(e *Env, args []string) error { return runStep(e, args, false) }

func runStep(e *Env, args []string, undo bool) error {
	name := "redo"
	if undo {
		name = "undo"
	}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	return withFile(pos[0], func(s *arbiter.Arbiter) error {
		var act tournament.Action
		key, english := "cli.undo.done", "undone: {{.What}}"
		if undo {
			act, err = s.Undo()
		} else {
			act, err = s.Redo()
			key, english = "cli.redo.done", "redone: {{.What}}"
		}
		switch {
		case errors.Is(err, tournament.ErrNothingToUndo):
			return errors.New(e.t("cli.undo.nothing", "nothing to undo", nil))
		case errors.Is(err, tournament.ErrNothingToRedo):
			return errors.New(e.t("cli.redo.nothing", "nothing to redo", nil))
		case err != nil:
			return err
		}
		what := e.t(act.What, act.What, nil)
		if act.Detail != "" {
			what += " (" + act.Detail + ")"
		}
		fmt.Fprintln(e.Stdout, e.t(key, english, map[string]any{"What": what}))
		return nil
	})
}
