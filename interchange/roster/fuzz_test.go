package roster

import (
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// FuzzRead: no list file makes the reader panic, and whatever it reads
// turns into players and problems without panicking, every player within
// the bounds of tournament.Player.Clean.
func FuzzRead(f *testing.F) {
	f.Add([]byte("姓名,单位,段位\n张三,北京棋院,3d\n"), false)
	f.Add([]byte("\xff\xfe\xd3\x59\x0d\x54\x09\x00\x55\x53\x4d\x4f\x0a\x00"), false)
	f.Add([]byte("Name,Club\nM\xfcller,\"Gen\xe8ve\n"), false)
	f.Add([]byte("PK\x03\x04"), true)
	f.Fuzz(func(t *testing.T, data []byte, xlsx bool) {
		read := readCSV
		if xlsx {
			read = readXLSX
		}
		rows, err := read(data)
		if err != nil || len(rows) == 0 {
			return
		}
		players, _, err := Players(rows, Guess(rows[0]), 1, []tournament.Player{{ID: 1, NameZh: "张三"}})
		if err != nil {
			return
		}
		for _, p := range players {
			if clean, err := p.Clean(); err != nil || clean != p {
				t.Fatalf("an imported player is not clean: %+v %v", p, err)
			}
			if p.Name() == "" {
				t.Fatalf("a nameless player: %+v", p)
			}
		}
	})
}
