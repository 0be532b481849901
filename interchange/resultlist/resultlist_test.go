package resultlist

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"

	"golang.org/x/text/encoding/simplifiedchinese"
)

func write(t *testing.T, data string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "results.csv")
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func gb18030(t *testing.T, s string) string {
	t.Helper()
	b, err := simplifiedchinese.GB18030.NewEncoder().String(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// utf16le is s in UTF-16, little end first, without a mark.
func utf16le(s string) string {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return string(b)
}

func TestRead(t *testing.T) {
	tests := []struct {
		name string
		data string
		want []Line
	}{
		{"UTF-8 with a byte-order mark, Chinese header, CRLF, a blank line",
			"\xef\xbb\xbf桌号,结果\r\n1,黑中盘胜\r\n\r\n2,W+R\r\n",
			[]Line{{2, "1", "黑中盘胜"}, {4, "2", "W+R"}}},
		{"GB18030 as Chinese Excel saves it, no header",
			gb18030(t, "1,黑胜3/4子\n2,白中盘胜\n"),
			[]Line{{1, "1", "黑胜3/4子"}, {2, "2", "白中盘胜"}}},
		{"header naming the columns in another order, with others",
			"black,white,result,table\n张三,李四,B+R,7\n王五,赵六,2,8\n",
			[]Line{{2, "7", "B+R"}, {3, "8", "2"}}},
		{"UTF-16 with its mark, as Excel saves Unicode text (tabs)",
			"\xff\xfe" + utf16le("桌号\t结果\r\n5\t白胜\r\n"),
			[]Line{{2, "5", "白胜"}}},
		{"tabs", "1\tB+R\n2\t=\n", []Line{{1, "1", "B+R"}, {2, "2", "="}}},
		{"semicolons and spaces", "Table; Result\n 1; B+R\n", []Line{{2, "1", "B+R"}}},
		{"a line of one cell has no result", "3\n4,W+T\n", []Line{{1, "3", ""}, {2, "4", "W+T"}}},
		{"empty cells of a spreadsheet's last rows are skipped", "1,B+R\n,\n,,\n", []Line{{1, "1", "B+R"}}},
		{"a first line with a result is no header", "x,B+R\n2,W+R\n", []Line{{1, "x", "B+R"}, {2, "2", "W+R"}}},
		{"a quoted cell over two lines counts from its first", "\"1\",\"B+R\"\n2,\"W\n+R\"\n3,B+R\n",
			[]Line{{1, "1", "B+R"}, {2, "2", "W\n+R"}, {4, "3", "B+R"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Read(write(t, tt.data))
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestReadRefuses(t *testing.T) {
	tests := []struct {
		name   string
		data   string
		reason string
		line   int
	}{
		{"a quote left open", "1,B+R\n2,\"W+R\n3,B+R\n", "csv", 2},
		{"Latin-1, not a Chinese list", "1,B+R\n2,\xe9t\xe9\n", "encoding", 0},
		{"larger than a list of results", "1,B+R\n" + strings.Repeat("x", MaxSize), "size", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Read(write(t, tt.data))
			var le *ListError
			if !errors.As(err, &le) || le.Reason != tt.reason || (tt.line > 0 && le.Line != tt.line) {
				t.Fatalf("Read: %v, want a %s error at line %d", err, tt.reason, tt.line)
			}
		})
	}
	if _, err := Read(filepath.Join(t.TempDir(), "none.csv")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

// FuzzRead: no list panics the reader; a list refused says why with a
// ListError (a broken CSV at a line of the file); a list read gives lines
// in file order, each numbered within the file, with its cells trimmed.
func FuzzRead(f *testing.F) {
	for _, s := range []string{"\xef\xbb\xbf桌号,结果\r\n1,黑中盘胜\r\n\r\n2,W+R\r\n", "1\tB+R\n2\t=\n", "Table; Result\n 1; B+R\n",
		"black,white,result,table\n张三,李四,B+R,7\n", "\"1\",\"B+R\"\n2,\"W\n+R\"\n", "1,B+R\n2,\"W+R\n3,B+R\n", "\xff\xfe\x00", "\r\r\n,\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		lines, err := read("results.csv", data)
		count := strings.Count(string(data), "\n") + strings.Count(string(data), "\r") + 1
		if err != nil {
			var le *ListError
			if !errors.As(err, &le) {
				t.Fatalf("not a ListError: %v", err)
			}
			if le.Reason == "csv" && (le.Line < 1 || le.Line > count) {
				t.Fatalf("%v: line %d of %d", err, le.Line, count)
			}
			return
		}
		last := 0
		for _, l := range lines {
			if l.Number <= last || l.Number > count {
				t.Fatalf("line numbered %d after %d, of %d lines", l.Number, last, count)
			}
			last = l.Number
			if l.Table != strings.TrimSpace(l.Table) || l.Result != strings.TrimSpace(l.Result) {
				t.Fatalf("line %d: cells not trimmed: %q %q", l.Number, l.Table, l.Result)
			}
		}
	})
}
