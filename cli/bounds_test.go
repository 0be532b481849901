package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

// TestGroupCountsBounded: nonsense counts of rounds and points are refused
// with a message in the user's language, and nothing is written.
func TestGroupCountsBounded(t *testing.T) {
	f := filepath.Join(t.TempDir(), "open.wqa")
	must(t, "tournament", "new", f, "--name", "公开赛")
	tests := []struct {
		args []string
		zh   string
	}{
		{[]string{"group", "add", f, "--name", "A", "--system", "swiss", "--rounds", "3000000000"}, "轮数应为 1 至 99 的整数"},
		{[]string{"group", "add", f, "--name", "A", "--system", "swiss", "--rounds", "-1"}, "轮数应为 1 至 99 的整数"},
		{[]string{"group", "add", f, "--name", "A", "--system", "mcmahon", "--absent-points", "-1"}, "不能为负数"},
	}
	for _, tt := range tests {
		t.Run(tt.zh, func(t *testing.T) {
			code, _, errOut := run(i18n.Chinese, tt.args...)
			if code == 0 || !strings.Contains(errOut, tt.zh) {
				t.Errorf("%v: exit %d, %q; want a refusal saying %q", tt.args[3:], code, errOut, tt.zh)
			}
		})
	}
	if out := must(t, "tournament", "show", f); strings.Contains(out, "A ") {
		t.Errorf("a refused group was written: %s", out)
	}
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "5")
	code, _, errOut := run(i18n.Chinese, "group", "rules", f, "--group", "公开组", "--bye-points", "-2")
	if code == 0 || !strings.Contains(errOut, "不能为负数") {
		t.Errorf("negative bye points: exit %d, %q", code, errOut)
	}
}

// TestRoundNumberBounded: a round beyond the group's rounds, or one whose
// previous round is not paired or not finished, is refused in the user's
// language and leaves the file byte for byte as it was.
func TestRoundNumberBounded(t *testing.T) {
	f := filepath.Join(t.TempDir(), "open.wqa")
	must(t, "tournament", "new", f, "--name", "公开赛")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3")
	for _, n := range []string{"张三", "李四", "王五", "赵六"} {
		must(t, "player", "add", f, "--name", n, "--rank", "3d")
	}
	refused := func(round, zh, en string) {
		t.Helper()
		before, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		code, _, errOut := run(i18n.Chinese, "round", "pair", f, "--round", round)
		if code == 0 || !strings.Contains(errOut, zh) {
			t.Errorf("round %s: exit %d, %q; want a refusal saying %q", round, code, errOut, zh)
		}
		code, _, errOut = run(i18n.English, "round", "pair", f, "--round", round)
		if code == 0 || !strings.Contains(errOut, en) {
			t.Errorf("round %s: exit %d, %q; want a refusal saying %q", round, code, errOut, en)
		}
		if after, _ := os.ReadFile(f); !bytes.Equal(before, after) {
			t.Errorf("round %s: refused, yet the file changed", round)
		}
	}
	refused("3000000000", "--round 应为 0 至 99 的整数", "--round must be a whole number from 0 to 99")
	refused("50", "本组没有第50轮：本组共3轮", "There is no round 50 in this group: its rounds are 1 to 3.")
	refused("4", "本组没有第4轮", "There is no round 4 in this group")
	refused("2", "第2轮还不能编排：第1轮尚未编排", "round 1 has not been paired")
	must(t, "round", "pair", f, "--round", "1")
	refused("2", "上一轮还有对局没有结果", "the previous round still has games without a result")
	refused("3", "第2轮尚未编排", "round 2 has not been paired")
}

// TestRoundPairLeavesOutPlayersNotCheckedIn: with two of four checked in,
// round pair leaves the other two out (absent for the round) and names
// them; --all pairs everyone.
func TestRoundPairLeavesOutPlayersNotCheckedIn(t *testing.T) {
	f := filepath.Join(t.TempDir(), "open.wqa")
	must(t, "tournament", "new", f, "--name", "公开赛")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3")
	for _, n := range []string{"张三", "李四", "王五", "赵六"} {
		must(t, "player", "add", f, "--name", n, "--rank", "3d")
	}
	s, err := openEvent(f, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ps, _ := s.Players()
	for _, p := range ps[:2] { // 张三, 李四
		if err := s.SetCheckedIn(p.ID, true); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	code, out, errOut := run(i18n.Chinese, "round", "pair", f, "--round", "1")
	if code != 0 || !strings.Contains(errOut, "未签到、本轮缺席") || !strings.Contains(errOut, "王五") || !strings.Contains(errOut, "赵六") {
		t.Fatalf("round pair: exit %d, %q, %q", code, out, errOut)
	}
	var r RoundJSON
	json.Unmarshal([]byte(must(t, "round", "show", f, "--round", "1", "--json")), &r)
	if len(r.Games) != 1 || len(r.Byes) != 0 {
		t.Errorf("two checked in: %+v; want one game", r)
	}
	// One undo takes back the pairing and the absences it marked.
	must(t, "undo", f)
	must(t, "round", "pair", f, "--round", "1", "--all")
	json.Unmarshal([]byte(must(t, "round", "show", f, "--round", "1", "--json")), &r)
	if len(r.Games) != 2 {
		t.Errorf("--all: %+v; want two games", r)
	}
}
