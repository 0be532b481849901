package roster

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"

	"weiqi-arbiter/domain/tournament"
)

// rezip copies an .xlsx file, writing the parts named in change with their
// function (which gets the original part) instead of copying them.
func rezip(t *testing.T, data []byte, change map[string]func(w io.Writer, part []byte)) []byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	zw := zip.NewWriter(&out)
	for _, f := range zr.File {
		rc, _ := f.Open()
		part, _ := io.ReadAll(rc)
		rc.Close()
		w, _ := zw.Create(f.Name)
		if fn := change[f.Name]; fn != nil {
			fn(w, part)
		} else {
			w.Write(part)
		}
	}
	zw.Close()
	return out.Bytes()
}

func listXLSX(t *testing.T, n int) []byte {
	t.Helper()
	x := excelize.NewFile()
	x.SetSheetRow("Sheet1", "A1", &[]any{"姓名", "单位"})
	for i := 2; i <= n; i++ {
		x.SetSheetRow("Sheet1", fmt.Sprintf("A%d", i), &[]any{fmt.Sprintf("选手%d", i), "北京棋院"})
	}
	var buf bytes.Buffer
	if err := x.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestDamagedAndHugeSpreadsheets(t *testing.T) {
	dir := t.TempDir()
	whole := listXLSX(t, 1000)
	cut := rezip(t, whole, map[string]func(io.Writer, []byte){
		"xl/worksheets/sheet1.xml": func(w io.Writer, b []byte) { w.Write(b[:len(b)/2]) },
	})
	// A sheet nested a million deep: no stack of a million open elements.
	deep := rezip(t, whole, map[string]func(io.Writer, []byte){
		"xl/worksheets/sheet1.xml": func(w io.Writer, b []byte) {
			io.WriteString(w, strings.Repeat("<a>", 1000000)+strings.Repeat("</a>", 1000000))
		},
	})
	// A memory bomb of 100 KB: one cell in the last column (XFD) of each
	// of 20,000 rows; read as it stood, every row filled up to that cell
	// took 5 GB.
	wide := rezip(t, whole, map[string]func(io.Writer, []byte){
		"xl/worksheets/sheet1.xml": func(w io.Writer, b []byte) {
			io.WriteString(w, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`)
			for i := 1; i <= 20000; i++ {
				fmt.Fprintf(w, `<row r="%d"><c r="XFD%d" t="inlineStr"><is><t>x</t></is></c></row>`, i, i)
			}
			io.WriteString(w, `</sheetData></worksheet>`)
		},
	})
	// A zip bomb: MaxUnzipSize of one repeated row, streamed into the zip,
	// compresses to a few hundred KB.
	bomb := rezip(t, whole, map[string]func(io.Writer, []byte){
		"xl/worksheets/sheet1.xml": func(w io.Writer, b []byte) {
			head, tail, _ := bytes.Cut(b, []byte("<sheetData>"))
			_, rest, _ := bytes.Cut(tail, []byte("</sheetData>"))
			row := []byte(`<row><c t="inlineStr"><is><t>` + strings.Repeat("x", 1000) + `</t></is></c></row>`)
			w.Write(head)
			io.WriteString(w, "<sheetData>")
			for n := 0; n < MaxUnzipSize+1<<20; n += len(row) {
				w.Write(row)
			}
			io.WriteString(w, "</sheetData>")
			w.Write(rest)
		},
	})
	if len(bomb) > 2<<20 {
		t.Fatalf("the bomb is %d bytes", len(bomb))
	}
	for name, c := range map[string]struct {
		data []byte
		want error
	}{
		"whole.xlsx": {whole, nil},
		"cut.xlsx":   {cut, ErrDamaged},
		"deep.xlsx":  {deep, ErrDamaged},
		"wide.xlsx":  {wide, ErrTooManyCells},
		"bomb.xlsx":  {bomb, ErrTooLarge},
	} {
		p := filepath.Join(dir, name)
		os.WriteFile(p, c.data, 0o644)
		rows, err := Read(p)
		if c.want == nil {
			if err != nil || len(rows) != 1000 {
				t.Errorf("%s: %d rows, %v", name, len(rows), err)
			}
			continue
		}
		if !errors.Is(err, c.want) || rows != nil {
			t.Errorf("%s: %d rows, %v; want %v", name, len(rows), err, c.want)
		}
	}
}

func TestEncodings(t *testing.T) {
	text := "姓名\t单位\r\n张三\t北京棋院\r\n"
	utf16le, _ := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder().String(text)
	utf16be, _ := unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM).NewEncoder().String(text)
	big5Text := "姓名,單位\n張三,北京棋院\n陳文,臺北市\n"
	big5, err := traditionalchinese.Big5.NewEncoder().String(big5Text)
	if err != nil {
		t.Fatal(err)
	}
	// GBK where four characters in ten are outside GB2312 (镕 and 堃 are
	// in GBK's extension: a byte below 0xA1), which Big5 cannot read.
	gbkRare, err := simplifiedchinese.GBK.NewEncoder().String("姓名,号\n朱镕基,镕\n王堃,堃\n")
	if err != nil {
		t.Fatal(err)
	}
	sjis, err := japanese.ShiftJIS.NewEncoder().String("名前,所属\nやまだ たろう,日本棋院\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, data string
		cell       string // row 2, column 2
		guess      string // for a refusal: the encoding named
	}{
		{"utf16 BOM (Excel Unicode text)", utf16le, "北京棋院", ""},
		{"utf16 big-endian without BOM", utf16be, "北京棋院", ""},
		{"big5", big5, "北京棋院", ""},
		{"gbk with rare characters", gbkRare, "镕", ""},
		{"latin-1", "Name,Club\nM\xfcller,Gen\xe8ve\nJos\xe9,Le\xf3n\n", "", "Latin-1"},
		{"shift-jis", sjis, "", "Shift-JIS"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rows, err := readCSV([]byte(c.data))
			if c.guess == "" {
				if err != nil || len(rows) < 2 || rows[1][1] != c.cell {
					t.Errorf("%q %v", rows, err)
				}
				return
			}
			var le *ListError
			if !errors.Is(err, ErrEncoding) || !errors.As(err, &le) || !strings.Contains(fmt.Sprint(le.args["Guess"]), c.guess) {
				t.Fatalf("%q %v", rows, err)
			}
			if msg := le.Error(); !strings.Contains(msg, "UTF-8, GB18030") || !strings.Contains(msg, "Big5") {
				t.Errorf("the message does not name the encodings read: %s", msg)
			}
		})
	}
}

// TestManyCells: a CSV list of more than MaxCells cells (here on one line)
// is refused before it is split.
func TestManyCells(t *testing.T) {
	if _, err := readCSV([]byte("姓名" + strings.Repeat(",", MaxCells+1))); !errors.Is(err, ErrTooManyCells) {
		t.Errorf("%v", err)
	}
}

func TestQuotes(t *testing.T) {
	// Row 3 opens a quote that never closes: the lenient reader used to
	// swallow the rest of the file into one cell.
	_, err := readCSV([]byte("姓名,单位\n张三,北京\n\"李四,上海\n王五,天津\n赵六,重庆\n"))
	var le *ListError
	if !errors.Is(err, ErrQuote) || !errors.As(err, &le) || le.args["Row"] != 3 {
		t.Errorf("unterminated quote: %v", err)
	}
	// So does a quote opened on the last line, with or without a line
	// break, and a stray quote inside a quoted cell (read leniently, the
	// rows below would become part of that cell).
	for _, text := range []string{"姓名\n张三\n\"李四\n", "姓名\n张三\n\"李四", "姓名\n张三\n\"李\"\"四\n", "姓名\n张三\n\"李四\"(队长)\n王五\n"} {
		if _, err := readCSV([]byte(text)); !errors.Is(err, ErrQuote) || !errors.As(err, &le) || le.args["Row"] != 3 {
			t.Errorf("%q: %v", text, err)
		}
	}
	// A quote inside an unquoted cell is text; a quoted cell may hold a
	// comma and a line break and is still one row.
	rows, err := readCSV([]byte("姓名,备注\n张三,5\" board\n\"李四\",\"a, b\nc\"\n王五,x\n"))
	if err != nil || len(rows) != 4 || rows[1][1] != `5" board` || rows[2][1] != "a, b\nc" || rows[3][0] != "王五" {
		t.Errorf("%q %v", rows, err)
	}
}

func TestNameBounds(t *testing.T) {
	long := strings.Repeat("长", tournament.MaxNameLength+1)
	rows := [][]string{
		{"姓名", "单位"},
		{long, ""},                       // row 2
		{"张三\x1b[31m", ""},               // row 3: a terminal escape
		{"李四", "北京\t棋院"},                 // row 4: a tab is a space
		{strings.Repeat("长", 100), "上海"}, // row 5: exactly the bound
	}
	players, problems, err := Players(rows, Guess(rows[0]), 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(problems) != 2 || problems[0].Row != 2 || problems[0].Reason != "too_long" || problems[1].Row != 3 || problems[1].Reason != "control" {
		t.Errorf("problems %+v", problems)
	}
	if len(players) != 2 || players[0].Club != "北京 棋院" || players[1].NameZh != strings.Repeat("长", 100) {
		t.Errorf("players %+v", players)
	}
}

// BenchmarkPlayers100k checks 100,000 rows against each other and 1,000
// players already registered: every lookup by name goes through an index,
// so the time is linear in the rows.
func BenchmarkPlayers100k(b *testing.B) {
	rows := [][]string{{"姓名", "拼音", "单位", "段位"}}
	for i := range 100000 {
		rows = append(rows, []string{fmt.Sprintf("选手%d", i), fmt.Sprintf("Player %d", i), "北京棋院", "3d"})
	}
	var existing []tournament.Player
	for i := range 1000 {
		existing = append(existing, tournament.Player{ID: int64(i + 1), NameZh: fmt.Sprintf("已有%d", i)})
	}
	m := Guess(rows[0])
	for b.Loop() {
		players, problems, err := Players(rows, m, 1, existing)
		if err != nil || len(players) != 100000 || len(problems) != 0 {
			b.Fatal(len(players), problems, err)
		}
	}
}
