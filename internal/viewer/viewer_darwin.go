//go:build darwin

package viewer

import (
	"errors"
	"os/exec"
)

// open runs open(1), which returns once the program for the type has the
// file and fails when there is none.
func open(path string) error {
	err := exec.Command("open", path).Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return errors.Join(ErrNoViewer, err)
	}
	return err
}
