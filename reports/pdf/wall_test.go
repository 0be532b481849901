package pdf

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/reports/sheet"
)

// roundOf is round 3 of a group of 2n players at n tables, with the
// club names of a real children's event, one of them very long.
func roundOf(n int) pairing.Field {
	f := pairing.Field{Group: tournament.Group{Name: "少年组"}}
	clubs := []string{"北京棋院", "上海棋社", "杭州少儿围棋", "中国棋院杭州分院少年围棋培训中心第一分校", "聂道围棋"}
	for i := range 2 * n {
		name := []string{"欧阳明", "司马光", "张三", "李思思"}[i%4] + fmt.Sprint(i+1)
		f.Players = append(f.Players, tournament.Player{ID: int64(i + 1), NameZh: name, Club: clubs[i%5], Rank: "3k", WithdrawnAfter: -1})
	}
	for i := range n {
		f.Games = append(f.Games, tournament.Game{Round: 3, Table: i + 1, Black: int64(2*i + 1), White: int64(2*i + 2), Komi: 15})
	}
	return f
}

// TestWallPairingSheet: the wall sheet's title names the event, group,
// round, date and start time; the names are in type a child reads at a
// metre (at least 14 pt), larger when there are fewer tables; the table
// spans the page's width; nothing leaves the page.
func TestWallPairingSheet(t *testing.T) {
	start := time.Date(2026, 12, 1, 9, 30, 0, 0, time.UTC)
	m, err := fontMetrics()
	if err != nil {
		t.Fatal(err)
	}
	line := m.ascent + m.descent // a word's box is its size × line
	for _, lang := range []i18n.Lang{i18n.Chinese, i18n.English} {
		tr := i18n.MustLoad(lang).T
		title := map[i18n.Lang][]string{
			i18n.Chinese: {"市少儿围棋赛", "少年组", "第3轮对阵表", "贴3又3/4子", "2026年12月1日", "09:30", "开始"},
			i18n.English: {"市少儿围棋赛", "少年组", "pairings of round 3", "komi 3 3/4", "1 Dec 2026", "start 09:30"},
		}[lang]
		sizes := map[int]float64{}
		for _, tables := range []int{6, 20, 40} {
			tab := sheet.Pairings("市少儿围棋赛", sheet.When(start, true, tr), roundOf(tables), 3, nil, tr)
			out := filepath.Join(t.TempDir(), "wall.pdf")
			if err := Write(out, A4, tab); err != nil {
				t.Fatal(err)
			}
			if tables == 20 && exec.Command("pdftoppm", "-v").Run() == nil {
				png := filepath.Join("..", "..", "build", "screenshots", "wall-pairings-"+string(lang))
				os.MkdirAll(filepath.Dir(png), 0o755)
				exec.Command("pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", out, png).Run()
			}
			text := pdfText(t, out)
			firstLine, _, _ := strings.Cut(text, "\n")
			for _, want := range title {
				if !strings.Contains(firstLine, want) {
					t.Errorf("%v, %d tables: title %q lacks %q", lang, tables, firstLine, want)
				}
			}
			pages, pw, ph := pageWords(t, out)
			right, smallest := 0.0, 1e9
			for _, words := range pages {
				for _, w := range words {
					if w.XMin < 0 || w.YMin < 0 || w.XMax > pw || w.YMax > ph {
						t.Errorf("%v, %d tables: %q leaves the page", lang, tables, w.Text)
					}
					right = max(right, w.XMax)
					if strings.HasPrefix(w.Text, "欧阳明") || strings.HasPrefix(w.Text, "司马光") {
						smallest = min(smallest, (w.YMax-w.YMin)/line)
					}
				}
			}
			if smallest < wallMin-0.5 {
				t.Errorf("%v, %d tables: names in %.1f pt, want at least %v", lang, tables, smallest, wallMin)
			}
			if right < pw-margin-40 {
				t.Errorf("%v, %d tables: the table ends at %.0f of %.0f pt", lang, tables, right, pw)
			}
			if tables <= 20 && len(pages) != 1 { // a round of up to 20 tables on one page
				t.Errorf("%v, %d tables on %d pages", lang, tables, len(pages))
			}
			sizes[tables] = smallest
		}
		if !(sizes[6] > sizes[20]+2 && sizes[20] >= sizes[40]) {
			t.Errorf("%v: name sizes %v: not chosen by the number of tables", lang, sizes)
		}
	}
}

// BenchmarkWallPairingSheet1000 writes the wall pairing sheet of a round of
// 1,000 tables, the largest field the program is sized for.
func BenchmarkWallPairingSheet1000(b *testing.B) {
	tr := i18n.MustLoad(i18n.Chinese).T
	tab := sheet.Pairings("市少儿围棋赛", "", roundOf(1000), 3, nil, tr)
	out := filepath.Join(b.TempDir(), "wall.pdf")
	b.ReportAllocs()
	for b.Loop() {
		if err := Write(out, A4, tab); err != nil {
			b.Fatal(err)
		}
	}
}

// TestFindYourTableList: the find-your-table list of 72 players (36
// tables) is read from a metre away: names in at least wallMin, the list
// in blocks side by side across the page (not one narrow column), one
// page; 400 players run over pages in the same large type.
func TestFindYourTableList(t *testing.T) {
	m, err := fontMetrics()
	if err != nil {
		t.Fatal(err)
	}
	line := m.ascent + m.descent
	for _, lang := range []i18n.Lang{i18n.Chinese, i18n.English} {
		tr := i18n.MustLoad(lang).T
		for _, tables := range []int{36, 200} {
			tab := sheet.TableIndex("市少儿围棋赛", roundOf(tables), 3, tr)
			out := filepath.Join(t.TempDir(), "index.pdf")
			if err := Write(out, A4, tab); err != nil {
				t.Fatal(err)
			}
			if tables == 36 && exec.Command("pdftoppm", "-v").Run() == nil {
				png := filepath.Join("..", "..", "build", "screenshots", "find-your-table-"+string(lang))
				os.MkdirAll(filepath.Dir(png), 0o755)
				exec.Command("pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", out, png).Run()
			}
			pages, pw, ph := pageWords(t, out)
			smallest, lefts := 1e9, map[int]bool{}
			for _, words := range pages {
				for _, w := range words {
					if w.XMin < 0 || w.YMin < 0 || w.XMax > pw || w.YMax > ph {
						t.Errorf("%v, %d tables: %q leaves the page", lang, tables, w.Text)
					}
					if strings.HasPrefix(w.Text, "欧阳明") || strings.HasPrefix(w.Text, "司马光") {
						smallest = min(smallest, (w.YMax-w.YMin)/line)
						lefts[int(w.XMin)/20] = true
					}
				}
			}
			if smallest < wallMin-0.5 {
				t.Errorf("%v, %d tables: names in %.1f pt, want at least %v", lang, tables, smallest, wallMin)
			}
			if len(lefts) < 2 {
				t.Errorf("%v, %d tables: the names run down %d column(s)", lang, tables, len(lefts))
			}
			if tables == 36 && len(pages) != 1 {
				t.Errorf("%v: 72 players on %d pages", lang, len(pages))
			}
		}
	}
}
