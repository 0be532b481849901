package main

import "syscall"

// maxRSS is a process's peak resident memory in bytes (macOS counts bytes).
func maxRSS(ru *syscall.Rusage) int64 { return ru.Maxrss }
