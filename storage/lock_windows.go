//go:build windows

package storage

import (
	"os"

	"golang.org/x/sys/windows"
)

// fileLock is an exclusive lock on a file beside the tournament file, held
// while it is open; the system drops it if the program dies.
type fileLock struct{ f *os.File }

func acquireLock(path string) (*fileLock, error) {
	f, err := os.OpenFile(path+".lock", os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, &FileError{Path: path, Reason: ErrInUse, Detail: err.Error()}
	}
	ol := new(windows.Overlapped)
	flags := uint32(windows.LOCKFILE_EXCLUSIVE_LOCK | windows.LOCKFILE_FAIL_IMMEDIATELY)
	if err := windows.LockFileEx(windows.Handle(f.Fd()), flags, 0, 1, 0, ol); err != nil {
		f.Close()
		return nil, &FileError{Path: path, Reason: ErrInUse}
	}
	return &fileLock{f: f}, nil
}

func (l *fileLock) release() {
	windows.UnlockFileEx(windows.Handle(l.f.Fd()), 0, 1, 0, new(windows.Overlapped))
	l.f.Close()
}
