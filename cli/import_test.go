package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
)

func TestImportPlayers(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "open.wqa")
	must(t, "tournament", "new", f, "--name", "公开赛")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3")
	list := filepath.Join(dir, "报名表.csv")
	os.WriteFile(list, []byte("姓名,单位,段位\n张三,北京棋院,3d\n李四,上海棋院,十段\n王五,,2k\n"), 0o644)
	count := func() int {
		var ps []PlayerJSON
		json.Unmarshal([]byte(must(t, "player", "list", f, "--json")), &ps)
		return len(ps)
	}
	code, out, _ := run(i18n.Chinese, "import", "players", f, list, "--dry-run")
	if code != 0 || !strings.Contains(out, "第3行：“十段”不是段位") || !strings.Contains(out, "可导入 2 名选手，1 行有问题") || count() != 0 {
		t.Errorf("dry run: %d %q, %d players", code, out, count())
	}
	if code, _, errOut := run(i18n.Chinese, "import", "players", f, list); code != 1 || !strings.Contains(errOut, "未导入任何选手") || count() != 0 {
		t.Errorf("with a problem: %d %q", code, errOut)
	}
	if code, out, _ := run(i18n.English, "import", "players", f, list, "--skip-bad"); code != 0 || !strings.Contains(out, "2 players imported") || count() != 2 {
		t.Errorf("skip bad: %d %q, %d players", code, out, count())
	}
	// Importing again finds both as already registered.
	if _, out, _ := run(i18n.English, "import", "players", f, list, "--dry-run"); !strings.Contains(out, "row 2: 张三 is already registered") {
		t.Errorf("second import: %q", out)
	}
	// An explicit mapping for a list without titles; a broken file changes nothing.
	bare := filepath.Join(dir, "bare.csv")
	os.WriteFile(bare, []byte("x,y\n1,Anna Li\n"), 0o644)
	if code, _, errOut := run(i18n.English, "import", "players", f, bare, "--map", "name=B"); code != 0 || count() != 3 {
		t.Errorf("mapped import: %d %q", code, errOut)
	}
	broken := filepath.Join(dir, "broken.xlsx")
	os.WriteFile(broken, []byte("no zip"), 0o644)
	if code, _, errOut := run(i18n.Chinese, "import", "players", f, broken); code != 1 || !strings.Contains(errOut, "无法将该文件读作电子表格") || count() != 3 {
		t.Errorf("broken file: %d %q", code, errOut)
	}
}

// TestImportExportedPlayersList: the players list the program exports
// (its title above the column titles) imports into another tournament as
// a registration list.
func TestImportExportedPlayersList(t *testing.T) {
	dir := t.TempDir()
	a, b, list := filepath.Join(dir, "a.wqa"), filepath.Join(dir, "b.wqa"), filepath.Join(dir, "players.xlsx")
	must(t, "tournament", "new", a, "--name", "Open")
	must(t, "group", "add", a, "--name", "公开组", "--system", "swiss", "--rounds", "3")
	must(t, "player", "add", a, "--name", "张三", "--latin", "Zhang San", "--rank", "3段", "--club", "棋院")
	must(t, "player", "add", a, "--name", "Pelé", "--rank", "2k")
	must(t, "tournament", "new", b, "--name", "Next")
	must(t, "group", "add", b, "--name", "g", "--system", "swiss", "--rounds", "3")
	for _, lang := range []i18n.Lang{i18n.Chinese, i18n.English} {
		if code, _, errOut := run(lang, "export", "players", a, list); code != 0 {
			t.Fatalf("%v: export: %s", lang, errOut)
		}
		code, out, errOut := run(i18n.English, "import", "players", b, list, "--dry-run")
		if code != 0 || !strings.Contains(out, "2 players to import, 0 rows with problems") {
			t.Errorf("%v: import: %d %q %q", lang, code, out, errOut)
		}
	}
}
