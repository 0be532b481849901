package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
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
