package cli

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/text/encoding/ianaindex"

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
