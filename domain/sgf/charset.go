package sgf

import (
	"bytes"
	"regexp"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
)

// caProp finds the CA property in the raw bytes (its value is ASCII in every charset).
var caProp = regexp.MustCompile(`CA\s*\[\s*([A-Za-z0-9_.:-]+)\s*\]`)

// Decode turns the bytes of an SGF file into text. It honours CA when the
// bytes decode cleanly in that charset; otherwise it detects UTF-8,
// GB18030/GBK, Big5 or Shift-JIS. It returns the text and the charset used.
// Decoding comes before tokenising because a GBK trail byte can be '\' or ']'.
func Decode(data []byte) (string, string) {
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
	// Valid UTF-8 with non-ASCII text is UTF-8 whatever CA says: text in the
	// other charsets is almost never valid UTF-8.
	if utf8.Valid(data) {
		return string(data), "UTF-8"
	}
	if m := caProp.FindSubmatch(data); m != nil {
		name := strings.ToUpper(string(m[1]))
		if enc, canonical := charset(name); enc != nil {
			if text, bad := decodeWith(enc, data); bad == 0 {
				return text, canonical
			}
		}
	}
	best, bestName, bestBad := "", "", -1
	for _, c := range []struct {
		name string
		enc  encoding.Encoding
	}{
		{"GB18030", simplifiedchinese.GB18030},
		{"Big5", traditionalchinese.Big5},
		{"Shift_JIS", japanese.ShiftJIS},
	} {
		text, bad := decodeWith(c.enc, data)
		if bestBad < 0 || bad < bestBad {
			best, bestName, bestBad = text, c.name, bad
		}
	}
	return best, bestName
}

// charset maps a CA value to a decoder; UTF-8 maps to nil with its name.
func charset(name string) (encoding.Encoding, string) {
	switch strings.ReplaceAll(strings.ReplaceAll(name, "-", ""), "_", "") {
	case "UTF8":
		return nil, "UTF-8"
	case "GB2312", "GBK", "GB18030", "CP936", "EUCCN":
		return simplifiedchinese.GB18030, "GB18030"
	case "BIG5", "CP950":
		return traditionalchinese.Big5, "Big5"
	case "SHIFTJIS", "SJIS", "CP932":
		return japanese.ShiftJIS, "Shift_JIS"
	case "EUCJP":
		return japanese.EUCJP, "EUC-JP"
	case "ISO88591", "LATIN1":
		return encoding.Nop, "ISO-8859-1"
	case "UTF16", "UTF16LE":
		return unicode.UTF16(unicode.LittleEndian, unicode.UseBOM), "UTF-16"
	}
	return nil, ""
}

// decodeWith decodes data and counts the characters that could not be decoded.
func decodeWith(enc encoding.Encoding, data []byte) (string, int) {
	if enc == encoding.Nop { // Latin-1: every byte is its code point
		r := make([]rune, len(data))
		for i, b := range data {
			r[i] = rune(b)
		}
		return string(r), 0
	}
	out, err := enc.NewDecoder().Bytes(data)
	if err != nil {
		return "", len(data)
	}
	text := string(out)
	return text, strings.Count(text, "\uFFFD")
}
