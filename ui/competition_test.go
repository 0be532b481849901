package ui

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"weiqi-arbiter/domain/tournament"
)

// TestStandingsMarkWithdrawal: a round robin of four where 张三 withdraws
// after round 1, having played one game of three (SPEC §9.2: results
// void). The standings screen lists 张三 last, with 退赛 in the place
// column and after the name, in Chinese and in English; the rules dialog
// offers what the group ranks by, the bye, the virtual opponent and the
// substitution rule. Screenshots go to build/screenshots at 1024×600 and
// 1920×1080.
func TestStandingsMarkWithdrawal(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		t.Run(lang, func(t *testing.T) {
			a, _ := newTestApp(t, lang)
			if _, err := a.store.AddGroup(tournament.Group{Name: "循环组", System: tournament.RoundRobin}); err != nil {
				t.Fatal(err)
			}
			g, _ := a.store.Group("循环组")
			var ids []int64
			for _, n := range []string{"张三", "李四", "王五", "赵六"} {
				id, err := a.store.AddPlayer(tournament.Player{NameZh: n, Rank: "2d", Club: "棋院", GroupID: g.ID, WithdrawnAfter: -1})
				if err != nil {
					t.Fatal(err)
				}
				ids = append(ids, id)
			}
			if _, err := a.store.PairRound(g, 1); err != nil {
				t.Fatal(err)
			}
			games, _, _ := a.store.Round(g.ID, 1)
			for _, game := range games {
				a.store.SetResult(game.ID, "B+R")
			}
			if err := a.store.Withdraw(ids[0], 1); err != nil {
				t.Fatal(err)
			}
			a.reloadScreens()
			s := a.standing
			s.group.SetSelected("循环组")
			s.show()
			last := s.table.rows[len(s.table.rows)-1]
			want := map[string][2]string{"zh": {"退赛", "张三（退赛）"}, "en": {"withdrawn", "张三 (withdrawn)"}}[lang]
			if last[0].text != want[0] || last[1].text != want[1] {
				t.Errorf("last row %q %q, want %q %q", last[0].text, last[1].text, want[0], want[1])
			}
			a.tabs.SelectIndex(standingsTab)
			dir := filepath.Join("..", "build", "screenshots")
			os.MkdirAll(dir, 0o755)
			shot := func(name string) {
				f, err := os.Create(filepath.Join(dir, name))
				if err != nil {
					return
				}
				defer f.Close()
				png.Encode(f, a.win.Canvas().Capture())
			}
			for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
				a.win.Resize(size)
				suffix := fmt.Sprintf("%s-%.0fx%.0f", lang, size.Width, size.Height)
				shot("standings-withdrawn-" + suffix + ".png")
				a.settings.groupRulesDialog(g.ID)
				shot("group-rules-roundrobin-" + suffix + ".png")
				a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
			}
		})
	}
}
