package roster

import (
	"bytes"
	"fmt"
	"unicode/utf8"

	"golang.org/x/text/encoding/simplifiedchinese"
)

// DecodeText reads the bytes of a CSV or text list as Read does: UTF-8,
// with or without a byte-order mark, or else GB18030 (as Chinese Excel
// saves CSV).
func DecodeText(data []byte) (string, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if utf8.Valid(data) {
		return string(data), nil
	}
	text, err := simplifiedchinese.GB18030.NewDecoder().Bytes(data)
	if err != nil {
		return "", fmt.Errorf("%w (%v)", ErrUnreadable, err)
	}
	return string(text), nil
}
