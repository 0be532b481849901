package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
	"weiqi-arbiter/internal/corpus"
)

func TestExportEGF(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "open.wqa")
	must(t, "tournament", "new", f, "--name", "Shanghai Open 上海公开赛")
	must(t, "group", "add", f, "--name", "open", "--system", "roundrobin")
	for _, p := range [][2]string{{"张三", "Zhang San"}, {"李四", "Li Si"}, {"王五", ""}} {
		args := []string{"player", "add", f, "--name", p[0], "--rank", "3段", "--club", "上海棋院"}
		if p[1] != "" {
			args = append(args, "--latin", p[1])
		}
		must(t, args...)
	}
	must(t, "round", "pair", f, "--round", "1")
	must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "B+R")
	out := filepath.Join(dir, "results.h9")
	code, stdout, errOut := run(i18n.English, "export", "egf", f, out)
	if code != 0 || !strings.Contains(stdout, "王五 has no Latin name") {
		t.Fatalf("export: %d %q %q", code, stdout, errOut)
	}
	data, _ := os.ReadFile(out)
	text := string(data)
	if !strings.Contains(text, "; EV[Shanghai Open]") || !strings.Contains(text, "; KM[7.5]") {
		t.Errorf("header:\n%s", text)
	}
	line := regexp.MustCompile(`(?m)^ +(\d+) (\S+ \S+) +(\d+[DKP]) ([A-Z]{2}) (\S+) +(\S+)(?: +\S+)* +(\d+[+=-](?:/[wb]\d)?)$`)
	lines := line.FindAllStringSubmatch(text, -1)
	if len(lines) != 3 {
		t.Fatalf("player lines:\n%s", text)
	}
	// Black won table 1: one line beat its opponent with Black, one lost with
	// White, the third had the bye, which in a round robin scores nothing
	// (0-); ranks and countries in EGF form.
	var won, lost, bye bool
	for _, l := range lines {
		won = won || regexp.MustCompile(`^\d\+/b0$`).MatchString(l[7])
		lost = lost || regexp.MustCompile(`^\d-/w0$`).MatchString(l[7])
		bye = bye || l[7] == "0-"
		if l[3] != "3D" || l[4] != "CN" || l[5] != "xxxx" {
			t.Errorf("line %q", l[0])
		}
	}
	if !won || !lost || !bye || !strings.Contains(text, "? ?") {
		t.Errorf("rounds or placeholder wrong:\n%s", text)
	}
	if code, _, _ := run(i18n.English, "export", "egf", f, filepath.Join(dir, "r.txt")); code != 2 {
		t.Errorf("txt accepted: %d", code)
	}
}

// TestEGFFromOpenGotha: an OpenGotha tournament imported and reported to
// the EGF carries the file's place and dates into the header, writes the
// rounds a player was absent from as OpenGotha's own .h9 does (0=: the
// McMahon score counts them as half a win), and every name whole, in
// ASCII letters, each change said.
func TestEGFFromOpenGotha(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "juvisy.wqa")
	must(t, "tournament", "new", f, "--name", "Tournoi de Juvisy")
	must(t, "import", "opengotha", corpus.Fixture("opengotha", "tournamentfiles", "Tournoi de Juvisy.xml"), f)
	out := filepath.Join(dir, "juvisy.h9")
	must(t, "export", "egf", f, out)
	data, _ := os.ReadFile(out)
	text := string(data)
	// OpenGotha's export of the same file: "; PC[,Juvisy]", "; DT[2019-10-26,2019-10-28]",
	// and "   2 Daguenet Mathieu … 1-/b0    0=       0=       0=".
	if !strings.Contains(text, "; PC[CN,Juvisy]") || !strings.Contains(text, "; DT[2019-10-26,2019-10-28]") {
		t.Errorf("header:\n%s", text)
	}
	daguenet := regexp.MustCompile(`(?m)^.*Daguenet Mathieu.*$`).FindString(text)
	if fields := strings.Fields(daguenet); len(fields) < 4 || strings.Join(fields[len(fields)-3:], " ") != "0= 0= 0=" {
		t.Errorf("the absent player's line: %q", daguenet)
	}

	g := filepath.Join(dir, "names.wqa")
	must(t, "tournament", "new", g, "--name", "Tournoi des noms")
	must(t, "import", "opengotha", corpus.Fixture("opengotha", "madeup", "names.xml"), g)
	out = filepath.Join(dir, "names.h9")
	stdout := must(t, "export", "egf", g, out)
	data, _ = os.ReadFile(out)
	text = string(data)
	for _, want := range []string{" de_Oliveira_Fava Tomas ", " Anguila_Caner Oscar ", " Van_der_Berg Mary_Ann ", " Nemo Andre ", " Debutante Elise ", "; PC[CN,Lyon]", "; DT[2026-11-14,2026-11-15]"} {
		if !strings.Contains(text, want) {
			t.Errorf("names.h9 lacks %q:\n%s", want, text)
		}
	}
	if !strings.Contains(stdout, "“André” is written “Andre”") || !strings.Contains(stdout, "“Tomás” is written “Tomas”") {
		t.Errorf("the transliterations are not said: %q", stdout)
	}
	vdb := regexp.MustCompile(`(?m)^.*Van_der_Berg.*$`).FindString(text)
	if !strings.HasSuffix(strings.TrimSpace(vdb), " 0=") {
		t.Errorf("Van der Berg, absent in round 2: %q", vdb)
	}
	if zh := run2(t, i18n.Chinese, "export", "egf", g, out); !strings.Contains(zh, "“André”写作“Andre”") {
		t.Errorf("in Chinese: %q", zh)
	}
}

// run2 runs a command that must succeed and returns its standard output.
func run2(t *testing.T, lang i18n.Lang, args ...string) string {
	t.Helper()
	code, out, errOut := run(lang, args...)
	if code != 0 {
		t.Fatalf("%v: %d %s", args, code, errOut)
	}
	return out
}

// TestEGFLeavesOutChinese: a text of no Latin letter (an event named in
// Chinese) is left out of the EGF file, and the export says so rather
// than that it is written as nothing.
func TestEGFLeavesOutChinese(t *testing.T) {
	f := filepath.Join(t.TempDir(), "e.wqa")
	must(t, "tournament", "new", f, "--name", "周末赛")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3")
	must(t, "player", "add", f, "--name", "张三", "--latin", "Zhang San")
	out := filepath.Join(t.TempDir(), "e.h9")
	for lang, want := range map[i18n.Lang]string{i18n.English: "“周末赛” is left out", i18n.Chinese: "“周末赛”未写入"} {
		code, stdout, errOut := run(lang, "export", "egf", f, out)
		if code != 0 || !strings.Contains(stdout, want) || strings.Contains(stdout, "“”") {
			t.Errorf("%s: %d %q %q", lang, code, stdout, errOut)
		}
	}
}

// TestExportOpenGothaVoid: a game declared void has no OpenGotha result;
// the file writes it as no result, and the export says so, in the user's
// language, rather than let a reader of the file take the game for one
// still to be played.
func TestExportOpenGothaVoid(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "open.wqa")
	must(t, "tournament", "new", f, "--name", "Open")
	must(t, "group", "add", f, "--name", "open", "--system", "roundrobin")
	for _, p := range []string{"𠮷田翔", "欧阳明"} {
		must(t, "player", "add", f, "--name", p, "--rank", "3段")
	}
	must(t, "round", "pair", f, "--round", "1")
	must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "void")
	for lang, want := range map[i18n.Lang]string{i18n.English: "round 1, table 1", i18n.Chinese: "第 1 轮 第 1 台"} {
		code, stdout, errOut := run(lang, "export", "opengotha", f, filepath.Join(dir, "open.xml"))
		if code != 0 || !strings.Contains(stdout, want) || !strings.Contains(stdout, "OpenGotha") {
			t.Errorf("%v: export: %d %q %q", lang, code, stdout, errOut)
		}
	}
	data, _ := os.ReadFile(filepath.Join(dir, "open.xml"))
	if !strings.Contains(string(data), `result="RESULT_UNKNOWN"`) {
		t.Errorf("the void game is not written as no result:\n%s", data)
	}
}

// TestExportOpenGothaLosses: what OpenGotha cannot hold is named, in the
// user's language. Four players in a Swiss group (two games a round); in
// round 1, table 1 is lost on time and table 2 won by resignation; 欧阳明
// withdraws after round 1; 𠮷田翔 has no rank; 徐易则 has a Latin name as
// well, the only one the file keeps.
func TestExportOpenGothaLosses(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "open.wqa")
	must(t, "tournament", "new", f, "--name", "Open")
	must(t, "group", "add", f, "--name", "open", "--system", "swiss", "--rounds", "3")
	must(t, "player", "add", f, "--name", "𠮷田翔")
	must(t, "player", "add", f, "--name", "欧阳明", "--rank", "3段")
	must(t, "player", "add", f, "--name", "徐易则", "--latin", "Xu Yize", "--rank", "2段")
	must(t, "player", "add", f, "--name", "张三", "--rank", "1段", "--gender", "男")
	must(t, "round", "pair", f, "--round", "1")
	must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "B+T")
	must(t, "result", "set", f, "--round", "1", "--table", "2", "--result", "W+R")
	must(t, "player", "withdraw", f, "--player", "2", "--after-round", "1")
	for lang, want := range map[i18n.Lang][]string{
		i18n.English: {"round 1, table 1: “B+T” is written as a bare win", "games won on count or by resignation, written as bare wins (OpenGotha keeps who won, not the margin or the resignation): 1", "欧阳明 withdrew after round 1",
			"𠮷田翔 has no rank: written 30K", "徐易则 is written by the Latin name “Xu Yize” alone", "fixed table or notes are not in the file, as OpenGotha has no place for them: 1"},
		i18n.Chinese: {"第 1 轮 第 1 台：“白超时负”只写为胜负", "数子胜或中盘胜的对局只写为胜负（OpenGotha 只记谁胜，不记胜几子，也不记中盘胜）：1 局", "欧阳明 于第 1 轮后退赛",
			"𠮷田翔 没有段级位：写为 30K", "徐易则 只写入拼音/外文姓名“Xu Yize”", "1 名选手的这些信息未写入文件"},
	} {
		code, stdout, errOut := run(lang, "export", "opengotha", f, filepath.Join(dir, "open.xml"))
		if code != 0 {
			t.Fatalf("%v: export: %d %q", lang, code, errOut)
		}
		for _, w := range want {
			if !strings.Contains(stdout, w) {
				t.Errorf("%v: no %q in\n%s", lang, w, stdout)
			}
		}
	}
}

// TestEGFOneName: a player of one Latin name (Pelé) is written with "-"
// as the given name, two words as the EGF's reader needs, and the export
// says so in the user's language.
func TestEGFOneName(t *testing.T) {
	f := filepath.Join(t.TempDir(), "e.wqa")
	must(t, "tournament", "new", f, "--name", "Open")
	must(t, "group", "add", f, "--name", "open", "--system", "swiss", "--rounds", "3")
	must(t, "player", "add", f, "--name", "Pelé", "--rank", "2k")
	must(t, "player", "add", f, "--name", "张三", "--latin", "Zhang San", "--rank", "1k")
	out := filepath.Join(t.TempDir(), "e.h9")
	for lang, want := range map[i18n.Lang]string{i18n.English: "Pelé has a Latin name of one word: its given name is written “-”", i18n.Chinese: "Pelé 的拼音/外文姓名只有一个词：名写为“-”"} {
		code, stdout, errOut := run(lang, "export", "egf", f, out)
		if code != 0 || !strings.Contains(stdout, want) || strings.Contains(stdout, "Zhang San has") {
			t.Errorf("%s: %d %q %q", lang, code, stdout, errOut)
		}
	}
	data, _ := os.ReadFile(out)
	if !strings.Contains(string(data), " Pele - ") || !strings.Contains(string(data), " Zhang San ") {
		t.Errorf("the names are not two words each:\n%s", data)
	}
}

// TestOpenGothaTeamWithdrawn: a team that withdrew (广东, after round 1)
// is named when the event is exported to OpenGotha, which has no
// withdrawal, in the user's language.
func TestOpenGothaTeamWithdrawn(t *testing.T) {
	f := threeTeams(t)
	must(t, "round", "pair", f, "--round", "1")
	must(t, "team", "withdraw", f, "--team", "3", "--after-round", "1")
	for lang, want := range map[i18n.Lang]string{
		i18n.English: "note: team 广东 withdrew after round 1: OpenGotha has no withdrawal",
		i18n.Chinese: "提示：广东队于第 1 轮后退赛：OpenGotha 没有退赛",
	} {
		code, stdout, errOut := run(lang, "export", "opengotha", f, filepath.Join(t.TempDir(), "teams.xml"))
		if code != 0 || !strings.Contains(stdout, want) {
			t.Errorf("%v: %d, no %q in\n%s%s", lang, code, want, stdout, errOut)
		}
	}
}
