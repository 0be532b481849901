package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/clock"
	"weiqi-arbiter/domain/tournament"
)

// flagFall is a table whose flag fell, waiting for the arbiter's answer.
type flagFall struct {
	g     *gameClock
	loser clock.Player
	at    time.Time // when the flag fell, by the hall's clock
}

// question asks, in the user's language, whether to record the loss:
// "第19台：黑（覃芷若）超时负，记录为白胜？".
func (f *flagFall) question() string {
	args := map[string]any{"N": f.g.table, "Loser": playerName(f.loser), "Winner": playerName(f.loser.Opponent()), "Name": f.g.names[f.loser]}
	switch {
	case f.g.gameID == 0:
		return tr("clock.flag_nogame", "Table {{.N}}: {{.Loser}} lost on time (a table not in the tournament file).", args)
	case f.g.names[f.loser] == "":
		return tr("clock.flag_question_noname", "Table {{.N}}: {{.Loser}} lost on time. Record a win for {{.Winner}}?", args)
	}
	return tr("clock.flag_question", "Table {{.N}}: {{.Loser}} ({{.Name}}) lost on time. Record a win for {{.Winner}}?", args)
}

// flagQueue lists the flag falls of the arbiter's panel beside its clocks,
// oldest first. Each is answered by its own buttons, or the first by Y or N;
// however many fall at once, no dialog opens.
type flagQueue struct {
	s      *clockScreen
	items  []*flagFall
	title  *widget.Label
	box    *fyne.Container
	object fyne.CanvasObject
}

func newFlagQueue(s *clockScreen) *flagQueue {
	q := &flagQueue{s: s, box: container.NewVBox()}
	q.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	hint := widget.NewLabel(tr("clock.flag_keys", "Y records the first, N leaves it unrecorded.", nil))
	hint.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(q.box)
	scroll.SetMinSize(fyne.NewSize(290, 0))
	q.object = container.NewBorder(container.NewVBox(q.title, hint, widget.NewSeparator()), nil, nil, nil, scroll)
	q.rebuild()
	return q
}

// add puts a table whose flag fell (loser's, at that time) at the end of
// the queue.
func (q *flagQueue) add(g *gameClock, loser clock.Player, at time.Time) {
	q.items = append(q.items, &flagFall{g: g, loser: loser, at: at})
	q.rebuild()
}

// clear empties the queue (the panel's tables were replaced).
func (q *flagQueue) clear() {
	q.items = nil
	q.rebuild()
}

// rebuild shows the queue's items.
func (q *flagQueue) rebuild() {
	q.title.SetText(tr("clock.flag_title", "Flag falls to confirm: {{.N}}", map[string]any{"N": len(q.items)}))
	objs := make([]fyne.CanvasObject, 0, len(q.items))
	for i, f := range q.items {
		question := widget.NewLabel(f.question())
		question.Wrapping = fyne.TextWrapWord
		when := widget.NewLabel(f.at.Format("15:04:05"))
		yes := widget.NewButtonWithIcon(tr("clock.yes", "Yes", nil), fynetheme.ConfirmIcon(), func() { q.answer(i, true) })
		no := widget.NewButtonWithIcon(tr("clock.no", "No", nil), fynetheme.CancelIcon(), func() { q.answer(i, false) })
		if i == 0 {
			yes.SetText(tr("clock.key_yes", "Yes (Y)", nil))
			no.SetText(tr("clock.key_no", "No (N)", nil))
			yes.Importance = widget.HighImportance
		}
		buttons := []fyne.CanvasObject{when, layout.NewSpacer(), yes, no}
		if q.passOffered(f) {
			// 2002: a time-out in the last byo-yomi minute counts as a pass
			// when the player asks (SPEC §5).
			label := tr("clock.flag_pass", "Pass", nil)
			if i == 0 {
				label = tr("clock.key_pass", "Pass (P)", nil)
			}
			buttons = append(buttons, widget.NewButton(label, func() { q.pass(i) }))
		}
		if f.g.gameID == 0 {
			yes.Hide()
			no.SetText(tr("dialog.ok", "OK", nil))
			if i == 0 {
				no.SetText(tr("dialog.ok", "OK", nil) + " (N)")
			}
		}
		objs = append(objs, container.NewVBox(question, container.NewHBox(buttons...), widget.NewSeparator()))
	}
	q.box.Objects = objs
	q.box.Refresh()
}

// passOffered reports whether f's time-out may count as a pass instead of
// a loss, at the player's request: the last byo-yomi minute under 2002.
func (q *flagQueue) passOffered(f *flagFall) bool {
	return f.g.clock.TimeoutAsPassOffered(f.loser, q.s.app.ruleSet() == tournament.Rules2002)
}

// pass counts item i's time-out as a pass (the player asked, 2002): the
// loss is lifted and the table's clock goes on with the same reading; a
// later flag fall queues it again.
func (q *flagQueue) pass(i int) {
	if i < 0 || i >= len(q.items) || !q.passOffered(q.items[i]) {
		return
	}
	f := q.items[i]
	if err := f.g.clock.TimeoutAsPass(f.loser, true); err != nil {
		q.s.report(err)
		return
	}
	f.g.flagged = false
	q.items = append(q.items[:i:i], q.items[i+1:]...)
	q.rebuild()
	q.s.status.SetText(tr("clock.flag_passed", "Table {{.N}}: the time-out counts as a pass by {{.Loser}}; the clock goes on.",
		map[string]any{"N": f.g.table, "Loser": playerName(f.loser)}))
	q.s.tick()
}

// answer takes the arbiter's answer to item i: yes records the loss on time
// in the tournament file (one action, undone in one step), no drops it.
func (q *flagQueue) answer(i int, yes bool) {
	if i < 0 || i >= len(q.items) {
		return
	}
	f := q.items[i]
	q.items = append(q.items[:i:i], q.items[i+1:]...)
	q.rebuild()
	if !yes || f.g.gameID == 0 {
		q.s.status.SetText(tr("clock.flag_dropped", "Table {{.N}}: nothing recorded.", map[string]any{"N": f.g.table}))
		return
	}
	if err := q.record(f); err != nil {
		q.s.report(err)
	}
}

// record stores the loss on time, unless the game has a result already
// (entered on the Rounds screen or at a desk meanwhile), which stands.
func (q *flagQueue) record(f *flagFall) error {
	arb := q.s.app.arb
	if arb == nil || arb.Path() != f.g.file {
		// Another file was opened since the table was loaded: its game
		// number means another game there.
		q.s.status.SetText(tr("clock.flag_other_file", "Table {{.N}} was loaded from another tournament file ({{.File}}): nothing recorded.",
			map[string]any{"N": f.g.table, "File": f.g.file}))
		return nil
	}
	recorded, current, err := arb.RecordTimeLoss(f.g.gameID, f.loser == clock.Black)
	if err != nil {
		return err
	}
	if !recorded {
		q.s.status.SetText(tr("clock.flag_has_result", "Table {{.N}} already has the result {{.Result}}: nothing changed.",
			map[string]any{"N": f.g.table, "Result": resultText(current)}))
		return nil
	}
	q.s.app.refresh()
	q.s.status.SetText(tr("clock.result_saved", "Table {{.N}}: result {{.Result}} saved.", map[string]any{"N": f.g.table, "Result": resultText(current)}))
	return nil
}
