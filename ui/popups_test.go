package ui

import (
	"cmp"
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
)

// frameDriver is the test driver with the desktop driver's idea of which
// canvas shows an object (internal/cache, see anchor): it knows the objects
// of each window's tree as the last frame walked them, and forgets them all
// when its cache is cleaned, until the next frame. (The test driver itself
// says every object is on the last window opened, so that a Fyne select
// never meets a nil canvas under it.)
type frameDriver struct {
	fyne.Driver
	shown map[fyne.CanvasObject]fyne.Canvas
	pos   map[fyne.CanvasObject]fyne.Position
}

func (d *frameDriver) CanvasForObject(o fyne.CanvasObject) fyne.Canvas { return d.shown[o] }

func (d *frameDriver) AbsolutePositionForObject(o fyne.CanvasObject) fyne.Position { return d.pos[o] }

// frame walks every window's objects (content and overlays) as a frame
// drawn does.
func (d *frameDriver) frame() {
	d.shown, d.pos = map[fyne.CanvasObject]fyne.Canvas{}, map[fyne.CanvasObject]fyne.Position{}
	for _, w := range d.AllWindows() {
		c := w.Canvas()
		roots := append([]fyne.CanvasObject{c.Content()}, c.Overlays().List()...)
		for _, r := range roots {
			d.walk(c, r, fyne.Position{})
		}
	}
}

func (d *frameDriver) walk(c fyne.Canvas, o fyne.CanvasObject, parent fyne.Position) {
	if o == nil {
		return
	}
	at := parent.Add(o.Position())
	d.shown[o], d.pos[o] = c, at
	if !o.Visible() {
		return
	}
	switch v := o.(type) {
	case *fyne.Container:
		for _, ch := range v.Objects {
			d.walk(c, ch, at)
		}
	case fyne.Widget:
		for _, ch := range test.WidgetRenderer(v).Objects() {
			d.walk(c, ch, at)
		}
	}
}

// clean forgets every object, as the cache's cleaning does to entries a
// minute old.
func (d *frameDriver) clean() { d.shown, d.pos = nil, nil }

// frameApp is the test app with a frameDriver.
type frameApp struct {
	fyne.App
	d *frameDriver
}

func (a *frameApp) Driver() fyne.Driver { return a.d }

// useFrameDriver makes the current app's driver a frameDriver until the
// test ends.
func useFrameDriver(t *testing.T) *frameDriver {
	old := fyne.CurrentApp()
	d := &frameDriver{Driver: old.Driver()}
	fyne.SetCurrentApp(&frameApp{App: old, d: d})
	t.Cleanup(func() { fyne.SetCurrentApp(old) })
	return d
}

// popUpOpeners lists the shown widgets of a window that open a pop-up: the
// selects and menu buttons.
func popUpOpeners(d *frameDriver, c fyne.Canvas) []fyne.Tappable {
	var out []fyne.Tappable
	for o, oc := range d.shown {
		if oc != c || !o.Visible() {
			continue
		}
		switch v := o.(type) {
		case *widget.Select:
			out = append(out, v) // a Fyne select left unwrapped: it must not be there
		case *selectField:
			out = append(out, v)
		case *menuButton:
			out = append(out, v)
		}
	}
	// In the order of the screen, top to bottom, left to right.
	slices.SortFunc(out, func(x, y fyne.Tappable) int {
		px, py := d.pos[x.(fyne.CanvasObject)], d.pos[y.(fyne.CanvasObject)]
		if px.Y != py.Y {
			return cmp.Compare(px.Y, py.Y)
		}
		return cmp.Compare(px.X, py.X)
	})
	return out
}

// popUpEvent has a pair paired in a Swiss group and a team match, so that
// every screen shows its selects: groups, rounds, board results.
func popUpEvent(t *testing.T) *App {
	t.Helper()
	a, _ := newTestApp(t, "zh")
	gid, err := a.arb.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 8 {
		a.arb.AddPlayer(tournament.Player{NameZh: fmt.Sprintf("棋手%d", i+1), Rank: "3d", GroupID: gid, CheckedIn: true})
	}
	g, _ := a.arb.Group("公开组")
	if _, err := a.arb.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	tid, _ := a.arb.AddGroup(tournament.Group{Name: "团体组", System: tournament.RoundRobin, TeamEvent: true, Boards: 2})
	for _, n := range []string{"北京", "上海"} {
		var ids []int64
		for _, m := range []string{"甲", "乙"} {
			id, _ := a.arb.AddPlayer(tournament.Player{NameZh: n + m, GroupID: tid, WithdrawnAfter: -1})
			ids = append(ids, id)
		}
		if _, err := a.arb.AddTeam(tid, team.Team{Name: n, Members: ids}); err != nil {
			t.Fatal(err)
		}
	}
	a.reloadScreens()
	a.teams.group.SetSelected("团体组")
	a.teams.pairNext()
	a.win.Resize(fyne.NewSize(1024, 600))
	return a
}

// TestPopUpsWhileScreensRefresh taps every select and menu button of every
// screen at the moment the desktop driver has lost which canvas shows it,
// while results arrive from a desk and the window is resized, and taps and
// keys the widgets the refreshes replaced. Fyne's own select crashed
// there (a nil canvas in NewPopUpMenu): a list must open where the widget
// is, and a widget no window shows must open nothing.
func TestPopUpsWhileScreensRefresh(t *testing.T) {
	a := popUpEvent(t)
	d := useFrameDriver(t)
	c := a.win.Canvas()
	g, _ := a.arb.Group("公开组")
	games, _, _ := a.arb.Round(g.ID, 1)
	tid, _ := a.arb.Group("团体组")
	results := []string{"B+R", "W+R", "B+3.5", "W+F"}
	for tab := range a.tabs.Items {
		a.tabs.SelectIndex(tab)
		d.frame()
		before := popUpOpeners(d, c)
		if len(before) == 0 && tab != tournamentTab && tab != playersTab {
			t.Errorf("tab %d: no select or menu found", tab)
		}
		for i := range before {
			// The pointer comes over the widget while the driver knows
			// it; the cache is cleaned; the tap comes.
			d.frame()
			now := popUpOpeners(d, c)
			if i >= len(now) {
				break
			}
			o := now[i]
			if _, plain := o.(*widget.Select); plain {
				t.Errorf("tab %d: a Fyne select not made by newSelectField", tab)
				continue
			}
			if dis, ok := o.(fyne.Disableable); ok && dis.Disabled() {
				continue
			}
			at := d.pos[o.(fyne.CanvasObject)]
			if h, ok := o.(desktop.Hoverable); ok {
				h.MouseIn(&desktop.MouseEvent{PointEvent: fyne.PointEvent{AbsolutePosition: at.AddXY(3, 3), Position: fyne.NewPos(3, 3)}})
			}
			d.clean()
			o.Tapped(&fyne.PointEvent{AbsolutePosition: at.AddXY(3, 3), Position: fyne.NewPos(3, 3)})
			if openMenu(c) == nil {
				t.Errorf("tab %d, widget %d (%T): no list opened on the window", tab, i, o)
				continue
			}
			c.Overlays().Remove(c.Overlays().Top())
			// A result arrives from a desk meanwhile, and the window is
			// resized: screens refresh.
			if i < len(games) {
				a.arb.SetResult(games[i].ID, tournament.Result(results[i%len(results)]))
			}
			a.arb.SetBoardResult(tid.ID, 1, 1, 1+i%2, "B+R")
			a.rounds.show()
			a.teams.showMatches()
			a.refresh()
			a.win.Resize(fyne.NewSize(float32(1024+100*(i%3)), 600))
		}
		for _, o := range overlaysClosed(c) {
			t.Errorf("tab %d: %T left open", tab, o)
		}
		// Widgets the refreshes replaced, tapped or keyed (one still
		// holding the focus): nothing opens, nothing breaks.
		d.frame()
		for _, o := range before {
			if d.shown[o.(fyne.CanvasObject)] != nil {
				continue
			}
			o.Tapped(&fyne.PointEvent{})
			if k, ok := o.(fyne.Focusable); ok {
				k.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
			}
			if top := c.Overlays().Top(); top != nil {
				t.Errorf("tab %d: a replaced %T opened %T", tab, o, top)
				c.Overlays().Remove(top)
			}
		}
		a.win.Resize(fyne.NewSize(1024, 600))
	}
}

// TestSelectOpensByKeyWhereSeen opens a focused select by Space after the
// driver lost it: the list opens where it was focused.
func TestSelectOpensByKeyWhereSeen(t *testing.T) {
	a := popUpEvent(t)
	d := useFrameDriver(t)
	a.tabs.SelectIndex(roundsTab)
	d.frame()
	a.win.Canvas().Focus(a.rounds.group)
	d.clean()
	a.rounds.group.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	pop := openMenu(a.win.Canvas())
	if pop == nil {
		t.Fatal("Space opened no list")
	}
	// Picking a group from our list selects it as Fyne's list would.
	test.Tap(pop.Items[1].(fyne.Tappable))
	if a.rounds.group.Selected != "团体组" {
		t.Errorf("picked %q", a.rounds.group.Selected)
	}
}

// TestContextMenuWithoutCanvas right-clicks every text field of a screen
// after the driver lost it: no menu, no crash.
func TestContextMenuWithoutCanvas(t *testing.T) {
	a := popUpEvent(t)
	d := useFrameDriver(t)
	for tab := range a.tabs.Items {
		a.tabs.SelectIndex(tab)
		d.frame()
		var fields []fyne.SecondaryTappable
		for o := range d.shown {
			if e, ok := o.(fyne.SecondaryTappable); ok && o.Visible() {
				fields = append(fields, e)
			}
		}
		d.clean()
		for _, f := range fields {
			if _, plain := f.(*widget.Entry); plain {
				t.Errorf("tab %d: a Fyne entry not made by newEntry", tab)
				continue
			}
			f.TappedSecondary(&fyne.PointEvent{})
		}
	}
}

// openMenu is the pop-up menu open on top of c, or nil.
func openMenu(c fyne.Canvas) *widget.PopUpMenu {
	var found *widget.PopUpMenu
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.PopUpMenu:
			found = v
		case fyne.Widget:
			for _, ch := range test.WidgetRenderer(v).Objects() {
				walk(ch)
			}
		}
	}
	if top := c.Overlays().Top(); top != nil {
		walk(top)
	}
	return found
}

// overlaysClosed closes what is left open on c and lists it.
func overlaysClosed(c fyne.Canvas) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for top := c.Overlays().Top(); top != nil; top = c.Overlays().Top() {
		out = append(out, top)
		c.Overlays().Remove(top)
	}
	return out
}
