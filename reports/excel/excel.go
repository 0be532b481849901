// Package excel writes the report sheets as Excel workbooks, with the
// styles, frozen header, column widths and print setup that make them usable
// on paper.
package excel

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/xuri/excelize/v2"

	"weiqi-arbiter/internal/savefile"
	"weiqi-arbiter/internal/textwidth"
	"weiqi-arbiter/reports/sheet"
)

// displayWidth is a string's width in Excel's character units (a digit's
// width): its cells (textwidth.Cells, a Chinese character two) with a
// little room beside them.
func displayWidth(s string) float64 { return 1.1 * float64(textwidth.Cells(s)) }

// number reads a numeric cell as the sheets write numbers (Frac.String,
// Frac.Mixed): "6", "-2", "6.5", "7.25", or a fraction "7/3" or "2 1/3".
// It gives the value and the decimals it needs (2 for a fraction with no
// short decimal).
func number(s string) (value any, decimals int, ok bool) {
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return n, 0, true
	}
	if a, b, isFrac := strings.Cut(s, "/"); isFrac {
		neg := strings.HasPrefix(a, "-")
		a = strings.TrimPrefix(a, "-")
		var whole int64
		w, f, mixed := strings.Cut(a, " ")
		if mixed {
			n, err := strconv.ParseInt(w, 10, 64)
			if err != nil || n < 0 {
				return nil, 0, false
			}
			whole, a = n, f
		}
		num, err1 := strconv.ParseInt(a, 10, 64)
		den, err2 := strconv.ParseInt(b, 10, 64)
		if err1 != nil || err2 != nil || den <= 0 || num < 0 || (mixed && num >= den) {
			return nil, 0, false
		}
		v := float64(whole) + float64(num)/float64(den)
		if neg {
			v = -v
		}
		return v, 2, true
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || strings.ContainsAny(s, "eEnN") {
		return nil, 0, false
	}
	if _, frac, ok := strings.Cut(s, "."); ok {
		decimals = min(len(frac), 4)
	}
	return v, decimals, true
}

// Write saves the tables as one workbook at path. The file appears whole
// or not at all: it is written beside the target and renamed into place.
func Write(path string, tables ...sheet.Table) error {
	f := excelize.NewFile()
	defer f.Close()
	taken := map[string]bool{}
	for i, t := range tables {
		t.Sheet = uniqueSheet(t.Sheet, taken)
		if err := writeTable(f, i, t); err != nil {
			return fmt.Errorf("write %s: sheet %q: %w", path, t.Sheet, err)
		}
	}
	return savefile.Write(path, func(w io.Writer) error { return f.Write(w) })
}

// maxSheetName is the longest name Excel gives a sheet, in UTF-16 units.
const maxSheetName = 31

// uniqueSheet is name, or, when a sheet already taken has it (Excel tells
// sheet names apart without regard to case: a team group named "Board
// prizes" beside the board prizes' sheet), name numbered " (2)", " (3)" …,
// cut to leave the number room within Excel's 31 units. It adds the name
// it gives to taken.
func uniqueSheet(name string, taken map[string]bool) string {
	out := name
	for k := 2; taken[strings.ToLower(out)]; k++ {
		suffix := fmt.Sprintf(" (%d)", k)
		out = cutUnits(name, maxSheetName-len(suffix)) + suffix
	}
	taken[strings.ToLower(out)] = true
	return out
}

// cutUnits is s cut to at most n UTF-16 units, whole characters only.
func cutUnits(s string, n int) string {
	units := 0
	for i, r := range s {
		if units += utf16.RuneLen(r); units > n {
			return s[:i]
		}
	}
	return s
}

// numberStyles shows each numeric column of a table with as many decimals
// as it needs.
func numberStyles(f *excelize.File, name string, t sheet.Table, decimals map[int]int, border []excelize.Border) error {
	for c := range t.Headers {
		if !t.Numeric[c] {
			continue
		}
		format := "0"
		if d := decimals[c]; d > 0 {
			format += "." + strings.Repeat("0", d)
		}
		style, err := f.NewStyle(&excelize.Style{Border: border, Alignment: &excelize.Alignment{Horizontal: "center"}, CustomNumFmt: &format})
		if err != nil {
			return err
		}
		top, _ := excelize.CoordinatesToCellName(c+1, 3)
		end, _ := excelize.CoordinatesToCellName(c+1, len(t.Rows)+2)
		if err := f.SetCellStyle(name, top, end, style); err != nil {
			return err
		}
	}
	return nil
}

func writeTable(f *excelize.File, index int, t sheet.Table) error {
	name := t.Sheet
	if index == 0 {
		if err := f.SetSheetName("Sheet1", name); err != nil {
			return err
		}
	} else if _, err := f.NewSheet(name); err != nil {
		return err
	}
	titleStyle, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 14}})
	if err != nil {
		return err
	}
	border := []excelize.Border{{Type: "left", Color: "808080", Style: 1}, {Type: "right", Color: "808080", Style: 1},
		{Type: "top", Color: "808080", Style: 1}, {Type: "bottom", Color: "808080", Style: 1}}
	headStyle, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}, Border: border,
		Fill:      excelize.Fill{Type: "pattern", Color: []string{"DDEBF7"}, Pattern: 1},
		Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "center", WrapText: true}})
	if err != nil {
		return err
	}
	cellStyle, err := f.NewStyle(&excelize.Style{Border: border, Alignment: &excelize.Alignment{Horizontal: "center"}})
	if err != nil {
		return err
	}
	if err := f.SetCellValue(name, "A1", t.Title); err != nil {
		return err
	}
	if err := f.SetCellStyle(name, "A1", "A1", titleStyle); err != nil {
		return err
	}
	widths := make([]float64, len(t.Headers))
	for c, h := range t.Headers {
		cell, _ := excelize.CoordinatesToCellName(c+1, 2)
		if err := f.SetCellValue(name, cell, h); err != nil {
			return err
		}
		widths[c] = max(displayWidth(h), 4)
	}
	// Numeric columns hold numbers, so that Excel sorts and sums them, shown
	// with as many decimals as the column needs: 6, 6.5 and 6.25 read 6.00,
	// 6.50 and 6.25 in a column of quarters.
	decimals := map[int]int{}
	for r, row := range t.Rows {
		values := make([]any, len(row))
		for c, v := range row {
			values[c] = v
			if t.Numeric[c] {
				if n, d, ok := number(v); ok {
					values[c] = n
					decimals[c] = max(decimals[c], d)
				}
			}
			if c < len(widths) {
				widths[c] = max(widths[c], displayWidth(v))
			}
		}
		cell, _ := excelize.CoordinatesToCellName(1, r+3)
		if err := f.SetSheetRow(name, cell, &values); err != nil {
			return err
		}
	}
	last, _ := excelize.CoordinatesToCellName(max(1, len(t.Headers)), len(t.Rows)+2)
	if err := f.SetSheetDimension(name, "A1:"+last); err != nil {
		return err
	}
	if len(t.Headers) > 0 {
		last, _ := excelize.CoordinatesToCellName(len(t.Headers), 2)
		if err := f.SetCellStyle(name, "A2", last, headStyle); err != nil {
			return err
		}
		if len(t.Rows) > 0 {
			end, _ := excelize.CoordinatesToCellName(len(t.Headers), len(t.Rows)+2)
			if err := f.SetCellStyle(name, "A3", end, cellStyle); err != nil {
				return err
			}
			if err := numberStyles(f, name, t, decimals, border); err != nil {
				return err
			}
		}
	}
	for c, w := range widths {
		col, _ := excelize.ColumnNumberToName(c + 1)
		// Excel refuses a column wider than 255 characters; a long
		// name (from a file written before names were bounded) wraps.
		if err := f.SetColWidth(name, col, col, min(w+1, excelize.MaxColumnWidth)); err != nil {
			return err
		}
	}
	// The title and header stay in view, and repeat on every printed page.
	if err := f.SetPanes(name, &excelize.Panes{Freeze: true, YSplit: 2, TopLeftCell: "A3", ActivePane: "bottomLeft"}); err != nil {
		return err
	}
	if err := f.SetDefinedName(&excelize.DefinedName{Name: "_xlnm.Print_Titles", RefersTo: fmt.Sprintf("'%s'!$1:$2", strings.ReplaceAll(name, "'", "''")), Scope: name}); err != nil {
		return err
	}
	landscape, one, zero, a4 := "landscape", 1, 0, 9
	fit := true
	if err := f.SetPageLayout(name, &excelize.PageLayoutOptions{Size: &a4, Orientation: &landscape, FitToWidth: &one, FitToHeight: &zero}); err != nil {
		return err
	}
	return f.SetSheetProps(name, &excelize.SheetPropsOptions{FitToPage: &fit})
}
