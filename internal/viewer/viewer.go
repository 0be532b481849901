// Package viewer opens a document in the program the system keeps for its
// type (the PDF viewer that prints a form) and tells whether one opened it,
// so that the window says "opened for printing" only when it was.
package viewer

import (
	"errors"
	"fmt"
	"net/url"
	"path/filepath"
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

// FileURL is the file:// URL of the document at path, as the window hands
// it to the app's OpenURL. Its path is kept as it is, so that Path reads
// back the same file whatever its name holds (# ? % and spaces, which a URL
// written out and parsed again would take for a fragment, a query, an
// escape).
func FileURL(path string) *url.URL {
	return &url.URL{Scheme: "file", Path: filepath.ToSlash(path)}
}

// Path is the file a file:// URL names, in the system's spelling; in
// file://C:/x.pdf the drive is the URL's host.
func Path(u *url.URL) string {
	return filepath.FromSlash(u.Host + u.Path)
}
