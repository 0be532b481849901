// Package cenv reads the C locale of the environment (LANG=C.UTF-8, as CI
// machines and scripts set it) as plain C before any other package starts.
//
// Fyne's language package looks the locale up while the program starts and
// prints an error for "C.UTF-8", which is not a language tag. Go starts
// packages in the order of their import paths once their imports have
// started; this module's path sorts before fyne.io and it imports only os,
// so it runs first. The environment keeps its meaning for the programs the
// window starts (a PDF viewer): C.UTF-8 is C with UTF-8 characters, so the
// variable becomes C and LC_CTYPE keeps C.UTF-8.
package cenv

import (
	"os"
	"strings"
)

// categories are the locale categories LC_ALL sets.
var categories = []string{"LC_COLLATE", "LC_MESSAGES", "LC_MONETARY", "LC_NUMERIC", "LC_TIME"}

func init() {
	if os.Getenv("LANGUAGE") != "" {
		return // the language list is read instead, and it is well formed
	}
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := os.Getenv(name)
		if v == "" {
			continue
		}
		if !strings.HasPrefix(v, "C.") && !strings.HasPrefix(v, "POSIX.") {
			return
		}
		switch name {
		case "LC_ALL":
			os.Unsetenv("LC_ALL")
			for _, c := range categories {
				os.Setenv(c, "C")
			}
			os.Setenv("LC_CTYPE", v)
		case "LC_MESSAGES":
			os.Setenv("LC_MESSAGES", "C")
		case "LANG":
			os.Setenv("LANG", "C")
			if os.Getenv("LC_CTYPE") == "" {
				os.Setenv("LC_CTYPE", v)
			}
		}
		return // the first one set is the one that counts
	}
}
