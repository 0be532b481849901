package ui

import (
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
)

// QuitGrace is how long the program waits for its window to end by itself
// once asked to end (a signal, the main window closed), and again for the
// tournament file to close, before it exits anyway.
const QuitGrace = 3 * time.Second

// ending ends the program within a bounded time once it is asked to: by
// SIGTERM (logout, shutdown, kill, Task Manager's End task of a console),
// by SIGINT (Ctrl+C in a terminal) — on Windows the console's close,
// logoff and shutdown events, which Go delivers as SIGTERM — or by the
// main window closing. The window's own way out (Fyne's quit) runs first;
// should it not end the process within the grace (a window that no longer
// answers, or a quit path that hangs), the tournament file is closed from
// here, so that nothing is half written and its lock is released, and the
// process exits.
type ending struct {
	a     *App
	grace time.Duration
	exit  func(code int)
	once  sync.Once
	now   chan struct{} // closed on a second signal: no more waiting
	stop  func()        // stops listening for signals
}

// onSignals listens for SIGTERM and SIGINT.
func (e *ending) onSignals() {
	sig := make(chan os.Signal, 2)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	e.listen(sig)
	e.stop = func() { signal.Stop(sig) }
}

// listen ends the program on the first value from sig, at once on the
// second.
func (e *ending) listen(sig <-chan os.Signal) {
	e.now = make(chan struct{})
	go func() {
		<-sig
		go fyne.Do(e.a.fa.Quit) // the window's own way out, if it still answers
		e.start()
		<-sig
		close(e.now)
	}()
}

// start has the process exit one grace from now, unless it ended by
// itself meanwhile; the file still open is closed first.
func (e *ending) start() {
	e.once.Do(func() {
		go func() {
			select {
			case <-time.After(e.grace):
			case <-e.now:
			}
			e.exit(e.closeFile())
		}()
	})
}

// closeFile closes the tournament file if it is still open, waiting at
// most a grace for it (a file busy on a hung window thread is left to the
// system, which releases its lock when the process ends); it returns the
// exit code: 0 when the file is closed.
func (e *ending) closeFile() int {
	done := make(chan error, 1)
	go func() {
		a := e.a
		a.fileMu.Lock()
		defer a.fileMu.Unlock()
		if a.arb == nil {
			done <- nil
			return
		}
		err := a.arb.Close()
		a.arb = nil
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			fyne.LogError("close tournament file", err)
			return 1
		}
		return 0
	case <-time.After(e.grace):
		return 1
	}
}

// finish is the end of a window that ended by itself: no signal is
// awaited any more, the ticker stops and the file is closed here, on the
// main goroutine, the window's loop being over.
func (e *ending) finish() {
	if e.stop != nil {
		e.stop()
	}
	e.a.stopTicker()
	e.a.closeStore()
}
