// Package testdisk gives tests the disks of a bad day: a small disk that
// can be filled to the last byte, a disk made read-only (a
// write-protected stick) under a file that is open or closed, and a
// read-only folder holding a file that can be written.
//
// The disks are real file systems (tmpfs), mounted for the test and
// unmounted after it, so that the program meets the system's own refusals
// (no space left on device, read-only file system) and not an imitation.
// Mounting needs Linux and the administrator's rights; elsewhere the test
// is skipped, saying so, and the storage layer's own tests (which inject
// the same refusals) still run.
package testdisk

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// Small mounts a new, empty disk of size bytes for the test and returns
// its folder; it is unmounted when the test ends.
func Small(t testing.TB, size int) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "disk")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := mount(dir, size); err != nil {
		t.Skipf("a small disk cannot be mounted here (%v): run the tests as root on Linux to try a real full disk and a read-only one", err)
	}
	t.Cleanup(func() { unmount(dir) })
	return dir
}

// Fill writes a file into dir until its disk has no byte left, and
// returns the file, whose removal frees the space again.
func Fill(t testing.TB, dir string) string {
	t.Helper()
	name := filepath.Join(dir, "filler")
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	block := make([]byte, 4096)
	for len(block) > 0 {
		if _, err := f.Write(block); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatal(err)
			}
			block = block[:len(block)/2] // the last pages, then the last bytes
		}
	}
	if probe, err := os.CreateTemp(dir, "probe"); err == nil {
		_, err = probe.Write(make([]byte, 4096))
		probe.Close()
		os.Remove(probe.Name())
		if err == nil {
			t.Fatal("the disk still takes a page after filling")
		}
	}
	return name
}

// ReadOnly makes the disk mounted at dir (by Small) read-only, as a stick
// whose write-protect switch is set: even the administrator cannot write
// it.
func ReadOnly(t testing.TB, dir string) {
	t.Helper()
	if err := remountReadOnly(dir); err != nil {
		t.Fatalf("remount %s read-only: %v", dir, err)
	}
	if err := os.WriteFile(filepath.Join(dir, "probe"), nil, 0o644); !errors.Is(err, fs.ErrPermission) && !errors.Is(err, syscall.EROFS) {
		t.Fatalf("the read-only disk took a file (%v)", err)
	}
}

// WritableFile keeps file, on a disk mounted by Small, writable once the
// disk is made read-only: a copy of it on another disk is mounted over it,
// as a file one may change in a folder one may not (a shared folder,
// another user's folder). Call it before ReadOnly.
func WritableFile(t testing.TB, file string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	writable := filepath.Join(t.TempDir(), filepath.Base(file))
	if err := os.WriteFile(writable, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := bind(writable, file); err != nil {
		t.Skipf("a file cannot be mounted here (%v): run the tests as root on Linux", err)
	}
	t.Cleanup(func() { unmount(file) })
}
