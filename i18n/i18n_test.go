package i18n

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"text/template"
)

func TestCataloguesHaveTheSameKeys(t *testing.T) {
	en, zh := MustLoad(English), MustLoad(Chinese)
	for _, pair := range [][2]*Catalog{{en, zh}, {zh, en}} {
		for _, k := range pair[0].Keys() {
			if _, ok := pair[1].messages()[k]; !ok {
				t.Errorf("%s has %q, %s lacks it", pair[0].Lang(), k, pair[1].Lang())
			}
		}
	}
	for _, c := range []*Catalog{en, zh} {
		for k, v := range c.messages() {
			if _, err := template.New(k).Parse(v); err != nil {
				t.Errorf("%s %q: %v", c.Lang(), k, err)
			}
		}
	}
}

// keyUse finds message keys written in the source next to their English text.
var keyUse = regexp.MustCompile(`"((?:app|nav|menu|settings|status|error|problem|cli|action|rules|unit|file|language|about|tournament|clock)\.[a-z0-9_.]+)",\s*"`)

func TestEveryKeyInTheSourceIsTranslated(t *testing.T) {
	en := MustLoad(English)
	root := ".."
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "build" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range keyUse.FindAllStringSubmatch(string(src), -1) {
			if _, ok := en.messages()[m[1]]; !ok {
				t.Errorf("%s uses %q, which the catalogue lacks", path, m[1])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestLookup(t *testing.T) {
	zh := MustLoad(Chinese)
	if got := zh.T("error.file.exists", "", map[string]any{"Path": "a.wqa"}); got != "a.wqa 已存在，请换一个文件名。" {
		t.Errorf("zh error.file.exists = %q", got)
	}
	if got := zh.T("no.such.key", "Hello {{.Name}}", map[string]any{"Name": "李"}); got != "Hello 李" {
		t.Errorf("fallback = %q", got)
	}
	if Parse("zh_CN.UTF-8") != Chinese || Parse("en-GB") != English || Parse("fr") != "" {
		t.Error("Parse")
	}
}

type msgErr struct{}

func (msgErr) Error() string { return "raw" }
func (msgErr) MessageKey() (string, string, map[string]any) {
	return "error.file.not_found", "{{.Path}} does not exist.", map[string]any{"Path": "x.wqa"}
}

func TestError(t *testing.T) {
	zh := MustLoad(Chinese)
	wrapped := errors.Join(errors.New("context"), msgErr{})
	if got := Error(zh.T, wrapped); got != "x.wqa 不存在。" {
		t.Errorf("Error = %q", got)
	}
	if got := Error(zh.T, errors.New("plain")); got != "plain" {
		t.Errorf("Error(plain) = %q", got)
	}
}

func TestKeyError(t *testing.T) {
	err := fmt.Errorf("import: %w", &KeyError{Key: "opengotha.error.player", English: "Round {{.Round}} names a player who is not registered: {{.Name}}.",
		Args: map[string]any{"Round": 2, "Name": "AB"}})
	if got := err.Error(); got != "import: Round 2 names a player who is not registered: AB." {
		t.Errorf("English %q", got)
	}
	if got := Error(MustLoad(Chinese).T, err); !strings.Contains(got, "AB") || got == "Round 2 names a player who is not registered: AB." {
		t.Errorf("Chinese %q", got)
	}
}

// TestErrorNamesFilesInTheLanguage: a file the system cannot open is said
// in the user's language, with its path, however deep it is wrapped; the
// system's English stays out of it.
func TestErrorNamesFilesInTheLanguage(t *testing.T) {
	zh, en := MustLoad(Chinese), MustLoad(English)
	missing := filepath.Join(t.TempDir(), "名单.csv")
	_, openErr := os.Open(missing)
	err := fmt.Errorf("read %s: %w", missing, openErr)
	if got := Error(zh.T, err); got != missing+" 不存在。" {
		t.Errorf("Chinese: %q", got)
	}
	if got := Error(en.T, err); got != missing+" does not exist." {
		t.Errorf("English: %q", got)
	}
	denied := &fs.PathError{Op: "open", Path: "/srv/x.wqa", Err: fs.ErrPermission}
	if got := Error(zh.T, denied); got != "没有权限打开 /srv/x.wqa。" {
		t.Errorf("permission, Chinese: %q", got)
	}
	other := &fs.PathError{Op: "read", Path: "/mnt/usb/x.csv", Err: errors.New("input/output error")}
	if got := Error(en.T, other); got != "/mnt/usb/x.csv cannot be read (input/output error)." {
		t.Errorf("other, English: %q", got)
	}
}
