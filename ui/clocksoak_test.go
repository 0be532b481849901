package ui

import (
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"testing"
	"time"

	"weiqi-arbiter/domain/clock"
	"weiqi-arbiter/domain/tournament"
)

// TestPanelSoak is a round on the arbiter's panel: 300 tables of a paired
// round in five time systems, three hours of simulated time ticked as the
// window's ticker does (every 50 ms to 1.5 s, at any nanosecond), each
// table pressed through its face at its own sub-millisecond instants, a
// pause of the whole hall for a ruling, and the flag falls answered now
// and then (yes, no, or a pass where 2002 allows it). Nothing may hang
// (a watchdog, wound up again at each tick, ends the test with every
// stack when a tick or a press has not returned within a minute), no tick
// may take long, and every flag that fell is queued once and answered:
// none is lost.
func TestPanelSoak(t *testing.T) {
	round := 3 * time.Hour
	if testing.Short() {
		round = 20 * time.Minute
	}
	a, ft := newClockApp(t, "zh")
	s, p, q := a.clocks, a.clocks.panel, a.clocks.panel.queue
	group, _ := pairTables(t, a, 300)
	p.form.main.SetText("13m") // Chinese byo-yomi: 10 minutes and 3 reserved
	p.form.reserve.SetText("3")
	s.tabs.SelectIndex(panelTab)
	if err := p.loadRound(); err != nil {
		t.Fatal(err)
	}
	controls := []clock.TimeControl{
		{System: clock.Chinese, Main: 13 * time.Minute, Reserve: 3},
		{System: clock.ByoYomi, Main: 10 * time.Minute, Period: 30 * time.Second, Periods: 3},
		{System: clock.Canadian, Main: 10 * time.Minute, Period: 3 * time.Minute, Moves: 10},
		{System: clock.Fischer, Main: 5 * time.Minute, Increment: 10 * time.Second},
		{System: clock.Sudden, Main: 30 * time.Minute},
	}
	for i, g := range p.tables {
		if tc := controls[i%len(controls)]; tc.System != clock.Chinese {
			g.clock, _ = clock.New(tc, s.now)
		}
	}
	r := rand.New(rand.NewPCG(21, 300))
	// A table's players think 10 to 50 s a move on average, sometimes
	// four minutes; every time is of any nanosecond.
	tempo := make([]time.Duration, len(p.tables))
	for i := range tempo {
		tempo[i] = time.Duration(10+r.IntN(40)) * time.Second
	}
	think := func(i int) time.Duration {
		if r.IntN(40) == 0 {
			return time.Duration(r.Int64N(int64(4 * time.Minute)))
		}
		return time.Duration(r.Int64N(int64(2 * tempo[i])))
	}
	ft.wait(time.Duration(r.Int64N(int64(time.Second))))
	p.startAll()
	next := make([]time.Duration, len(p.tables)) // each table's next press
	for i := range next {
		next[i] = ft.t + think(i)
	}

	queued := map[*gameClock]int{}
	answered := map[string]int{}
	recorded := map[int]tournament.Result{} // the result each table's first yes stored
	answer := func() {
		f := q.items[0]
		switch n := r.IntN(3); {
		case q.passOffered(f) && n == 0:
			q.pass(0)
			answered["pass"]++
		case n < 2:
			q.answer(0, true)
			answered["yes"]++
			if _, ok := recorded[f.g.table]; !ok {
				recorded[f.g.table] = tournament.Result(map[clock.Player]string{clock.Black: "W+T", clock.White: "B+T"}[f.loser])
			}
		default:
			q.answer(0, false)
			answered["no"]++
		}
	}
	// A tick takes a fraction of a second even on a loaded machine; the
	// whole soak's time depends on the load, a hang's does not.
	const stuck = time.Minute
	watchdog := time.AfterFunc(stuck, func() {
		debug.SetTraceback("all")
		panic("the panel soak is stuck: a tick or a press has not returned for a minute")
	})
	defer watchdog.Stop()
	end := ft.t + round
	presses, ruled := 0, false
	var slowest time.Duration
	for ft.t < end {
		tickAt := ft.t + 50*time.Millisecond + time.Duration(r.Int64N(int64(1450*time.Millisecond)))
		var due []int
		for i, at := range next {
			if at <= tickAt {
				due = append(due, i)
			}
		}
		slices.SortFunc(due, func(i, j int) int { return int(next[i] - next[j]) })
		for _, i := range due {
			ft.t = next[i]
			g := p.tables[i]
			if pl, on := g.clock.Running(); on {
				p.pressRow(i, pl)
				presses++
			}
			next[i] = ft.t + think(i)
		}
		ft.t = tickAt
		if !ruled && ft.t >= end-round/2 {
			ruled = true
			p.pauseAll() // a ruling in the hall: five minutes
			ft.wait(5 * time.Minute)
			s.tick()
			p.resumeAll()
			for i := range next {
				next[i] += 5 * time.Minute
			}
		}
		before := len(q.items)
		started := time.Now()
		s.tick()
		slowest = max(slowest, time.Since(started))
		watchdog.Reset(stuck)
		for _, f := range q.items[before:] {
			queued[f.g]++
			loser, at, fell := f.g.clock.Flag()
			if !fell || loser != f.loser || !f.at.Equal(s.epoch.Add(at)) {
				t.Errorf("table %d: queued %v at %v; the clock says %v at %v (%v)", f.g.table, f.loser, f.at, loser, at, fell)
			}
		}
		if len(q.items) > 0 && r.IntN(5) == 0 {
			answer()
		}
	}
	for len(q.items) > 0 {
		answer()
	}

	// Every flag that fell was queued once; a pass let the clock go on,
	// and its next flag was queued again.
	flags, readings := 0, 0
	bySystem := map[clock.System]int{}
	for _, g := range p.tables {
		n := 0
		for _, ev := range g.clock.Events() {
			switch ev.Kind {
			case clock.TimeOut:
				n++
			case clock.ReadingStarted:
				readings++
			}
		}
		if queued[g] != n {
			t.Errorf("table %d: %d flags fell, %d queued", g.table, n, queued[g])
		}
		flags += n
		bySystem[g.clock.TimeControl().System] += n
	}
	games, err := a.arb.Games(group.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, game := range games {
		if game.Result != recorded[game.Table] {
			t.Errorf("table %d: result %q, want %q", game.Table, game.Result, recorded[game.Table])
		}
	}
	t.Logf("%v simulated: %d presses, %d flags (%v), %d readings begun, answers %v; slowest tick %v",
		round, presses, flags, bySystem, readings, answered, slowest)
	for _, tc := range controls {
		if bySystem[tc.System] == 0 && !testing.Short() {
			t.Errorf("no flag fell under %s", tc.System)
		}
	}
	if answered["pass"] == 0 && !testing.Short() {
		t.Error("no time-out was taken as a pass")
	}
	if slowest > 2*time.Second { // the window would stop answering
		t.Errorf("a tick of 300 tables took %v", slowest)
	}
}
