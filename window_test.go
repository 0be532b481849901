//go:build window || windows

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

// TestStartErrorInUsersLanguage: when the window cannot start because its
// default file cannot be made (here: a file stands where its folder
// should be), the line on
// standard error is in the user's language, as a command's would be.
func TestStartErrorInUsersLanguage(t *testing.T) {
	notFolder := filepath.Join(t.TempDir(), "比赛")
	if err := os.WriteFile(notFolder, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := storage.Create(filepath.Join(notFolder, "default.wqa"), tournament.NewSettings("默认", tournament.Rules2002), storage.Options{})
	if err == nil {
		t.Fatal("a file made inside a file")
	}
	for _, c := range []struct {
		lang   i18n.Lang
		prefix string
	}{{i18n.Chinese, "错误"}, {i18n.English, "error:"}} {
		line := startError(i18n.MustLoad(c.lang), err)
		if !strings.HasPrefix(line, c.prefix) || !strings.HasSuffix(line, i18n.Error(i18n.MustLoad(c.lang).T, err)) {
			t.Errorf("%v: %q", c.lang, line)
		}
		if c.lang == i18n.Chinese && line == "错误： "+err.Error() {
			t.Errorf("in Chinese, the error is left in English: %q", line)
		}
	}
}

// TestCLocaleKeepsUTF8: the locale the program starts with keeps its
// meaning for the programs it starts (C.UTF-8 is C with UTF-8 characters),
// and a language locale or a LANGUAGE list is left alone.
func TestCLocaleKeepsUTF8(t *testing.T) {
	for _, c := range []struct{ env, want string }{
		{"LANG=C.UTF-8", "LC_ALL=;LC_MESSAGES=;LC_CTYPE=C.UTF-8;LANG=C;"},
		{"LC_ALL=C.UTF-8", "LC_ALL=;LC_MESSAGES=C;LC_CTYPE=C.UTF-8;LANG=;"},
		{"LANG=zh_CN.UTF-8", "LC_ALL=;LC_MESSAGES=;LC_CTYPE=;LANG=zh_CN.UTF-8;"},
		{"LANGUAGE=zh_CN", "LC_ALL=;LC_MESSAGES=;LC_CTYPE=;LANG=;"},
	} {
		t.Run(c.env, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^$")
			cmd.Env = []string{"WQA_PRINT_LOCALE=1", c.env}
			if c.env == "LANGUAGE=zh_CN" {
				cmd.Env = append(cmd.Env, "LANG=C.UTF-8")
				c.want = "LC_ALL=;LC_MESSAGES=;LC_CTYPE=;LANG=C.UTF-8;"
			}
			out, err := cmd.Output()
			if err != nil || string(out) != c.want {
				t.Errorf("%s: %q %v, want %q", c.env, out, err, c.want)
			}
		})
	}
}

// TestNoWindowErrorInUsersLanguage: a computer that cannot show the
// window (no display, no OpenGL) is told so in the user's language, each
// cause with its own advice and what the system said, not with the
// program's own English words for the cause.
func TestNoWindowErrorInUsersLanguage(t *testing.T) {
	noDisplay := &noWindowSystem{detail: `DISPLAY=":7"`}
	for _, c := range []struct {
		lang i18n.Lang
		err  *noWindowSystem
		want []string
	}{
		{i18n.Chinese, noDisplay, []string{"错误", "没有可以打开窗口的显示器", `（DISPLAY=":7"）`, "weiqi-arbiter help"}},
		{i18n.English, noDisplay, []string{"error:", "no screen the window can open on", `(DISPLAY=":7")`, "weiqi-arbiter help"}},
		{i18n.Chinese, &noWindowSystem{openGL: true, detail: "GLX: GLX extension not found"}, []string{"错误", "OpenGL 2.1", "显卡", "GLX extension not found"}},
		{i18n.English, &noWindowSystem{openGL: true, detail: "WGL: The driver does not appear to support OpenGL"}, []string{"error:", "OpenGL 2.1", "graphics card", "does not appear to support OpenGL"}},
	} {
		line := noWindowError(i18n.MustLoad(c.lang), c.err)
		for _, w := range c.want {
			if !strings.Contains(line, w) {
				t.Errorf("%v, %v: %q lacks %q", c.lang, c.err, line, w)
			}
		}
		if strings.Contains(line, "no display") || strings.Contains(line, "no OpenGL") {
			t.Errorf("%v, %v: %q names the cause in the program's words", c.lang, c.err, line)
		}
	}
}
