//go:build !windows

package cli

import "syscall"

// umask reads the process's umask (setting it back at once).
func umask() int {
	m := syscall.Umask(0o022)
	syscall.Umask(m)
	return m
}
