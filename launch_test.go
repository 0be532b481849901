//go:build !window && !windows

package main

import (
	"errors"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"syscall"
	"testing"

	"weiqi-arbiter/i18n"
)

// execCall is what the launcher handed the system's exec.
type execCall struct {
	path      string
	argv, env []string
}

// TestOpenWindow: for the window, the command-line program starts the
// window program of its own folder in its place (the same process, the
// file named, the environment unchanged); when that program is missing or
// cannot run, it says so in the user's language, naming the file, starts
// nothing and fails.
func TestOpenWindow(t *testing.T) {
	env := []string{"LANG=zh_CN.UTF-8", "DISPLAY=:99", "HOME=/home/裁判"}
	cases := []struct {
		name string
		// setup makes the folder the program runs from and returns the
		// program's path as os.Executable gives it, and the window
		// program's path the launcher must start (or name).
		setup   func(t *testing.T) (self, window string)
		file    string
		execErr error // what exec returns (it returns only on failure)
		started bool
		zh, en  string // what the message says, besides the window program's path
	}{
		{
			name: "beside it, with a file", file: "/比赛/市少儿赛.wqa", started: true,
			setup: func(t *testing.T) (string, string) { return install(t, 0o755) },
		},
		{
			name: "beside it, no file (the desktop icon)", started: true,
			setup: func(t *testing.T) (string, string) { return install(t, 0o755) },
		},
		{
			name: "started through a link in another folder", file: "a.wqa", started: true,
			setup: func(t *testing.T) (string, string) {
				self, window := install(t, 0o755)
				link := filepath.Join(t.TempDir(), "weiqi-arbiter")
				if err := os.Symlink(self, link); err != nil {
					t.Fatal(err)
				}
				return link, window
			},
		},
		{
			name: "missing", file: "a.wqa",
			setup: func(t *testing.T) (string, string) {
				self, window := install(t, 0o755)
				if err := os.Remove(window); err != nil {
					t.Fatal(err)
				}
				return self, window
			},
			zh: "找不到窗口程序", en: "window program",
		},
		{
			name: "not marked executable", file: "a.wqa",
			setup: func(t *testing.T) (string, string) { return install(t, 0o644) },
			zh:    "不是可以运行的程序", en: "is not a program that can be run",
		},
		{
			name: "a folder of that name",
			setup: func(t *testing.T) (string, string) {
				self, window := install(t, 0o755)
				if err := os.Remove(window); err != nil {
					t.Fatal(err)
				}
				if err := os.Mkdir(window, 0o755); err != nil {
					t.Fatal(err)
				}
				return self, window
			},
			zh: "不是可以运行的程序", en: "is not a program that can be run",
		},
		{
			// Started, it would start itself again and again.
			name: "this program built under the window's name (without the tag window)", file: "a.wqa",
			setup: func(t *testing.T) (string, string) {
				_, window := install(t, 0o755)
				return window, window
			},
			zh: "是命令行程序，不是窗口程序", en: "is the command-line program, not the window program",
		},
		{
			name: "a link to this program under the window's name", file: "a.wqa",
			setup: func(t *testing.T) (string, string) {
				self, window := install(t, 0o755)
				if err := os.Remove(window); err != nil {
					t.Fatal(err)
				}
				if err := os.Symlink(self, window); err != nil {
					t.Fatal(err)
				}
				return self, window
			},
			zh: "是命令行程序，不是窗口程序", en: "is the command-line program, not the window program",
		},
		{
			name: "the system refuses to start it", file: "a.wqa", execErr: syscall.ENOEXEC, started: true,
			setup: func(t *testing.T) (string, string) { return install(t, 0o755) },
			zh:    "无法启动窗口程序", en: "could not be started: " + syscall.ENOEXEC.Error(),
		},
	}
	for _, c := range cases {
		for _, lang := range []i18n.Lang{i18n.Chinese, i18n.English} {
			t.Run(c.name+"/"+string(lang), func(t *testing.T) {
				self, window := c.setup(t)
				var calls []execCall
				var stderr strings.Builder
				l := launcher{
					executable: func() (string, error) { return self, nil },
					exec: func(path string, argv, env []string) error {
						calls = append(calls, execCall{path, argv, env})
						return c.execErr
					},
					stderr: &stderr,
					msg:    i18n.MustLoad(lang),
				}
				status := l.open(c.file, env)

				if c.started {
					want := execCall{window, []string{window}, env}
					if c.file != "" {
						want.argv = append(want.argv, c.file)
					}
					if len(calls) != 1 || calls[0].path != want.path || !slices.Equal(calls[0].argv, want.argv) || !slices.Equal(calls[0].env, want.env) {
						t.Fatalf("exec calls %q, want one: %q", calls, want)
					}
				} else if len(calls) > 0 {
					t.Fatalf("exec called %q; the window program cannot run", calls)
				}
				// exec returns only when it failed: whatever returns is a failure.
				if status != 1 {
					t.Errorf("status %d, want 1", status)
				}
				if c.zh == "" {
					return
				}
				msg := stderr.String()
				want := map[i18n.Lang]string{i18n.Chinese: c.zh, i18n.English: c.en}[lang]
				if !strings.Contains(msg, window) || !strings.Contains(msg, want) || strings.Count(msg, "\n") != 1 {
					t.Errorf("message %q: want one line naming %s and saying %q", msg, window, want)
				}
			})
		}
	}
}

// install puts a command-line program and a window program with the mode
// perm in a new folder, and returns their paths.
func install(t *testing.T, perm os.FileMode) (self, window string) {
	dir := t.TempDir()
	self, window = filepath.Join(dir, "weiqi-arbiter"), filepath.Join(dir, windowProgram)
	for _, p := range []string{self, window} {
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chmod(window, perm); err != nil {
		t.Fatal(err)
	}
	return self, window
}

// TestOpenWindowWithoutItsPath: when the system cannot say where the
// program is, the message says what could not be started and why.
func TestOpenWindowWithoutItsPath(t *testing.T) {
	var stderr strings.Builder
	l := launcher{
		executable: func() (string, error) { return "", errors.New("no /proc") },
		exec: func(string, []string, []string) error {
			t.Fatal("exec called without the window program's path")
			return nil
		},
		stderr: &stderr,
		msg:    i18n.MustLoad(i18n.English),
	}
	if status := l.open("", nil); status != 1 || !strings.Contains(stderr.String(), windowProgram) || !strings.Contains(stderr.String(), "no /proc") {
		t.Errorf("status %d, message %q", status, stderr.String())
	}
}

// TestCommandsDoNotLinkTheWindow: the command-line program links none of
// Fyne (whose start-up every command would pay, linked or used).
func TestCommandsDoNotLinkTheWindow(t *testing.T) {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		t.Skip("no build information in the test binary")
	}
	for _, m := range info.Deps {
		if strings.HasPrefix(m.Path, "fyne.io/") || strings.HasPrefix(m.Path, "github.com/go-gl/") {
			t.Errorf("the command-line program links %s", m.Path)
		}
	}
}
