package ui

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/cli"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/reports/document"
)

// TestOnePlayerOneNumber: a two-group event — a Swiss group of six
// registered first (numbers 1–6), a round robin of four after them (7–10),
// then a late entry of the Swiss group (11) — shows each player under one
// number on the Players screen, at check-in, on the Rounds screen, on the
// printed pairing sheet, find-your-table list and crosstable (pdftotext),
// and `player withdraw --player N` withdraws the player of that number.
// Before, the papers and the Rounds screen numbered each group from 1: the
// round robin's 7–10 were 1–4 there, and typing the printed 1 at check-in
// checked in a player of the other group.
func TestOnePlayerOneNumber(t *testing.T) {
	a, path := newTestApp(t, "zh")
	swiss, _ := a.arb.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	rr, _ := a.arb.AddGroup(tournament.Group{Name: "循环组", System: tournament.RoundRobin})
	add := func(name string, group int64) int64 {
		id, err := a.arb.AddPlayer(tournament.Player{NameZh: name, Rank: "2d", Club: "棋院", GroupID: group, CheckedIn: true})
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	for _, n := range []string{"安然", "白雪", "陈晨", "丁一", "鄂尔", "方圆"} {
		add(n, swiss)
	}
	want := map[string]string{} // name → the number every face must show
	for i, n := range []string{"葛优", "何平", "金星", "孔亮"} {
		if id := add(n, rr); id != int64(7+i) {
			t.Fatalf("%s registered as %d", n, id)
		}
		want[n] = []string{"7", "8", "9", "10"}[i]
	}
	if id := add("林立", swiss); id != 11 {
		t.Fatalf("the late entry registered as %d", id)
	}
	want["林立"] = "11"
	a.reloadScreens()
	for _, g := range []string{"公开组", "循环组"} {
		grp, _ := a.arb.Group(g)
		if _, err := a.arb.PairRound(grp, 1); err != nil {
			t.Fatal(err)
		}
	}

	// The Players screen.
	a.tabs.SelectIndex(playersTab)
	for _, row := range a.players.table.rows {
		if w, ok := want[row[1].text]; ok && row[0].text != w {
			t.Errorf("Players screen: %s is no. %s, want %s", row[1].text, row[0].text, w)
		}
	}
	// The Rounds screen, each group.
	a.tabs.SelectIndex(roundsTab)
	for _, g := range []string{"公开组", "循环组"} {
		a.rounds.group.SetSelected(g)
		seen := 0
		for _, row := range a.rounds.table.rows {
			for _, side := range [][2]int{{colBlackNumber, colBlack}, {colWhiteNumber, colWhite}} {
				if w, ok := want[row[side[1]].text]; ok {
					seen++
					if row[side[0]].text != w {
						t.Errorf("Rounds screen, %s: %s is no. %s, want %s", g, row[side[1]].text, row[side[0]].text, w)
					}
				}
			}
		}
		if g == "循环组" && seen != 4 {
			t.Errorf("Rounds screen, %s: %d of the 4 players shown", g, seen)
		}
	}
	// Check-in by the printed number checks in that player.
	a.arb.SetCheckedIn(8, false)
	a.tabs.SelectIndex(playersTab)
	test.Type(a.players.checkIn, "8")
	a.players.checkIn.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !strings.Contains(a.players.status.Text, "何平") {
		t.Errorf("check-in of no. 8: %q", a.players.status.Text)
	}

	// The papers of the round robin: pairing sheet, find your table, crosstable.
	grp, _ := a.arb.Group("循环组")
	games, _, _ := a.arb.Round(grp.ID, 1)
	for _, g := range games {
		a.arb.SetResult(g.ID, "B+R")
	}
	for _, kind := range []document.Kind{document.Pairings, document.Index, document.Crosstable} {
		out := strings.TrimSuffix(path, ".wqa") + "-" + string(kind) + ".pdf"
		if _, err := document.Write(a.arb, document.Request{Kind: kind, Group: grp, Round: 1, Path: out, T: tr}); err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		text := pdfText(t, out)
		if text == "" {
			continue
		}
		for name, number := range want {
			if name == "林立" {
				continue // of the other group
			}
			if !numberBeside(text, name, number) {
				t.Errorf("%s: %s is not printed beside no. %s:\n%s", kind, name, number, text)
			}
		}
	}

	// The command line names the player by the same number.
	a.closeStore()
	var out, errOut bytes.Buffer
	env := &cli.Env{Stdout: &out, Stderr: &errOut, Msg: i18n.MustLoad(i18n.Chinese)}
	if code := cli.Run(env, []string{"player", "withdraw", path, "--player", "8", "--after-round", "1"}); code != 0 {
		t.Fatalf("player withdraw: %d %s", code, errOut.String())
	}
	if err := a.Open(path); err != nil {
		t.Fatal(err)
	}
	ps, _ := a.arb.Players()
	for _, p := range ps {
		if p.Withdrawn() != (p.Name() == "何平") {
			t.Errorf("after player withdraw --player 8: %s withdrawn %v", p.Name(), p.Withdrawn())
		}
	}
}

// pdfText is the text of a PDF laid out as printed, or "" (the test logs
// why) when pdftotext is not installed.
func pdfText(t *testing.T, path string) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Logf("pdftotext not installed: %s not read", path)
		return ""
	}
	out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", path, err)
	}
	return string(out)
}

// numberBeside tells whether some line of text has number as a word next
// to name (before or after it, as the sheets order their columns).
func numberBeside(text, name, number string) bool {
	for _, line := range strings.Split(text, "\n") {
		words := strings.Fields(line)
		for i, w := range words {
			if w != name {
				continue
			}
			if (i > 0 && words[i-1] == number) || (i+1 < len(words) && words[i+1] == number) {
				return true
			}
		}
	}
	return false
}
