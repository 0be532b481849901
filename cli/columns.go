package cli

import (
	"io"
	"strings"

	"weiqi-arbiter/internal/textwidth"
)

// columns is a table printed as text for a terminal: each column as wide
// as its widest cell, counted in the terminal's columns (a Chinese
// character, 𠮷 included, takes two), so that 并列5 and 张三 line up under
// their headers as 5= and Li Wei do.
type columns struct {
	right []bool // the columns aligned right (numbers, places)
	rows  [][]string
}

// add appends a row of cells.
func (c *columns) add(cells ...string) { c.rows = append(c.rows, cells) }

// write prints the rows, the columns two spaces apart, without trailing
// spaces.
func (c *columns) write(w io.Writer) error {
	var widths []int
	for _, row := range c.rows {
		for i, cell := range row {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], textwidth.Cells(cell))
		}
	}
	var b strings.Builder
	for _, row := range c.rows {
		var line strings.Builder
		for i, cell := range row {
			if i > 0 {
				line.WriteString("  ")
			}
			pad := strings.Repeat(" ", widths[i]-textwidth.Cells(cell))
			if i < len(c.right) && c.right[i] {
				line.WriteString(pad + cell)
			} else {
				line.WriteString(cell + pad)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}
