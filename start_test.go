//go:build linux || darwin

package main

import (
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"

	"weiqi-arbiter/internal/corpus"
)

// BenchmarkStart is the whole life of a short command, as a shell or a
// script starts it: a new process of this test binary (the program's
// packages and main, through TestMain) running the command. Built plainly
// it is the command-line program; with -tags window it links the window
// too, as the one program did before the two. Besides the wall time it
// reports the CPU time and the peak memory of each process. The
// 300-player field is of the shared corpus (skipped without it).
func BenchmarkStart(b *testing.B) {
	for _, c := range []struct {
		name string
		args func(b *testing.B) string // the command's words, split at spaces
	}{
		{"version", func(*testing.B) string { return "version" }},
		{"trf-pair-300", func(b *testing.B) string {
			return "trf pair " + corpus.Shared(b, "pairing", "swiss-300-by-rating.trf")
		}},
	} {
		b.Run(c.name, func(b *testing.B) {
			args := c.args(b)
			var cpu time.Duration
			var peak int64
			for b.Loop() {
				cmd := exec.Command(os.Args[0], "-test.run=^$")
				cmd.Env = append(os.Environ(), "WQA_RUN_MAIN="+args)
				if out, err := cmd.CombinedOutput(); err != nil {
					b.Fatalf("%s: %v\n%s", args, err, out)
				}
				cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
				if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
					peak = max(peak, maxRSS(ru))
				}
			}
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
			b.ReportMetric(float64(peak)/(1<<20), "peak-MiB")
		})
	}
}
