package main

import (
	"os"
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
