package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
)

// teamApp is an app on a file with a team round robin of three boards:
// 北京 and 上海, three members and a reserve each.
func teamApp(t *testing.T, lang string) (*App, int64, map[int64]string) {
	t.Helper()
	a, _ := newTestApp(t, lang)
	gid, err := a.arb.AddGroup(tournament.Group{Name: "团体组", System: tournament.RoundRobin, TeamEvent: true, Boards: 3})
	if err != nil {
		t.Fatal(err)
	}
	teamOf := map[int64]string{}
	for _, n := range []string{"北京", "上海"} {
		var ids []int64
		for _, m := range []string{"甲", "乙", "丙", "丁"} {
			id, err := a.arb.AddPlayer(tournament.Player{NameZh: n + m, GroupID: gid, WithdrawnAfter: -1})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, id)
			teamOf[id] = n
		}
		if _, err := a.arb.AddTeam(gid, team.Team{Name: n, Members: ids[:3], Reserves: ids[3:]}); err != nil {
			t.Fatal(err)
		}
	}
	a.reloadScreens()
	a.tabs.SelectIndex(teamsTab)
	a.win.Resize(fyne.NewSize(1024, 600))
	return a, gid, teamOf
}

// boardsOf is match 1 of round 1 as stored.
func boardsOf(t *testing.T, a *App, gid int64) team.Match {
	t.Helper()
	ms, err := a.arb.TeamMatches(gid)
	if err != nil || len(ms) != 1 {
		t.Fatalf("matches %v, %v", ms, err)
	}
	return ms[0]
}

// TestTeamResultsByKeyboard: "1 2 b" Enter records match 1, board 2 as a
// win for Black; the match score counts boards won; a wrong board changes
// nothing; an overwrite asks first; Ctrl+Z in the field undoes.
func TestTeamResultsByKeyboard(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		t.Run(lang, func(t *testing.T) {
			a, gid, teamOf := teamApp(t, lang)
			s := a.teams
			s.pairNext()
			m := boardsOf(t, a, gid)
			teamA := teamOf[m.Boards[0].Black]
			if !m.Boards[0].HomeBlack {
				teamA = teamOf[m.Boards[0].White]
			}
			a.win.Canvas().Focus(s.quick)
			enter := func(text string) {
				t.Helper()
				test.Type(s.quick, text)
				press(t, a, fyne.KeyReturn)
			}
			// Board 2: Black wins; board 3: White wins.
			enter("1 2 b")
			enter("1 3w")
			m = boardsOf(t, a, gid)
			if m.Boards[1].Result != "B+" || m.Boards[2].Result != "W+" || m.Boards[0].Result != tournament.NoResult {
				t.Fatalf("results %q %q %q", m.Boards[0].Result, m.Boards[1].Result, m.Boards[2].Result)
			}
			white3 := a.playersByID()[m.Boards[2].White].Name()
			want := map[string]string{"zh": "第1场第3台：白胜（" + white3 + "）已保存", "en": "Match 1, board 3: White wins (" + white3 + ") saved"}[lang]
			if !strings.Contains(s.status.Text, want) {
				t.Errorf("status %q, want %q", s.status.Text, want)
			}
			// Boards won, counted by hand: the winner of board 2 sat Black,
			// of board 3 White.
			wonA := 0
			if teamOf[m.Boards[1].Black] == teamA {
				wonA++
			}
			if teamOf[m.Boards[2].White] == teamA {
				wonA++
			}
			head := s.matches.Objects[0].(*widget.Label).Text
			if score := []string{"0 : 2", "1 : 1", "2 : 0"}[wonA]; !strings.Contains(head, score) {
				t.Errorf("match head %q, want the boards won %s", head, score)
			}
			// No board 9: a message, nothing saved, the text kept.
			enter("1 9 b")
			if !strings.Contains(s.status.Text, map[string]string{"zh": "第1场没有第9台", "en": "Match 1 has no board 9"}[lang]) || s.quick.Text != "1 9 b" {
				t.Errorf("board 9: %q / field %q", s.status.Text, s.quick.Text)
			}
			setText(s.quick, "")
			// Overwriting asks; No keeps the result.
			enter("1 2 w")
			if a.win.Canvas().Overlays().Top() == nil {
				t.Fatal("no overwrite question")
			}
			press(t, a, fyne.KeyEscape)
			if boardsOf(t, a, gid).Boards[1].Result != "B+" {
				t.Error("overwritten without a yes")
			}
			// Ctrl+Z in the field takes back board 3.
			a.win.Canvas().Focus(s.quick)
			typeShortcut(a, &fyne.ShortcutUndo{})
			if r := boardsOf(t, a, gid).Boards[2].Result; r != tournament.NoResult {
				t.Errorf("after undo board 3 has %q", r)
			}
		})
	}
}

// TestTeamResultWords: each board's result is picked from words in the
// user's language, shown between the two players' names.
func TestTeamResultWords(t *testing.T) {
	words := map[string][]string{"zh": {"黑胜", "白胜", "和棋", "黑弃权", "白弃权"}, "en": {"Black wins", "White wins", "draw", "Black forfeits", "White forfeits"}}
	for _, lang := range []string{"zh", "en"} {
		t.Run(lang, func(t *testing.T) {
			a, gid, _ := teamApp(t, lang)
			s := a.teams
			s.pairNext()
			row := s.matches.Objects[1].(*fyne.Container) // board 1
			if len(row.Objects) != 4 {
				t.Fatalf("board row of %d cells", len(row.Objects))
			}
			black := row.Objects[1].(*fyne.Container).Objects[0].(*widget.Label)
			sel := row.Objects[2].(*fyne.Container).Objects[0].(*selectField)
			white := row.Objects[3].(*fyne.Container).Objects[0].(*widget.Label)
			m := boardsOf(t, a, gid)
			byID := a.playersByID()
			if !strings.Contains(black.Text, byID[m.Boards[0].Black].Name()) || !strings.Contains(white.Text, byID[m.Boards[0].White].Name()) {
				t.Errorf("names beside the result: %q / %q", black.Text, white.Text)
			}
			for _, w := range words[lang] {
				if !slices.Contains(sel.Options, w) {
					t.Errorf("result words %q lack %q", sel.Options, w)
				}
			}
			sel.SetSelected(words[lang][3]) // Black forfeits
			if r := boardsOf(t, a, gid).Boards[0].Result; r != tournament.WhiteByForf {
				t.Errorf("picked %q, stored %q", words[lang][3], r)
			}
			// Another word over a result asks first: No keeps it.
			sel = s.matches.Objects[1].(*fyne.Container).Objects[2].(*fyne.Container).Objects[0].(*selectField)
			for _, answer := range []fyne.KeyName{fyne.KeyEscape, fyne.KeyReturn} {
				sel.SetSelected(words[lang][0]) // Black wins
				if a.win.Canvas().Overlays().Top() == nil {
					t.Fatal("a result was replaced from the list without a question")
				}
				press(t, a, answer)
				want, shown := tournament.Result("B+"), words[lang][0]
				if answer == fyne.KeyEscape {
					want, shown = tournament.WhiteByForf, words[lang][3]
				}
				if r := boardsOf(t, a, gid).Boards[0].Result; r != want {
					t.Errorf("after %s: stored %q; want %q", answer, r, want)
				}
				if answer == fyne.KeyEscape && sel.Selected != shown {
					t.Errorf("after No the list shows %q; want %q", sel.Selected, shown)
				}
			}
		})
	}
}

// TestAddTeamKeepsTheFormAndReserves: a team without a name is refused
// with the form kept as typed; a player on the board order is not offered
// as a reserve.
func TestAddTeamKeepsTheFormAndReserves(t *testing.T) {
	a, gid, _ := teamApp(t, "zh")
	for _, n := range []string{"广州甲", "广州乙", "广州丙", "广州丁"} {
		if _, err := a.arb.AddPlayer(tournament.Player{NameZh: n, GroupID: gid, WithdrawnAfter: -1}); err != nil {
			t.Fatal(err)
		}
	}
	s := a.teams
	s.addDialog()
	form := a.win.Canvas().Overlays().Top()
	selects := selectsIn(form)
	if len(selects) != 2 {
		t.Fatalf("%d selects in the form", len(selects))
	}
	members, reserves := selects[0], selects[1]
	for _, n := range []string{"广州甲", "广州乙", "广州丙"} {
		members.SetSelected(n)
	}
	if slices.Contains(reserves.Options, "广州甲") || !slices.Equal(reserves.Options, []string{"广州丁"}) {
		t.Errorf("reserves offered %q", reserves.Options)
	}
	name := a.win.Canvas().Focused().(*entry)
	test.Type(name, "  ")
	press(t, a, fyne.KeyReturn)
	// The error, then the form again with what was typed.
	test.Tap(findButton(t, a.win.Canvas().Overlays().Top(), "确定"))
	if a.win.Canvas().Overlays().Top() != form {
		t.Fatal("the form did not come back after the error")
	}
	if name.Text != "  " || len(members.Options) != 1 {
		t.Errorf("form after the error: name %q, options %q", name.Text, members.Options)
	}
	setText(name, "广州")
	press(t, a, fyne.KeyReturn)
	teams, _ := a.arb.Teams(gid)
	if len(teams) != 3 || teams[2].Name != "广州" || len(teams[2].Members) != 3 {
		t.Errorf("teams %+v", teams)
	}
}

// TestTeamHeadersAndPrizes: the team standings speak with capitals and in
// the user's language; a board prize after one game says "1 game".
func TestTeamHeadersAndPrizes(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		t.Run(lang, func(t *testing.T) {
			a, gid, _ := teamApp(t, lang)
			s := a.teams
			s.pairNext()
			for b := 1; b <= 3; b++ {
				if err := a.arb.SetBoardResult(gid, 1, 1, b, "B+R"); err != nil {
					t.Fatal(err)
				}
			}
			s.show()
			want := map[string][]string{"zh": {"名次", "队名", "场分", "局分", "第1台"}, "en": {"Place", "Team", "Match points", "Board points", "Board 1"}}[lang]
			for _, h := range want {
				if !slices.Contains(s.table.headers, h) {
					t.Errorf("headers %q lack %q", s.table.headers, h)
				}
			}
			// Board 1's winner: 2 points (a win) from 1 game.
			prize := map[string]string{"zh": "1局得2分", "en": "2 points from 1 game)"}[lang]
			if !strings.Contains(s.prizes.Text, prize) || strings.Contains(s.prizes.Text, "1 games") {
				t.Errorf("prizes %q, want %q", s.prizes.Text, prize)
			}
		})
	}
}
