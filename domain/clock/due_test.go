package clock

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// TestDueMarkChangesNothing plays the same random games on two clocks, one
// that remembers when its next mark falls and one made to reckon afresh on
// every call: both say the same things at the same times and show the same
// faces, in every time system.
func TestDueMarkChangesNothing(t *testing.T) {
	systems := []TimeControl{
		{System: Chinese, Main: 3 * time.Minute, Reserve: 2},
		{System: Sudden, Main: 4 * time.Minute},
		{System: ByoYomi, Main: time.Minute, Period: 20 * time.Second, Periods: 3},
		{System: Canadian, Main: time.Minute, Period: time.Minute, Moves: 3},
		{System: Fischer, Main: 2 * time.Minute, Increment: 10 * time.Second},
	}
	for _, tc := range systems {
		for seed := range uint64(20) {
			r := rand.New(rand.NewPCG(seed, 7))
			ft := &fakeTime{}
			cached, err := New(tc, ft.now)
			if err != nil {
				t.Fatal(err)
			}
			fresh, _ := New(tc, ft.now)
			forget := func() { fresh.due.valid = false }
			cached.Start(Black)
			fresh.Start(Black)
			for step := 0; step < 300 && !cached.Over(); step++ {
				ft.wait(time.Duration(r.IntN(15000)) * time.Millisecond)
				op := r.IntN(10)
				both := func(f func(c *Clock)) { f(cached); forget(); f(fresh) }
				switch {
				case op < 4:
					both(func(c *Clock) { c.Tick() })
				case op < 7:
					p, _ := cached.Running()
					both(func(c *Clock) { c.Press(p) })
				case op == 7:
					both(func(c *Clock) {
						if c.Paused() {
							c.Resume()
						} else {
							c.Pause("test")
						}
					})
				case op == 8:
					both(func(c *Clock) { c.UndoPress() })
				default:
					both(func(c *Clock) { c.HoldCaptures() })
					ft.wait(2 * time.Second)
					both(func(c *Clock) { c.ReleaseCaptures() })
				}
				forget()
				for p := range 2 {
					a, b := cached.Face(Player(p)), fresh.Face(Player(p))
					forget()
					if a != b {
						t.Fatalf("%s seed %d step %d: faces differ\n%+v\n%+v", tc.System, seed, step, a, b)
					}
				}
				if !slices.Equal(cached.Events(), fresh.Events()) {
					t.Fatalf("%s seed %d step %d: events differ", tc.System, seed, step)
				}
				forget()
			}
		}
	}
}
