package sgf

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/domain/weiqi"
	"weiqi-arbiter/internal/corpus"
)

func corpusFiles(b *testing.B) [][]byte {
	b.Helper()
	dir := corpus.Shared(b, "sgf/replay")
	rows := readCSV(b, filepath.Join(dir, "MANIFEST.csv"))
	var files [][]byte
	for _, row := range rows {
		data, err := os.ReadFile(filepath.Join(dir, row["file"]))
		if err != nil {
			b.Fatal(err)
		}
		files = append(files, data)
	}
	return files
}

// BenchmarkReplayMoves replays the moves of the whole KGS corpus on 19×19
// boards with captures and the full repetition check (hash, history and
// confirmation). Target: ≥ 1,000,000 moves per second.
func BenchmarkReplayMoves(b *testing.B) {
	type game struct {
		setup []weiqi.Move
		moves []weiqi.Move
	}
	var games []game
	total := 0
	for _, data := range corpusFiles(b) {
		c, err := Parse(data)
		if err != nil {
			b.Fatal(err)
		}
		var g game
		root := c[0]
		for _, id := range []string{"AB", "AW"} {
			col := weiqi.Black
			if id == "AW" {
				col = weiqi.White
			}
			pts, _ := ParsePoints(root.Values(id), 19, 19)
			for _, p := range pts {
				g.setup = append(g.setup, weiqi.Move{Color: col, Point: p})
			}
		}
		for _, n := range root.MainLine() {
			for _, id := range []string{"B", "W"} {
				if v := n.Values(id); v != nil {
					col := weiqi.Black
					if id == "W" {
						col = weiqi.White
					}
					p, _ := ParsePoint(v[0], 19, 19)
					g.moves = append(g.moves, weiqi.Move{Color: col, Point: p})
				}
			}
		}
		total += len(g.moves)
		games = append(games, g)
	}
	b.ResetTimer()
	for b.Loop() {
		for _, g := range games {
			board, _ := weiqi.NewBoard(19, 19)
			for _, s := range g.setup {
				board.Set(s.Point, s.Color)
			}
			game := weiqi.NewGame(board, weiqi.Black, weiqi.Situational)
			for _, m := range g.moves {
				game.Replay(m)
			}
		}
	}
	b.ReportMetric(float64(total)*float64(b.N)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkCorpus parses and replays every file of sgf/replay (889 games).
// Target: under 2 s for the whole corpus.
func BenchmarkCorpus(b *testing.B) {
	files := corpusFiles(b)
	b.ResetTimer()
	for b.Loop() {
		for _, data := range files {
			c, err := Parse(data)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := Replay(c[0], weiqi.Situational); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkCollections checks files of many one-move games, the cheapest
// games to write and the dearest per byte to check: MaxGames of them (read
// and replayed whole), and 100,000 (2 MB; refused at the bound, before any
// is replayed — they took 12–15 s before the bound), and the same 100,000
// offered as a game's record (refused, counted).
func BenchmarkCollections(b *testing.B) {
	game := "(;GM[1]SZ[19];B[pd])"
	for _, c := range []struct {
		name  string
		games int
		check func([]byte) error
	}{
		{"MaxGames", MaxGames, func(d []byte) error { _, _, err := Check(d, weiqi.Situational); return err }},
		{"100000 refused", 100000, func(d []byte) error { _, _, err := Check(d, weiqi.Situational); return err }},
		{"100000 as a record", 100000, func(d []byte) error { _, err := CheckRecord(d); return err }},
	} {
		data := []byte(strings.Repeat(game, c.games))
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				c.check(data)
			}
		})
	}
}
