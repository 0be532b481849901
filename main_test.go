package main

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestVersionMatchesFyneApp keeps the version the program prints equal to the
// one FyneApp.toml gives the packaged app.
func TestVersionMatchesFyneApp(t *testing.T) {
	b, err := os.ReadFile("FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `Version = "`+version+`"`) {
		t.Errorf("FyneApp.toml does not carry Version = %q", version)
	}
}

// TestMain runs the program itself when the test starts it as a child.
func TestMain(m *testing.M) {
	if os.Getenv("WQA_PRINT_LOCALE") != "" {
		for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LC_CTYPE", "LANG"} {
			fmt.Printf("%s=%s;", v, os.Getenv(v))
		}
		return
	}
	if args := os.Getenv("WQA_RUN_MAIN"); args != "" {
		os.Args = append(os.Args[:1], strings.Fields(args)...)
		main()
		return
	}
	os.Exit(m.Run())
}

// TestCLocaleIsQuiet: under the C locale as CI machines set it
// (LANG=C.UTF-8, LC_ALL=C.UTF-8), commands print nothing on standard error
// (Fyne used to print that it cannot parse the locale "C").
func TestCLocaleIsQuiet(t *testing.T) {
	for _, locale := range []string{"LANG=C.UTF-8", "LC_ALL=C.UTF-8", "LANG=C", "LANG=POSIX"} {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = []string{"WQA_RUN_MAIN=version", "PATH=" + os.Getenv("PATH"), locale}
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil || !strings.Contains(string(out), version) || stderr.Len() > 0 {
			t.Errorf("%s: %q, stderr %q, %v", locale, out, stderr.String(), err)
		}
	}
}
