//go:build !unix

package pairing

import "time"

// cpuTime is not measured here: the benchmarks report the clock's time only.
func cpuTime() time.Duration { return -1 }
