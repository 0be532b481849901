package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

// TestRoundPublish: a script pairs a round, publishes it (the hall's
// pages show published rounds only), takes it back, and is refused, in
// the user's language, a round not paired or not published; undo takes a
// publish back too.
func TestRoundPublish(t *testing.T) {
	path := filepath.Join(t.TempDir(), "event.wqa")
	mustRun(t, "tournament", "new", path, "--name", "市少儿围棋赛")
	mustRun(t, "group", "add", path, "--name", "少年组", "--system", "swiss", "--rounds", "3")
	for _, name := range []string{"张三", "李四", "王五", "赵六"} {
		mustRun(t, "player", "add", path, "--name", name, "--group", "少年组")
	}
	status := func() string {
		t.Helper()
		s, err := openEvent(path, storage.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		g, _ := s.Group("少年组")
		st, err := s.RoundStatus(g.ID, 1)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	code, _, errOut := run(i18n.Chinese, "round", "publish", path, "--round", "1")
	if code == 0 || !strings.Contains(errOut, "第1轮尚未编排") {
		t.Errorf("publish before pairing: exit %d, %q", code, errOut)
	}
	mustRun(t, "round", "pair", path, "--round", "1")
	code, out, errOut := run(i18n.Chinese, "round", "publish", path, "--round", "1")
	if code != 0 || !strings.Contains(out, "少年组第1轮已公布") || status() != "published" {
		t.Fatalf("publish: exit %d, %q %q, status %s", code, out, errOut, status())
	}
	code, out, _ = run(i18n.English, "round", "unpublish", path, "--group", "少年组", "--round", "1")
	if code != 0 || !strings.Contains(out, "taken back") || status() != "paired" {
		t.Fatalf("unpublish: exit %d, %q, status %s", code, out, status())
	}
	code, _, errOut = run(i18n.English, "round", "unpublish", path, "--round", "1")
	if code == 0 || !strings.Contains(errOut, "Round 1 is not published") {
		t.Errorf("unpublish twice: exit %d, %q", code, errOut)
	}
	mustRun(t, "round", "publish", path, "--round", "1")
	mustRun(t, "undo", path)
	if st := status(); st != "paired" {
		t.Errorf("after undo: %s, want paired", st)
	}
	if code, _, _ := run(i18n.English, "round", "publish", path); code == 0 {
		t.Error("publish without --round succeeded")
	}
}

// TestExportWarnsOfCharactersNotPrinted: a name with a character no
// bundled font has (𰀀, CJK Extension G) is printed without it, and the
// command says so on standard error, in the user's language; 𠮷 (Extension
// B) prints and is not warned of.
func TestExportWarnsOfCharactersNotPrinted(t *testing.T) {
	path := filepath.Join(t.TempDir(), "event.wqa")
	mustRun(t, "tournament", "new", path, "--name", "市少儿围棋赛")
	mustRun(t, "group", "add", path, "--name", "少年组", "--system", "swiss", "--rounds", "3")
	for _, name := range []string{"王𠮷龘", "李\U00030000", "王五", "赵六"} {
		mustRun(t, "player", "add", path, "--name", name, "--group", "少年组")
	}
	mustRun(t, "round", "pair", path, "--round", "1")
	out := filepath.Join(t.TempDir(), "pairings.pdf")
	code, _, errOut := run(i18n.Chinese, "export", "pairings", path, out, "--round", "1")
	if code != 0 || !strings.Contains(errOut, "内置字体中没有\U00030000 (U+30000)") || strings.Contains(errOut, "20BB7") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}
