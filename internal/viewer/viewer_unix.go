//go:build !windows && !darwin

package viewer

import (
	"errors"
	"os/exec"
	"time"
)

// Wait is how long open waits for xdg-open to say whether it found a
// program. Under GNOME or KDE xdg-open hands the file over and ends at
// once; on a plain X desktop it runs the viewer itself and ends when the
// viewer closes, so a run still going after Wait has a viewer open.
const Wait = 2 * time.Second

// open runs xdg-open on path: it ends with an error when no program takes
// the file (exit 3 or 4), and with 0 when it handed it over.
func open(path string) error {
	return run(exec.Command("xdg-open", path), Wait)
}

// run starts cmd and waits up to wait for it: an exit with an error is no
// viewer; a clean exit, or one still running, is one.
func run(cmd *exec.Cmd, wait time.Duration) error {
	if err := cmd.Start(); err != nil {
		return errors.Join(ErrNoViewer, err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return errors.Join(ErrNoViewer, err)
		}
		return err
	case <-time.After(wait):
		return nil // the viewer runs in xdg-open's place; Wait reaps it later
	}
}
