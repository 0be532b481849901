package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
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
	// White, the third had the bye; ranks and countries in EGF form.
	var won, lost, bye bool
	for _, l := range lines {
		won = won || regexp.MustCompile(`^\d\+/b0$`).MatchString(l[7])
		lost = lost || regexp.MustCompile(`^\d-/w0$`).MatchString(l[7])
		bye = bye || l[7] == "0+"
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
