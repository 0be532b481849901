//go:build windows

package cli

// umask is 0 on Windows, where a writable file reads as mode 0666.
func umask() int { return 0 }
