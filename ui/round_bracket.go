package ui

// The bracket (or the whole round-robin schedule) of a group.

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// bracketText writes a group's rounds as lines: for a round robin the whole
// schedule from the Berger tables; otherwise each round's games with, once
// known, the winner (a knockout's bracket).
func (s *roundsScreen) bracketText(g tournament.Group) string {
	byID := s.app.playersByID()
	if g.System == tournament.RoundRobin || g.System == tournament.DoubleRoundRobin {
		f, err := s.app.arb.Field(g)
		if err != nil {
			return errorText(err)
		}
		rounds, err := pairing.Schedule(f)
		if err != nil {
			return errorText(err)
		}
		var lines []string
		for i, games := range rounds {
			lines = append(lines, tr("cli.round.title", "{{.Group}} — round {{.Round}}", map[string]any{"Group": g.Name, "Round": i + 1}))
			for _, game := range games {
				lines = append(lines, fmt.Sprintf("  %d.  ● %s – ○ %s", game.Table, byID[game.Black].Name(), byID[game.White].Name()))
			}
		}
		return strings.Join(lines, "\n")
	}
	latest, err := s.app.arb.LatestRound(g.ID)
	s.app.noteErr(err)
	var lines []string
	for n := 1; n <= latest; n++ {
		games, byes, err := s.app.arb.Round(g.ID, n)
		if err != nil {
			lines = append(lines, errorText(err))
			continue
		}
		lines = append(lines, tr("cli.round.title", "{{.Group}} — round {{.Round}}", map[string]any{"Group": g.Name, "Round": n}))
		for _, game := range games {
			line := "  " + byID[game.White].Name() + " – " + byID[game.Black].Name()
			switch game.Result.Winner() {
			case 'B':
				line += "  → " + byID[game.Black].Name()
			case 'W':
				line += "  → " + byID[game.White].Name()
			}
			lines = append(lines, line)
		}
		for _, b := range byes {
			lines = append(lines, "  "+tr("cli.round.bye", "bye: {{.Name}}", map[string]any{"Name": byID[b].Name()}))
		}
	}
	return strings.Join(lines, "\n")
}

// bracketDialog shows the bracket of a knockout group.
func (s *roundsScreen) bracketDialog() {
	g, ok := s.currentGroup()
	if !ok {
		return
	}
	l := widget.NewLabel(s.bracketText(g))
	scroll := container.NewVScroll(l)
	scroll.SetMinSize(fyne.NewSize(520, 420))
	newClosable(s.app.win, tr("rounds.bracket", "Bracket", nil), tr("dialog.ok", "OK", nil), scroll).show()
}
