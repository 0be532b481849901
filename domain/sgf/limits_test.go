package sgf

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"weiqi-arbiter/domain/weiqi"
)

func TestLimits(t *testing.T) {
	// 200,000 properties in one node: refused at MaxNodeValues, without
	// reading the rest (the reader used to compare every identifier with
	// every earlier one).
	var many strings.Builder
	many.WriteString("(;GM[1]SZ[19]")
	for i := range 200000 {
		fmt.Fprintf(&many, "X%s[1]", letters(i))
	}
	many.WriteString(")")
	// A list of rectangles that covers the 19×19 board twice over.
	twice := "(;SZ[19]AB[aa:ss][aa:ss])"
	// Many nodes each covering the whole 25×25 board (625 points): the
	// record as a whole goes past MaxSetupPoints.
	var nodes strings.Builder
	nodes.WriteString("(;SZ[25]")
	for range MaxSetupPoints/625 + 1 {
		nodes.WriteString(";AB[aa:yy]")
	}
	nodes.WriteString(")")

	for _, c := range []struct {
		name, sgf string
		what      string
	}{
		{"file", "(;C[" + strings.Repeat("x", MaxFileSize) + "])", "file"},
		{"nodes", "(;" + strings.Repeat(";", MaxNodes) + ")", "nodes"},
		{"moves", "(;SZ[19]" + strings.Repeat(";B[aa];W[bb]", MaxMoves/2) + ";B[cc])", "moves"},
		{"properties", many.String(), "node"},
		{"rectangles", twice, "list"},
		{"setup", nodes.String(), "points"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := Check([]byte(c.sgf), 0)
			var le *LimitError
			if !errors.As(err, &le) || le.What != c.what {
				t.Fatalf("got %v, want the %s limit", err, c.what)
			}
			if key, _, _ := le.MessageKey(); !strings.HasPrefix(key, "error.sgf.") {
				t.Errorf("message key %q", key)
			}
		})
	}
}

// letters spells n in capital letters (A, B, … Z, AA, AB …): distinct
// property identifiers.
func letters(n int) string {
	s := ""
	for n++; n > 0; n = (n - 1) / 26 {
		s = string(rune('A'+(n-1)%26)) + s
	}
	return s
}

func TestNodeValuesRead(t *testing.T) {
	// A node just under the bound keeps every property, and a repeated
	// identifier still joins its values.
	var b strings.Builder
	b.WriteString("(;SZ[19]")
	for i := range MaxNodeValues - 3 {
		fmt.Fprintf(&b, "X%s[%d]", letters(i), i)
	}
	b.WriteString("XA[again])")
	c, err := ParseString(b.String())
	if err != nil {
		t.Fatal(err)
	}
	root := c[0]
	if got := len(root.Props); got != MaxNodeValues-2 {
		t.Errorf("%d properties, want %d", got, MaxNodeValues-2)
	}
	if v := root.Values("XA"); len(v) != 2 || v[0] != "0" || v[1] != "again" {
		t.Errorf("XA = %q", v)
	}
}

func TestRectangleWithinBoard(t *testing.T) {
	// The whole 19×19 board as one rectangle is 361 points, the most a list may cover.
	c, err := ParseString("(;SZ[19]AB[aa:ss])")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Replay(c[0], 0)
	if err != nil {
		t.Fatal(err)
	}
	if n := r.Game.Board().Count(1); n != 361 {
		t.Errorf("%d black stones", n)
	}
}

func TestCheckRefuses(t *testing.T) {
	for _, c := range []struct {
		name, sgf string
		want      ValueError
	}{
		{"size", "(;GM[1]SZ[1000];B[aa])", ValueError{Prop: "SZ", Value: "1000"}},
		{"handicap", "(;GM[1]SZ[19]HA[-2];B[pd])", ValueError{Prop: "HA", Value: "-2"}},
		{"off board", "(;GM[1]SZ[9];B[ee];W[pd])", ValueError{Prop: "W", Value: "pd", Move: 2}},
		{"setup off board", "(;GM[1]SZ[9]AB[aa][jj])", ValueError{Prop: "AB", Value: "jj"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := CheckRecord([]byte(c.sgf))
			var ve *ValueError
			if !errors.As(err, &ve) || !errors.Is(err, ErrBadValue) || *ve != c.want {
				t.Fatalf("got %v, want %+v", err, c.want)
			}
		})
	}
	// A collection is checked game by game.
	_, _, err := Check([]byte("(;SZ[19];B[pd])(;SZ[0])"), weiqi.Situational)
	if ve := (*ValueError)(nil); !errors.As(err, &ve) || *ve != (ValueError{Prop: "SZ", Value: "0"}) {
		t.Errorf("second game: %v", err)
	}
	// An irregular move is not a refusal, nor is komi that cannot be read
	// (a warning where the record is shown or counted).
	for _, ok := range []string{"(;GM[1]SZ[19];B[pd];W[pd])", "(;GM[1]SZ[19]KM[NaN];B[pd])"} {
		if _, err := CheckRecord([]byte(ok)); err != nil {
			t.Errorf("%s refused: %v", ok, err)
		}
	}
}

func TestReadBounds(t *testing.T) {
	var le *LimitError
	if _, err := ReadRecord(bytes.NewReader(make([]byte, MaxRecordSize+1))); !errors.As(err, &le) || le.What != "record" {
		t.Errorf("record: %v", err)
	}
	if data, err := ReadRecord(bytes.NewReader(make([]byte, MaxRecordSize))); err != nil || len(data) != MaxRecordSize {
		t.Errorf("a record of exactly the bound: %d %v", len(data), err)
	}
	if _, err := Read(bytes.NewReader(make([]byte, MaxFileSize+1))); !errors.As(err, &le) || le.What != "file" {
		t.Errorf("file: %v", err)
	}
	if _, err := CheckRecord(make([]byte, MaxRecordSize+1)); !errors.As(err, &le) || le.What != "record" {
		t.Errorf("CheckRecord: %v", err)
	}
}

// BenchmarkManyProperties reads a node of MaxNodeValues distinct
// properties, and refuses one of 200,000: both in time linear in the
// number of properties.
func BenchmarkManyProperties(b *testing.B) {
	for _, n := range []int{MaxNodeValues - 1, 200000} {
		var s strings.Builder
		s.WriteString("(;SZ[19]")
		for i := range n {
			fmt.Fprintf(&s, "X%s[1]", letters(i))
		}
		s.WriteString(")")
		text := s.String()
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				ParseString(text)
			}
		})
	}
}

// TestCollectionBound: a file of more than MaxGames games is refused before
// any is replayed (100,000 one-move games took 12–15 s to check), one of
// MaxGames is read whole.
func TestCollectionBound(t *testing.T) {
	game := "(;GM[1]SZ[19];B[pd])"
	if c, err := ParseString(strings.Repeat(game, MaxGames)); err != nil || len(c) != MaxGames {
		t.Fatalf("%d games: %d, %v", MaxGames, len(c), err)
	}
	for _, n := range []int{MaxGames + 1, 100000} {
		_, _, err := Check([]byte(strings.Repeat(game, n)), weiqi.Situational)
		var le *LimitError
		if !errors.As(err, &le) || le.What != "games" || le.Limit != MaxGames {
			t.Errorf("%d games: %v", n, err)
		}
	}
}

// TestRecordIsOneGame: a file of several games is no game's record: it is
// refused, saying how many games it holds, in both languages.
func TestRecordIsOneGame(t *testing.T) {
	for _, n := range []int{2, 100000} {
		_, err := CheckRecord([]byte(strings.Repeat("(;B[pd])", n)))
		var ge *GamesError
		if !errors.As(err, &ge) || ge.Games != n {
			t.Fatalf("%d games: %v", n, err)
		}
		k, en, args := ge.MessageKey()
		if k != "error.sgf.several_games" || args["Games"] != n || !strings.Contains(en, "Attach") {
			t.Errorf("message %s %q %v", k, en, args)
		}
	}
	if c, err := CheckRecord([]byte("(;GM[1]SZ[19];B[pd](;W[dd])(;W[dp]))")); err != nil || len(c) != 1 {
		t.Errorf("one game with variations: %d, %v", len(c), err)
	}
}
