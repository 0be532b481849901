package sgf

import (
	"strings"
	"unicode"
)

// Parse reads an SGF file: it detects and decodes the charset (CA, else
// detection) and parses the collection.
func Parse(data []byte) (Collection, error) {
	if len(data) > MaxFileSize {
		return nil, &LimitError{What: "file", Limit: MaxFileSize}
	}
	text, _ := Decode(data)
	return ParseString(text)
}

// ParseString parses a collection from already decoded text, of at most
// MaxGames games.
func ParseString(s string) (Collection, error) { return parseCollection(s, MaxGames) }

// parseCollection parses a collection of at most maxGames games (any
// number when 0); the other bounds hold in any case.
func parseCollection(s string, maxGames int) (Collection, error) {
	if len(s) > MaxFileSize {
		return nil, &LimitError{What: "file", Limit: MaxFileSize}
	}
	p := &parser{src: s, line: 1, col: 1}
	var c Collection
	for {
		p.skipToTree()
		if p.eof() {
			break
		}
		if maxGames > 0 && len(c) == maxGames {
			return nil, &LimitError{What: "games", Limit: maxGames}
		}
		root, err := p.tree(nil, 0)
		if err != nil {
			return nil, err
		}
		c = append(c, root)
	}
	if len(c) == 0 {
		return nil, ErrNoGame
	}
	return c, nil
}

// maxDepth bounds nested variations so that a hostile file cannot exhaust the stack.
const maxDepth = 10000

type parser struct {
	src       string
	pos       int
	line, col int
	nodes     int // read so far, up to MaxNodes
}

func (p *parser) eof() bool { return p.pos >= len(p.src) }

func (p *parser) peek() byte { return p.src[p.pos] }

func (p *parser) advance() byte {
	c := p.src[p.pos]
	p.pos++
	if c == '\n' {
		p.line++
		p.col = 1
	} else if c < 0x80 || c >= 0xC0 {
		p.col++
	}
	return c
}

func (p *parser) fail(msg string) error { return &SyntaxError{Line: p.line, Col: p.col, Msg: msg} }

func (p *parser) skipSpace() {
	for !p.eof() && strings.IndexByte(" \t\r\n\f\v", p.peek()) >= 0 {
		p.advance()
	}
}

// skipToTree skips anything before the next '(' (some files carry headers).
func (p *parser) skipToTree() {
	for !p.eof() && p.peek() != '(' {
		p.advance()
	}
}

// tree parses "(" sequence { tree } ")" with the parser at "(".
func (p *parser) tree(parent *Node, depth int) (*Node, error) {
	if depth > maxDepth {
		return nil, p.fail("variations nested too deeply")
	}
	p.advance() // (
	p.skipSpace()
	if p.eof() || p.peek() != ';' {
		return nil, p.fail("a game tree must start with ';'")
	}
	var first, last *Node
	for {
		p.skipSpace()
		if p.eof() {
			return nil, p.fail("the file ends inside a game tree (missing ')')")
		}
		switch c := p.peek(); {
		case c == ';':
			p.advance()
			if p.nodes++; p.nodes > MaxNodes {
				return nil, &LimitError{What: "nodes", Limit: MaxNodes}
			}
			n := &Node{}
			if err := p.props(n); err != nil {
				return nil, err
			}
			if last == nil {
				first = n
				if parent != nil {
					parent.AddChild(n)
				}
			} else {
				last.AddChild(n)
			}
			last = n
		case c == '(':
			if _, err := p.tree(last, depth+1); err != nil {
				return nil, err
			}
		case c == ')':
			p.advance()
			return first, nil
		default:
			return nil, p.fail("unexpected " + quoteByte(c))
		}
	}
}

func quoteByte(c byte) string {
	if c < 0x20 || c >= 0x7f {
		return "character"
	}
	return "'" + string(c) + "'"
}

// props parses the properties of one node, in time linear in their number,
// up to MaxNodeValues values.
func (p *parser) props(n *Node) error {
	var index map[string]int // identifier → its place in n.Props, once there are many
	count := 0               // values read so far
	for {
		p.skipSpace()
		if p.eof() {
			return nil
		}
		c := p.peek()
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z') {
			return nil
		}
		start := p.pos
		for !p.eof() && (unicode.IsLetter(rune(p.peek())) && p.peek() < 0x80) {
			p.advance()
		}
		// FF[1–3] allowed lower case letters in identifiers (AddBlack = AB).
		var id strings.Builder
		for _, r := range p.src[start:p.pos] {
			if r >= 'A' && r <= 'Z' {
				id.WriteRune(r)
			}
		}
		p.skipSpace()
		if p.eof() || p.peek() != '[' {
			return p.fail("property " + p.src[start:p.pos] + " has no value")
		}
		var values []string
		for !p.eof() && p.peek() == '[' {
			v, err := p.value()
			if err != nil {
				return err
			}
			values = append(values, v)
			p.skipSpace()
			if count++; count > MaxNodeValues {
				return &LimitError{What: "node", Limit: MaxNodeValues}
			}
		}
		if id.Len() == 0 {
			continue // an all-lower-case identifier is meaningless; skip it
		}
		// A repeated identifier in one node (seen in old files) joins the
		// values. A node has a few properties: they are searched in order
		// until there are many, then through the index.
		key := id.String()
		i := -1
		if index != nil {
			if j, ok := index[key]; ok {
				i = j
			}
		} else {
			for j := range n.Props {
				if n.Props[j].ID == key {
					i = j
					break
				}
			}
		}
		if i >= 0 {
			n.Props[i].Values = append(n.Props[i].Values, values...)
			continue
		}
		n.Props = append(n.Props, Property{ID: key, Values: values})
		if index != nil {
			index[key] = len(n.Props) - 1
		} else if len(n.Props) > 16 {
			index = make(map[string]int, 2*len(n.Props))
			for j, pr := range n.Props {
				index[pr.ID] = j
			}
		}
	}
}

// value parses "[" raw "]" and returns raw with its escapes kept.
func (p *parser) value() (string, error) {
	line, col := p.line, p.col
	p.advance() // [
	start := p.pos
	for !p.eof() {
		switch p.advance() {
		case '\\':
			if !p.eof() {
				p.advance()
			}
		case ']':
			return p.src[start : p.pos-1], nil
		}
	}
	return "", &SyntaxError{Line: line, Col: col, Msg: "a property value is not closed (missing ']')"}
}
