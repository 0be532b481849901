package cli

import (
	"encoding/json"
	"flag"
	"fmt"

	"weiqi-arbiter/arbiter"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

func runTournamentNew(e *Env, args []string) error {
	fs := flag.NewFlagSet("tournament new", flag.ContinueOnError)
	name := fs.String("name", "", "")
	rules := fs.String("rules", "2002", "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	rs, err := ruleSet(e, *rules)
	if err != nil {
		return err
	}
	s, err := arbiter.Create(pos[0], tournament.NewSettings(*name, rs), storage.Options{})
	if err != nil {
		return err
	}
	if err := s.Close(); err != nil {
		return err
	}
	fmt.Fprintln(e.Stdout, e.t("cli.tournament_new.done", "created {{.Path}}", map[string]any{"Path": pos[0]}))
	return nil
}

// TournamentJSON is the stable shape of "tournament show --json".
type TournamentJSON struct {
	File          string      `json:"file"`
	SchemaVersion int         `json:"schema_version"`
	Name          string      `json:"name"`
	Start         string      `json:"start"`
	End           string      `json:"end"`
	Venue         string      `json:"venue"`
	Organiser     string      `json:"organiser"`
	ChiefArbiter  string      `json:"chief_arbiter"`
	Rules         string      `json:"rules"`
	Komi          json.Number `json:"komi"`
	Points        PointsJSON  `json:"points"`
	Groups        []GroupJSON `json:"groups"`
	Players       int         `json:"players"`
}

// PointsJSON is the points a game gives.
type PointsJSON struct {
	Win  int `json:"win"`
	Draw int `json:"draw"`
	Loss int `json:"loss"`
}

// GroupJSON is one group of "tournament show --json".
type GroupJSON struct {
	ID     int64  `json:"id"`
	Name   string `json:"name"`
	System string `json:"system"`
	Rounds int    `json:"rounds"`
}

func date(s tournament.Settings, end bool) string {
	t := s.Start
	if end {
		t = s.End
	}
	if t.IsZero() {
		return ""
	}
	return t.Format("2006-01-02")
}

func runTournamentShow(e *Env, args []string) error {
	fs := flag.NewFlagSet("tournament show", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	return withFile(pos[0], func(s *arbiter.Arbiter) error {
		st, err := s.Settings()
		if err != nil {
			return err
		}
		players, err := s.Players()
		if err != nil {
			return err
		}
		version, err := s.SchemaVersion()
		if err != nil {
			return err
		}
		out := TournamentJSON{
			File: pos[0], SchemaVersion: version, Name: st.Name,
			Start: date(st, false), End: date(st, true), Venue: st.Venue, Organiser: st.Organiser,
			ChiefArbiter: st.ChiefArbiter, Rules: string(st.Rules), Komi: json.Number(st.Komi.String()),
			Points:  PointsJSON{st.Points.Win, st.Points.Draw, st.Points.Loss},
			Groups:  []GroupJSON{},
			Players: len(players),
		}
		for _, g := range st.Groups {
			out.Groups = append(out.Groups, GroupJSON{g.ID, g.Name, string(g.System), g.Rounds})
		}
		if *asJSON {
			return writeJSON(e.Stdout, out)
		}
		rules := e.t("rules.2002", "Chinese Weiqi Competition Rules 2002", nil)
		if st.Rules == tournament.Rules1988 {
			rules = e.t("rules.1988", "Chinese Weiqi Competition Rules 1988", nil)
		}
		line := func(key, english string, value any) {
			fmt.Fprintf(e.Stdout, "%s: %v\n", e.t(key, english, nil), value)
		}
		line("settings.name", "Name", out.Name)
		line("settings.start", "First day", out.Start)
		line("settings.end", "Last day", out.End)
		line("settings.venue", "Venue", out.Venue)
		line("settings.organiser", "Organiser", out.Organiser)
		line("settings.chief_arbiter", "Chief arbiter", out.ChiefArbiter)
		line("settings.rules", "Rules", rules)
		komi := st.Komi.Glyph()
		if e.Msg.Lang() == "zh" {
			komi = st.Komi.Chinese()
		}
		line("settings.komi", "Komi", komi+e.t("unit.stones", " stones", nil))
		line("settings.points", "Points win/draw/loss", fmt.Sprintf("%d/%d/%d", out.Points.Win, out.Points.Draw, out.Points.Loss))
		for _, g := range out.Groups {
			line("settings.group", "Group", g.Name)
		}
		line("tournament.players", "Players", out.Players)
		return nil
	})
}
