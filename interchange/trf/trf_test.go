package trf

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"weiqi-arbiter/internal/corpus"
)

// readTiny reads testdata/tiny.trf: the file read, and its bytes.
func readTiny(t *testing.T) (*File, []byte) {
	t.Helper()
	data, err := os.ReadFile("testdata/tiny.trf")
	if err != nil {
		t.Fatal(err)
	}
	f, err := Read(data)
	if err != nil {
		t.Fatal(err)
	}
	return f, data
}

func TestReadTiny(t *testing.T) {
	f, data := readTiny(t)
	if f.Name != "Tiny test event" || f.Rounds != 5 || len(f.Players) != 7 {
		t.Fatalf("header: %q, %d rounds, %d players", f.Name, f.Rounds, len(f.Players))
	}
	p5 := f.Players[4]
	if p5.Start != 5 || p5.Name != "Echo, Eva" || p5.Rating != 2000 || p5.Line != 7 {
		t.Errorf("player 5: %+v", p5)
	}
	want := []Game{{2, 'w', '0'}, {0, '-', 'H'}, {0, '-', 'Z'}}
	if len(p5.Rounds) != len(want) {
		t.Fatalf("player 5 rounds %v", p5.Rounds)
	}
	for i, g := range want {
		if p5.Rounds[i] != g {
			t.Errorf("player 5 round %d: %+v, want %+v", i+1, p5.Rounds[i], g)
		}
	}
	if g := f.Players[5].Rounds[1]; g.Played() || g.Opponent != 4 || g.Result != '+' {
		t.Errorf("a forfeit win counts as played: %+v", g)
	}
	// The same file with CR line ends (bbpPairings) and CR LF.
	for _, sep := range []string{"\r", "\r\n"} {
		g, err := Read([]byte(strings.ReplaceAll(string(data), "\n", sep)))
		if err != nil || len(g.Players) != 7 || g.Players[4].Line != 7 {
			t.Errorf("line ends %q: %v", sep, err)
		}
	}
}

// TestReadRefuses: every malformed file is refused with the line that is wrong.
func TestReadRefuses(t *testing.T) {
	data, err := os.ReadFile("testdata/tiny.trf")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	// edit returns the tiny file with line no (from 1) changed by f.
	edit := func(no int, f func(string) string) string {
		out := append([]string(nil), lines...)
		out[no-1] = f(out[no-1])
		return strings.Join(out, "\n")
	}
	set := func(col int, text string) func(string) string {
		return func(l string) string { return l[:col-1] + text + l[col-1+len(text):] }
	}
	tests := []struct {
		name   string
		file   string
		line   int
		reason Reason
	}{
		{"start not a number", edit(4, set(5, "  x3")), 4, BadStart},
		{"start used twice", edit(5, set(5, "   2")), 5, SameStart},
		{"rating", edit(5, set(49, "21a0")), 5, BadRating},
		{"rounds", edit(2, func(string) string { return "XXR five" }), 2, BadRounds},
		{"negative rounds", edit(2, func(string) string { return "XXR -3" }), 2, BadRounds},
		{"rounds above 999", edit(2, func(string) string { return "XXR 1000" }), 2, RoundsTooMany},
		{"rounds 2,000,000,000", edit(2, func(string) string { return "XXR 2000000000" }), 2, RoundsTooMany},
		{"rounds beyond any integer", edit(2, func(string) string { return "XXR 99999999999999999999999" }), 2, RoundsTooMany},
		{"opponent", edit(3, set(92, "  #4")), 3, BadOpponent},
		{"unknown opponent", edit(3, set(92, "  44")), 3, NoOpponent},
		{"colour", edit(3, set(97, "x")), 3, BadColour},
		{"result", edit(3, set(99, "7")), 3, BadResult},
		{"one side differs", edit(3, set(99, "0")), 3, Disagree},
		{"same colour both sides", edit(3, set(97, "b")), 3, Disagree},
		{"short line", edit(9, func(string) string { return "001 9" }), 9, ShortLine},
		{"no players", "012 nothing\nXXR 3\n", 0, NoPlayers},
		// Round 1000 starts at column 92+10*999; blank blocks up to it
		// are no rounds, a game in it is too many.
		{"round 1000", edit(3, func(l string) string { return l + strings.Repeat(" ", 92+10*MaxRounds-1-len(l)) + "   2 w 1" }), 3, TooManyRounds},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Read([]byte(tt.file))
			var e *Error
			if !errors.As(err, &e) {
				t.Errorf("%s: %v, want a TRF error", tt.name, err)
				return
			}
			if e.Line != tt.line || e.Reason != tt.reason {
				t.Errorf("%s: line %d %s (%v), want line %d %s", tt.name, e.Line, e.Reason, err, tt.line, tt.reason)
			}
			if key, text, _ := e.MessageKey(); key == "" || text == "" {
				t.Errorf("%s: no message for %s", tt.name, e.Reason)
			}
		})
	}
}

// TestReadSharedFields reads the public pairing fields (optional corpus).
func TestReadSharedFields(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(corpus.Shared(t, "pairing"), "*.trf"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no TRF files in the shared pairing corpus (%v)", err)
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := Read(data)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if f.Rounds != 9 || len(f.Players) < 300 {
			t.Errorf("%s: %d rounds, %d players", name, f.Rounds, len(f.Players))
		}
		for _, p := range f.Players {
			if len(p.Rounds) != 4 {
				t.Errorf("%s: player %d has %d rounds, want 4", name, p.Start, len(p.Rounds))
				break
			}
		}
	}
}

// TestTrailingBlanks: spaces past round 999 hold no round, and are no
// reason to refuse a line.
func TestTrailingBlanks(t *testing.T) {
	line := "001    1      A"
	f, err := Read([]byte(line + strings.Repeat(" ", 92+10*MaxRounds+20-len(line)) + "\n"))
	if err != nil || len(f.Players) != 1 || len(f.Players[0].Rounds) != 0 {
		t.Fatalf("%+v, %v: want one player with no rounds", f, err)
	}
}

// FuzzRead: no input panics; a file refused says why with a TRF error
// naming a line of the file (every reason but an empty file); a file read
// holds no more than MaxPlayers lines of MaxRounds rounds, has every game
// on both lines, and gives a next round of its own players.
func FuzzRead(f *testing.F) {
	if data, err := os.ReadFile("testdata/tiny.trf"); err == nil {
		f.Add(data)
	}
	f.Add([]byte("001    1      A                                 2000\n001    2      B\n"))
	f.Add([]byte("XXR 3\r001    1\r"))
	f.Add([]byte("XXR 1000\n"))
	f.Add([]byte("001    1" + strings.Repeat(" ", 92+10*MaxRounds) + "   2 w 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		lines := bytes.Count(data, []byte("\n")) + bytes.Count(data, []byte("\r")) + 1
		file, err := Read(data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("not a TRF error: %v", err)
			}
			if e.Reason == NoPlayers {
				if e.Line != 0 {
					t.Fatalf("an empty file refused at line %d", e.Line)
				}
			} else if e.Line < 1 || e.Line > lines {
				t.Fatalf("%v: line %d of %d", err, e.Line, lines)
			}
			if key, text, _ := e.MessageKey(); key == "" || text == "" {
				t.Fatalf("%v: no message for %q", err, e.Reason)
			}
			return
		}
		if len(file.Players) > MaxPlayers {
			t.Fatalf("%d players", len(file.Players))
		}
		for _, p := range file.Players {
			if len(p.Rounds) > MaxRounds {
				t.Fatalf("player %d: %d rounds", p.Start, len(p.Rounds))
			}
		}
		if r, err := file.NextRound(); err == nil && len(r.Entrants) > len(file.Players) {
			t.Fatalf("%d entrants of %d players", len(r.Entrants), len(file.Players))
		}
		starts := map[int]Player{}
		for _, p := range file.Players {
			starts[p.Start] = p
		}
		for _, p := range file.Players {
			for r, g := range p.Rounds {
				if g.Opponent == 0 {
					continue
				}
				o, ok := starts[g.Opponent]
				if !ok || r >= len(o.Rounds) || o.Rounds[r].Opponent != p.Start {
					t.Fatalf("player %d round %d: opponent %d does not record the game", p.Start, r+1, g.Opponent)
				}
			}
		}
	})
}

// TestNextRound: the tiny event's round 3 as the Swiss engine sees it,
// worked out from the file by hand (Go units: a win 2, a draw 1).
func TestNextRound(t *testing.T) {
	f, _ := readTiny(t)
	r, err := f.NextRound()
	if err != nil {
		t.Fatal(err)
	}
	if r.Options.Round != 3 || len(r.Entrants) != 6 {
		t.Fatalf("round %d with %d entrants", r.Options.Round, len(r.Entrants))
	}
	type want struct {
		score, blacks, whites, byes int
		last, prev                  byte
		opponents                   int
	}
	wants := map[int64]want{
		1: {3, 1, 1, 0, 'W', 'B', 2}, // w 1, b = (TRF w moves first: Black here)
		2: {3, 1, 1, 0, 'B', 'W', 2},
		3: {3, 2, 0, 0, 'B', 'B', 2},
		4: {0, 0, 1, 0, 'W', 0, 1}, // lost round 2 by forfeit: no colour, no meeting
		6: {3, 0, 1, 0, 'W', 0, 1}, // won round 2 by forfeit
		7: {2, 0, 1, 1, 'W', 0, 1}, // pairing bye, then a loss
	}
	for _, e := range r.Entrants {
		w, ok := wants[e.ID]
		if !ok {
			t.Errorf("player %d should not be paired (bye asked for)", e.ID)
			continue
		}
		got := want{e.Score, e.Blacks, e.Whites, e.Byes, e.Last, e.Prev, len(e.Opponents)}
		if got != w {
			t.Errorf("player %d: %+v, want %+v", e.ID, got, w)
		}
	}
	// A file whose every round is played has no next round.
	f.Rounds = 2
	if _, err := f.NextRound(); err == nil {
		t.Error("round 3 of a 2-round event")
	}
}

// TestNamesBeyondASCII reads player lines whose names have letters beyond
// ASCII (Ó Briain, Seán; 𠮷田, 翔; 𪚥, a very long name cut at column 47),
// laid out the two ways writers do: columns counted in characters (Java,
// Python) and in bytes (C). Either way the name, rating and games are the
// ones written, and a name is never cut in the middle of a character.
func TestNamesBeyondASCII(t *testing.T) {
	names := []string{"Ó Briain, Seán", "𠮷田, 翔", "van der Berg, Jan", "𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥𪚥"}
	// pad writes name in 33 columns, counted in characters or in bytes,
	// cut to fit (the byte writer cuts where the bytes end).
	pad := func(name string, inBytes bool) string {
		if !inBytes {
			r := []rune(name)
			r = r[:min(len(r), 33)]
			return string(r) + strings.Repeat(" ", 33-len(r))
		}
		b := []byte(name)
		b = b[:min(len(b), 33)]
		return string(b) + strings.Repeat(" ", 33-len(b))
	}
	for _, inBytes := range []bool{false, true} {
		var b strings.Builder
		b.WriteString("012 Open\n")
		for i, name := range names {
			opp := i + 2
			colour, result := "w", "1"
			if i%2 == 1 {
				opp, colour, result = i, "b", "0"
			}
			fmt.Fprintf(&b, "001 %4d      %s %4d CHN                        %4s %4d  %4d %s %s\n",
				i+1, pad(name, inBytes), 2000+i, "1.0", i+1, opp, colour, result)
		}
		f, err := Read([]byte(b.String()))
		if err != nil {
			t.Fatalf("counted in bytes %v: %v\n%s", inBytes, err, b.String())
		}
		for i, p := range f.Players {
			want := strings.TrimSpace(pad(names[i], false))
			if inBytes {
				want = strings.TrimSpace(strings.ToValidUTF8(pad(names[i], true), ""))
			}
			if p.Name != want || p.Rating != 2000+i || len(p.Rounds) != 1 || !utf8.ValidString(p.Name) {
				t.Errorf("counted in bytes %v: player %d read as %q rating %d rounds %v, want %q %d", inBytes, i+1, p.Name, p.Rating, p.Rounds, want, 2000+i)
			}
		}
	}
}
