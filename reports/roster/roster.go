// Package roster reads registration lists (报名表) that organisers bring as
// spreadsheets or CSV files, and turns their rows into players, listing every
// row it cannot take with its number and the reason.
package roster

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
	"golang.org/x/text/encoding/simplifiedchinese"

	"weiqi-arbiter/domain/tournament"
)

// Field is a player field a column can fill.
type Field string

// The fields of a registration list.
const (
	Name   Field = "name"   // the name as written (Chinese, or Latin if no Chinese)
	Latin  Field = "latin"  // the name in Latin letters
	Club   Field = "club"   // 单位
	Region Field = "region" // 地区
	Rank   Field = "rank"   // 段位
	Rating Field = "rating" // 等级分
	Gender Field = "gender"
	Birth  Field = "birth"
)

// allFields lists the fields in the order of a mapping's description.
func allFields() []Field { return []Field{Name, Latin, Club, Region, Rank, Rating, Gender, Birth} }

// headerWords are the column titles recognised for each field.
func headerWords(f Field) []string {
	switch f {
	case Name:
		return []string{"姓名", "名字", "选手", "name", "player"}
	case Latin:
		return []string{"拼音", "英文名", "latin", "pinyin", "latin name"}
	case Club:
		return []string{"单位", "俱乐部", "学校", "club", "school"}
	case Region:
		return []string{"地区", "省市", "代表队", "region", "country"}
	case Rank:
		return []string{"段位", "级别", "rank", "grade"}
	case Rating:
		return []string{"等级分", "rating", "elo"}
	case Gender:
		return []string{"性别", "gender", "sex"}
	case Birth:
		return []string{"出生日期", "生日", "birth", "born"}
	}
	return nil
}

// Mapping tells which column (0-based) holds each field.
type Mapping map[Field]int

// ListError is a reason a whole list is refused, in the user's language.
type ListError struct{ key, english string }

func (e *ListError) Error() string { return e.english }

// MessageKey names the error's message for translation.
func (e *ListError) MessageKey() (key, english string, args map[string]any) {
	return e.key, e.english, nil
}

// The reasons a list is refused as a whole.
var (
	ErrNoRows     = &ListError{"import.error.no_rows", "The list has no rows below its header."}
	ErrFormat     = &ListError{"import.error.format", "Registration lists are read from .xlsx or .csv files."}
	ErrNoName     = &ListError{"import.error.no_name", "No column holds the names: title it 姓名 or name, or map it (name=A)."}
	ErrUnreadable = &ListError{"import.error.unreadable", "The file cannot be read as a spreadsheet or CSV list."}
)

// Read returns the cells of a registration list: the first sheet of an
// .xlsx file, or a .csv file in UTF-8 or GB18030 (as Chinese Excel saves
// it), comma or tab separated.
func Read(path string) ([][]string, error) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".xlsx":
		f, err := excelize.OpenFile(path)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w (%v)", path, ErrUnreadable, err)
		}
		defer f.Close()
		rows, err := f.GetRows(f.GetSheetName(0))
		if err != nil {
			return nil, fmt.Errorf("read %s: %w (%v)", path, ErrUnreadable, err)
		}
		return rows, nil
	case ".csv", ".txt":
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", path, err)
		}
		data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
		if !utf8.Valid(data) {
			if data, err = simplifiedchinese.GB18030.NewDecoder().Bytes(data); err != nil {
				return nil, fmt.Errorf("read %s: %w", path, err)
			}
		}
		r := csv.NewReader(bytes.NewReader(data))
		if first, _, _ := bytes.Cut(data, []byte("\n")); bytes.Count(first, []byte("\t")) > bytes.Count(first, []byte(",")) {
			r.Comma = '\t'
		}
		r.FieldsPerRecord = -1
		r.LazyQuotes = true
		rows, err := r.ReadAll()
		if err != nil {
			return nil, fmt.Errorf("read %s: %w (%v)", path, ErrUnreadable, err)
		}
		return rows, nil
	}
	return nil, fmt.Errorf("read %s: %w", path, ErrFormat)
}

// Guess maps columns from the header row by their titles (姓名, 单位, 段位 …).
func Guess(header []string) Mapping {
	m := Mapping{}
	for c, h := range header {
		h = strings.ToLower(strings.TrimSpace(h))
		for _, f := range allFields() {
			if _, taken := m[f]; taken {
				continue
			}
			for _, w := range headerWords(f) {
				if h == w {
					m[f] = c
				}
			}
		}
	}
	return m
}

// ParseMapping reads "name=A,club=C,rank=D" (spreadsheet column letters, or
// 1-based numbers) into a mapping.
func ParseMapping(s string) (Mapping, error) {
	m := Mapping{}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		k, v, ok := strings.Cut(part, "=")
		f := Field(strings.ToLower(strings.TrimSpace(k)))
		known := false
		for _, x := range allFields() {
			known = known || x == f
		}
		if !ok || !known {
			return nil, &MappingError{Part: part}
		}
		v = strings.TrimSpace(v)
		col, err := excelize.ColumnNameToNumber(strings.ToUpper(v))
		if n, nerr := strconv.Atoi(v); nerr == nil {
			col, err = n, nil
		}
		if err != nil || col < 1 {
			return nil, &MappingError{Part: part, Column: v}
		}
		m[f] = col - 1
	}
	return m, nil
}

// MappingError is a part of a --map argument that cannot be read: an
// unknown field, or (Column set) a column that is not a letter or number.
type MappingError struct{ Part, Column string }

func (e *MappingError) Error() string {
	_, english, _ := e.MessageKey()
	return strings.NewReplacer("{{.Part}}", e.Part, "{{.Column}}", e.Column).Replace(english)
}

// MessageKey names the error's message for translation.
func (e *MappingError) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Part": e.Part, "Column": e.Column}
	if e.Column != "" {
		return "import.error.column", "{{.Part}}: {{.Column}} is not a column (a letter such as C, or a number from 1)", args
	}
	return "import.error.field", "{{.Part}}: write field=column, the field one of name, latin, club, region, rank, rating, gender, birth", args
}

// Problem is a row that cannot be imported, with its row number as the
// spreadsheet shows it (1 is the header).
type Problem struct {
	Row    int
	Reason string // "name", "rank", "duplicate", "rating"
	Value  string
}

// MessageKey names the problem's message for translation.
func (p Problem) MessageKey() (key, english string, args map[string]any) {
	args = map[string]any{"Row": p.Row, "Value": p.Value}
	switch p.Reason {
	case "name":
		return "import.problem.name", "row {{.Row}}: no name", args
	case "rank":
		return "import.problem.rank", "row {{.Row}}: {{.Value}} is not a rank (3d, 2段, 5k, 1级, 9p)", args
	case "rating":
		return "import.problem.rating", "row {{.Row}}: {{.Value}} is not a rating", args
	}
	return "import.problem.duplicate", "row {{.Row}}: {{.Value}} is already registered or listed twice", args
}

func (p Problem) Error() string {
	_, english, _ := p.MessageKey()
	return fmt.Sprintf("%s (row %d, %q)", english, p.Row, p.Value)
}

// Players turns the rows below the header into players of group groupID,
// and lists the rows it cannot take: no name, a rank it cannot read, a
// rating that is not a number, or the same player as one already registered
// (existing) or listed above.
func Players(rows [][]string, m Mapping, groupID int64, existing []tournament.Player) ([]tournament.Player, []Problem, error) {
	if _, ok := m[Name]; !ok {
		if _, ok := m[Latin]; !ok {
			return nil, nil, ErrNoName
		}
	}
	if len(rows) < 2 {
		return nil, nil, ErrNoRows
	}
	cell := func(row []string, f Field) string {
		c, ok := m[f]
		if !ok || c >= len(row) {
			return ""
		}
		return strings.TrimSpace(row[c])
	}
	seen := append([]tournament.Player(nil), existing...)
	var out []tournament.Player
	var problems []Problem
	for i, row := range rows[1:] {
		n := i + 2
		if strings.TrimSpace(strings.Join(row, "")) == "" {
			continue // blank lines are not problems
		}
		p := tournament.Player{GroupID: groupID, Club: cell(row, Club), Region: cell(row, Region), Rank: cell(row, Rank),
			Gender: cell(row, Gender), Birth: cell(row, Birth), NameLatin: cell(row, Latin), WithdrawnAfter: -1}
		name := cell(row, Name)
		if isLatin(name) && p.NameLatin == "" {
			p.NameLatin = name
		} else {
			p.NameZh = name
		}
		if r := cell(row, Rating); r != "" {
			v, err := strconv.Atoi(r)
			if err != nil {
				problems = append(problems, Problem{Row: n, Reason: "rating", Value: r})
				continue
			}
			p.Rating = v
		}
		switch {
		case p.NameZh == "" && p.NameLatin == "":
			problems = append(problems, Problem{Row: n, Reason: "name"})
			continue
		case p.Rank != "" && tournament.RankValue(p.Rank) == 0:
			problems = append(problems, Problem{Row: n, Reason: "rank", Value: p.Rank})
			continue
		}
		dup := false
		for _, q := range seen {
			dup = dup || tournament.MaybeSame(p, q)
		}
		if dup {
			problems = append(problems, Problem{Row: n, Reason: "duplicate", Value: p.Name()})
			continue
		}
		seen = append(seen, p)
		out = append(out, p)
	}
	return out, problems, nil
}

// isLatin tells whether a name has no Chinese characters.
func isLatin(s string) bool {
	for _, r := range s {
		if r > 0x2E80 {
			return false
		}
	}
	return s != ""
}
