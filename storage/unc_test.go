package storage

import (
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
)

// TestFileURIOfAShare: a file on a Windows network share (\\server\share)
// has a path that begins with two separators; its URI must not make
// "server" the URI's host, which SQLite refuses ("invalid uri authority").
// On Linux a path that begins with two slashes names the same file as with
// one, so the URI of "//tmp/…" is opened here as the share's would be.
func TestFileURIOfAShare(t *testing.T) {
	path := closedStore(t)
	share := "/" + filepath.ToSlash(path) // //tmp/…/event.wqa
	db, err := sql.Open("sqlite", dsn(share, true))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var name string
	if err := db.QueryRow("SELECT name_zh FROM players").Scan(&name); err != nil || name != "张三" {
		t.Errorf("the file through %s: %q, %v", fileURI(share), name, err)
	}
	for path, want := range map[string]string{
		`//server/share/乙组 #2.wqa`: "file:////server/share/乙组 %232.wqa",
		`/home/a/event.wqa`:        "file:/home/a/event.wqa",
		`event.wqa`:                "file:event.wqa",
		`C:/Users/a/100%.wqa`:      "file:C:/Users/a/100%25.wqa",
	} {
		if got := fileURI(path); got != want {
			t.Errorf("fileURI(%q) = %q, want %q", path, got, want)
		}
	}
	if strings.HasPrefix(fileURI(`//?/C:/long/event.wqa`), "file://?") {
		t.Error("a long-path prefix read as a host")
	}
}
