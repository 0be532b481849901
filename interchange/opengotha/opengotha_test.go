package opengotha

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/internal/corpus"
)

// tournamentFiles is where the OpenGotha tournament files are, in the
// fixtures and in the shared corpus alike.
const tournamentFiles = "opengotha/tournamentfiles"

// eachFile runs test on every OpenGotha file of the fixtures kept in the
// repository, then on those of the shared corpus (skipped when it is
// missing, failed under CI).
func eachFile(t *testing.T, test func(t *testing.T, files []string)) {
	t.Run("fixtures", func(t *testing.T) { test(t, xmlFiles(t, corpus.Fixture(tournamentFiles))) })
	t.Run("shared", func(t *testing.T) { test(t, xmlFiles(t, corpus.Shared(t, tournamentFiles))) })
}

// xmlFiles lists the .xml files of dir; none is an error, as a corpus
// found empty would let the test pass on nothing.
func xmlFiles(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.xml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no OpenGotha files in %s (%v)", dir, err)
	}
	return files
}

// TestRealFiles reads every OpenGotha file of the test data: every player
// and game is there, and every game names registered players.
func TestRealFiles(t *testing.T) { eachFile(t, testRealFiles) }

func testRealFiles(t *testing.T, files []string) {
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := Read(bytes.NewReader(data))
		if err != nil {
			t.Errorf("%s: %v", filepath.Base(path), err)
			continue
		}
		if p, g := bytes.Count(data, []byte("<Player ")), bytes.Count(data, []byte("<Game ")); len(ev.Players) != p || len(ev.Games) != g {
			t.Errorf("%s: %d of %d players, %d of %d games", filepath.Base(path), len(ev.Players), p, len(ev.Games), g)
		}
		byes := 0
		for _, ids := range ev.Byes {
			byes += len(ids)
		}
		if b := bytes.Count(data, []byte("<ByePlayer ")); byes != b {
			t.Errorf("%s: %d of %d byes", filepath.Base(path), byes, b)
		}
	}
}

func TestJuvisyFirstGame(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(corpus.Fixture(tournamentFiles), "Tournoi de Juvisy.xml"))
	if err != nil {
		t.Fatal(err)
	}
	ev, err := Read(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	found := false
	name := map[int64]string{}
	for _, p := range ev.Players {
		name[p.ID] = p.NameLatin
	}
	for _, g := range ev.Games {
		if g.Round == 1 && g.Table == 1 {
			found = true
			if name[g.Black] != "Daguenet Mathieu" || name[g.White] != "Minieri Davide" || g.Result != "W+" {
				t.Errorf("round 1 table 1: %s – %s %q", name[g.Black], name[g.White], g.Result)
			}
		}
	}
	if !found {
		t.Error("no game at round 1, table 1")
	}
}

func TestBrokenFiles(t *testing.T) {
	for _, in := range []string{"", "<html></html>", "<Tournament><Players>", "<Tournament><Players><Player name=\"A\" firstName=\"B\"/></Players><Games><Game roundNumber=\"1\" blackPlayer=\"X\" whitePlayer=\"AB\"/></Games></Tournament>"} {
		_, err := Read(strings.NewReader(in))
		var fe *FileError
		if !errors.As(err, &fe) {
			t.Errorf("%q: %v", in, err)
		}
	}
}

// TestRoundTrip writes every test file back out and reads it again: the
// same players, games, results and byes.
func TestRoundTrip(t *testing.T) { eachFile(t, testRoundTrip) }

func testRoundTrip(t *testing.T, files []string) {
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := Read(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		f := pairing.Field{Players: ev.Players, Games: ev.Games, Byes: ev.Byes, Absent: ev.Absent, Group: ev.Group}
		if _, err := write(&buf, ev.Name, f, ev.Rounds, Teams{}); err != nil {
			if errors.Is(err, ErrSameName) {
				continue // two players of one name: refused, as OpenGotha could not tell them apart
			}
			t.Fatalf("%s: %v", filepath.Base(path), err)
		}
		back, err := Read(&buf)
		if err != nil {
			t.Fatalf("%s: reading the export: %v", filepath.Base(path), err)
		}
		if !reflect.DeepEqual(back.Games, ev.Games) || !reflect.DeepEqual(back.Byes, ev.Byes) || len(back.Players) != len(ev.Players) {
			t.Errorf("%s: the round trip changed the event", filepath.Base(path))
		}
		if !reflect.DeepEqual(back.Absent, ev.Absent) {
			t.Errorf("%s: the round trip changed who was absent", filepath.Base(path))
		}
		if back.Group.Bar != ev.Group.Bar || back.Group.Floor != ev.Group.Floor || back.Group.AbsentPoints != ev.Group.AbsentPoints ||
			back.Group.ByePoints != ev.Group.ByePoints || back.Group.RoundDownMMS != ev.Group.RoundDownMMS || back.Group.HandicapReduction != ev.Group.HandicapReduction {
			t.Errorf("%s: McMahon settings %+v became %+v", filepath.Base(path), ev.Group, back.Group)
		}
		for i, p := range back.Players {
			if p.NameLatin != ev.Players[i].NameLatin || p.Club != ev.Players[i].Club || p.McMahonAdjust != ev.Players[i].McMahonAdjust {
				t.Errorf("%s: player %d %+v became %+v", filepath.Base(path), i, ev.Players[i], p)
				break
			}
		}
	}
}

func TestBothWinIsLeftOpen(t *testing.T) {
	in := `<Tournament><Players><Player name="A" firstName="B"/><Player name="C" firstName="D"/></Players>` +
		`<Games><Game roundNumber="1" tableNumber="4" blackPlayer="AB" whitePlayer="CD" result="RESULT_BOTHWIN"/></Games></Tournament>`
	ev, err := Read(strings.NewReader(in))
	if err != nil || len(ev.Unmatched) != 1 || ev.Unmatched[0].Round != 1 || ev.Unmatched[0].Table != 4 || ev.Games[0].Result != tournament.NoResult {
		t.Errorf("both win: %+v %v", ev, err)
	}
}

// TestTeamRoundTrip writes the team tournaments back out as team events and
// reads them again: the same teams and matches, board by board.
func TestTeamRoundTrip(t *testing.T) {
	dir := corpus.Shared(t, tournamentFiles)
	for _, name := range []string{"cml2019d2.xml", "TeamEGC2013.xml"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		ev, err := Read(bytes.NewReader(data))
		if err != nil || len(ev.Teams) == 0 {
			t.Fatalf("%s: %d teams, %v", name, len(ev.Teams), err)
		}
		ev = ev.AsTeamEvent()
		var buf bytes.Buffer
		f := pairing.Field{Players: ev.Players, Games: ev.Games, Byes: ev.Byes, Absent: ev.Absent, Group: ev.Group}
		if _, err := write(&buf, ev.Name, f, ev.Rounds, Teams{ev.Teams, ev.Matches}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		back, err := Read(&buf)
		if err != nil {
			t.Fatalf("%s: reading the export: %v", name, err)
		}
		back = back.AsTeamEvent()
		if !reflect.DeepEqual(back.Matches, ev.Matches) || back.Group.Boards != ev.Group.Boards || len(back.Teams) != len(ev.Teams) {
			t.Errorf("%s: the round trip changed the matches", name)
		}
		for i := range back.Teams {
			if back.Teams[i].Name != ev.Teams[i].Name || !reflect.DeepEqual(back.Teams[i].Members, ev.Teams[i].Members) {
				t.Errorf("%s: team %+v became %+v", name, ev.Teams[i], back.Teams[i])
			}
		}
	}
}

// BenchmarkReadEGC2013 reads the European Go Congress 2013 (594 players,
// 10 rounds, 2,259 games).
func BenchmarkReadEGC2013(b *testing.B) {
	data, err := os.ReadFile(corpus.Shared(b, tournamentFiles, "egc2013.xml"))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Read(bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
}
