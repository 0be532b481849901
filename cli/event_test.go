package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"weiqi-arbiter/i18n"
)

// must runs a command that must succeed and returns its output.
func must(t *testing.T, args ...string) string {
	t.Helper()
	code, out, errOut := run(i18n.English, args...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errOut)
	}
	return out
}

func TestIndividualTournamentFlow(t *testing.T) {
	f := filepath.Join(t.TempDir(), "open.wqa")
	must(t, "tournament", "new", f, "--name", "公开赛")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3", "--draw", "lots", "--seed", "7")
	for i, n := range []string{"张三", "李四", "王五", "赵六"} {
		if id := strings.TrimSpace(must(t, "player", "add", f, "--name", n, "--rank", "3d", "--club", "棋院")); id != string(rune('1'+i)) {
			t.Fatalf("player add printed %q", id)
		}
	}
	must(t, "round", "pair", f, "--round", "1")
	var r RoundJSON
	json.Unmarshal([]byte(must(t, "round", "show", f, "--round", "1", "--json")), &r)
	if r.Round != 1 || len(r.Games) != 2 || r.Games[0].Result != nil || len(r.Byes) != 0 {
		t.Fatalf("round 1: %+v", r)
	}
	must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "B+R")
	must(t, "result", "set", f, "--round", "1", "--table", "2", "--result", "0")
	var st StandingsJSON
	json.Unmarshal([]byte(must(t, "standings", f, "--json")), &st)
	if st.Group != "公开组" || st.Round != 1 || len(st.Rows) != 4 || st.Rows[0].Points != "2" || st.Rows[0].ID != r.Games[0].Black {
		t.Fatalf("standings: %+v", st)
	}
	if _, ok := st.Rows[0].Tiebreaks["SOS"]; !ok {
		t.Errorf("no SOS in %+v", st.Rows[0])
	}
	// Withdrawing a player keeps them out of round 2.
	must(t, "player", "withdraw", f, "--player", "4", "--after-round", "1")
	must(t, "round", "pair", f, "--round", "2")
	json.Unmarshal([]byte(must(t, "round", "show", f, "--round", "2", "--json")), &r)
	for _, g := range r.Games {
		if g.Black == 4 || g.White == 4 {
			t.Errorf("withdrawn player paired: %+v", r)
		}
	}
	if len(r.Byes) != 1 {
		t.Errorf("three players left, byes %v", r.Byes)
	}
	var players []PlayerJSON
	json.Unmarshal([]byte(must(t, "player", "list", f, "--json")), &players)
	if len(players) != 4 || players[3].WithdrawnAfter == nil || *players[3].WithdrawnAfter != 1 || players[0].Group != "公开组" {
		t.Errorf("players %+v", players)
	}
}

func TestIndividualTournamentErrors(t *testing.T) {
	f := filepath.Join(t.TempDir(), "e.wqa")
	must(t, "tournament", "new", f, "--name", "x")
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"round", "pair", f, "--round", "1"}, 1, "no group yet"},
		{[]string{"group", "add", f, "--name", "g", "--system", "ladder"}, 2, "--system must be"},
		{[]string{"player", "add", f, "--name", "甲", "--rank", "11d"}, 2, "is not a rank"},
		{[]string{"result", "set", f, "--round", "1", "--table", "1", "--result", "black"}, 2, "is not a result"},
		{[]string{"round", "pair", f}, 2, "--round is required"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			code, _, errOut := run(i18n.English, tt.args...)
			if code != tt.code || !strings.Contains(errOut, tt.want) {
				t.Errorf("%v: exit %d %q, want %d containing %q", tt.args[:2], code, errOut, tt.code, tt.want)
			}
		})
	}
}

func TestPlayerAddFlagsDuplicates(t *testing.T) {
	f := filepath.Join(t.TempDir(), "d.wqa")
	must(t, "tournament", "new", f, "--name", "x")
	must(t, "player", "add", f, "--name", "王伟", "--club", "少年宫")
	code, _, errOut := run(i18n.English, "player", "add", f, "--name", "王伟")
	if code != 0 || !strings.Contains(errOut, "already registered as no. 1") {
		t.Errorf("duplicate: %d %q", code, errOut)
	}
}

func TestGroupRules(t *testing.T) {
	f := filepath.Join(t.TempDir(), "r.wqa")
	must(t, "tournament", "new", f, "--name", "x")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3")
	for _, n := range []string{"张三", "张四", "李五", "赵六"} {
		must(t, "player", "add", f, "--name", n)
	}
	out := must(t, "group", "rules", f, "--tiebreaks", "total,sos,wins", "--avoid-pair", "1,3", "--avoid-pair", "2,4", "--highest", "6")
	if !strings.Contains(out, "TOTAL, SOS, WINS") {
		t.Errorf("rules: %q", out)
	}
	// Slip would pair 1–3 and 2–4; both are to be avoided.
	must(t, "round", "pair", f, "--round", "1")
	var r RoundJSON
	json.Unmarshal([]byte(must(t, "round", "show", f, "--round", "1", "--json")), &r)
	for _, g := range r.Games {
		pair := [2]int64{min(g.Black, g.White), max(g.Black, g.White)}
		if pair == [2]int64{1, 3} || pair == [2]int64{2, 4} {
			t.Errorf("avoided pair made: %+v", r.Games)
		}
	}
	must(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "B+R")
	must(t, "result", "set", f, "--round", "1", "--table", "2", "--result", "B+R")
	var st StandingsJSON
	json.Unmarshal([]byte(must(t, "standings", f, "--json")), &st)
	if _, ok := st.Rows[0].Tiebreaks["TOTAL"]; !ok {
		t.Errorf("TOTAL missing: %+v", st.Rows[0])
	}
	if code, _, _ := run(i18n.English, "group", "rules", f, "--tiebreaks", "elo"); code != 2 {
		t.Errorf("unknown tiebreak accepted: %d", code)
	}
	if code, _, _ := run(i18n.English, "group", "rules", f, "--avoid-pair", "1"); code != 2 {
		t.Errorf("bad pair accepted: %d", code)
	}
	for lang, want := range map[i18n.Lang]string{i18n.English: "There is no player 99999", i18n.Chinese: "99999"} {
		if code, _, errOut := run(lang, "group", "rules", f, "--avoid-pair", "1,99999"); code != 1 || !strings.Contains(errOut, want) {
			t.Errorf("a pair with no such player: %d %q", code, errOut)
		}
	}
	// A round's start goes into the pairing sheet's title.
	must(t, "group", "rules", f, "--round-start", "2=2026-12-01 13:30")
	must(t, "round", "pair", f, "--round", "2")
	xlsx := filepath.Join(t.TempDir(), "p.xlsx")
	must(t, "export", "pairings", f, xlsx, "--round", "2")
	wb, err := excelize.OpenFile(xlsx)
	if err != nil {
		t.Fatal(err)
	}
	defer wb.Close()
	if title, _ := wb.GetCellValue("公开组", "A1"); !strings.HasSuffix(title, "1 Dec 2026, start 13:30") {
		t.Errorf("pairing title %q", title)
	}
	for _, bad := range []string{"4=2026-12-01 09:00", "0=2026-12-01 09:00", "2=13:30", "2026-12-01 09:00"} {
		if code, _, _ := run(i18n.English, "group", "rules", f, "--round-start", bad); code != 2 {
			t.Errorf("--round-start %q accepted: %d", bad, code)
		}
	}
}
