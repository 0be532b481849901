//go:build window || windows

package main

import (
	"fmt"
	"os"
	"runtime"

	"github.com/go-gl/glfw/v3.3/glfw"
)

// noWindowSystem says why this computer cannot show the window.
type noWindowSystem struct {
	// openGL: there is a screen, but no OpenGL to draw the window with (a
	// graphics card without its driver, some remote sessions); else there
	// is no screen to open the window on (no display, one that cannot be
	// opened, a session without a desktop).
	openGL bool
	// detail is what the graphics library said, or the display asked for.
	detail string
}

func (e *noWindowSystem) Error() string {
	if e.openGL {
		return "no OpenGL: " + e.detail
	}
	return "no display: " + e.detail
}

// windowSystemReady says why this computer cannot show the window (nil:
// it can): it needs a display to draw on and OpenGL to draw with. Fyne,
// when either is missing, panics (no display) or logs and waits for ever
// (no OpenGL), so the arbiter would see nothing at all. It opens a hidden
// window of one pixel and closes it again; GLFW stays initialised for
// Fyne, whose own window hints replace the defaults restored here. It
// must run on the main thread, before Fyne starts.
func windowSystemReady() (fail *noWindowSystem) {
	if err := glfw.Init(); err != nil {
		return &noWindowSystem{detail: err.Error()}
	}
	// A display that cannot be opened is not Init's error: GLFW logs it
	// and stays uninitialised, and the next call panics with NotInitialized.
	defer func() {
		if r := recover(); r != nil {
			fail = &noWindowSystem{detail: displayAsked(r)}
		}
	}()
	glfw.WindowHint(glfw.Visible, glfw.False)
	w, err := glfw.CreateWindow(1, 1, "", nil, nil)
	glfw.DefaultWindowHints()
	if err != nil {
		return &noWindowSystem{openGL: true, detail: err.Error()}
	}
	w.Destroy()
	return nil
}

// displayAsked names the display the window was to open on where the
// system has one to name (X11's DISPLAY), else what GLFW said (glfwSaid,
// the value it panicked with).
func displayAsked(glfwSaid any) string {
	switch runtime.GOOS {
	case "windows", "darwin":
		return fmt.Sprint(glfwSaid)
	}
	return fmt.Sprintf("DISPLAY=%q", os.Getenv("DISPLAY"))
}
