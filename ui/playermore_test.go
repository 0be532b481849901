package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/reports/document"
)

// dialogEntries are the text fields of the dialog on top, in order: the
// player form's eleven, then its column's surname, given name, EGF PIN,
// FFG licence and AGA ID.
func dialogEntries(t *testing.T, a *App) []*entry {
	t.Helper()
	var out []*entry
	for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
		if e, ok := o.(*entry); ok {
			out = append(out, e)
		}
	}
	if len(out) != 16 {
		t.Fatalf("%d fields in the player form, want 16", len(out))
	}
	return out
}

// The player form's column fields, by their place in dialogEntries.
const (
	fieldName    = 0
	fieldLatin   = 1
	fieldSurname = 11
	fieldGiven   = 12
	fieldEGF     = 13
)

// playerNamed is the registered player of that name.
func playerNamed(t *testing.T, a *App, name string) tournament.Player {
	t.Helper()
	ps, err := a.arb.Players()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if p.Name() == name || p.NameLatin == name {
			return p
		}
	}
	t.Fatalf("no player %s among %d", name, len(ps))
	return tournament.Player{}
}

// TestPlayerFormNameParts: the player form keeps the desk's keys (Tab
// goes from the name to the Latin name, Enter saves) with the name's two
// parts and the rating-list numbers in a column opened on request, after
// every other field; parts typed alone make the name; parts that do not
// make it are refused, the form coming back; a player who has parts opens
// with the column shown, and an edit of the name the parts follow keeps
// them fitted (as Player.Clean does) and every number, through to the
// OpenGotha file. Pictures in both languages at 1024×600 and 1920×1080.
func TestPlayerFormNameParts(t *testing.T) {
	a := eventApp(t, "en")
	a.tabs.SelectIndex(playersTab)

	// The desk: Tab from the name goes to the Latin name, not the column.
	a.players.addDialog()
	fields := dialogEntries(t, a)
	if a.win.Canvas().Focused() != fields[fieldName] {
		t.Fatal("the form does not open in the name field")
	}
	a.win.Canvas().FocusNext()
	if a.win.Canvas().Focused() != fields[fieldLatin] {
		t.Errorf("Tab from the name went to %T, not the Latin name", a.win.Canvas().Focused())
	}
	if shownIn(a.win.Canvas().Overlays().Top(), fields[fieldSurname]) {
		t.Error("the column is open for a new player")
	}

	// A foreign player typed in two parts only, with an EGF PIN.
	test.Tap(openMore(t, a))
	if a.win.Canvas().Focused() != fields[fieldSurname] {
		t.Fatalf("the column opened with the focus on %T", a.win.Canvas().Focused())
	}
	test.Type(fields[fieldSurname], "Van der Berg")
	a.win.Canvas().FocusNext()
	test.Type(a.win.Canvas().Focused(), "Mary Ann")
	a.win.Canvas().FocusNext()
	test.Type(a.win.Canvas().Focused(), "13579246")
	press(t, a, fyne.KeyReturn)
	if top := a.win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("not saved: %q", shownTexts(top))
	}
	p := playerNamed(t, a, "Van der Berg Mary Ann")
	if p.NameLatin != "Van der Berg Mary Ann" || p.NameZh != "" || p.Surname != "Van der Berg" || p.GivenName != "Mary Ann" || p.EGFPin != "13579246" {
		t.Errorf("registered %+v", p)
	}

	// Parts that do not make the name: refused, the form back as typed;
	// corrected, saved.
	a.players.addDialog()
	fields = dialogEntries(t, a)
	test.Type(fields[fieldName], "徐易则")
	test.Type(fields[fieldLatin], "Xu Yize")
	test.Tap(openMore(t, a))
	test.Type(fields[fieldSurname], "徐")
	test.Type(fields[fieldGiven], "易则")
	fields[fieldGiven].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if msg := errorShown(t, a, "parts"); !says(msg, "must make the name") || !says(msg, "徐易则") {
		t.Errorf("parts of the Chinese name beside a Latin one: %q", msg)
	}
	if fields[fieldSurname].Text != "徐" || fields[fieldName].Text != "徐易则" || a.win.Canvas().Overlays().Top() == nil {
		t.Fatal("the form did not come back as typed")
	}
	keepScreenshot(t, "player-more-refused-en.png", a.win.Canvas().Capture())
	fields[fieldSurname].SetText("Xu")
	fields[fieldGiven].SetText("Yize")
	fields[fieldGiven].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if p := playerNamed(t, a, "徐易则"); p.Surname != "Xu" || p.GivenName != "Yize" || p.NameLatin != "Xu Yize" {
		t.Errorf("registered %+v", p)
	}

	// A player who came with parts and numbers (from OpenGotha): the
	// column is open; the Latin name edited, the parts follow; OK keeps
	// them and every number.
	g, _ := a.arb.Group("公开组")
	if _, err := a.arb.AddPlayer(tournament.Player{NameLatin: "Anguila Caner Oscar", Surname: "Anguila Caner", GivenName: "Oscar",
		EGFPin: "12345678", FFGLicence: "0453201", AGAID: "21457", Rank: "3k", GroupID: g.ID}); err != nil {
		t.Fatal(err)
	}
	a.players.reload()
	before := playerNamed(t, a, "Anguila Caner Oscar")
	for _, size := range []fyne.Size{{Width: 1920, Height: 1080}, {Width: 1024, Height: 600}} {
		a.win.Resize(size)
		closeOverlays(a)
		a.players.playerDialog(&before)
		for _, cut := range cutObjects(a.win.Canvas().Overlays().Top(), size) {
			t.Errorf("%.0fx%.0f, edit player: %s", size.Width, size.Height, cut)
		}
		keepScreenshot(t, fmt.Sprintf("player-edit-parts-en-%.0fx%.0f.png", size.Width, size.Height), a.win.Canvas().Capture())
	}
	fields = dialogEntries(t, a)
	if !shownIn(a.win.Canvas().Overlays().Top(), fields[fieldSurname]) || fields[fieldSurname].Text != "Anguila Caner" || fields[fieldGiven].Text != "Oscar" || fields[fieldEGF].Text != "12345678" {
		t.Fatalf("the column of a player with parts: %q %q %q", fields[fieldSurname].Text, fields[fieldGiven].Text, fields[fieldEGF].Text)
	}
	fields[fieldLatin].SetText("Anguila Caner Óscar")
	if fields[fieldSurname].Text != "Anguila Caner" || fields[fieldGiven].Text != "Óscar" {
		t.Errorf("the parts did not follow the name: %q %q", fields[fieldSurname].Text, fields[fieldGiven].Text)
	}
	fields[fieldName].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	after := playerNamed(t, a, "Anguila Caner Óscar")
	if after.Surname != "Anguila Caner" || after.GivenName != "Óscar" || after.EGFPin != "12345678" || after.FFGLicence != "0453201" || after.AGAID != "21457" {
		t.Errorf("after the edit: %+v", after)
	}
	if shown := strings.Join(tableTexts(a.players.table), "|"); !strings.Contains(shown, "|Xu Yize|") || !strings.Contains(shown, "|Anguila Caner Óscar|") {
		t.Errorf("the players screen shows %s", shown)
	}
	out := filepath.Join(t.TempDir(), "event.xml")
	if !a.writeDocument(document.Request{Kind: document.OpenGotha, Group: g, Path: out}) {
		t.Fatal("OpenGotha file not written")
	}
	data, _ := os.ReadFile(out)
	for _, w := range []string{`name="Anguila Caner"`, `firstName="Óscar"`, `egfPin="12345678"`, `name="Van der Berg"`, `firstName="Mary Ann"`, `firstName="Yize"`} {
		if !strings.Contains(string(data), w) {
			t.Errorf("the OpenGotha file lacks %s", w)
		}
	}
}

// openMore is the player form's button that opens its column.
func openMore(t *testing.T, a *App) fyne.Tappable {
	t.Helper()
	return findButton(t, a.win.Canvas().Overlays().Top(), tr("players.more", "Name parts, IDs…", nil))
}

// shownIn reports whether target is drawn under root: it and everything
// it lies in are visible.
func shownIn(root, target fyne.CanvasObject) bool {
	if root == nil || !root.Visible() {
		return false
	}
	if root == target {
		return true
	}
	var children []fyne.CanvasObject
	switch v := root.(type) {
	case *fyne.Container:
		children = v.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(v).Objects()
	}
	for _, c := range children {
		if shownIn(c, target) {
			return true
		}
	}
	return false
}

// TestPlayerFormPictures: the player form, its column closed and open, in
// both languages at 1024×600 and 1920×1080, nothing cut.
func TestPlayerFormPictures(t *testing.T) {
	for _, lang := range []string{"zh", "en"} {
		a := eventApp(t, lang)
		a.tabs.SelectIndex(playersTab)
		for _, size := range []fyne.Size{{Width: 1024, Height: 600}, {Width: 1920, Height: 1080}} {
			a.win.Resize(size)
			a.players.addDialog()
			for _, state := range []string{"closed", "open"} {
				if state == "open" {
					test.Tap(openMore(t, a))
				}
				for _, cut := range cutObjects(a.win.Canvas().Overlays().Top(), size) {
					t.Errorf("%s %.0fx%.0f, column %s: %s", lang, size.Width, size.Height, state, cut)
				}
				keepScreenshot(t, fmt.Sprintf("player-form-%s-%s-%.0fx%.0f.png", state, lang, size.Width, size.Height), a.win.Canvas().Capture())
			}
			closeOverlays(a)
		}
	}
}
