package ui

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func press(t *testing.T, a *App, key fyne.KeyName) {
	t.Helper()
	f := a.win.Canvas().Focused()
	if f == nil {
		t.Fatalf("nothing has the focus to take %s", key)
	}
	f.TypedKey(&fyne.KeyEvent{Name: key})
}

func playerCount(t *testing.T, a *App) int {
	t.Helper()
	ps, err := a.arb.Players()
	if err != nil {
		t.Fatal(err)
	}
	return len(ps)
}

// TestDialogsByKeyboard: a dialog opens with the focus in its first field,
// Enter confirms, Escape cancels, and a mistake brings the form back with
// everything that was typed.
func TestDialogsByKeyboard(t *testing.T) {
	a := eventApp(t, "en")
	before := playerCount(t, a)

	a.players.addDialog()
	test.Type(a.win.Canvas().Focused(), "钱八")
	press(t, a, fyne.KeyEscape)
	if n := playerCount(t, a); n != before || a.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("Escape: %d players (want %d), dialog still open: %v", n, before, a.win.Canvas().Overlays().Top() != nil)
	}

	a.players.addDialog()
	name := a.win.Canvas().Focused().(*entry)
	test.Type(name, "钱八")
	press(t, a, fyne.KeyReturn)
	if n := playerCount(t, a); n != before+1 {
		t.Fatalf("Enter in the name field: %d players; want %d", n, before+1)
	}

	// A rank that is not a rank: the error, then the same form again.
	a.players.addDialog()
	form := a.win.Canvas().Focused().(*entry)
	test.Type(form, "周九")
	var fields []*entry
	for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
		if e, ok := o.(*entry); ok {
			fields = append(fields, e)
		}
	}
	if len(fields) < 3 {
		t.Fatalf("%d fields in the Add player form", len(fields))
	}
	test.Type(fields[2], "12d") // name, Latin name, rank …
	press(t, a, fyne.KeyReturn) // the focus is still in the name field
	if n := playerCount(t, a); n != before+1 {
		t.Fatalf("a bad rank was saved: %d players", n)
	}
	errDialog := a.win.Canvas().Overlays().Top()
	if errDialog == nil {
		t.Fatal("no error shown")
	}
	if !strings.Contains(strings.Join(shownTexts(errDialog), " "), "12d") {
		t.Errorf("the error does not name the rank: %q", shownTexts(errDialog))
	}
	press(t, a, fyne.KeyReturn) // Enter closes the error
	if fields[0].Text != "周九" || fields[2].Text != "12d" || a.win.Canvas().Overlays().Top() == nil {
		t.Fatalf("after the error: name %q rank %q, form shown %v", fields[0].Text, fields[2].Text, a.win.Canvas().Overlays().Top() != nil)
	}
	fields[2].SetText("2段")
	press(t, a, fyne.KeyReturn)
	if n := playerCount(t, a); n != before+2 {
		t.Fatalf("corrected form: %d players; want %d", n, before+2)
	}

	// A question: Escape says no, Enter yes.
	r := a.rounds
	r.pairNext()
	r.quickEntry("1 b")
	r.quickEntry("1 w")
	press(t, a, fyne.KeyEscape)
	if r.games[0].Result != "B+" {
		t.Fatalf("Escape replaced the result: %s", r.games[0].Result)
	}
	r.quickEntry("1 w")
	press(t, a, fyne.KeyReturn)
	if r.games[0].Result != "W+" {
		t.Fatalf("Enter did not replace the result: %s", r.games[0].Result)
	}
}

// TestChoicesByKeyboard: a dialog of choices takes the first by Enter,
// closes on Escape, and reaches the others by Tab and Space.
func TestChoicesByKeyboard(t *testing.T) {
	tests := []struct {
		name string
		keys func(a *App)
		want string
	}{
		{"Enter", func(a *App) { press(t, a, fyne.KeyReturn) }, "first"},
		{"Escape", func(a *App) { press(t, a, fyne.KeyEscape) }, ""},
		{"Tab Tab Space", func(a *App) {
			a.win.Canvas().FocusNext() // the first button
			a.win.Canvas().FocusNext() // the second
			press(t, a, fyne.KeySpace)
		}, "second"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, _ := newTestApp(t, "en")
			got := ""
			showChoices(a.win, "Player", []choice{{"First", func() { got = "first" }}, {"Second", func() { got = "second" }}})
			tt.keys(a)
			if got != tt.want || a.win.Canvas().Overlays().Top() != nil {
				t.Errorf("chose %q (dialog open: %v); want %q and the dialog closed", got, a.win.Canvas().Overlays().Top() != nil, tt.want)
			}
		})
	}
}

// TestMessagesCloseByKeyboard: information, help, explanations and errors
// close on Enter and on Escape.
func TestMessagesCloseByKeyboard(t *testing.T) {
	opens := map[string]func(a *App){
		"about":   func(a *App) { showInformation(a.win, "About", "Weiqi Arbiter") },
		"help":    func(a *App) { a.showHelp(helpShortcuts, "Keyboard shortcuts") },
		"explain": func(a *App) { a.rounds.pairNext(); a.rounds.explainDialog() },
		"error":   func(a *App) { a.showError(errors.New("no such table")) },
	}
	for name, open := range opens {
		for _, key := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEscape} {
			a := eventApp(t, "en")
			open(a)
			if a.win.Canvas().Overlays().Top() == nil {
				t.Fatalf("%s: nothing shown", name)
			}
			press(t, a, key)
			if a.win.Canvas().Overlays().Top() != nil {
				t.Errorf("%s: %s did not close it", name, key)
			}
		}
	}
}

// TestConfirmIgnoresBlindTyping: an arbiter typing the next slip into an
// overwrite question he has not seen does not answer it with that slip's
// Enter; a later Enter does.
func TestConfirmIgnoresBlindTyping(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(nil)
	defer w.Close()
	w.Resize(fyne.NewSize(800, 600))
	var answers []bool
	confirm(w, "Overwrite?", "Table 13 has a result. Overwrite it?", func(ok bool) { answers = append(answers, ok) })
	c := w.Canvas()
	for _, r := range "14 w" {
		c.Focused().TypedRune(r)
	}
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(answers) != 0 {
		t.Fatalf("the typed slip's Enter answered the question: %v", answers)
	}
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(answers) != 1 || !answers[0] {
		t.Errorf("Enter after the typing: answers %v; want one yes", answers)
	}
}

// dialogTitleOf is the title of the dialog on top of the window: the bold
// label Fyne heads a dialog with.
func dialogTitleOf(a *App) string {
	for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
		if l, ok := o.(*widget.Label); ok && l.TextStyle.Bold {
			return l.Text
		}
	}
	return ""
}

// TestDialogTitles: a dialog's title names what it is about, without the
// ellipsis of the menu item or button that opened it ("添加选手…" opens
// "添加选手"); a player's actions name the player.
func TestDialogTitles(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		a := eventApp(t, lang)
		a.rounds.pairNext()
		game := a.rounds.games[0]
		black := a.playersByID()[game.Black].Name()
		for _, c := range []struct {
			name string
			open func()
			want string
		}{
			{"add player", a.players.addDialog, tr("players.add", "", nil)},
			{"check in all", a.players.checkInAll, tr("checkin.all", "", nil)},
			{"open", a.openDialog, tr("menu.open", "", nil)},
			{"new tournament", a.newDialog, tr("menu.new", "", nil)},
			{"explain", a.rounds.explainDialog, tr("rounds.explain", "", nil)},
			{"player", func() { a.rounds.playerActions(game, true) }, black},
		} {
			c.open()
			got := dialogTitleOf(a)
			if strings.HasSuffix(got, "…") || strings.HasSuffix(got, "...") || got == "" {
				t.Errorf("%s, %s: title %q", lang, c.name, got)
			}
			if !strings.Contains(got, strings.TrimSuffix(c.want, "…")) {
				t.Errorf("%s, %s: title %q does not say %q", lang, c.name, got, c.want)
			}
			closeOverlays(a)
		}
	}
}
