//go:build !windows

package savefile

import (
	"os"

	"golang.org/x/sys/unix"
)

// tryLock takes an exclusive advisory lock on f without waiting; the system
// drops it when the process dies.
func tryLock(f *os.File) bool {
	return unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB) == nil
}

func unlock(f *os.File) { unix.Flock(int(f.Fd()), unix.LOCK_UN) }
