package pdf

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
	"weiqi-arbiter/reports/sheet"
)

func TestMatchSheets(t *testing.T) {
	var sheets []sheet.MatchSheet
	for i, pair := range [][2]string{{"北京队", "上海队"}, {"杭州棋院少年队", "成都队"}, {"广州队", "深圳队"}} {
		s := sheet.MatchSheet{Event: "全国团体赛", Group: "甲组", Round: 2, Table: i + 1, TeamA: pair[0], TeamB: pair[1]}
		for b := 1; b <= 4; b++ {
			s.Boards = append(s.Boards, sheet.MatchSheetBoard{Board: b, A: pair[0][:6] + "选手" + string(rune('0'+b)), B: pair[1][:6] + "棋手" + string(rune('0'+b)), ABlack: b%2 == 1})
		}
		sheets = append(sheets, s)
	}
	sheets[0].Boards[0].Result = "B+R"
	out := filepath.Join(t.TempDir(), "match.pdf")
	if err := WriteMatchSheets(out, A4, sheets, i18n.MustLoad(i18n.Chinese).T); err != nil {
		t.Fatal(err)
	}
	if exec.Command("pdftoppm", "-v").Run() == nil {
		os.MkdirAll(filepath.Join("..", "..", "build", "screenshots"), 0o755)
		exec.Command("pdftoppm", "-png", "-r", "50", "-f", "1", "-l", "1", "-singlefile", out, filepath.Join("..", "..", "build", "screenshots", "match-sheets")).Run()
	}
	text := pdfText(t, out)
	for _, want := range []string{"全国团体赛 · 甲组 · 第2轮", "北京队 — 上海队", "北京选手1 (黑方)", "上海棋手1 (白方)", "黑中盘胜",
		"北京选手2 (白方)", "杭州棋院少年队 — 成都队", "深圳棋手4", "裁判"} {
		if !strings.Contains(text, want) {
			t.Errorf("match sheets lack %q", want)
		}
	}
	// Each match is headed 第N场, as the Teams screen numbers matches
	// (第N台 there is a board).
	if strings.Count(text, "第3场") != 1 || strings.Contains(text, "第3台") {
		t.Errorf("match 3 headed 第3场 %d times (第3台: %v)", strings.Count(text, "第3场"), strings.Contains(text, "第3台"))
	}
}
