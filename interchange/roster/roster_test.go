package roster

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/xuri/excelize/v2"
	"golang.org/x/text/encoding/simplifiedchinese"

	"weiqi-arbiter/domain/tournament"
)

func TestReadFormats(t *testing.T) {
	dir := t.TempDir()
	utf := "姓名,单位,段位\n张三,北京棋院,3d\n"
	gb, _ := simplifiedchinese.GB18030.NewEncoder().String(utf)
	files := map[string]string{"utf8.csv": "\xef\xbb\xbf" + utf, "gb.csv": gb, "tab.csv": "姓名\t单位\t段位\n张三\t北京棋院\t3d\n"}
	for name, data := range files {
		os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644)
	}
	x := excelize.NewFile()
	x.SetSheetRow("Sheet1", "A1", &[]any{"姓名", "单位", "段位"})
	x.SetSheetRow("Sheet1", "A2", &[]any{"张三", "北京棋院", "3d"})
	x.SaveAs(filepath.Join(dir, "list.xlsx"))
	for _, name := range []string{"utf8.csv", "gb.csv", "tab.csv", "list.xlsx"} {
		rows, err := Read(filepath.Join(dir, name))
		if err != nil || len(rows) != 2 || rows[0][0] != "姓名" || rows[1][1] != "北京棋院" {
			t.Errorf("%s: %q %v", name, rows, err)
		}
	}
	os.WriteFile(filepath.Join(dir, "broken.xlsx"), []byte("not a zip"), 0o644)
	if _, err := Read(filepath.Join(dir, "broken.xlsx")); !errors.Is(err, ErrUnreadable) {
		t.Errorf("broken xlsx: %v", err)
	}
	if _, err := Read(filepath.Join(dir, "list.pdf")); !errors.Is(err, ErrFormat) {
		t.Errorf("pdf: %v", err)
	}
}

func TestMapping(t *testing.T) {
	m := Guess([]string{"序号", "姓名", "单位", "段位", "Rating"})
	if m[Name] != 1 || m[Club] != 2 || m[Rank] != 3 || m[Rating] != 4 {
		t.Errorf("guess %v", m)
	}
	if _, ok := m[Region]; ok {
		t.Errorf("region guessed %v", m)
	}
	p, err := ParseMapping("name=B, club=c,rank=4")
	if err != nil || p[Name] != 1 || p[Club] != 2 || p[Rank] != 3 {
		t.Errorf("parse %v %v", p, err)
	}
	for _, bad := range []string{"nom=A", "name", "name=-1", "name=0"} {
		if _, err := ParseMapping(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestPlayersAndProblems(t *testing.T) {
	rows := [][]string{
		{"姓名", "拼音", "单位", "段位", "等级分"},
		{"张三", "Zhang San", "北京棋院", "3d", "2100"},
		{"", "", "上海", "2d", ""},           // row 3: no name
		{"李四", "", "", "九段半", ""},          // row 4: bad rank
		{"王五", "", "", "1级", "abc"},        // row 5: bad rating
		{"", "", "", "", ""},               // blank: skipped
		{"张三", "", "", "", ""},             // row 7: listed twice
		{"赵六", "", "", "", ""},             // row 8: already registered
		{"Anna Li", "", "Paris", "5k", ""}, // a Latin name
	}
	existing := []tournament.Player{{ID: 9, NameZh: "赵六"}}
	players, problems, err := Players(rows, Guess(rows[0]), 3, existing)
	if err != nil {
		t.Fatal(err)
	}
	if len(players) != 2 || players[0].NameZh != "张三" || players[0].Rating != 2100 || players[0].GroupID != 3 ||
		players[1].NameLatin != "Anna Li" || players[1].NameZh != "" {
		t.Errorf("players %+v", players)
	}
	want := []Problem{{Row: 3, Reason: "name"}, {Row: 4, Reason: "rank", Value: "九段半"}, {Row: 5, Reason: "rating", Value: "abc"},
		{Row: 7, Reason: "duplicate", Value: "张三"}, {Row: 8, Reason: "duplicate", Value: "赵六"}}
	if len(problems) != len(want) {
		t.Fatalf("problems %+v", problems)
	}
	for i, w := range want {
		if problems[i] != w {
			t.Errorf("problem %d = %+v, want %+v", i, problems[i], w)
		}
	}
	if _, _, err := Players(rows, Mapping{Club: 2}, 3, nil); !errors.Is(err, ErrNoName) {
		t.Errorf("no name column: %v", err)
	}
	if _, _, err := Players(rows[:1], Guess(rows[0]), 3, nil); !errors.Is(err, ErrNoRows) {
		t.Errorf("header only: %v", err)
	}
}

// TestColumnName: the letters of a column are those ParseMapping reads
// back, past Z too.
func TestColumnName(t *testing.T) {
	for _, tt := range []struct {
		name   string
		column int
		want   string
	}{{"first", 0, "A"}, {"last single letter", 25, "Z"}, {"after Z", 26, "AA"}, {"AZ", 51, "AZ"}} {
		t.Run(tt.name, func(t *testing.T) {
			got := ColumnName(tt.column)
			if got != tt.want {
				t.Fatalf("column %d is %q, want %q", tt.column, got, tt.want)
			}
			m, err := ParseMapping("name=" + got)
			if err != nil || m[Name] != tt.column {
				t.Errorf("%s reads back as %v, %v", got, m, err)
			}
		})
	}
}

// TestNameInTwoColumns: a list giving the name in two columns (姓 and 名,
// or family and given name) registers the name whole and keeps its two
// parts as they came; a list with the whole name and its parts keeps the
// parts that make it.
func TestNameInTwoColumns(t *testing.T) {
	for _, c := range []struct {
		name                      string
		rows                      [][]string
		zh, latin, surname, given string
	}{
		{"姓 名", [][]string{{"姓", "名", "单位"}, {"欧阳", "明", "市棋院"}}, "欧阳明", "", "欧阳", "明"},
		{"Ext-B", [][]string{{"姓", "名"}, {"吉", "𠮷"}}, "吉𠮷", "", "吉", "𠮷"},
		// Korean and Japanese names in their own letters are written
		// together like Chinese ones, in the name of its own characters.
		{"Korean", [][]string{{"姓", "名"}, {"김", "민준"}}, "김민준", "", "김", "민준"},
		{"Japanese kana", [][]string{{"姓", "名"}, {"さとう", "ゆき"}}, "さとうゆき", "", "さとう", "ゆき"},
		{"family and given", [][]string{{"Family name", "Given name", "Club"}, {"de Oliveira Fava", "Tomás", "Lisboa"}}, "", "de Oliveira Fava Tomás", "de Oliveira Fava", "Tomás"},
		{"nom prénom", [][]string{{"Nom", "Prénom"}, {"Anguila Caner", "Oscar"}}, "", "Anguila Caner Oscar", "Anguila Caner", "Oscar"},
		{"whole and parts", [][]string{{"姓名", "拼音", "surname", "given name"}, {"徐易则", "Xu Yize", "Xu", "Yize"}}, "徐易则", "Xu Yize", "Xu", "Yize"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ps, problems, err := Players(c.rows, Guess(c.rows[0]), 1, nil)
			if err != nil || len(problems) != 0 || len(ps) != 1 {
				t.Fatalf("%v %v %v", ps, problems, err)
			}
			p := ps[0]
			if p.NameZh != c.zh || p.NameLatin != c.latin || p.Surname != c.surname || p.GivenName != c.given {
				t.Errorf("got %q %q %q/%q", p.NameZh, p.NameLatin, p.Surname, p.GivenName)
			}
		})
	}
}
