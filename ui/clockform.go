package ui

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/clock"
)

// timeControlForm edits a time control, with presets for common events.
type timeControlForm struct {
	system                                     *widget.Select
	main, reserve, period, periods, block, inc *widget.Entry
	capE                                       *widget.Entry
	systems                                    map[string]clock.System
	object                                     fyne.CanvasObject
}

func newTimeControlForm() *timeControlForm {
	f := &timeControlForm{systems: map[string]clock.System{
		tr("clock.system.chinese", "Chinese byo-yomi (reserved minutes)", nil): clock.Chinese,
		tr("clock.system.sudden", "Sudden death", nil):                         clock.Sudden,
		tr("clock.system.byoyomi", "Japanese byo-yomi", nil):                   clock.ByoYomi,
		tr("clock.system.canadian", "Canadian byo-yomi", nil):                  clock.Canadian,
		tr("clock.system.fischer", "Fischer increment", nil):                   clock.Fischer,
	}}
	var names []string
	for _, s := range []clock.System{clock.Chinese, clock.Sudden, clock.ByoYomi, clock.Canadian, clock.Fischer} {
		for n, v := range f.systems {
			if v == s {
				names = append(names, n)
			}
		}
	}
	entry := func(text string) *widget.Entry { e := widget.NewEntry(); e.SetText(text); return e }
	f.main, f.reserve, f.period, f.periods = entry("60m"), entry("5"), entry("30s"), entry("3")
	f.block, f.inc, f.capE = entry("15"), entry("10s"), entry("")
	f.system = widget.NewSelect(names, func(string) { f.showFields() })
	f.system.SetSelected(names[0])
	f.object = widget.NewForm(
		widget.NewFormItem(tr("clock.system", "Time system", nil), f.system),
		widget.NewFormItem(tr("clock.main", "Basic time", nil), f.main),
		widget.NewFormItem(tr("clock.reserve", "Reserved minutes", nil), f.reserve),
		widget.NewFormItem(tr("clock.period", "Byo-yomi time", nil), f.period),
		widget.NewFormItem(tr("clock.periods", "Periods", nil), f.periods),
		widget.NewFormItem(tr("clock.block", "Moves per block", nil), f.block),
		widget.NewFormItem(tr("clock.increment", "Increment", nil), f.inc),
		widget.NewFormItem(tr("clock.cap", "Cap", nil), f.capE),
	)
	f.showFields()
	return f
}

func (f *timeControlForm) showFields() {
	sys := f.systems[f.system.Selected]
	enable := func(e *widget.Entry, on bool) {
		if on {
			e.Enable()
		} else {
			e.Disable()
		}
	}
	enable(f.reserve, sys == clock.Chinese)
	enable(f.period, sys == clock.ByoYomi || sys == clock.Canadian)
	enable(f.periods, sys == clock.ByoYomi)
	enable(f.block, sys == clock.Canadian)
	enable(f.inc, sys == clock.Fischer)
	enable(f.capE, sys == clock.Fischer)
}

// timeControl reads the form; a field that cannot be read is reported.
func (f *timeControlForm) timeControl() (clock.TimeControl, error) {
	tc := clock.TimeControl{System: f.systems[f.system.Selected]}
	dur := func(e *widget.Entry, name string) (time.Duration, error) {
		text := strings.TrimSpace(e.Text)
		if text == "" || e.Disabled() {
			return 0, nil
		}
		if n, err := strconv.ParseFloat(text, 64); err == nil {
			return time.Duration(n * float64(time.Minute)), nil // a bare number is minutes here
		}
		d, err := time.ParseDuration(text)
		if err != nil {
			return 0, errors.New(tr("clock.err.duration", "{{.Field}}: write a time such as 60m, 1h30m or 30s", map[string]any{"Field": name}))
		}
		return d, nil
	}
	num := func(e *widget.Entry) int { n, _ := strconv.Atoi(strings.TrimSpace(e.Text)); return n }
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
	if tc.System == clock.Chinese {
		tc.Reserve = num(f.reserve)
	}
	if tc.System == clock.ByoYomi {
		tc.Periods = num(f.periods)
	}
	if tc.System == clock.Canadian {
		tc.Moves = num(f.block)
	}
	return tc, tc.Validate()
}
