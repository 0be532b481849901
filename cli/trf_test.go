package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
	"weiqi-arbiter/interchange/trf"
	"weiqi-arbiter/internal/corpus"
)

const tinyTRF = "../interchange/trf/testdata/tiny.trf"

// TestTRFPair pairs round 3 of the tiny event. By hand, in Go units: players
// 1, 2, 3 and 6 have 3 points (6 won a forfeit, which is no meeting), 7 has
// 2 (a pairing bye and a loss), 4 has 0; 5 asked for a bye in round 3 and
// is left out. Slip in the 3-point group gives 1–3 and 2–6 (1–2 and 3–6
// have met); 7 and 4 are left. Colours (TRF w is Black here): 1 had w, b so
// is due w; 3 had w, w so must have b; 6 had b only (the forfeit gives no
// colour) so is due w, 2 had b, w so is due b; 7 and 4 both had b only, so
// the lower placed, 4, moves first.
func TestTRFPair(t *testing.T) {
	code, out, errOut := run(i18n.English, "trf", "pair", tinyTRF)
	if want := "3\n1 3\n6 2\n4 7\n"; code != 0 || out != want {
		t.Fatalf("trf pair: %d %q %q, want %q", code, out, errOut, want)
	}
	// --out writes the same to a file; --explain says each pair's costs.
	path := filepath.Join(t.TempDir(), "round3.txt")
	code, out, errOut = run(i18n.English, "trf", "pair", tinyTRF, "--out", path, "--explain")
	if data, err := os.ReadFile(path); code != 0 || err != nil || string(data) != "3\n1 3\n6 2\n4 7\n" {
		t.Fatalf("--out: %d %q %v %q", code, data, err, errOut)
	}
	for _, want := range []string{"board 1: 1 3: score difference 0, 0 places", "board 3: 4 7: score difference 2", "both due the same colour"} {
		if !strings.Contains(out, want) {
			t.Errorf("--explain lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = run(i18n.Chinese, "trf", "pair", tinyTRF, "--explain")
	if code != 0 || !strings.Contains(out, "第1台：1 3：分差0") {
		t.Errorf("--explain in Chinese:\n%s", out)
	}
}

// TestTRFPairRefuses: a malformed file is refused with its line, in the
// user's language, and no output file is written.
func TestTRFPairRefuses(t *testing.T) {
	data, err := os.ReadFile(tinyTRF)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.trf")
	lines := strings.Split(string(data), "\n")
	lines[5] = lines[5][:98] + "x" + lines[5][99:] // line 6, player 4, round 1 result
	if err := os.WriteFile(bad, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.txt")
	tests := []struct {
		lang i18n.Lang
		want string
	}{
		{i18n.English, "line 6: round 1: “x” is not a result code"},
		{i18n.Chinese, "第6行：第1轮：“x”不是结果代码"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			code, _, errOut := run(tt.lang, "trf", "pair", bad, "--out", out)
			if code != 1 || !strings.Contains(errOut, tt.want) {
				t.Errorf("%s: %d %q, want %q", tt.lang, code, errOut, tt.want)
			}
		})
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("an output file was written for a bad TRF: %v", err)
	}
	if code, _, errOut := run(i18n.English, "trf", "pair", filepath.Join(dir, "missing.trf")); code != 1 || errOut == "" {
		t.Errorf("missing file: %d %q", code, errOut)
	}
}

// TestTRFPairSharedFields pairs round 5 of the public fields (optional
// corpus) and checks the output: every player once, no rematch.
func TestTRFPairSharedFields(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(corpus.Shared(t, "pairing"), "*.trf"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no TRF files in the shared pairing corpus (%v)", err)
	}
	for _, name := range files {
		if testing.Short() && !strings.Contains(name, "-300-") {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := trf.Read(data)
		if err != nil {
			t.Fatal(err)
		}
		met := map[[2]int]bool{}
		for _, p := range f.Players {
			for _, g := range p.Rounds {
				if g.Played() {
					met[[2]int{p.Start, g.Opponent}] = true
				}
			}
		}
		code, out, errOut := run(i18n.English, "trf", "pair", name)
		if code != 0 {
			t.Fatalf("%s: %d %s", name, code, errOut)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if n, _ := strconv.Atoi(lines[0]); n != len(lines)-1 || n != (len(f.Players)+1)/2 {
			t.Errorf("%s: %s pairs in %d lines for %d players", name, lines[0], len(lines)-1, len(f.Players))
		}
		seen := map[int]bool{}
		for _, l := range lines[1:] {
			var a, b int
			if _, err := fmt.Sscan(l, &a, &b); err != nil {
				t.Fatalf("%s: line %q", name, l)
			}
			if seen[a] || (b != 0 && seen[b]) || met[[2]int{a, b}] {
				t.Errorf("%s: pair %q repeats a player or a game", name, l)
			}
			seen[a], seen[b] = true, true
		}
	}
}

// TestTRFPairColoursFirst: in cli/testdata/one-colour.trf, after two
// rounds, 1, 2, 7 and 8 have won twice with Black (TRF w), 3, 4, 5 and 6
// lost twice with White; each met two of the other colour. Scores first
// pairs inside the two score groups, 1–7, 2–8, 3–5, 4–6 by slip: in every
// pair both must have the other colour than twice, so four players get a
// third colour in a row. --colours first pairs each winner with a loser he
// has not met (1 met 5 and 6, 7 met 3 and 4), the loser (due Black)
// moving first, nobody breaking the colour rule; --explain counts the
// breaks in both languages.
func TestTRFPairColoursFirst(t *testing.T) {
	const field = "testdata/one-colour.trf"
	code, out, errOut := run(i18n.English, "trf", "pair", field, "--explain")
	if code != 0 || !strings.HasPrefix(out, "4\n7 1\n8 2\n5 3\n6 4\n") ||
		!strings.Contains(out, "4 players get a third colour in a row or a colour difference of three.") ||
		!strings.Contains(out, "Pairing equal scores first (同分相遇) gives 4") {
		t.Fatalf("scores first: %d %q %q", code, out, errOut)
	}
	code, out, errOut = run(i18n.English, "trf", "pair", field, "--colours", "first", "--explain")
	if code != 0 || !strings.Contains(out, "0 players get a third colour") {
		t.Fatalf("colours first: %d %q %q", code, out, errOut)
	}
	// Each pair a winner and a loser not met; which of them, the criteria
	// leave open (all such pairs cost the same).
	winner, met := map[string]bool{"1": true, "2": true, "7": true, "8": true}, map[string]bool{"1 5": true, "1 6": true, "2 5": true, "2 6": true, "3 7": true, "4 7": true, "3 8": true, "4 8": true}
	lines := strings.Split(out, "\n")
	for _, l := range lines[1:5] {
		f := strings.Fields(l)
		if len(f) != 2 || winner[f[0]] == winner[f[1]] || met[f[0]+" "+f[1]] || met[f[1]+" "+f[0]] || !winner[f[1]] {
			t.Errorf("colours first pairs %q (the loser, due Black, first)", l)
		}
	}
	code, out, _ = run(i18n.Chinese, "trf", "pair", field, "--explain")
	if code != 0 || !strings.Contains(out, "4 名棋手将连执同色三局或黑白差达到三局") {
		t.Errorf("in Chinese:\n%s", out)
	}
	code, _, errOut = run(i18n.Chinese, "trf", "pair", field, "--colours", "blue")
	if code != 2 || !strings.Contains(errOut, "--colours 只能是 first") {
		t.Errorf("--colours blue: %d %q", code, errOut)
	}
}
