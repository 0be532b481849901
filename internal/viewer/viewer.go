// Package viewer opens a document in the program the system keeps for its
// type (the PDF viewer that prints a form) and tells whether one opened it,
// so that the window says "opened for printing" only when it was.
package viewer

import (
	"errors"
	"fmt"
)

// ErrNoViewer is a system with no program to open the document's type.
var ErrNoViewer = errors.New("no program is set to open this type of file")

// Open opens the file at path in the system's program for its type. It
// returns nil only when such a program took the file: an error wraps
// ErrNoViewer when there is none, and says what failed otherwise.
func Open(path string) error {
	if err := open(path); err != nil {
		return fmt.Errorf("open %s in the system viewer: %w", path, err)
	}
	return nil
}
