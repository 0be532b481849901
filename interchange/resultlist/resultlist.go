// Package resultlist reads a list of results as a desk keeps it in a
// spreadsheet and saves it as CSV: a table number and a result per line,
// under an optional header (table,result or 桌号,结果).
package resultlist

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/interchange/roster"
)

// MaxSize is the largest list read: far beyond the results of a round of
// 20,000 players.
const MaxSize = 4 << 20

// Line is one line of results: the table and the result as written, and
// the line's number in the file (from 1).
type Line struct {
	Number        int
	Table, Result string
}

// ListError is a list that cannot be read at all.
type ListError struct {
	Path   string
	Line   int    // where the CSV is broken, or 0
	Reason string // "size", "encoding", "csv"
}

func (e *ListError) Error() string {
	_, english, args := e.MessageKey()
	return i18n.Fill(english, args)
}

// MessageKey names the error's message for translation.
func (e *ListError) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Path": e.Path, "Line": e.Line, "MB": MaxSize >> 20}
	switch e.Reason {
	case "size":
		return "error.resultlist.size", "{{.Path}} is larger than {{.MB}} MB: it is not a list of results.", args
	case "encoding":
		return "error.resultlist.encoding", "{{.Path}} is neither UTF-8 nor GB18030 text: save it as CSV (UTF-8).", args
	}
	return "error.resultlist.csv", "{{.Path}}, line {{.Line}}: the CSV is broken here (a quote opened and not closed?).", args
}

// Read reads the list of results in the CSV file at path: comma, semicolon
// or tab separated, in any encoding registration lists are read in
// (roster.DecodeText: UTF-8, GB18030, Big5, UTF-16). Without
// a header the first column is the table and the second the result; a
// header row (its first cell not a number, its second not a result) may
// name the columns in another order and add others, which are ignored.
// Lines with every cell empty are skipped; a line with one cell only has
// an empty result.
func Read(path string) ([]Line, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return read(path, data)
}

// read reads the list of results in data, the content of the file at path
// (read up to one byte past MaxSize, so that a larger file is told apart).
func read(path string, data []byte) ([]Line, error) {
	if len(data) > MaxSize {
		return nil, &ListError{Path: path, Reason: "size"}
	}
	text, err := roster.DecodeText(data)
	if err != nil {
		return nil, &ListError{Path: path, Reason: "encoding"}
	}
	return parse(path, text)
}

func parse(path, text string) ([]Line, error) {
	r := csv.NewReader(strings.NewReader(text))
	r.Comma = separator(text)
	r.FieldsPerRecord = -1
	r.TrimLeadingSpace = true
	tableCol, resultCol := 0, 1
	var lines []Line
	for first := true; ; {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		var pe *csv.ParseError
		if errors.As(err, &pe) {
			return nil, &ListError{Path: path, Line: pe.StartLine, Reason: "csv"}
		}
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", path, err)
		}
		if blank(rec) {
			continue
		}
		number, _ := r.FieldPos(0)
		if first {
			first = false
			if isHeader(rec) {
				tableCol, resultCol = columns(rec)
				continue
			}
		}
		lines = append(lines, Line{Number: number, Table: cell(rec, tableCol), Result: cell(rec, resultCol)})
	}
	return lines, nil
}

// separator is the one of tab, semicolon and comma the first line uses
// most (comma when it uses none).
func separator(text string) rune {
	first, _, _ := strings.Cut(text, "\n")
	best, n := ',', strings.Count(first, ",")
	for _, c := range []rune{'\t', ';'} {
		if k := strings.Count(first, string(c)); k > n {
			best, n = c, k
		}
	}
	return best
}

func blank(rec []string) bool {
	for _, c := range rec {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

func cell(rec []string, i int) string {
	if i < len(rec) {
		return strings.TrimSpace(rec[i])
	}
	return ""
}

// isHeader reports whether the first line titles the columns: its first
// cell is not a table number and its second is not a result.
func isHeader(rec []string) bool {
	if _, err := strconv.Atoi(cell(rec, 0)); err == nil {
		return false
	}
	_, err := tournament.ParseQuick(cell(rec, 1))
	return err != nil || cell(rec, 1) == ""
}

// columns finds the table and result columns by their titles; a title not
// found keeps its column's place (first, second).
func columns(header []string) (table, result int) {
	table, result = 0, 1
	foundTable, foundResult := false, false
	for i, h := range header {
		h = strings.ToLower(strings.TrimSpace(h))
		switch {
		case !foundTable && isTableTitle(h):
			table, foundTable = i, true
		case !foundResult && isResultTitle(h):
			result, foundResult = i, true
		}
	}
	return table, result
}

// isTableTitle reports whether a lower-cased column title names the table.
func isTableTitle(h string) bool {
	switch h {
	case "table", "table no", "table no.", "tables", "桌号", "台号", "桌次", "台次", "桌", "台":
		return true
	}
	return false
}

// isResultTitle reports whether a lower-cased column title names the result.
func isResultTitle(h string) bool {
	switch h {
	case "result", "results", "结果", "比赛结果", "成绩", "胜负":
		return true
	}
	return false
}
