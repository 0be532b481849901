//go:build !window && !windows

package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"weiqi-arbiter/i18n"
)

// windowProgram is the file name of the window program, which lies in the
// same folder as this one: this package built with the tag "window".
const windowProgram = "weiqi-arbiter-window"

// openWindow replaces this program with the window program on the
// tournament file path (none: the one used last), keeping its process,
// so that a signal sent to it (logout, kill) ends the window and the
// file's lock is released as before. It returns only when the window
// program cannot be started, with the exit status.
func openWindow(path string) int {
	l := launcher{executable: os.Executable, exec: syscall.Exec, stderr: os.Stderr, msg: i18n.MustLoad(i18n.Detect())}
	return l.open(path, os.Environ())
}

// launcher starts the window program in this program's place.
type launcher struct {
	executable func() (string, error)                      // this program's path: os.Executable
	exec       func(path string, argv, env []string) error // syscall.Exec: returns only if it failed
	stderr     io.Writer                                   // where a failure is said
	msg        *i18n.Catalog                               // in the user's language
}

// open runs the window program beside this one on path with the
// environment env; when it cannot, it says why and returns 1.
func (l launcher) open(path string, env []string) int {
	prog, err := l.windowPath()
	if err == nil {
		argv := []string{prog}
		if path != "" {
			argv = append(argv, path)
		}
		err = l.exec(prog, argv, env)
	}
	fmt.Fprintln(l.stderr, l.msg.T("cli.error.prefix", "error:", nil), l.explain(prog, err))
	return 1
}

// windowPath is the window program beside this program (its real folder,
// when this one was started through a link), if it is there and may be run.
func (l launcher) windowPath() (string, error) {
	self, err := l.executable()
	if err != nil {
		return windowProgram, err
	}
	if real, err := filepath.EvalSymlinks(self); err == nil {
		self = real
	}
	prog := filepath.Join(filepath.Dir(self), windowProgram)
	st, err := os.Stat(prog)
	switch {
	case err != nil:
		return prog, err
	case !st.Mode().IsRegular() || st.Mode().Perm()&0o111 == 0:
		return prog, errNotProgram
	}
	// This program under the window program's name (built without the
	// tag window, or a link to this one) would start itself again and
	// again, without end.
	if me, err := os.Stat(self); filepath.Base(self) == windowProgram || (err == nil && os.SameFile(me, st)) {
		return prog, errNotWindow
	}
	return prog, nil
}

var (
	// errNotProgram: the window program's file is there but cannot be run
	// (a folder, or a file not marked executable).
	errNotProgram = errors.New("not an executable file")
	// errNotWindow: the window program's file is this program.
	errNotWindow = errors.New("the command-line program, not the window")
)

// explain says, in the user's language, why the window program at prog
// could not be started.
func (l launcher) explain(prog string, err error) string {
	args := map[string]any{"Path": prog, "Error": err}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return l.msg.T("cli.error.window_missing", "The window program {{.Path}} is missing: it belongs in the same folder as weiqi-arbiter. Install the two files again (make build makes both); the commands work without it (weiqi-arbiter help).", args)
	case errors.Is(err, errNotProgram):
		return l.msg.T("cli.error.window_not_program", "{{.Path}} is not a program that can be run (it must be an executable file): install the window program again.", args)
	case errors.Is(err, errNotWindow):
		return l.msg.T("cli.error.window_not_window", "{{.Path}} is the command-line program, not the window program (which is built with the tag window; make build makes both): install the window program again.", args)
	}
	return l.msg.T("cli.error.window_start", "The window program {{.Path}} could not be started: {{.Error}}", args)
}
