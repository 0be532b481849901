package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
	"weiqi-arbiter/internal/testdisk"
	"weiqi-arbiter/storage"
)

// smallEvent makes a tournament file in dir with a group and two players.
func smallEvent(t *testing.T, dir string) string {
	t.Helper()
	f := filepath.Join(dir, "e.wqa")
	must(t, "tournament", "new", f, "--name", "周末赛")
	must(t, "group", "add", f, "--name", "公开组", "--system", "swiss", "--rounds", "3")
	must(t, "player", "add", f, "--name", "张三", "--rank", "2d")
	must(t, "player", "add", f, "--name", "李四", "--rank", "1d")
	return f
}

// readsWork runs the commands that only read the file (and write their
// export to out, another disk) and wants each to succeed.
func readsWork(t *testing.T, f, out string) {
	t.Helper()
	for _, args := range [][]string{
		{"tournament", "show", f},
		{"player", "list", f},
		{"standings", f},
		{"export", "players", f, filepath.Join(out, "players.xlsx")},
		{"export", "opengotha", f, filepath.Join(out, "event.xml")},
	} {
		if code, _, errOut := run(i18n.English, args...); code != 0 {
			t.Errorf("%s: exit %d, %q", strings.Join(args[:2], " "), code, errOut)
		}
	}
}

// TestCommandsOnAFullDisk: on a disk full to the last byte the commands
// that read, and exports written to another disk, succeed (exit 0); a
// change is refused, exit 1, saying in the user's language that the disk
// holding the file is full and what was not saved.
func TestCommandsOnAFullDisk(t *testing.T) {
	dir := testdisk.Small(t, 1<<20)
	f := smallEvent(t, dir)
	testdisk.Fill(t, dir)
	readsWork(t, f, t.TempDir())
	code, _, errOut := run(i18n.Chinese, "player", "add", f, "--name", "王五")
	if code != 1 || !strings.Contains(errOut, "所在的磁盘已满") || !strings.Contains(errOut, "添加选手") || !strings.Contains(errOut, f) {
		t.Errorf("player add on a full disk: %d %q", code, errOut)
	}
	code, _, errOut = run(i18n.English, "export", "players", f, filepath.Join(dir, "players.xlsx"))
	if code != 1 || !strings.Contains(errOut, "is full") || strings.Contains(errOut, ".export-") {
		t.Errorf("export onto the full disk: %d %q", code, errOut)
	}
	code, out, _ := run(i18n.English, "player", "list", f)
	if code != 0 || strings.Contains(out, "王五") {
		t.Errorf("after the refusal: %d %q", code, out)
	}
}

// TestCommandsOnAReadOnlyDisk: on a write-protected disk the commands that
// read succeed; a change is refused, exit 1, saying the file is read-only.
func TestCommandsOnAReadOnlyDisk(t *testing.T) {
	dir := testdisk.Small(t, 2<<20)
	f := smallEvent(t, dir)
	testdisk.ReadOnly(t, dir)
	readsWork(t, f, t.TempDir())
	code, _, errOut := run(i18n.Chinese, "player", "add", f, "--name", "王五")
	if code != 1 || !strings.Contains(errOut, "只读") || !strings.Contains(errOut, "添加选手") {
		t.Errorf("player add on a read-only disk: %d %q", code, errOut)
	}
}

// TestSavedChangeWithoutBackup: when a change is saved but the backup copy
// taken on closing cannot be written, the command succeeds (exit 0: a
// script must not add the player twice) and warns that no copy was kept.
func TestSavedChangeWithoutBackup(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "e.wqa")
	must(t, "tournament", "new", f, "--name", "周末赛")
	os.RemoveAll(storage.BackupDir(f))
	os.WriteFile(storage.BackupDir(f), []byte("not a folder"), 0o644)
	code, out, errOut := run(i18n.Chinese, "player", "add", f, "--name", "张三")
	if code != 0 || strings.TrimSpace(out) != "1" || !strings.Contains(errOut, "警告") || !strings.Contains(errOut, "已保存") {
		t.Errorf("player add without a backup: %d %q %q", code, out, errOut)
	}
	_, out, _ = run(i18n.English, "player", "list", f)
	if strings.Count(out, "张三") != 1 {
		t.Errorf("players: %q", out)
	}
}
