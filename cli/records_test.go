package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/domain/sgf"
	"weiqi-arbiter/i18n"
)

func TestGameRecordsExport(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "t.wqa")
	must(t, "tournament", "new", f, "--name", "全国少年赛")
	must(t, "group", "add", f, "--name", "少年组", "--system", "swiss", "--rounds", "3")
	for _, n := range []string{"张三", "李四", "王五", "赵六"} {
		must(t, "player", "add", f, "--name", n, "--group", "少年组", "--rank", "2d")
	}
	must(t, "round", "pair", f, "--round", "1")
	must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "B+R")
	rec := filepath.Join(dir, "game.sgf")
	os.WriteFile(rec, []byte("(;GM[1]FF[4]SZ[19]PB[black]PW[white];B[pd];W[dp];B[pp])"), 0o644)
	must(t, "game", "record", f, "--round", "1", "--table", "1", rec)

	// A broken record is refused, in the user's language.
	bad := filepath.Join(dir, "bad.sgf")
	os.WriteFile(bad, []byte("(;GM[1];B[pd"), 0o644)
	if code, _, errOut := run(i18n.Chinese, "game", "record", f, "--round", "1", "--table", "2", bad); code != 1 || !strings.Contains(errOut, "棋谱") {
		t.Errorf("broken record: %d %q", code, errOut)
	}

	// A file of many games is no game's record.
	many := filepath.Join(dir, "many.sgf")
	os.WriteFile(many, []byte(strings.Repeat("(;B[pd])", 100000)), 0o644)
	if code, _, errOut := run(i18n.Chinese, "game", "record", f, "--round", "1", "--table", "2", many); code != 1 || !strings.Contains(errOut, "含有 100000 局棋") {
		t.Errorf("a collection as a record: %d %q", code, errOut)
	}
	if code, _, errOut := run(i18n.English, "game", "record", f, "--round", "1", "--table", "2", many); code != 1 || !strings.Contains(errOut, "holds 100000 games") {
		t.Errorf("a collection as a record: %d %q", code, errOut)
	}

	out := must(t, "export", "sgf", f, filepath.Join(dir, "r1.sgf"), "--round", "1")
	if !strings.Contains(out, "1 game record written; 1 game has none") {
		t.Errorf("export: %q", out)
	}
	data, _ := os.ReadFile(filepath.Join(dir, "r1.sgf"))
	c, err := sgf.Parse(data)
	if err != nil || len(c) != 1 {
		t.Fatalf("exported collection: %v", err)
	}
	re, _ := c[0].Text("RE")
	ev, _ := c[0].Text("EV")
	pb, _ := c[0].Text("PB")
	if re != "B+R" || ev != "全国少年赛 少年组" || pb == "black" || len(c[0].MainLine()) != 4 {
		t.Errorf("exported root RE %q EV %q PB %q, %d nodes", re, ev, pb, len(c[0].MainLine()))
	}
	must(t, "export", "sgf", f, filepath.Join(dir, "records"))
	if files, _ := filepath.Glob(filepath.Join(dir, "records", "R1-T01 *.sgf")); len(files) != 1 {
		t.Errorf("per-game files: %v", files)
	}

	must(t, "game", "record", f, "--round", "1", "--table", "1", "--remove")
	if code, _, errOut := run(i18n.English, "export", "sgf", f, filepath.Join(dir, "none.sgf")); code != 1 || !strings.Contains(errOut, "nothing written") {
		t.Errorf("export without records: %d %q", code, errOut)
	}
}

// TestGameRecordRefusesWhatCheckRefuses: a record "sgf check" refuses
// cannot be attached either, so "export sgf" never writes one.
func TestGameRecordRefusesWhatCheckRefuses(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "t.wqa")
	must(t, "tournament", "new", f, "--name", "t")
	must(t, "group", "add", f, "--name", "g", "--system", "swiss", "--rounds", "1")
	must(t, "player", "add", f, "--name", "张三", "--group", "g")
	must(t, "player", "add", f, "--name", "李四", "--group", "g")
	must(t, "round", "pair", f, "--round", "1")
	for _, c := range []struct{ name, text, en, zh string }{
		{"size", "(;GM[1]SZ[1000];B[aa])", "SZ[1000] cannot be played", "棋盘大小 SZ[1000] 无法对弈"},
		{"handicap", "(;GM[1]SZ[19]HA[-2];B[pd])", "HA[-2] cannot be used", "HA[-2] 无法使用"},
		// pd is column 16 of a 9×9 board; it is White's move, the second.
		{"board", "(;GM[1]SZ[9];B[ee];W[pd])", "Move 2 (W[pd]) is not on the board", "第2手（W[pd]）不在棋盘上"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec := filepath.Join(dir, c.name+".sgf")
			os.WriteFile(rec, []byte(c.text), 0o644)
			if code, out, _ := run(i18n.English, "sgf", "check", rec); code != 1 || !strings.Contains(out, c.en) {
				t.Errorf("%s: sgf check %d %q", c.name, code, out)
			}
			if code, _, errOut := run(i18n.Chinese, "game", "record", f, "--round", "1", "--table", "1", rec); code != 1 || !strings.Contains(errOut, c.zh) {
				t.Errorf("%s: game record %d %q", c.name, code, errOut)
			}
		})
	}
	if code, _, errOut := run(i18n.English, "export", "sgf", f, filepath.Join(dir, "none.sgf")); code != 1 || !strings.Contains(errOut, "nothing written") {
		t.Errorf("a refused record was stored: %d %q", code, errOut)
	}
	// Komi that cannot be read is a warning for "sgf check" (issue 13), so
	// the record is attached too; the export writes the game's own komi.
	rec := filepath.Join(dir, "komi.sgf")
	os.WriteFile(rec, []byte("(;GM[1]SZ[19]KM[NaN];B[pd])"), 0o644)
	if code, _, _ := run(i18n.English, "sgf", "check", rec); code != 0 {
		t.Errorf("sgf check refuses unreadable komi: exit %d", code)
	}
	must(t, "game", "record", f, "--round", "1", "--table", "1", rec)
	must(t, "export", "sgf", f, filepath.Join(dir, "one.sgf"))
	data, _ := os.ReadFile(filepath.Join(dir, "one.sgf"))
	if _, err := sgf.CheckRecord(data); err != nil || strings.Contains(string(data), "NaN") {
		t.Errorf("exported record %q: %v", data, err)
	}
}

// TestBackupFailureReported: a backups folder that cannot be made (a file
// of that name is in the way) is reported when the command closes the
// file, as a warning saying that the change itself is saved, which it
// is: the command succeeds.
func TestBackupFailureReported(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "t.wqa")
	must(t, "tournament", "new", f, "--name", "t")
	os.RemoveAll(filepath.Join(dir, "backups"))
	os.WriteFile(filepath.Join(dir, "backups"), []byte("in the way"), 0o644)
	code, _, errOut := run(i18n.Chinese, "group", "add", f, "--name", "g", "--system", "swiss", "--rounds", "3")
	if code != 0 || !strings.Contains(errOut, "警告") || !strings.Contains(errOut, "备份无法写入") || !strings.Contains(errOut, "修改已保存") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	if out := must(t, "tournament", "show", f); !strings.Contains(out, "g") {
		t.Errorf("the group was not saved: %q", out)
	}
}

// TestLongNamesExport: names at the bound (100 characters) go through every
// export; one character more is refused on entry, in the user's language.
func TestLongNamesExport(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "t.wqa")
	must(t, "tournament", "new", f, "--name", strings.Repeat("赛", 100))
	must(t, "group", "add", f, "--name", "g", "--system", "swiss", "--rounds", "3")
	for i := range 4 {
		must(t, "player", "add", f, "--name", strings.Repeat(string(rune('甲'+i)), 100), "--club", strings.Repeat("棋", 100))
	}
	if code, _, errOut := run(i18n.Chinese, "player", "add", f, "--name", strings.Repeat("乙", 101)); code != 1 || !strings.Contains(errOut, "最多 100 个字符") {
		t.Errorf("101 characters: exit %d: %q", code, errOut)
	}
	if code, _, errOut := run(i18n.English, "player", "add", f, "--name", "x\x1b[2Jy"); code != 1 || !strings.Contains(errOut, "control characters") {
		t.Errorf("an escape: exit %d: %q", code, errOut)
	}
	must(t, "round", "pair", f, "--round", "1")
	must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "B+R")
	for _, c := range [][]string{
		{"crosstable", "x.xlsx"}, {"crosstable", "x.pdf"}, {"standings", "s.xlsx"}, {"standings", "s.pdf"},
		{"pairings", "p.xlsx"}, {"pairings", "p.pdf"}, {"index", "i.pdf"}, {"slips", "sl.pdf"}, {"cards", "c.pdf"},
		{"players", "pl.xlsx"}, {"players", "pl.pdf"}, {"egf", "e.h9"}, {"opengotha", "o.xml"},
	} {
		args := []string{"export", c[0], f, filepath.Join(dir, c[1])}
		if c[0] != "crosstable" && c[0] != "standings" && c[0] != "players" && c[0] != "egf" && c[0] != "opengotha" {
			args = append(args, "--round", "1")
		}
		if code, _, errOut := run(i18n.English, args...); code != 0 {
			t.Errorf("%v: exit %d: %s", args, code, errOut)
		}
	}
}
