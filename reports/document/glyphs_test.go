package document_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/reports/document"
	"weiqi-arbiter/storage"
)

// TestRareCharactersPrint: 王𠮷龘 (𠮷 is CJK Extension B, which the main
// font lacks) prints whole on the find list, the pairing sheet and the
// slips (pdftotext reads it back; the pages are kept as PNGs to look at),
// and 䶮 (Extension A) too; a character of Extension G, in no bundled
// font, is named in the notes rather than dropped in silence.
func TestRareCharactersPrint(t *testing.T) {
	for _, tool := range []string{"pdftotext", "pdftoppm"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	file, err := storage.Create(filepath.Join(t.TempDir(), "t.wqa"), tournament.NewSettings("测试赛", tournament.Rules2002), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { file.Close() })
	s := arbiter.New(file)
	gid, _ := s.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	for _, n := range []string{"王𠮷龘", "刘䶮", "李四", "赵六"} {
		s.AddPlayer(tournament.Player{NameZh: n, GroupID: gid, Rank: "1d"})
	}
	g, _ := s.Group("公开组")
	if _, err := s.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	s.PublishRound(gid, 1)
	s.SetReporting(true, false)
	shots := filepath.Join("..", "..", "build", "screenshots")
	os.MkdirAll(shots, 0o755)
	for _, kind := range []document.Kind{document.Index, document.Pairings, document.Slips} {
		dir := t.TempDir()
		path := filepath.Join(dir, "sheet.pdf")
		notes, err := document.Write(s, document.Request{Kind: kind, Group: g, Round: 1, Path: path, T: i18n.MustLoad(i18n.Chinese).T, VenueURL: "http://192.168.1.20:8080/"})
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		if len(notes.NoGlyph) > 0 {
			t.Errorf("%s: %q said missing", kind, string(notes.NoGlyph))
		}
		out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"王𠮷龘", "刘䶮", "李四"} {
			if !strings.Contains(string(out), want) {
				t.Errorf("%s: %q not printed:\n%s", kind, want, out)
			}
		}
		exec.Command("pdftoppm", "-png", "-r", "100", "-f", "1", "-l", "1", path, filepath.Join(shots, "extb-"+string(kind))).Run()
	}
	// 𰀀 (U+30000) is in Extension G: no bundled font has it.
	p, _ := s.Players()
	p[2].NameZh = "李\U00030000"
	if err := s.UpdatePlayer(p[2]); err != nil {
		t.Fatal(err)
	}
	notes, err := document.Write(s, document.Request{Kind: document.Pairings, Group: g, Round: 1, Path: filepath.Join(t.TempDir(), "p.pdf"), T: i18n.MustLoad(i18n.Chinese).T})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(notes.NoGlyph, []rune{0x30000}) {
		t.Errorf("not printable: %q, want U+30000 named", string(notes.NoGlyph))
	}
}
