package venue

import "testing"

// TestPagesAreToldOnlyOfTheirTopics: a result at table 1 (张三 – 李四)
// changes round 1's pairings and the two players' find pages, and nothing
// any other phone shows; the round's last result changes the standings;
// publishing round 2 changes every page's frame.
func TestPagesAreToldOnlyOfTheirTopics(t *testing.T) {
	e := newEvent(t)
	srv, _ := e.server(t, Options{})
	g := e.group.ID
	pages := map[string][]string{
		"index":     {topicEvent, topicStandings(g)},
		"round 1":   {topicEvent, topicRound(g, 1), topicStandings(g)},
		"standings": {topicEvent, topicStandings(g)},
		"find 张三":   {topicEvent, topicSeat(e.ids["张三"])},
		"find 李四":   {topicEvent, topicSeat(e.ids["李四"])},
		"find 王五":   {topicEvent, topicSeat(e.ids["王五"])},
		"find 张珊珊":  {topicEvent, topicSeat(e.ids["张珊珊"])},
	}
	hashes := func() map[string]string {
		out := map[string]string{}
		snap := srv.snap.Load()
		for name, topics := range pages {
			out[name] = snap.liveHash(topics)
		}
		return out
	}
	step := func(what string, change func(), want ...string) {
		t.Helper()
		before := hashes()
		change()
		if err := srv.Refresh(); err != nil {
			t.Fatal(err)
		}
		after := hashes()
		told := map[string]bool{}
		for name := range pages {
			if before[name] != after[name] {
				told[name] = true
			}
		}
		for _, w := range want {
			if !told[w] {
				t.Errorf("%s: the %s page is not told", what, w)
			}
			delete(told, w)
		}
		for name := range told {
			t.Errorf("%s: the %s page is told, though it shows nothing of it", what, name)
		}
	}
	step("table 1's result", func() { e.store.SetResultAt(g, 1, 1, "B+R") }, "round 1", "find 张三", "find 李四")
	step("table 2 and 4's results", func() {
		e.store.SetResultAt(g, 1, 2, "W+R")
		e.store.SetResultAt(g, 1, 4, "B+R")
	}, "round 1", "find 王五")
	// The round's last result: the standings as of round 1 appear, and
	// the front page links them.
	step("table 3's result", func() { e.store.SetResultAt(g, 1, 3, "W+R") }, "round 1", "find 张珊珊", "standings", "index")
	// Round 2 published: every page's frame (its rounds) changes.
	all := []string{}
	for name := range pages {
		all = append(all, name)
	}
	step("round 2 published", func() { e.store.PublishRound(g, 2) }, all...)
}
