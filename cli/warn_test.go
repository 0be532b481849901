package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

// TestResultWarn gives warnings from the command line (SPEC §6, both
// editions): the first is recorded and leaves the game open; the second in
// the same game loses it for that player, so White wins (W+); the other
// player's warnings are counted apart. A wrong --player changes nothing.
func TestResultWarn(t *testing.T) {
	f := filepath.Join(t.TempDir(), "w.wqa")
	must(t, "tournament", "new", f, "--name", "警告")
	must(t, "group", "add", f, "--name", "A", "--system", "swiss", "--rounds", "2")
	for _, n := range []string{"张三", "李四"} {
		must(t, "player", "add", f, "--name", n, "--rank", "1d")
	}
	must(t, "round", "pair", f, "--round", "1")
	round := func() GameJSON {
		var r RoundJSON
		json.Unmarshal([]byte(must(t, "round", "show", f, "--round", "1", "--json")), &r)
		return r.Games[0]
	}
	warnings := func() (int, int) {
		s, err := storage.Open(f, storage.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		g, _ := s.Group("")
		game, _ := s.GameAt(g.ID, 1, 1)
		b, w, _ := s.Warnings(game.ID)
		return b, w
	}
	if code, _, errOut := run(i18n.Chinese, "result", "warn", f, "--round", "1", "--table", "1", "--player", "red"); code != 2 || !strings.Contains(errOut, "black（黑方）") {
		t.Errorf("--player red: exit %d, %q", code, errOut)
	}
	if b, w := warnings(); b != 0 || w != 0 {
		t.Fatalf("a refused warning was recorded: %d %d", b, w)
	}
	out := must(t, "result", "warn", f, "--round", "1", "--table", "1", "--player", "black")
	if g := round(); g.Result != nil || !strings.Contains(out, "(1 in this game)") {
		t.Fatalf("one warning: result %v, output %q", g.Result, out)
	}
	must(t, "result", "warn", f, "--round", "1", "--table", "1", "--player", "white")
	if g := round(); g.Result != nil {
		t.Fatalf("one warning each: result %v", *g.Result)
	}
	out = must(t, "result", "warn", f, "--round", "1", "--table", "1", "--player", "black")
	g := round()
	if g.Result == nil || *g.Result != "W+" || !strings.Contains(out, "second warning, the game is lost") {
		t.Fatalf("second warning to Black: result %v, output %q", g.Result, out)
	}
	if b, w := warnings(); b != 2 || w != 1 {
		t.Errorf("warnings %d/%d, want 2/1", b, w)
	}
	if code, _, _ := run(i18n.English, "result", "warn", f, "--round", "1", "--table", "9", "--player", "white"); code != 1 {
		t.Errorf("table 9 of a one-table round: exit %d", code)
	}
}
