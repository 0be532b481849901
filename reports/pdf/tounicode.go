package pdf

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"unicode/utf16"
)

// The PDF writer (gopdf) maps each glyph back to its character, for
// copying text out and for search, with the character's code point in
// four hex digits: a character beyond U+FFFF (𠮷, U+20BB7) is written
// <20BB7>, which readers take for something else. The PDF way is UTF-16,
// a surrogate pair: <D842DFB7>. fixToUnicode mends those entries in the
// file gopdf wrote and moves the offsets of the objects after them (the
// stream's length and the cross-reference table) by as much.

// toUnicodeEntry is one line of a ToUnicode map's bfrange: from glyph, to
// glyph, character, the character of more than four hex digits.
var toUnicodeEntry = regexp.MustCompile(`(?m)^(<[0-9A-F]{4}><[0-9A-F]{4}>)<([0-9A-F]{5,6})>$`)

var streamLength = regexp.MustCompile(`/Length (\d+)\n>>\nstream\n$`)

// fixToUnicode returns pdf with its ToUnicode entries of characters
// beyond U+FFFF written as UTF-16.
func fixToUnicode(pdf []byte) ([]byte, error) {
	const begin = "/CIDInit /ProcSet findresource begin"
	type edit struct {
		at    int // offset in pdf where the change starts
		delta int // bytes added
	}
	var edits []edit
	var out bytes.Buffer
	last := 0
	for from := 0; ; {
		i := bytes.Index(pdf[from:], []byte(begin))
		if i < 0 {
			break
		}
		start := from + i
		end := bytes.Index(pdf[start:], []byte("endstream"))
		if end < 0 {
			return nil, fmt.Errorf("fix the PDF's character map: no end of stream")
		}
		end += start
		stream := pdf[start:end]
		fixed := toUnicodeEntry.ReplaceAllFunc(stream, func(line []byte) []byte {
			m := toUnicodeEntry.FindSubmatch(line)
			cp, _ := strconv.ParseUint(string(m[2]), 16, 32)
			hi, lo := utf16.EncodeRune(rune(cp))
			return fmt.Appendf(nil, "%s<%04X%04X>", m[1], hi, lo)
		})
		from = end
		if len(fixed) == len(stream) {
			continue
		}
		// The stream's length, in its dictionary just before it.
		head := pdf[last:start]
		m := streamLength.FindSubmatchIndex(head)
		if m == nil {
			return nil, fmt.Errorf("fix the PDF's character map: no stream length")
		}
		oldLen := string(head[m[2]:m[3]])
		n, _ := strconv.Atoi(oldLen)
		newLen := strconv.Itoa(n + len(fixed) - len(stream))
		out.Write(head[:m[2]])
		out.WriteString(newLen)
		out.Write(head[m[3]:])
		out.Write(fixed)
		edits = append(edits, edit{last + m[2], len(newLen) - len(oldLen)}, edit{start, len(fixed) - len(stream)})
		last = end
	}
	if len(edits) == 0 {
		return pdf, nil
	}
	out.Write(pdf[last:])
	moved := func(off int) int {
		for _, e := range edits {
			if e.at < off {
				off += e.delta
			}
		}
		return off
	}
	b := out.Bytes()
	// The cross-reference table: "xref\n0 N\n" then an entry of ten digits
	// for each object, then "startxref\nOFFSET".
	x := bytes.LastIndex(b, []byte("\nxref\n"))
	sx := bytes.LastIndex(b, []byte("startxref\n"))
	if x < 0 || sx < x {
		return nil, fmt.Errorf("fix the PDF's character map: no cross-reference table")
	}
	table := b[x+len("\nxref\n"):]
	_, rest, _ := bytes.Cut(table, []byte("\n"))
	entry := regexp.MustCompile(`(?m)^(\d{10}) 00000 n $`)
	newTable := entry.ReplaceAllFunc(rest[:bytes.Index(rest, []byte("trailer"))], func(line []byte) []byte {
		off, _ := strconv.Atoi(string(line[:10]))
		return fmt.Appendf(nil, "%010d 00000 n ", moved(off))
	})
	tableStart := x + len("\nxref\n") + (len(table) - len(rest))
	tail := b[sx+len("startxref\n"):]
	digits := bytes.IndexByte(tail, '\n')
	oldX, err := strconv.Atoi(string(tail[:digits]))
	if err != nil {
		return nil, fmt.Errorf("fix the PDF's character map: %w", err)
	}
	var res bytes.Buffer
	res.Write(b[:tableStart])
	res.Write(newTable)
	res.Write(b[tableStart+len(newTable) : sx+len("startxref\n")])
	res.WriteString(strconv.Itoa(moved(oldX)))
	res.Write(tail[digits:])
	return res.Bytes(), nil
}
