package opengotha

import (
	"bytes"
	"testing"
)

// FuzzRead: no file makes the OpenGotha reader panic, and what it accepts
// holds together: every game and bye names a player of the file, in a
// round from 1, no player twice in a round, no table twice.
func FuzzRead(f *testing.F) {
	f.Add([]byte(tournamentXML(twoPlayers,
		`<Game roundNumber="1" tableNumber="1" blackPlayer="ADALBİRAND" whitePlayer="ILGINIŞIK" result="RESULT_BLACKWINS"/>`,
		`<ByePlayer roundNumber="1" player="KAYAALI"/>`)))
	f.Add([]byte(`<Tournament><Players><Player name="马" firstName="超" participating="10"/></Players></Tournament>`))
	f.Add([]byte(`<?xml version="1.0" encoding="ISO-8859-1"?><Tournament><Players><Player name="A"/>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		ev, err := Read(bytes.NewReader(data))
		if err != nil {
			return
		}
		n := int64(len(ev.Players))
		busy := map[[2]int64]bool{}
		tables := map[[2]int]bool{}
		take := func(round int, id int64) {
			if id < 1 || id > n {
				t.Fatalf("round %d names player %d of %d", round, id, n)
			}
			if round < 1 || busy[[2]int64{int64(round), id}] {
				t.Fatalf("round %d: player %d twice, or a round below 1", round, id)
			}
			busy[[2]int64{int64(round), id}] = true
		}
		for _, g := range ev.Games {
			take(g.Round, g.Black)
			take(g.Round, g.White)
			if tables[[2]int{g.Round, g.Table}] {
				t.Fatalf("round %d: table %d twice", g.Round, g.Table)
			}
			tables[[2]int{g.Round, g.Table}] = true
		}
		for r, ids := range ev.Byes {
			for _, id := range ids {
				take(r, id)
			}
		}
	})
}
