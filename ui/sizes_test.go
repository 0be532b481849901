package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/document"
)

// realisticApp is an app on a file as a day of a city tournament leaves
// it: a Swiss of 40 children with long club names and Latin names, two
// rounds paired and the first entered; a team round robin of four teams
// of three boards, round 1 paired with some boards in.
func realisticApp(t *testing.T, lang string) *App {
	t.Helper()
	a, _ := newTestApp(t, lang)
	gid, err := a.arb.AddGroup(tournament.Group{Name: "少年甲组（12岁以下）", System: tournament.Swiss, Rounds: 7})
	if err != nil {
		t.Fatal(err)
	}
	surnames := []string{"欧阳", "司马", "张", "李", "王", "赵", "梁", "覃"}
	latinSur := []string{"Ouyang", "Sima", "Zhang", "Li", "Wang", "Zhao", "Liang", "Qin"}
	given := []string{"沐阳", "芷若", "一鸣", "子涵", "浩然"}
	latinGiven := []string{"Muyang", "Zhiruo", "Yiming", "Zihan", "Haoran"}
	clubs := []string{"北京市少年宫围棋队", "上海棋院", "广州市天河区少年儿童围棋俱乐部", "聂卫平围棋道场"}
	ranks := []string{"5d", "3d", "1d", "1k", "5k", "业余2段", "10k"}
	for i := range 40 {
		p := tournament.Player{NameZh: surnames[i%8] + given[i%5], NameLatin: latinSur[i%8] + " " + latinGiven[i%5],
			Club: clubs[i%4], Rank: ranks[i%7], GroupID: gid, CheckedIn: true, WithdrawnAfter: -1}
		if _, err := a.arb.AddPlayer(p); err != nil {
			t.Fatal(err)
		}
	}
	a.reloadScreens()
	r := a.rounds
	a.tabs.SelectIndex(roundsTab)
	r.pairNext()
	for i := range r.games {
		r.quickEntry(fmt.Sprintf("%d %s", r.games[i].Table, []string{"b", "w", "fb", "黑胜3/4子"}[i%4]))
	}
	r.pairNext()
	r.quickEntry("1 白中盘胜")
	closeOverlays(a)

	tid, err := a.arb.AddGroup(tournament.Group{Name: "团体组", System: tournament.RoundRobin, TeamEvent: true, Boards: 3})
	if err != nil {
		t.Fatal(err)
	}
	for i, n := range []string{"北京市少年宫", "上海棋院", "广州天河", "深圳"} {
		var ids []int64
		for j := range 4 {
			id, err := a.arb.AddPlayer(tournament.Player{NameZh: surnames[(i+j)%8] + given[j] + n[:3], GroupID: tid, Rank: ranks[j], WithdrawnAfter: -1})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, id)
		}
		if _, err := a.arb.AddTeam(tid, team.Team{Name: n, Club: n, Members: ids[:3], Reserves: ids[3:]}); err != nil {
			t.Fatal(err)
		}
	}
	for _, n := range []string{"欧阳沐阳（新）", "司马芷若（新）", "张一鸣（新）", "李子涵（新）", "王浩然（新）"} {
		if _, err := a.arb.AddPlayer(tournament.Player{NameZh: n, GroupID: tid, Rank: "1d", WithdrawnAfter: -1}); err != nil {
			t.Fatal(err)
		}
	}
	a.reloadScreens()
	a.teams.group.SetSelected("团体组")
	a.teams.pairNext()
	// The team group's matches are numbered after the Swiss group's
	// tables in the hall (21, 22).
	first := 0
	for n := range a.teams.shown {
		if first == 0 || n < first {
			first = n
		}
	}
	a.teams.quickEntry(fmt.Sprintf("%d 1 b", first))
	a.teams.quickEntry(fmt.Sprintf("%d 2 w", first))
	a.teams.quickEntry(fmt.Sprintf("%d 3 fb", first+1))
	closeOverlays(a)
	game := filepath.Join(t.TempDir(), "dispute.sgf")
	record := "(;GM[1]FF[4]SZ[19]KM[7.5]PB[欧阳沐阳]PW[司马芷若];B[pd];W[dd];B[pq];W[dp];B[qk];W[nc];B[pf];W[pb];B[qc];W[kc])"
	if err := os.WriteFile(game, []byte(record), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := a.board.LoadFile(game); err != nil {
		t.Fatal(err)
	}
	return a
}

func closeOverlays(a *App) {
	for a.win.Canvas().Overlays().Top() != nil {
		a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
	}
}

// cutObjects lists what is drawn smaller than its own minimum size (a
// label, button, select, tab cut short), or reaches past the window's
// edge where nothing scrolls to show it. Objects inside a scroll container
// are clipped by it and may run past the window.
func cutObjects(root fyne.CanvasObject, window fyne.Size) []string {
	var out []string
	var walk func(o fyne.CanvasObject, origin fyne.Position, scrolled bool)
	walk = func(o fyne.CanvasObject, origin fyne.Position, scrolled bool) {
		if o == nil || !o.Visible() {
			return
		}
		pos := origin.Add(o.Position())
		size, min := o.Size(), o.MinSize()
		if sel, ok := o.(*selectField); ok && sel.Selected != "" {
			// A select sizes itself by its placeholder and cuts the
			// option it shows: it needs the width of that option.
			min.Width = max(min.Width, selectWidth([]string{sel.Selected}))
		}
		if w, ok := o.(fyne.Widget); ok && o.Size().Width > 0 {
			name := describe(o)
			if _, isEntry := o.(*widget.Entry); !isEntry && name != "" {
				switch {
				case size.Width+0.5 < min.Width || size.Height+0.5 < min.Height:
					out = append(out, fmt.Sprintf("%s is %.0f×%.0f, needs %.0f×%.0f", name, size.Width, size.Height, min.Width, min.Height))
				case !scrolled && (pos.X+size.Width > window.Width+0.5 || pos.Y+size.Height > window.Height+0.5):
					out = append(out, fmt.Sprintf("%s at %.0f,%.0f (%.0f×%.0f) runs past the %.0f×%.0f window", name, pos.X, pos.Y, size.Width, size.Height, window.Width, window.Height))
				}
			}
			// A scroll container and a table (whose header row scrolls
			// with its cells) clip what they hold.
			_, isScroll := o.(*container.Scroll)
			_, isTable := o.(*fitTable)
			for _, c := range test.WidgetRenderer(w).Objects() {
				walk(c, pos, scrolled || isScroll || isTable)
			}
			return
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, ch := range c.Objects {
				walk(ch, pos, scrolled)
			}
		}
	}
	walk(root, fyne.Position{}, false)
	return out
}

// describe names a widget the check looks at, with its text; "" for the
// widgets whose minimum size is not about text (scroll bars, entries).
func describe(o fyne.CanvasObject) string {
	switch v := o.(type) {
	case *widget.Label:
		if v.Truncation != fyne.TextTruncateOff || v.Wrapping != fyne.TextWrapOff || v.Text == "" {
			return "" // made to shorten or wrap its text
		}
		return fmt.Sprintf("label %q", v.Text)
	case *widget.Button:
		return fmt.Sprintf("button %q", v.Text)
	case *selectField:
		return fmt.Sprintf("select %q", v.Selected)
	case *widget.Check:
		return fmt.Sprintf("check %q", v.Text)
	case *widget.RadioGroup:
		return fmt.Sprintf("radio %q", v.Options)
	}
	name := reflect.TypeOf(o).String()
	if strings.Contains(name, "tabButton") {
		return "tab " + name
	}
	return ""
}

// screenSizes are the window sizes every screen must fit: a netbook, the
// laptops of issue 11 and a full-HD monitor.
var screenSizes = []fyne.Size{{Width: 1024, Height: 600}, {Width: 1024, Height: 700}, {Width: 1600, Height: 1000}, {Width: 1920, Height: 1080}}

// TestEveryScreenAtEverySize renders every screen and the main dialogs,
// with a realistic tournament, at each size in both languages, fails on
// anything cut, and keeps the pictures in build/screenshots/.
func TestEveryScreenAtEverySize(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		t.Run(lang, func(t *testing.T) {
			a := realisticApp(t, lang)
			for _, size := range screenSizes {
				if testing.Short() && size.Width != 1024 && size.Width != 1920 {
					continue // the two ends of the range
				}
				a.win.Resize(size)
				at := fmt.Sprintf("%s-%.0fx%.0f", lang, size.Width, size.Height)
				for i, item := range a.tabs.Items {
					a.tabs.SelectIndex(i)
					a.win.Resize(size)
					if n := visibleTabs(a.tabs); n != len(a.tabs.Items) {
						t.Errorf("%s: the navigation shows %d of the %d screens", at, n, len(a.tabs.Items))
					}
					for _, cut := range cutObjects(a.win.Content(), size) {
						t.Errorf("%s, screen %q: %s", at, item.Text, cut)
					}
					keepScreenshot(t, fmt.Sprintf("screen-%d-%s.png", i, at), a.win.Canvas().Capture())
				}
				// The analysis board counting a game: its count lines.
				a.tabs.SelectIndex(boardTab)
				a.board.modeSel.SetSelected(tr("board.mode.count", "Count", nil))
				for _, cut := range cutObjects(a.win.Content(), size) {
					t.Errorf("%s, board counting: %s", at, cut)
				}
				keepScreenshot(t, fmt.Sprintf("board-count-%s.png", at), a.win.Canvas().Capture())
				a.board.modeSel.SetSelected(tr("board.mode.play", "Play", nil))
				a.tabs.SelectIndex(teamsTab)
				for j := range a.teams.tabs.Items {
					a.teams.tabs.SelectIndex(j)
					for _, cut := range cutObjects(a.win.Content(), size) {
						t.Errorf("%s, teams tab %d: %s", at, j, cut)
					}
					keepScreenshot(t, fmt.Sprintf("teams-%d-%s.png", j, at), a.win.Canvas().Capture())
				}
				g, _ := a.arb.Group("少年甲组（12岁以下）")
				ps, _ := a.arb.GroupPlayers(g.ID)
				dialogs := []struct {
					name string
					open func()
				}{
					{"group-rules", func() { a.settings.groupRulesDialog(g.ID) }},
					{"add-player", a.players.addDialog},
					{"withdraw", func() { a.players.withdrawDialog(ps[0]) }},
					{"print", a.rounds.printDialog},
					{"export", func() { a.exportDialog(document.Crosstable) }},
					{"add-team", a.teams.addDialog},
					{"add-team-filled", func() {
						a.teams.addDialog()
						sels := selectsIn(a.win.Canvas().Overlays().Top())
						for range 4 {
							sels[0].SetSelectedIndex(0)
						}
						sels[1].SetSelectedIndex(0)
					}},
					{"open", a.openDialog},
					{"help", func() { a.showHelp(helpManual, tr("menu.manual", "Manual", nil)) }},
				}
				for _, d := range dialogs {
					t.Run(d.name, func(t *testing.T) {
						d.open()
						top := a.win.Canvas().Overlays().Top()
						if top == nil {
							t.Errorf("%s: no %s dialog", at, d.name)
							return
						}
						for _, cut := range cutObjects(top, size) {
							t.Errorf("%s, dialog %s: %s", at, d.name, cut)
						}
						keepScreenshot(t, fmt.Sprintf("dialog-%s-%s.png", d.name, at), a.win.Canvas().Capture())
						closeOverlays(a)
					})
				}
			}
		})
	}
}

// visibleTabs counts the tabs a navigation shows (not those hidden behind
// its overflow menu).
func visibleTabs(tabs *container.AppTabs) int {
	n := 0
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if !o.Visible() {
			return
		}
		if strings.Contains(reflect.TypeOf(o).String(), "tabButton") && o.Size().Height > 0 {
			n++
		}
		switch v := o.(type) {
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		case *container.AppTabs:
			// The screens' own tabs are not the navigation's.
			if v == tabs {
				for _, c := range test.WidgetRenderer(v).Objects() {
					walk(c)
				}
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	walk(tabs)
	return n
}

// selectsIn lists the selects under o, in order.
func selectsIn(o fyne.CanvasObject) []*selectField {
	var out []*selectField
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if sel, ok := o.(*selectField); ok {
			out = append(out, sel)
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, ch := range c.Objects {
				walk(ch)
			}
		}
		if w, ok := o.(fyne.Widget); ok {
			for _, ch := range test.WidgetRenderer(w).Objects() {
				walk(ch)
			}
		}
	}
	walk(o)
	return out
}
