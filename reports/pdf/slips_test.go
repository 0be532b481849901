package pdf

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
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

// TestResultSlips: each slip keeps to its quarter of the page, has boxes
// for 黑胜 / 白胜, for 中盘胜 / 超时 / 弃权, and a 和 box only where the komi
// allows a draw (SPEC §4: none with 3¾, one with no komi).
func TestResultSlips(t *testing.T) {
	f := roundOf(6)
	for i := range f.Games {
		if i%3 == 2 { // 让先: Black, no komi
			f.Games[i].Handicap, f.Games[i].Komi = 1, 0
		}
	}
	for _, lang := range []i18n.Lang{i18n.Chinese, i18n.English} {
		tr := i18n.MustLoad(lang).T
		slips := sheet.Slips("市少儿围棋赛", f, 3, tr)
		out := filepath.Join(t.TempDir(), "slips.pdf")
		if err := WriteSlips(out, A4, slips, tr); err != nil {
			t.Fatal(err)
		}
		if exec.Command("pdftoppm", "-v").Run() == nil {
			os.MkdirAll(filepath.Join("..", "..", "build", "screenshots"), 0o755)
			exec.Command("pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", out, filepath.Join("..", "..", "build", "screenshots", "result-slips-"+string(lang))).Run()
		}
		words := map[i18n.Lang][]string{
			i18n.Chinese: {"黑胜", "白胜", "中盘胜", "超时", "弃权", "黑方签名", "裁判签名"},
			i18n.English: {"Black wins", "White wins", "by resignation", "on time", "by forfeit", "Black signs", "Arbiter"},
		}[lang]
		draw := map[i18n.Lang]string{i18n.Chinese: "和", i18n.English: "Draw"}[lang]
		pages, pw, ph := pageWords(t, out)
		if len(pages) != 2 {
			t.Fatalf("%v: 6 slips on %d pages", lang, len(pages))
		}
		band := ph / slipsPerPage
		for i, s := range slips {
			top := float64(i%slipsPerPage) * band
			var text []string
			for _, w := range pages[i/slipsPerPage] {
				if w.YMin+w.YMax < 2*top || w.YMin+w.YMax > 2*(top+band) {
					continue
				}
				if w.YMin < top+4 || w.YMax > top+band-4 || w.XMin < 0 || w.XMax > pw {
					t.Errorf("%v, table %d: %q crosses its cut lines", lang, s.Table, w.Text)
				}
				text = append(text, w.Text)
			}
			all := " " + strings.Join(text, " ") + " "
			for _, want := range words {
				if !strings.Contains(all, " "+want+" ") {
					t.Errorf("%v, table %d: no %q on the slip: %s", lang, s.Table, want, all)
				}
			}
			wantDraw := s.Table%3 == 0
			if got := strings.Contains(all, " "+draw+" "); got != wantDraw {
				t.Errorf("%v, table %d (%s): draw box %v, want %v", lang, s.Table, s.Terms, got, wantDraw)
			}
		}
	}
}

// word is a word of a PDF page with its box (points, y downwards), as
// pdftotext -bbox gives it: the box is the font's declared line, ascender to
// descender, so a glyph is always inside it.
type word struct {
	Text                   string
	XMin, YMin, XMax, YMax float64
}

// pageWords reads the words of each page of a PDF with their boxes.
func pageWords(t *testing.T, path string) (pages [][]word, width, height float64) {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	out, err := exec.Command("pdftotext", "-bbox", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Pages []struct {
			Width  float64 `xml:"width,attr"`
			Height float64 `xml:"height,attr"`
			Words  []struct {
				Text string  `xml:",chardata"`
				XMin float64 `xml:"xMin,attr"`
				YMin float64 `xml:"yMin,attr"`
				XMax float64 `xml:"xMax,attr"`
				YMax float64 `xml:"yMax,attr"`
			} `xml:"word"`
		} `xml:"body>doc>page"`
	}
	d := xml.NewDecoder(bytes.NewReader(out))
	d.Strict = false
	d.AutoClose = xml.HTMLAutoClose
	d.Entity = xml.HTMLEntity
	if err := d.Decode(&doc); err != nil {
		t.Fatal(err)
	}
	for _, p := range doc.Pages {
		var ws []word
		for _, w := range p.Words {
			ws = append(ws, word{Text: w.Text, XMin: w.XMin, YMin: w.YMin, XMax: w.XMax, YMax: w.YMax})
		}
		pages = append(pages, ws)
		width, height = p.Width, p.Height
	}
	return pages, width, height
}

// TestTableCards checks the layout, not only the text: every word of a
// card, the big number first, lies inside its half of the page, clear of the
// cut line and the page edge, whatever the number's width and the paper.
func TestTableCards(t *testing.T) {
	tables := []int{1, 8, 88, 188, 1024}
	for _, paper := range []Paper{A4, Letter} {
		slips := slipsFor(len(tables))
		for i, n := range tables {
			slips[i].Table = n
		}
		out := filepath.Join(t.TempDir(), "cards.pdf")
		if err := WriteTableCards(out, paper, slips, zh); err != nil {
			t.Fatal(err)
		}
		if paper == A4 && exec.Command("pdftoppm", "-v").Run() == nil {
			os.MkdirAll(filepath.Join("..", "..", "build", "screenshots"), 0o755)
			exec.Command("pdftoppm", "-png", "-r", "60", "-f", "2", "-l", "2", "-singlefile", out, filepath.Join("..", "..", "build", "screenshots", "table-cards")).Run()
		}
		pages, pw, ph := pageWords(t, out)
		if len(pages) != 3 {
			t.Fatalf("%d cards on %d pages, want 3", len(tables), len(pages))
		}
		card := ph / 2
		const clear = 18.0 // from the cut line and the page's edges
		for i, n := range tables {
			words := pages[i/2]
			top := float64(i%2) * card
			number := strconv.Itoa(n)
			var big word // the largest word reading the number
			for _, w := range words {
				if w.YMin+w.YMax < 2*top || w.YMin+w.YMax > 2*(top+card) {
					continue // the other card's
				}
				if w.XMin < clear || w.XMax > pw-clear || w.YMin < top+clear || w.YMax > top+card-clear {
					t.Errorf("table %d: %q at x %.0f–%.0f, y %.0f–%.0f leaves the card y %.0f–%.0f", n, w.Text, w.XMin, w.XMax, w.YMin, w.YMax, top, top+card)
				}
				if w.Text == number && w.YMax-w.YMin > big.YMax-big.YMin {
					big = w
				}
			}
			// Very large: its line takes most of the card's height, or (a
			// wide number) most of the page's width.
			if h, wd := big.YMax-big.YMin, big.XMax-big.XMin; h < 0.6*card && wd < 0.8*pw {
				t.Errorf("table %d: number %.0f × %.0f pt on a card of %.0f × %.0f", n, wd, h, pw, card)
			}
		}
		text := pdfText(t, out)
		if !strings.Contains(text, "少年组 · round 3 · table 188") {
			t.Errorf("cards text:\n%s", text)
		}
	}
}
