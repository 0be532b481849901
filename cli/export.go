package cli

import (
	"flag"
	"fmt"
	"path/filepath"
	"strings"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/egf"
	"weiqi-arbiter/reports/excel"
	"weiqi-arbiter/reports/opengotha"
	"weiqi-arbiter/reports/pdf"
	"weiqi-arbiter/reports/sheet"
	"weiqi-arbiter/storage"
)

// exportSheet runs "export KIND FILE OUT.xlsx|OUT.pdf": the crosstable,
// standings, pairings or player list of a group (or the team sheets of a
// team group) as an Excel workbook or a PDF to print.
func exportSheet(kind string) func(e *Env, args []string) error {
	return func(e *Env, args []string) error {
		fs := flag.NewFlagSet("export "+kind, flag.ContinueOnError)
		group, round := roundFlags(fs)
		paper := fs.String("paper", "a4", "")
		pos, err := parse(e, fs, args, 2)
		if err != nil {
			return err
		}
		ext := strings.ToLower(filepath.Ext(pos[1]))
		if ext != ".xlsx" && ext != ".pdf" {
			return usageError{e.t("cli.error.xlsx", "the sheet is written as .xlsx or .pdf: name the file OUT.xlsx or OUT.pdf", nil)}
		}
		size := pdf.A4
		switch strings.ToLower(*paper) {
		case "a4":
		case "letter":
			size = pdf.Letter
		default:
			return usageError{e.t("cli.error.paper", "--paper must be a4 or letter", nil)}
		}
		save := func(tables ...sheet.Table) error {
			if ext == ".pdf" {
				return pdf.Write(pos[1], size, tables...)
			}
			return excel.Write(pos[1], tables...)
		}
		if (kind == "slips" || kind == "cards") && ext != ".pdf" {
			return usageError{e.t("cli.error.pdf_only", "slips and table cards are printed: name the file OUT.pdf", nil)}
		}
		if kind != "crosstable" && kind != "standings" && kind != "players" && *round < 1 {
			return usageError{e.t("cli.error.round", "--round is required (from 1)", nil)}
		}
		s, g, err := openFile(pos[0], *group)
		if err != nil {
			return err
		}
		defer s.Close()
		if g.TeamEvent && kind != "players" {
			tables, err := teamSheets(e, s, g, kind, *round)
			if err != nil {
				return err
			}
			if err := save(tables...); err != nil {
				return err
			}
			e.written(pos[1])
			return nil
		}
		f, err := s.Field(g)
		if err != nil {
			return err
		}
		var table sheet.Table
		switch kind {
		case "slips", "cards":
			st, err := s.Settings()
			if err != nil {
				return err
			}
			slips := sheet.Slips(st.Name, f, *round)
			write := pdf.WriteSlips
			if kind == "cards" {
				write = pdf.WriteTableCards
			}
			if err := write(pos[1], size, slips, e.t); err != nil {
				return err
			}
			e.written(pos[1])
			return nil
		case "index":
			table = sheet.TableIndex(f, *round, e.t)
		case "players":
			table = sheet.Players(f, e.t)
		case "pairings":
			points, err := s.PointsBefore(g, *round)
			if err != nil {
				return err
			}
			table = sheet.Pairings(f, *round, points, e.t)
		default:
			rows, asOf, err := s.Standings(g, *round)
			if err != nil {
				return err
			}
			if kind == "standings" {
				table = sheet.Standings(f, rows, asOf, e.t)
			} else {
				table = sheet.Crosstable(f, rows, asOf, e.t)
			}
		}
		if err := save(table); err != nil {
			return err
		}
		e.written(pos[1])
		return nil
	}
}

// teamSheets builds the sheets of a team group: its crosstable, its
// standings with the board prizes, or a round's match details.
func teamSheets(e *Env, s *storage.Store, g tournament.Group, kind string, round int) ([]sheet.Table, error) {
	ev := sheet.TeamEvent{Group: g, Names: map[int64]string{}}
	var err error
	if ev.Teams, err = s.Teams(g.ID); err != nil {
		return nil, err
	}
	if ev.Matches, err = s.TeamMatches(g.ID); err != nil {
		return nil, err
	}
	asOf := round
	if kind == "pairings" {
		asOf = 0
	}
	if ev.Rows, ev.AsOf, err = s.TeamStandings(g, asOf); err != nil {
		return nil, err
	}
	st, err := s.Settings()
	if err != nil {
		return nil, err
	}
	ev.Points = st.Points
	players, err := s.Players()
	if err != nil {
		return nil, err
	}
	for _, p := range players {
		ev.Names[p.ID] = p.Name()
	}
	switch kind {
	case "crosstable":
		return []sheet.Table{sheet.TeamCrosstable(ev, e.t)}, nil
	case "standings":
		return []sheet.Table{sheet.TeamStandings(ev, e.t), sheet.BoardPrizes(ev, e.t)}, nil
	}
	return []sheet.Table{sheet.TeamMatches(ev, round, e.t)}, nil
}

func runExportEGF(e *Env, args []string) error {
	fs := flag.NewFlagSet("export egf", flag.ContinueOnError)
	group, round := roundFlags(fs)
	pos, err := parse(e, fs, args, 2)
	if err != nil {
		return err
	}
	if !strings.EqualFold(filepath.Ext(pos[1]), ".h9") {
		return usageError{e.t("cli.error.h9", "EGF results are written as .h9: name the file OUT.h9", nil)}
	}
	s, g, st, f, err := openGroupData(pos[0], *group)
	if err != nil {
		return err
	}
	defer s.Close()
	rows, asOf, err := s.Standings(g, *round)
	if err != nil {
		return err
	}
	missing, err := egf.Write(pos[1], st, f, rows, asOf)
	if err != nil {
		return err
	}
	for _, name := range missing {
		fmt.Fprintln(e.Stdout, e.t("cli.egf.no_latin", "warning: {{.Name}} has no Latin name (written as ? ?); the EGF needs one", map[string]any{"Name": name}))
	}
	e.written(pos[1])
	return nil
}

func runExportOpenGotha(e *Env, args []string) error {
	fs := flag.NewFlagSet("export opengotha", flag.ContinueOnError)
	group := fs.String("group", "", "")
	pos, err := parse(e, fs, args, 2)
	if err != nil {
		return err
	}
	if !strings.EqualFold(filepath.Ext(pos[1]), ".xml") {
		return usageError{e.t("cli.error.xml", "OpenGotha files are .xml: name the file OUT.xml", nil)}
	}
	s, g, st, f, err := openGroupData(pos[0], *group)
	if err != nil {
		return err
	}
	defer s.Close()
	latest, err := s.LatestRound(g.ID)
	if err != nil {
		return err
	}
	if err := opengotha.Write(pos[1], st.Name, f, max(g.Rounds, latest)); err != nil {
		return err
	}
	e.written(pos[1])
	return nil
}

// written tells the user where an export went.
func (e *Env) written(path string) {
	fmt.Fprintln(e.Stdout, e.t("cli.export.done", "written: {{.File}}", map[string]any{"File": path}))
}

// openGroupData opens a tournament file with a group's settings and games,
// for the exports that need all three; the caller closes the store.
func openGroupData(path, group string) (*storage.Store, tournament.Group, tournament.Settings, pairing.Field, error) {
	s, g, err := openFile(path, group)
	if err != nil {
		return nil, g, tournament.Settings{}, pairing.Field{}, err
	}
	st, err := s.Settings()
	if err != nil {
		s.Close()
		return nil, g, st, pairing.Field{}, err
	}
	f, err := s.Field(g)
	if err != nil {
		s.Close()
		return nil, g, st, f, err
	}
	return s, g, st, f, nil
}
