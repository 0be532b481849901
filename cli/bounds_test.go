package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
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
		code, _, errOut := run(i18n.Chinese, tt.args...)
		if code == 0 || !strings.Contains(errOut, tt.zh) {
			t.Errorf("%v: exit %d, %q; want a refusal saying %q", tt.args[3:], code, errOut, tt.zh)
		}
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
