//go:build unix

package venue

import (
	"bufio"
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"weiqi-arbiter/domain/tournament"
)

// BenchmarkHallReloads counts what 300 open pages are told during 10 s of
// desk entry (a result every deskEvery) on a 300-player event: each
// message but the first makes a page reload, or bring its table up to
// date. "all" pages follow every change, as every page did before pages
// named their topics; "topics" pages name what they show: 200 phones on
// their own player's find page, 60 on the round's pairings and 40 on the
// standings (those two told at most once each tableGap). Run with
// -benchtime=1x.
func BenchmarkHallReloads(b *testing.B) {
	for _, mode := range []string{"all", "topics"} {
		b.Run(mode, func(b *testing.B) {
			for b.Loop() {
				b.ReportMetric(float64(hallReloads(b, mode == "topics")), "reloads")
			}
		})
	}
}

func hallReloads(b *testing.B, topics bool) int64 {
	s, g, games, ps := bigEvent(b, 300)
	srv, err := New(s, Options{DeskPassword: "pw", Poll: time.Hour})
	if err != nil {
		b.Fatal(err)
	}
	base := listen(b, srv)
	var pages []string // the query of each page's stream
	for i := range 300 {
		var t []string
		gap := 0
		switch {
		case !topics:
		case i < 200:
			t = []string{topicEvent, topicSeat(ps[i].ID)}
		case i < 260:
			t, gap = []string{topicEvent, topicRound(g.ID, 1)}, tableGap
		default:
			t, gap = []string{topicEvent, topicStandings(g.ID)}, tableGap
		}
		pages = append(pages, "/events?t="+url.QueryEscape(strings.Join(t, " "))+"&gap="+itoa(int64(gap)))
	}
	var (
		told    atomic.Int64
		ready   sync.WaitGroup
		readers sync.WaitGroup
	)
	streams, stop := context.WithCancel(context.Background())
	defer stop()
	for _, p := range pages {
		ready.Add(1)
		readers.Go(func() {
			req, _ := http.NewRequestWithContext(streams, "GET", base+p, nil)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				ready.Done()
				return
			}
			defer resp.Body.Close()
			sc := bufio.NewScanner(resp.Body)
			first := true
			for sc.Scan() {
				if !strings.HasPrefix(sc.Text(), "data: ") {
					continue
				}
				if first {
					first = false
					ready.Done()
					continue
				}
				told.Add(1)
			}
		})
	}
	ready.Wait()
	var open []int
	for _, game := range games {
		if game.Result == tournament.NoResult {
			open = append(open, game.Table)
		}
	}
	deskLoad(b, base, g.Name, open, time.Now().Add(loadFor))
	time.Sleep((tableGap + 1) * time.Second) // the last entry reaches the pages, after their gap
	stop()
	readers.Wait()
	return told.Load()
}
