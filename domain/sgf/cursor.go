package sgf

import (
	"errors"
	"fmt"
	"strings"

	"weiqi-arbiter/domain/weiqi"
)

// Cursor walks a game tree for the analysis board: it keeps the current node
// and the position there, plays checked moves that follow or create
// variations, and edits setup stones.
type Cursor struct {
	root *Node
	node *Node
	rule weiqi.Superko
	pos  *Replayed // the position at node
}

// NewCursor opens a cursor at the root of a game tree.
func NewCursor(root *Node, rule weiqi.Superko) (*Cursor, error) {
	c := &Cursor{root: root, node: root, rule: rule}
	if err := c.replay(); err != nil {
		return nil, err
	}
	return c, nil
}

// NewGameTree makes the root of a new, empty game record of the given size.
func NewGameTree(size int) *Node {
	root := &Node{}
	root.Set("GM", "1")
	root.Set("FF", "4")
	root.Set("CA", "UTF-8")
	root.Set("SZ", fmt.Sprint(size))
	return root
}

// Root is the game tree's root node.
func (c *Cursor) Root() *Node { return c.root }

// Node is the current node.
func (c *Cursor) Node() *Node { return c.node }

// Game is the position at the current node. Do not change it.
func (c *Cursor) Game() *weiqi.Game { return c.pos.Game }

// Info is the record's game information.
func (c *Cursor) Info() Info { return c.pos.Info }

// Irregularities lists the rules broken on the way to the current node.
func (c *Cursor) Irregularities() []weiqi.Irregularity { return c.pos.Irregularities }

// path returns the nodes from the root to n.
func path(n *Node) []*Node {
	var p []*Node
	for x := n; x != nil; x = x.Parent {
		p = append(p, x)
	}
	for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
		p[i], p[j] = p[j], p[i]
	}
	return p
}

// replay computes the position at the current node by following the path
// from the root (a few hundred moves take well under a millisecond).
func (c *Cursor) replay() error {
	// Replay the main line of a copy of the path, so that Replay's rules apply.
	nodes := path(c.node)
	var prev *Node
	var first *Node
	for _, n := range nodes {
		cp := &Node{Props: n.Props}
		if prev != nil {
			cp.Parent = prev
			prev.Children = []*Node{cp}
		} else {
			first = cp
		}
		prev = cp
	}
	r, err := Replay(first, c.rule)
	if err != nil {
		return err
	}
	c.pos = r
	return nil
}

// MoveNumber is the number of moves from the root to the current node.
func (c *Cursor) MoveNumber() int { return c.pos.Game.MoveCount() }

// LastMove is the move of the current node, if it has one.
func (c *Cursor) LastMove() (weiqi.Move, bool) {
	for _, m := range []struct {
		id string
		c  weiqi.Color
	}{{"B", weiqi.Black}, {"W", weiqi.White}} {
		if v := c.node.Values(m.id); v != nil {
			w, h, _ := Size(c.root)
			p, err := ParsePoint(v[0], w, h)
			if err == nil {
				return weiqi.Move{Color: m.c, Point: p}, true
			}
		}
	}
	return weiqi.Move{}, false
}

// MoveNumbers maps each point to the number of the last move played there on
// the way to the current node (for showing move numbers).
func (c *Cursor) MoveNumbers() map[weiqi.Point]int {
	out := map[weiqi.Point]int{}
	w, h, _ := Size(c.root)
	n := 0
	for _, node := range path(c.node) {
		for _, id := range []string{"B", "W"} {
			if v := node.Values(id); v != nil {
				n++
				if p, err := ParsePoint(v[0], w, h); err == nil && !p.IsPass() {
					out[p] = n
				}
			}
		}
	}
	return out
}

func (c *Cursor) goTo(n *Node) error {
	old := c.node
	c.node = n
	if err := c.replay(); err != nil {
		c.node = old
		return err
	}
	return nil
}

// Next moves to the current node's first child; false at the end of a line.
func (c *Cursor) Next() bool {
	if len(c.node.Children) == 0 {
		return false
	}
	return c.goTo(c.node.Children[0]) == nil
}

// Prev moves to the parent; false at the root.
func (c *Cursor) Prev() bool {
	if c.node.Parent == nil {
		return false
	}
	return c.goTo(c.node.Parent) == nil
}

// First moves to the root.
func (c *Cursor) First() { c.goTo(c.root) }

// Last follows first children to the end of the current line.
func (c *Cursor) Last() {
	n := c.node
	for len(n.Children) > 0 {
		n = n.Children[0]
	}
	c.goTo(n)
}

// GoToMove moves along the current line (back to the root, then first
// children) to move number n; it stops at the end of the line.
func (c *Cursor) GoToMove(n int) {
	line := path(c.node)
	for x := c.node; len(x.Children) > 0; {
		x = x.Children[0]
		line = append(line, x)
	}
	target := line[0]
	moves := 0
	for _, node := range line {
		if node.Has("B") || node.Has("W") {
			if moves == n {
				break
			}
			moves++
		}
		target = node
		if moves == n {
			break
		}
	}
	c.goTo(target)
}

// Variations returns the current node's children: the moves that may follow.
func (c *Cursor) Variations() []*Node { return c.node.Children }

// Siblings returns the alternatives to the current node (its parent's
// children) and the current node's index among them.
func (c *Cursor) Siblings() ([]*Node, int) {
	if c.node.Parent == nil {
		return []*Node{c.node}, 0
	}
	for i, s := range c.node.Parent.Children {
		if s == c.node {
			return c.node.Parent.Children, i
		}
	}
	return nil, -1
}

// SelectSibling moves to the i-th alternative of the current node.
func (c *Cursor) SelectSibling(i int) bool {
	s, _ := c.Siblings()
	if i < 0 || i >= len(s) {
		return false
	}
	return c.goTo(s[i]) == nil
}

// Play plays the player to move at p on the checked path. A move the record
// already has is followed; a new one becomes a new child (a variation when
// the node already has children). It returns how many stones it captured.
func (c *Cursor) Play(p weiqi.Point) (int, error) {
	g := c.pos.Game
	col := g.ToMove()
	if err := g.Legal(col, p); err != nil {
		return 0, err
	}
	before := g.Captures(col)
	id := col.String()
	value := FormatPoint(p)
	for _, child := range c.node.Children {
		if v := child.Values(id); v != nil && (v[0] == value || (p.IsPass() && (v[0] == "" || v[0] == "tt"))) {
			if err := c.goTo(child); err != nil {
				return 0, err
			}
			return c.pos.Game.Captures(col) - before, nil
		}
	}
	child := &Node{}
	child.Set(id, value)
	c.node.AddChild(child)
	if err := c.goTo(child); err != nil {
		c.node.Children = c.node.Children[:len(c.node.Children)-1]
		return 0, err
	}
	return c.pos.Game.Captures(col) - before, nil
}

// Pass passes for the player to move.
func (c *Cursor) Pass() error {
	_, err := c.Play(weiqi.Pass)
	return err
}

// ErrNotSetupNode is returned when stones are edited on a node that has a move.
var ErrNotSetupNode = errors.New("stones can only be edited in a node without a move")

// Edit puts colour col (Empty to erase) on p as setup: on the root, or on a
// setup node. On a node with a move it adds a setup child node first.
func (c *Cursor) Edit(p weiqi.Point, col weiqi.Color) error {
	n := c.node
	if n.Has("B") || n.Has("W") {
		child := &Node{}
		n.AddChild(child)
		n = child
	}
	w, h, _ := Size(c.root)
	value := FormatPoint(p)
	for _, id := range []string{"AB", "AW", "AE"} {
		pts, err := ParsePoints(n.Values(id), w, h)
		if err != nil {
			return err
		}
		var keep []string
		for _, q := range pts {
			if q != p {
				keep = append(keep, FormatPoint(q))
			}
		}
		if len(keep) == 0 {
			n.Delete(id)
		} else {
			n.Set(id, keep...)
		}
	}
	// Record the change unless the point already holds col before this node.
	c.node = n
	if err := c.replay(); err != nil {
		return err
	}
	if c.pos.Game.Board().At(p) != col {
		id := map[weiqi.Color]string{weiqi.Black: "AB", weiqi.White: "AW", weiqi.Empty: "AE"}[col]
		n.Set(id, append(n.Values(id), value)...)
	}
	return c.replay()
}

// SetToMove records who plays next (PL) at the current node.
func (c *Cursor) SetToMove(col weiqi.Color) error {
	c.node.Set("PL", col.String())
	return c.replay()
}

// PlaceHandicap puts n handicap stones on the root of an empty record and
// sets HA and White to move; n below 2 removes them.
func (c *Cursor) PlaceHandicap(n int) error {
	w, h, _ := Size(c.root)
	if w != h {
		return fmt.Errorf("handicap: %w", ErrBadValue)
	}
	pts := weiqi.HandicapPoints(w, n)
	if n >= 2 && pts == nil {
		return fmt.Errorf("handicap %d on %d×%d: %w", n, w, h, ErrBadValue)
	}
	var vals []string
	for _, p := range pts {
		vals = append(vals, FormatPoint(p))
	}
	c.root.Delete("AB")
	c.root.Delete("HA")
	c.root.Delete("PL")
	if len(vals) > 0 {
		c.root.Set("AB", vals...)
		c.root.Set("HA", fmt.Sprint(n))
		c.root.Set("PL", "W")
	}
	c.node = c.root
	return c.replay()
}

// Resign records that the player to move resigned (RE on the root).
func (c *Cursor) Resign() {
	winner := c.pos.Game.ToMove().Opponent()
	c.root.Set("RE", winner.String()+"+R")
}

// Comment is the current node's comment.
func (c *Cursor) Comment() string {
	s, _ := c.node.Text("C")
	return strings.TrimSpace(s)
}

// GoTo moves to node n of the tree (it must belong to the cursor's tree).
func (c *Cursor) GoTo(n *Node) error {
	p := path(n)
	if p[0] != c.root {
		return fmt.Errorf("go to node: %w", ErrBadValue)
	}
	return c.goTo(n)
}
