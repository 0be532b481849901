package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

// TestExportKeepsAReadOnlyFile: an export onto a read-only file fails with
// a message in the user's language that names the file (not a temporary
// one), and leaves the file as it was; a new export is readable by others
// under the usual umask.
func TestExportKeepsAReadOnlyFile(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "e.wqa")
	must(t, "tournament", "new", f, "--name", "x")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3")
	must(t, "player", "add", f, "--name", "张三")
	out := filepath.Join(dir, "名次表.xlsx")
	os.WriteFile(out, []byte("kept"), 0o444)
	code, _, errOut := run(i18n.Chinese, "export", "standings", f, out)
	if code == 0 || !strings.Contains(errOut, "只读") || !strings.Contains(errOut, out) || strings.Contains(errOut, ".export-") {
		t.Errorf("export onto a read-only file: %d %q", code, errOut)
	}
	if data, _ := os.ReadFile(out); string(data) != "kept" {
		t.Errorf("the read-only file was replaced")
	}
	fresh := filepath.Join(dir, "成绩表.xlsx")
	must(t, "export", "crosstable", f, fresh)
	fi, err := os.Stat(fresh)
	if err != nil {
		t.Fatal(err)
	}
	if want := os.FileMode(0o666 &^ umask()); fi.Mode().Perm() != want {
		t.Errorf("a new export has mode %v, want %v (0666 less the umask)", fi.Mode().Perm(), want)
	}
}

// TestStandingsShowWarningsCount: a player with one warning reads 1 in the
// WARNINGS column (text and JSON), not the −1 the tiebreak ranks by.
func TestStandingsShowWarningsCount(t *testing.T) {
	f := filepath.Join(t.TempDir(), "w.wqa")
	must(t, "tournament", "new", f, "--name", "x")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3")
	for _, n := range []string{"张三", "李四"} {
		must(t, "player", "add", f, "--name", n)
	}
	must(t, "round", "pair", f, "--round", "1")
	s, err := openEvent(f, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := s.Group("公开组")
	games, _, _ := s.Round(g.ID, 1)
	if _, err := s.Warn(games[0].ID, true); err != nil {
		t.Fatal(err)
	}
	s.SetResult(games[0].ID, "W+R")
	s.Close()
	var st StandingsJSON
	json.Unmarshal([]byte(must(t, "standings", f, "--json")), &st)
	for _, r := range st.Rows {
		want := "0"
		if r.ID == games[0].Black {
			want = "1"
		}
		if got := r.Tiebreaks["WARNINGS"].String(); got != want {
			t.Errorf("%s: WARNINGS %s, want %s", r.Name, got, want)
		}
	}
	if out := must(t, "standings", f); strings.Contains(out, "-1") {
		t.Errorf("standings text shows -1:\n%s", out)
	}
}
