package sgf

import (
	"bufio"
	"io"
	"strings"
)

// Write writes the collection as UTF-8 SGF, setting CA[UTF-8] on every root
// (the text is held as UTF-8 whatever the file was read from). Unknown
// properties are written back as they were read.
func Write(w io.Writer, c Collection) error {
	bw := bufio.NewWriter(w)
	for _, root := range c {
		root.Set("CA", "UTF-8")
		writeTree(bw, root)
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// String returns the collection as SGF text (see Write).
func (c Collection) String() string {
	var b strings.Builder
	Write(&b, c)
	return b.String()
}

func writeTree(w *bufio.Writer, n *Node) {
	w.WriteByte('(')
	for {
		writeNode(w, n)
		if len(n.Children) != 1 {
			break
		}
		n = n.Children[0]
	}
	for _, c := range n.Children {
		writeTree(w, c)
	}
	w.WriteByte(')')
}

func writeNode(w *bufio.Writer, n *Node) {
	w.WriteByte(';')
	for _, p := range n.Props {
		w.WriteString(p.ID)
		for _, v := range p.Values {
			w.WriteByte('[')
			w.WriteString(closeValue(v))
			w.WriteByte(']')
		}
	}
}

// closeValue makes sure a raw value cannot end the bracket early: a value
// built by hand with a lone ']' or a final backslash is escaped.
func closeValue(raw string) string {
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		switch c := raw[i]; c {
		case '\\':
			if i+1 < len(raw) {
				b.WriteByte(c)
				i++
				b.WriteByte(raw[i])
			} else {
				b.WriteString(`\\`)
			}
		case ']':
			b.WriteString(`\]`)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
