//go:build window && !windows

package main

import (
	"fmt"
	"os"

	"weiqi-arbiter/i18n"
)

// say tells the user why the window cannot start, on standard error.
func say(_ *i18n.Catalog, line string) {
	fmt.Fprintln(os.Stderr, line)
}
