package sheet

import (
	"strconv"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

// Crosstable builds the crosstable (成绩表) of a group as of round asOf:
// 名次 | 编号 | 姓名 | 单位 | 段位 | one column per round | 积分 | the group's
// tiebreaks, in standings order. 编号 is the player's number in the group
// (registration order), and each round cell gives the opponent's number,
// colour and result: 12黑+, 7白−, 3黑=, 轮空 for a bye, 弃 after a forfeit.
func Crosstable(f pairing.Field, rows []tournament.Row, asOf int, tr i18n.Translator) Table {
	number := map[int64]int{}
	byID := map[int64]tournament.Player{}
	for i, p := range f.Players {
		number[p.ID] = i + 1
		byID[p.ID] = p
	}
	headers := []string{tr("report.place", "Place", nil), tr("report.number", "No.", nil), tr("players.col.name", "Name", nil),
		tr("players.col.club", "Club", nil), tr("players.col.rank", "Rank", nil)}
	for n := 1; n <= asOf; n++ {
		headers = append(headers, tr("report.round_n", "R{{.N}}", map[string]any{"N": n}))
	}
	headers = append(headers, tr("cli.standings.points", "points", nil))
	for _, t := range f.Group.Tiebreaks {
		headers = append(headers, tr("tiebreak."+string(t), string(t), nil))
	}
	records := tournament.Records(f.Games, f.Byes)
	out := Table{
		Sheet:   sheetName(f.Group.Name),
		Title:   tr("report.crosstable_title", "{{.Group}} — crosstable after round {{.N}}", map[string]any{"Group": f.Group.Name, "N": asOf}),
		Headers: headers,
		Numeric: map[int]bool{0: true, 1: true},
	}
	for _, r := range rows {
		p := byID[r.Player]
		line := []string{PlaceText(r, tr), strconv.Itoa(number[r.Player]), NameText(r, p.Name(), tr), p.Club, p.Rank}
		perRound := map[int]tournament.RoundRecord{}
		for _, rec := range records[r.Player] {
			perRound[rec.Round] = rec
		}
		for n := 1; n <= asOf; n++ {
			rec, ok := perRound[n]
			line = append(line, crossCell(rec, ok, number, tr))
		}
		line = append(line, r.Points.String())
		for _, t := range f.Group.Tiebreaks {
			line = append(line, r.Tiebreaks[t].String())
		}
		out.Rows = append(out.Rows, line)
	}
	return out
}

// crossCell writes one round of one player.
func crossCell(rec tournament.RoundRecord, paired bool, number map[int64]int, tr i18n.Translator) string {
	if !paired {
		return "—"
	}
	if rec.Outcome == tournament.HadBye {
		return tr("report.bye", "bye", nil)
	}
	if rec.Opponent == 0 {
		return "—"
	}
	colour := tr("report.black", "B", nil)
	if rec.Colour == 'W' {
		colour = tr("report.white", "W", nil)
	}
	cell := strconv.Itoa(number[rec.Opponent]) + colour
	switch rec.Outcome {
	case tournament.Won:
		cell += "+"
	case tournament.Lost:
		cell += "−"
	case tournament.Drew:
		cell += "="
	case tournament.WonForfeit:
		cell += "+" + tr("report.forfeit", "F", nil)
	case tournament.LostForfeit:
		cell += "−" + tr("report.forfeit", "F", nil)
	}
	return cell
}

// sheetName fits a group name to Excel's rules: at most 31 characters and
// none of : \ / ? * [ ].
func sheetName(name string) string {
	var out []rune
	for _, r := range name {
		switch r {
		case ':', '\\', '/', '?', '*', '[', ']':
			r = '_'
		}
		out = append(out, r)
	}
	if len(out) > 31 {
		out = out[:31]
	}
	if len(out) == 0 {
		return "Sheet1"
	}
	return string(out)
}
