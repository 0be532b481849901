// Package ui is the Fyne face of the program: the main window, its menus and
// screens. It reads and writes through storage and asks domain for every rule.
package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"weiqi-arbiter/arbiter"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/reports/document"
	"weiqi-arbiter/storage"
	"weiqi-arbiter/ui/theme"
)

// AppID is the application id, as in FyneApp.toml.
const AppID = "org.weiqiarbiter.app"

// Preference keys.
const (
	prefLanguage = "language"     // "", "zh" or "en"
	prefRecent   = "recent_files" // newest first
	maxRecent    = 8
)

// tr translates a message through fyne's lang with the catalogue loaded by
// SetupLanguage; args fill the message's template fields.
func tr(key, english string, args map[string]any) string {
	if args == nil {
		return lang.X(key, english)
	}
	return lang.X(key, english, args)
}

// errorText is the user's-language text of an error.
func errorText(err error) string { return i18n.Error(tr, err) }

// SetupLanguage loads the message catalogue into fyne's lang. pref is the
// user's setting: "" follows the system locale; "zh" or "en" forces that
// language whatever the locale. It returns the language in use. The chosen
// catalogue is registered under every tag the lookup may pick for this
// system (fyne ships zh-Hans and others of its own), so that our messages
// always come out in the chosen language.
func SetupLanguage(pref string) i18n.Lang {
	chosen := i18n.Parse(pref)
	if chosen == "" {
		chosen = i18n.Detect()
	}
	if chosen != i18n.Chinese {
		chosen = i18n.English
	}
	data, err := i18n.FS.ReadFile("translations/" + string(chosen) + ".json")
	if err != nil {
		fyne.LogError("load translations", err)
		return i18n.English
	}
	tags := []string{"en", "zh", "zh-Hans", "zh-Hant"}
	if sys := lang.SystemLocale().LanguageString(); sys != "" {
		tags = append(tags, sys)
	}
	for _, l := range tags {
		if err := lang.AddTranslationsForLocale(data, fyne.Locale(l)); err != nil {
			fyne.LogError("load translations", err)
		}
	}
	return chosen
}

// DefaultFile is the tournament file opened when the program starts with no
// file: "default.wqa" in the user's data folder as the OS names it.
func DefaultFile() (string, error) {
	var dir string
	switch runtime.GOOS {
	case "windows":
		dir = os.Getenv("LOCALAPPDATA")
		if dir == "" {
			d, err := os.UserConfigDir()
			if err != nil {
				return "", err
			}
			dir = d
		}
		dir = filepath.Join(dir, "WeiqiArbiter")
	case "darwin":
		home, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		dir = filepath.Join(home, "Library", "Application Support", "WeiqiArbiter")
	default:
		dir = os.Getenv("XDG_DATA_HOME")
		if dir == "" {
			home, err := os.UserHomeDir()
			if err != nil {
				return "", err
			}
			dir = filepath.Join(home, ".local", "share")
		}
		dir = filepath.Join(dir, "weiqi-arbiter")
	}
	return filepath.Join(dir, "default"+storage.Extension), nil
}

// App is the main window with the tournament file it shows.
type App struct {
	fa      fyne.App
	win     fyne.Window
	version string
	arb     *arbiter.Arbiter // the open tournament's use cases; nil when none
	tabs    *container.AppTabs
	status  *widget.Label
	// readOnly is the bar that says the open file is read only, and why.
	readOnly *readOnlyBanner

	settings *settingsScreen
	players  *playersScreen
	rounds   *roundsScreen
	standing *standingsScreen
	teams    *teamsScreen
	board    *boardScreen
	clocks   *clockScreen
	display  *publicDisplay // the second-screen window, when open
	share    *sharing       // the venue server, while the file is shared
	shareWin *shareWindow   // File → Share on the local network, when open
	stop     chan struct{}  // closed when the window closes: ends the clock ticker
	stopOnce sync.Once
	// fileMu guards arb's changes, so that the program's end (see
	// ending) may close the file from outside the window's thread.
	fileMu   sync.Mutex
	closed   func() // called once the main window has closed; nil in tests
	undoItem *fyne.MenuItem
	redoItem *fyne.MenuItem
	recent   *fyne.MenuItem
	// languageItems are the Language menu's: as the system, 中文, English.
	languageItems []*fyne.MenuItem
	// now is the clock of the files the window opens (audit times, backup
	// names); time.Now when nil.
	now func() time.Time
	// look is the window's theme, its font covering the names shown.
	look *theme.Theme
}

// coverNames makes the window's font draw the players' names (a rare
// character such as 𠮷 is added to it from the bundled fallbacks) and says
// in the status line which characters no bundled font has: such a name is
// never shown or printed short of a character without saying so.
func (a *App) coverNames(players []tournament.Player) {
	var texts []string
	for _, p := range players {
		texts = append(texts, p.NameZh, p.NameLatin, p.Club)
	}
	changed, none, err := a.look.Cover(texts...)
	if a.noteErr(err) {
		return
	}
	if changed {
		a.fa.Settings().SetTheme(a.look)
	}
	if len(none) > 0 {
		a.setStatus(tr("players.no_glyph", "No bundled font has {{.Chars}}: names with them are shown and printed without them.",
			map[string]any{"Chars": i18n.CharList(tr, none)}))
	}
}

// New builds the main window of fa. It shows no file until Open or Create.
func New(fa fyne.App, version string) *App {
	a := &App{fa: fa, version: version, look: theme.New()}
	fa.Settings().SetTheme(a.look)
	a.win = fa.NewWindow(tr("app.title", "Weiqi Arbiter", nil))
	a.status = widget.NewLabel("")
	a.status.Truncation = fyne.TextTruncateEllipsis
	a.readOnly = newReadOnlyBanner(a)
	a.settings = newSettingsScreen(a)
	a.players = newPlayersScreen(a)
	a.rounds = newRoundsScreen(a)
	a.standing = newStandingsScreen(a)
	a.teams = newTeamsScreen(a)
	a.board = newBoardScreen(a.win, a.ruleSet)
	start := time.Now()
	a.clocks = newClockScreen(a, start, func() time.Duration { return time.Since(start) })
	a.tabs = container.NewAppTabs(
		container.NewTabItemWithIcon(tr("nav.tournament", "Tournament", nil), fynetheme.SettingsIcon(), a.settings.object),
		container.NewTabItemWithIcon(tr("nav.players", "Players", nil), fynetheme.AccountIcon(), a.players.object),
		container.NewTabItemWithIcon(tr("nav.rounds", "Rounds", nil), fynetheme.ListIcon(), a.rounds.object),
		container.NewTabItemWithIcon(tr("nav.standings", "Standings", nil), fynetheme.GridIcon(), a.standing.object),
		container.NewTabItemWithIcon(tr("nav.teams", "Teams", nil), fynetheme.AccountIcon(), a.teams.object),
		container.NewTabItemWithIcon(tr("nav.board", "Analysis board", nil), fynetheme.ViewFullScreenIcon(), a.board.object),
		container.NewTabItemWithIcon(tr("nav.clock", "Clock", nil), fynetheme.HistoryIcon(), a.clocks.object),
	)
	a.tabs.SetTabLocation(container.TabLocationLeading)
	a.tabs.OnSelected = func(*container.TabItem) {
		// A field of the screen left keeps no focus: its keys (the clock's
		// Y/N and table finder among them) must not act unseen.
		if a.win.Canvas().Focused() != nil {
			a.win.Canvas().Unfocus()
		}
		if a.arb != nil {
			a.reloadSelected()
		}
		if a.tabs.SelectedIndex() == roundsTab {
			a.win.Canvas().Focus(a.rounds.quick) // keyboard first: results are typed
		}
	}
	a.win.SetContent(container.NewBorder(a.readOnly.object, container.NewPadded(a.status), nil, nil, newNavigation(a.tabs)))
	a.win.SetMainMenu(a.menu())
	a.addShortcuts()
	a.win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		switch sel := a.tabs.Selected(); {
		case sel == nil:
		case sel.Content == a.board.object:
			a.board.typedKey(ev)
		case sel.Content == a.clocks.object:
			a.clocks.typedKey(ev)
		}
	})
	a.win.Resize(fyne.NewSize(1100, 720))
	a.stop = make(chan struct{})
	a.win.SetOnClosed(func() {
		a.stopTicker()
		a.closeStore()
		if a.closed != nil {
			a.closed()
		}
	})
	return a
}

// stopTicker ends the clock ticker (once).
func (a *App) stopTicker() { a.stopOnce.Do(func() { close(a.stop) }) }

// runTicker brings the clocks up to date ten times a second until the window
// closes; the updates reach the widgets through fyne.Do.
func (a *App) runTicker() {
	a.clocks.enableSound()
	t := time.NewTicker(100 * time.Millisecond)
	go func() {
		defer t.Stop()
		for {
			select {
			case <-a.stop:
				return
			case <-t.C:
				fyne.Do(func() {
					a.clocks.tick()
					if a.display != nil {
						a.display.step()
					}
				})
			}
		}
	}()
}

// reloadScreens shows the open file on every screen that reads it.
func (a *App) reloadScreens() {
	a.settings.reload()
	a.players.reload()
	a.rounds.reload()
	a.standing.reload()
	a.teams.reload()
}

// reloadSelected shows the open file on the screen just selected: each
// screen is read again when it is shown, so opening one does not wait for
// the others (with 2,000 players, reading them all took over 200 ms).
func (a *App) reloadSelected() {
	switch a.tabs.SelectedIndex() {
	case tournamentTab:
		a.settings.reload()
	case playersTab:
		a.players.reload()
	case roundsTab:
		a.rounds.reload()
	case standingsTab:
		a.standing.reload()
	case teamsTab:
		a.teams.reload()
	}
}

// ruleSet is the open tournament's rule set (2002 when no file is open).
func (a *App) ruleSet() tournament.RuleSet {
	if a.arb != nil {
		st, err := a.arb.Settings()
		if !a.noteErr(err) {
			return st.Rules
		}
	}
	return tournament.Rules2002
}

// Window is the main window.
func (a *App) Window() fyne.Window { return a.win }

// Arbiter is the use cases of the open tournament file, or nil.
func (a *App) Arbiter() *arbiter.Arbiter { return a.arb }

// closeStore closes the open file and returns what closing could not do
// (the closing backup); the window is gone when it closes with the window.
func (a *App) closeStore() error {
	a.stopSharing() // the server reads the file: it stops first
	a.fileMu.Lock()
	defer a.fileMu.Unlock()
	if a.arb == nil {
		return nil
	}
	err := a.arb.Close()
	if err != nil {
		fyne.LogError("close tournament file", err)
	}
	a.arb = nil
	return err
}

// Open opens a tournament file in place of the current one. A file that is
// refused leaves the current one open; the error says why in the user's language.
func (a *App) Open(path string) error {
	s, err := storage.Open(path, storage.Options{Now: a.now})
	if err != nil {
		return err
	}
	a.show(s)
	return nil
}

// Create makes a new tournament file called name at path and opens it.
func (a *App) Create(path, name string) error {
	s, err := arbiter.Create(path, tournament.NewSettings(name, tournament.Rules2002), storage.Options{Now: a.now})
	if err != nil {
		return err
	}
	a.show(s)
	return nil
}

func (a *App) show(s *storage.Store) {
	if err := a.closeStore(); err != nil {
		// The file just closed could not be backed up: say so, the window
		// is still there.
		showError(a.win, err)
	}
	a.fileMu.Lock()
	a.arb = arbiter.New(s)
	a.fileMu.Unlock()
	a.readOnly.show(a.arb.ReadOnly())
	a.addRecent(s.Path())
	a.reloadScreens()
	a.tabs.SelectIndex(tournamentTab)
	a.refresh()
}

// refresh updates the title, status line and the Undo/Redo menu items.
func (a *App) refresh() {
	title := tr("app.title", "Weiqi Arbiter", nil)
	if a.arb == nil {
		a.win.SetTitle(title)
		return
	}
	status := tr("status.file", "File: {{.Path}}", map[string]any{"Path": a.arb.Path()})
	st, err := a.arb.Settings()
	if err == nil {
		title = st.Name + " — " + title
	}
	if a.arb.ReadOnly() != nil {
		readOnly := tr("app.read_only", "(read only)", nil)
		title, status = readOnly+" "+title, status+" "+readOnly
	}
	a.win.SetTitle(title)
	undo, redo, uerr := a.arb.UndoRedoState()
	// A file that could not be read says so on the status line, in place
	// of its name.
	if err = errors.Join(err, uerr); err != nil {
		status = errorText(err)
	}
	a.undoItem.Disabled = undo.What == ""
	a.undoItem.Label = tr("menu.undo", "Undo", nil)
	if undo.What != "" {
		a.undoItem.Label += ": " + tr(undo.What, undo.What, nil)
	}
	a.redoItem.Disabled = redo.What == ""
	a.redoItem.Label = tr("menu.redo", "Redo", nil)
	if redo.What != "" {
		a.redoItem.Label += ": " + tr(redo.What, redo.What, nil)
	}
	a.win.MainMenu().Refresh()
	a.setStatus(status)
}

func (a *App) setStatus(text string) { a.status.SetText(text) }

// showError shows err in the user's language in a dialog.
func (a *App) showError(err error) { showError(a.win, err) }

func (a *App) menu() *fyne.MainMenu {
	a.undoItem = fyne.NewMenuItem(tr("menu.undo", "Undo", nil), a.Undo)
	a.undoItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault}
	a.redoItem = fyne.NewMenuItem(tr("menu.redo", "Redo", nil), a.Redo)
	a.redoItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyY, Modifier: fyne.KeyModifierShortcutDefault}
	a.recent = fyne.NewMenuItem(tr("menu.recent", "Recent files", nil), nil)
	a.recent.ChildMenu = fyne.NewMenu("")
	a.fillRecent()
	file := fyne.NewMenu(tr("menu.file", "File", nil),
		fyne.NewMenuItem(tr("menu.new", "New tournament…", nil), a.newDialog),
		fyne.NewMenuItem(tr("menu.open", "Open…", nil), a.openDialog),
		fyne.NewMenuItem(tr("menu.save_copy", "Save a copy…", nil), a.saveCopyDialog),
		fyne.NewMenuItem(tr("menu.share", "Share on the local network…", nil), a.openShare),
		a.recent,
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(tr("players.import", "Import list…", nil), a.onScreen(playersTab, func() { a.players.importDialog() })),
		fyne.NewMenuItem(tr("menu.print_round", "Print round…", nil), a.onScreen(roundsTab, func() { a.rounds.printDialog() })),
		fyne.NewMenuItem(tr("menu.import_opengotha", "Import OpenGotha file…", nil), a.onScreen(standingsTab, a.importOpenGothaDialog)),
		fyne.NewMenuItem(tr("export.button", "Export…", nil), a.onScreen(standingsTab, func() { a.exportDialog(document.Crosstable) })),
		a.paperMenu(),
	)
	edit := fyne.NewMenu(tr("menu.edit", "Edit", nil), a.undoItem, a.redoItem)
	// The language chosen carries a check mark.
	language := fyne.NewMenu(tr("menu.language", "Language", nil))
	for _, l := range []struct{ label, pref string }{
		{tr("menu.language.auto", "As the system", nil), ""}, {"中文", "zh"}, {"English", "en"},
	} {
		item := fyne.NewMenuItem(l.label, nil)
		item.Action = func() { a.setLanguage(l.pref) }
		language.Items = append(language.Items, item)
	}
	a.languageItems = language.Items
	a.checkLanguage()
	view := fyne.NewMenu(tr("menu.view", "View", nil),
		fyne.NewMenuItem(tr("menu.display", "Public display (second screen)", nil), a.openDisplay),
	)
	help := fyne.NewMenu(tr("menu.help", "Help", nil),
		fyne.NewMenuItem(tr("menu.manual", "Manual", nil), func() { a.showHelp(helpManual, tr("menu.manual", "Manual", nil)) }),
		fyne.NewMenuItem(tr("menu.shortcuts", "Keyboard shortcuts", nil), func() {
			a.showHelp(helpShortcuts, tr("menu.shortcuts", "Keyboard shortcuts", nil))
		}),
		fyne.NewMenuItem(tr("menu.about", "About", nil), func() {
			showInformation(a.win, tr("menu.about", "About", nil),
				tr("about.text", "Weiqi Arbiter {{.Version}}\nTournaments under the Chinese Weiqi Competition Rules.",
					map[string]any{"Version": a.version}))
		}),
	)
	return fyne.NewMainMenu(file, edit, view, language, help)
}

// The tabs of the main window, in order.
const (
	tournamentTab = iota
	playersTab
	roundsTab
	standingsTab
	teamsTab
	boardTab
	clockTab
)

// onScreen returns a menu action that shows tab index (the screen the
// action belongs to) and then runs do, when a tournament is open.
func (a *App) onScreen(index int, do func()) func() {
	return func() {
		if a.arb == nil {
			return
		}
		a.tabs.SelectIndex(index)
		do()
	}
}

func (a *App) addShortcuts() {
	c := a.win.Canvas()
	// The desktop driver sends Ctrl+Z and Ctrl+Y as fyne.ShortcutUndo and
	// fyne.ShortcutRedo (to the focused widget if it takes shortcuts, else
	// here); the Edit menu's shortcuts only label its items, so that a text
	// field in a dialog keeps its own undo.
	c.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { a.Undo() })
	c.AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { a.Redo() })
	c.AddShortcut(a.undoItem.Shortcut, func(fyne.Shortcut) { a.Undo() })
	c.AddShortcut(a.redoItem.Shortcut, func(fyne.Shortcut) { a.Redo() })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift},
		func(fyne.Shortcut) { a.Redo() })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) { a.openDialog() })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) {
			if a.tabs.Selected() != nil && a.tabs.Selected().Content == a.board.object {
				a.board.saveDialog()
				return
			}
			a.settings.Save()
		})
}

// Undo reverts the last action in the file and shows the result.
func (a *App) Undo() { a.step(true) }

// Redo applies again the action undone last.
func (a *App) Redo() { a.step(false) }

func (a *App) step(undo bool) {
	if a.arb == nil {
		return
	}
	var act tournament.Action
	var err error
	if undo {
		act, err = a.arb.Undo()
	} else {
		act, err = a.arb.Redo()
	}
	switch {
	case errors.Is(err, tournament.ErrNothingToUndo), errors.Is(err, tournament.ErrNothingToRedo):
		return
	case err != nil:
		a.showError(err)
		return
	}
	a.reloadScreens()
	a.refresh()
	if a.display != nil {
		a.display.refresh()
	}
	key, english := "status.undone", "Undone: {{.What}}"
	if !undo {
		key, english = "status.redone", "Redone: {{.What}}"
	}
	a.setStatus(tr(key, english, map[string]any{"What": tr(act.What, act.What, nil)}))
}

// checkLanguage puts the check mark on the language chosen.
func (a *App) checkLanguage() {
	pref := a.fa.Preferences().String(prefLanguage)
	for i, item := range a.languageItems {
		item.Checked = []string{"", "zh", "en"}[i] == pref
	}
	if a.win.MainMenu() != nil {
		a.win.MainMenu().Refresh()
	}
}

func (a *App) setLanguage(pref string) {
	a.fa.Preferences().SetString(prefLanguage, pref)
	a.checkLanguage()
	showInformation(a.win, tr("menu.language", "Language", nil),
		tr("language.restart", "The language changes when the program is started again.", nil))
}

func (a *App) addRecent(path string) {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	list := []string{path}
	for _, p := range a.fa.Preferences().StringList(prefRecent) {
		if p != path && len(list) < maxRecent {
			list = append(list, p)
		}
	}
	a.fa.Preferences().SetStringList(prefRecent, list)
	a.fillRecent()
}

// startFile is the file the window opens first: path when given, else the
// file used last, else defaultFile (DefaultFile when empty), which it
// creates and opens when missing.
func (a *App) startFile(path, defaultFile string) (string, error) {
	if path == "" {
		path = a.lastFile()
	}
	if path != "" {
		return path, nil
	}
	if defaultFile == "" {
		p, err := DefaultFile()
		if err != nil {
			return "", fmt.Errorf("find the default tournament file: %w", err)
		}
		defaultFile = p
	}
	if _, err := os.Stat(defaultFile); os.IsNotExist(err) {
		if err := a.Create(defaultFile, tr("file.default_name", "My tournament", nil)); err != nil {
			return "", err
		}
	}
	return defaultFile, nil
}

// lastFile is the tournament file used last that is still there (a file on
// a stick not plugged in is passed over), or "" when there is none: started
// with no file, the window reopens it, so that a restart mid-round shows the
// event, not the default file.
func (a *App) lastFile() string {
	for _, p := range a.fa.Preferences().StringList(prefRecent) {
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
			return p
		}
	}
	return ""
}

func (a *App) fillRecent() {
	var items []*fyne.MenuItem
	for _, p := range a.fa.Preferences().StringList(prefRecent) {
		items = append(items, fyne.NewMenuItem(p, func() {
			if err := a.Open(p); err != nil {
				a.showError(err)
			}
		}))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem(tr("menu.recent.none", "(none)", nil), nil)
		none.Disabled = true
		items = append(items, none)
	}
	a.recent.ChildMenu.Items = items
	if a.win != nil && a.win.MainMenu() != nil {
		a.win.MainMenu().Refresh()
	}
}

func withExtension(path string) string {
	if !strings.HasSuffix(strings.ToLower(path), storage.Extension) {
		path += storage.Extension
	}
	return path
}

// openDialog asks for a tournament file (.wqa), typed or picked, and opens it.
func (a *App) openDialog() {
	openFileDialog(a.win, tr("menu.open", "Open…", nil), []string{storage.Extension}, a.Open)
}

// pickSavePath asks for a tournament file to write, in a dialog titled
// title, and passes its path (with the .wqa extension) to then.
func (a *App) pickSavePath(title, suggested string, then func(path string)) {
	a.saveDialog(title, suggested, []string{storage.Extension}, func(path string) { then(withExtension(path)) })
}

// saveDialog asks, in a dialog titled title, for a file name to write,
// offering suggested and, when exts are given, only files of those types,
// and passes its path to then, which writes the file.
func (a *App) saveDialog(title, suggested string, exts []string, then func(path string)) {
	pickFile(a.win, true, title, suggested, exts, then)
}

// newDialog asks for the new tournament's name, then where to save it (the
// name is the file name offered).
func (a *App) newDialog() {
	name := newEntry()
	name.PlaceHolder = tr("new.name.example", "2026 City Youth Go Championship", nil)
	items := []*widget.FormItem{widget.NewFormItem(tr("settings.name", "Name", nil), name)}
	showFormChecked(a.win, tr("menu.new", "New tournament…", nil), tr("new.choose_file", "Save as…", nil), items, func() error {
		n := strings.TrimSpace(name.Text)
		if n == "" {
			return errors.New(tr("problem.name_required", "The tournament needs a name.", nil))
		}
		a.pickSavePath(tr("new.file_title", "Where to keep {{.Name}}", map[string]any{"Name": n}), fileNameFor(n)+storage.Extension, func(path string) {
			if err := a.Create(path, n); err != nil {
				a.showError(err)
			}
		})
		return nil
	})
}

// fileNameFor makes a tournament's name into a file name every system
// takes: no / \ : * ? " < > | or control characters, at most 80 characters.
func fileNameFor(name string) string {
	var b strings.Builder
	n := 0
	for _, r := range name {
		if n == 80 {
			break
		}
		if r < 0x20 || r == 0x7f || strings.ContainsRune(`/\:*?"<>|`, r) {
			r = '_'
		}
		b.WriteRune(r)
		n++
	}
	return strings.Trim(b.String(), " .")
}

func (a *App) saveCopyDialog() {
	a.saveCopy(func(path string) {
		a.setStatus(tr("status.copy_saved", "Copy saved: {{.Path}}", map[string]any{"Path": path}))
	})
}

// saveCopy asks where to save a copy of the open file, saves it there and
// passes its path to saved.
func (a *App) saveCopy(saved func(path string)) {
	if a.arb == nil {
		return
	}
	base := strings.TrimSuffix(filepath.Base(a.arb.Path()), storage.Extension)
	a.pickSavePath(tr("menu.save_copy", "Save a copy…", nil), base+"-copy"+storage.Extension, func(path string) {
		if err := a.arb.SaveCopy(path); err != nil {
			a.showError(err)
			return
		}
		saved(path)
	})
}

// Run starts the GUI on the tournament file at path and returns when the
// window is closed. With no path it reopens the file used last, and with
// none it opens defaultFile (DefaultFile when empty), created when missing.
func Run(fa fyne.App, version, path, defaultFile string) error {
	SetupLanguage(fa.Preferences().String(prefLanguage))
	a := New(fa, version)
	path, err := a.startFile(path, defaultFile)
	if err != nil {
		return err
	}
	end := &ending{a: a, grace: QuitGrace, exit: os.Exit}
	end.onSignals()
	a.closed = end.start // the window is gone: the process follows within the grace
	if a.arb == nil {
		if err := a.Open(path); err != nil {
			// Show the window anyway, with the reason, so the user can open another file.
			a.win.Show()
			a.showError(err)
			a.runTicker()
			a.fa.Run()
			end.finish()
			return nil
		}
	}
	a.runTicker()
	a.win.ShowAndRun()
	end.finish()
	return nil
}

// noteErr shows an error reading the tournament file on the status line, in
// the user's language, so that no failure passes unseen; it reports whether
// there was one.
func (a *App) noteErr(err error) bool {
	if err == nil {
		return false
	}
	fyne.LogError("tournament file", err)
	a.setStatus(errorText(err))
	return true
}

// navLayout lays out the side navigation over its whole size, with the
// tabs' icons while every tab fits the height with them; a window too low
// for that (1024×600) shows the tabs by name alone, so that no screen hides
// behind the navigation's overflow menu.
type navLayout struct {
	tabs  *container.AppTabs
	icons []fyne.Resource
	// withIcon and plain are the heights all the tabs need with their
	// icons and without them.
	withIcon, plain float32
}

// newNavigation wraps the side navigation in a navLayout.
func newNavigation(tabs *container.AppTabs) fyne.CanvasObject {
	l := &navLayout{tabs: tabs}
	for _, it := range tabs.Items {
		l.icons = append(l.icons, it.Icon)
	}
	// The tabs' height: one tab's as a navigation of one tab measures it,
	// times the tabs, with the padding between them.
	probe := func(icon fyne.Resource) float32 {
		p := container.NewAppTabs(container.NewTabItemWithIcon(tabs.Items[0].Text, icon, widget.NewLabel("")))
		p.SetTabLocation(container.TabLocationLeading)
		n := float32(len(tabs.Items))
		return n*p.MinSize().Height + (n-1)*fynetheme.Padding()
	}
	l.withIcon, l.plain = probe(l.icons[0]), probe(nil)
	return container.New(l, tabs)
}

// MinSize is the navigation's least size: every tab by name.
func (l *navLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	m := l.tabs.MinSize()
	m.Height = max(m.Height, l.plain)
	return m
}

// Layout shows the icons when every tab fits with them, then lays out the tabs.
func (l *navLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	icons := size.Height >= l.withIcon
	if changed := (l.tabs.Items[0].Icon != nil) != icons; changed {
		for i, it := range l.tabs.Items {
			it.Icon = nil
			if icons {
				it.Icon = l.icons[i]
			}
		}
		l.tabs.Refresh()
	}
	for _, o := range objects {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}
