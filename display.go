//go:build window || windows

package main

import (
	"errors"
	"fmt"

	"github.com/go-gl/glfw/v3.3/glfw"
)

var (
	// errNoDisplay: there is no screen to open the window on (no DISPLAY,
	// a display that cannot be opened, a session without a desktop).
	errNoDisplay = errors.New("no display")
	// errNoOpenGL: there is a screen, but no OpenGL to draw the window
	// with (a graphics card without its driver, some remote sessions).
	errNoOpenGL = errors.New("no OpenGL")
)

// windowSystemReady reports whether this computer can show the window: a
// display to draw on and OpenGL to draw with; its error is errNoDisplay
// or errNoOpenGL, wrapped with what GLFW said. Fyne, when either is
// missing, panics (no display) or logs and waits for ever (no OpenGL), so
// the arbiter would see nothing at all. It opens a hidden window of one
// pixel and closes it again; GLFW stays initialised for Fyne, whose own
// window hints replace the defaults restored here. It must run on the
// main thread, before Fyne starts.
func windowSystemReady() (err error) {
	if err := glfw.Init(); err != nil {
		return fmt.Errorf("%w: %w", errNoDisplay, err)
	}
	// A display that cannot be opened is not Init's error: GLFW logs it
	// and stays uninitialised, and the next call panics with NotInitialized.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", errNoDisplay, r)
		}
	}()
	glfw.WindowHint(glfw.Visible, glfw.False)
	w, err := glfw.CreateWindow(1, 1, "", nil, nil)
	glfw.DefaultWindowHints()
	if err != nil {
		return fmt.Errorf("%w: %w", errNoOpenGL, err)
	}
	w.Destroy()
	return nil
}
