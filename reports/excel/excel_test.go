package excel

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/sheet"
)

// TestDisplayWidth: a Chinese character is about two Latin letters wide,
// and a name takes the same width however its accents or variation
// selectors were typed (the column of a name from a Mac is not wider).
func TestDisplayWidth(t *testing.T) {
	if zh, en := displayWidth("欧阳明"), displayWidth("Ouy"); zh <= 1.8*en {
		t.Errorf("Chinese %v against Latin %v", zh, en)
	}
	for apart, whole := range map[string]string{"Toma\u0301s": "Tomás", "Nguye\u0302\u0303n": "Nguyễn", "葛\U000E0100": "葛", "ｻﾄｳ": "abc"} {
		if a, w := displayWidth(apart), displayWidth(whole); a != w {
			t.Errorf("displayWidth(%q) = %v, want %v as %q", apart, a, w, whole)
		}
	}
}

func TestWriteFailsWhole(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "no such folder", "out.xlsx")
	if err := Write(bad, sheet.Table{Sheet: "x", Title: "t", Headers: []string{"a"}}); err == nil {
		t.Error("wrote into a missing folder")
	}
	// A table Excel refuses (a sheet named with a colon) leaves no file
	// behind, though the table before it was made.
	out := filepath.Join(dir, "out.xlsx")
	if err := Write(out, sheet.Table{Sheet: "x"}, sheet.Table{Sheet: "a:b"}); err == nil {
		t.Error("a sheet named a:b")
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
		if err := Write(out, sheet.Crosstable("全国围棋锦标赛", f, rows, 9, tr)); err != nil {
			b.Fatal(err)
		}
	}
}

// TestNumbersAndDimension: points and tiebreaks are numbers Excel sorts and
// sums, in a format that shows their halves and quarters; text stays text;
// the sheet's dimension covers the title, header and every row.
func TestNumbersAndDimension(t *testing.T) {
	tab := sheet.Table{Sheet: "少年组", Title: "市少儿围棋赛 少年组 名次表（第3轮后）",
		Headers: []string{"名次", "姓名", "积分", "胜者小分", "总得分", "警告"},
		Numeric: map[int]bool{0: true, 2: true, 3: true, 4: true, 5: true},
		Rows: [][]string{
			{"1", "葛优", "4", "0", "1", "0"},
			{"2", "鄂尔", "3", "0.5", "1.25", "0"},
			{"3", "白雪", "2", "2", "4/3", "2"},
			{"4", "何平", "0", "0", "-3", "0"},
		}}
	out := filepath.Join(t.TempDir(), "s.xlsx")
	if err := Write(out, tab); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenFile(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if dim, err := f.GetSheetDimension("少年组"); err != nil || dim != "A1:F6" {
		t.Errorf("dimension %q (%v), want A1:F6", dim, err)
	}
	tests := []struct {
		col     string
		sum     float64 // =SUM over the column, as Excel computes it
		format  string
		display string // 鄂尔's (row 4) as shown
	}{
		{"C", 9, "0", "3"},
		{"D", 2.5, "0.0", "0.5"},
		{"E", 1 + 1.25 + 4.0/3 - 3, "0.00", "1.25"},
		{"F", 2, "0", "0"},
	}
	for _, tt := range tests {
		t.Run(tt.col, func(t *testing.T) {
			if typ, _ := f.GetCellType("少年组", tt.col+"4"); typ != excelize.CellTypeUnset && typ != excelize.CellTypeNumber {
				t.Errorf("column %s: cell type %v, want a number", tt.col, typ)
			}
			f.SetCellFormula("少年组", "Z1", "SUM("+tt.col+"3:"+tt.col+"6)")
			sum, err := f.CalcCellValue("少年组", "Z1")
			if v, _ := strconv.ParseFloat(sum, 64); err != nil || math.Abs(v-tt.sum) > 1e-9 {
				t.Errorf("SUM of column %s = %q (%v), want %v", tt.col, sum, err, tt.sum)
			}
			id, _ := f.GetCellStyle("少年组", tt.col+"4")
			style, _ := f.GetStyle(id)
			if style.CustomNumFmt == nil || *style.CustomNumFmt != tt.format {
				t.Errorf("column %s: number format %v, want %q", tt.col, style.CustomNumFmt, tt.format)
			}
			if shown, _ := f.GetCellValue("少年组", tt.col+"4"); shown != tt.display {
				t.Errorf("column %s: 鄂尔's shown %q, want %q", tt.col, shown, tt.display)
			}
		})
	}
	if shown, _ := f.GetCellValue("少年组", "E5"); shown != "1.33" {
		t.Errorf("4/3 shown %q, want 1.33", shown)
	}
	if typ, _ := f.GetCellType("少年组", "B3"); typ != excelize.CellTypeSharedString && typ != excelize.CellTypeInlineString {
		t.Errorf("a name is of type %v", typ)
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

// TestNumberForms: every way the sheets write a number reads as that
// number (Frac.String and Frac.Mixed); anything else stays text.
func TestNumberForms(t *testing.T) {
	tests := []struct {
		in   string
		want float64
		ok   bool
	}{
		{"6", 6, true}, {"-2", -2, true}, {"7.25", 7.25, true},
		{"7/3", 7.0 / 3, true}, {"-2/3", -2.0 / 3, true},
		{"135 1/3", 135 + 1.0/3, true}, {"-2 1/3", -(2 + 1.0/3), true},
		{"2 4/3", 0, false}, {"2 -1/3", 0, false}, {"a 1/3", 0, false}, {"1/0", 0, false}, {"张三", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			v, _, ok := number(tt.in)
			if ok != tt.ok {
				t.Errorf("number(%q) ok = %v; want %v", tt.in, ok, tt.ok)
				return
			}
			if !ok {
				return
			}
			var got float64
			switch n := v.(type) {
			case int64:
				got = float64(n)
			case float64:
				got = n
			}
			if math.Abs(got-tt.want) > 1e-12 {
				t.Errorf("number(%q) = %v; want %v", tt.in, got, tt.want)
			}
		})
	}
}

// TestSheetNameExtB: a group's name becomes its sheet's name, which Excel
// holds to 31 UTF-16 units, not 31 characters: a character of CJK
// Extension B (𠮷) takes two. A group named with sixteen of them (32
// units), or with 30 common characters and one 𠮷 (32), or with quotes at
// its ends (which Excel refuses there), is written: the sheet is named
// with as many whole characters as fit (15 𠮷; the 30 characters; the
// name without its end quotes).
func TestSheetNameExtB(t *testing.T) {
	thirty := strings.Repeat("一二三四五六七八九十", 3)
	for _, c := range []struct{ group, sheet string }{
		{strings.Repeat("𠮷", 16), strings.Repeat("𠮷", 15)},
		{thirty + "𠮷", thirty},
		{"𠮷" + thirty, "𠮷" + thirty[:len(thirty)-len("十")]},
		{"'Open'", "Open"},
		{"𠮷田组", "𠮷田组"},
	} {
		t.Run(c.group, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "players.xlsx")
			f := pairing.Field{Group: tournament.Group{Name: c.group}, Players: []tournament.Player{{ID: 1, NameZh: "𠮷田翔", WithdrawnAfter: -1}}}
			if err := Write(out, sheet.Players("Open", f, func(_, english string, _ map[string]any) string { return english })); err != nil {
				t.Fatalf("not written: %v", err)
			}
			x, err := excelize.OpenFile(out)
			if err != nil {
				t.Fatal(err)
			}
			defer x.Close()
			if got := x.GetSheetList(); len(got) != 1 || got[0] != c.sheet {
				t.Errorf("sheets %q, want %q", got, c.sheet)
			}
			if v, _ := x.GetCellValue(c.sheet, "B3"); v != "𠮷田翔" {
				t.Errorf("B3 = %q, want 𠮷田翔", v)
			}
		})
	}
}

// TestSheetNamesUnique: a team group named as the board prizes' sheet is
// ("Board prizes", or "board PRIZES": Excel tells sheet names apart
// without regard to case) gets a workbook with both sheets, each with its
// own table, not the prizes written over the standings; a name at the
// limit of 31 units makes room for its number. A name with a quote inside
// (Seán's) is quoted as Excel's formulas quote it in the print titles.
func TestSheetNamesUnique(t *testing.T) {
	long := strings.Repeat("𠮷", 15) // 30 units
	for _, c := range []struct {
		name        string
		sheets      []string
		want        []string
		printTitles string
	}{
		{"same", []string{"Board prizes", "Board prizes"}, []string{"Board prizes", "Board prizes (2)"}, "'Board prizes'!$1:$2"},
		{"case", []string{"board PRIZES", "Board prizes"}, []string{"board PRIZES", "Board prizes (2)"}, "'board PRIZES'!$1:$2"},
		{"three", []string{"台次奖", "台次奖", "台次奖"}, []string{"台次奖", "台次奖 (2)", "台次奖 (3)"}, "'台次奖'!$1:$2"},
		{"long", []string{long, long}, []string{long, strings.Repeat("𠮷", 13) + " (2)"}, "'" + long + "'!$1:$2"},
		{"quote", []string{"Seán's group", "Other"}, []string{"Seán's group", "Other"}, "'Seán''s group'!$1:$2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "standings.xlsx")
			var tables []sheet.Table
			for i, s := range c.sheets {
				tables = append(tables, sheet.Table{Sheet: s, Title: fmt.Sprint("table ", i+1), Headers: []string{"名次"}, Rows: [][]string{{"1"}}, Numeric: map[int]bool{0: true}})
			}
			if err := Write(out, tables...); err != nil {
				t.Fatalf("not written: %v", err)
			}
			x, err := excelize.OpenFile(out)
			if err != nil {
				t.Fatal(err)
			}
			defer x.Close()
			if got := x.GetSheetList(); !slices.Equal(got, c.want) {
				t.Fatalf("sheets %q, want %q", got, c.want)
			}
			for i, s := range c.want {
				if v, _ := x.GetCellValue(s, "A1"); v != fmt.Sprint("table ", i+1) {
					t.Errorf("%s A1 = %q, want table %d", s, v, i+1)
				}
			}
			var titles string
			for _, d := range x.GetDefinedName() {
				if d.Name == "_xlnm.Print_Titles" && d.Scope == c.want[0] {
					titles = d.RefersTo
				}
			}
			if titles != c.printTitles {
				t.Errorf("print titles of %s = %q, want %q", c.want[0], titles, c.printTitles)
			}
		})
	}
}
