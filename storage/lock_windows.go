//go:build windows

package storage

import (
	"errors"
	"io/fs"
	"os"

	"golang.org/x/sys/windows"

	"weiqi-arbiter/internal/savefile"
)

// fileLock is an exclusive lock on a file beside the tournament file, held
// while it is open; the system drops it if the program dies.
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

// readOnly reports whether err is the system refusing to write.
func readOnly(err error) bool { return errors.Is(err, fs.ErrPermission) }

// linkCount is how many names (hard links) the file has.
func linkCount(path string) (uint64, error) {
	p, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return 0, err
	}
	h, err := windows.CreateFile(p, 0, windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE|windows.FILE_SHARE_DELETE, nil,
		windows.OPEN_EXISTING, windows.FILE_FLAG_BACKUP_SEMANTICS, 0)
	if err != nil {
		return 0, err
	}
	defer windows.CloseHandle(h)
	var info windows.ByHandleFileInformation
	if err := windows.GetFileInformationByHandle(h, &info); err != nil {
		return 0, err
	}
	return uint64(info.NumberOfLinks), nil
}
