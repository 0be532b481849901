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
	// No usable CA: try the East Asian charsets, fewest undecodable
	// characters first; among equals, the one the bytes look most like.
	type candidate struct {
		name string
		enc  encoding.Encoding
	}
	gb := candidate{"GB18030", simplifiedchinese.GB18030}
	big5 := candidate{"Big5", traditionalchinese.Big5}
	sjis := candidate{"Shift_JIS", japanese.ShiftJIS}
	order := []candidate{gb, big5, sjis}
	if sjisText, bad := decodeWith(sjis.enc, data); bad == 0 && hasKana(sjisText) {
		order = []candidate{sjis, gb, big5}
	} else if lowTrailShare(data) > 0.2 {
		// Big5 puts about half its characters' second bytes below 0x7F;
		// the GB2312 characters of GBK text never do.
		order = []candidate{big5, gb, sjis}
	}
	best, bestName, bestBad := "", "", -1
	for _, c := range order {
		text, bad := decodeWith(c.enc, data)
		if bestBad < 0 || bad < bestBad {
			best, bestName, bestBad = text, c.name, bad
		}
	}
	return best, bestName
}

// hasKana reports whether text holds Japanese kana.
func hasKana(text string) bool {
	for _, r := range text {
		if r >= 0x3040 && r <= 0x30FF {
			return true
		}
	}
	return false
}

// lowTrailShare is the share of double-byte characters whose second byte is
// below 0x7F.
func lowTrailShare(data []byte) float64 {
	pairs, low := 0, 0
	for i := 0; i+1 < len(data); i++ {
		if data[i] >= 0x81 {
			pairs++
			if data[i+1] < 0x7F {
				low++
			}
			i++
		}
	}
	if pairs == 0 {
		return 0
	}
	return float64(low) / float64(pairs)
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
