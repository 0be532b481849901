package scoring_test

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"weiqi-arbiter/domain/scoring"
	"weiqi-arbiter/domain/sgf"
	"weiqi-arbiter/domain/weiqi"
	"weiqi-arbiter/internal/corpus"
)

// TestChineseScoredCorpus counts every KGS game that ended by counting under
// Chinese rules, with its TB/TW dead-stone marks, KM and the KGS handicap
// rule (Black returns half a stone per handicap stone), and checks the
// recorded result: on the games kept in the repository, then on the full
// shared corpus of 1,036 games.
func TestChineseScoredCorpus(t *testing.T) {
	t.Run("fixtures", func(t *testing.T) { countCorpus(t, corpus.Fixture("sgf/chinese-scored"), false) })
	t.Run("shared", func(t *testing.T) { countCorpus(t, corpus.Shared(t, "sgf/chinese-scored"), true) })
}

func countCorpus(t *testing.T, dir string, full bool) {
	f, err := os.Open(filepath.Join(dir, "MANIFEST.csv"))
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(f).ReadAll()
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	if full && len(rows)-1 != 1036 {
		t.Fatalf("%d games in the manifest, want 1036", len(rows)-1)
	}
	if len(rows)-1 < 20 {
		t.Fatalf("%d games in the manifest", len(rows)-1)
	}
	for _, row := range rows[1:] {
		name := row[col["file"]]
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		c, err := sgf.Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		r, err := sgf.Replay(c[0], weiqi.Situational)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		dead, err := sgf.DeadFromMarks(r.Last, r.Game.Board())
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		area := scoring.CountArea(r.Game.Board(), dead)
		if err := area.Check(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		terms := scoring.Terms{Komi: r.Info.Komi, Handicap: r.Info.Handicap, Return: scoring.ReturnHalf}
		got := scoring.Outcome{Margin: scoring.Margin(area, terms)}.SGF()
		if want := normaliseRE(row[col["RE"]]); got != want {
			t.Errorf("%s: counted %s, recorded %s (area B %d W %d dame %d; manifest B %s W %s dame %s)",
				name, got, want, area.Black, area.White, area.Dame,
				row[col["black_area"]], row[col["white_area"]], row[col["dame_points"]])
		}
	}
}

// normaliseRE writes "W+3.50" as "W+3.5" and "B+0" as "0".
func normaliseRE(re string) string {
	if len(re) < 3 || re[1] != '+' {
		return re
	}
	v, err := strconv.ParseFloat(re[2:], 64)
	if err != nil {
		return re
	}
	if v == 0 {
		return "0"
	}
	return re[:2] + strings.TrimSuffix(strconv.FormatFloat(v, 'f', -1, 64), ".0")
}
