package ui

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/clock"
)

// keyEntry is an entry of the clock screen. keys sees every key first: a key
// it takes (a clock key while a clock runs) does not reach the entry, nor
// does the character the same key types.
type keyEntry struct {
	widget.Entry
	keys func(*fyne.KeyEvent) bool
	ate  bool // the last key was taken: drop the character it types
}

func newKeyEntry(keys func(*fyne.KeyEvent) bool) *keyEntry {
	e := &keyEntry{keys: keys}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey gives the key to keys first.
func (e *keyEntry) TypedKey(ev *fyne.KeyEvent) {
	e.ate = e.keys != nil && e.keys(ev)
	if !e.ate {
		e.Entry.TypedKey(ev)
	}
}

// TappedSecondary opens the field's context menu only where the driver
// sees the field (see anchor).
func (e *keyEntry) TappedSecondary(ev *fyne.PointEvent) {
	if fyne.CurrentApp().Driver().CanvasForObject(e) != nil {
		e.Entry.TappedSecondary(ev)
	}
}

// TypedRune drops the character of a key that was taken.
func (e *keyEntry) TypedRune(r rune) {
	if e.ate {
		e.ate = false
		return
	}
	e.Entry.TypedRune(r)
}

// timeControlForm edits a time control, with presets for common events.
// Locked, it shows the time control of a running clock and takes no input.
type timeControlForm struct {
	system                                     *selectField
	main, reserve, period, periods, block, inc *keyEntry
	capE                                       *keyEntry
	names                                      [2]*keyEntry // the players, when the form has them
	systems                                    map[string]clock.System
	locked                                     bool
	object                                     fyne.CanvasObject
}

// newTimeControlForm returns a form; with names it asks for the players too.
// keys sees the keys typed in its fields (see keyEntry).
func newTimeControlForm(names bool, keys func(*fyne.KeyEvent) bool) *timeControlForm {
	f := &timeControlForm{systems: map[string]clock.System{
		tr("clock.system.chinese", "Chinese byo-yomi (reserved minutes)", nil): clock.Chinese,
		tr("clock.system.sudden", "Sudden death", nil):                         clock.Sudden,
		tr("clock.system.byoyomi", "Japanese byo-yomi", nil):                   clock.ByoYomi,
		tr("clock.system.canadian", "Canadian byo-yomi", nil):                  clock.Canadian,
		tr("clock.system.fischer", "Fischer increment", nil):                   clock.Fischer,
	}}
	var systems []string
	for _, s := range []clock.System{clock.Chinese, clock.Sudden, clock.ByoYomi, clock.Canadian, clock.Fischer} {
		for n, v := range f.systems {
			if v == s {
				systems = append(systems, n)
			}
		}
	}
	entry := func(text string) *keyEntry { e := newKeyEntry(keys); e.SetText(text); return e }
	f.main, f.reserve, f.period, f.periods = entry("60m"), entry("5"), entry("30s"), entry("3")
	f.block, f.inc, f.capE = entry("15"), entry("10s"), entry("")
	f.system = newSelectField(systems, func(string) { f.showFields() })
	f.system.SetSelected(systems[0])
	// The time system stands on its own row, as wide as the form, so that
	// its long names ("Chinese byo-yomi (reserved minutes)") are not cut.
	top, fields := widget.NewForm(), widget.NewForm()
	if names {
		f.names = [2]*keyEntry{entry(""), entry("")}
		f.names[0].PlaceHolder, f.names[1].PlaceHolder = tr("clock.name_hint", "name (may be left empty)", nil), tr("clock.name_hint", "name (may be left empty)", nil)
		top.Append(tr("clock.black_player", "Black", nil), f.names[0])
		top.Append(tr("clock.white_player", "White", nil), f.names[1])
	}
	fields.Append(tr("clock.main", "Basic time", nil), f.main)
	fields.Append(tr("clock.reserve", "Reserved minutes", nil), f.reserve)
	fields.Append(tr("clock.period", "Byo-yomi time", nil), f.period)
	fields.Append(tr("clock.periods", "Periods", nil), f.periods)
	fields.Append(tr("clock.block", "Moves per block", nil), f.block)
	fields.Append(tr("clock.increment", "Increment", nil), f.inc)
	fields.Append(tr("clock.cap", "Cap", nil), f.capE)
	system := container.NewVBox(widget.NewLabel(tr("clock.system", "Time system", nil)), f.system)
	if names {
		f.object = container.NewVBox(top, system, fields)
	} else {
		f.object = container.NewVBox(system, fields)
	}
	f.showFields()
	return f
}

// showFields enables the fields the chosen system uses (none when locked).
func (f *timeControlForm) showFields() {
	sys := f.systems[f.system.Selected]
	enable := func(e fyne.Disableable, on bool) {
		if on && !f.locked {
			e.Enable()
		} else {
			e.Disable()
		}
	}
	enable(f.system, true)
	enable(f.main, true)
	for _, e := range f.names {
		if e != nil {
			enable(e, true)
		}
	}
	enable(f.reserve, sys == clock.Chinese)
	enable(f.period, sys == clock.ByoYomi || sys == clock.Canadian)
	enable(f.periods, sys == clock.ByoYomi)
	enable(f.block, sys == clock.Canadian)
	enable(f.inc, sys == clock.Fischer)
	enable(f.capE, sys == clock.Fischer)
}

// lock disables the whole form (a clock runs with its settings); unlock
// gives it back.
func (f *timeControlForm) lock(on bool) {
	f.locked = on
	f.showFields()
}

// playerNames are the names typed in the form ("" where none).
func (f *timeControlForm) playerNames() [2]string {
	var out [2]string
	for p, e := range f.names {
		if e != nil {
			out[p] = strings.TrimSpace(e.Text)
		}
	}
	return out
}

// summary is the chosen time control in a few words, for the panel's bar.
func (f *timeControlForm) summary() string {
	parts := []string{f.system.Selected, strings.TrimSpace(f.main.Text)}
	for _, e := range []*keyEntry{f.reserve, f.period, f.periods, f.block, f.inc, f.capE} {
		if text := strings.TrimSpace(e.Text); text != "" && f.usedBy(e) {
			parts = append(parts, text)
		}
	}
	return strings.Join(parts, " · ")
}

// usedBy reports whether the chosen system uses field e.
func (f *timeControlForm) usedBy(e *keyEntry) bool {
	switch sys := f.systems[f.system.Selected]; e {
	case f.reserve:
		return sys == clock.Chinese
	case f.period:
		return sys == clock.ByoYomi || sys == clock.Canadian
	case f.periods:
		return sys == clock.ByoYomi
	case f.block:
		return sys == clock.Canadian
	case f.inc, f.capE:
		return sys == clock.Fischer
	}
	return true
}

// timeControl reads the form; a field that cannot be read is reported.
func (f *timeControlForm) timeControl() (clock.TimeControl, error) {
	tc := clock.TimeControl{System: f.systems[f.system.Selected]}
	dur := func(e *keyEntry, name string) (time.Duration, error) {
		text := strings.TrimSpace(e.Text)
		if text == "" || !f.usedBy(e) {
			return 0, nil
		}
		d, err := clock.ParseDuration(text, time.Minute) // a bare number is minutes here
		if err != nil || d < 0 {
			return 0, errors.New(tr("clock.err.duration", "{{.Field}}: write a time such as 60m, 1h30m or 30s", map[string]any{"Field": name}))
		}
		return d, nil
	}
	num := func(e *keyEntry, name string) (int, error) {
		text := strings.TrimSpace(e.Text)
		if text == "" {
			return 0, nil
		}
		n, err := strconv.Atoi(text)
		if err != nil {
			return 0, errors.New(tr("clock.err.number", "{{.Field}}: write a whole number such as 5", map[string]any{"Field": name}))
		}
		return n, nil
	}
	var err error
	if tc.Main, err = dur(f.main, tr("clock.main", "Basic time", nil)); err != nil {
		return tc, err
	}
	if tc.Period, err = dur(f.period, tr("clock.period", "Byo-yomi time", nil)); err != nil {
		return tc, err
	}
	if tc.Increment, err = dur(f.inc, tr("clock.increment", "Increment", nil)); err != nil {
		return tc, err
	}
	if tc.Cap, err = dur(f.capE, tr("clock.cap", "Cap", nil)); err != nil {
		return tc, err
	}
	switch tc.System {
	case clock.Chinese:
		tc.Reserve, err = num(f.reserve, tr("clock.reserve", "Reserved minutes", nil))
	case clock.ByoYomi:
		tc.Periods, err = num(f.periods, tr("clock.periods", "Periods", nil))
	case clock.Canadian:
		tc.Moves, err = num(f.block, tr("clock.block", "Moves per block", nil))
	}
	if err != nil {
		return tc, err
	}
	return tc, tc.Validate()
}
