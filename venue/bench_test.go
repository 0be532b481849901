package venue

import (
	"testing"
)

// BenchmarkBuild reads a 2,000-player event into a snapshot: what every
// change (a result, a publish) costs the server once.
func BenchmarkBuild(b *testing.B) {
	s, _, _, _ := bigEvent(b, 2000)
	ev := s
	v, _ := s.Version()
	for b.Loop() {
		if _, err := build(ev, v, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRebuild reads the event again after a change, taking over
// what the previous reading worked out (as the server does).
func BenchmarkRebuild(b *testing.B) {
	s, _, _, _ := bigEvent(b, 2000)
	ev := s
	v, _ := s.Version()
	prev, err := build(ev, v, nil)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := build(ev, v, prev); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFindPage answers one find-your-table request on a 2,000-player
// event (pinyin initials, the slowest kind of search), laid out afresh
// each time (uncached) or from the page cache of the current version.
func BenchmarkFindPage(b *testing.B) {
	s, _, _, _ := bigEvent(b, 2000)
	srv, err := New(s, Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Run("uncached", func(b *testing.B) {
		for b.Loop() {
			srv.cache = pageCache{}
			if rec := get(srv, "/find?q=wxy", "zh"); rec.Code != 200 {
				b.Fatal(rec.Code)
			}
		}
	})
	b.Run("cached", func(b *testing.B) {
		for b.Loop() {
			if rec := get(srv, "/find?q=wxy", "zh"); rec.Code != 200 {
				b.Fatal(rec.Code)
			}
		}
	})
}
