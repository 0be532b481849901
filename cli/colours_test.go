package cli

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

// oneColourEvent writes the event of testdata/one-colour.trf at path: eight
// players by rating, two rounds played, players 1, 2, 7 and 8 (by seed)
// winning twice with Black, the others losing twice with White. It returns
// the players' ids by seed.
func oneColourEvent(t *testing.T, path string) []int64 {
	t.Helper()
	s, err := storage.Create(path, tournament.NewSettings("颜色测试", tournament.Rules2002), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	a := arbiter.New(s)
	defer a.Close()
	if _, err := a.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 5, Draw: tournament.DrawSeeded}); err != nil {
		t.Fatal(err)
	}
	g, err := a.Group("公开组")
	if err != nil {
		t.Fatal(err)
	}
	var ids []int64
	for i, name := range []string{"张一", "张二", "张三", "张四", "张五", "张六", "张七", "张八"} {
		id, err := a.AddPlayer(tournament.Player{NameZh: name, Rank: "1d", Rating: 2400 - 100*i, GroupID: g.ID, JoinsRound: 1, WithdrawnAfter: -1})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	p := func(seed int) int64 { return ids[seed-1] }
	rounds := [][][2]int{{{1, 5}, {2, 6}, {7, 3}, {8, 4}}, {{1, 6}, {2, 5}, {7, 4}, {8, 3}}} // Black first; Black wins
	for n, pairs := range rounds {
		var games []tournament.Game
		for k, pr := range pairs {
			games = append(games, tournament.Game{Round: n + 1, Table: k + 1, Black: p(pr[0]), White: p(pr[1])})
		}
		if err := a.SavePairing(g, n+1, games, nil); err != nil {
			t.Fatal(err)
		}
		saved, _, err := a.Round(g.ID, n+1)
		if err != nil {
			t.Fatal(err)
		}
		for _, game := range saved {
			if err := a.SetResult(game.ID, "B+R"); err != nil {
				t.Fatal(err)
			}
		}
	}
	return ids
}

// TestColoursFirstInAGroup: the event of testdata/one-colour.trf, round 3
// (worked out in TestTRFPairColoursFirst). A new group pairs scores first:
// round pair makes 1–7, 2–8, 3–5, 4–6 and says that four players get a
// third colour in a row, and why. After group rules --colours first (said
// back, in both languages, and kept in the file), round pair makes each
// winner play a loser he has not met (which of them the rules leave
// open: the pairs are equal in every criterion) and says nothing of
// colours. A bad
// --colours is refused and changes nothing.
func TestColoursFirstInAGroup(t *testing.T) {
	dir := t.TempDir()
	scores, colours := filepath.Join(dir, "scores.wqa"), filepath.Join(dir, "colours.wqa")
	ids := oneColourEvent(t, scores)
	data, err := os.ReadFile(scores)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(colours, data, 0o644); err != nil {
		t.Fatal(err)
	}
	seedOf := map[int64]int{}
	for i, id := range ids {
		seedOf[id] = i + 1
	}
	pairsOf := func(f string) [][2]int {
		var out [][2]int
		for _, g := range roundOf(t, f, "3").Games {
			a, b := seedOf[g.Black], seedOf[g.White]
			out = append(out, [2]int{min(a, b), max(a, b)})
		}
		slices.SortFunc(out, func(x, y [2]int) int { return x[0] - y[0] })
		return out
	}

	if out := must(t, "group", "rules", scores); !strings.Contains(out, "pairs equal scores first (同分相遇)") {
		t.Errorf("a new group: %q", out)
	}
	out := must(t, "round", "pair", scores, "--round", "3")
	if !strings.Contains(out, "4 players get a third colour in a row or a colour difference of three: keeping their colours would need") {
		t.Errorf("round pair, scores first, says:\n%s", out)
	}
	if got, want := pairsOf(scores), [][2]int{{1, 7}, {2, 8}, {3, 5}, {4, 6}}; !slices.Equal(got, want) {
		t.Errorf("scores first: %v, want %v", got, want)
	}

	code, _, errOut := run(i18n.Chinese, "group", "rules", colours, "--colours", "blue")
	if code != 2 || !strings.Contains(errOut, "--colours 只能是 first") {
		t.Errorf("--colours blue: %d %q", code, errOut)
	}
	if out := must(t, "group", "rules", colours, "--colours", "first"); !strings.Contains(out, "pairs colours first") {
		t.Errorf("group rules --colours first said %q", out)
	}
	if _, out, _ := run(i18n.Chinese, "group", "rules", colours); !strings.Contains(out, "颜色优先") {
		t.Errorf("in Chinese: %q", out)
	}
	out = must(t, "round", "pair", colours, "--round", "3")
	if strings.Contains(out, "third colour") {
		t.Errorf("colours first still breaks colours:\n%s", out)
	}
	// Every pair a winner (1, 2, 7, 8) and a loser he has not met (1 and 2
	// met 5 and 6, 7 and 8 met 3 and 4).
	winners, met := map[int]bool{1: true, 2: true, 7: true, 8: true}, map[[2]int]bool{{1, 5}: true, {1, 6}: true, {2, 5}: true, {2, 6}: true, {3, 7}: true, {4, 7}: true, {3, 8}: true, {4, 8}: true}
	for _, pr := range pairsOf(colours) {
		if winners[pr[0]] == winners[pr[1]] || met[pr] {
			t.Errorf("colours first pairs %v", pr)
		}
	}
	if out := must(t, "group", "rules", colours, "--colours", "scores"); !strings.Contains(out, "pairs equal scores first") {
		t.Errorf("back to scores first: %q", out)
	}
}
