package cli

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
)

// TestNumericFlagsRefuseNonsense: every numeric flag of the command line
// refuses a value out of its range, or not a number at all, with a message
// in the user's language, and writes nothing.
func TestNumericFlagsRefuseNonsense(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "open.wqa")
	must(t, "tournament", "new", f, "--name", "公开赛")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "5")
	for _, n := range []string{"张三", "李四", "王五", "赵六"} {
		must(t, "player", "add", f, "--name", n, "--rank", "1d")
	}
	must(t, "round", "pair", f, "--round", "1")
	tf := filepath.Join(dir, "teams.wqa")
	must(t, "tournament", "new", tf, "--name", "团体赛")
	must(t, "group", "add", tf, "--name", "团体组", "--system", "swiss", "--rounds", "3", "--teams", "--boards", "2")
	for _, n := range []string{"甲一", "甲二"} {
		must(t, "player", "add", tf, "--name", n)
	}
	sgfFile := filepath.Join("..", "testdata", "sgf", "chinese-scored", "kgs-19-2016-08-new", "2016-08-02-5.sgf")
	out := filepath.Join(dir, "out.xlsx")
	const usage, failed = 2, 1
	tests := []struct {
		args []string
		code int
		zh   string
	}{
		{[]string{"round", "pair", f, "--round", "0"}, usage, "请用 --round 给出轮次"},
		{[]string{"round", "pair", f, "--round", "-1"}, usage, "--round 应为 0 至 99 的整数"},
		{[]string{"round", "pair", f, "--round", "100"}, usage, "--round 应为 0 至 99 的整数"},
		{[]string{"round", "pair", f, "--round", "abc"}, usage, "--round：abc 不是有效的值"},
		{[]string{"round", "pair", f, "--round", "99999999999999999999"}, usage, "--round：99999999999999999999 不是有效的值"},
		{[]string{"round", "pair", f, "--round"}, usage, "--round 后面要写一个值"},
		{[]string{"round", "show", f, "--round", "0"}, usage, "请用 --round 给出轮次"},
		{[]string{"round", "show", f, "--round", "-3"}, usage, "--round 应为 0 至 99 的整数"},
		{[]string{"round", "show", f, "--round", "1000"}, usage, "--round 应为 0 至 99 的整数"},
		{[]string{"result", "set", f, "--round", "0", "--table", "1", "--result", "B+R"}, usage, "请用 --round 给出轮次"},
		{[]string{"result", "set", f, "--round", "1", "--table", "-1", "--result", "B+R"}, usage, "--table 应为从 1 起的整数"},
		{[]string{"result", "set", f, "--round", "1", "--table", "0", "--result", "B+R"}, usage, "--table 应为从 1 起的整数"},
		{[]string{"result", "set", f, "--round", "1", "--table", "100000", "--result", "B+R"}, failed, "第1轮没有第100000台"},
		{[]string{"result", "set", f, "--round", "1", "--match", "-1", "--board", "1", "--result", "B+R"}, usage, "--match 应为从 1 起的整数"},
		{[]string{"result", "set", f, "--round", "1", "--match", "1", "--board", "1000", "--result", "B+R"}, usage, "--board 应为 1 至 10 的整数"},
		{[]string{"result", "set", f, "--round", "1", "--match", "1", "--result", "B+R"}, usage, "--board 应为 1 至 10 的整数"},
		{[]string{"result", "set", f, "--round", "-1", "--from", "x.csv"}, usage, "--round 应为 0 至 99 的整数"},
		{[]string{"result", "warn", f, "--round", "1", "--table", "-1", "--player", "black"}, usage, "--table 应为从 1 起的整数"},
		{[]string{"result", "warn", f, "--round", "-1", "--table", "1", "--player", "black"}, usage, "--round 应为 0 至 99 的整数"},
		{[]string{"game", "record", f, "--round", "1", "--table", "-2", "--remove"}, usage, "--table 应为从 1 起的整数"},
		{[]string{"game", "record", f, "--round", "0", "--table", "1", "--remove"}, usage, "请用 --round 给出轮次"},
		{[]string{"standings", f, "--round", "-1"}, usage, "--round 应为 0 至 99 的整数"},
		{[]string{"standings", f, "--round", "1000"}, usage, "--round 应为 0 至 99 的整数"},
		{[]string{"export", "standings", f, out, "--round", "-1"}, usage, "--round 应为 0 至 99 的整数"},
		{[]string{"export", "pairings", f, out, "--round", "500"}, usage, "--round 应为 0 至 99 的整数"},
		{[]string{"player", "add", f, "--name", "钱七", "--rating", "-5000"}, usage, "--rating 应为 -900 至 4000 的整数"},
		{[]string{"player", "add", f, "--name", "钱七", "--rating", "100000"}, usage, "--rating 应为 -900 至 4000 的整数"},
		{[]string{"player", "add", f, "--name", "钱七", "--joins-round", "0"}, usage, "--joins-round 应为 1 至 99 的整数"},
		{[]string{"player", "add", f, "--name", "钱七", "--joins-round", "1000"}, usage, "--joins-round 应为 1 至 99 的整数"},
		{[]string{"player", "add", f, "--name", "钱七", "--mms-adjust", "1000"}, usage, "--mms-adjust 应为 -50 至 50 的整数"},
		{[]string{"player", "withdraw", f, "--player", "-1", "--after-round", "1"}, usage, "--player 应为从 1 起的整数"},
		{[]string{"player", "withdraw", f, "--player", "99", "--after-round", "1"}, failed, "本赛事没有编号为99的棋手"},
		{[]string{"player", "withdraw", f, "--player", "1", "--after-round", "-5"}, usage, "--after-round 应为 0 至 99 的整数"},
		{[]string{"player", "withdraw", f, "--player", "1", "--after-round", "1000"}, usage, "--after-round 应为 0 至 99 的整数"},
		{[]string{"group", "add", f, "--name", "乙组", "--rounds", "-1"}, failed, "轮数应为 1 至 99 的整数"},
		{[]string{"group", "add", f, "--name", "乙组", "--rounds", "100"}, failed, "轮数应为 1 至 99 的整数"},
		{[]string{"group", "add", f, "--name", "乙组", "--boards", "1000"}, usage, "团体赛的 --boards 须为 2 到 10"},
		{[]string{"group", "add", f, "--name", "乙组", "--teams", "--boards", "1"}, usage, "团体赛的 --boards 须为 2 到 10"},
		{[]string{"group", "add", f, "--name", "乙组", "--seed", "-1"}, usage, "--seed：-1 不是有效的值"},
		{[]string{"group", "add", f, "--name", "乙组", "--system", "swiss-knockout", "--swiss-rounds", "-1", "--knockout-size", "8"}, failed, "轮数应为 1 至 99 的整数"},
		{[]string{"group", "add", f, "--name", "乙组", "--system", "swiss-knockout", "--swiss-rounds", "3", "--knockout-size", "7"}, usage, "--knockout-size 应为 2 至 1024 之间 2 的乘方"},
		{[]string{"group", "add", f, "--name", "乙组", "--system", "swiss-knockout", "--swiss-rounds", "3", "--knockout-size", "100000"}, usage, "--knockout-size 应为 2 至 1024 之间 2 的乘方"},
		{[]string{"group", "add", f, "--name", "乙组", "--system", "mcmahon", "--handicap-reduction", "-1"}, usage, "--handicap-reduction 应为 0 至 9 的整数"},
		{[]string{"group", "add", f, "--name", "乙组", "--system", "mcmahon", "--handicap-ceiling", "100"}, usage, "--handicap-ceiling 应为 0 至 9 的整数"},
		{[]string{"group", "add", f, "--name", "乙组", "--system", "mcmahon", "--absent-points", "1000"}, usage, "--absent-points 应为 0 至 2 的整数"},
		{[]string{"group", "rules", f, "--avoid-club-rounds", "1000"}, failed, "同单位回避的轮次应为 1 至 99"},
		{[]string{"group", "rules", f, "--highest", "-2"}, failed, "不能为负数"},
		{[]string{"group", "rules", f, "--highest", "100000"}, usage, "--highest 应为 0 至 198 的整数"},
		{[]string{"group", "rules", f, "--bye-points", "1000"}, usage, "--bye-points 应为 0 至 2 的整数"},
		{[]string{"group", "rules", f, "--absent-points", "3"}, usage, "--absent-points 应为 0 至 2 的整数"},
		{[]string{"group", "rules", f, "--late-entry-points", "3"}, usage, "--late-entry-points 应为 0 至 2 的整数"},
		{[]string{"team", "lineup", tf, "--team", "-1", "--round", "1", "--members", "1,2"}, usage, "--team 应为从 1 起的整数"},
		{[]string{"team", "lineup", tf, "--team", "1", "--round", "0", "--members", "1,2"}, usage, "请用 --round 给出轮次"},
		{[]string{"team", "withdraw", tf, "--team", "1", "--after-round", "-3"}, usage, "--after-round 应为 0 至 99 的整数"},
		{[]string{"team", "withdraw", tf, "--team", "0", "--after-round", "1"}, usage, "--team 应为从 1 起的整数"},
		{[]string{"team", "order", tf, "--team", "-1", "--members", "1,2"}, usage, "--team 应为从 1 起的整数"},
		{[]string{"team", "add", tf, "--name", "甲队", "--members", "-1,2"}, usage, "-1,2 不是选手编号列表"},
		{[]string{"team", "add", tf, "--name", "甲队", "--members", "0,2"}, usage, "0,2 不是选手编号列表"},
		{[]string{"team", "add", tf, "--name", "甲队", "--members", "1,99"}, failed, "本赛事没有编号为99的棋手"},
		{[]string{"team", "add", tf, "--name", "甲队", "--members", "1,2", "--reserves", "77"}, failed, "本赛事没有编号为77的棋手"},
		{[]string{"clock", "simulate", "--system", "byoyomi", "--main", "60m", "--periods", "-1", "--period", "30s", "--moves", "1s"}, failed, "读秒至少要有一次"},
		{[]string{"clock", "simulate", "--system", "byoyomi", "--main", "60m", "--periods", "1000000000", "--period", "30s", "--moves", "1s"}, failed, "超过1000"},
		{[]string{"clock", "simulate", "--system", "canadian", "--main", "60m", "--block", "-1", "--period", "5m", "--moves", "1s"}, failed, "加拿大读秒须规定手数和时间"},
		{[]string{"clock", "simulate", "--system", "chinese", "--main", "60m", "--reserve", "-1", "--moves", "1s"}, failed, "保留时间须包含在基本时间之内"},
		{[]string{"clock", "simulate", "--system", "sudden", "--main", "-60m", "--moves", "1s"}, failed, "基本时间为负"},
		{[]string{"clock", "simulate", "--system", "sudden", "--main", "60m", "--moves", "-1s"}, usage, "超过一天或为负数"},
		{[]string{"sgf", "count", sgfFile, "--komi", "1000"}, usage, "--komi 应在 -20 至 20 子之间"},
		{[]string{"sgf", "count", sgfFile, "--komi", "-20.25"}, usage, "--komi 应在 -20 至 20 子之间"},
		{[]string{"sgf", "count", sgfFile, "--warnings", "-1,0"}, usage, "--warnings 写黑方和白方各自的警告次数"},
	}
	sum := func(path string) [32]byte {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return sha256.Sum256(b)
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args[:2], " ")+" "+strings.Join(tt.args[3:], " "), func(t *testing.T) {
			before, beforeTeams := sum(f), sum(tf)
			code, _, errOut := run(i18n.Chinese, tt.args...)
			if code != tt.code || !strings.Contains(errOut, tt.zh) {
				t.Errorf("exit %d, stderr %q; want exit %d saying %q", code, errOut, tt.code, tt.zh)
			}
			if sum(f) != before || sum(tf) != beforeTeams {
				t.Error("a refused command changed the tournament file")
			}
		})
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Error("a refused export wrote its file")
	}
}
