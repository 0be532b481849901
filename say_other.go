//go:build window && !windows

package main

import (
	"fmt"
	"os"
)

// say tells the user why the window cannot start, on standard error.
func say(line string) {
	fmt.Fprintln(os.Stderr, line)
}
