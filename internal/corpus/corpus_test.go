package corpus

import (
	"os"
	"testing"
)

func TestFixturesAreInTheRepository(t *testing.T) {
	for _, f := range []string{"README.md", "berger/fide-berger-tables-3-16.csv", "sgf/replay/MANIFEST.csv"} {
		if _, err := os.Stat(Fixture(f)); err != nil {
			t.Errorf("fixture %s: %v", f, err)
		}
	}
}

// TestSharedMissingUnderCI: outside CI a missing corpus skips; under CI it
// fails. A recording TB stands in for the test, so that neither stops it.
func TestSharedMissingUnderCI(t *testing.T) {
	for _, ci := range []string{"", "true"} {
		t.Setenv("CI", ci)
		tb := &recorder{TB: t}
		func() {
			defer func() { recover() }() // the recorder's Skipf and Fatalf stop Shared by a panic
			Shared(tb, "no-such-corpus")
		}()
		if ci == "true" && !tb.failed {
			t.Error("CI=true: a missing corpus did not fail")
		}
		if ci == "" && (!tb.skipped || tb.failed) {
			t.Errorf("outside CI: skipped %v failed %v", tb.skipped, tb.failed)
		}
	}
}

// recorder is a testing.TB that records a skip or a failure instead of
// stopping the test.
type recorder struct {
	testing.TB
	skipped, failed bool
}

type stop struct{}

func (r *recorder) Helper() {}
func (r *recorder) Skipf(string, ...any) {
	r.skipped = true
	panic(stop{})
}
func (r *recorder) Fatalf(string, ...any) {
	r.failed = true
	panic(stop{})
}
