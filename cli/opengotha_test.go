package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"

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
	out := must(t, "import", "opengotha", f, src, "--group", "Juvisy")
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
