package main

import (
	"fmt"
	"os"

	"golang.org/x/sys/windows"

	"weiqi-arbiter/i18n"
)

// say tells the user why the window cannot start: on standard error for a
// console, and in a message box titled with the program's name in the
// user's language (msg), since a program started from its icon has no
// console to read.
func say(msg *i18n.Catalog, line string) {
	fmt.Fprintln(os.Stderr, line)
	text, err := windows.UTF16PtrFromString(line)
	if err != nil {
		return
	}
	title, err := windows.UTF16PtrFromString(msg.T("app.title", "Weiqi Arbiter", nil))
	if err != nil {
		return
	}
	windows.MessageBox(0, text, title, windows.MB_OK|windows.MB_ICONERROR)
}
