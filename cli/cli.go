// Package cli is the headless face of the program: the same operations as the
// GUI, through the same storage and domain code, for scripts and tests.
package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/reports/document"
	"weiqi-arbiter/storage"
)

// Env is what a command runs with: its output streams, the program version
// and the message catalogue of the user's language.
type Env struct {
	Stdout, Stderr io.Writer
	Version        string
	Msg            *i18n.Catalog
}

// t translates a message of the catalogue.
func (e *Env) t(key, english string, args map[string]any) string {
	return e.Msg.T(key, english, args)
}

// command is one subcommand: its words, a one-line summary and its run function.
type command struct {
	words   string // "tournament new"
	usage   string // "FILE --name NAME [--rules 2002|1988]"
	summary string // message key; the English text is in the catalogue
	english string
	run     func(e *Env, args []string) error
}

func commands() []command {
	return []command{
		{"help", "", "cli.help.summary", "list the commands", runHelp},
		{"version", "", "cli.version.summary", "print the program version", runVersion},
		{"tournament new", "FILE --name NAME [--rules 2002|1988]", "cli.tournament_new.summary", "create a tournament file", runTournamentNew},
		{"tournament show", "FILE [--json]", "cli.tournament_show.summary", "show a tournament's settings", runTournamentShow},
		{"group add", "FILE --name G --system roundrobin|double-roundrobin|swiss|mcmahon|knockout|double-knockout|swiss-knockout|match [--rounds N] [--draw lots|seeded] [--seed S] [--bar 3d --floor 20k [--round-down]] [--absent-points P] [--swiss-rounds N --knockout-size K] [--handicap-ceiling 9 --handicap-reduction R --handicap-threshold 1d] [--teams --boards B --format fixed-order|fixed-boards|lineup|total-score]",
			"cli.group_add.summary", "add a group (组别) with its pairing system", runGroupAdd},
		{"group rules", "FILE [--group G] [--tiebreaks SOS,CUSS,SOSOS] [--avoid-club-rounds N] [--avoid-region] [--avoid-pair ID,ID]... [--highest N] [--rank-by points|total] [--colours first|scores] [--bye-points N|default] [--absent-points N] [--round-down yes|no] [--virtual-opponent yes|no] [--substitution move-up|reserve] [--first-table N|after] [--round-start ROUND=YYYY-MM-DD HH:MM]...",
			"cli.group_rules.summary", "set a group's tiebreaks and pairing rules", runGroupRules},
		{"team add", "FILE [--group G] --name NAME --members ID,ID,… [--reserves ID,…] [--club C] [--captain C] [--coach C]",
			"cli.team_add.summary", "register a team with its board order; prints its id", runTeamAdd},
		{"team order", "FILE [--group G] --team T --members ID,ID,… [--reserves ID,…]", "cli.team_order.summary", "change a team's board order before round 1 is paired", runTeamOrder},
		{"team lineup", "FILE [--group G] --team T --round N --members ID,ID,…", "cli.team_lineup.summary", "enter a team's line-up for a round", runTeamLineup},
		{"team withdraw", "FILE --team T --after-round N", "cli.team_withdraw.summary", "record a team's withdrawal (remaining games forfeited)", runTeamWithdraw},
		{"player add", "FILE --name NAME [--latin NAME] [--rank 3d] [--club C] [--region R] [--rating N] [--group G] [--joins-round N] [--mms-adjust N] [--gender M|F] [--birth YYYY[-MM-DD]] [--licence L] [--notes T] [--surname S --given-name G] [--egf-pin P] [--ffg-licence L] [--aga-id A]",
			"cli.player_add.summary", "register a player; prints the new id", runPlayerAdd},
		{"player list", "FILE [--json]", "cli.player_list.summary", "list the players", runPlayerList},
		{"player withdraw", "FILE --player ID --after-round N", "cli.player_withdraw.summary", "record a withdrawal (退赛)", runPlayerWithdraw},
		{"round pair", "FILE [--group G] --round N [--all]", "cli.round_pair.summary", "pair a round", runRoundPair},
		{"round publish", "FILE [--group G] --round N", "cli.round_publish.summary", "publish a paired round: the hall's phones and the display show it", runRoundPublish(false)},
		{"round unpublish", "FILE [--group G] --round N", "cli.round_unpublish.summary", "take a published round back off the hall's pages", runRoundPublish(true)},
		{"round show", "FILE [--group G] --round N [--json]", "cli.round_show.summary", "show a round's pairings and results", runRoundShow},
		{"result set", "FILE [--group G] --round N ((--table T | --match M --board B) --result RESULT | --from RESULTS.csv) [--overwrite]", "cli.result_set.summary", "enter a result (B+R, W+T, B+1.5, 0, B+F, W+F, BL, FF, void, replay, or 黑胜3/4子, 白中盘胜 …), or a round's results from a CSV list of table,result in one step; a margin is the count on the board, the game's warnings are applied (2002); a result already entered is replaced only with --overwrite", runResultSet},
		{"result warn", "FILE [--group G] --round N --table T --player black|white", "cli.result_warn.summary", "give a player a warning (警告): a second one loses the game; under 2002 a counted result loses a stone", runResultWarn},
		{"game record", "FILE [--group G] --round N --table T (IN.sgf | --remove)", "cli.game_record.summary", "attach a game record (SGF) to the game at a table, or remove it", runGameRecord},
		{"import opengotha", "IN.xml FILE [--group G] [--system mcmahon|swiss|…] [--teams]", "cli.import_opengotha.summary", "add an OpenGotha tournament (players, games, results, byes) as a new group", runImportOpenGotha},
		{"import players", "FILE IN.xlsx|IN.csv [--group G] [--map name=A,club=C,…] [--dry-run] [--skip-bad]", "cli.import_players.summary", "register the players of a registration list (spreadsheet or CSV)", runImportPlayers},
		{"export crosstable", "FILE OUT.xlsx|OUT.pdf [--group G] [--round N] [--paper a4|letter]", "cli.export_crosstable.summary", "write a group's crosstable (成绩表) as an Excel workbook", exportDocument(document.Crosstable)},
		{"export standings", "FILE OUT.xlsx|OUT.pdf [--group G] [--round N] [--paper a4|letter]", "cli.export_standings.summary", "write a group's standings (名次表) as an Excel workbook", exportDocument(document.Standings)},
		{"export pairings", "FILE OUT.xlsx|OUT.pdf [--group G] --round N [--paper a4|letter] [--venue-url http://HOST:PORT]", "cli.export_pairings.summary", "write a round's pairings (对阵表) as an Excel workbook", exportDocument(document.Pairings)},
		{"export index", "FILE OUT.xlsx|OUT.pdf [--group G] --round N [--paper a4|letter] [--venue-url http://HOST:PORT]", "cli.export_index.summary", "write the find-your-table list of a round, in name order", exportDocument(document.Index)},
		{"export slips", "FILE OUT.pdf [--group G] --round N [--paper a4|letter] [--venue-url http://HOST:PORT]", "cli.export_slips.summary", "print the result slips of a round, four to a page", exportDocument(document.Slips)},
		{"export cards", "FILE OUT.pdf [--group G] --round N [--paper a4|letter]", "cli.export_cards.summary", "print the table cards of a round", exportDocument(document.Cards)},
		{"export egf", "FILE OUT.h9 [--group G] [--round N]", "cli.export_egf.summary", "write a group's results for the EGF rating list (.h9)", exportDocument(document.EGF)},
		{"export opengotha", "FILE OUT.xml [--group G]", "cli.export_opengotha.summary", "write a group as an OpenGotha tournament file", exportDocument(document.OpenGotha)},
		{"export sgf", "FILE OUT.sgf|FOLDER [--group G] [--round N]", "cli.export_sgf.summary", "write the game records attached to a group's games (one collection, or a file per game)", exportDocument(document.GameRecords)},
		{"export matchsheets", "FILE OUT.pdf [--group G] --round N [--paper a4|letter]", "cli.export_matchsheets.summary", "print the match sheets of a team round, to be signed by both captains", exportDocument(document.MatchSheets)},
		{"export players", "FILE OUT.xlsx|OUT.pdf [--group G] [--paper a4|letter]", "cli.export_players.summary", "write a group's player list as an Excel workbook", exportDocument(document.PlayerList)},
		{"undo", "FILE", "cli.undo.summary", "undo the latest action in the file and print it", runUndo},
		{"redo", "FILE", "cli.redo.summary", "redo the action undone last and print it", runRedo},
		{"standings", "FILE [--group G] [--round N] [--teams] [--json]", "cli.standings.summary", "the standings with tiebreaks", runStandings},
		{"standings playoff", "FILE [--group G] [--round N] (--order ID,ID,… | --clear ID,ID,…)", "cli.standings_playoff.summary", "record the order of a play-off or drawing of lots between players still tied (best first), or remove it", runStandingsPlayoff},
		{"serve", "FILE [--addr :8080] [--desk-password P] [--reports on|off|auto]", "cli.serve.summary", "serve the event to the phones and a second desk on the local network", runServe},
		{"sgf check", "FILE... [--rules 2002|1988] [--superko situational|positional]", "cli.sgf_check.summary", "replay game records and list illegal moves with the rulings the rules give", runSGFCheck},
		{"sgf count", "FILE [--dead POINTS] [--use-marks] [--rules 2002|1988] [--komi STONES] [--handicap-return none|half] [--warnings B,W] [--dame-to black|white] [--json]",
			"cli.sgf_count.summary", "count the final position by area (数子法)", runSGFCount},
		{"sgf info", "FILE [--rules 2002|1988] [--json]", "cli.sgf_info.summary", "show a game record's information", runSGFInfo},
		{"clock simulate", "--system sudden|chinese|byoyomi|canadian|fischer [--main 60m] [--reserve 5] [--period 30s] [--periods 3] [--block 15] [--increment 10s] [--cap 30m] [--rules 2002|1988] --moves \"61s,59s,…\" [--json]",
			"cli.clock_simulate.summary", "feed move times to a game clock and print every announcement", runClockSimulate},
		{"trf pair", "IN.trf [--out OUT.txt] [--colours first|scores] [--explain]", "cli.trf_pair.summary", "pair the next round of a FIDE TRF file with the Swiss engine, in the chess engines' output form", runTRFPair},
	}
}

// usageError is a mistake in the command line itself (exit code 2).
type usageError struct{ msg string }

func (u usageError) Error() string { return u.msg }

// Run executes the command line args (without the program name) and returns
// the process exit code: 0 on success, 1 when the operation failed, 2 when
// the command line was wrong. Messages go to env.Stderr in the user's language.
func Run(env *Env, args []string) int {
	args, lang := extractLang(args)
	if lang != "" {
		env.Msg = i18n.MustLoad(lang)
	}
	if len(args) == 0 {
		args = []string{"help"}
	}
	var match *command
	rest := args
	for _, c := range commands() {
		words := strings.Fields(c.words)
		if len(args) >= len(words) && strings.Join(args[:len(words)], " ") == c.words {
			if match == nil || len(words) > len(strings.Fields(match.words)) {
				c := c
				match, rest = &c, args[len(words):]
			}
		}
	}
	if match == nil {
		fmt.Fprintln(env.Stderr, env.t("cli.error.unknown_command", "unknown command {{.Command}}; see \"weiqi-arbiter help\"",
			map[string]any{"Command": strings.Join(args, " ")}))
		return 2
	}
	if err := match.run(env, rest); err != nil {
		var u usageError
		if errors.As(err, &u) {
			fmt.Fprintln(env.Stderr, u.msg)
			fmt.Fprintln(env.Stderr, env.t("cli.usage", "usage:", nil), "weiqi-arbiter", match.words, match.usage)
			return 2
		}
		// The command's changes are saved, only the backup copy taken on
		// closing could not be written: a warning, and success, so that a
		// script does not do it again.
		var be *storage.BackupError
		if errors.As(err, &be) && be.Saved {
			fmt.Fprintln(env.Stderr, env.t("cli.warning.prefix", "warning:", nil), errorText(env, err))
			return 0
		}
		if !errors.Is(err, errIrregular) {
			fmt.Fprintln(env.Stderr, env.t("cli.error.prefix", "error:", nil), errorText(env, err))
		}
		return 1
	}
	return 0
}

// errorText is the user's-language text of an error.
func errorText(e *Env, err error) string { return i18n.Error(e.t, err) }

// extractLang removes a global --lang zh|en from args.
func extractLang(args []string) ([]string, i18n.Lang) {
	var out []string
	var lang i18n.Lang
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case (a == "--lang" || a == "-lang") && i+1 < len(args):
			lang = i18n.Parse(args[i+1])
			i++
		case strings.HasPrefix(a, "--lang="):
			lang = i18n.Parse(strings.TrimPrefix(a, "--lang="))
		default:
			out = append(out, a)
		}
	}
	return out, lang
}

// parse parses flags that may stand before, between or after the positional
// arguments, and checks the number of positionals.
func parse(e *Env, fs *flag.FlagSet, args []string, positionals int) ([]string, error) {
	fs.SetOutput(io.Discard)
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, flagError(e, fs, err)
		}
		args = fs.Args()
		if len(args) == 0 {
			break
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
	if len(pos) != positionals {
		return nil, usageError{e.t("cli.error.arguments", "wrong number of arguments", nil)}
	}
	return pos, nil
}

func runHelp(e *Env, args []string) error {
	fmt.Fprintln(e.Stdout, e.t("app.title", "Weiqi Arbiter", nil), e.Version)
	fmt.Fprintln(e.Stdout, e.t("cli.help.intro", "Without a command the program opens its window. Commands:", nil))
	cmds := commands()
	for _, c := range cmds {
		line := strings.TrimSpace("weiqi-arbiter " + c.words + " " + c.usage)
		fmt.Fprintf(e.Stdout, "  %s\n      %s\n", line, e.t(c.summary, c.english, nil))
	}
	fmt.Fprintln(e.Stdout, e.t("cli.help.lang", "Add --lang zh or --lang en to choose the language of messages.", nil))
	return nil
}

func runVersion(e *Env, args []string) error {
	fmt.Fprintln(e.Stdout, "weiqi-arbiter", e.Version)
	return nil
}

// ruleSet reads --rules, or says in the user's language what it must be.
func ruleSet(e *Env, text string) (tournament.RuleSet, error) {
	rs, err := tournament.ParseRuleSet(text)
	if err != nil {
		return "", usageError{e.t("cli.error.rules", "--rules must be 2002 or 1988", nil)}
	}
	return rs, nil
}

// writeJSON prints v as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
