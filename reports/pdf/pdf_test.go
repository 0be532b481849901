package pdf

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"weiqi-arbiter/reports/sheet"
)

// pairings is a pairing sheet of n tables with Chinese names, one of them
// far too long for its column.
func pairings(n int) sheet.Table {
	t := sheet.Table{Title: "公开组 第3轮对阵表", Headers: []string{"台号", "黑方 编号", "黑方 姓名", "单位", "段位", "积分", "结果", "白方 编号", "白方 姓名", "单位", "段位", "积分"}}
	for i := 1; i <= n; i++ {
		club := "北京棋院"
		if i == 2 {
			club = "中国棋院杭州分院少年围棋培训中心第一分校"
		}
		t.Rows = append(t.Rows, []string{strconv.Itoa(i), strconv.Itoa(2*i - 1), "欧阳明" + strconv.Itoa(i), club, "3d", "4",
			"", strconv.Itoa(2 * i), "司马光" + strconv.Itoa(i), "上海棋社", "2d", "4"})
	}
	return t
}

func TestPairingSheet(t *testing.T) {
	out := filepath.Join(t.TempDir(), "对阵表.pdf")
	if err := Write(out, A4, pairings(120)); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(out)
	if err != nil || !strings.HasPrefix(string(data), "%PDF-") {
		t.Fatalf("not a PDF: %v", err)
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed: the text is not checked")
	}
	text, err := exec.Command("pdftotext", "-layout", out, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	s := string(text)
	// Every name and the long club whole; the header on every page.
	for _, want := range []string{"欧阳明1 ", "司马光120", "中国棋院杭州分院少年围棋培训中心第一分校", "公开组 第3轮对阵表"} {
		if !strings.Contains(s, want) {
			t.Errorf("%q missing from the PDF text", want)
		}
	}
	pages := strings.Count(s, "\f")
	if pages < 2 || strings.Count(s, "台号") != pages {
		t.Errorf("%d pages, header %d times", pages, strings.Count(s, "台号"))
	}
	if _, err := exec.LookPath("pdftoppm"); err == nil {
		png := filepath.Join("..", "..", "build", "screenshots", "pairing-sheet")
		os.MkdirAll(filepath.Dir(png), 0o755)
		exec.Command("pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", out, png).Run()
	}
}

func TestWriteRefusesAMissingFolder(t *testing.T) {
	if err := Write(filepath.Join(t.TempDir(), "none", "x.pdf"), A4, pairings(1)); err == nil {
		t.Error("wrote into a missing folder")
	}
}

// BenchmarkPairingSheet1000 is the figure: 1,000 tables on one
// pairing sheet in at most 2 s.
func BenchmarkPairingSheet1000(b *testing.B) {
	t := pairings(1000)
	out := filepath.Join(b.TempDir(), "big.pdf")
	b.ReportAllocs()
	for b.Loop() {
		if err := Write(out, A4, t); err != nil {
			b.Fatal(err)
		}
	}
}
