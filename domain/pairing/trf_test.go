package pairing_test

import (
	"os"
	"path/filepath"
	"slices"
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
		forced := 0
		for _, g := range p.Games {
			if !breaks(byID[g.Black], 'B') && !breaks(byID[g.White], 'W') {
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

// breaks reports whether a game of this colour gives the player a third
// game of one colour in a row or a colour difference of three (the colour
// rule, worked out here from the rule itself).
func breaks(e pairing.Entrant, colour byte) bool {
	b, w := e.Blacks, e.Whites
	if colour == 'B' {
		b++
	} else {
		w++
	}
	return (e.Last == colour && e.Prev == colour) || b-w > 2 || w-b > 2
}

// fewestBreaks is the fewest colour breaks any pairing of the entrants
// without a rematch can give, the bye (if any) going to the given player:
// a maximum-weight perfect matching where a pair weighs two less the
// players its better colour assignment gives a break. It knows nothing of
// the Swiss weights.
func fewestBreaks(t *testing.T, entrants []pairing.Entrant, bye int64) int {
	t.Helper()
	var field []pairing.Entrant
	for _, e := range entrants {
		if e.ID != bye {
			field = append(field, e)
		}
	}
	var edges []matching.Edge
	for i, a := range field {
		for j := i + 1; j < len(field); j++ {
			b := field[j]
			if slices.Contains(a.Opponents, b.ID) || slices.Contains(b.Opponents, a.ID) {
				continue
			}
			ab := b2i(breaks(a, 'B')) + b2i(breaks(b, 'W'))
			ba := b2i(breaks(a, 'W')) + b2i(breaks(b, 'B'))
			edges = append(edges, matching.Edge{I: i, J: j, Weight: int64(2 - min(ab, ba))})
		}
	}
	mate, err := matching.MaxWeight(len(field), edges, true)
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(mate, -1) {
		t.Fatal("no pairing without a rematch")
	}
	return len(field) - int(matching.Weight(mate, edges))
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestSharedFieldsColoursFirst: with colours first, no player of a shared
// field gets an avoidable colour break: the pairing gives exactly the
// fewest breaks of any pairing without a rematch (worked out apart from
// the Swiss weights), each explained as forced; and the pairing is still
// the exact optimum of its weights (the dense matching's weight, on the
// fields up to 1,000 players). With -short only the fields up to 1,000.
func TestSharedFieldsColoursFirst(t *testing.T) {
	for name, r := range sharedFields(t) {
		if testing.Short() && len(r.Entrants) > 1000 {
			t.Logf("%s: %d players, skipped with -short", name, len(r.Entrants))
			continue
		}
		opts := r.Options
		opts.ColoursFirst = true
		p, err := pairing.Swiss(r.Entrants, opts)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got := pairing.ColourBreaks(r.Entrants, p.Games)
		if want := fewestBreaks(t, r.Entrants, p.Bye); len(got) != want {
			t.Errorf("%s: colours first gives %d colour breaks, the fewest possible is %d", name, len(got), want)
		}
		for _, g := range p.Games {
			if c := p.Explain[[2]int64{g.Black, g.White}]; (slices.Contains(got, g.Black) || slices.Contains(got, g.White)) && !c.ColourForced {
				t.Errorf("%s: board %d breaks the colour rule unforced", name, g.Table)
			}
		}
		if len(r.Entrants) <= 1000 { // the 2,000 field's dense matching: TestSharedFieldsEqualDense, scores first
			dense, err := pairing.SwissWith(matching.MaxWeight, r.Entrants, opts)
			if err != nil {
				t.Fatal(err)
			}
			ws, _ := pairing.Weight(r.Entrants, opts, p)
			wd, _ := pairing.Weight(r.Entrants, opts, dense)
			if ws != wd {
				t.Errorf("%s: colours first: weight %d, dense %d", name, ws, wd)
			}
		}
		scores, err := pairing.Swiss(r.Entrants, r.Options)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: colours first %d breaks, %d mixed pairs; scores first %d breaks, %d mixed pairs",
			name, len(got), mixed(r.Entrants, p), len(pairing.ColourBreaks(r.Entrants, scores.Games)), mixed(r.Entrants, scores))
	}
}

// mixed is how many games of a pairing join different scores.
func mixed(entrants []pairing.Entrant, p pairing.Pairing) int {
	score := map[int64]int{}
	for _, e := range entrants {
		score[e.ID] = e.Score
	}
	n := 0
	for _, g := range p.Games {
		if score[g.Black] != score[g.White] {
			n++
		}
	}
	return n
}

// BenchmarkSharedFields pairs round 5 of each shared field, scores first
// and colours first (…/colours).
func BenchmarkSharedFields(b *testing.B) {
	for name, r := range sharedFields(b) {
		for _, first := range []bool{false, true} {
			opts := r.Options
			opts.ColoursFirst = first
			b.Run(name+map[bool]string{false: "", true: "/colours"}[first], func(b *testing.B) {
				b.ReportAllocs()
				before := pairing.CPUTime()
				for b.Loop() {
					if _, err := pairing.Swiss(r.Entrants, opts); err != nil {
						b.Fatal(err)
					}
				}
				if before >= 0 {
					b.ReportMetric((pairing.CPUTime()-before).Seconds()/float64(b.N), "cpu-s/op")
				}
			})
		}
	}
}
