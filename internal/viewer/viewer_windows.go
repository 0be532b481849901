//go:build windows

package viewer

import (
	"errors"
	"path/filepath"

	"golang.org/x/sys/windows"
)

// open asks the shell to open path (ShellExecute's "open" verb), as
// Explorer does on a double click. ShellExecute says when no program is
// associated with the type, which rundll32 (Fyne's OpenURL) does not.
func open(path string) error {
	verb, err := windows.UTF16PtrFromString("open")
	if err != nil {
		return err
	}
	file, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return err
	}
	dir, err := windows.UTF16PtrFromString(filepath.Dir(path))
	if err != nil {
		return err
	}
	err = windows.ShellExecute(0, verb, file, nil, dir, windows.SW_SHOWNORMAL)
	if errors.Is(err, windows.ERROR_NO_ASSOCIATION) {
		return errors.Join(ErrNoViewer, err)
	}
	return err
}
