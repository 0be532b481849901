// Command hallload measures the venue server under the hall's load from a
// process of its own, as a real hall's phones are: it makes a 2,000-player
// event (round 1 of 1,000 tables published, half its results in), starts
// the server on 127.0.0.1 as a child process (this same program, "serve",
// through the command line's serve), and then runs the phones and a desk
// against it:
//
//	go run ./venue/testdata/hallload [-phones 1000] [-for 10s] [-streams 300]
//
// Each phone asks find-your-table (a Chinese name, its pinyin or its
// initials) with a think time of 0 to 0.8 s, on its own connection; the
// desk signs in and enters a result every 0.25 s; -streams phones keep a
// live page open (server-sent events) and count what they are told. It
// prints the request rate, the phones' p50/p99, the desk's p99, failures
// by kind, and the CPU the server process used. Every loop is bounded by
// -for; the server listens on 127.0.0.1 only and is stopped at the end.
// (Under testdata, so that go build ./... and go test ./... leave it out.)
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"weiqi-arbiter/arbiter"

	"weiqi-arbiter/cli"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "serve" {
		// The server: the command line's own serve, until killed.
		env := &cli.Env{Stdout: os.Stdout, Stderr: os.Stderr, Version: "hallload", Msg: i18n.MustLoad(i18n.English)}
		os.Exit(cli.Run(env, os.Args[1:]))
	}
	phones := flag.Int("phones", 1000, "phones asking find-your-table")
	players := flag.Int("players", 2000, "players of the event")
	dur := flag.Duration("for", 10*time.Second, "how long the load runs")
	streams := flag.Int("streams", 0, "phones keeping a live page open")
	flag.Parse()
	if err := run(*phones, *players, *streams, *dur); err != nil {
		fmt.Fprintln(os.Stderr, "hallload:", err)
		os.Exit(1)
	}
}

var (
	surnames   = []rune("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤单")
	givenChars = []rune("伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英子轩浩然宇涵梓晨欣怡一诺思远博文嘉佳琪雨泽子墨昊天若曦")
)

// makeEvent writes the event and returns the names to look for and the
// tables without a result.
func makeEvent(path string, n int) ([]string, []int, error) {
	st := tournament.NewSettings("全国少儿围棋大赛", tournament.Rules2002)
	st.Groups = []tournament.Group{{Name: "少儿组", System: tournament.Swiss, Rounds: 7}}
	s, err := storage.Create(path, st, storage.Options{})
	if err != nil {
		return nil, nil, err
	}
	defer s.Close()
	a := arbiter.New(s)
	g, err := a.Group("少儿组")
	if err != nil {
		return nil, nil, err
	}
	rng := rand.New(rand.NewPCG(15, 2026))
	ps := make([]tournament.Player, n)
	var names []string
	for i := range ps {
		name := string(surnames[min(rng.IntN(len(surnames)), rng.IntN(len(surnames)))]) + string(givenChars[rng.IntN(len(givenChars))])
		if rng.IntN(2) == 0 {
			name += string(givenChars[rng.IntN(len(givenChars))])
		}
		ps[i] = tournament.Player{NameZh: name, GroupID: g.ID, Rank: fmt.Sprintf("%dk", 1+rng.IntN(20)), Club: "棋院" + fmt.Sprint(rng.IntN(60))}
		names = append(names, name)
	}
	if err := a.ImportPlayers(ps); err != nil {
		return nil, nil, err
	}
	if ps, err = a.Players(); err != nil {
		return nil, nil, err
	}
	games := make([]tournament.Game, n/2)
	var open []int
	for i := range games {
		games[i] = tournament.Game{Table: i + 1, Black: ps[2*i].ID, White: ps[2*i+1].ID}
		if i%2 == 0 {
			games[i].Result = "B+R"
		} else {
			open = append(open, i+1)
		}
	}
	if err := a.SavePairing(g, 1, games, nil); err != nil {
		return nil, nil, err
	}
	return names, open, a.PublishRound(g.ID, 1)
}

func run(phones, players, streams int, dur time.Duration) error {
	dir, err := os.MkdirTemp("", "hallload")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "hall.wqa")
	names, open, err := makeEvent(path, players)
	if err != nil {
		return fmt.Errorf("make the event: %w", err)
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	srv := exec.Command(self, "serve", path, "--addr", "127.0.0.1:0", "--desk-password", "pw")
	out, err := srv.StdoutPipe()
	if err != nil {
		return err
	}
	srv.Stderr = os.Stderr
	if err := srv.Start(); err != nil {
		return err
	}
	defer func() {
		srv.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { srv.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			srv.Process.Kill()
		}
	}()
	base, err := serverAddress(out)
	if err != nil {
		return err
	}
	go io.Copy(io.Discard, out)
	cpu0 := processCPU(srv.Process.Pid)

	tr := &http.Transport{MaxIdleConns: phones + 10, MaxIdleConnsPerHost: phones + 10, IdleConnTimeout: time.Minute}
	client := &http.Client{Transport: tr, Timeout: 15 * time.Second}
	deadline := time.Now().Add(dur)
	var (
		mu        sync.Mutex
		latencies []time.Duration
		failed    = map[string]int{}
		told      atomic.Int64
		wg        sync.WaitGroup
	)
	fail := func(kind string) {
		mu.Lock()
		failed[kind]++
		mu.Unlock()
	}
	streamCtx, stopStreams := context.WithDeadline(context.Background(), deadline.Add(2*time.Second))
	defer stopStreams()
	for i := range streams {
		wg.Go(func() {
			req, _ := http.NewRequestWithContext(streamCtx, "GET", base+"/events?t=event+seat/"+strconv.Itoa(i+1), nil)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				fail("stream")
				return
			}
			defer resp.Body.Close()
			sc := bufio.NewScanner(resp.Body)
			first := true
			for sc.Scan() {
				if strings.HasPrefix(sc.Text(), "data: ") {
					if !first {
						told.Add(1)
					}
					first = false
				}
			}
		})
	}
	start := time.Now()
	for p := range phones {
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(uint64(p), 15))
			var mine []time.Duration
			for time.Now().Before(deadline) {
				time.Sleep(time.Duration(rng.Int64N(int64(800 * time.Millisecond))))
				if time.Now().After(deadline) {
					break
				}
				q := names[rng.IntN(len(names))]
				t0 := time.Now()
				resp, err := client.Get(base + "/find?q=" + url.QueryEscape(q))
				if err != nil {
					fail(errorKind(err))
					continue
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK {
					fail("status " + strconv.Itoa(resp.StatusCode))
					continue
				}
				mine = append(mine, time.Since(t0))
			}
			mu.Lock()
			latencies = append(latencies, mine...)
			mu.Unlock()
		})
	}
	var desk []time.Duration
	wg.Go(func() {
		var err error
		if desk, err = deskLoad(base, open, deadline); err != nil {
			fail("desk: " + err.Error())
		}
	})
	wg.Wait()
	elapsed := time.Since(start)
	cpu := processCPU(srv.Process.Pid) - cpu0
	slices.Sort(latencies)
	slices.Sort(desk)
	pct := func(d []time.Duration, p float64) float64 {
		if len(d) == 0 {
			return 0
		}
		return float64(d[min(len(d)-1, int(float64(len(d))*p))]) / float64(time.Millisecond)
	}
	load, _ := os.ReadFile("/proc/loadavg")
	fmt.Printf("phones %d, %v: %d requests, %.0f req/s, p50 %.2f ms, p99 %.1f ms, max %.1f ms\n",
		phones, dur, len(latencies), float64(len(latencies))/elapsed.Seconds(), pct(latencies, 0.5), pct(latencies, 0.99), pct(latencies, 1))
	fmt.Printf("desk: %d saves over HTTP, p99 %.1f ms, max %.1f ms\n", len(desk), pct(desk, 0.99), pct(desk, 1))
	fmt.Printf("server process: %.2f cores, %.0f µs of CPU a request\n", cpu.Seconds()/elapsed.Seconds(), float64(cpu.Microseconds())/float64(max(1, len(latencies))))
	if streams > 0 {
		fmt.Printf("live pages: %d open, told of %d changes\n", streams, told.Load())
	}
	fmt.Printf("failures: %v; load average: %s", failed, load)
	return nil
}

var listening = regexp.MustCompile(`http://127\.0\.0\.1:\d+/`)

// serverAddress waits for the server to say where it listens.
func serverAddress(out io.Reader) (string, error) {
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if u := listening.FindString(sc.Text()); u != "" {
				found <- strings.TrimSuffix(u, "/")
				return
			}
		}
		close(found)
	}()
	select {
	case u, ok := <-found:
		if !ok {
			return "", fmt.Errorf("the server stopped before it listened")
		}
		return u, nil
	case <-time.After(60 * time.Second):
		return "", fmt.Errorf("the server did not say where it listens")
	}
}

var csrfField = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

// deskLoad signs a desk in and enters "T b" for the open tables in turn,
// one each 0.25 s, until the deadline.
func deskLoad(base string, tables []int, deadline time.Time) ([]time.Duration, error) {
	jar := &cookies{}
	c := &http.Client{Jar: jar, Timeout: 15 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	page := func(resp *http.Response, err error) (string, error) {
		if err != nil {
			return "", err
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		return string(b), err
	}
	body, err := page(c.Get(base + "/desk"))
	if err != nil {
		return nil, err
	}
	m := csrfField.FindStringSubmatch(body)
	if m == nil {
		return nil, fmt.Errorf("no sign-in form")
	}
	if _, err := page(c.PostForm(base+"/desk/login", url.Values{"csrf": {m[1]}, "desk": {"第二台"}, "password": {"pw"}})); err != nil {
		return nil, err
	}
	if body, err = page(c.Get(base + "/desk")); err != nil {
		return nil, err
	}
	if m = csrfField.FindStringSubmatch(body); m == nil {
		return nil, fmt.Errorf("not signed in")
	}
	var out []time.Duration
	for _, t := range tables {
		time.Sleep(250 * time.Millisecond)
		if time.Now().After(deadline) {
			break
		}
		t0 := time.Now()
		resp, err := c.PostForm(base+"/desk/result", url.Values{"csrf": {m[1]}, "group": {"少儿组"}, "round": {"1"}, "entry": {strconv.Itoa(t) + " b"}})
		if _, err := page(resp, err); err != nil {
			return out, err
		}
		if resp.StatusCode != http.StatusOK {
			return out, fmt.Errorf("table %d: %d", t, resp.StatusCode)
		}
		out = append(out, time.Since(t0))
	}
	return out, nil
}

// cookies is a cookie jar for one server.
type cookies struct {
	mu sync.Mutex
	by map[string]*http.Cookie
}

func (j *cookies) SetCookies(_ *url.URL, cs []*http.Cookie) {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.by == nil {
		j.by = map[string]*http.Cookie{}
	}
	for _, c := range cs {
		j.by[c.Name] = c
	}
}

func (j *cookies) Cookies(*url.URL) []*http.Cookie {
	j.mu.Lock()
	defer j.mu.Unlock()
	var out []*http.Cookie
	for _, c := range j.by {
		out = append(out, &http.Cookie{Name: c.Name, Value: c.Value})
	}
	return out
}

// errorKind names a failed request's error for the count.
func errorKind(err error) string {
	s := err.Error()
	for _, k := range []string{"timeout", "connection reset", "connection refused", "EOF"} {
		if strings.Contains(s, k) {
			return k
		}
	}
	return s
}

// processCPU is the CPU time a process has used (Linux: /proc/PID/stat).
func processCPU(pid int) time.Duration {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b)[strings.LastIndexByte(string(b), ')')+2:])
	if len(f) < 13 {
		return 0
	}
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(ut+st) * time.Second / 100 // clock ticks of 1/100 s
}
