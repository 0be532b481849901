package cli

import (
	"bytes"
	"cmp"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

// writeEvent names a file to write the benchmarks' 2,000-player event to,
// for timing the built program on it (see docs/benchmarks.md).
var writeEvent = flag.String("write-event", "", "write the 2,000-player Swiss event of the benchmarks to this file")

// eventSize is the benchmarks' event: 2,000 players after 5 of 7 rounds.
const (
	eventPlayers = 2000
	eventRounds  = 7
	eventPlayed  = 5
)

// buildEvent writes a Swiss event of players at path with `played` rounds
// paired and every result entered, the way an event reaches its file: the
// players registered from one list, each round saved as one pairing and
// each result as its own action (so the audit log is as long as an
// event's). Results follow the ratings (the stronger wins three times in
// four at 200 points apart) and the pairing puts equal scores together, so
// the score groups are as large as a real Swiss has them. The pairing is a
// plain one (score, then rating, neighbours who have not met), not the
// engine's: the file's shape is what counts here, and the engine's time is
// measured in domain/pairing.
func buildEvent(tb testing.TB, path string, players, rounds, played int) {
	tb.Helper()
	clock := time.Date(2026, 11, 28, 8, 0, 0, 0, time.UTC)
	s, err := storage.Create(path, tournament.NewSettings("全国围棋个人赛", tournament.Rules2002), storage.Options{
		Now: func() time.Time { clock = clock.Add(time.Second); return clock }})
	if err != nil {
		tb.Fatal(err)
	}
	a := arbiter.New(s)
	defer a.Close()
	if _, err := a.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: rounds, Draw: tournament.DrawSeeded}); err != nil {
		tb.Fatal(err)
	}
	g, err := a.Group("公开组")
	if err != nil {
		tb.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(2026, 11))
	surnames := []rune("王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗")
	given := []rune("伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂")
	clubs := []string{"北京棋院", "上海棋院", "杭州棋院", "成都棋院", "广州棋社", "南京棋社", "武汉棋社", "西安棋院"}
	list := make([]tournament.Player, players)
	for i := range list {
		rating := 2700 - i*1500/players
		rank := "1k"
		if d := (rating - 2000) / 100; d >= 1 {
			rank = strconv.Itoa(min(d, 9)) + "d"
		} else {
			rank = strconv.Itoa(1-d) + "k"
		}
		list[i] = tournament.Player{
			NameZh: string([]rune{surnames[rng.IntN(len(surnames))], given[rng.IntN(len(given))], given[rng.IntN(len(given))]}),
			Club:   clubs[rng.IntN(len(clubs))], Rank: rank, Rating: rating, GroupID: g.ID, JoinsRound: 1, WithdrawnAfter: -1,
		}
	}
	if err := a.ImportPlayers(list); err != nil {
		tb.Fatal(err)
	}
	registered, err := a.GroupPlayers(g.ID)
	if err != nil {
		tb.Fatal(err)
	}
	type standing struct {
		id     int64
		rating int
		points int
	}
	field := make([]standing, len(registered))
	at := map[int64]*standing{}
	for i, p := range registered {
		field[i] = standing{id: p.ID, rating: p.Rating}
		at[p.ID] = &field[i]
	}
	met := map[[2]int64]bool{}
	for n := 1; n <= played; n++ {
		order := make([]*standing, len(field))
		for i := range field {
			order[i] = &field[i]
		}
		slices.SortStableFunc(order, func(x, y *standing) int {
			return cmp.Or(cmp.Compare(y.points, x.points), cmp.Compare(y.rating, x.rating))
		})
		var byes []int64
		if len(order)%2 == 1 { // the lowest without a bye yet; one round each is plenty here
			byes = append(byes, order[len(order)-1].id)
			order = order[:len(order)-1]
		}
		var games []tournament.Game
		for len(order) > 0 {
			top := order[0]
			j := 1
			for j < len(order)-1 && met[[2]int64{top.id, order[j].id}] {
				j++
			}
			opp := order[j]
			order = slices.Delete(order, j, j+1)[1:]
			met[[2]int64{top.id, opp.id}], met[[2]int64{opp.id, top.id}] = true, true
			black, white := opp.id, top.id // the lower-placed player takes Black ...
			if len(games)%2 == 1 {         // ... at odd tables, the higher at even ones
				black, white = white, black
			}
			games = append(games, tournament.Game{Table: len(games) + 1, Black: black, White: white})
		}
		if err := a.SavePairing(g, n, games, byes); err != nil {
			tb.Fatal(err)
		}
		saved, err := a.Games(g.ID, n)
		if err != nil {
			tb.Fatal(err)
		}
		for _, game := range saved {
			b, w := at[game.Black], at[game.White]
			pBlack := 1 / (1 + math.Pow(10, float64(w.rating-b.rating)/400))
			blackWins := rng.Float64() < pBlack
			var r tournament.Result
			switch margin := rng.IntN(4); {
			case margin == 0 && blackWins:
				r = tournament.Result(fmt.Sprintf("B+%d.5", 1+rng.IntN(12)))
			case margin == 0:
				r = tournament.Result(fmt.Sprintf("W+%d.5", 1+rng.IntN(12)))
			case blackWins:
				r = "B+R"
			default:
				r = "W+R"
			}
			if blackWins {
				b.points += 2
			} else {
				w.points += 2
			}
			if err := a.SetResult(game.ID, r); err != nil {
				tb.Fatal(err)
			}
		}
		for _, id := range byes {
			at[id].points += 2
		}
	}
}

// TestWriteEvent writes the benchmarks' event to the file named by
// -write-event, for timing the built program on it (docs/benchmarks.md).
func TestWriteEvent(t *testing.T) {
	if *writeEvent == "" {
		t.Skip("no -write-event file named")
	}
	buildEvent(t, *writeEvent, eventPlayers, eventRounds, eventPlayed)
}

// BenchmarkResultSet2000 is one "result set" command on the file of a
// 2,000-player Swiss event after five rounds: the file opened with its
// checks, one result entered, the file closed. It alternates two results
// at one table of round 5, so every run writes.
func BenchmarkResultSet2000(b *testing.B) {
	path := filepath.Join(b.TempDir(), "event.wqa")
	buildEvent(b, path, eventPlayers, eventRounds, eventPlayed)
	msg := i18n.MustLoad(i18n.English)
	results := []string{"B+R", "W+R"}
	b.ResetTimer()
	i := 0
	for b.Loop() {
		var out, errOut bytes.Buffer
		env := &Env{Stdout: &out, Stderr: &errOut, Version: "bench", Msg: msg}
		if code := Run(env, []string{"result", "set", path, "--round", "5", "--table", "417", "--result", results[i%2]}); code != 0 {
			b.Fatalf("exit %d: %s", code, errOut.String())
		}
		i++
	}
}

// BenchmarkResultList2000 is "result set --from" with the 1,000 results of
// round 5 of the 2,000-player event: the list read, every line checked,
// the results entered as one action, the file closed. Two lists alternate
// under --overwrite, so every run writes all 1,000.
func BenchmarkResultList2000(b *testing.B) {
	dir := b.TempDir()
	path := filepath.Join(dir, "event.wqa")
	buildEvent(b, path, eventPlayers, eventRounds, eventPlayed)
	var lists [2]string
	for i, r := range []string{"B+R", "W+R"} {
		var csv bytes.Buffer
		csv.WriteString("桌号,结果\n")
		for table := 1; table <= eventPlayers/2; table++ {
			fmt.Fprintf(&csv, "%d,%s\n", table, r)
		}
		lists[i] = filepath.Join(dir, r+".csv")
		if err := os.WriteFile(lists[i], csv.Bytes(), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	msg := i18n.MustLoad(i18n.English)
	b.ResetTimer()
	i := 0
	for b.Loop() {
		var out, errOut bytes.Buffer
		env := &Env{Stdout: &out, Stderr: &errOut, Version: "bench", Msg: msg}
		if code := Run(env, []string{"result", "set", path, "--round", "5", "--from", lists[i%2], "--overwrite"}); code != 0 {
			b.Fatalf("exit %d: %s", code, errOut.String())
		}
		i++
	}
}
