package venue

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"weiqi-arbiter/domain/tournament"
)

// TestBrowserStandingsOnAPhone: at 390 px, in Chinese, the standings and
// the crosstable are a line a player (place, name, points, first
// tiebreak) that fits the screen with each name on one line; a tap opens
// the rest of the row. A wide screen shows the whole table.
func TestBrowserStandingsOnAPhone(t *testing.T) {
	ctx := browser(t)
	e := newEvent(t)
	for table, r := range []tournament.Result{"B+R", "W+7.5", "B+R", "W+F"} {
		e.store.SetResultAt(e.group.ID, 1, table+1, r)
	}
	base := serve(t, e, Options{})
	type look struct {
		Wide, Lines, Phone int
		Tall               float64
		Open               string
	}
	for _, kind := range []string{"standings", "crosstable"} {
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(base+"/"+kind+"/少年组?lang=zh"),
			chromedp.WaitVisible(chromedp.CSS(`.phone summary`))); err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		screenshot(t, ctx, "phone-"+kind+"-zh")
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.phone details summary`))); err != nil {
			t.Fatal(err)
		}
		screenshot(t, ctx, "phone-"+kind+"-zh-open")
		got, err := chromedp.Run(ctx, chromedp.Evaluate[look](`(function(){
			var s = document.querySelectorAll(".phone summary"), tall = 0;
			s.forEach(function(x){ tall = Math.max(tall, x.getBoundingClientRect().height); });
			var line = parseFloat(getComputedStyle(document.body).lineHeight) || 24;
			var d = document.querySelector(".phone details[open] dl");
			return {Wide: document.documentElement.scrollWidth, Lines: s.length, Tall: tall / line,
				Phone: document.querySelector(".not-phone") ? document.querySelector(".not-phone").offsetHeight : -1,
				Open: d ? d.innerText : ""};
		})()`))
		if err != nil {
			t.Fatal(err)
		}
		if got.Wide > 390 {
			t.Errorf("%s: %d px wide on a 390 px screen", kind, got.Wide)
		}
		if got.Lines != 8 || got.Tall > 1.6 {
			t.Errorf("%s: %d lines, the tallest %.1f lines high", kind, got.Lines, got.Tall)
		}
		if got.Phone != 0 {
			t.Errorf("%s: the wide table shows on the phone too (%d px)", kind, got.Phone)
		}
		if !strings.Contains(got.Open, "单位") {
			t.Errorf("%s: the opened line shows %q, not the rest of the row", kind, got.Open)
		}
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(base+"/"+kind+"/少年组?lang=zh"),
			chromedp.WaitVisible(chromedp.CSS(`.not-phone table`))); err != nil {
			t.Errorf("%s on a wide screen: %v", kind, err)
		}
		screenshot(t, ctx, fmt.Sprintf("wide-%s-zh", kind))
	}
}

// TestBrowserPairingsFitAPhone: a round's pairings at 390 px, in English
// (the longer words) and Chinese, fit the screen: no column cut off.
func TestBrowserPairingsFitAPhone(t *testing.T) {
	ctx := browser(t)
	e := newEvent(t)
	e.store.SetResultAt(e.group.ID, 1, 1, "B+R")
	e.store.SetResultAt(e.group.ID, 1, 2, "W+7.5")
	base := serve(t, e, Options{})
	for _, l := range []string{"en", "zh"} {
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(base+"/round/少年组/1?lang="+l),
			chromedp.WaitVisible(chromedp.CSS(`table`))); err != nil {
			t.Fatal(err)
		}
		screenshot(t, ctx, "phone-pairings-"+l)
		wide, err := chromedp.Run(ctx, chromedp.Evaluate[int](`Math.max(document.documentElement.scrollWidth, document.querySelector(".wide").scrollWidth)`))
		if err != nil {
			t.Fatal(err)
		}
		if wide > 390 {
			t.Errorf("%s: the pairings are %d px wide on a 390 px screen", l, wide)
		}
	}
}
