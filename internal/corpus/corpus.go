// Package corpus locates the data the tests read: the small fixtures kept
// in the repository's own testdata folder, which every clone has, and the
// large shared corpora beside the repository (../shared/testdata), which a
// fresh clone lacks.
//
// A test on a shared corpus is skipped, saying so, when the corpus is
// missing; under CI (the environment variable CI set to true) a missing
// corpus fails the test instead, so that a CI run never passes on nothing.
package corpus

import (
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
)

// root is the repository's root folder, found from this file's location.
func root() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return "."
	}
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// Fixture is the path of a fixture in the repository's testdata folder.
func Fixture(elem ...string) string {
	return filepath.Join(append([]string{root(), "testdata"}, elem...)...)
}

// SharedDir is the shared corpora folder: $SHARED_TESTDATA when set (to run
// the tests as a fresh clone would, set it to a missing folder), else
// ../shared/testdata beside the repository.
func SharedDir() string {
	if dir := os.Getenv("SHARED_TESTDATA"); dir != "" {
		return dir
	}
	return filepath.Join(root(), "..", "shared", "testdata")
}

// InCI reports whether the tests run under continuous integration (CI=true).
func InCI() bool {
	ci, _ := strconv.ParseBool(os.Getenv("CI"))
	return ci
}

// Shared is the path of a file or folder of the shared corpora. When it is
// missing the test is skipped, or fails under CI.
func Shared(t testing.TB, elem ...string) string {
	t.Helper()
	path := filepath.Join(append([]string{SharedDir()}, elem...)...)
	if _, err := os.Stat(path); err != nil {
		if InCI() {
			t.Fatalf("shared test data missing under CI: %v", err)
		}
		// "make unit" says once that the corpora are missing; go test -v
		// shows this for each test.
		t.Skipf("shared test data not available (set CI=true to require it): %v", err)
	}
	return path
}
