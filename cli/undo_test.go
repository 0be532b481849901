package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
)

func TestUndoRedoCommands(t *testing.T) {
	f := filepath.Join(t.TempDir(), "open.wqa")
	must(t, "tournament", "new", f, "--name", "公开赛")
	if code, _, errOut := run(i18n.English, "undo", f); code != 1 || !strings.Contains(errOut, "nothing to undo") {
		t.Fatalf("undo of a new file: exit %d, %q", code, errOut)
	}
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3")
	for _, n := range []string{"张三", "李四", "王五", "赵六"} {
		must(t, "player", "add", f, "--name", n, "--rank", "3d")
	}
	must(t, "round", "pair", f, "--round", "1")
	must(t, "round", "pair", f, "--round", "1") // paired again: one action
	if out := must(t, "undo", f); out != "undone: pair round (1)\n" {
		t.Errorf("undo printed %q", out)
	}
	var r RoundJSON
	json.Unmarshal([]byte(must(t, "round", "show", f, "--round", "1", "--json")), &r)
	if len(r.Games) != 2 {
		t.Errorf("one undo after the re-pair leaves %d games, want the first pairing's 2", len(r.Games))
	}
	if out := must(t, "--lang", "zh", "redo", f); out != "已重做：编排轮次 (1)\n" {
		t.Errorf("redo printed %q", out)
	}
	if code, _, errOut := run(i18n.English, "redo", f); code != 1 || !strings.Contains(errOut, "nothing to redo") {
		t.Errorf("redo with nothing undone: exit %d, %q", code, errOut)
	}
}
