package cli

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding/ianaindex"

	"weiqi-arbiter/i18n"
	"weiqi-arbiter/internal/corpus"
)

// ogPlayers is what an OpenGotha file says of its players' names and
// numbers.
type ogPlayers struct {
	Players []struct {
		Name       string `xml:"name,attr"`
		FirstName  string `xml:"firstName,attr"`
		EGFPin     string `xml:"egfPin,attr"`
		FFGLicence string `xml:"ffgLicence,attr"`
		AGAID      string `xml:"agaId,attr"`
	} `xml:"Players>Player"`
}

func readOGPlayers(t *testing.T, path string) ogPlayers {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f ogPlayers
	d := xml.NewDecoder(bytes.NewReader(data))
	d.CharsetReader = func(label string, in io.Reader) (io.Reader, error) {
		enc, err := ianaindex.IANA.Encoding(label)
		if err != nil {
			return nil, err
		}
		return enc.NewDecoder().Reader(in), nil
	}
	if err := d.Decode(&f); err != nil {
		t.Fatalf("%s: %v", filepath.Base(path), err)
	}
	return f
}

// TestOpenGothaNamesAsWritten: every OpenGotha file of the test data,
// imported into a tournament file and exported again, gives every player
// back with the surname and given name as the file wrote them (a surname
// of several words not cut at its first space, a Chinese name not merged)
// and the EGF PIN, FFG licence and AGA id it carried. The made-up and
// OpenGotha fixtures always run; the shared corpus when it is there.
func TestOpenGothaNamesAsWritten(t *testing.T) {
	check := func(t *testing.T, dir string) {
		files, _ := filepath.Glob(filepath.Join(dir, "*.xml"))
		if len(files) == 0 {
			t.Fatalf("no OpenGotha files in %s", dir)
		}
		for _, src := range files {
			t.Run(filepath.Base(src), func(t *testing.T) {
				work := t.TempDir()
				f := filepath.Join(work, "e.wqa")
				must(t, "tournament", "new", f, "--name", "x")
				must(t, "import", "opengotha", src, f)
				out := filepath.Join(work, "back.xml")
				must(t, "export", "opengotha", f, out)
				in, back := readOGPlayers(t, src), readOGPlayers(t, out)
				if len(in.Players) != len(back.Players) {
					t.Fatalf("%d players, %d back", len(in.Players), len(back.Players))
				}
				for i, p := range in.Players {
					if back.Players[i] != p {
						t.Errorf("player %d %+v came back %+v", i+1, p, back.Players[i])
					}
				}
			})
		}
	}
	t.Run("madeup", func(t *testing.T) { check(t, corpus.Fixture("opengotha", "madeup")) })
	t.Run("fixtures", func(t *testing.T) { check(t, corpus.Fixture("opengotha", "tournamentfiles")) })
	t.Run("shared", func(t *testing.T) { check(t, corpus.Shared(t, "opengotha", "tournamentfiles")) })
}

// TestPlayerAddNameParts: a name typed in its two parts is kept so and
// written to OpenGotha so; parts that do not make the name are refused.
func TestPlayerAddNameParts(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "e.wqa")
	must(t, "tournament", "new", f, "--name", "x")
	must(t, "group", "add", f, "--name", "公开组", "--system", "mcmahon", "--rounds", "3")
	must(t, "player", "add", f, "--surname", "Van der Berg", "--given-name", "Mary Ann", "--aga-id", "21457")
	must(t, "player", "add", f, "--surname", "欧阳", "--given-name", "明")
	must(t, "player", "add", f, "--name", "司马光")
	must(t, "player", "add", f, "--name", "徐易则", "--latin", "Xu Yize", "--surname", "Xu", "--given-name", "Yize", "--egf-pin", "13579246")
	if code, _, errOut := run(i18n.English, "player", "add", f, "--latin", "Anguila Caner Oscar", "--surname", "Anguila", "--given-name", "Oscar"); code != 2 || !strings.Contains(errOut, "must make the name") {
		t.Errorf("parts that do not make the name: %d %q", code, errOut)
	}
	var ps []PlayerJSON
	json.Unmarshal([]byte(must(t, "player", "list", f, "--json")), &ps)
	want := []struct{ name, surname, given string }{{"Van der Berg Mary Ann", "Van der Berg", "Mary Ann"}, {"欧阳明", "欧阳", "明"}, {"司马光", "司马", "光"}, {"徐易则", "Xu", "Yize"}}
	if len(ps) != len(want) {
		t.Fatalf("%d players: %+v", len(ps), ps)
	}
	for i, w := range want {
		if ps[i].Name != w.name || ps[i].Surname != w.surname || ps[i].GivenName != w.given {
			t.Errorf("player %d: %+v, want %v", i+1, ps[i], w)
		}
	}
	out := filepath.Join(dir, "e.xml")
	must(t, "export", "opengotha", f, out)
	got := readOGPlayers(t, out)
	if p := got.Players[0]; p.Name != "Van der Berg" || p.FirstName != "Mary Ann" || p.AGAID != "21457" {
		t.Errorf("OpenGotha player 1: %+v", p)
	}
	if p := got.Players[3]; p.Name != "Xu" || p.FirstName != "Yize" || p.EGFPin != "13579246" {
		t.Errorf("OpenGotha player 4: %+v", p)
	}
}
