// Package sheet lays out the reports arbiters hand in and put on the wall
// (crosstable, standings, pairings, player list, team sheets) as tables of
// text in the reader's language, from the domain's standings and games. The
// excel and pdf packages write the same tables in their formats.
package sheet

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
	// QR is an address printed as a QR code in the corner of each page of
	// a PDF (the venue network's page of the sheet); "" for none.
	QR string
	// Wall marks a sheet posted on the wall and read from a distance: printed
	// in type as large as the page allows for its rows, across the page's width.
	Wall bool
	// Flow marks a long wall list read from a metre away (the
	// find-your-table list): its rows run down several blocks of columns
	// side by side, as many as the page's width holds, in type as large
	// as fits. Flow implies Wall.
	Flow bool
	// Minor marks the columns of a wall sheet set smaller than the rest
	// (club, rank, points beside the table numbers and names).
	Minor map[int]bool
}
