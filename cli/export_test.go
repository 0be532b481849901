package cli

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"weiqi-arbiter/i18n"
)

func TestExportCrosstable(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "rr.wqa")
	must(t, "tournament", "new", f, "--name", "循环赛")
	must(t, "group", "add", f, "--name", "少年组", "--system", "roundrobin")
	for _, n := range []string{"张三", "李四", "王五"} {
		must(t, "player", "add", f, "--name", n, "--rank", "2d", "--club", "市棋院")
	}
	must(t, "round", "pair", f, "--round", "1")
	var r RoundJSON
	json.Unmarshal([]byte(must(t, "round", "show", f, "--round", "1", "--json")), &r)
	if len(r.Games) != 1 || len(r.Byes) != 1 {
		t.Fatalf("round 1 of three: %+v", r)
	}
	must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "W+F") // Black forfeits
	out := filepath.Join(dir, "成绩表.xlsx")
	if code, _, errOut := run(i18n.Chinese, "export", "crosstable", f, out); code != 0 {
		t.Fatalf("export: %d %s", code, errOut)
	}
	x, err := excelize.OpenFile(out)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	sheet := x.GetSheetName(0)
	rows, _ := x.GetRows(sheet)
	if sheet != "少年组" || !strings.Contains(rows[0][0], "成绩表") || len(rows) != 5 {
		t.Fatalf("sheet %q rows %q", sheet, rows)
	}
	want := []string{"名次", "编号", "姓名", "单位", "段位", "第1轮", "积分"}
	for i, w := range want {
		if rows[1][i] != w {
			t.Errorf("header %d = %q, want %q", i, rows[1][i], w)
		}
	}
	// White won by forfeit, Black lost by forfeit, the third player had the bye.
	number := func(id int64) string { return string(rune('0' + id)) }
	cells := map[string]string{}
	for _, row := range rows[2:] {
		cells[row[2]] = row[5]
	}
	names := map[int64]string{1: "张三", 2: "李四", 3: "王五"}
	g := r.Games[0]
	if cells[names[g.White]] != number(g.Black)+"白+弃" || cells[names[g.Black]] != number(g.White)+"黑−弃" || cells[names[r.Byes[0]]] != "轮空" {
		t.Errorf("round cells %v (game %+v)", cells, g)
	}
	// A round robin's bye scores nothing: the forfeiting player and the
	// player with the bye both have 0 points, SB 0 and no warnings, and
	// never met, so they share second place (并列2).
	for _, row := range rows[2:] {
		if (row[2] == names[g.Black] || row[2] == names[r.Byes[0]]) && (row[0] != "并列2" || row[6] != "0") {
			t.Errorf("the forfeiting player's row %q", row)
		}
	}
	panes, _ := x.GetPanes(sheet)
	layout, _ := x.GetPageLayout(sheet)
	if !panes.Freeze || panes.YSplit != 2 || layout.Orientation == nil || *layout.Orientation != "landscape" || *layout.FitToWidth != 1 {
		t.Errorf("panes %+v layout %+v", panes, layout)
	}
	// The other sheets of the group.
	sheet2 := func(kind string, extra ...string) [][]string {
		t.Helper()
		path := filepath.Join(dir, kind+".xlsx")
		args := append([]string{"export", kind, f, path}, extra...)
		if code, _, errOut := run(i18n.Chinese, args...); code != 0 {
			t.Fatalf("export %s: %s", kind, errOut)
		}
		x, err := excelize.OpenFile(path)
		if err != nil {
			t.Fatal(err)
		}
		defer x.Close()
		rows, _ := x.GetRows(x.GetSheetName(0))
		return rows
	}
	if rows := sheet2("standings"); len(rows) != 5 || rows[1][4] != "积分" || rows[4][1] != names[g.Black] {
		t.Errorf("standings sheet %q", rows)
	}
	// The komi, the same at every table, is said once in the title.
	if rows := sheet2("pairings", "--round", "1"); len(rows) != 4 || !strings.HasSuffix(rows[0][0], "第1轮对阵表 · 贴3又3/4子") || rows[2][0] != "1" || rows[2][2] != names[g.Black] ||
		rows[2][6] != "黑弃权" || rows[2][8] != names[g.White] || rows[3][2] != names[r.Byes[0]] || rows[3][6] != "轮空" {
		t.Errorf("pairings sheet %q", rows)
	}
	if rows := sheet2("players"); len(rows) != 5 || rows[2][1] != "张三" || rows[2][5] != "2段" || rows[1][0] != "编号" {
		t.Errorf("players sheet %q", rows)
	}
	if code, _, _ := run(i18n.English, "export", "pairings", f, filepath.Join(dir, "p.xlsx")); code != 2 {
		t.Errorf("pairings without a round: %d", code)
	}
	// Wrong names and a missing file change nothing.
	// The pairing sheet to print.
	sheetPDF := filepath.Join(dir, "对阵表.pdf")
	if code, _, errOut := run(i18n.Chinese, "export", "pairings", f, sheetPDF, "--round", "1", "--paper", "letter"); code != 0 {
		t.Fatalf("pdf: %s", errOut)
	}
	if _, err := exec.LookPath("pdftotext"); err == nil {
		text, _ := exec.Command("pdftotext", sheetPDF, "-").Output()
		for _, want := range []string{"少年组 第1轮对阵表", names[g.Black], names[g.White], "黑弃权", "轮空"} {
			if !strings.Contains(string(text), want) {
				t.Errorf("%q not in the pairing sheet", want)
			}
		}
	}
	// The name index: pinyin order (李 Li, 王 Wang, 张 Zhang).
	idx := sheet2("index", "--round", "1")
	if len(idx) != 5 || idx[2][0] != "李四" || idx[3][0] != "王五" || idx[4][0] != "张三" {
		t.Errorf("index %q", idx)
	}
	slips := filepath.Join(dir, "成绩条.pdf")
	must(t, "export", "slips", f, slips, "--round", "1")
	must(t, "export", "cards", f, filepath.Join(dir, "台签.pdf"), "--round", "1")
	if _, err := exec.LookPath("pdftotext"); err == nil {
		text, _ := exec.Command("pdftotext", slips, "-").Output()
		if !strings.Contains(string(text), "循环赛 · 少年组 · round 1") || !strings.Contains(string(text), names[g.Black]) {
			t.Errorf("slips:\n%s", text)
		}
	}
	if code, _, _ := run(i18n.English, "export", "slips", f, filepath.Join(dir, "s.xlsx"), "--round", "1"); code != 2 {
		t.Errorf("slips as xlsx: %d", code)
	}
	if code, _, _ := run(i18n.English, "export", "pairings", f, sheetPDF, "--round", "1", "--paper", "a3"); code != 2 {
		t.Errorf("paper a3 accepted: %d", code)
	}
	if code, _, _ := run(i18n.English, "export", "crosstable", f, filepath.Join(dir, "x.csv")); code != 2 {
		t.Errorf("csv accepted: %d", code)
	}
	missing := filepath.Join(dir, "none.xlsx")
	if code, _, _ := run(i18n.English, "export", "crosstable", filepath.Join(dir, "nofile.wqa"), missing); code != 1 {
		t.Errorf("missing tournament: %d", code)
	}
	if _, err := os.Stat(missing); !os.IsNotExist(err) {
		t.Error("a file was written for a failed export")
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".export-*")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// TestRoundPapersOfAnUnpairedRound: the papers of a round not paired yet
// (pairings, find-your-table list, slips, table cards) are refused, exit
// 1, saying so in the user's language, and no file is written; those of a
// paired round are written.
func TestRoundPapersOfAnUnpairedRound(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "e.wqa")
	must(t, "tournament", "new", f, "--name", "周末赛")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "5")
	for _, n := range []string{"张三", "李四", "王五"} {
		must(t, "player", "add", f, "--name", n, "--rank", "2d")
	}
	must(t, "round", "pair", f, "--round", "1")
	for _, c := range []struct{ kind, file string }{
		{"pairings", "r5.xlsx"}, {"pairings", "r5.pdf"}, {"index", "r5-index.xlsx"}, {"slips", "r5-slips.pdf"}, {"cards", "r5-cards.pdf"},
	} {
		out := filepath.Join(dir, c.file)
		code, _, errOut := run(i18n.Chinese, "export", c.kind, f, out, "--round", "5")
		if code != 1 || !strings.Contains(errOut, "第5轮尚未编排：本组已编排到第1轮") {
			t.Errorf("%s of round 5: %d %q", c.kind, code, errOut)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%s of round 5: %s was written", c.kind, c.file)
		}
	}
	if code, _, errOut := run(i18n.English, "export", "pairings", f, filepath.Join(dir, "r5.xlsx"), "--round", "5"); code != 1 || !strings.Contains(errOut, "Round 5 has not been paired: the group is paired up to round 1") {
		t.Errorf("English: %d %q", code, errOut)
	}
	must(t, "export", "pairings", f, filepath.Join(dir, "r1.xlsx"), "--round", "1")
}
