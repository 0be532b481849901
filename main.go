// Command weiqi-arbiter runs Go (weiqi) tournaments under the Chinese Weiqi
// Competition Rules. With no arguments, or with one tournament file (.wqa), it
// opens its window; with a subcommand it runs headless (see "weiqi-arbiter help").
//
// On Linux and macOS the program is two files side by side, so that a
// command does not start the window's libraries (Go starts every package a
// program links before main runs, and Fyne's take most of the start-up):
// weiqi-arbiter, built without the window, runs the commands and, for the
// window, replaces itself with weiqi-arbiter-window (launch.go), the same
// package built with the tag "window" (window.go). On Windows the one .exe
// holds both.
package main

import (
	"os"
	"strings"

	"weiqi-arbiter/cli"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

// version is the program version; FyneApp.toml carries the same number.
const version = "0.1.0"

func main() {
	args := os.Args[1:]
	if len(args) == 0 || (len(args) == 1 && strings.HasSuffix(strings.ToLower(args[0]), storage.Extension)) {
		path := ""
		if len(args) == 1 {
			path = args[0]
		}
		os.Exit(openWindow(path))
	}
	os.Exit(cli.Run(commandEnv(), args))
}

// commandEnv is what a command runs with: the standard streams and the
// user's language.
func commandEnv() *cli.Env {
	return &cli.Env{Stdout: os.Stdout, Stderr: os.Stderr, Version: version, Msg: i18n.MustLoad(i18n.Detect())}
}
