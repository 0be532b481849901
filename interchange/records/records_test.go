package records

import (
	"os"
	"path/filepath"
	"testing"

	"weiqi-arbiter/domain/sgf"
	"weiqi-arbiter/domain/tournament"
)

var (
	zhang = tournament.Player{NameZh: "张三", NameLatin: "Zhang San", Rank: "3d", Club: "北京"}
	li    = tournament.Player{NameZh: "李四", Rank: "1k"}
)

func TestTree(t *testing.T) {
	tests := []struct {
		name string
		game tournament.Game
		want map[string]string // property → text; "" means absent
	}{
		{"even game", tournament.Game{Round: 2, Table: 5, Komi: 15, Result: "B+R"},
			map[string]string{"PB": "张三 (Zhang San)", "PW": "李四", "BR": "3D", "WR": "1K", "BT": "北京", "WT": "",
				"KM": "7.5", "HA": "", "RE": "B+R", "RO": "2 (table 5)", "EV": "全国赛 少年组", "RU": "Chinese", "GC": ""}},
		{"handicap game", tournament.Game{Round: 1, Table: 1, Komi: 15, Handicap: 3, Result: "W+2.5"},
			map[string]string{"KM": "0", "HA": "3", "RE": "W+2.5"}},
		{"double loss", tournament.Game{Round: 1, Table: 1, Komi: 15, Result: tournament.DoubleLoss},
			map[string]string{"RE": "Void", "GC": "double loss (双方判负)"}},
		{"no result yet keeps the record's", tournament.Game{Round: 1, Table: 1, Komi: 15},
			map[string]string{"RE": "W+T"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, err := Tree(Game{Event: "全国赛", Group: "少年组", Game: tt.game, Black: zhang, White: li,
				Record: "(;GM[1]FF[4]SZ[19]PB[somebody]RE[W+T]KM[6.5];B[pd];W[dp])"})
			if err != nil {
				t.Fatalf("%s: %v", tt.name, err)
			}
			for id, want := range tt.want {
				if got, _ := root.Text(id); got != want {
					t.Errorf("%s: %s = %q, want %q", tt.name, id, got, want)
				}
			}
			if len(root.MainLine()) != 3 {
				t.Errorf("%s: the moves were lost", tt.name)
			}
		})
	}
}

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	games := []Game{
		{Game: tournament.Game{Round: 3, Table: 1}, Black: zhang, White: li, Record: "(;GM[1]SZ[19];B[pd])"},
		{Game: tournament.Game{Round: 3, Table: 12}, Black: li, White: tournament.Player{NameLatin: "A/B"}, Record: "(;GM[1]SZ[9];B[ee])"},
	}
	paths, err := WriteDir(filepath.Join(dir, "r3"), games)
	if err != nil || len(paths) != 2 || filepath.Base(paths[0]) != "R3-T01 张三-李四.sgf" || filepath.Base(paths[1]) != "R3-T12 李四-A_B.sgf" {
		t.Fatalf("WriteDir: %v %v", paths, err)
	}
	one := filepath.Join(dir, "all.sgf")
	if err := WriteCollection(one, games); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(one)
	c, err := sgf.Parse(data)
	if err != nil || len(c) != 2 {
		t.Fatalf("collection: %d trees, %v", len(c), err)
	}
	if pb, _ := c[0].Text("PB"); pb != "张三 (Zhang San)" {
		t.Errorf("first tree PB %q", pb)
	}
	// An unreadable record writes nothing.
	bad := append(games, Game{Game: tournament.Game{Round: 3, Table: 2}, Black: li, White: zhang, Record: "(;B[pd"})
	if err := WriteCollection(filepath.Join(dir, "bad.sgf"), bad); err == nil {
		t.Error("a broken record was exported")
	}
	if _, err := WriteDir(filepath.Join(dir, "bad"), bad); err == nil {
		t.Error("a broken record was exported")
	}
	if _, err := os.Stat(filepath.Join(dir, "bad.sgf")); err == nil {
		t.Error("half-written collection left behind")
	}
	if _, err := os.Stat(filepath.Join(dir, "bad")); err == nil {
		t.Error("folder made for a refused export")
	}
}
