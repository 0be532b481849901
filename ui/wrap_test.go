package ui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/tournament"
)

// TestBreakLines: Chinese breaks between characters but never before a
// closing mark nor after an opening one; Latin words stay whole; no line
// is wider than asked (a character counts 1).
func TestBreakLines(t *testing.T) {
	count := func(s string) float32 { return float32(utf8.RuneCountInString(s)) }
	for _, c := range []struct {
		name, text string
		width      float32
		want       string
	}{
		{"a comma at the break goes up with the character before it", "已赛成绩有效，其余对局均判对手弃权胜。", 6, "已赛成绩有\n效，其余对局\n均判对手弃权\n胜。"},
		{"an opening bracket goes down with the character after it", "共五轮（不足一半）", 4, "共五轮\n（不足一\n半）"},
		{"Latin words whole", "the results stand and every game", 12, "the results\nstand and\nevery game"},
		{"a paragraph break kept", "第一段。\n第二段", 10, "第一段。\n第二段"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := breakLines(c.text, c.width, count)
			if got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
			for _, line := range strings.Split(got, "\n") {
				if line != "" && strings.ContainsRune(noLineStart, []rune(line)[0]) {
					t.Errorf("line %q starts with a closing mark", line)
				}
			}
		})
	}
}

// TestWithdrawalTextNoLineStartsWithAComma: the withdrawal dialog of a
// round robin, at every width from a narrow window to a wide one, has no
// line that starts with "，" or "。".
func TestWithdrawalTextNoLineStartsWithAComma(t *testing.T) {
	a, _ := newTestApp(t, "zh")
	gid, _ := a.arb.AddGroup(tournament.Group{Name: "循环组", System: tournament.RoundRobin})
	for _, n := range []string{"甲", "乙", "丙", "丁"} {
		a.arb.AddPlayer(tournament.Player{NameZh: n, GroupID: gid, WithdrawnAfter: -1})
	}
	g, _ := a.arb.Group("循环组")
	a.arb.PairRound(g, 1)
	games, _, _ := a.arb.Round(g.ID, 1)
	for _, game := range games {
		a.arb.SetResult(game.ID, "B+R")
	}
	a.arb.PairRound(g, 2)
	ps, _ := a.arb.GroupPlayers(g.ID)
	broken := 0
	for w := float32(600); w <= 1400; w += 37 {
		a.win.Resize(fyne.NewSize(w, 700))
		a.players.withdrawDialog(ps[0])
		for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
			if l, ok := o.(*wrapLabel); ok {
				broken += strings.Count(l.Text, "\n")
				for _, line := range strings.Split(l.Text, "\n") {
					if strings.HasPrefix(line, "，") || strings.HasPrefix(line, "。") {
						t.Errorf("width %.0f: a line starts with a mark: %q", w, line)
					}
				}
			}
		}
		closeOverlays(a)
	}
	if broken == 0 {
		t.Error("the withdrawal text was never broken into lines")
	}
}
