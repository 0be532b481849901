package storage

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"weiqi-arbiter/domain/tournament"
)

const crashChildEnv = "WQA_CRASH_CHILD"

func TestMain(m *testing.M) {
	if path := os.Getenv(crashChildEnv); path != "" {
		crashChild(path)
		return
	}
	os.Exit(m.Run())
}

// crashChild saves players in a loop and reports each one after its
// transaction committed, until it is killed.
func crashChild(path string) {
	s, err := Open(path, Options{})
	if err != nil {
		fmt.Println("error", err)
		os.Exit(2)
	}
	out := bufio.NewWriter(os.Stdout)
	for i := 0; ; i++ {
		name := os.Getenv("WQA_CRASH_RUN") + strconv.Itoa(i)
		if _, err := addPlayer(s, tournament.Player{NameLatin: name, Club: strings.Repeat("x", i%50)}); err != nil {
			fmt.Fprintln(out, "error", err)
			out.Flush()
			os.Exit(2)
		}
		fmt.Fprintln(out, "saved", name)
		out.Flush()
	}
}

// TestCrashSafety kills a process that is saving at random moments with
// SIGKILL and checks that every save it reported survived and the file is sound.
func TestCrashSafety(t *testing.T) {
	if testing.Short() {
		t.Skip("crash loop skipped in -short mode")
	}
	s, path := newStore(t)
	s.Close() // the child takes the file
	rng := rand.New(rand.NewPCG(1, 2))
	reported := map[string]bool{}
	total := 0
	const runs = 25
	for run := range runs {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), crashChildEnv+"="+path, fmt.Sprintf("WQA_CRASH_RUN=r%d-", run))
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := make(chan string)
		go func() {
			sc := bufio.NewScanner(stdout)
			for sc.Scan() {
				lines <- sc.Text()
			}
			close(lines)
		}()
		deadline := time.After(time.Duration(5+rng.IntN(120)) * time.Millisecond)
		killed := false
		for line := range lines {
			if strings.HasPrefix(line, "error") {
				t.Fatalf("run %d: child: %s", run, line)
			}
			reported[strings.TrimPrefix(line, "saved ")] = true
			if !killed {
				select {
				case <-deadline:
					cmd.Process.Signal(syscall.SIGKILL)
					killed = true
				default:
				}
			}
		}
		cmd.Wait()

		s, err = Open(path, Options{})
		if err != nil {
			t.Fatalf("run %d: reopen after SIGKILL: %v", run, err)
		}
		if err := s.IntegrityCheck(); err != nil {
			t.Fatalf("run %d: %v", run, err)
		}
		ps, err := s.Players()
		if err != nil {
			t.Fatal(err)
		}
		have := map[string]bool{}
		for _, p := range ps {
			have[p.NameLatin] = true
		}
		for name := range reported {
			if !have[name] {
				t.Fatalf("run %d: %s was reported saved but is gone", run, name)
			}
		}
		if len(reported) == 0 {
			t.Logf("run %d: killed before the first save", run)
		}
		total += len(reported)
		s.Close()
		clear(reported)
	}
	if total < runs {
		t.Fatalf("only %d saves were reported in %d runs: the test proved little", total, runs)
	}
	t.Logf("%d saves reported and found after %d kills", total, runs)
}
