package opengotha

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const testdata = "../../../shared/testdata/opengotha/tournamentfiles"

// TestRealFiles reads every OpenGotha file of the test data: every player
// and game is there, and every game names registered players.
func TestRealFiles(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(testdata, "*.xml"))
	if len(files) == 0 {
		t.Skip("no OpenGotha test data")
	}
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
	data, err := os.ReadFile(filepath.Join(testdata, "Tournoi de Juvisy.xml"))
	if err != nil {
		t.Skip("no OpenGotha test data")
	}
	ev, _ := Read(bytes.NewReader(data))
	name := map[int64]string{}
	for _, p := range ev.Players {
		name[p.ID] = p.NameLatin
	}
	for _, g := range ev.Games {
		if g.Round == 1 && g.Table == 1 {
			if name[g.Black] != "Daguenet Mathieu" || name[g.White] != "Minieri Davide" || g.Result != "W+" {
				t.Errorf("round 1 table 1: %s – %s %q", name[g.Black], name[g.White], g.Result)
			}
		}
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
