//go:build !windows

package savefile

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"time"
)

// TestWriteUmask: a report gets the permissions of any new file of the
// user, not os.CreateTemp's 0600, so others can read what is handed out.
func TestWriteUmask(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct{ umask, want os.FileMode }{{0o022, 0o644}, {0o002, 0o664}, {0o077, 0o600}} {
		t.Run(fmt.Sprint(tt.umask), func(t *testing.T) {
			old := syscall.Umask(int(tt.umask))
			path := filepath.Join(dir, "r.pdf")
			err := Write(path, writeText("x"))
			syscall.Umask(old)
			if err != nil {
				t.Fatal(err)
			}
			fi, _ := os.Stat(path)
			if fi.Mode().Perm() != tt.want {
				t.Errorf("umask %03o: mode %03o, want %03o", tt.umask, fi.Mode().Perm(), tt.want)
			}
		})
	}
}

// TestStaleTempsRemoved: a temporary file whose writer was killed is removed
// by the next export into the folder; one a running writer holds is left.
func TestStaleTempsRemoved(t *testing.T) {
	if dir := os.Getenv("WQA_EXPORT_CHILD"); dir != "" {
		// The child: start an export and hang in the middle of it.
		Write(filepath.Join(dir, "killed.pdf"), func(w io.Writer) error {
			io.WriteString(w, "%PDF-1.4 half")
			os.Stdout.WriteString("writing\n")
			time.Sleep(time.Hour) // not select {}: with no timer the runtime ends a deadlocked process
			return nil
		})
		return
	}
	dir := t.TempDir()
	child := exec.Command(os.Args[0], "-test.run=^TestStaleTempsRemoved$")
	child.Env = append(os.Environ(), "WQA_EXPORT_CHILD="+dir)
	out, err := child.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	defer child.Process.Kill()
	if line, err := bufio.NewReader(out).ReadString('\n'); line != "writing\n" {
		t.Fatalf("the child did not start writing: %q %v", line, err)
	}
	// While the child runs, its file is not taken for a stale one.
	if err := Write(filepath.Join(dir, "other.pdf"), writeText("x")); err != nil {
		t.Fatal(err)
	}
	running := tempLeft(t, dir)
	if len(running) != 1 {
		t.Fatalf("while the child writes: temporary files %v", running)
	}
	child.Process.Kill() // kill -9: no deferred removal runs
	child.Wait()
	if left := tempLeft(t, dir); !slices.Equal(left, running) {
		t.Fatalf("after the kill: %v", left)
	}
	// Another run's leftovers (os.CreateTemp's names of earlier versions too).
	os.WriteFile(filepath.Join(dir, ".export-2718281828.xlsx"), []byte("PK half"), 0o600)
	os.WriteFile(filepath.Join(dir, ".export-notes.txt"), []byte("not ours"), 0o644)
	if err := Write(filepath.Join(dir, "next.pdf"), writeText("x")); err != nil {
		t.Fatal(err)
	}
	if left := tempLeft(t, dir); !slices.Equal(left, []string{".export-notes.txt"}) {
		t.Errorf("after the next export: %v", left)
	}
}
