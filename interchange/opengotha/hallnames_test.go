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
