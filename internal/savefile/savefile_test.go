package savefile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"weiqi-arbiter/i18n"
)

func writeText(s string) func(io.Writer) error {
	return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
}

// tempLeft lists the temporary files left in dir.
func tempLeft(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), tempPrefix) {
			out = append(out, e.Name())
		}
	}
	return out
}

func TestWriteReplacesWhole(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "成绩表.pdf")
	for _, text := range []string{"first", "second"} {
		if err := Write(path, writeText(text)); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(path); string(got) != text {
			t.Errorf("file holds %q, want %q", got, text)
		}
	}
	// A failed write leaves the previous file as it was and nothing beside it.
	if err := Write(path, func(w io.Writer) error { io.WriteString(w, "half"); return errors.New("boom") }); err == nil {
		t.Error("a failed write reported success")
	}
	if got, _ := os.ReadFile(path); string(got) != "second" {
		t.Errorf("after a failed write the file holds %q", got)
	}
	if left := tempLeft(t, dir); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// TestWriteErrors: every refusal has a message of its own in both
// languages, names the file asked for, never the temporary file, and
// leaves nothing behind.
func TestWriteErrors(t *testing.T) {
	dir := t.TempDir()
	readOnly := filepath.Join(dir, "交叉表.xlsx")
	os.WriteFile(readOnly, []byte("kept"), 0o444)
	folder := filepath.Join(dir, "a folder.pdf")
	os.Mkdir(folder, 0o755)
	closing := func(w io.Writer) error { // a write error that names the file written to
		f := w.(*os.File)
		f.Close()
		_, err := f.Write([]byte("x"))
		return err
	}
	tests := []struct {
		path  string
		write func(io.Writer) error
		key   string
	}{
		{readOnly, writeText("new"), "document.error.read_only"},
		{filepath.Join(dir, "missing", "x.pdf"), writeText("x"), "document.error.no_folder"},
		{folder, writeText("x"), "document.error.is_folder"},
		{filepath.Join(dir, "x.pdf"), closing, "document.error.write"},
	}
	zh, en := i18n.MustLoad(i18n.Chinese), i18n.MustLoad(i18n.English)
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			err := Write(tt.path, tt.write)
			var fe *Error
			if !errors.As(err, &fe) || fe.Key != tt.key {
				t.Errorf("%s: %v, want %s", tt.path, err, tt.key)
				return
			}
			if strings.Contains(err.Error(), tempPrefix) || !strings.Contains(err.Error(), filepath.Dir(tt.path)) {
				t.Errorf("%s: message %q", tt.path, err)
			}
			for _, c := range []*i18n.Catalog{zh, en} {
				if !slices.Contains(c.Keys(), tt.key) {
					t.Errorf("%s: no %s in the %v catalogue", tt.key, tt.key, c.Lang())
				}
			}
			if text := i18n.Error(zh.T, err); strings.Contains(text, tempPrefix) || !strings.ContainsAny(text, "文件夹只写") {
				t.Errorf("%s: Chinese message %q", tt.path, text)
			}
		})
	}
	if !errors.Is(Write(readOnly, writeText("new")), ErrReadOnly) {
		t.Error("a read-only file: not ErrReadOnly")
	}
	if got, _ := os.ReadFile(readOnly); string(got) != "kept" {
		t.Errorf("the read-only file was replaced: %q", got)
	}
	if left := tempLeft(t, dir); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

func TestIsTempName(t *testing.T) {
	for name, want := range map[string]bool{
		".export-123.pdf": true, ".export-4021.xlsx": true, ".export-9": true,
		".export-.pdf": false, ".export-notes.pdf": false, "export-1.pdf": false, "成绩表.pdf": false,
	} {
		if isTempName(name) != want {
			t.Errorf("isTempName(%q) = %v", name, !want)
		}
	}
}

func TestWriteAll(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, ".export-31415.sgf"), []byte("(;"), 0o600) // a killed run's
	paths, err := WriteAll(dir, []File{{"R1-T01 张三-李四.sgf", writeText("(;GM[1])")}, {"R1-T02 王五-赵六.sgf", writeText("(;GM[1])")}})
	if err != nil || len(paths) != 2 {
		t.Fatalf("%v %v", paths, err)
	}
	for _, p := range paths {
		if data, err := os.ReadFile(p); err != nil || string(data) != "(;GM[1])" {
			t.Errorf("%s: %q %v", p, data, err)
		}
	}
	if left := tempLeft(t, dir); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
	// The first failure stops, with the paths written so far.
	os.WriteFile(filepath.Join(dir, "b.sgf"), nil, 0o444)
	paths, err = WriteAll(dir, []File{{"a.sgf", writeText("a")}, {"b.sgf", writeText("b")}, {"c.sgf", writeText("c")}})
	if !errors.Is(err, ErrReadOnly) || len(paths) != 1 {
		t.Errorf("%v %v", paths, err)
	}
}
