package venue

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/reports/document"
)

// browser starts headless Chromium (Debian's chromium, which make test
// installs) with a phone-sized window, or skips the test when there is none.
func browser(t *testing.T) context.Context {
	t.Helper()
	path := ""
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			path = p
			break
		}
	}
	if path == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("no Chromium to drive (apt-get install chromium)")
		}
		t.Skip("no Chromium installed: the browser tests are skipped")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path), chromedp.WindowSize(390, 844), chromedp.NoSandbox, chromedp.Flag("lang", "zh-CN"))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(func() { cancelTime(); cancelCtx(); cancelAlloc() })
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844)); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	return ctx
}

// serve runs the server on 127.0.0.1 with its change watch, as the
// window and the serve command do.
func serve(t *testing.T, e *event, opts Options) string {
	t.Helper()
	return serveStore(t, e.store, opts)
}

// screenshot keeps the phone's screen in build/screenshots.
func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	dir := filepath.Join("..", "build", "screenshots")
	if err := os.MkdirAll(dir, 0o755); err == nil {
		os.WriteFile(filepath.Join(dir, "venue-"+name+".png"), png, 0o644)
	}
}

// text is the text of the first element sel matches.
// text is the text of the first node sel matches. A page that follows the
// event replaces parts of itself in place, so a node found may be gone an
// instant later ("No node with given id"): the read is tried again for a
// few seconds before the test fails.
func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	var err error
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		var s string
		if s, err = chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel))); err == nil {
			return s
		}
	}
	t.Fatalf("text of %s: %v", sel, err)
	return ""
}

func TestBrowserFindsTables(t *testing.T) {
	ctx := browser(t)
	e := newEvent(t)
	base := serve(t, e, Options{})
	for _, tt := range []struct{ query, shot string }{{"张三", "find-zh"}, {"zs", "find-zs"}} {
		t.Run(tt.query, func(t *testing.T) {
			err := chromedp.Do(ctx,
				chromedp.Navigate(base+"/find?lang=zh"),
				chromedp.WaitVisible(chromedp.CSS(`input[name=q]`)),
				chromedp.SendKeys(chromedp.CSS(`input[name=q]`), tt.query),
				chromedp.Submit(chromedp.CSS(`input[name=q]`)),
				chromedp.WaitVisible(chromedp.CSS(`.card`)),
			)
			if err != nil {
				t.Fatalf("%s: %v", tt.query, err)
			}
			screenshot(t, ctx, tt.shot)
			first, _, _ := strings.Cut(text(t, ctx, "main"), "对阵表")
			for _, want := range []string{"张三", "第1台", "执黑", "李四"} {
				if !strings.Contains(first, want) {
					t.Errorf("typing %q: the first card lacks %q:\n%s", tt.query, want, first)
				}
			}
		})
	}
}

func TestBrowserPagesOnAPhone(t *testing.T) {
	ctx := browser(t)
	e := newEvent(t)
	e.store.SetResultAt(e.group.ID, 1, 1, "B+R")
	e.store.SetResultAt(e.group.ID, 1, 2, "W+7.5")
	e.store.SetResultAt(e.group.ID, 1, 3, "0")
	e.store.SetResultAt(e.group.ID, 1, 4, "B+F")
	e.store.SetReporting(true, false)
	base := serve(t, e, Options{DeskPassword: "pw"})
	code := slipCode(t, e.store, e.games[0].ID)
	for _, p := range []struct{ path, name, want string }{
		{"/?lang=zh", "index-zh", "少年组"},
		{"/?lang=en", "index-en", "Find your table"},
		{"/round/少年组/1?lang=zh", "round-zh", "黑中盘胜"},
		{"/standings/少年组?lang=zh", "standings-zh", "名次"},
		{"/crosstable/少年组?lang=en", "crosstable-en", "Points"},
		{"/display?lang=zh", "display-zh", "扫码查台号"},
		{"/report/" + code + "?lang=zh", "report-zh", "本局结果：黑中盘胜"},
		{"/desk?lang=en", "desk-en", "Desk name"},
	} {
		t.Run(p.name, func(t *testing.T) {
			if err := chromedp.Do(ctx, chromedp.Navigate(base+p.path), chromedp.WaitVisible(chromedp.CSS(`main`))); err != nil {
				t.Fatalf("%s: %v", p.path, err)
			}
			screenshot(t, ctx, p.name)
			if !strings.Contains(text(t, ctx, "body"), p.want) {
				t.Errorf("%s: does not show %q", p.path, p.want)
			}
		})
	}
}

func TestBrowserReportAcceptedAtTheDesk(t *testing.T) {
	ctx := browser(t)
	e := newEvent(t)
	e.store.SetReporting(true, false)
	base := serve(t, e, Options{DeskPassword: "pw"})
	code := slipCode(t, e.store, e.games[0].ID)
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/report/"+code+"?lang=zh"),
		chromedp.Click(chromedp.CSS(`input[name=winner][value=w]`)),
		chromedp.Click(chromedp.CSS(`input[name=how][value=resign]`)),
		chromedp.Submit(chromedp.CSS(`input[name=how]`)),
		chromedp.WaitVisible(chromedp.CSS(`p.ok`)),
	)
	if err != nil {
		t.Fatal(err)
	}
	screenshot(t, ctx, "reported-zh")
	if said := text(t, ctx, "p.ok"); !strings.Contains(said, "待裁判确认") || gameResult(t, e.store, e.group.ID, 1) != tournament.NoResult {
		t.Fatalf("after reporting: %q, result %q", said, gameResult(t, e.store, e.group.ID, 1))
	}
	err = chromedp.Do(ctx,
		chromedp.Navigate(base+"/desk?lang=zh"),
		chromedp.SendKeys(chromedp.CSS(`input[name=desk]`), "第二台"),
		chromedp.SendKeys(chromedp.CSS(`input[name=password]`), "pw"),
		chromedp.Submit(chromedp.CSS(`input[name=password]`)),
		chromedp.WaitReady(chromedp.CSS(`input[name=report]`)),
	)
	if err != nil {
		t.Fatal(err)
	}
	screenshot(t, ctx, "desk-zh")
	if desk := text(t, ctx, "main"); !strings.Contains(desk, "白中盘胜") {
		t.Errorf("the desk does not show the report:\n%s", desk)
	}
	err = chromedp.Do(ctx,
		chromedp.Submit(chromedp.CSS(`input[name=report]`)),
		chromedp.WaitVisible(chromedp.CSS(`p.ok`)),
	)
	if err != nil {
		t.Fatal(err)
	}
	if r := gameResult(t, e.store, e.group.ID, 1); r != "W+R" {
		t.Errorf("accepted: %q", r)
	}
}

func TestBrowserSeesAPublishWithoutReload(t *testing.T) {
	ctx := browser(t)
	e := newEvent(t)
	base := serve(t, e, Options{})
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/?lang=zh"), chromedp.WaitVisible(chromedp.CSS(`main`))); err != nil {
		t.Fatal(err)
	}
	// The arbiter publishes round 2 in the window; the open page shows it.
	if err := e.store.PublishRound(e.group.ID, 2); err != nil {
		t.Fatal(err)
	}
	// The page reloads itself when told: ask until it shows round 2 (a
	// question asked while it reloads fails and is asked again).
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		shown, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.body.innerText.includes("第2轮")`))
		if err == nil && shown {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("round 2 did not appear within 15 s without a reload: %v", err)
		}
	}
}

// TestBrowserSlipQRCodeLeadsToItsReport prints the round's result slips
// with the served address, reads the QR code of table 1 back from the
// printed PDF (pdftoppm, zbarimg) and opens it: the page is that game's
// report page.
func TestBrowserSlipQRCodeLeadsToItsReport(t *testing.T) {
	for _, tool := range []string{"pdftoppm", "zbarimg"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("%s missing (apt-get install poppler-utils zbar-tools)", tool)
			}
			t.Skipf("%s not installed: the slip's QR code cannot be read back", tool)
		}
	}
	ctx := browser(t)
	e := newEvent(t)
	e.store.SetReporting(true, false)
	base := serve(t, e, Options{})
	dir := t.TempDir()
	pdf := filepath.Join(dir, "slips.pdf")
	_, err := e.store.Export(document.Request{Kind: document.Slips, Group: e.group, Round: 1, Path: pdf,
		T: i18n.MustLoad(i18n.Chinese).T, VenueURL: base})
	if err != nil {
		t.Fatal(err)
	}
	// The first page holds tables 1–4; table 1's slip is the top quarter.
	if out, err := exec.Command("pdftoppm", "-png", "-r", "200", "-f", "1", "-l", "1", "-y", "0", "-H", "580", "-W", "2000", pdf, filepath.Join(dir, "slip")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v %s", err, out)
	}
	pngs, _ := filepath.Glob(filepath.Join(dir, "slip*.png"))
	if len(pngs) != 1 {
		t.Fatalf("rendered %v", pngs)
	}
	out, err := exec.Command("zbarimg", "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", pngs[0]).Output()
	if err != nil {
		t.Fatalf("no QR code read from table 1's slip: %v", err)
	}
	url := strings.TrimSpace(string(out))
	want := base + "/report/" + slipCode(t, e.store, e.games[0].ID)
	if url != want {
		t.Fatalf("the slip's QR code reads %q, want %q", url, want)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"?lang=zh"), chromedp.WaitVisible(chromedp.CSS(`main`))); err != nil {
		t.Fatal(err)
	}
	page := text(t, ctx, "main")
	for _, want := range []string{"第1台", "张三", "李四", "黑胜"} {
		if !strings.Contains(page, want) {
			t.Errorf("the report page lacks %q:\n%s", want, page)
		}
	}
}

// deskSignIn signs the browser in as the desk 第二台 (password pw) and
// waits for the desk's page.
func deskSignIn(t *testing.T, ctx context.Context, base string) {
	t.Helper()
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/desk?lang=zh"),
		chromedp.SendKeys(chromedp.CSS(`input[name=desk]`), "第二台"),
		chromedp.SendKeys(chromedp.CSS(`input[name=password]`), "pw"),
		chromedp.Submit(chromedp.CSS(`input[name=password]`)),
		chromedp.WaitReady(chromedp.CSS(`#desk-live`)),
	)
	if err != nil {
		t.Fatal(err)
	}
}

// TestBrowserDeskFollowsWithoutReload: a desk signed in with a half-typed
// entry sees a result entered in the window leave its list of open games
// by itself, and keeps what it was typing.
func TestBrowserDeskFollowsWithoutReload(t *testing.T) {
	ctx := browser(t)
	e := newEvent(t)
	base := serve(t, e, Options{DeskPassword: "pw"})
	deskSignIn(t, ctx, base)
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(`input[name=entry]`), "3 ")); err != nil {
		t.Fatal(err)
	}
	if live := text(t, ctx, "#desk-live"); !strings.Contains(live, "王五") {
		t.Fatalf("table 2 (王五 – 赵六) is not among the open games:\n%s", live)
	}
	// The arbiter enters table 2 in the window.
	if err := e.store.SetResultAt(e.group.ID, 1, 2, "B+R"); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		gone, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`!document.getElementById("desk-live").innerText.includes("王五")`))
		if err == nil && gone {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("table 2 still listed as open 15 s after its result: %v", err)
		}
	}
	typed, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector("input[name=entry]").value`))
	if err != nil || typed != "3 " {
		t.Errorf("the half-typed entry became %q (%v), want %q kept", typed, err, "3 ")
	}
	if live := text(t, ctx, "#desk-live"); !strings.Contains(live, "张三") {
		t.Errorf("table 1, still open, left the list:\n%s", live)
	}
}

// TestBrowserDeskFollowsTheNextRound: a desk on the round being played
// moves to the next round when the arbiter publishes it.
func TestBrowserDeskFollowsTheNextRound(t *testing.T) {
	ctx := browser(t)
	e := newEvent(t)
	base := serve(t, e, Options{DeskPassword: "pw"})
	deskSignIn(t, ctx, base)
	if h := text(t, ctx, "main h2"); !strings.Contains(h, "第1轮") {
		t.Fatalf("the desk opens on %q; want round 1", h)
	}
	if err := e.store.PublishRound(e.group.ID, 2); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		h, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector("main h2").innerText`))
		if err == nil && strings.Contains(h, "第2轮") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the desk still shows %q 15 s after round 2 was published (%v)", h, err)
		}
	}
}
