package viewer

import (
	"net/url"
	"testing"
)

// TestFileURL: the URL of a printed form names that form again, whatever
// its file name holds; a file URL written with the drive as its host reads
// as that drive.
func TestFileURL(t *testing.T) {
	for _, path := range []string{
		"/home/裁判/市少儿赛-少儿组 对阵表 第2轮.pdf",
		"/media/U盘/乙组 #2 100%-乙组 对阵表 第1轮.pdf",
		"/tmp/第1轮?.pdf",
		"/tmp/a%20b.pdf",
	} {
		t.Run(path, func(t *testing.T) {
			u := FileURL(path)
			if u.Scheme != "file" {
				t.Errorf("scheme %q", u.Scheme)
			}
			if got := Path(u); got != path {
				t.Errorf("Path(FileURL(%q)) = %q", path, got)
			}
		})
	}
	u, err := url.Parse("file://C:/比赛/对阵表.pdf")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := Path(u), "C:/比赛/对阵表.pdf"; got != want { // FromSlash is the identity on Linux
		t.Errorf("Path(%v) = %q, want %q", u, got, want)
	}
}
