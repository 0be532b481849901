//go:build unix

package pairing

import (
	"syscall"
	"time"
)

// cpuTime is the processor time the process has used so far (user and
// system, every thread): on a machine shared with other work it varies far
// less than the time on the clock.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return -1
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
