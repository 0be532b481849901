package excel

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/sheet"
)

func TestDisplayWidth(t *testing.T) {
	if zh, en := displayWidth("欧阳明"), displayWidth("Ouy"); zh <= 1.8*en {
		t.Errorf("Chinese %v against Latin %v", zh, en)
	}
}

func TestWriteFailsWhole(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "no such folder", "out.xlsx")
	if err := Write(bad, sheet.Table{Sheet: "x", Title: "t", Headers: []string{"a"}}); err == nil {
		t.Error("wrote into a missing folder")
	}
	// A table Excel refuses (a duplicate sheet) leaves no file behind.
	out := filepath.Join(dir, "out.xlsx")
	if err := Write(out, sheet.Table{Sheet: "x"}, sheet.Table{Sheet: "x"}); err == nil {
		t.Error("two sheets of one name")
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Error("a half-made workbook was left")
	}
}

// field makes a group of n players with rounds rounds of games (player i
// meets i+1 in pairs, shifted each round) for the benchmark.
func field(n, rounds int) (pairing.Field, []tournament.Row) {
	f := pairing.Field{Group: tournament.Group{Name: "公开组", Tiebreaks: []tournament.Tiebreak{tournament.SOS, tournament.SOSOS}}}
	for i := range n {
		f.Players = append(f.Players, tournament.Player{ID: int64(i + 1), NameZh: "欧阳明" + string(rune('甲'+i%10)), Club: "北京棋院", Rank: "3d"})
	}
	for r := 1; r <= rounds; r++ {
		for i := 0; i+1 < n; i += 2 {
			a, b := (i+r)%n, (i+r+1)%n
			f.Games = append(f.Games, tournament.Game{Round: r, Table: i/2 + 1, Black: int64(a + 1), White: int64(b + 1), Result: "B+R"})
		}
	}
	rows := make([]tournament.Row, n)
	for i := range rows {
		rows[i] = tournament.Row{Place: i + 1, Player: int64(i + 1), Points: tournament.F(int64(n - i)),
			Tiebreaks: map[tournament.Tiebreak]tournament.Frac{tournament.SOS: tournament.F(10), tournament.SOSOS: tournament.F(100)}}
	}
	return f, rows
}

func tr(_ string, english string, _ map[string]any) string { return english }

// BenchmarkCrosstable2000x9 is the figure: 2,000 players × 9 rounds
// written in at most 3 s.
func BenchmarkCrosstable2000x9(b *testing.B) {
	f, rows := field(2000, 9)
	out := filepath.Join(b.TempDir(), "big.xlsx")
	b.ReportAllocs()
	for b.Loop() {
		if err := Write(out, sheet.Crosstable(f, rows, 9, tr)); err != nil {
			b.Fatal(err)
		}
	}
}

// TestLongCellWidth: a cell far wider than Excel's 255-character column
// (a name stored before names were bounded) still writes: its column is
// 255 wide.
func TestLongCellWidth(t *testing.T) {
	out := filepath.Join(t.TempDir(), "long.xlsx")
	long := strings.Repeat("欧阳", 400)
	if err := Write(out, sheet.Table{Sheet: "x", Title: "t", Headers: []string{"姓名"}, Rows: [][]string{{long}}}); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenFile(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if w, err := f.GetColWidth("x", "A"); err != nil || w != excelize.MaxColumnWidth {
		t.Errorf("width %v %v", w, err)
	}
}
