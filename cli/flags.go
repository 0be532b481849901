package cli

import (
	"errors"
	"flag"
	"strconv"
	"strings"

	"weiqi-arbiter/domain/tournament"
)

// roundNumber refuses a --round outside 1 … tournament.MaxRounds, or
// outside 0 … MaxRounds where none given (0) means the latest.
func roundNumber(e *Env, n int, required bool) error {
	if required && n == 0 {
		return usageError{e.t("cli.error.round", "--round is required (from 1)", nil)}
	}
	return between(e, "round", n, 0, tournament.MaxRounds)
}

// parseRound reads a command's flags and its want positional arguments
// (parse), then refuses the --round they set (round, from roundFlags) as
// roundNumber does.
func parseRound(e *Env, fs *flag.FlagSet, args []string, want int, round *int, required bool) ([]string, error) {
	pos, err := parse(e, fs, args, want)
	if err != nil {
		return nil, err
	}
	return pos, roundNumber(e, *round, required)
}

// between refuses a flag's value outside min … max, in the user's language.
func between(e *Env, name string, v, min, max int) error {
	if v < min || v > max {
		return usageError{e.t("cli.error.range", "--{{.Flag}} must be a whole number from {{.Min}} to {{.Max}}",
			map[string]any{"Flag": name, "Min": min, "Max": max})}
	}
	return nil
}

// positive refuses a number (a table, a player's or team's id) below 1.
func positive(e *Env, name string, v int64) error {
	if v < 1 {
		return usageError{e.t("cli.error.positive", "--{{.Flag}} must be a whole number from 1", map[string]any{"Flag": name})}
	}
	return nil
}

// flagError says in the user's language what the flag package refused: a
// value that is not a number or out of the type's range, a flag without
// its value, a flag the command does not take. Anything else is left as
// the package said it.
func flagError(e *Env, fs *flag.FlagSet, err error) error {
	msg := err.Error()
	switch {
	case strings.HasPrefix(msg, "invalid value "):
		// invalid value "abc" for flag -round: parse error
		rest := strings.TrimPrefix(msg, "invalid value ")
		value, rest, ok := strings.Cut(rest, " for flag -")
		name, _, _ := strings.Cut(rest, ":")
		if v, err := strconv.Unquote(value); err == nil {
			value = v
		}
		if ok && fs.Lookup(name) != nil {
			return usageError{e.t("cli.error.flag_value", "--{{.Flag}}: {{.Value}} is not a value it takes (a whole number where a number is asked)",
				map[string]any{"Flag": name, "Value": value})}
		}
	case strings.HasPrefix(msg, "flag needs an argument: -"):
		return usageError{e.t("cli.error.flag_argument", "--{{.Flag}} needs a value",
			map[string]any{"Flag": strings.TrimLeft(strings.TrimPrefix(msg, "flag needs an argument: "), "-")})}
	case strings.HasPrefix(msg, "flag provided but not defined: -"):
		return usageError{e.t("cli.error.flag_unknown", "flag provided but not defined: --{{.Flag}}",
			map[string]any{"Flag": strings.TrimLeft(strings.TrimPrefix(msg, "flag provided but not defined: "), "-")})}
	case errors.Is(err, flag.ErrHelp):
		return usageError{e.t("cli.error.help", "see \"weiqi-arbiter help\"", nil)}
	}
	return usageError{msg}
}
