// Package roster reads registration lists (报名表) that organisers bring as
// spreadsheets or CSV files, and turns their rows into players, listing every
// row it cannot take with its number and the reason.
package roster

import (
	"archive/zip"
	"bytes"
	"encoding/csv"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
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

// Surname and Given are the name in two columns (姓, 名; family name,
// given name): kept as the name's parts, and the name itself when no
// column holds it whole.
const (
	Surname Field = "surname"
	Given   Field = "given"
)

// allFields lists the fields in the order of a mapping's description.
func allFields() []Field {
	return []Field{Name, Latin, Surname, Given, Club, Region, Rank, Rating, Gender, Birth}
}

// headerWords are the column titles recognised for each field.
func headerWords(f Field) []string {
	switch f {
	case Name:
		return []string{"姓名", "名字", "选手", "name", "player"}
	case Latin:
		return []string{"拼音", "英文名", "拼音/英文名", "latin", "pinyin", "latin name"}
	case Surname:
		return []string{"姓", "姓氏", "surname", "family name", "last name", "lastname", "nom"}
	case Given:
		return []string{"名", "given name", "first name", "firstname", "forename", "prénom", "prenom"}
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
type ListError struct {
	key, english string
	args         map[string]any
}

func (e *ListError) Error() string {
	out := e.english
	for k, v := range e.args {
		out = strings.ReplaceAll(out, "{{."+k+"}}", fmt.Sprint(v))
	}
	return out
}

// MessageKey names the error's message for translation.
func (e *ListError) MessageKey() (key, english string, args map[string]any) {
	return e.key, e.english, e.args
}

// Is makes every ListError of the same message match, whatever its details.
func (e *ListError) Is(target error) bool {
	t, ok := target.(*ListError)
	return ok && t.key == e.key
}

// The reasons a list is refused as a whole.
var (
	ErrNoRows     = &ListError{key: "import.error.no_rows", english: "The list has no rows below its header."}
	ErrFormat     = &ListError{key: "import.error.format", english: "Registration lists are read from .xlsx or .csv files."}
	ErrNoName     = &ListError{key: "import.error.no_name", english: "No column holds the names: title it 姓名 or name, or map it (name=A)."}
	ErrUnreadable = &ListError{key: "import.error.unreadable", english: "The file cannot be read as a spreadsheet or CSV list."}
	// ErrDamaged is a spreadsheet that opens but part of which cannot be
	// read (a sheet cut short): nothing of it is imported.
	ErrDamaged = &ListError{key: "import.error.damaged", english: "The spreadsheet is damaged: part of it cannot be read, so nothing was imported. Open it in the spreadsheet program, save it again and import that file."}
	// ErrTooLarge is a list beyond MaxFileSize, or a spreadsheet that
	// unzips to more than MaxUnzipSize.
	ErrTooLarge = &ListError{key: "import.error.too_large", english: "The file is too large for a registration list (the most is {{.Limit}} MB, unzipped)."}
	// ErrTooManyCells is a sheet spanning more than MaxCells cells.
	ErrTooManyCells = &ListError{key: "import.error.too_many_cells", english: "The spreadsheet spans too many cells to be a registration list (the most is {{.Limit}}, each row counted up to its last cell)."}
	// ErrEncoding is a CSV file in a character encoding the program does
	// not read (Latin-1, Shift-JIS …).
	ErrEncoding = &ListError{key: "import.error.encoding", english: "The list is not in a character encoding the program reads (it looks like {{.Guess}}). Save it as UTF-8, GB18030 (GBK), Big5 or UTF-16 (Excel's \"Unicode text\") and import it again."}
	// ErrQuote is a CSV file with a quoted cell that never closes, or with
	// a stray quote inside a quoted cell.
	ErrQuote = &ListError{key: "import.error.quote", english: "Row {{.Row}} has a cell that opens with a quote (\") and never closes, or has a stray quote inside; nothing was imported. Correct the quotes in that row (a quote inside a quoted cell is written twice: \"\")."}
)

// Bounds on a registration list, so that a hostile file stays cheap.
const (
	// MaxFileSize is the largest list file read (32 MiB): 100,000 rows
	// of a registration list are a few MiB.
	MaxFileSize = 32 << 20
	// MaxUnzipSize is the most an .xlsx file may unzip to (128 MiB).
	MaxUnzipSize = 128 << 20
	// MaxUnzipXMLSize is the largest sheet kept in memory while reading;
	// larger sheets go through a temporary file.
	MaxUnzipXMLSize = 16 << 20
)

func tooLarge(limit int) error {
	return &ListError{key: ErrTooLarge.key, english: ErrTooLarge.english, args: map[string]any{"Limit": limit >> 20}}
}

// Read returns the cells of a registration list: the first sheet of an
// .xlsx file, or a .csv (or .txt) file in UTF-8, GB18030 (as Chinese Excel
// saves it), Big5 or UTF-16 (Excel's "Unicode text"), comma or tab
// separated. A damaged spreadsheet, a file in another encoding or a quote
// that never closes is an error: nothing is read.
func Read(path string) ([][]string, error) {
	ext := strings.ToLower(filepath.Ext(path))
	if ext != ".xlsx" && ext != ".csv" && ext != ".txt" {
		return nil, fmt.Errorf("read %s: %w", path, ErrFormat)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("read %s: %w", path, tooLarge(MaxFileSize))
	}
	var rows [][]string
	if ext == ".xlsx" {
		rows, err = readXLSX(data)
	} else {
		rows, err = readCSV(data)
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return rows, nil
}

// readXLSX reads the first sheet of a spreadsheet after checking that
// every part of it unzips within MaxUnzipSize and every XML part is whole:
// the spreadsheet library reads a sheet cut short as far as it goes.
func readXLSX(data []byte) ([][]string, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, fmt.Errorf("%w (%v)", ErrUnreadable, err)
	}
	budget := int64(MaxUnzipSize)
	for _, part := range zr.File {
		if budget -= int64(part.UncompressedSize64); budget < 0 {
			return nil, tooLarge(MaxUnzipSize)
		}
		if err := checkPart(part); err != nil {
			return nil, err
		}
	}
	x, err := excelize.OpenReader(bytes.NewReader(data), excelize.Options{UnzipSizeLimit: MaxUnzipSize, UnzipXMLSizeLimit: MaxUnzipXMLSize})
	if err != nil {
		return nil, fmt.Errorf("%w (%v)", ErrUnreadable, err)
	}
	defer x.Close()
	rows, err := x.GetRows(x.GetSheetName(0))
	if err != nil {
		return nil, fmt.Errorf("%w (%v)", ErrDamaged, err)
	}
	return rows, nil
}

// checkPart unzips one part of a spreadsheet (the zip reader checks its
// size and checksum) and, for XML, checks that it is well formed to the end.
func checkPart(part *zip.File) error {
	rc, err := part.Open()
	if err != nil {
		return fmt.Errorf("%w (%s: %v)", ErrDamaged, part.Name, err)
	}
	defer rc.Close()
	name := strings.ToLower(part.Name)
	if !strings.HasSuffix(name, ".xml") && !strings.HasSuffix(name, ".rels") {
		if _, err := io.Copy(io.Discard, rc); err != nil {
			return fmt.Errorf("%w (%s: %v)", ErrDamaged, part.Name, err)
		}
		return nil
	}
	// RawToken keeps no stack of open elements (a hostile part could nest
	// millions); the depth is counted instead, and must end at zero.
	d := xml.NewDecoder(rc)
	depth := 0
	var grid sheetGrid
	for {
		tok, err := d.RawToken()
		if err == io.EOF {
			break
		}
		if err != nil {
			return fmt.Errorf("%w (%s: %v)", ErrDamaged, part.Name, err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			if depth++; depth > maxXMLDepth {
				return fmt.Errorf("%w (%s: nested too deeply)", ErrDamaged, part.Name)
			}
			if strings.HasPrefix(name, "xl/worksheets/") && !grid.add(e) {
				return &ListError{key: ErrTooManyCells.key, english: ErrTooManyCells.english, args: map[string]any{"Limit": MaxCells}}
			}
		case xml.EndElement:
			depth--
		}
	}
	if depth != 0 {
		return fmt.Errorf("%w (%s: ends inside an element)", ErrDamaged, part.Name)
	}
	return nil
}

// MaxCells is the most cells a sheet may span as it is read, every row as
// wide as its last cell, and the most cells of a CSV list: a list of
// 100,000 players with 40 columns. The spreadsheet reader fills each row
// up to its last cell, so one cell in column XFD of each of 20,000 rows (a
// file of 100 KB) would otherwise take 5 GB.
const MaxCells = 4_000_000

// sheetGrid counts the cells a worksheet spans as read (see MaxCells).
type sheetGrid struct {
	cells   int // the rows closed so far, each as wide as its last cell
	rowLast int // the last column of the current row
	col     int // the column of the last cell seen in the current row
}

// add takes one element of a worksheet and reports whether the sheet is
// still within MaxCells.
func (g *sheetGrid) add(e xml.StartElement) bool {
	switch e.Name.Local {
	case "row":
		g.cells += g.rowLast
		g.rowLast, g.col = 0, 0
	case "c":
		g.col++ // a cell without a reference follows the one before
		for _, a := range e.Attr {
			if a.Name.Local == "r" {
				if c, _, err := excelize.SplitCellName(a.Value); err == nil {
					if n, err := excelize.ColumnNameToNumber(c); err == nil {
						g.col = n
					}
				}
			}
		}
		g.rowLast = max(g.rowLast, g.col)
	}
	return g.cells+g.rowLast <= MaxCells
}

// maxXMLDepth bounds the nesting of a spreadsheet's XML; a sheet nests a
// few levels (worksheet, sheetData, row, c, is, t).
const maxXMLDepth = 100

// readCSV decodes a CSV list (DecodeText) and splits it into rows, comma
// or tab separated as its first line shows.
func readCSV(data []byte) ([][]string, error) {
	text, err := DecodeText(data)
	if err != nil {
		return nil, err
	}
	first, _, _ := strings.Cut(text, "\n")
	comma := ','
	if strings.Count(first, "\t") > strings.Count(first, ",") {
		comma = '\t'
	}
	// Every cell is a separator or a line break at most: counted first, a
	// list of millions of empty cells is refused before it is split.
	if strings.Count(text, string(comma))+strings.Count(text, "\n") > MaxCells {
		return nil, &ListError{key: ErrTooManyCells.key, english: ErrTooManyCells.english, args: map[string]any{"Limit": MaxCells}}
	}
	rows, err := splitCSV(text, comma, false)
	if errors.Is(err, csv.ErrBareQuote) {
		// A quote inside an unquoted cell (5"): read such quotes as text,
		// once a strict reading found no quoted cell that never closes.
		rows, err = splitCSV(text, comma, true)
	}
	return rows, err
}

// splitCSV reads the records of text. A quoted cell that never closes is
// ErrQuote with the number of its row (a row is a record, as a spreadsheet
// numbers it, whatever line breaks its cells hold). Read strictly, a bare
// quote in an unquoted cell is csv.ErrBareQuote once the whole text has
// been searched for a quoted cell that never closes.
func splitCSV(text string, comma rune, lazy bool) ([][]string, error) {
	r := csv.NewReader(strings.NewReader(text))
	r.Comma = comma
	r.FieldsPerRecord = -1
	r.LazyQuotes = lazy
	var rows [][]string
	bare := false
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		var pe *csv.ParseError
		switch {
		case errors.As(err, &pe) && errors.Is(pe.Err, csv.ErrQuote):
			// A quoted cell that never closes, or a stray quote inside a
			// quoted cell: read leniently, either would swallow the rows
			// below into one cell.
			return nil, &ListError{key: ErrQuote.key, english: ErrQuote.english, args: map[string]any{"Row": len(rows) + 1}}
		case errors.Is(err, csv.ErrBareQuote):
			bare = true // a quote inside an unquoted cell; the reader goes on at the next line
			rows = append(rows, nil)
			continue
		case err != nil:
			return nil, fmt.Errorf("%w (%v)", ErrUnreadable, err)
		}
		rows = append(rows, rec)
	}
	if bare {
		return nil, csv.ErrBareQuote
	}
	return rows, nil
}

// DecodeText turns the bytes of a CSV or text list (of players, of
// results) into text. It reads a byte order mark (UTF-8, UTF-16 of either
// order), UTF-16 without one (every other byte zero), valid UTF-8, and then
// GB18030 or Big5 when the bytes have the shape of Chinese text in that
// encoding. Anything else (Latin-1, Shift-JIS …) is ErrEncoding, naming what
// it looks like.
func DecodeText(data []byte) (string, error) {
	switch {
	case bytes.HasPrefix(data, []byte("\xef\xbb\xbf")):
		data = data[3:]
	case bytes.HasPrefix(data, []byte("\xff\xfe")):
		return decodeUTF16(unicode.LittleEndian, data[2:])
	case bytes.HasPrefix(data, []byte("\xfe\xff")):
		return decodeUTF16(unicode.BigEndian, data[2:])
	}
	if order, ok := utf16Order(data); ok {
		return decodeUTF16(order, data)
	}
	if utf8.Valid(data) {
		return string(data), nil
	}
	// GB2312's characters, which Chinese lists mostly use, have both bytes
	// at 0xA1 or above; Big5 puts about half its characters' second bytes
	// below 0x7F; an accented Latin-1 letter is almost always followed by
	// ASCII. Text that reads in both is GB18030 when nine in ten of its
	// characters have the GB2312 shape.
	pairs, high := doubleBytes(data)
	gb, gbBad := decodeCount(simplifiedchinese.GB18030, data)
	big5, big5Bad := decodeCount(traditionalchinese.Big5, data)
	switch {
	case gbBad == 0 && high*10 >= pairs*9:
		return gb, nil
	case gbBad == 0 && big5Bad > 0 && high*2 >= pairs:
		return gb, nil // GBK's rarer characters, which Big5 does not have
	case big5Bad == 0 && high*4 >= pairs:
		return big5, nil
	}
	guess := "Latin-1 (ISO-8859-1, Windows-1252)"
	if sjis, bad := decodeCount(japanese.ShiftJIS, data); bad == 0 && hasKana(sjis) {
		guess = "Shift-JIS"
	}
	return "", &ListError{key: ErrEncoding.key, english: ErrEncoding.english, args: map[string]any{"Guess": guess}}
}

func decodeUTF16(order unicode.Endianness, data []byte) (string, error) {
	text, bad := decodeCount(unicode.UTF16(order, unicode.IgnoreBOM), data)
	if bad > 0 || len(data)%2 != 0 {
		return "", &ListError{key: ErrEncoding.key, english: ErrEncoding.english, args: map[string]any{"Guess": "UTF-16, damaged"}}
	}
	return text, nil
}

// utf16Order tells whether data is UTF-16 without a byte order mark, and
// in which byte order: 8-bit text never holds a zero byte, and the line
// breaks, tabs and commas of UTF-16 text are a zero and the ASCII byte.
func utf16Order(data []byte) (unicode.Endianness, bool) {
	if len(data) < 2 || bytes.IndexByte(data, 0) < 0 {
		return unicode.BigEndian, false
	}
	little, big := 0, 0
	for i := 0; i+1 < len(data); i += 2 {
		switch {
		case data[i+1] == 0 && strings.IndexByte("\n\r\t,", data[i]) >= 0:
			little++
		case data[i] == 0 && strings.IndexByte("\n\r\t,", data[i+1]) >= 0:
			big++
		}
	}
	switch {
	case little > big:
		return unicode.LittleEndian, true
	case big > little:
		return unicode.BigEndian, true
	}
	return unicode.BigEndian, false
}

// doubleBytes counts the two-byte characters of data read the GBK way (a
// byte of 0x81 or above starts one) and how many of them have both bytes
// at 0xA1 or above.
func doubleBytes(data []byte) (pairs, high int) {
	for i := 0; i+1 < len(data); i++ {
		if data[i] < 0x81 {
			continue
		}
		pairs++
		if data[i] >= 0xA1 && data[i+1] >= 0xA1 {
			high++
		}
		i++
	}
	return pairs, high
}

// decodeCount decodes data and counts the characters that could not be decoded.
func decodeCount(enc encoding.Encoding, data []byte) (string, int) {
	out, err := enc.NewDecoder().Bytes(data)
	if err != nil {
		return "", len(data) + 1
	}
	return string(out), bytes.Count(out, []byte("\uFFFD"))
}

// hasKana reports whether text holds Japanese kana.
func hasKana(text string) bool {
	for _, r := range text {
		if r >= 0x3040 && r <= 0x30FF || r >= 0xFF66 && r <= 0xFF9F {
			return true
		}
	}
	return false
}

// headerSearch is how many rows from the top HeaderRow looks through.
const headerSearch = 10

// HeaderRow is the index of a list's header row: the first of its top
// rows with a column titled as a name (姓名, name, 拼音, 姓 …), so that a
// title above the header (the event's name in A1, as the program's own
// players list has it, and many organisers' lists) is not taken for it;
// the first row when none is so titled (a list mapped by hand). The rows
// above it and it are not players.
func HeaderRow(rows [][]string) int {
	for i, row := range rows[:min(len(rows), headerSearch)] {
		m := Guess(row)
		_, name := m[Name]
		_, latin := m[Latin]
		_, surname := m[Surname]
		if name || latin || surname {
			return i
		}
	}
	return 0
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

// ColumnName is the spreadsheet letters of column c of a list (0 is A,
// 26 is AA), as ParseMapping reads them.
func ColumnName(c int) string {
	name, _ := excelize.ColumnNumberToName(c + 1)
	return name
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
	return "import.error.field", "{{.Part}}: write field=column, the field one of name, latin, surname, given, club, region, rank, rating, gender, birth", args
}

// Problem is a row that cannot be imported, with its row number as the
// spreadsheet shows it (1 is the header).
type Problem struct {
	Row    int
	Reason string // "name", "rank", "duplicate", "rating", "too_long", "control"
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
	case "too_long":
		args["Max"] = tournament.MaxNameLength
		return "import.problem.too_long", "row {{.Row}}: “{{.Value}}…” a name or other cell is longer than {{.Max}} characters", args
	case "control":
		return "import.problem.control", "row {{.Row}}: “{{.Value}}” a cell holds control characters (such as terminal escapes)", args
	}
	return "import.problem.duplicate", "row {{.Row}}: {{.Value}} is already registered or listed twice", args
}

func (p Problem) Error() string {
	_, english, args := p.MessageKey()
	return i18n.Fill(english, args)
}

// Players turns the rows below the header (HeaderRow) into players of group groupID,
// and lists the rows it cannot take: no name, a rank it cannot read, a
// rating that is not a number, or the same player as one already registered
// (existing) or listed above.
func Players(rows [][]string, m Mapping, groupID int64, existing []tournament.Player) ([]tournament.Player, []Problem, error) {
	_, name := m[Name]
	_, latin := m[Latin]
	_, surname := m[Surname]
	if !name && !latin && !surname {
		return nil, nil, ErrNoName
	}
	header := HeaderRow(rows)
	if len(rows) < header+2 {
		return nil, nil, ErrNoRows
	}
	cell := func(row []string, f Field) string {
		c, ok := m[f]
		if !ok || c >= len(row) {
			return ""
		}
		return strings.TrimSpace(row[c])
	}
	seen := tournament.NewRegistry(existing)
	var out []tournament.Player
	var problems []Problem
	for i, row := range rows[header+1:] {
		n := header + i + 2 // the sheet's row number, from 1
		if strings.TrimSpace(strings.Join(row, "")) == "" {
			continue // blank lines are not problems
		}
		p := tournament.Player{GroupID: groupID, Club: cell(row, Club), Region: cell(row, Region), Rank: cell(row, Rank),
			Gender: cell(row, Gender), Birth: cell(row, Birth), NameLatin: cell(row, Latin), WithdrawnAfter: -1}
		name := cell(row, Name)
		if sur, giv := cell(row, Surname), cell(row, Given); sur != "" || giv != "" {
			p.Surname, p.GivenName = sur, giv // kept if they make the name (Clean)
			if name == "" && p.NameLatin == "" {
				name = tournament.JoinParts(sur, giv)
			}
		}
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
		clean, err := p.Clean()
		if err != nil {
			reason := "control"
			var ps tournament.Problems
			if errors.As(err, &ps) && ps[0].Key == "problem.text_too_long" {
				reason = "too_long"
			}
			problems = append(problems, Problem{Row: n, Reason: reason, Value: cleanStart(p.Name())})
			continue
		}
		p = clean
		if len(seen.Duplicates(p)) > 0 {
			problems = append(problems, Problem{Row: n, Reason: "duplicate", Value: p.Name()})
			continue
		}
		seen.Add(p)
		out = append(out, p)
	}
	return out, problems, nil
}

// cleanStart is the first 20 printable characters of a name, to show it
// in a problem without what made it a problem.
func cleanStart(s string) string {
	var b strings.Builder
	n := 0
	for _, r := range s {
		if r < 0x20 || r >= 0x7f && r < 0xa0 {
			continue
		}
		if n++; n > 20 {
			break
		}
		b.WriteRune(r)
	}
	return b.String()
}

// isLatin tells whether a name is in Latin letters, not in the player's
// own characters, as the tournament tells them apart
// (tournament.HasChinese): full-width letters typed with a Chinese input
// method (Ｙａｍａｄａ) are Latin letters.
func isLatin(s string) bool {
	return s != "" && !tournament.HasChinese(s)
}
