package ui

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/tournament"
)

// playerMore is the player form's column of what other programs' files
// carry: the name in its two parts (OpenGotha's name and first name) and
// the player's numbers in the European, French and American rating lists.
// It stays closed behind one button, after every field of the desk (Tab
// meets it last), until asked for; it is open for a player who has any
// of them.
type playerMore struct {
	surname, given, egf, ffg, aga *entry
	// kept are the player's name parts as stored; shownSurname and
	// shownGiven the parts as the form last showed them. Parts the arbiter
	// did not change follow the name as Player.Clean fits them; parts typed
	// must make the name.
	kept                     tournament.Player
	shownSurname, shownGiven string
	open                     *widget.Button
	fields                   *fyne.Container
	object                   fyne.CanvasObject
}

// moreWidth is the open column's least width: room for a surname of
// several words ("de Oliveira Fava") beside its label.
const moreWidth = 320

// leastWidth lays out its objects over its whole size, and is at least as
// wide as it says.
type leastWidth float32

func (w leastWidth) MinSize(objects []fyne.CanvasObject) fyne.Size {
	m := layout.NewStackLayout().MinSize(objects)
	return fyne.NewSize(max(m.Width, float32(w)), m.Height)
}

func (w leastWidth) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	layout.NewStackLayout().Layout(objects, size)
}

// newPlayerMore builds the column for the player p (the zero player for a
// new one); opened runs when the arbiter opens it (the dialog grows).
func newPlayerMore(p tournament.Player, opened func()) *playerMore {
	m := &playerMore{surname: newEntry(), given: newEntry(), egf: newEntry(), ffg: newEntry(), aga: newEntry(), kept: p}
	m.show(p.Surname, p.GivenName)
	m.egf.SetText(p.EGFPin)
	m.ffg.SetText(p.FFGLicence)
	m.aga.SetText(p.AGAID)
	m.egf.PlaceHolder = "12345678"
	form := widget.NewForm(
		widget.NewFormItem(tr("players.surname", "Surname", nil), m.surname),
		widget.NewFormItem(tr("players.given_name", "Given name", nil), m.given),
		widget.NewFormItem(tr("players.egf_pin", "EGF PIN", nil), m.egf),
		widget.NewFormItem(tr("players.ffg_licence", "FFG licence", nil), m.ffg),
		widget.NewFormItem(tr("players.aga_id", "AGA ID", nil), m.aga),
	)
	// A caption in plain type: the dialog's title is its one bold line.
	header := widget.NewLabel(tr("players.more_title", "For other programs' files", nil))
	m.fields = container.New(leastWidth(moreWidth), container.NewVBox(header, form))
	m.open = widget.NewButtonWithIcon(tr("players.more", "Name parts, IDs…", nil), fynetheme.MoreHorizontalIcon(), func() {
		m.expand()
		opened()
	})
	m.object = container.NewVBox(m.open, m.fields)
	if p.Surname+p.GivenName+p.EGFPin+p.FFGLicence+p.AGAID != "" {
		m.expand()
	} else {
		m.fields.Hide()
	}
	return m
}

// expand opens the column in place of its button.
func (m *playerMore) expand() {
	m.open.Hide()
	m.fields.Show()
}

// show puts the name parts in their fields.
func (m *playerMore) show(surname, given string) {
	m.shownSurname, m.shownGiven = surname, given
	m.surname.SetText(surname)
	m.given.SetText(given)
}

// typed reports whether the arbiter changed the name parts the form showed.
func (m *playerMore) typed() bool {
	return strings.TrimSpace(m.surname.Text) != m.shownSurname || strings.TrimSpace(m.given.Text) != m.shownGiven
}

// follow shows the stored parts fitted to the name as typed (Clean keeps
// a surname the name still starts with), unless the arbiter typed parts.
func (m *playerMore) follow(nameZh, latin string) {
	if m.typed() {
		return
	}
	p := tournament.Player{NameZh: strings.TrimSpace(nameZh), NameLatin: strings.TrimSpace(latin), Surname: m.kept.Surname, GivenName: m.kept.GivenName}
	if fitted, err := p.Clean(); err == nil {
		m.show(fitted.Surname, fitted.GivenName)
	}
}

// nameFromParts writes the name made of parts typed alone into the name
// field it belongs in (the Chinese one for Chinese characters, else the
// Latin one), as player add --surname --given-name does.
func (m *playerMore) nameFromParts(nameZh, latin *entry) {
	if !m.typed() || strings.TrimSpace(nameZh.Text+latin.Text) != "" {
		return
	}
	name := tournament.JoinParts(strings.TrimSpace(m.surname.Text), strings.TrimSpace(m.given.Text))
	if tournament.HasChinese(name) {
		nameZh.SetText(name)
	} else {
		latin.SetText(name)
	}
}

// apply puts the column's fields into p, or says why the name parts do
// not fit the name.
func (m *playerMore) apply(p *tournament.Player) error {
	p.EGFPin, p.FFGLicence, p.AGAID = strings.TrimSpace(m.egf.Text), strings.TrimSpace(m.ffg.Text), strings.TrimSpace(m.aga.Text)
	if !m.typed() {
		p.Surname, p.GivenName = m.kept.Surname, m.kept.GivenName // fitted to the name by Clean
		return nil
	}
	p.Surname, p.GivenName = strings.TrimSpace(m.surname.Text), strings.TrimSpace(m.given.Text)
	if !p.PartsFit() {
		return errors.New(tr("players.err.name_parts", "The surname and given name must make the name (the Latin name when there is one): {{.Name}}. Correct them, or leave them empty.",
			map[string]any{"Name": p.Name()}))
	}
	return nil
}
