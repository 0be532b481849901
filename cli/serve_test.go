//go:build unix

package cli

import (
	"bytes"
	"io"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

// lockedBuffer is an output stream read while the command still writes.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// mustRun runs a command line that must succeed.
func mustRun(t *testing.T, args ...string) {
	t.Helper()
	if code, _, errOut := run(i18n.English, args...); code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errOut)
	}
}

func TestServe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "event.wqa")
	mustRun(t, "tournament", "new", path, "--name", "市少儿围棋赛")
	mustRun(t, "group", "add", path, "--name", "少年组", "--system", "swiss", "--rounds", "3")
	out := &lockedBuffer{}
	env := &Env{Stdout: out, Stderr: out, Version: "test", Msg: i18n.MustLoad(i18n.English)}
	done := make(chan int)
	go func() { done <- Run(env, []string{"serve", path, "--addr", "127.0.0.1:0", "--desk-password", "pw"}) }()
	url := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`)
	var base string
	for deadline := time.Now().Add(10 * time.Second); base == "" && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		base = url.FindString(out.String())
	}
	if base == "" {
		t.Fatalf("no address printed:\n%s", out.String())
	}
	if !strings.Contains(out.String(), "/desk") {
		t.Errorf("the desk is not mentioned:\n%s", out.String())
	}
	resp, err := http.Get(base + "index.json")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(body), "市少儿围棋赛") {
		t.Errorf("index: %s", body)
	}
	// The file stays open (locked) while serving; Ctrl+C stops and closes it.
	syscall.Kill(syscall.Getpid(), syscall.SIGINT)
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("exit %d:\n%s", code, out.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop on Ctrl+C")
	}
	mustRun(t, "tournament", "show", path) // the file is free again
}

func TestServeRefusesBadFlags(t *testing.T) {
	path := filepath.Join(t.TempDir(), "event.wqa")
	mustRun(t, "tournament", "new", path, "--name", "赛")
	for _, args := range [][]string{
		{"serve", path, "--reports", "maybe"},
		{"serve"},
	} {
		var out bytes.Buffer
		env := &Env{Stdout: &out, Stderr: &out, Version: "test", Msg: i18n.MustLoad(i18n.English)}
		if code := Run(env, args); code != 2 {
			t.Errorf("%v: exit %d, want 2\n%s", args, code, out.String())
		}
	}
	var out bytes.Buffer
	env := &Env{Stdout: &out, Stderr: &out, Version: "test", Msg: i18n.MustLoad(i18n.English)}
	if code := Run(env, []string{"serve", path, "--addr", "256.0.0.1:1"}); code != 1 {
		t.Errorf("impossible address: exit %d, want 1", code)
	}
}

func TestExportSlipsWithReportCodes(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) not installed")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "event.wqa")
	mustRun(t, "tournament", "new", path, "--name", "赛")
	mustRun(t, "group", "add", path, "--name", "少年组", "--system", "swiss", "--rounds", "3")
	for _, n := range []string{"张三", "李四"} {
		mustRun(t, "player", "add", path, "--name", n, "--group", "少年组")
	}
	mustRun(t, "round", "pair", path, "--round", "1")
	s, err := openEvent(path, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.SetReporting(true, false)
	g, _ := s.Group("少年组")
	s.PublishRound(g.ID, 1)
	games, _ := s.Games(g.ID, 1)
	rep, _ := s.Reporting()
	s.Close()
	out := filepath.Join(dir, "slips.pdf")
	mustRun(t, "export", "slips", path, out, "--round", "1", "--venue-url", "http://192.168.1.20:8080")
	text, err := exec.Command("pdftotext", out, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	if code := tournament.SlipCodeGroups(tournament.SlipCode(rep.Secret, games[0].ID)); !strings.Contains(string(text), code) {
		t.Errorf("the slip lacks its code %s:\n%s", code, text)
	}
}
