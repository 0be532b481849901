// Package sheet lays out the reports arbiters hand in and put on the wall
// (crosstable, standings, pairings, player list, team sheets) as tables of
// text in the reader's language, from the domain's standings and games. The
// excel and pdf packages write the same tables in their formats.
package sheet

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Table is one printable sheet: a title line, a header row and data rows,
// all already in the user's language.
type Table struct {
	Sheet   string // sheet name (at most 31 characters)
	Title   string
	Headers []string
	Rows    [][]string
	// Numeric marks the columns written as numbers when they parse as such
	// (place, number, points), so that a spreadsheet can sort and sum them.
	Numeric map[int]bool
}

// WriteFile saves a report at path through write; the file appears whole or
// not at all: it is written beside the target and renamed into place.
func WriteFile(path string, write func(w io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".export-*"+filepath.Ext(path))
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	defer os.Remove(tmp.Name())
	if err := write(tmp); err != nil {
		tmp.Close()
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
