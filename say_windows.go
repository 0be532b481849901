package main

import (
	"fmt"
	"os"

	"golang.org/x/sys/windows"
)

// say tells the user why the window cannot start: on standard error for a
// console, and in a message box, since a program started from its icon
// has no console to read.
func say(line string) {
	fmt.Fprintln(os.Stderr, line)
	text, err := windows.UTF16PtrFromString(line)
	if err != nil {
		return
	}
	title, _ := windows.UTF16PtrFromString("Weiqi Arbiter 围棋裁判")
	windows.MessageBox(0, text, title, windows.MB_OK|windows.MB_ICONERROR)
}
