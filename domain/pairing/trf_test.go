package pairing_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/domain/matching"
	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/interchange/trf"
	"weiqi-arbiter/internal/corpus"
)

// sharedFields reads the public pairing fields (TRF), an optional corpus:
// skipped when absent, except on CI.
func sharedFields(tb testing.TB) map[string]trf.Round {
	tb.Helper()
	files, err := filepath.Glob(filepath.Join(corpus.Shared(tb, "pairing"), "*.trf"))
	if err != nil || len(files) == 0 {
		tb.Fatalf("no TRF files in the shared pairing corpus (%v)", err)
	}
	out := map[string]trf.Round{}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			tb.Fatal(err)
		}
		f, err := trf.Read(data)
		if err != nil {
			tb.Fatalf("%s: %v", name, err)
		}
		r, err := f.NextRound()
		if err != nil {
			tb.Fatalf("%s: %v", name, err)
		}
		out[strings.TrimSuffix(filepath.Base(name), ".trf")] = r
	}
	return out
}

// TestSharedFieldsEqualDense: on every shared field the pairing has the
// weight of the exact matching over the dense graph of all pairs. With
// -short only the fields up to 1,000 players (the dense matching of 2,000
// takes minutes on a loaded machine).
func TestSharedFieldsEqualDense(t *testing.T) {
	for name, r := range sharedFields(t) {
		if testing.Short() && len(r.Entrants) > 1000 {
			t.Logf("%s: %d players, skipped with -short", name, len(r.Entrants))
			continue
		}
		sparse, err := pairing.Swiss(r.Entrants, r.Options)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		dense, err := pairing.SwissWith(matching.MaxWeight, r.Entrants, r.Options)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ws, err := pairing.Weight(r.Entrants, r.Options, sparse)
		if err != nil {
			t.Fatal(err)
		}
		wd, err := pairing.Weight(r.Entrants, r.Options, dense)
		if err != nil {
			t.Fatal(err)
		}
		if ws != wd {
			t.Errorf("%s: weight %d, dense %d", name, ws, wd)
		}
	}
}

// TestSharedFieldsColours: on every shared field no player gets a third
// game of one colour in a row, nor a colour difference above two, unless
// the pair is explained as forced. With -short only fields up to 1,000.
func TestSharedFieldsColours(t *testing.T) {
	for name, r := range sharedFields(t) {
		if testing.Short() && len(r.Entrants) > 1000 {
			t.Logf("%s: %d players, skipped with -short", name, len(r.Entrants))
			continue
		}
		p, err := pairing.Swiss(r.Entrants, r.Options)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		byID := map[int64]pairing.Entrant{}
		for _, e := range r.Entrants {
			byID[e.ID] = e
		}
		breaks := func(e pairing.Entrant, colour byte) bool {
			b, w := e.Blacks, e.Whites
			if colour == 'B' {
				b++
			} else {
				w++
			}
			return (e.Last == colour && e.Prev == colour) || b-w > 2 || w-b > 2
		}
		forced := 0
		for _, g := range p.Games {
			bad := breaks(byID[g.Black], 'B') || breaks(byID[g.White], 'W')
			if !bad {
				continue
			}
			if !p.Explain[[2]int64{g.Black, g.White}].ColourForced {
				t.Errorf("%s: board %d (%d–%d) breaks the colour rule unforced", name, g.Table, g.Black, g.White)
			}
			forced++
		}
		t.Logf("%s: %d boards, %d forced colour breaks", name, len(p.Games), forced)
	}
}

// BenchmarkSharedFields pairs round 5 of each shared field.
func BenchmarkSharedFields(b *testing.B) {
	for name, r := range sharedFields(b) {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := pairing.Swiss(r.Entrants, r.Options); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
