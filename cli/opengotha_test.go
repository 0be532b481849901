package cli

import (
	"encoding/json"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

func TestImportOpenGotha(t *testing.T) {
	src := filepath.Join("..", "..", "shared", "testdata", "opengotha", "tournamentfiles", "Tournoi de Juvisy.xml")
	if _, err := os.Stat(src); err != nil {
		t.Skip("no OpenGotha test data")
	}
	dir := t.TempDir()
	f := filepath.Join(dir, "juvisy.wqa")
	must(t, "tournament", "new", f, "--name", "Juvisy")
	out := must(t, "import", "opengotha", src, f, "--group", "Juvisy") // IN.xml FILE, as the issue writes it
	if !strings.Contains(out, "19 players") {
		t.Errorf("import: %q", out)
	}
	var st StandingsJSON
	json.Unmarshal([]byte(must(t, "standings", f, "--group", "Juvisy", "--json")), &st)
	// OpenGotha's own export (Tournoi de Juvisy.h9) has Minieri Davide first
	// with four wins in four rounds.
	if st.Round != 4 || len(st.Rows) != 19 || st.Rows[0].Name != "Minieri Davide" || st.Rows[0].Points != "8" {
		t.Errorf("standings after import: round %d, %d rows, first %+v", st.Round, len(st.Rows), st.Rows[0])
	}
	// Exported and imported again, the group keeps its standings.
	xml := filepath.Join(dir, "back.xml")
	must(t, "export", "opengotha", f, xml, "--group", "Juvisy")
	must(t, "import", "opengotha", f, xml, "--group", "again")
	var again StandingsJSON
	json.Unmarshal([]byte(must(t, "standings", f, "--group", "again", "--json")), &again)
	if len(again.Rows) != 19 || again.Rows[0].Name != st.Rows[0].Name || again.Rows[0].Points != st.Rows[0].Points || again.Rows[18].Name != st.Rows[18].Name {
		t.Errorf("after the round trip: %+v", again.Rows[0])
	}
	// A file that is not OpenGotha's changes nothing.
	bad := filepath.Join(dir, "x.xml")
	os.WriteFile(bad, []byte("<html/>"), 0o644)
	if code, _, errOut := run(i18n.Chinese, "import", "opengotha", f, bad); code != 1 || !strings.Contains(errOut, "这不是 OpenGotha 比赛文件") {
		t.Errorf("bad file: %d %q", code, errOut)
	}
	var ps []PlayerJSON
	json.Unmarshal([]byte(must(t, "player", "list", f, "--json")), &ps)
	if len(ps) != 38 {
		t.Errorf("%d players after the refused import", len(ps))
	}
}

// TestOpenGothaStandingsMatchH9 imports OpenGotha tournaments and recomputes
// their McMahon scores and SOS: every player must have the figures
// OpenGotha itself exported to the EGF (.h9), which prints a half as "?"
// after the whole part ("38?" is 38½).
func TestOpenGothaStandingsMatchH9(t *testing.T) {
	base := filepath.Join("..", "..", "shared", "testdata", "opengotha")
	for _, name := range []string{"Tournoi de Juvisy", "egc2013"} {
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join(base, "exportfiles", name+".h9"))
			if err != nil {
				t.Skip("no OpenGotha test data")
			}
			h9, _ := charmap.ISO8859_1.NewDecoder().Bytes(raw)
			f := filepath.Join(t.TempDir(), "t.wqa")
			must(t, "tournament", "new", f, "--name", name)
			must(t, "import", "opengotha", f, filepath.Join(base, "tournamentfiles", name+".xml"), "--group", "g")
			s, err := storage.Open(f, storage.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			g, _ := s.Group("g")
			rows, _, err := s.Standings(g, 0)
			if err != nil {
				t.Fatal(err)
			}
			players, _ := s.Players()
			byName := map[string]tournament.Row{}
			for _, r := range rows {
				for _, p := range players {
					if p.ID == r.Player {
						byName[strings.TrimSpace(string([]rune(p.NameLatin)[:min(30, len([]rune(p.NameLatin)))]))] = r
					}
				}
			}
			half := func(v tournament.Frac) string {
				w := v.Floor()
				if w.Cmp(v) != 0 {
					return w.String() + "?"
				}
				return w.String()
			}
			line := regexp.MustCompile(`^\s*\d+ (.{30})\s*\S+\s+\S+\s+\S+\s+(\S+)\s+(\S+)`)
			checked := 0
			for _, l := range strings.Split(string(h9), "\n") {
				m := line.FindStringSubmatch(l)
				if m == nil {
					continue
				}
				r, ok := byName[strings.TrimSpace(m[1])]
				if !ok {
					t.Errorf("%q is not among the imported players", m[1])
					continue
				}
				if mms, sos := half(r.Tiebreaks[tournament.MMS]), half(r.Tiebreaks[tournament.SOS]); mms != m[2] || sos != m[3] {
					t.Errorf("%s: MMS %s SOS %s, OpenGotha %s %s", strings.TrimSpace(m[1]), mms, sos, m[2], m[3])
				}
				checked++
			}
			if checked < 19 {
				t.Errorf("only %d players checked", checked)
			}
			t.Logf("%d players with OpenGotha's MMS and SOS", checked)
		})
	}
}

// TestImportOpenGothaTeams imports a team tournament as a team event: every
// team, every match of round 4 with the score OpenGotha's own match list
// shows, and the team standings the Teams screen reads.
func TestImportOpenGothaTeams(t *testing.T) {
	base := filepath.Join("..", "..", "shared", "testdata", "opengotha")
	page, err := os.ReadFile(filepath.Join(base, "exportfiles", "html", "cml2019d2_MatchesListR4.html"))
	if err != nil {
		t.Skip("no OpenGotha test data")
	}
	f := filepath.Join(t.TempDir(), "t.wqa")
	must(t, "tournament", "new", f, "--name", "CML")
	out := must(t, "import", "opengotha", f, filepath.Join(base, "tournamentfiles", "cml2019d2.xml"), "--teams", "--group", "D2")
	if !strings.Contains(out, "18 teams and") {
		t.Errorf("import: %q", out)
	}
	// Without --teams the same file is an individual group, with a note.
	if out := must(t, "import", "opengotha", f, filepath.Join(base, "tournamentfiles", "cml2019d2.xml"), "--group", "D2 players"); !strings.Contains(out, "--teams") {
		t.Errorf("no note of the teams: %q", out)
	}
	// Written back to OpenGotha and read again, the team event keeps its matches.
	back := filepath.Join(filepath.Dir(f), "back.xml")
	must(t, "export", "opengotha", f, back, "--group", "D2")
	must(t, "import", "opengotha", f, back, "--teams", "--group", "D2 again")
	s, err := storage.Open(f, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if again, err := s.Group("D2 again"); err != nil {
		t.Error(err)
	} else if ms, _ := s.TeamMatches(again.ID); len(ms) != 45 {
		t.Errorf("%d matches after the round trip", len(ms))
	}
	g, _ := s.Group("D2")
	teams, _ := s.Teams(g.ID)
	matches, _ := s.TeamMatches(g.ID)
	if !g.TeamEvent || g.Boards != 4 || len(teams) != 18 || len(matches) != 45 {
		t.Fatalf("group %+v: %d teams, %d matches", g, len(teams), len(matches))
	}
	name := map[int64]string{}
	for _, tm := range teams {
		name[tm.ID] = tm.Name
	}
	// OpenGotha's list: "1--- Grenoble 2  Rennes 1    1-3" (board wins).
	text := strings.ReplaceAll(html.UnescapeString(regexp.MustCompile(`<[^>]+>`).ReplaceAllString(string(page), " ")), "\u00a0", " ")
	want := map[string]string{}
	for _, m := range regexp.MustCompile(`\d+--- (.+?)  (.+?)    (\d)-(\d)`).FindAllStringSubmatch(text, -1) {
		want[strings.TrimSpace(m[1])+"|"+strings.TrimSpace(m[2])] = m[3] + "-" + m[4]
		want[strings.TrimSpace(m[2])+"|"+strings.TrimSpace(m[1])] = m[4] + "-" + m[3]
	}
	checked := 0
	for _, m := range matches {
		if m.Round != 4 {
			continue
		}
		sc := team.Score(m.Boards, tournament.DefaultPoints)
		got := fmt.Sprintf("%d-%d", sc.BoardsA/2, sc.BoardsB/2)
		if w := want[name[m.A]+"|"+name[m.B]]; w != got {
			t.Errorf("round 4 %s – %s: %s, OpenGotha %q", name[m.A], name[m.B], got, w)
		}
		checked++
	}
	if checked != 9 {
		t.Errorf("%d matches in round 4, want 9", checked)
	}
	if rows, _, err := s.TeamStandings(g, 0); err != nil || len(rows) != 18 {
		t.Errorf("team standings: %d rows, %v", len(rows), err)
	}
}

func TestMcMahonGroupFlags(t *testing.T) {
	f := filepath.Join(t.TempDir(), "t.wqa")
	must(t, "tournament", "new", f, "--name", "M")
	must(t, "group", "add", f, "--name", "mm", "--system", "mcmahon", "--bar", "3d", "--floor", "20k", "--round-down", "--absent-points", "1")
	must(t, "group", "add", f, "--name", "old", "--system", "swiss", "--late-entry-points", "2")
	check := func(name string, down bool, absent int) {
		t.Helper()
		s, err := storage.Open(f, storage.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if g, _ := s.Group(name); g.RoundDownMMS != down || g.AbsentPoints != absent {
			t.Errorf("%s: round down %v, absent points %d", name, g.RoundDownMMS, g.AbsentPoints)
		}
	}
	check("mm", true, 1)
	check("old", false, 2)
	must(t, "group", "rules", f, "--group", "mm", "--round-down", "no", "--absent-points", "0")
	check("mm", false, 0)
	if code, _, _ := run(i18n.English, "group", "rules", f, "--group", "mm", "--round-down", "maybe"); code != 2 {
		t.Errorf("--round-down maybe: exit %d", code)
	}
}
