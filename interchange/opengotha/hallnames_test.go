package opengotha

import (
	"bytes"
	"io"
	"testing"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
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
	if _, err := write(&buf, "Open", pairing.Field{Players: players}, 1, Teams{}); err != nil {
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
	if _, err := write(&buf, "Open", f, 3, Teams{}); err != nil {
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

// TestLossesNoResult: a void game and one to be replayed have results that
// OpenGotha has no word for; they are written as no result and named, so
// that the arbiter is told. Every other result is written as such.
func TestLossesNoResult(t *testing.T) {
	f := pairing.Field{Players: []tournament.Player{
		{ID: 1, NameLatin: "Ann Ash", Rank: "1D", WithdrawnAfter: -1},
		{ID: 2, NameLatin: "Bo Birch", Rank: "1D", WithdrawnAfter: -1},
	}}
	for i, r := range everyResult {
		f.Games = append(f.Games, tournament.Game{Round: 1, Table: i + 1, Black: 1, White: 2, Result: r})
	}
	l, err := write(io.Discard, "Open", f, 1, Teams{})
	if err != nil {
		t.Fatal(err)
	}
	// everyResult has void 14th and replay 15th (after eight wins, a draw, two forfeits, a double loss and a double forfeit).
	if len(l.NoResult) != 2 || l.NoResult[0].Table != 14 || l.NoResult[0].Result != tournament.Void || l.NoResult[1].Table != 15 || l.NoResult[1].Result != tournament.Replay {
		t.Errorf("no result %v, want the void game (table 14) and the one to be replayed (15)", l.NoResult)
	}
}

// TestLossesNoResultTeam: in a team event each board is its own table,
// numbered in the round in the order of the matches and their boards. Two
// matches of two boards in round 1: the second match's first board is
// table 3 of the file, and the note names table 3, the table the file
// gives the game written without its result.
func TestLossesNoResultTeam(t *testing.T) {
	var players []tournament.Player
	for i, n := range []string{"Ann Ash", "Bo Birch", "Cy Cedar", "Di Dogwood", "Ed Elm", "Flo Fir", "Gus Gum", "Hal Hazel"} {
		players = append(players, tournament.Player{ID: int64(i + 1), NameLatin: n, Rank: "1D", WithdrawnAfter: -1})
	}
	teams := Teams{
		Teams: []team.Team{{ID: 1, Name: "A", Members: []int64{1, 2}}, {ID: 2, Name: "B", Members: []int64{3, 4}},
			{ID: 3, Name: "C", Members: []int64{5, 6}}, {ID: 4, Name: "D", Members: []int64{7, 8}}},
		Matches: []team.Match{
			{Round: 1, Number: 1, A: 1, B: 2, Boards: []team.BoardGame{{Board: 1, Black: 1, White: 3, HomeBlack: true, Result: "B+R"}, {Board: 2, Black: 4, White: 2, Result: "W+R"}}},
			{Round: 1, Number: 2, A: 3, B: 4, Boards: []team.BoardGame{{Board: 1, Black: 5, White: 7, HomeBlack: true, Result: tournament.Void}, {Board: 2, Black: 8, White: 6, Result: "B+R"}}},
		},
	}
	f := pairing.Field{Players: players, Group: tournament.Group{TeamEvent: true, Boards: 2}}
	var buf bytes.Buffer
	l, err := write(&buf, "Team Cup", f, 1, teams)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.NoResult) != 1 || l.NoResult[0].Round != 1 || l.NoResult[0].Table != 3 || l.NoResult[0].Black != 5 || l.NoResult[0].White != 7 {
		t.Fatalf("no result %+v, want round 1, table 3 (Ed Elm – Gus Gum)", l.NoResult)
	}
	ev, err := Read(&buf)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range ev.Games {
		if g.Round == 1 && g.Table == 3 && (g.Black != 5 || g.White != 7 || g.Result != tournament.NoResult) {
			t.Errorf("the file's table 3 is %+v, want Ed Elm – Gus Gum without a result", g)
		}
	}
}
