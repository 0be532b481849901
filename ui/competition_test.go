package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/team"
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
			if _, err := a.arb.AddGroup(tournament.Group{Name: "循环组", System: tournament.RoundRobin}); err != nil {
				t.Fatal(err)
			}
			g, _ := a.arb.Group("循环组")
			var ids []int64
			for _, n := range []string{"张三", "李四", "王五", "赵六"} {
				id, err := a.arb.AddPlayer(tournament.Player{NameZh: n, Rank: "2d", Club: "棋院", GroupID: g.ID, WithdrawnAfter: -1})
				if err != nil {
					t.Fatal(err)
				}
				ids = append(ids, id)
			}
			if _, err := a.arb.PairRound(g, 1); err != nil {
				t.Fatal(err)
			}
			games, _, _ := a.arb.Round(g.ID, 1)
			for _, game := range games {
				a.arb.SetResult(game.ID, "B+R")
			}
			if err := a.arb.Withdraw(ids[0], 1); err != nil {
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
			shot := func(name string) {
				keepScreenshot(t, name, a.win.Canvas().Capture())
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

// TestTeamsRepairRound: on the teams screen a paired round without results
// is paired again from the button, after a member withdrew: the reserve
// sits in (the members below move up). Screenshots at 1024×600 and
// 1920×1080 in both languages show the button bar.
func TestTeamsRepairRound(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		t.Run(lang, func(t *testing.T) {
			a, _ := newTestApp(t, lang)
			gid, _ := a.arb.AddGroup(tournament.Group{Name: "团体组", System: tournament.RoundRobin, TeamEvent: true, Boards: 2})
			var beijing []int64
			for _, n := range []string{"北京", "上海"} {
				var ids []int64
				for _, m := range []string{"甲", "乙", "丙"} {
					id, _ := a.arb.AddPlayer(tournament.Player{NameZh: n + m, GroupID: gid, WithdrawnAfter: -1})
					ids = append(ids, id)
				}
				if n == "北京" {
					beijing = ids
				}
				if _, err := a.arb.AddTeam(gid, team.Team{Name: n, Members: ids[:2], Reserves: ids[2:]}); err != nil {
					t.Fatal(err)
				}
			}
			a.reloadScreens()
			a.tabs.SelectIndex(teamsTab)
			s := a.teams
			s.pairNext()
			if err := a.arb.Withdraw(beijing[0], 0); err != nil {
				t.Fatal(err)
			}
			s.repairShown()
			yes := map[string]string{"zh": "是", "en": "Yes"}[lang]
			test.Tap(findButton(t, a.win.Canvas().Overlays().Top(), yes))
			ms, _ := a.arb.TeamMatches(gid)
			seated := map[int64]bool{}
			for _, m := range ms {
				for _, b := range m.Boards {
					seated[b.Black], seated[b.White] = true, true
				}
			}
			if seated[beijing[0]] || !seated[beijing[1]] || !seated[beijing[2]] {
				t.Errorf("paired again after 北京甲 withdrew: %v (status %q)", seated, s.status.Text)
			}
			for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
				a.win.Resize(size)
				keepScreenshot(t, fmt.Sprintf("teams-repair-%s-%.0fx%.0f.png", lang, size.Width, size.Height), a.win.Canvas().Capture())
			}
		})
	}
}
