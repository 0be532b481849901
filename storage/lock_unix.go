//go:build !windows

package storage

import (
	"errors"
	"io/fs"
	"os"

	"golang.org/x/sys/unix"

	"weiqi-arbiter/internal/savefile"
)

// fileLock is an exclusive advisory lock on a file beside the tournament
// file, held while it is open; the system drops it if the program dies.
type fileLock struct{ f *os.File }

// acquireLock locks file (the real file, links resolved) for path, the
// name it was opened by.
func acquireLock(path, file string) (*fileLock, error) {
	f, err := os.OpenFile(file+".lock", os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		if readOnly(err) {
			return nil, &FileError{Path: path, Reason: ErrReadOnlyFolder, Detail: err.Error()}
		}
		if savefile.DiskFull(err) {
			return nil, &FileError{Path: path, Reason: ErrDiskFull, Detail: err.Error()}
		}
		return nil, &FileError{Path: path, Reason: ErrInUse, Detail: err.Error()}
	}
	if err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, unix.EWOULDBLOCK) {
			return nil, &FileError{Path: path, Reason: ErrInUse}
		}
		return nil, &FileError{Path: path, Reason: ErrInUse, Detail: err.Error()}
	}
	return &fileLock{f: f}, nil
}

func (l *fileLock) release() {
	unix.Flock(int(l.f.Fd()), unix.LOCK_UN)
	l.f.Close()
}

// readOnly reports whether err is the system refusing to write: no
// permission, or a read-only disk.
func readOnly(err error) bool {
	return errors.Is(err, fs.ErrPermission) || errors.Is(err, unix.EROFS)
}

// linkCount is how many names (hard links) the file has.
func linkCount(path string) (uint64, error) {
	var st unix.Stat_t
	if err := unix.Stat(path, &st); err != nil {
		return 0, err
	}
	return uint64(st.Nlink), nil
}
