package cli

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

// childArgs names the environment variable that makes the test binary run
// one command line (JSON) as the program would, for the kill loop.
const childArgs = "WQA_CLI_CHILD_ARGS"

func TestMain(m *testing.M) {
	if js := os.Getenv(childArgs); js != "" {
		var args []string
		if err := json.Unmarshal([]byte(js), &args); err != nil {
			os.Exit(3)
		}
		env := &Env{Stdout: os.Stdout, Stderr: os.Stderr, Version: "9.9.9", Msg: i18n.MustLoad(i18n.English)}
		os.Exit(Run(env, args))
	}
	os.Exit(m.Run())
}

// killRun runs a command line in a child process and kills it (SIGKILL)
// after delay, unless it ends first. It reports whether the command ended
// by itself with success: an acknowledged change.
func killRun(t *testing.T, delay time.Duration, args ...string) (acked bool) {
	t.Helper()
	defer func() {
		if !acked {
			t.Logf("killed: %v", args[:2])
		}
	}()
	js, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childArgs+"="+string(js))
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("%v failed by itself: %v\n%s", args, err, out.String())
		}
		return true
	case <-time.After(delay):
		cmd.Process.Kill()
		err := <-done
		return err == nil // it may have ended just before the kill
	}
}

// soundState opens the file (which runs integrity_check) and checks that no
// round of the group is half-paired: every round with a status has games,
// and every player at most once in it. It returns the open store.
func soundState(t *testing.T, path string) (*storage.Store, tournament.Group) {
	t.Helper()
	s, err := storage.Open(path, storage.Options{})
	if err != nil {
		t.Fatalf("after a kill: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	if err := s.IntegrityCheck(); err != nil {
		t.Fatalf("after a kill: %v", err)
	}
	g, err := arbiter.New(s).Group("")
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= g.Rounds; n++ {
		status, err := s.RoundStatus(g.ID, n)
		if err != nil {
			t.Fatal(err)
		}
		games, byes, err := s.Round(g.ID, n)
		if err != nil {
			t.Fatal(err)
		}
		if status != "unpaired" && len(games) == 0 && len(byes) == 0 {
			t.Fatalf("round %d is %s with no games: half-paired", n, status)
		}
		seen := map[int64]bool{}
		for _, gm := range games {
			for _, id := range []int64{gm.Black, gm.White} {
				if seen[id] {
					t.Fatalf("round %d: player %d twice", n, id)
				}
				seen[id] = true
			}
		}
	}
	return s, g
}

// fullyPaired fails unless round n pairs every player who has not withdrawn.
func fullyPaired(t *testing.T, s *storage.Store, g tournament.Group, n int) {
	t.Helper()
	games, byes, err := s.Round(g.ID, n)
	if err != nil {
		t.Fatal(err)
	}
	players, _ := s.Players()
	in := map[int64]bool{}
	for _, gm := range games {
		in[gm.Black], in[gm.White] = true, true
	}
	for _, id := range byes {
		in[id] = true
	}
	for _, p := range players {
		if p.GroupID == g.ID && (!p.Withdrawn() || p.WithdrawnAfter >= n) && !in[p.ID] {
			t.Fatalf("round %d: %s is neither paired nor given a bye", n, p.Name())
		}
	}
}

// finishRound enters a result at every table of round n (in this process).
func finishRound(t *testing.T, f string, n int) {
	t.Helper()
	var r RoundJSON
	json.Unmarshal([]byte(must(t, "round", "show", f, "--round", fmt.Sprint(n), "--json")), &r)
	for _, g := range r.Games {
		if g.Result == nil {
			must(t, "result", "set", f, "--round", fmt.Sprint(n), "--table", fmt.Sprint(g.Table), "--result", "B+R")
		}
	}
}

// TestKillLoop kills the program at random moments of each write action of
// the command line (pair, re-pair, import, result, withdraw, export) and
// checks after every kill that the file is sound (integrity_check), that
// every change the program acknowledged is there, that a killed action
// left all of its change or none, and that no round is half-paired.
// Bounded: a few kills per action and a time limit per action.
func TestKillLoop(t *testing.T) {
	if testing.Short() {
		t.Skip("kill loop skipped in -short mode")
	}
	const attempts, limit = 8, 20 * time.Second
	setup := func(t *testing.T, players int) string {
		f := filepath.Join(t.TempDir(), "kill.wqa")
		must(t, "tournament", "new", f, "--name", "t")
		must(t, "group", "add", f, "--name", "g", "--system", "swiss", "--rounds", "30")
		var list strings.Builder
		list.WriteString("姓名,段位\n")
		for i := range players {
			fmt.Fprintf(&list, "选手%d,%dk\n", i+1, i%20+1)
		}
		csv := filepath.Join(t.TempDir(), "list.csv")
		os.WriteFile(csv, []byte(list.String()), 0o644)
		must(t, "import", "players", f, csv)
		return f
	}
	// delay is a random moment within about the time a command takes.
	rng := rand.New(rand.NewPCG(14, 2026))
	delay := func(typical time.Duration) time.Duration {
		return time.Duration(rng.Int64N(int64(typical) * 3 / 2))
	}
	typical := func(t *testing.T, args ...string) time.Duration {
		start := time.Now()
		if !killRun(t, time.Minute, args...) {
			t.Fatalf("%v did not finish", args)
		}
		return time.Since(start)
	}

	t.Run("pair", func(t *testing.T) {
		f := setup(t, 40)
		took := typical(t, "round", "pair", f, "--round", "1")
		end := time.Now().Add(limit)
		for i := 0; i < attempts && time.Now().Before(end); i++ {
			s, g := soundState(t, f)
			n, _ := s.LatestRound(g.ID)
			s.Close()
			finishRound(t, f, n)
			acked := killRun(t, delay(took), "round", "pair", f, "--round", fmt.Sprint(n+1))
			s, g = soundState(t, f)
			if got, _ := s.LatestRound(g.ID); acked && got != n+1 {
				t.Fatalf("an acknowledged pairing of round %d is missing", n+1)
			} else if got == n+1 {
				fullyPaired(t, s, g, n+1)
			}
			s.Close()
		}
	})

	t.Run("re-pair", func(t *testing.T) {
		f := setup(t, 40)
		must(t, "round", "pair", f, "--round", "1")
		took := typical(t, "round", "pair", f, "--round", "1")
		end := time.Now().Add(limit)
		for i := 0; i < attempts && time.Now().Before(end); i++ {
			killRun(t, delay(took), "round", "pair", f, "--round", "1")
			// Killed or not, round 1 was paired and acknowledged: it is
			// still paired, by the old pairing or the new one.
			s, g := soundState(t, f)
			fullyPaired(t, s, g, 1)
			s.Close()
		}
	})

	t.Run("import", func(t *testing.T) {
		f := setup(t, 4)
		dir := t.TempDir()
		list := func(k int) string {
			var b strings.Builder
			b.WriteString("姓名,单位\n")
			for i := range 300 {
				fmt.Fprintf(&b, "批%d选手%d,北京\n", k, i)
			}
			p := filepath.Join(dir, fmt.Sprintf("list%d.csv", k))
			os.WriteFile(p, []byte(b.String()), 0o644)
			return p
		}
		took := typical(t, "import", "players", f, list(0))
		end := time.Now().Add(limit)
		for k := 1; k <= attempts && time.Now().Before(end); k++ {
			acked := killRun(t, delay(took), "import", "players", f, list(k))
			s, _ := soundState(t, f)
			players, _ := s.Players()
			s.Close()
			n := 0
			for _, p := range players {
				if strings.HasPrefix(p.NameZh, fmt.Sprintf("批%d选手", k)) {
					n++
				}
			}
			if n != 0 && n != 300 || acked && n != 300 {
				t.Fatalf("list %d: %d of 300 players imported (acknowledged: %v)", k, n, acked)
			}
		}
	})

	t.Run("result", func(t *testing.T) {
		f := setup(t, 40)
		must(t, "round", "pair", f, "--round", "1")
		took := typical(t, "result", "set", f, "--round", "1", "--table", "1", "--result", "W+R")
		end := time.Now().Add(limit)
		for table := 2; table <= attempts+1 && time.Now().Before(end); table++ {
			acked := killRun(t, delay(took), "result", "set", f, "--round", "1", "--table", fmt.Sprint(table), "--result", "B+R")
			s, g := soundState(t, f)
			game, err := arbiter.New(s).GameAt(g.ID, 1, table)
			s.Close()
			if err != nil {
				t.Fatal(err)
			}
			if acked && game.Result != "B+R" || game.Result != "B+R" && game.Result != tournament.NoResult {
				t.Fatalf("table %d: result %q (acknowledged: %v)", table, game.Result, acked)
			}
		}
	})

	t.Run("withdraw", func(t *testing.T) {
		f := setup(t, 40)
		must(t, "round", "pair", f, "--round", "1")
		finishRound(t, f, 1)
		took := typical(t, "player", "withdraw", f, "--player", "1", "--after-round", "1")
		end := time.Now().Add(limit)
		for id := 2; id <= attempts+1 && time.Now().Before(end); id++ {
			acked := killRun(t, delay(took), "player", "withdraw", f, "--player", fmt.Sprint(id), "--after-round", "1")
			s, _ := soundState(t, f)
			players, _ := s.Players()
			s.Close()
			for _, p := range players {
				if p.ID == int64(id) && (acked && p.WithdrawnAfter != 1 || p.WithdrawnAfter != 1 && p.WithdrawnAfter != -1) {
					t.Fatalf("player %d: withdrawn after %d (acknowledged: %v)", id, p.WithdrawnAfter, acked)
				}
			}
		}
	})

	t.Run("export", func(t *testing.T) {
		f := setup(t, 40)
		must(t, "round", "pair", f, "--round", "1")
		finishRound(t, f, 1)
		out := filepath.Join(t.TempDir(), "standings.xlsx")
		took := typical(t, "export", "standings", f, out)
		end := time.Now().Add(limit)
		for i := 0; i < attempts && time.Now().Before(end); i++ {
			os.Remove(out)
			acked := killRun(t, delay(took), "export", "standings", f, out)
			s, _ := soundState(t, f)
			s.Close()
			// The workbook is whole, or not there at all.
			x, err := excelize.OpenFile(out)
			if os.IsNotExist(err) && !acked {
				continue
			}
			if err != nil {
				t.Fatalf("export (acknowledged: %v): %v", acked, err)
			}
			if rows, err := x.GetRows(x.GetSheetName(0)); err != nil || len(rows) < 40 {
				t.Fatalf("export (acknowledged: %v): %d rows, %v", acked, len(rows), err)
			}
			x.Close()
		}
	})
}

// childRun runs a command line in a child process and returns its exit code.
func childRun(args ...string) (int, string) {
	js, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childArgs+"="+string(js))
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode(), string(out)
	}
	if err != nil {
		return -1, err.Error()
	}
	return 0, string(out)
}

// TestTwoWritersTwoNames: two programs writing at once under two names of
// one file never lose an acknowledged change. Through a symbolic link each
// command writes under the file's one lock or is refused as "open in
// another window" (and tries again); a hard link is refused under either
// name (it used to lose a third of the writes: two journals for one file).
func TestTwoWritersTwoNames(t *testing.T) {
	if testing.Short() {
		t.Skip("two writers skipped in -short mode")
	}
	for _, kind := range []string{"symbolic", "hard"} {
		t.Run(kind, func(t *testing.T) {
			dir := t.TempDir()
			f := filepath.Join(dir, "t.wqa")
			must(t, "tournament", "new", f, "--name", "t")
			must(t, "group", "add", f, "--name", "g", "--system", "swiss", "--rounds", "3")
			other := filepath.Join(t.TempDir(), "other.wqa")
			link := os.Symlink
			if kind == "hard" {
				other, link = filepath.Join(dir, "hard.wqa"), os.Link
			}
			if err := link(f, other); err != nil {
				t.Skip("no links here:", err)
			}
			const each = 12
			acked := make(chan string, 2*each)
			errs := make(chan string, 4*each)
			done := make(chan bool)
			for w, name := range []string{f, other} {
				go func() {
					defer func() { done <- true }()
					for i := range each {
						player := fmt.Sprintf("写者%d号%d", w, i)
						// Refused while the other holds the file: try again.
						for try := 0; try < 200; try++ {
							code, out := childRun("player", "add", name, "--name", player)
							if code == 0 {
								acked <- player
								break
							}
							if kind == "hard" && strings.Contains(out, "hard link") {
								break // refused, as it must be
							}
							if !strings.Contains(out, "already open") {
								errs <- fmt.Sprintf("%s: exit %d: %s", player, code, out)
								break
							}
							time.Sleep(time.Duration(try%7) * time.Millisecond)
						}
					}
				}()
			}
			<-done
			<-done
			close(acked)
			close(errs)
			for e := range errs {
				t.Error(e)
			}
			os.Remove(other) // a hard link would keep the file from opening
			s, _ := soundState(t, f)
			players, _ := s.Players()
			s.Close()
			have := map[string]bool{}
			for _, p := range players {
				have[p.NameZh] = true
			}
			n := 0
			for p := range acked {
				n++
				if !have[p] {
					t.Errorf("acknowledged %s is missing", p)
				}
			}
			switch {
			case len(players) != n:
				t.Errorf("%d players stored, %d acknowledged", len(players), n)
			case kind == "symbolic" && n != 2*each:
				t.Errorf("%d of %d writes acknowledged", n, 2*each)
			case kind == "hard" && n != 0:
				t.Errorf("%d writes through a hard link acknowledged", n)
			}
		})
	}
}
