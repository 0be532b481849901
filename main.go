// Command weiqi-arbiter runs Go (weiqi) tournaments under the Chinese Weiqi
// Competition Rules. With no arguments, or with one tournament file (.wqa), it
// opens its window; with a subcommand it runs headless (see "weiqi-arbiter help").
package main

import (
	_ "cenv" // first: reads LANG=C.UTF-8 as C before Fyne looks at it
	_ "embed"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"weiqi-arbiter/cli"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/internal/portable"
	"weiqi-arbiter/internal/viewer"
	"weiqi-arbiter/storage"
	"weiqi-arbiter/ui"
)

// version is the program version; FyneApp.toml carries the same number.
const version = "0.1.0"

//go:embed Icon.png
var icon []byte

func main() {
	args := os.Args[1:]
	if len(args) == 0 || (len(args) == 1 && strings.HasSuffix(strings.ToLower(args[0]), storage.Extension)) {
		path := ""
		if len(args) == 1 {
			path = args[0]
		}
		fa := &desktopApp{App: app.NewWithID(ui.AppID)}
		fa.SetIcon(fyne.NewStaticResource("Icon.png", icon))
		defaultFile := ""
		if exe, err := os.Executable(); err == nil {
			if dir, ok := portable.DataDir(exe); ok {
				prefs, err := portable.Load(filepath.Join(dir, "preferences.json"))
				if err != nil {
					fyne.LogError("portable copy", err) // starts with no settings
				}
				fa.prefs = prefs
				defaultFile = filepath.Join(dir, "default"+storage.Extension)
				fyne.SetCurrentApp(fa) // Fyne's own settings (the file dialogs' folder) there too
			}
		}
		if err := ui.Run(fa, version, path, defaultFile); err != nil {
			fmt.Fprintln(os.Stderr, "weiqi-arbiter:", err)
			os.Exit(1)
		}
		return
	}
	env := &cli.Env{Stdout: os.Stdout, Stderr: os.Stderr, Version: version, Msg: i18n.MustLoad(i18n.Detect())}
	os.Exit(cli.Run(env, args))
}

// desktopApp is the Fyne app as the window uses it: a file is opened in the
// system's viewer through viewer.Open, which tells whether a program took
// it (Fyne's OpenURL says yes once it has started rundll32 or xdg-open);
// a portable copy (internal/portable) keeps its settings beside it.
type desktopApp struct {
	fyne.App
	prefs fyne.Preferences // a portable copy's; nil: Fyne's own
}

// OpenURL opens a file:// URL in the system viewer, any other through Fyne.
func (a *desktopApp) OpenURL(u *url.URL) error {
	if u.Scheme != "file" {
		return a.App.OpenURL(u)
	}
	return viewer.Open(viewer.Path(u))
}

// Preferences are a portable copy's settings, or Fyne's.
func (a *desktopApp) Preferences() fyne.Preferences {
	if a.prefs != nil {
		return a.prefs
	}
	return a.App.Preferences()
}
