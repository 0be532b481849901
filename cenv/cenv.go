// Package cenv reads the C locale of the environment (LANG=C.UTF-8, as CI
// machines and scripts set it) as plain C before any other package starts.
//
// Fyne's language package looks the locale up while the program starts and
// prints an error for "C.UTF-8", which is not a language tag. Go starts
// packages in the order of their import paths once their imports have
// started; this module's path sorts before fyne.io and it imports only os,
// so it runs first. Restore puts the environment back as it was, for the
// programs the window starts (a PDF viewer must see the UTF-8 locale).
package cenv

import "os"

// saved is the variable changed at start and its value then.
var saved struct{ name, value string }

func init() {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := os.Getenv(name)
		if v == "" {
			continue
		}
		if len(v) > 2 && (v[:2] == "C." || len(v) > 6 && v[:6] == "POSIX.") {
			saved.name, saved.value = name, v
			os.Setenv(name, "C")
		}
		return // the first one set is the one that counts
	}
}

// Restore puts back the locale variable changed at start, if any.
func Restore() {
	if saved.name != "" {
		os.Setenv(saved.name, saved.value)
	}
}
