package arbiter_test

import (
	"errors"
	"strings"
	"testing"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

func TestImportIsOneUndoStep(t *testing.T) {
	s, _ := newStore(t)
	g, _ := s.Group("")
	before, _ := s.Players()
	var ps []tournament.Player
	for _, n := range []string{"甲", "乙", "丙"} {
		ps = append(ps, tournament.Player{NameZh: n, GroupID: g.ID, WithdrawnAfter: -1})
	}
	if err := s.ImportPlayers(ps); err != nil {
		t.Fatal(err)
	}
	if all, _ := s.Players(); len(all) != len(before)+3 {
		t.Fatalf("after import: %d players", len(all))
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if all, _ := s.Players(); len(all) != len(before) {
		t.Errorf("one undo left %d of the imported players", len(all)-len(before))
	}
}

func TestImportGroupIsOneUndoStep(t *testing.T) {
	s, _ := newStore(t)
	before, _ := s.Groups()
	players := []tournament.Player{{ID: 1, NameLatin: "A B"}, {ID: 2, NameLatin: "C D"}, {ID: 3, NameLatin: "E F"}}
	games := []tournament.Game{{Round: 1, Table: 1, Black: 1, White: 2, Result: "B+"}}
	gid, err := s.ImportGroup(storage.GroupImport{Group: tournament.Group{Name: "imported", System: tournament.McMahon, Rounds: 3}, Players: players,
		Games: games, Byes: map[int][]int64{1: {3}}, Absent: map[int][]int64{2: {1}}})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := s.Group("imported")
	rows, asOf, err := s.Standings(g, 0)
	if err != nil || g.ID != gid || asOf != 1 || len(rows) != 3 {
		t.Fatalf("standings of the import: %v %d %v", rows, asOf, err)
	}
	if absent, _ := s.Absent(gid, 2); len(absent) != 1 {
		t.Errorf("absences of round 2: %v", absent)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if after, _ := s.Groups(); len(after) != len(before) {
		t.Errorf("one undo left %d groups of %d", len(after), len(before))
	}
}

// TestPlayerNamesBounded: every way into the file cleans and bounds a
// name (tournament.Player.Clean): a tab or line break is a space, a
// terminal escape and a name over MaxNameLength are refused, nothing stored.
func TestPlayerNamesBounded(t *testing.T) {
	s, _ := newStore(t)
	long := strings.Repeat("长", tournament.MaxNameLength+1)
	var ps tournament.Problems
	for _, p := range []tournament.Player{
		{NameZh: long},
		{NameLatin: "Evil\x1b]0;pwned\x07"},
		{NameZh: "张三", Club: "\u202eevil"},
	} {
		if _, err := s.AddPlayer(p); !errors.As(err, &ps) {
			t.Errorf("%q accepted: %v", p.Name(), err)
		}
		if err := s.ImportPlayers([]tournament.Player{{NameZh: "李四"}, p}); !errors.As(err, &ps) {
			t.Errorf("import of %q accepted: %v", p.Name(), err)
		}
	}
	if all, _ := s.Players(); len(all) != 0 {
		t.Fatalf("stored %+v", all)
	}
	id, err := s.AddPlayer(tournament.Player{NameZh: " 王\t五 ", Club: "北京\n棋院", Notes: "第一行\n第二行"})
	if err != nil {
		t.Fatal(err)
	}
	all, _ := s.Players()
	if len(all) != 1 || all[0].ID != id || all[0].NameZh != "王 五" || all[0].Club != "北京 棋院" || all[0].Notes != "第一行\n第二行" {
		t.Errorf("stored %+v", all)
	}
	all[0].NameZh = long
	if err := s.UpdatePlayer(all[0]); !errors.As(err, &ps) {
		t.Errorf("edit to a long name accepted: %v", err)
	}
}

// TestNamePartsKept: a player's surname and given name as they came, and
// the numbers of the rating lists, are stored and read back; an edit of
// the name that keeps the surname keeps the parts fitted to it.
func TestNamePartsKept(t *testing.T) {
	s, _ := newStore(t)
	in := tournament.Player{NameLatin: "de Oliveira Fava Tomás", Surname: "de Oliveira Fava", GivenName: "Tomás",
		EGFPin: "12345678", FFGLicence: "1234567", AGAID: "9876"}
	id, err := s.AddPlayer(in)
	if err != nil {
		t.Fatal(err)
	}
	zh, err := s.AddPlayer(tournament.Player{NameZh: "徐易则", Surname: "徐", GivenName: "易则"})
	if err != nil {
		t.Fatal(err)
	}
	ps, _ := s.Players()
	got := ps[0]
	if got.Surname != in.Surname || got.GivenName != in.GivenName || got.EGFPin != in.EGFPin || got.FFGLicence != in.FFGLicence || got.AGAID != in.AGAID {
		t.Errorf("read back %+v", got)
	}
	if ps[1].Surname != "徐" || ps[1].GivenName != "易则" || ps[1].ID != zh {
		t.Errorf("Chinese parts %+v", ps[1])
	}
	got.NameLatin = "de Oliveira Fava Tomas"
	if err := s.UpdatePlayer(got); err != nil {
		t.Fatal(err)
	}
	ps, _ = s.Players()
	if ps[0].ID != id || ps[0].Surname != "de Oliveira Fava" || ps[0].GivenName != "Tomas" || ps[0].EGFPin != "12345678" {
		t.Errorf("after the edit %+v", ps[0])
	}
}
