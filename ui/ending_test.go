package ui

import (
	"os"
	"syscall"
	"testing"
	"time"

	"weiqi-arbiter/storage"
)

// endingApp is a window with a file open and an ending whose exits are
// reported on the channel returned.
func endingApp(t *testing.T, grace time.Duration) (*App, *ending, chan os.Signal, chan int) {
	t.Helper()
	a, _ := newClockApp(t, "en")
	exits := make(chan int, 2)
	e := &ending{a: a, grace: grace, exit: func(code int) { exits <- code }}
	sig := make(chan os.Signal, 2)
	e.listen(sig)
	return a, e, sig, exits
}

// exited waits for the ending's exit, at most within.
func exited(t *testing.T, exits chan int, within time.Duration) int {
	t.Helper()
	select {
	case code := <-exits:
		return code
	case <-time.After(within):
		t.Fatalf("no exit within %v", within)
		return -1
	}
}

// TestSignalEndsAHungWindow: SIGTERM to a window that does not end by
// itself (here no window loop runs at all, as when it hangs): the file is
// closed, the process exits within the grace, and the file opens again.
func TestSignalEndsAHungWindow(t *testing.T) {
	a, _, sig, exits := endingApp(t, 200*time.Millisecond)
	path := a.arb.Path()
	start := time.Now()
	sig <- syscall.SIGTERM
	if code := exited(t, exits, 5*time.Second); code != 0 {
		t.Errorf("exit code %d, want 0 (the file was closed)", code)
	}
	if d := time.Since(start); d < 200*time.Millisecond {
		t.Errorf("exited after %v, before the window had its grace", d)
	}
	s, err := storage.Open(path, storage.Options{})
	if err != nil {
		t.Fatalf("the file cannot be opened again: %v", err)
	}
	s.Close()
}

// TestSignalWithTheFileBusy: the window's thread hangs inside the file
// (it holds it): the exit comes anyway, within two graces, with code 1.
func TestSignalWithTheFileBusy(t *testing.T) {
	a, _, sig, exits := endingApp(t, 200*time.Millisecond)
	a.fileMu.Lock() // the window's thread, stuck closing or writing the file
	sig <- syscall.SIGTERM
	code := exited(t, exits, 5*time.Second)
	a.fileMu.Unlock()
	if code != 1 {
		t.Errorf("exit code %d, want 1 (the file could not be closed)", code)
	}
}

// TestSecondSignalEndsAtOnce: asked twice, the program does not wait out
// its grace.
func TestSecondSignalEndsAtOnce(t *testing.T) {
	_, _, sig, exits := endingApp(t, time.Hour)
	sig <- syscall.SIGTERM
	sig <- os.Interrupt
	if code := exited(t, exits, 5*time.Second); code != 0 {
		t.Errorf("exit code %d", code)
	}
}

// TestWindowClosedEndsTheProcess: once the main window closed, the process
// exits within the grace even if the window's loop never returns.
func TestWindowClosedEndsTheProcess(t *testing.T) {
	a, e, _, exits := endingApp(t, 100*time.Millisecond)
	a.closed = e.start
	a.win.Close()
	if a.arb != nil {
		t.Error("the file is still open after the window closed")
	}
	if code := exited(t, exits, 5*time.Second); code != 0 {
		t.Errorf("exit code %d", code)
	}
}
