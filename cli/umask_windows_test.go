//go:build windows

package cli

func umask() int { return 0o022 }
