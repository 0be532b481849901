package venue

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/storage"
)

// serveStore runs a server over s on 127.0.0.1, with its change watch,
// until the test ends.
func serveStore(t testing.TB, s *storage.Store, opts Options) string {
	t.Helper()
	opts.Poll = 50 * time.Millisecond
	srv, err := New(arbiter.New(s), opts)
	if err != nil {
		t.Fatal(err)
	}
	return listen(t, srv)
}

// listen runs srv on 127.0.0.1 until the test ends and returns its base
// address.
func listen(t testing.TB, srv *Server) string {
	t.Helper()
	ln, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { srv.Serve(ctx, ln); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
	return "http://" + ln.Addr().String()
}

// TestDisplayJSONListsEveryTable: display.json holds every table of the
// round it shows, with its number, however many.
func TestDisplayJSONListsEveryTable(t *testing.T) {
	s, _, games, _ := bigEvent(t, 302)
	srv, err := New(arbiter.New(s), Options{})
	if err != nil {
		t.Fatal(err)
	}
	var d struct {
		Tables []int      `json:"tables"`
		Rows   [][]string `json:"rows"`
		Next   string     `json:"next"`
	}
	if err := json.Unmarshal(get(srv, "/display.json", "zh").Body.Bytes(), &d); err != nil {
		t.Fatal(err)
	}
	if len(games) != 151 || len(d.Tables) != 151 || len(d.Rows) != 151 {
		t.Fatalf("%d games, %d tables listed, %d rows", len(games), len(d.Tables), len(d.Rows))
	}
	for i, n := range d.Tables {
		if n != i+1 || d.Rows[i][0] != fmt.Sprint(i+1) {
			t.Fatalf("line %d: table %d (%q)", i, n, d.Rows[i][0])
		}
	}
	if d.Next != "/display?every=15&i=0" {
		t.Errorf("next: %q", d.Next)
	}
}

// TestBrowserWallShowsEveryTable: on a projector of 1920×1080 and of
// 1024×768, the wall shows each of the 151 tables of a round, wholly on
// the screen, within one cycle (its screenfuls, then the next group).
func TestBrowserWallShowsEveryTable(t *testing.T) {
	ctx := browser(t)
	s, _, _, _ := bigEvent(t, 302)
	base := serveStore(t, s, Options{})
	for _, size := range [][2]int64{{1920, 1080}, {1024, 768}} {
		name := fmt.Sprintf("%dx%d", size[0], size[1])
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(size[0], size[1]), chromedp.Navigate(base+"/display?every=5&lang=zh"),
			chromedp.WaitVisible(chromedp.CSS(`#wall table`))); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		seen := map[int]bool{}
		var pages, font int
		shot := 0
		start := time.Now()
		for time.Since(start) < 40*time.Second {
			type state struct {
				Page, Pages, Font int
				Shown             []int
				Outside           int
				Path              string
			}
			now, err := chromedp.Run(ctx, chromedp.Evaluate[state](`(function(){
				var w = document.getElementById("wall"), out = 0, shown = [];
				if (!w) return {Path: location.pathname + location.search};
				w.querySelectorAll("tbody tr").forEach(function(r){
					var b = r.getBoundingClientRect();
					if (b.bottom > innerHeight + 0.5 || b.right > document.documentElement.clientWidth + 0.5 || b.top < 0) out++;
					shown.push(+r.cells[0].textContent);
				});
				return {Page: +w.getAttribute("data-page"), Pages: +w.getAttribute("data-pages"),
					Font: parseInt(w.style.fontSize), Shown: shown, Outside: out, Path: location.pathname + location.search};
			})()`))
			if err != nil {
				time.Sleep(200 * time.Millisecond) // between two pages
				continue
			}
			if now.Pages == 0 {
				time.Sleep(200 * time.Millisecond)
				continue
			}
			if now.Outside > 0 {
				t.Fatalf("%s: screenful %d has %d rows off the screen", name, now.Page, now.Outside)
			}
			if now.Page < shot {
				break // the cycle began again
			}
			if now.Page > shot {
				shot = now.Page
				screenshot(t, ctx, fmt.Sprintf("wall-%s-%d", name, shot))
			}
			pages, font = now.Pages, now.Font
			for _, n := range now.Shown {
				seen[n] = true
			}
			time.Sleep(500 * time.Millisecond)
		}
		var missing []int
		for n := 1; n <= 151; n++ {
			if !seen[n] {
				missing = append(missing, n)
			}
		}
		if len(missing) > 0 {
			t.Errorf("%s: %d tables never shown in a cycle of %d screenfuls: %v", name, len(missing), pages, missing)
		}
		// A 70th of the screen's height is about a centimetre on a wall two
		// metres high: read from the back of a school hall.
		if float64(font) < float64(size[1])/70 {
			t.Errorf("%s: type of %d px, too small to read across a hall", name, font)
		}
		t.Logf("%s: %d screenfuls at %d px", name, pages, font)
	}
}
