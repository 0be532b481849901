//go:build !windows && !darwin

package viewer

import (
	"errors"
	"os/exec"
	"testing"
	"time"
)

// TestRun: what xdg-open's ending says about the viewer, as open reads it.
func TestRun(t *testing.T) {
	tests := []struct {
		name     string
		cmd      *exec.Cmd
		noViewer bool // the error says no program took the file
		opened   bool
	}{
		{"handed over and ended", exec.Command("true"), false, true},
		{"no program for the type (exit 3)", exec.Command("sh", "-c", "exit 3"), true, false},
		{"the action failed (exit 4)", exec.Command("sh", "-c", "exit 4"), true, false},
		{"runs the viewer itself", exec.Command("sleep", "5"), false, true},
		{"no xdg-open at all", exec.Command("/nonexistent/xdg-open"), true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			err := run(tt.cmd, 200*time.Millisecond)
			if (err == nil) != tt.opened {
				t.Errorf("run = %v; opened should be %v", err, tt.opened)
			}
			if errors.Is(err, ErrNoViewer) != tt.noViewer {
				t.Errorf("run = %v; no viewer should be %v", err, tt.noViewer)
			}
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("run waited %v", d)
			}
			if tt.cmd.Process != nil {
				tt.cmd.Process.Kill()
			}
		})
	}
}

// TestOpenMissingFile: xdg-open on a file that does not exist never counts
// as opened (on a machine without xdg-open, neither does its absence).
func TestOpenMissingFile(t *testing.T) {
	err := Open(t.TempDir() + "/missing.pdf")
	if err == nil {
		t.Fatal("a missing file was opened")
	}
}
