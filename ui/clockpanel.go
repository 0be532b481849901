package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/clock"
)

// addTable adds a clock for one table of the arbiter's panel.
func (s *clockScreen) addTable(table int, gameID int64, names [2]string) error {
	tc, err := s.form.timeControl()
	if err != nil {
		return err
	}
	g, err := newGameClock(tc, s.now, false, names)
	if err != nil {
		return err
	}
	if table == 0 {
		table = len(s.tables) + 1
	}
	g.table, g.gameID = table, gameID
	g.clock.SetSuspendGap(s.gap)
	g.faces[0].OnTapped = func() { s.press(g, clock.Black) }
	g.faces[1].OnTapped = func() { s.press(g, clock.White) }
	s.tables = append(s.tables, g)
	label := widget.NewLabelWithStyle(tr("clock.table", "Table {{.N}}", map[string]any{"N": table}), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	start := widget.NewButtonWithIcon("", fynetheme.MediaPlayIcon(), func() {
		if _, on := g.clock.Running(); !on && !g.clock.Paused() {
			g.clock.Start(clock.Black)
		} else if g.clock.Paused() {
			g.clock.Resume()
		} else {
			g.clock.Pause(tr("clock.pause", "Pause", nil))
		}
		s.tick()
	})
	row := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(90, 56), label), start,
		container.NewGridWithColumns(2, g.faces[0], g.faces[1]))
	s.tableBox.Add(row)
	s.tick()
	return nil
}

// loadRound sets up one clock per game of the latest paired round of the
// open tournament's groups.
func (s *clockScreen) loadRound() error {
	arb := s.app.arb
	if arb == nil {
		return nil
	}
	groups, err := arb.Groups()
	if err != nil {
		return err
	}
	players, err := arb.Players()
	if err != nil {
		return err
	}
	names := map[int64]string{}
	for _, p := range players {
		names[p.ID] = p.Name()
	}
	s.tables = nil
	s.tableBox.RemoveAll()
	found := 0
	for _, g := range groups {
		n, err := arb.LatestRound(g.ID)
		if err != nil {
			return err
		}
		if n == 0 {
			continue
		}
		games, err := arb.Games(g.ID, n)
		if err != nil {
			return err
		}
		for _, game := range games {
			if game.Result != "" {
				continue
			}
			if err := s.addTable(game.Table, game.ID, [2]string{names[game.Black], names[game.White]}); err != nil {
				return err
			}
			found++
		}
	}
	if found == 0 {
		s.status.SetText(tr("clock.no_round", "No paired round without results in this tournament file.", nil))
	}
	return nil
}

func (s *clockScreen) startAll() {
	for _, g := range s.tables {
		if _, on := g.clock.Running(); !on && !g.clock.Paused() && !g.clock.Over() {
			g.clock.Start(clock.Black)
		}
	}
	s.tick()
}
