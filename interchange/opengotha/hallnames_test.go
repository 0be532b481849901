package opengotha

import (
	"bytes"
	"testing"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// TestOwnScriptNamesComeBack writes Japanese and Korean names, which the
// tournament keeps as names in the player's own characters (NameZh, as
// tournament.HasChinese says), and reads them back: as such, not as Latin
// names with a space put between surname and given name ("김 민준").
func TestOwnScriptNamesComeBack(t *testing.T) {
	players := []tournament.Player{
		{ID: 1, NameZh: "さとうゆき", Surname: "さとう", GivenName: "ゆき", Rank: "3K", WithdrawnAfter: -1},
		{ID: 2, NameZh: "김민준", Surname: "김", GivenName: "민준", Rank: "1D", WithdrawnAfter: -1},
		{ID: 3, NameZh: "サトー𠮷", Surname: "サトー", GivenName: "𠮷", Rank: "1D", WithdrawnAfter: -1},
	}
	var buf bytes.Buffer
	if err := write(&buf, "Open", pairing.Field{Players: players}, 1, Teams{}); err != nil {
		t.Fatal(err)
	}
	ev, err := Read(&buf)
	if err != nil {
		t.Fatal(err)
	}
	for i, got := range ev.Players {
		want := players[i]
		if got.NameZh != want.NameZh || got.NameLatin != "" || got.Surname != want.Surname || got.GivenName != want.GivenName {
			t.Errorf("%s back as zh %q latin %q (%q / %q)", want.NameZh, got.NameZh, got.NameLatin, got.Surname, got.GivenName)
		}
	}
}

// TestRoundNobodyPlayed writes a group of three in which nobody took part
// in round 2 (one not yet joined, two absent) and games were played in
// rounds 1 and 3: the file must read back, round 2 without games, not be
// refused as a file whose rounds have a gap.
func TestRoundNobodyPlayed(t *testing.T) {
	f := pairing.Field{
		Players: []tournament.Player{
			{ID: 1, NameLatin: "van der Berg Jan", Surname: "van der Berg", GivenName: "Jan", Rank: "2K", WithdrawnAfter: -1},
			{ID: 2, NameZh: "𪚥明", Rank: "1D", WithdrawnAfter: -1},
			{ID: 3, NameLatin: "Ó Briain Seán", Surname: "Ó Briain", GivenName: "Seán", Rank: "5K", WithdrawnAfter: -1, JoinsRound: 3},
		},
		Games:  []tournament.Game{{Round: 1, Table: 1, Black: 1, White: 2, Result: "B+R"}, {Round: 3, Table: 1, Black: 3, White: 1, Result: tournament.Draw}},
		Byes:   map[int][]int64{3: {2}},
		Absent: map[int][]int64{2: {1, 2}},
	}
	var buf bytes.Buffer
	if err := write(&buf, "Open", f, 3, Teams{}); err != nil {
		t.Fatal(err)
	}
	ev, err := Read(&buf)
	if err != nil {
		t.Fatalf("read back: %v", err)
	}
	if len(ev.Games) != 2 || len(ev.Absent[2]) != 3 || len(ev.Byes[3]) != 1 {
		t.Errorf("games %v, absent in round 2 %v, byes in round 3 %v", ev.Games, ev.Absent[2], ev.Byes[3])
	}
}

// TestUnwritable: a void game and one to be replayed have results that
// OpenGotha has no word for; they are written as no result and named, so
// that the arbiter is told. Every other result is written as such.
func TestUnwritable(t *testing.T) {
	var games []tournament.Game
	for i, r := range everyResult {
		games = append(games, tournament.Game{Round: 1, Table: i + 1, Black: 1, White: 2, Result: r})
	}
	got := Unwritable(pairing.Field{Games: games}, Teams{})
	if len(got) != 2 || got[0].Result != tournament.Void || got[1].Result != tournament.Replay {
		t.Errorf("unwritable %v, want the void game and the one to be replayed", got)
	}
}
