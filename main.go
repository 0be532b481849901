// Command weiqi-arbiter runs Go (weiqi) tournaments under the Chinese Weiqi
// Competition Rules. With no arguments, or with one tournament file (.wqa), it
// opens its window; with a subcommand it runs headless (see "weiqi-arbiter help").
package main

import (
	_ "cenv" // first: reads LANG=C.UTF-8 as C before Fyne looks at it
	_ "embed"
	"fmt"
	"os"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"weiqi-arbiter/cli"
	"weiqi-arbiter/i18n"
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
		fa := app.NewWithID(ui.AppID)
		fa.SetIcon(fyne.NewStaticResource("Icon.png", icon))
		if err := ui.Run(fa, version, path); err != nil {
			fmt.Fprintln(os.Stderr, "weiqi-arbiter:", err)
			os.Exit(1)
		}
		return
	}
	env := &cli.Env{Stdout: os.Stdout, Stderr: os.Stderr, Version: version, Msg: i18n.MustLoad(i18n.Detect())}
	os.Exit(cli.Run(env, args))
}
