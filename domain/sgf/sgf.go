// Package sgf reads and writes game records in the Smart Game Format (FF[4],
// with the tolerance real files need: FF[3], Fox and KGS quirks, Chinese,
// Japanese and Taiwanese charsets) and replays them on the rules engine.
package sgf

import (
	"fmt"
	"strings"
)

// Property is one property of a node: its identifier and its values exactly
// as the file escapes them (see Text and Escape).
type Property struct {
	ID     string
	Values []string
}

// Node is one node of a game tree. Children[0] continues the main line; the
// other children are variations.
type Node struct {
	Props    []Property
	Children []*Node
	Parent   *Node
}

// Collection is the game trees of one file, each given by its root node.
type Collection []*Node

// SyntaxError is a file that is not SGF, with where reading stopped.
type SyntaxError struct {
	Line, Col int
	Msg       string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("SGF syntax error at line %d, column %d: %s", e.Line, e.Col, e.Msg)
}

// MessageKey names the error's message for translation.
func (e *SyntaxError) MessageKey() (key, english string, args map[string]any) {
	return "error.sgf.syntax", "This is not a readable SGF game record: {{.Msg}} (line {{.Line}}, column {{.Col}}).",
		map[string]any{"Line": e.Line, "Col": e.Col, "Msg": e.Msg}
}

// ErrNoGame is returned for a file that holds no game tree.
var ErrNoGame error = noGameError{}

type noGameError struct{}

func (noGameError) Error() string { return "the file holds no game record" }

// MessageKey names the error's message for translation.
func (noGameError) MessageKey() (key, english string, args map[string]any) {
	return "error.sgf.no_game", "The file holds no game record.", nil
}

// Values returns the raw values of property id, or nil.
func (n *Node) Values(id string) []string {
	for _, p := range n.Props {
		if p.ID == id {
			return p.Values
		}
	}
	return nil
}

// Has reports whether the node has property id.
func (n *Node) Has(id string) bool {
	for _, p := range n.Props {
		if p.ID == id {
			return true
		}
	}
	return false
}

// Text returns the first value of property id as text (escapes removed,
// soft line breaks joined), and whether the property is there.
func (n *Node) Text(id string) (string, bool) {
	v := n.Values(id)
	if len(v) == 0 {
		return "", n.Has(id)
	}
	return Text(v[0]), true
}

// Set replaces property id with the given raw values (already escaped), or
// adds it at the end.
func (n *Node) Set(id string, raw ...string) {
	for i, p := range n.Props {
		if p.ID == id {
			n.Props[i].Values = raw
			return
		}
	}
	n.Props = append(n.Props, Property{ID: id, Values: raw})
}

// SetText sets property id to one text value, escaping it.
func (n *Node) SetText(id, text string) { n.Set(id, Escape(text)) }

// Delete removes property id.
func (n *Node) Delete(id string) {
	for i, p := range n.Props {
		if p.ID == id {
			n.Props = append(n.Props[:i], n.Props[i+1:]...)
			return
		}
	}
}

// AddChild appends a child node (a variation if n already has children).
func (n *Node) AddChild(c *Node) {
	c.Parent = n
	n.Children = append(n.Children, c)
}

// MainLine returns the nodes from n along the first children to the end.
func (n *Node) MainLine() []*Node {
	var out []*Node
	for x := n; x != nil; {
		out = append(out, x)
		if len(x.Children) == 0 {
			break
		}
		x = x.Children[0]
	}
	return out
}

// Text turns a raw value into text: a backslash takes the next character
// literally, and a backslash before a line break removes both.
func Text(raw string) string {
	if !strings.Contains(raw, `\`) {
		return raw
	}
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if c != '\\' || i+1 == len(raw) {
			b.WriteByte(c)
			continue
		}
		i++
		switch raw[i] {
		case '\n':
			if i+1 < len(raw) && raw[i+1] == '\r' {
				i++
			}
		case '\r':
			if i+1 < len(raw) && raw[i+1] == '\n' {
				i++
			}
		default:
			b.WriteByte(raw[i])
		}
	}
	return b.String()
}

// Escape turns text into a raw value: backslashes and closing brackets are escaped.
func Escape(text string) string {
	if !strings.ContainsAny(text, `\]`) {
		return text
	}
	r := strings.NewReplacer(`\`, `\\`, `]`, `\]`)
	return r.Replace(text)
}

// EscapeComposed is Escape for one half of a composed value (a:b), which
// must also escape the colon.
func EscapeComposed(text string) string {
	return strings.ReplaceAll(Escape(text), ":", `\:`)
}

// SplitComposed splits a raw composed value at its first unescaped colon.
func SplitComposed(raw string) (a, b string, ok bool) {
	for i := 0; i < len(raw); i++ {
		switch raw[i] {
		case '\\':
			i++
		case ':':
			return raw[:i], raw[i+1:], true
		}
	}
	return raw, "", false
}
