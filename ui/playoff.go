package ui

import (
	"errors"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/tournament"
)

// playoffDialog records the order of a play-off or a drawing of lots for
// players who share a place (SPEC §8): the arbiter picks the tie, then
// types its players' numbers (编号, as on the crosstable) best first.
// With play-offs already recorded it offers to clear them instead.
func (s *standingsScreen) playoffDialog() {
	g, n, v, ok := s.view()
	if !ok {
		return
	}
	players, err := s.app.arb.GroupPlayers(g.ID)
	if s.app.noteErr(err) {
		return
	}
	number, byNumber := map[int64]int{}, map[int]int64{}
	for i, p := range players {
		number[p.ID], byNumber[i+1] = i+1, p.ID
	}
	// The ties, by place, each with its players.
	var ties []string
	tied := map[string][]tournament.Row{}
	for _, r := range v.Rows {
		if !r.Shared || r.Place == 0 {
			continue
		}
		key := tr("report.place_shared", "{{.N}}=", map[string]any{"N": r.Place})
		if _, ok := tied[key]; !ok {
			ties = append(ties, key)
		}
		tied[key] = append(tied[key], r)
	}
	if len(ties) == 0 {
		if len(g.Playoff) == 0 {
			s.status.SetText(tr("playoff.none", "Nobody shares a place: there is no tie to settle.", nil))
			return
		}
		confirm(s.app.win, tr("playoff.clear_title", "Clear the play-offs?", nil),
			tr("playoff.clear", "Nobody shares a place now. Clear the play-offs and lots recorded for this group, so that their ties show again?", nil),
			func(ok bool) {
				if !ok {
					return
				}
				var ids []int64
				for id := range g.Playoff {
					ids = append(ids, id)
				}
				if err := s.app.arb.ClearPlayoff(g, ids); err != nil {
					s.app.showError(err)
				}
				s.show()
			})
		return
	}
	who := widget.NewLabel("")
	who.Wrapping = fyne.TextWrapWord
	tie := widget.NewSelect(ties, func(key string) {
		var names []string
		for _, r := range tied[key] {
			names = append(names, strconv.Itoa(number[r.Player])+" "+v.Players[r.Player].Name())
		}
		who.SetText(strings.Join(names, tr("list.sep", ", ", nil)))
	})
	tie.SetSelectedIndex(0)
	order := newEntry()
	order.SetPlaceHolder(tr("playoff.order_hint", "numbers, best first: 7 3 12", nil))
	showFormChecked(s.app.win, tr("playoff.title", "Play-off or lots", nil), tr("playoff.record", "Record", nil), []*widget.FormItem{
		widget.NewFormItem(tr("playoff.tie", "Tie", nil), tie),
		widget.NewFormItem(tr("playoff.players", "Players", nil), who),
		widget.NewFormItem(tr("playoff.order", "Order", nil), order),
	}, func() error {
		var ids []int64
		for _, f := range strings.FieldsFunc(order.Text, func(r rune) bool { return r == ',' || r == '，' || r == '、' || r == ' ' }) {
			k, err := strconv.Atoi(f)
			if err != nil || byNumber[k] == 0 {
				return errors.New(tr("playoff.bad_number", "“{{.Text}}” is not a player's number.", map[string]any{"Text": f}))
			}
			ids = append(ids, byNumber[k])
		}
		if err := s.app.arb.RecordPlayoff(g, n, ids); err != nil {
			return errors.New(errorText(err))
		}
		s.show()
		return nil
	})
}
