package cli

import (
	"encoding/json"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/internal/corpus"
	"weiqi-arbiter/storage"
)

func TestImportOpenGotha(t *testing.T) {
	src := corpus.Fixture("opengotha", "tournamentfiles", "Tournoi de Juvisy.xml")
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

// TestOpenGothaStandingsMatchExports imports OpenGotha tournaments and recomputes
// their McMahon scores, SOS and SOSOS: every player must have the figures
// OpenGotha itself exported, to the EGF (.h9) and as HTML standings after a
// round. The two tournaments in the repository's testdata/ always run;
// every other file of the shared corpus with a McMahon export runs when
// the corpus is there.
func TestOpenGothaStandingsMatchExports(t *testing.T) {
	seen := map[string]bool{}
	check := func(t *testing.T, base string) {
		h9s, _ := filepath.Glob(filepath.Join(base, "exportfiles", "*.h9"))
		for _, h9 := range h9s {
			name := strings.TrimSuffix(filepath.Base(h9), ".h9")
			xml := filepath.Join(base, "tournamentfiles", name+".xml")
			if _, err := os.Stat(xml); err != nil || seen[name] {
				continue // an export without its tournament, or already checked
			}
			seen[name] = true
			t.Run(name, func(t *testing.T) { checkH9(t, name, xml, h9) })
		}
		pages, _ := filepath.Glob(filepath.Join(base, "exportfiles", "html", "*_StandingsR*.html"))
		for _, page := range pages {
			m := regexp.MustCompile(`^(.+)_StandingsR(\d+)\.html$`).FindStringSubmatch(filepath.Base(page))
			xml := filepath.Join(base, "tournamentfiles", m[1]+".xml")
			if _, err := os.Stat(xml); err != nil || seen[filepath.Base(page)] {
				continue
			}
			seen[filepath.Base(page)] = true
			round, _ := strconv.Atoi(m[2])
			t.Run(filepath.Base(page), func(t *testing.T) { checkHTML(t, m[1], xml, page, round) })
		}
	}
	check(t, corpus.Fixture("opengotha"))
	t.Run("shared", func(t *testing.T) { check(t, corpus.Shared(t, "opengotha")) })
	for _, name := range []string{"Tournoi de Juvisy", "TournoiChinois"} {
		if !seen[name] {
			t.Errorf("%s: the repository's own OpenGotha fixture is missing", name)
		}
	}
}

// importedStandings imports an OpenGotha file and returns its standings as
// of a round (0: the last) with MMS, SOS and SOSOS, keyed by the players'
// names spelt as OpenGotha writes them in an export (see spelling).
func importedStandings(t *testing.T, name, xml string, round int) map[string][]tournament.Row {
	t.Helper()
	f := filepath.Join(t.TempDir(), "t.wqa")
	must(t, "tournament", "new", f, "--name", name)
	must(t, "import", "opengotha", f, xml, "--group", "g")
	s, err := openEvent(f, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	g, _ := s.Group("g")
	if !g.VirtualOpponent {
		t.Error("a group imported from OpenGotha must count SOSOS with OpenGotha's virtual opponent")
	}
	g.Tiebreaks = []tournament.Tiebreak{tournament.MMS, tournament.SOS, tournament.SOSOS}
	if round == 0 {
		round = g.Rounds
	}
	rows, _, err := s.Standings(g, round)
	if err != nil {
		t.Fatal(err)
	}
	players, _ := s.Players()
	byName := map[string][]tournament.Row{}
	for _, r := range rows {
		for _, p := range players {
			if p.ID == r.Player {
				n := p.NameLatin
				if n == "" {
					n = p.NameZh
				}
				byName[spelling(n)] = append(byName[spelling(n)], r)
			}
		}
	}
	return byName
}

// spelling is a name as an OpenGotha export lets it be compared: "surname
// first name" cut to 30 characters, "?" for what ISO 8859-1 cannot hold (a
// Chinese name is all "?"), spaces and underscores left out.
func spelling(s string) string {
	r := []rune(s)
	r = r[:min(30, len(r))]
	var b strings.Builder
	for _, c := range r {
		switch {
		case c == ' ' || c == '_':
		case c > 0xFF:
			b.WriteByte('?')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// takeRow finds, among the imported players spelt as key, one whose figures
// (written by figure) are want, and removes it; players spelt alike are
// told apart by their figures, each export line taking one of them.
func takeRow(t *testing.T, byName map[string][]tournament.Row, key string, criteria, want []string, figure func(tournament.Frac) string) bool {
	t.Helper()
	candidates := byName[key]
	if len(candidates) == 0 {
		t.Errorf("%q is not among the imported players", key)
		return false
	}
	var got []string
	for i, r := range candidates {
		got = got[:0]
		for _, c := range criteria {
			got = append(got, figure(r.Tiebreaks[tournament.Tiebreak(c)]))
		}
		if slices.Equal(got, want) {
			byName[key] = slices.Delete(candidates, i, i+1)
			return true
		}
	}
	t.Errorf("%s: %v %v, OpenGotha %v", key, criteria, got, want)
	return false
}

// checkH9 compares the MMS, SOS and SOSOS columns of an OpenGotha .h9
// export with the standings of the same tournament imported.
func checkH9(t *testing.T, name, xml, h9file string) {
	raw, err := os.ReadFile(h9file)
	if err != nil {
		t.Fatal(err)
	}
	h9, _ := charmap.ISO8859_1.NewDecoder().Bytes(raw)
	// The header names the criteria after "Club", five characters each
	// ("MMS  SOSSOSOS"); only McMahon exports are compared.
	var criteria []string
	for _, l := range strings.Split(string(h9), "\n") {
		if strings.HasPrefix(l, "; Pl Name") {
			_, after, _ := strings.Cut(l, "Club")
			criteria = regexp.MustCompile(`SOSOS|SOS|MMS|NBW|SDC|Ratin|CAT|EXT|EXR`).FindAllString(after, -1)
		}
	}
	if len(criteria) == 0 || criteria[0] != "MMS" {
		t.Skipf("%s: not ranked by McMahon score (%v)", name, criteria)
	}
	byName := importedStandings(t, name, xml, 0)
	// OpenGotha prints a criterion in at most four characters, a half as
	// "?" after the whole part ("38?" is 38½), and cuts longer figures.
	figure := func(v tournament.Frac) string {
		w := v.Floor()
		s := w.String()
		if w.Cmp(v) != 0 {
			s += "?"
		}
		return s[:min(4, len(s))]
	}
	line := regexp.MustCompile(`^[ \d]{4} (.{30})\s*\S+\s+\S+\s+\S+((?:\s+\S+){` + fmt.Sprint(len(criteria)) + `})`)
	// OpenGotha's "both win" has no equivalent under the Chinese rules: the
	// import leaves such a game without a result (it says so), so the two
	// players' lines cannot be OpenGotha's. Lines are numbered in order
	// (a tie leaves the place blank) and games name the opponent's line.
	var lines [][]string
	for _, l := range strings.Split(string(h9), "\n") {
		if m := line.FindStringSubmatch(l); m != nil {
			lines = append(lines, append(m, l))
		}
	}
	game := regexp.MustCompile(`(\d+)([-+=?])/[wb]\d`)
	won := map[[3]int]bool{} // line, round, opponent's line
	for i, m := range lines {
		for round, g := range game.FindAllStringSubmatch(m[3], -1) {
			if g[2] == "+" {
				opp, _ := strconv.Atoi(g[1])
				won[[3]int{i + 1, round, opp}] = true
			}
		}
	}
	bothWin := map[int]bool{}
	for k := range won {
		if won[[3]int{k[2], k[1], k[0]}] {
			bothWin[k[0]] = true
		}
	}
	checked := 0
	for i, m := range lines {
		if bothWin[i+1] {
			t.Logf("%s: left out, a game OpenGotha scored as both win", strings.TrimSpace(m[1]))
			continue
		}
		if takeRow(t, byName, spelling(strings.TrimSpace(m[1])), criteria, strings.Fields(m[2]), figure) {
			checked++
		}
	}
	if checked < 19 {
		t.Errorf("only %d players checked", checked)
	}
	t.Logf("%d players with OpenGotha's %v", checked, criteria)
}

// checkHTML compares the MMS, SOS and SOSOS columns of OpenGotha's HTML
// standings after a round with the imported tournament's standings as of
// that round.
func checkHTML(t *testing.T, name, xml, page string, round int) {
	raw, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	cell := regexp.MustCompile(`<t[hd][^>]*>(.*?)</t[hd]>`)
	clean := func(s string) string {
		s = regexp.MustCompile(`<[^>]*>`).ReplaceAllString(s, "")
		return strings.TrimSpace(strings.ReplaceAll(html.UnescapeString(s), "\u00a0", " "))
	}
	var header []string
	var rows [][]string
	for _, tr := range strings.Split(string(raw), "<tr") {
		var cells []string
		for _, c := range cell.FindAllStringSubmatch(tr, -1) {
			cells = append(cells, clean(c[1]))
		}
		switch {
		case slices.Contains(cells, "Name") && header == nil:
			header = cells
		case header != nil && len(cells) == len(header):
			rows = append(rows, cells)
		}
	}
	col := map[string]int{}
	for i, h := range header {
		col[h] = i
	}
	var criteria []string
	for _, c := range []string{"MMS", "SOS", "SOSOS"} {
		if _, ok := col[c]; ok {
			criteria = append(criteria, c)
		}
	}
	if _, ok := col["MMS"]; !ok {
		t.Skipf("%s: not ranked by McMahon score (%v)", page, header)
	}
	byName := importedStandings(t, name, xml, round)
	figure := func(v tournament.Frac) string {
		w := v.Floor()
		if w.Cmp(v) != 0 {
			return w.String() + "½"
		}
		return w.String()
	}
	checked := 0
	for _, r := range rows {
		var want []string
		for _, c := range criteria {
			want = append(want, r[col[c]])
		}
		if takeRow(t, byName, spelling(r[col["Name"]]), criteria, want, figure) {
			checked++
		}
	}
	if checked < 19 {
		t.Errorf("only %d players checked", checked)
	}
	t.Logf("%d players with OpenGotha's %v after round %d", checked, criteria, round)
}

// TestImportOpenGothaTeams imports a team tournament as a team event: every
// team, every match of round 4 with the score OpenGotha's own match list
// shows, and the team standings the Teams screen reads.
func TestImportOpenGothaTeams(t *testing.T) {
	base := corpus.Shared(t, "opengotha")
	page, err := os.ReadFile(filepath.Join(base, "exportfiles", "html", "cml2019d2_MatchesListR4.html"))
	if err != nil {
		t.Fatal(err)
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
	s, err := openEvent(f, storage.Options{})
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
		s, err := openEvent(f, storage.Options{})
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
