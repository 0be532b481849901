package sgf

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"weiqi-arbiter/domain/weiqi"
	"weiqi-arbiter/internal/corpus"
)

// corpora runs a corpus test on the fixtures kept in the repository, then
// on the full shared corpus (skipped when it is missing, failed under CI).
func corpora(t *testing.T, rel string, test func(t *testing.T, dir string, full bool)) {
	t.Run("fixtures", func(t *testing.T) { test(t, corpus.Fixture(rel), false) })
	t.Run("shared", func(t *testing.T) { test(t, corpus.Shared(t, rel), true) })
}

func readCSV(t testing.TB, path string) []map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]string
	for _, r := range rows[1:] {
		m := map[string]string{}
		for i, h := range rows[0] {
			if i < len(r) {
				m[h] = r[i]
			}
		}
		out = append(out, m)
	}
	return out
}

func replayFile(t testing.TB, path string) *Replayed {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Parse(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	r, err := Replay(c[0], weiqi.Situational)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return r
}

// TestReplayCorpus: every KGS game replays with no irregularity, and its final
// stones and captures match the manifest.
func TestReplayCorpus(t *testing.T) {
	corpora(t, "sgf/replay", func(t *testing.T, dir string, full bool) {
		rows := readCSV(t, filepath.Join(dir, "MANIFEST.csv"))
		if (full && len(rows) < 800) || len(rows) < 10 {
			t.Fatalf("only %d games in the manifest", len(rows))
		}
		for _, row := range rows {
			r := replayFile(t, filepath.Join(dir, row["file"]))
			if len(r.Irregularities) > 0 {
				t.Errorf("%s: irregularities %v", row["file"], r.Irregularities)
				continue
			}
			b := r.Game.Board()
			got := map[string]int{
				"moves":                          r.Game.MoveCount(),
				"final_black_stones":             b.Count(weiqi.Black),
				"final_white_stones":             b.Count(weiqi.White),
				"white_stones_captured_by_black": r.Game.Captures(weiqi.Black),
				"black_stones_captured_by_white": r.Game.Captures(weiqi.White),
			}
			for k, v := range got {
				want, _ := strconv.Atoi(row[k])
				if v != want {
					t.Errorf("%s: %s = %d, want %d", row["file"], k, v, want)
				}
			}
		}
	})
}

// TestIrregularCorpus: every Fox record loads and reports exactly the
// irregularities listed in EVENTS.csv.
func TestIrregularCorpus(t *testing.T) {
	corpora(t, "sgf/irregular", func(t *testing.T, dir string, full bool) {
		rows := readCSV(t, filepath.Join(dir, "EVENTS.csv"))
		if len(rows) < 10 {
			t.Fatalf("only %d records in the manifest", len(rows))
		}
		for _, row := range rows {
			r := replayFile(t, filepath.Join(dir, row["file"]))
			var got []string
			for _, ir := range r.Irregularities {
				got = append(got, ir.String())
			}
			var want []string
			for _, e := range strings.Split(row["events"], ";") {
				if e = strings.TrimSpace(e); e != "" {
					want = append(want, e)
				}
			}
			// The manifest lists at most the first five irregularities of a file.
			if len(want) == 5 && len(got) > 5 {
				got = got[:5]
			}
			if strings.Join(got, " ; ") != strings.Join(want, " ; ") {
				t.Errorf("%s:\n got  %v\n want %v", row["file"], got, want)
			}
		}
	})
}
