//go:build !windows

package savefile

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// tryLock takes an exclusive advisory lock on f without waiting; the system
// drops it when the process dies.
func tryLock(f *os.File) bool {
	return unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB) == nil
}

func unlock(f *os.File) { unix.Flock(int(f.Fd()), unix.LOCK_UN) }

// DiskFull reports whether err is the system refusing to write for want
// of room: a full disk, or the user's quota used up.
func DiskFull(err error) bool { return errors.Is(err, unix.ENOSPC) || errors.Is(err, unix.EDQUOT) }

// NameTooLong reports whether err is a file name the disk does not take
// for its length.
func NameTooLong(err error) bool { return errors.Is(err, unix.ENAMETOOLONG) }
