package storage

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// maxFuncLines is the longest a function of storage may be: storage keeps
// queries, rows, the audit log, backups and migrations, and a function
// longer than this is doing more than one of them (or deciding a rule,
// which is arbiter's and the domain's).
const maxFuncLines = 80

// TestFunctionsAreShort: no function of storage runs longer than
// maxFuncLines lines.
func TestFunctionsAreShort(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fs := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fs, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			if n := fs.Position(fd.End()).Line - fs.Position(fd.Pos()).Line + 1; n > maxFuncLines {
				t.Errorf("%s: %s is %d lines long (at most %d)", fs.Position(fd.Pos()), fd.Name.Name, n, maxFuncLines)
			}
		}
	}
}
