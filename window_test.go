//go:build window || windows

package main

import (
	"os"
	"os/exec"
	"testing"
)

// TestCLocaleKeepsUTF8: the locale the program starts with keeps its
// meaning for the programs it starts (C.UTF-8 is C with UTF-8 characters),
// and a language locale or a LANGUAGE list is left alone.
func TestCLocaleKeepsUTF8(t *testing.T) {
	for _, c := range []struct{ env, want string }{
		{"LANG=C.UTF-8", "LC_ALL=;LC_MESSAGES=;LC_CTYPE=C.UTF-8;LANG=C;"},
		{"LC_ALL=C.UTF-8", "LC_ALL=;LC_MESSAGES=C;LC_CTYPE=C.UTF-8;LANG=;"},
		{"LANG=zh_CN.UTF-8", "LC_ALL=;LC_MESSAGES=;LC_CTYPE=;LANG=zh_CN.UTF-8;"},
		{"LANGUAGE=zh_CN", "LC_ALL=;LC_MESSAGES=;LC_CTYPE=;LANG=;"},
	} {
		t.Run(c.env, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^$")
			cmd.Env = []string{"WQA_PRINT_LOCALE=1", c.env}
			if c.env == "LANGUAGE=zh_CN" {
				cmd.Env = append(cmd.Env, "LANG=C.UTF-8")
				c.want = "LC_ALL=;LC_MESSAGES=;LC_CTYPE=;LANG=C.UTF-8;"
			}
			out, err := cmd.Output()
			if err != nil || string(out) != c.want {
				t.Errorf("%s: %q %v, want %q", c.env, out, err, c.want)
			}
		})
	}
}
