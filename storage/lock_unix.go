//go:build !windows

package storage

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// fileLock is an exclusive advisory lock on a file beside the tournament
// file, held while it is open; the system drops it if the program dies.
type fileLock struct{ f *os.File }

func acquireLock(path string) (*fileLock, error) {
	f, err := os.OpenFile(path+".lock", os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
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
