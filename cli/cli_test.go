package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

// run executes a command line in the given language and returns its exit code and output.
func run(lang i18n.Lang, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	env := &Env{Stdout: &out, Stderr: &errOut, Version: "9.9.9", Msg: i18n.MustLoad(lang)}
	code := Run(env, args)
	return code, out.String(), errOut.String()
}

func TestTournamentNewAndShow(t *testing.T) {
	path := filepath.Join(t.TempDir(), "event.wqa")
	code, out, errOut := run(i18n.English, "tournament", "new", path, "--name", "全国围棋锦标赛", "--rules", "1988")
	if code != 0 || !strings.Contains(out, "created") {
		t.Fatalf("new: %d %q %q", code, out, errOut)
	}
	code, out, errOut = run(i18n.English, "tournament", "show", "--json", path)
	if code != 0 {
		t.Fatalf("show: %d %q", code, errOut)
	}
	var got map[string]any
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("json: %v\n%s", err, out)
	}
	want := map[string]any{"name": "全国围棋锦标赛", "rules": "1988", "komi": 2.75, "players": 0.0, "schema_version": float64(storage.Migrations()), "start": ""}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	if p := got["points"].(map[string]any); p["win"] != 2.0 || p["draw"] != 1.0 || p["loss"] != 0.0 {
		t.Errorf("points %v", p)
	}
	if g, ok := got["groups"].([]any); !ok || len(g) != 0 {
		t.Errorf("groups %v", got["groups"])
	}
	code, out, _ = run(i18n.Chinese, "tournament", "show", path)
	if code != 0 || !strings.Contains(out, "贴子: 2又3/4子") || !strings.Contains(out, "1988年版") {
		t.Errorf("show in Chinese: %d\n%s", code, out)
	}
}

func TestErrors(t *testing.T) {
	dir := t.TempDir()
	existing := filepath.Join(dir, "a.wqa")
	if code, _, e := run(i18n.English, "tournament", "new", existing, "--name", "A"); code != 0 {
		t.Fatal(e)
	}
	notes := filepath.Join(dir, "notes.txt")
	os.WriteFile(notes, []byte("hello"), 0o644)
	tests := []struct {
		name string
		lang i18n.Lang
		args []string
		code int
		want string
	}{
		{"unknown command", i18n.English, []string{"frobnicate"}, 2, "unknown command frobnicate"},
		{"missing file", i18n.English, []string{"tournament", "new", "--name", "x"}, 2, "usage: weiqi-arbiter tournament new"},
		{"bad flag", i18n.English, []string{"tournament", "show", existing, "--colour"}, 2, "flag provided but not defined"},
		{"bad rules", i18n.Chinese, []string{"tournament", "new", filepath.Join(dir, "b.wqa"), "--name", "B", "--rules", "1999"}, 2, "--rules 只能是 2002 或 1988"},
		{"no name", i18n.Chinese, []string{"tournament", "new", filepath.Join(dir, "c.wqa")}, 1, "请填写比赛名称。"},
		{"exists", i18n.Chinese, []string{"tournament", "new", existing, "--name", "A"}, 1, "已存在"},
		{"not a tournament", i18n.English, []string{"tournament", "show", notes}, 1, "is not a Weiqi Arbiter tournament file"},
		{"--lang overrides", i18n.English, []string{"--lang", "zh", "tournament", "show", notes}, 1, "不是围棋裁判的比赛文件"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errOut := run(tt.lang, tt.args...)
			if code != tt.code || !strings.Contains(errOut, tt.want) {
				t.Errorf("exit %d, stderr %q; want %d containing %q", code, errOut, tt.code, tt.want)
			}
		})
	}
	if _, err := os.Stat(filepath.Join(dir, "c.wqa")); !os.IsNotExist(err) {
		t.Error("a refused tournament new left a file behind")
	}
	if b, _ := os.ReadFile(notes); string(b) != "hello" {
		t.Error("the refused file changed")
	}
}

func TestHelpAndVersion(t *testing.T) {
	code, out, _ := run(i18n.Chinese, "help")
	if code != 0 || !strings.Contains(out, "tournament new FILE") || !strings.Contains(out, "新建比赛文件") {
		t.Errorf("help: %d\n%s", code, out)
	}
	if code, out, _ := run(i18n.English, "version"); code != 0 || out != "weiqi-arbiter 9.9.9\n" {
		t.Errorf("version: %d %q", code, out)
	}
}

// openEvent opens a tournament file for a test to read and change it as
// the command line does, through its use cases.
func openEvent(path string, opts storage.Options) (*arbiter.Arbiter, error) {
	file, err := storage.Open(path, opts)
	if err != nil {
		return nil, err
	}
	return arbiter.New(file), nil
}
