package arbiter_test

import (
	"testing"
	"time"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/interchange/opengotha"
)

// TestImportFillsPlaceAndDates: an OpenGotha file's place and dates fill
// the tournament's settings where they are empty, in the import's one
// undo step, and never replace what the organisers set.
func TestImportFillsPlaceAndDates(t *testing.T) {
	a, _, _, _ := newTournament(t, tournament.Swiss, 3, 0)
	day := func(d int) time.Time { return time.Date(2019, 10, d, 0, 0, 0, 0, time.UTC) }
	ev := opengotha.Event{Name: "Juvisy", Rounds: 1, Location: "Juvisy", Start: day(26), End: day(28),
		Players: []tournament.Player{{ID: 1, NameLatin: "A B", WithdrawnAfter: -1}, {ID: 2, NameLatin: "C D", WithdrawnAfter: -1}},
		Group:   tournament.Group{Name: "Juvisy", System: tournament.McMahon, Rounds: 1}}
	if _, _, err := a.ImportOpenGotha(ev, arbiter.OpenGothaImport{}); err != nil {
		t.Fatal(err)
	}
	st, _ := a.Settings()
	if st.Venue != "Juvisy" || !st.Start.Equal(day(26)) || !st.End.Equal(day(28)) {
		t.Errorf("settings %q %v %v", st.Venue, st.Start, st.End)
	}
	if _, err := a.Undo(); err != nil {
		t.Fatal(err)
	}
	if st, _ := a.Settings(); st.Venue != "" || !st.Start.IsZero() {
		t.Errorf("after one undo: %q %v", st.Venue, st.Start)
	}
	st.Venue, st.Start, st.End = "北京", day(1), day(2)
	if err := a.SaveSettings(st); err != nil {
		t.Fatal(err)
	}
	ev.Group.Name = "again"
	if _, _, err := a.ImportOpenGotha(ev, arbiter.OpenGothaImport{}); err != nil {
		t.Fatal(err)
	}
	if st, _ := a.Settings(); st.Venue != "北京" || !st.Start.Equal(day(1)) {
		t.Errorf("set settings replaced: %q %v", st.Venue, st.Start)
	}
}
