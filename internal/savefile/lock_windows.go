//go:build windows

package savefile

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// tryLock reports true: on Windows a file open in another process cannot be
// removed, so a writer's temporary file survives the cleaner's attempt.
func tryLock(f *os.File) bool { return true }

func unlock(f *os.File) {}

// DiskFull reports whether err is the system refusing to write for want
// of room.
func DiskFull(err error) bool {
	return errors.Is(err, windows.ERROR_DISK_FULL) || errors.Is(err, windows.ERROR_HANDLE_DISK_FULL)
}

// NameTooLong reports whether err is a file name the disk does not take
// for its length.
func NameTooLong(err error) bool { return errors.Is(err, windows.ERROR_FILENAME_EXCED_RANGE) }
