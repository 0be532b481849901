package pdf

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/reports/sheet"
)

func zh(key, english string, args map[string]any) string {
	words := map[string]string{"report.black_side": "黑方", "report.white_side": "白方", "report.slip_black_wins": "黑胜",
		"report.slip_white_wins": "白胜", "report.slip_draw": "和"}
	if w, ok := words[key]; ok {
		return w
	}
	for k, v := range args {
		english = strings.ReplaceAll(english, "{{."+k+"}}", fmt.Sprint(v))
	}
	return english
}

func slipsFor(n int) []sheet.Slip {
	var out []sheet.Slip
	for i := 1; i <= n; i++ {
		out = append(out, sheet.Slip{Event: "市少儿围棋赛", Group: "少年组", Round: 3, Table: i, Black: "欧阳明 3d", White: "司马光 2d", Terms: "让先"})
	}
	return out
}

func pdfText(t *testing.T, path string) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	out, err := exec.Command("pdftotext", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

func TestResultSlips(t *testing.T) {
	out := filepath.Join(t.TempDir(), "slips.pdf")
	if err := WriteSlips(out, A4, slipsFor(6), zh); err != nil {
		t.Fatal(err)
	}
	if exec.Command("pdftoppm", "-v").Run() == nil {
		os.MkdirAll(filepath.Join("..", "..", "build", "screenshots"), 0o755)
		exec.Command("pdftoppm", "-png", "-r", "50", "-f", "1", "-l", "1", "-singlefile", out, filepath.Join("..", "..", "build", "screenshots", "result-slips")).Run()
	}
	s := pdfText(t, out)
	if strings.Count(s, "欧阳明 3d") != 6 || strings.Count(s, "黑胜") != 6 || strings.Count(s, "让先") != 6 || strings.Count(s, "\f") != 2 || !strings.Contains(s, "Table 6") {
		t.Errorf("slips text:\n%s", s)
	}
}

func TestTableCards(t *testing.T) {
	out := filepath.Join(t.TempDir(), "cards.pdf")
	if err := WriteTableCards(out, Letter, slipsFor(3), zh); err != nil {
		t.Fatal(err)
	}
	s := pdfText(t, out)
	if strings.Count(s, "\f") != 2 || !strings.Contains(s, "少年组 · round 3 · table 3") {
		t.Errorf("cards text:\n%s", s)
	}
}
