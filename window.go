//go:build window || windows

package main

import (
	_ "cenv" // first: reads LANG=C.UTF-8 as C before Fyne looks at it
	_ "embed"
	"net/url"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"weiqi-arbiter/i18n"
	"weiqi-arbiter/internal/portable"
	"weiqi-arbiter/internal/viewer"
	"weiqi-arbiter/storage"
	"weiqi-arbiter/ui"
)

//go:embed Icon.png
var icon []byte

// openWindow opens the window on the tournament file path (none: the one
// used last, or the default file) and returns the program's exit status
// once the window is closed.
func openWindow(path string) int {
	if err := windowSystemReady(); err != nil {
		msg := i18n.MustLoad(i18n.Detect())
		say(msg, noWindowError(msg, err))
		return 1
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
		msg := i18n.MustLoad(i18n.Detect())
		say(msg, startError(msg, err))
		return 1
	}
	return 0
}

// startError is the line that says, in the user's language, why the
// window could not start (its default file could not be made, say), as
// the commands say their errors.
func startError(msg *i18n.Catalog, err error) string {
	return errorLine(msg, i18n.Error(msg.T, err))
}

// noWindowError is the line that says, in the user's language, that this
// computer cannot show the window, and why (err: windowSystemReady's).
func noWindowError(msg *i18n.Catalog, err *noWindowSystem) string {
	args := map[string]any{"Error": err.detail}
	if err.openGL {
		return errorLine(msg, msg.T("cli.error.no_opengl", "This computer's graphics cannot draw the window: it needs OpenGL 2.1 (on Windows, the graphics card's own driver; a remote desktop may lack it). The graphics library said: {{.Error}}. The commands work without it (weiqi-arbiter help).", args))
	}
	return errorLine(msg, msg.T("cli.error.no_display", "This computer has no screen the window can open on ({{.Error}}): start it from the desktop. The commands work without it (weiqi-arbiter help).", args))
}

// errorLine is an error's text as the commands write it, after the word
// for an error in the user's language.
func errorLine(msg *i18n.Catalog, text string) string {
	return msg.T("cli.error.prefix", "error:", nil) + " " + text
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
