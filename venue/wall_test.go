package venue

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"weiqi-arbiter/arbiter"
)

// serveStore runs a server over s on 127.0.0.1, with its change watch,
// until the test ends.
func serveStore(t testing.TB, s *arbiter.Arbiter, opts Options) string {
	t.Helper()
	opts.Poll = 50 * time.Millisecond
	srv, err := New(s, opts)
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
	srv, err := New(s, Options{})
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

// holdTurns keeps a page's timers of %d ms (the wall's turn to its next
// screenful, after its every seconds) in window.__turns, for the test to
// fire one by one: what the test sees of each screenful then does not hang
// on how fast a loaded machine looks at it.
const holdTurns = `window.__turns = [];
(function () {
  var later = window.setTimeout;
  window.setTimeout = function (f, ms) {
    if (ms === %d) { window.__turns.push(f); return 0; }
    return later.apply(window, arguments);
  };
})();`

// TestBrowserWallShowsEveryTable: on a projector of 1920×1080 and of
// 1024×768, the wall shows each of the 151 tables of a round, wholly on
// the screen, within one cycle (its screenfuls, then the next group).
// The wall's turns are fired by the test (holdTurns), each screenful
// looked at before the next.
func TestBrowserWallShowsEveryTable(t *testing.T) {
	ctx := browser(t)
	s, _, _, _ := bigEvent(t, 302)
	base := serveStore(t, s, Options{})
	const every = 5
	if _, err := chromedp.Call(ctx, cdppage.AddScriptToEvaluateOnNewDocument,
		cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: fmt.Sprintf(holdTurns, every*1000)}); err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int64{{1920, 1080}, {1024, 768}} {
		name := fmt.Sprintf("%dx%d", size[0], size[1])
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(size[0], size[1]), chromedp.Navigate(fmt.Sprintf("%s/display?every=%d&lang=zh", base, every)),
			chromedp.WaitVisible(chromedp.CSS(`#wall table`))); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		seen := map[int]bool{}
		var pages, font int
		type state struct {
			Page, Pages, Font int
			Shown             []int
			Outside           int
			Next, Path        string
		}
		read := func() (state, error) {
			return chromedp.Run(ctx, chromedp.Evaluate[state](`(function(){
				var w = document.getElementById("wall"), out = 0, shown = [];
				if (!w) return {Path: location.pathname + location.search};
				w.querySelectorAll("tbody tr").forEach(function(r){
					var b = r.getBoundingClientRect();
					if (b.bottom > innerHeight + 0.5 || b.right > document.documentElement.clientWidth + 0.5 || b.top < 0) out++;
					shown.push(+r.cells[0].textContent);
				});
				return {Page: +w.getAttribute("data-page"), Pages: +w.getAttribute("data-pages"),
					Font: parseInt(w.style.fontSize), Shown: shown, Outside: out,
					Next: w.getAttribute("data-next"), Path: location.pathname + location.search};
			})()`))
		}
		look := func() state {
			now, err := read()
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			return now
		}
		turn := func() {
			if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.__turns.shift()(), undefined`)); err != nil {
				t.Fatalf("%s: turn: %v", name, err)
			}
		}
		var next string
		for shot := 1; ; shot++ {
			now := look()
			if now.Page != shot || now.Pages < 1 || now.Pages > 20 {
				t.Fatalf("%s: screenful %d of %d shown, %d due", name, now.Page, now.Pages, shot)
			}
			if now.Outside > 0 {
				t.Fatalf("%s: screenful %d has %d rows off the screen", name, now.Page, now.Outside)
			}
			screenshot(t, ctx, fmt.Sprintf("wall-%s-%d", name, shot))
			pages, font, next = now.Pages, now.Font, now.Next
			for _, n := range now.Shown {
				seen[n] = true
			}
			turn()
			if shot == now.Pages {
				break
			}
		}
		// After its last screenful the wall goes on to the next group (here
		// the same one again), from its first screenful.
		for {
			now, err := read() // fails while the next page loads
			if err == nil && now.Path == next && now.Pages > 0 {
				if now.Page != 1 {
					t.Errorf("%s: the next group starts at screenful %d", name, now.Page)
				}
				break
			}
			if ctx.Err() != nil {
				t.Fatalf("%s: after the last screenful the wall is at %s, not %s: %v", name, now.Path, next, err)
			}
			time.Sleep(100 * time.Millisecond)
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
