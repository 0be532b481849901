package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
)

// BenchmarkImportPlayers100k runs "import players" on a registration list
// of 100,000 rows into a tournament of 1,000 players: reading the CSV,
// checking every row against the others and the registered players by
// name, and writing them in one transaction. Target: ≤ 10 s.
func BenchmarkImportPlayers100k(b *testing.B) {
	dir := b.TempDir()
	var list strings.Builder
	list.WriteString("姓名,拼音,单位,段位,等级分\n")
	for i := range 100000 {
		fmt.Fprintf(&list, "选手%d,Player %d,北京棋院,%dk,%d\n", i, i, i%30+1, 1000+i%1500)
	}
	csv := filepath.Join(dir, "list.csv")
	os.WriteFile(csv, []byte(list.String()), 0o644)
	var first strings.Builder
	first.WriteString("姓名,单位\n")
	for i := range 1000 {
		fmt.Fprintf(&first, "已有%d,上海\n", i)
	}
	firstCSV := filepath.Join(dir, "first.csv")
	os.WriteFile(firstCSV, []byte(first.String()), 0o644)
	for i := 0; b.Loop(); i++ {
		b.StopTimer()
		f := filepath.Join(dir, fmt.Sprintf("t%d.wqa", i))
		for _, args := range [][]string{
			{"tournament", "new", f, "--name", "t"},
			{"group", "add", f, "--name", "g", "--system", "swiss", "--rounds", "5"},
			{"import", "players", f, firstCSV},
		} {
			if code, _, errOut := run(i18n.English, args...); code != 0 {
				b.Fatal(args, errOut)
			}
		}
		b.StartTimer()
		if code, out, errOut := run(i18n.English, "import", "players", f, csv); code != 0 || !strings.Contains(out, "100000 players imported") {
			b.Fatal(out, errOut)
		}
	}
}
