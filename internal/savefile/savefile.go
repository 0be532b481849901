// Package savefile writes the files the program hands out (documents,
// exports for other programs, game records) whole or not at all: each is
// written beside its target, flushed and renamed into place; a read-only
// file is never replaced, and what a killed run left behind is cleaned up.
// Its errors name the file asked for in the user's language.
package savefile

import (
	"errors"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"weiqi-arbiter/i18n"
)

// tempPrefix starts the name of the file a report is written to before it
// is renamed into place.
const tempPrefix = ".export-"

// Error is a file that could not be written at Path, in words for the
// user: it names the file asked for, never the temporary file beside it.
type Error struct {
	Path  string
	Key   string // catalogue key of the message
	Cause string // the system's words for what went wrong, if any
	Err   error
}

var fileMessages = map[string]string{
	"document.error.read_only":     "{{.File}} is read-only: it was not replaced. Choose another name, or make the file writable first.",
	"document.error.no_folder":     "The folder {{.Folder}} does not exist: nothing was written.",
	"document.error.not_writable":  "The folder {{.Folder}} cannot be written to: nothing was written. Choose another folder.",
	"document.error.is_folder":     "{{.File}} is a folder: give a file name.",
	"document.error.write":         "{{.File}} could not be written ({{.Cause}}): nothing was written.",
	"document.error.disk_full":     "The disk holding {{.File}} is full: {{.File}} was not written. Free some space on it, or write to another disk.",
	"document.error.name_too_long": "The name of {{.File}} is too long for the disk (a name may have up to 255 bytes; a Chinese character takes three): nothing was written. Choose a shorter name.",
}

func (e *Error) args() map[string]any {
	return map[string]any{"File": e.Path, "Folder": filepath.Dir(e.Path), "Cause": e.Cause}
}

func (e *Error) Error() string {
	return i18n.Fill(fileMessages[e.Key], e.args())
}

// MessageKey names the message for translation (i18n.Message).
func (e *Error) MessageKey() (key, english string, args map[string]any) {
	return e.Key, fileMessages[e.Key], e.args()
}

func (e *Error) Unwrap() error { return e.Err }

// ErrReadOnly is reported (through errors.Is) when the file to replace is
// read-only.
var ErrReadOnly = errors.New("read-only file")

// Write saves a file at path through write. The file appears whole or
// not at all: it is written beside the target, flushed to disk and renamed
// into place. It gets the permissions of any new file of the user (0666
// less the umask), so that others may read what is handed out. A read-only
// file at path is never replaced. Temporary files that a killed run left in
// the folder are removed first. Errors are *Error.
func Write(path string, write func(w io.Writer) error) error {
	removeStale(filepath.Dir(path))
	return writeFile(path, write)
}

// File is one file of WriteAll: its name in the folder and what it holds.
type File struct {
	Name  string
	Write func(w io.Writer) error
}

// WriteAll writes files into dir as Write does, the folder's stale
// temporary files removed once; it stops at the first error and returns
// the paths written until then.
func WriteAll(dir string, files []File) ([]string, error) {
	removeStale(dir)
	var paths []string
	for _, f := range files {
		path := filepath.Join(dir, f.Name)
		if err := writeFile(path, f.Write); err != nil {
			return paths, err
		}
		paths = append(paths, path)
	}
	return paths, nil
}

// writeFile is Write without the cleaning.
func writeFile(path string, write func(w io.Writer) error) error {
	fail := func(key string, err error) error {
		return &Error{Path: path, Key: key, Err: err}
	}
	if fi, err := os.Stat(path); err == nil {
		if fi.IsDir() {
			return fail("document.error.is_folder", fs.ErrExist)
		}
		if fi.Mode().Perm()&0o200 == 0 {
			return fail("document.error.read_only", ErrReadOnly)
		}
	}
	tmp, err := createTemp(filepath.Dir(path), filepath.Ext(path))
	switch {
	case DiskFull(err):
		return fail("document.error.disk_full", err)
	case errors.Is(err, fs.ErrNotExist):
		return fail("document.error.no_folder", err)
	case errors.Is(err, fs.ErrPermission):
		return fail("document.error.not_writable", err)
	case err != nil:
		return &Error{Path: path, Key: "document.error.write", Cause: cause(err, "", path), Err: err}
	}
	name := tmp.f.Name()
	defer os.Remove(name) // after a successful rename there is nothing left to remove
	err = write(tmp.f)
	if err == nil {
		err = tmp.f.Sync()
	}
	if runtime.GOOS == "windows" {
		tmp.close() // Windows renames no open file; it removes none either, so no cleaner takes it
	}
	if err == nil {
		err = os.Rename(name, path)
	}
	tmp.close()
	if err != nil {
		switch {
		case errors.Is(err, fs.ErrPermission):
			return fail("document.error.read_only", err)
		case DiskFull(err):
			return fail("document.error.disk_full", err)
		case NameTooLong(err):
			return fail("document.error.name_too_long", err)
		}
		return &Error{Path: path, Key: "document.error.write", Cause: cause(err, name, path), Err: err}
	}
	return nil
}

// cause is err in the system's words, with the temporary file's name put
// as the target's: the innermost reason of a path error, else its text.
func cause(err error, tmp, path string) string {
	var le *os.LinkError
	var pe *fs.PathError
	switch {
	case errors.As(err, &le):
		return le.Err.Error()
	case errors.As(err, &pe) && (pe.Path == tmp || strings.HasPrefix(filepath.Base(pe.Path), tempPrefix)):
		return pe.Err.Error()
	}
	text := err.Error()
	if tmp != "" {
		text = strings.ReplaceAll(text, tmp, path)
	}
	return text
}

// tempFile is a report being written, held locked so that no other run
// takes it for one left behind.
type tempFile struct {
	f              *os.File
	locked, closed bool
}

func (t *tempFile) close() {
	if t.closed {
		return
	}
	if t.locked {
		unlock(t.f)
	}
	t.f.Close()
	t.closed = true
}

// createTemp creates a new temporary file in dir with the user's umask (the
// kernel applies it to the 0666 asked for; os.CreateTemp would give 0600)
// and locks it.
func createTemp(dir, ext string) (*tempFile, error) {
	for range 100 {
		name := filepath.Join(dir, tempPrefix+strconv.FormatUint(uint64(rand.Uint32()), 10)+ext)
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		t := &tempFile{f: f, locked: tryLock(f)}
		// A cleaner of another run may have removed the file between its
		// creation and the lock: then start again under a new name.
		if fi, err := os.Stat(name); err == nil {
			if own, err := f.Stat(); err == nil && os.SameFile(fi, own) {
				return t, nil
			}
		}
		t.close()
	}
	return nil, errors.New("no free temporary name")
}

// removeStale removes the temporary files of reports whose writer is gone
// (killed mid-way): those no running writer holds locked.
func removeStale(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.Type().IsRegular() || !isTempName(e.Name()) {
			continue
		}
		name := filepath.Join(dir, e.Name())
		f, err := os.Open(name)
		if err != nil {
			continue
		}
		if tryLock(f) {
			os.Remove(name)
			unlock(f)
		}
		f.Close()
	}
}

// isTempName tells whether name is that of a report's temporary file:
// ".export-" then digits, then the report's extension.
func isTempName(name string) bool {
	rest, ok := strings.CutPrefix(name, tempPrefix)
	if !ok {
		return false
	}
	digits := strings.TrimSuffix(rest, filepath.Ext(rest))
	if digits == "" {
		return false
	}
	for _, r := range digits {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
