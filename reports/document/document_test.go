package document_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/reports/document"
	"weiqi-arbiter/storage"
)

func TestCheck(t *testing.T) {
	tests := []struct {
		kind  document.Kind
		path  string
		round int
		ok    bool
	}{
		{document.Crosstable, "a.xlsx", 0, true},
		{document.Crosstable, "a.PDF", 0, true},
		{document.Crosstable, "a.csv", 0, false},
		{document.Pairings, "a.xlsx", 0, false}, // a round's document needs its round
		{document.Pairings, "a.xlsx", 2, true},
		{document.Slips, "a.xlsx", 1, false},
		{document.MatchSheets, "a.pdf", 1, true},
		{document.EGF, "a.h9", 0, true},
		{document.EGF, "a.txt", 0, false},
		{document.OpenGotha, "a.xml", 0, true},
		{document.GameRecords, "a.sgf", 0, true},
		{document.GameRecords, "records", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			err := document.Request{Kind: tt.kind, Path: tt.path, Round: tt.round}.Check()
			var de *document.Error
			if (err == nil) != tt.ok || (err != nil && !errors.As(err, &de)) {
				t.Errorf("%s %s round %d: %v", tt.kind, tt.path, tt.round, err)
			}
		})
	}
}

// TestEveryDocument writes every document of an individual group from a
// real store: each lands at its path, and none is left by a refusal.
func TestEveryDocument(t *testing.T) {
	dir := t.TempDir()
	file, err := storage.Create(filepath.Join(dir, "t.wqa"), tournament.NewSettings("测试赛", tournament.Rules2002), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	s := arbiter.New(file)
	gid, _ := s.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	for _, n := range []string{"张三", "李四", "王五", "赵六"} {
		s.AddPlayer(tournament.Player{NameZh: n, NameLatin: "Latin " + n, GroupID: gid, Rank: "1d"})
	}
	g, _ := s.Group("公开组")
	if _, err := s.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	games, _, _ := s.Round(gid, 1)
	s.SetResult(games[0].ID, "B+R")
	s.AttachRecord(games[0].ID, []byte("(;GM[1]SZ[19];B[pd])"))
	zh := i18n.MustLoad(i18n.Chinese).T
	for _, kind := range []document.Kind{document.Crosstable, document.Standings, document.Pairings, document.Index, document.PlayerList, document.Slips, document.Cards, document.EGF, document.OpenGotha, document.GameRecords} {
		for _, ext := range kind.Extensions() {
			r := document.Request{Kind: kind, Group: g, Round: 1, T: zh}
			r.Path = filepath.Join(dir, document.FileName(r, ext))
			if _, err := document.Write(s, r); err != nil {
				t.Errorf("%s%s: %v", kind, ext, err)
				continue
			}
			if _, err := os.Stat(r.Path); err != nil {
				t.Errorf("%s%s not written: %v", kind, ext, err)
			}
		}
	}
	r := document.Request{Kind: document.MatchSheets, Group: g, Round: 1, T: zh, Path: filepath.Join(dir, "m.pdf")}
	if _, err := document.Write(s, r); err == nil {
		t.Error("match sheets of an individual group")
	}
	if _, err := os.Stat(r.Path); err == nil {
		t.Error("a refused document left a file")
	}
	if name := document.FileName(document.Request{Kind: document.Pairings, Group: g, Round: 3, T: zh}, ".pdf"); name != "公开组 对阵表 第3轮.pdf" {
		t.Errorf("file name %q", name)
	}
}

// TestPairingTitle: the pairing sheet's title carries the event, group,
// round, and the round's start as the group's schedule stores it; without
// one, a one-day event's date.
func TestPairingTitle(t *testing.T) {
	dir := t.TempDir()
	st := tournament.NewSettings("测试赛", tournament.Rules2002)
	st.Start = time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	file, err := storage.Create(filepath.Join(dir, "t.wqa"), st, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	s := arbiter.New(file)
	gid, _ := s.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	for _, n := range []string{"张三", "李四", "王五", "赵六"} {
		s.AddPlayer(tournament.Player{NameZh: n, GroupID: gid, Rank: "1d"})
	}
	g, _ := s.Group("公开组")
	if _, err := s.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	title := func() string {
		r := document.Request{Kind: document.Pairings, Group: g, Round: 1, T: i18n.MustLoad(i18n.Chinese).T, Path: filepath.Join(dir, "p.xlsx")}
		if _, err := document.Write(s, r); err != nil {
			t.Fatal(err)
		}
		f, err := excelize.OpenFile(r.Path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		v, _ := f.GetCellValue("公开组", "A1")
		return v
	}
	if got, want := title(), "测试赛 公开组 第1轮对阵表 · 贴3又3/4子  2026年12月1日"; got != want {
		t.Errorf("title %q, want %q", got, want)
	}
	g.Starts = map[int]time.Time{1: time.Date(2026, 12, 1, 13, 30, 0, 0, time.UTC)}
	if err := s.SaveGroupRules(g); err != nil {
		t.Fatal(err)
	}
	g, _ = s.Group("公开组")
	if got, want := title(), "测试赛 公开组 第1轮对阵表 · 贴3又3/4子  2026年12月1日 13:30 开始"; got != want {
		t.Errorf("title %q, want %q", got, want)
	}
}

// TestSlipsCarryReportCodes: with the venue server's address and reports
// from the tables on, each slip prints its game's code (and the QR code of
// its report page); without either, the slips stay as they were.
func TestSlipsCarryReportCodes(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) not installed")
	}
	s, g := slipsEvent(t)
	rep, _ := s.Reporting()
	games, _ := s.Games(g.ID, 1)
	write := func(url string) string {
		path := filepath.Join(t.TempDir(), "slips.pdf")
		if _, err := document.Write(s, document.Request{Kind: document.Slips, Group: g, Round: 1, Path: path, T: i18n.MustLoad(i18n.English).T, VenueURL: url}); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	code := tournament.SlipCode(rep.Secret, games[0].ID)
	if text := write("http://192.168.1.20:8080"); strings.Contains(text, code) {
		t.Errorf("reports off, yet the slip prints code %s", code)
	}
	if err := s.SetReporting(true, false); err != nil {
		t.Fatal(err)
	}
	text := write("http://192.168.1.20:8080/")
	for _, game := range games {
		if c := tournament.SlipCodeGroups(tournament.SlipCode(rep.Secret, game.ID)); !strings.Contains(text, "code "+c) {
			t.Errorf("table %d: code %s not printed:\n%s", game.Table, c, text)
		}
		if c := tournament.SlipCheck(rep.Secret, game.ID); !strings.Contains(text, "check "+c) {
			t.Errorf("table %d: check %s not printed:\n%s", game.Table, c, text)
		}
	}
	if text := write(""); strings.Contains(text, code) {
		t.Error("not shared, yet the slip prints a code")
	}
}

// slipsEvent is a file with group 公开组 of four players, round 1 paired
// and published.
func slipsEvent(t *testing.T) (*arbiter.Arbiter, tournament.Group) {
	t.Helper()
	file, err := storage.Create(filepath.Join(t.TempDir(), "t.wqa"), tournament.NewSettings("测试赛", tournament.Rules2002), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { file.Close() })
	s := arbiter.New(file)
	gid, _ := s.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	for _, n := range []string{"张三", "李四", "王五", "赵六"} {
		s.AddPlayer(tournament.Player{NameZh: n, GroupID: gid, Rank: "1d"})
	}
	g, _ := s.Group("公开组")
	if _, err := s.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	if err := s.PublishRound(gid, 1); err != nil {
		t.Fatal(err)
	}
	return s, g
}

// TestSheetsCarryTheirPageQR: printed while the event is shared, the wall
// pairing sheet and the find-your-table list carry the QR code of their
// page on the venue network (read back with zbarimg).
func TestSheetsCarryTheirPageQR(t *testing.T) {
	for _, tool := range []string{"pdftoppm", "zbarimg"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	s, g := slipsEvent(t)
	for _, tt := range []struct {
		kind document.Kind
		want string
	}{
		{document.Pairings, "http://192.168.1.20:8080/round/%E5%85%AC%E5%BC%80%E7%BB%84/1"},
		{document.Index, "http://192.168.1.20:8080/find"},
	} {
		t.Run(tt.want, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "sheet.pdf")
			if _, err := document.Write(s, document.Request{Kind: tt.kind, Group: g, Round: 1, Path: path, T: i18n.MustLoad(i18n.Chinese).T, VenueURL: "http://192.168.1.20:8080/"}); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command("pdftoppm", "-png", "-r", "200", "-f", "1", "-l", "1", path, filepath.Join(dir, "p")).CombinedOutput(); err != nil {
				t.Fatalf("pdftoppm: %v %s", err, out)
			}
			pngs, _ := filepath.Glob(filepath.Join(dir, "p*.png"))
			out, err := exec.Command("zbarimg", "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", pngs[0]).Output()
			if got := strings.TrimSpace(string(out)); err != nil || got != tt.want {
				t.Errorf("%s: QR code reads %q (%v), want %q", tt.kind, got, err, tt.want)
			}
		})
	}
}
